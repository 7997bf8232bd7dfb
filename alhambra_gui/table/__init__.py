"""The table server: every player joins the game from their phone (pure Python and aiohttp, no Qt).

The desktop (``app/table_host.py``) and the headless ``alhambra-gui table GAME.json``
(``headless.py``) each hold the game and hand the server a ``Host``; the server (``server.py``,
aiohttp in a thread of its own) serves the phone page from ``resources/table/``, trades join
codes for session tokens (``access.py``), keeps each phone's photo reading (``drafts.py``, the
reader behind ``reading.py``), checks the table (``checks.py``) and pushes the game as each phone
sees it (``views.py``). It never opens a file but the page's own resources and never reaches the
history: a request sees this game and nothing else.
"""
