"""The bundle's entry point (packaging/alhambra-gui.spec): the same ``main`` as the installed
``alhambra-gui`` script. PyInstaller starts a script, and ``alhambra_gui/__main__.py`` cannot be
one because it imports relatively."""

import sys

from alhambra_gui.__main__ import main

sys.exit(main())
