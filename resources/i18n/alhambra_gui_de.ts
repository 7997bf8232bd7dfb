<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>Longest wall: %1</source>
        <translation>Längste Mauer: %1</translation>
    </message>
    <message>
        <source>Longest moat: %1</source>
        <translation>Längster Graben: %1</translation>
    </message>
    <message>
        <source>%1: legal. Longest wall would be %2.</source>
        <translation>%1: zulässig. Längste Mauer wäre dann %2.</translation>
    </message>
    <message>
        <source>%1: legal. Longest moat would be %2.</source>
        <translation>%1: zulässig. Längster Graben wäre dann %2.</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Moat</source>
        <translation>Graben</translation>
    </message>
    <message>
        <source>wall %1</source>
        <translation>Mauer %1</translation>
    </message>
    <message>
        <source>moat %1</source>
        <translation>Graben %1</translation>
    </message>
    <message>
        <source>walls %1</source>
        <translation>Mauern %1</translation>
    </message>
    <message>
        <source>moats %1</source>
        <translation>Gräben %1</translation>
    </message>
    <message>
        <source>no walls</source>
        <translation>keine Mauern</translation>
    </message>
    <message>
        <source>no moats</source>
        <translation>keine Gräben</translation>
    </message>
    <message>
        <source>Wall (scoring %1 now)</source>
        <translation>Mauer (Wertung %1, Stand jetzt)</translation>
    </message>
    <message>
        <source>Moat (scoring %1 now)</source>
        <translation>Graben (Wertung %1, Stand jetzt)</translation>
    </message>
    <message>
        <source>%1: %2, wall %3, reserve %4</source>
        <translation>%1: %2, Mauer %3, Reserve %4</translation>
    </message>
    <message>
        <source>%1: %2, moat %3, reserve %4</source>
        <translation>%1: %2, Graben %3, Reserve %4</translation>
    </message>
    <message>
        <source>%1: counts only, %2, wall %3, reserve %4</source>
        <translation>%1: nur Anzahlen, %2, Mauer %3, Reserve %4</translation>
    </message>
    <message>
        <source>%1: counts only, %2, moat %3, reserve %4</source>
        <translation>%1: nur Anzahlen, %2, Graben %3, Reserve %4</translation>
    </message>
    <message>
        <source>no outer wall: 0 points</source>
        <translation>keine Außenmauer: 0 Punkte</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>no outer moat: 0 points</source>
        <translation>kein Graben: 0 Punkte</translation>
    </message>
    <message>
        <source>Longest wall ever: %1, by %2 (%3)</source>
        <translation>Längste Mauer überhaupt: %1, von %2 (%3)</translation>
    </message>
    <message>
        <source>Longest moat ever: %1, by %2 (%3)</source>
        <translation>Längster Graben überhaupt: %1, von %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best wall %7.</source>
        <translation>%1: %2, %3 (%4 %), Durchschnitt %5, bestes %6, beste Mauer %7.</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best moat %7.</source>
        <translation>%1: %2, %3 (%4 %), Durchschnitt %5, bestes %6, bester Graben %7.</translation>
    </message>
    <message>
        <source>type a letter, a price and any walls, e.g. g8 or g8ne.</source>
        <translation>Buchstabe, Preis und ggf. Mauern eingeben, z. B. g8 oder g8ne.</translation>
    </message>
    <message>
        <source>type the letters, a value and any moats, e.g. pa8 or pa8ne.</source>
        <translation>Buchstaben, Wert und ggf. Gräben eingeben, z. B. pa8 oder pa8ne.</translation>
    </message>
    <message>
        <source>each wall letter (N, E, S, W) may appear once.</source>
        <translation>jeder Mauerbuchstabe (N, E, S, W) darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>each moat letter (N, E, S, W) may appear once.</source>
        <translation>jeder Grabenbuchstabe (N, E, S, W) darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>could be %1: type the walls too.</source>
        <translation>könnte %1 sein: auch die Mauern eingeben.</translation>
    </message>
    <message>
        <source>could be %1: type the moats too.</source>
        <translation>könnte %1 sein: auch die Gräben eingeben.</translation>
    </message>
    <message>
        <source>Longest wall: %1 (typed)</source>
        <translation>Längste Mauer: %1 (eingegeben)</translation>
    </message>
    <message>
        <source>Longest moat: %1 (typed)</source>
        <translation>Längster Graben: %1 (eingegeben)</translation>
    </message>
    <message>
        <source>no outer wall typed: 0 points</source>
        <translation>keine Außenmauer eingegeben: 0 Punkte</translation>
    </message>
    <message>
        <source>no outer moat typed: 0 points</source>
        <translation>kein Graben eingegeben: 0 Punkte</translation>
    </message>
    <message>
        <source>%1 free tiles match (%2): type more to pick one, e.g. the walls (- for none).</source>
        <translation>%1 freie Plättchen passen (%2): zur Auswahl mehr eingeben, z. B. die Mauern (- für keine).</translation>
    </message>
    <message>
        <source>%1 free tiles match (%2): type more to pick one, e.g. the moats (- for none).</source>
        <translation>%1 freie Plättchen passen (%2): zur Auswahl mehr eingeben, z. B. die Gräben (- für keine).</translation>
    </message>
    <message>
        <source>build it there; while you drag, every legal cell lights up with the moat it would give</source>
        <translation>es dort bauen; beim Ziehen wird jedes zulässige Feld mit dem Graben hervorgehoben, der sich ergäbe</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tile&apos;s name and its walls</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>N</source>
        <comment>compass letter: north</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass letter: east</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass letter: south</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass letter: west</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between compass letters</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>with Dirk</source>
        <translation>bei Dirk</translation>
    </message>
    <message>
        <source>in %1&apos;s reserve</source>
        <translation>in der Reserve von %1</translation>
    </message>
    <message>
        <source>in %1&apos;s city at (%2, %3)</source>
        <translation>in der Stadt von %1 bei (%2, %3)</translation>
    </message>
    <message>
        <source>the neighbouring tile</source>
        <translation>dem Nachbarplättchen</translation>
    </message>
    <message>
        <source>the fountain</source>
        <translation>dem Brunnen</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between reasons</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Dirk</source>
        <translation>Dirk</translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s)</source>
        <translation>
            <numerusform>%n Schatztruhe</numerusform>
            <numerusform>%n Schatztruhen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n added wall piece(s)</source>
        <translation>
            <numerusform>%n hinzugefügtes Mauerteil</numerusform>
            <numerusform>%n hinzugefügte Mauerteile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n city gate(s)</source>
        <translation>
            <numerusform>%n Stadttor</numerusform>
            <numerusform>%n Stadttore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus card(s) held</source>
        <translation>
            <numerusform>%n vergebene Bonuskarte</numerusform>
            <numerusform>%n vergebene Bonuskarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building site(s)</source>
        <translation>
            <numerusform>%n Baustelle</numerusform>
            <numerusform>%n Baustellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new score card(s) entered</source>
        <translation>
            <numerusform>%n neue Wertungskarte eingegeben</numerusform>
            <numerusform>%n neue Wertungskarten eingegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>the score cards %1, %2 and %3</source>
        <translation>die Wertungskarten %1, %2 und %3</translation>
    </message>
    <message>
        <source>the Wise Man held by %1 (%2)</source>
        <translation>der Weise bei %1 (%2)</translation>
    </message>
    <message>
        <source>the City Watch held by %1</source>
        <translation>die Stadtwache bei %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>everything entered for it</source>
        <translation>alles dafür Eingetragene</translation>
    </message>
    <message>
        <source>%1 is in the city more than once.</source>
        <translation>%1 ist mehrfach in der Stadt.</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1 ist bereits %2.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Start an empty game with 1–6 players</source>
        <translation>Ein leeres Spiel mit 1–6 Spielern beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Import City from Photo…</source>
        <translation>Stadt aus Foto &amp;importieren …</translation>
    </message>
    <message>
        <source>Read the current player&apos;s city from a photo taken from above</source>
        <translation>Die Stadt des aktuellen Spielers aus einem Foto von oben einlesen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Add to &amp;History…</source>
        <translation>Zur &amp;Chronik hinzufügen …</translation>
    </message>
    <message>
        <source>Keep this finished game in the history (a game enters it by itself when its final scoring is recorded)</source>
        <translation>Dieses beendete Spiel in der Chronik behalten (ein Spiel kommt von selbst hinein, wenn seine Schlusswertung eingetragen wird)</translation>
    </message>
    <message>
        <source>Add saved games to the history, many at once</source>
        <translation>Gespeicherte Spiele in die Chronik aufnehmen, viele auf einmal</translation>
    </message>
    <message>
        <source>Rename, recolour, add or take out this game&apos;s players</source>
        <translation>Die Spieler dieses Spiels umbenennen, ihre Farben ändern oder einen Spieler aufnehmen oder herausnehmen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Chronik</translation>
    </message>
    <message>
        <source>Every finished game, the players and their statistics</source>
        <translation>Jedes beendete Spiel, die Spieler und ihre Statistik</translation>
    </message>
    <message>
        <source>&amp;Rematch…</source>
        <translation>&amp;Revanche …</translation>
    </message>
    <message>
        <source>Start a new game with the same table: players, colours and modules</source>
        <translation>Ein neues Spiel mit derselben Runde beginnen: Spieler, Farben und Module</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Import &amp;Cities from Photos…</source>
        <translation>Städte aus Fotos im&amp;portieren …</translation>
    </message>
    <message>
        <source>Read every player&apos;s city from their own photo, the table checked as a whole</source>
        <translation>Die Stadt jedes Spielers aus seinem eigenen Foto lesen, den Tisch als Ganzes geprüft</translation>
    </message>
    <message>
        <source>Import Games into Histor&amp;y…</source>
        <translation>Spiele in die Chronik impor&amp;tieren …</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit City to Window</source>
        <translation>Stadt &amp;einpassen</translation>
    </message>
    <message>
        <source>All &amp;Cities</source>
        <translation>&amp;Alle Städte</translation>
    </message>
    <message>
        <source>&amp;Next Player</source>
        <translation>&amp;Nächster Spieler</translation>
    </message>
    <message>
        <source>Show the next player&apos;s city (Ctrl+1 to Ctrl+6 choose a player)</source>
        <translation>Die Stadt des nächsten Spielers zeigen (Strg+1 bis Strg+6 wählen einen Spieler)</translation>
    </message>
    <message>
        <source>&amp;Previous Player</source>
        <translation>&amp;Vorheriger Spieler</translation>
    </message>
    <message>
        <source>Show the previous player&apos;s city</source>
        <translation>Die Stadt des vorherigen Spielers zeigen</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Spieler …</translation>
    </message>
    <message>
        <source>&amp;Modules…</source>
        <translation>&amp;Module …</translation>
    </message>
    <message>
        <source>Choose the expansion modules of this game</source>
        <translation>Die Erweiterungsmodule dieses Spiels wählen</translation>
    </message>
    <message>
        <source>&amp;Setup Checklist…</source>
        <translation>&amp;Aufbau-Checkliste …</translation>
    </message>
    <message>
        <source>What to put out on the table for the modules in play</source>
        <translation>Was für die Module im Spiel auf den Tisch gehört</translation>
    </message>
    <message>
        <source>&amp;Invite Phones…</source>
        <translation>&amp;Handys einladen …</translation>
    </message>
    <message>
        <source>Every player joins from their phone: photographs and confirms their own city, sees the scores</source>
        <translation>Jeder Spieler tritt mit seinem Handy bei: fotografiert und bestätigt die eigene Stadt, sieht die Punkte</translation>
    </message>
    <message>
        <source>&amp;Keys and Codes</source>
        <translation>&amp;Tasten und Codes</translation>
    </message>
    <message>
        <source>The tile codes, the keys and what the mouse does</source>
        <translation>Die Plättchencodes, die Tasten und was die Maus tut</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Scoring</source>
        <translation>&amp;Wertung</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1 in place of %2</source>
        <translation>%1 anstelle von %2</translation>
    </message>
    <message>
        <source>Move %1 here</source>
        <translation>%1 hierher verschieben</translation>
    </message>
    <message>
        <source>%1, lying with walls %2</source>
        <translation>%1, liegend mit Mauern %2</translation>
    </message>
    <message>
        <source>%1: illegal — %2</source>
        <translation>%1: unzulässig – %2</translation>
    </message>
    <message>
        <source>%1 cannot be built there: %2</source>
        <translation>%1 kann dort nicht gebaut werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot take the place of %3: %2</source>
        <translation>%1 kann %3 nicht ersetzen: %2</translation>
    </message>
    <message>
        <source>%1 cannot move there: %2</source>
        <translation>%1 kann nicht dorthin verschoben werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot go back to the reserve: %2</source>
        <translation>%1 kann nicht zurück in die Reserve: %2</translation>
    </message>
    <message>
        <source>the tile there</source>
        <translation>das Plättchen dort</translation>
    </message>
    <message>
        <source>%1 is with Dirk: it cannot be built in %2&apos;s city.</source>
        <translation>%1 ist bei Dirk und kann nicht in der Stadt von %2 gebaut werden.</translation>
    </message>
    <message>
        <source>%1 is in %3&apos;s reserve: it cannot be built in %2&apos;s city.</source>
        <translation>%1 liegt in der Reserve von %3 und kann nicht in der Stadt von %2 gebaut werden.</translation>
    </message>
    <message>
        <source>%1 belongs to %3&apos;s city: it cannot be built in %2&apos;s city.</source>
        <translation>%1 gehört zur Stadt von %3 und kann nicht in der Stadt von %2 gebaut werden.</translation>
    </message>
    <message>
        <source>Drop %1 on another cell to move it.</source>
        <translation>Zum Verschieben %1 auf einem anderen Feld ablegen.</translation>
    </message>
    <message>
        <source>Code %1: </source>
        <translation>Code %1: </translation>
    </message>
    <message>
        <source>there is no such tile.</source>
        <translation>ein solches Plättchen gibt es nicht.</translation>
    </message>
    <message>
        <source>none of %1 fits here.</source>
        <translation>keines von %1 passt hierher.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>City gate: the tiles on both sides stay in place</source>
        <translation>Stadttor: Die Plättchen auf beiden Seiten bleiben liegen</translation>
    </message>
    <message>
        <source>%1 buildings (typed)</source>
        <translation>%1 Gebäude (eingegeben)</translation>
    </message>
    <message>
        <source>Score the shown player from typed counts per building type and the longest wall instead of a digitised city (both are kept)</source>
        <translation>Den angezeigten Spieler nach eingegebenen Anzahlen je Gebäudetyp und der längsten Mauer werten statt nach einer digitalisierten Stadt (beides bleibt erhalten)</translation>
    </message>
    <message>
        <source>&amp;Counts Only for the Shown Player</source>
        <translation>&amp;Nur Anzahlen für den angezeigten Spieler</translation>
    </message>
    <message>
        <source>&amp;Counts Only for %1</source>
        <translation>&amp;Nur Anzahlen für %1</translation>
    </message>
    <message>
        <source>typed counts</source>
        <translation>eingegebene Anzahlen</translation>
    </message>
    <message>
        <source>Dirk receives no more tiles.</source>
        <translation>Dirk bekommt keine Plättchen mehr.</translation>
    </message>
    <message numerus="yes">
        <source>Dirk has his %n tile(s) for the start.</source>
        <translation>
            <numerusform>Dirk hat sein %n Plättchen für den Start.</numerusform>
            <numerusform>Dirk hat seine %n Plättchen für den Start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give Dirk %n tile(s) from the bag.</source>
        <translation>
            <numerusform>Dirk %n Plättchen aus dem Beutel geben.</numerusform>
            <numerusform>Dirk %n Plättchen aus dem Beutel geben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give Dirk %n more tile(s) from the bag (%1 in all at the start).</source>
        <translation>
            <numerusform>Dirk %n weiteres Plättchen aus dem Beutel geben (zu Beginn insgesamt %1).</numerusform>
            <numerusform>Dirk %n weitere Plättchen aus dem Beutel geben (zu Beginn insgesamt %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: Dirk has received his %n tile(s).</source>
        <translation>
            <numerusform>1. Wertung eingetragen: Dirk hat sein %n Plättchen erhalten.</numerusform>
            <numerusform>1. Wertung eingetragen: Dirk hat seine %n Plättchen erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: Dirk has received his %n tile(s).</source>
        <translation>
            <numerusform>2. Wertung eingetragen: Dirk hat sein %n Plättchen erhalten.</numerusform>
            <numerusform>2. Wertung eingetragen: Dirk hat seine %n Plättchen erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: give Dirk %n tile(s) from the bag.</source>
        <translation>
            <numerusform>1. Wertung eingetragen: Dirk %n Plättchen aus dem Beutel geben.</numerusform>
            <numerusform>1. Wertung eingetragen: Dirk %n Plättchen aus dem Beutel geben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 1 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out).</source>
        <translation>
            <numerusform>1. Wertung eingetragen: Dirk %n weiteres Plättchen aus dem Beutel geben (%1 bei dieser Ausgabe).</numerusform>
            <numerusform>1. Wertung eingetragen: Dirk %n weitere Plättchen aus dem Beutel geben (%1 bei dieser Ausgabe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: give Dirk %n tile(s) from the bag: a third of the tiles left after scoring 2, rounded down.</source>
        <translation>
            <numerusform>2. Wertung eingetragen: Dirk %n Plättchen aus dem Beutel geben: ein Drittel der nach der 2. Wertung übrigen Plättchen, abgerundet.</numerusform>
            <numerusform>2. Wertung eingetragen: Dirk %n Plättchen aus dem Beutel geben: ein Drittel der nach der 2. Wertung übrigen Plättchen, abgerundet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scoring 2 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out: a third of the tiles left after scoring 2, rounded down).</source>
        <translation>
            <numerusform>2. Wertung eingetragen: Dirk %n weiteres Plättchen aus dem Beutel geben (%1 bei dieser Ausgabe: ein Drittel der nach der 2. Wertung übrigen Plättchen, abgerundet).</numerusform>
            <numerusform>2. Wertung eingetragen: Dirk %n weitere Plättchen aus dem Beutel geben (%1 bei dieser Ausgabe: ein Drittel der nach der 2. Wertung übrigen Plättchen, abgerundet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dirk holds %n tile(s).</source>
        <translation>
            <numerusform>Dirk hat %n Plättchen.</numerusform>
            <numerusform>Dirk hat %n Plättchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles left in the bag: %1 = %2 − %3 known (the market is handed out).</source>
        <translation>Plättchen im Beutel: %1 = %2 − %3 bekannte (der Bauhof ist verteilt).</translation>
    </message>
    <message>
        <source>Tiles left in the bag: %1 = %2 − %3 known − %4 on the market.</source>
        <translation>Plättchen im Beutel: %1 = %2 − %3 bekannt − %4 im Bauhof.</translation>
    </message>
    <message>
        <source>How many tiles lie on the building market now</source>
        <translation>Wie viele Plättchen jetzt im Bauhof liegen</translation>
    </message>
    <message>
        <source>Tiles on the market:</source>
        <translation>Plättchen im Bauhof:</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>Dirk geben</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>%1 bought %2 — give it to Dirk instead?</source>
        <translation>%1 hat %2 gekauft – stattdessen Dirk geben?</translation>
    </message>
    <message>
        <source>Denar</source>
        <translation>Denar</translation>
    </message>
    <message>
        <source>Dirham</source>
        <translation>Dirham</translation>
    </message>
    <message>
        <source>Florin</source>
        <translation>Gulden</translation>
    </message>
    <message>
        <source>Ducat</source>
        <translation>Dukaten</translation>
    </message>
    <message>
        <source>%1 on %2 → %3: most %2 (%4)</source>
        <translation>%1 auf Feld %2 → %3: das meiste Geld in %2 (%4)</translation>
    </message>
    <message>
        <source>%1 on %2 stays on the market: %3 tie for most %2 (%4)</source>
        <translation>%1 auf Feld %2 bleibt im Bauhof: Gleichstand in %2 zwischen %3 (%4)</translation>
    </message>
    <message>
        <source>%1 on %2 stays on the market: nobody holds %2</source>
        <translation>%1 auf Feld %2 bleibt im Bauhof: niemand hat %2</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Enter the tiles left on the building market and everyone&apos;s money. Each tile goes to the player with the most money in the currency of its square; a tie or nobody: the tile stays.</source>
        <translation>Die im Bauhof übrigen Plättchen und das Geld aller Spieler eingeben. Jedes Plättchen geht an den Spieler mit dem meisten Geld in der Währung seines Feldes; bei Gleichstand oder wenn niemand diese Währung hat, bleibt es liegen.</translation>
    </message>
    <message>
        <source>Who receives what</source>
        <translation>Wer was bekommt</translation>
    </message>
    <message>
        <source>&amp;Hand out the tiles</source>
        <translation>Plättchen &amp;verteilen</translation>
    </message>
    <message>
        <source>&amp;Put on the market</source>
        <translation>In den Bauhof &amp;legen</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>Plättchen im Beutel</translation>
    </message>
    <message>
        <source>Square:</source>
        <translation>Feld:</translation>
    </message>
    <message>
        <source>Left on the market</source>
        <translation>Übrig im Bauhof</translation>
    </message>
    <message>
        <source>Money per currency (the sum of the card values)</source>
        <translation>Geld je Währung (Summe der Kartenwerte)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No tiles on the market: nothing to hand out.</source>
        <translation>Keine Plättchen im Bauhof: nichts zu verteilen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Scoring %1</source>
        <translation>Wertung %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Other points in scoring %1</source>
        <translation>Sonstige Punkte in Wertung %1</translation>
    </message>
    <message>
        <source>Total (scoring %1 now)</source>
        <translation>Gesamt (Wertung %1, Stand jetzt)</translation>
    </message>
    <message>
        <source>%1 (scoring %2 now)</source>
        <translation>%1 (Wertung %2, Stand jetzt)</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 — score sheet</source>
        <translation>%1 – Wertungsbogen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>%1 of 3 scorings recorded</source>
        <translation>%1 von 3 Wertungen eingetragen</translation>
    </message>
    <message numerus="yes">
        <source>Dirk: %n tile(s)</source>
        <translation>
            <numerusform>Dirk: %n Plättchen</numerusform>
            <numerusform>Dirk: %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n Gebäude</numerusform>
            <numerusform>%n Gebäude</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>der Wertungsbogen</translation>
    </message>
    <message>
        <source>Alhambra and Granada games (*.json);;All files (*)</source>
        <translation>Alhambra- und Granada-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Alhambra games (*.json);;All files (*)</source>
        <translation>Alhambra-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Granada games (*.json);;All files (*)</source>
        <translation>Granada-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>With the city&apos;s cursor on a cell, type a code and press Enter: the type&apos;s letters, the value, then the sides with a moat (N, E, S, W), or “-” for none. %1 is %2; %1ne the one with moats north and east; %1- the one without moats.</source>
        <translation>Steht der Cursor der Stadt auf einem Feld, einen Code eingeben und Eingabe drücken: die Buchstaben des Typs, den Wert, dann die Seiten mit Graben (N, E, S, W für Nord, Ost, Süd, West) oder „-“ für keine. %1 ist %2; %1ne das mit Gräben im Norden und Osten; %1- das ohne Gräben.</translation>
    </message>
    <message>
        <source>With the city&apos;s cursor on a cell, type a code and press Enter: the type&apos;s letter, the price, then the walled sides (N, E, S, W), or “-” for none. %1 is %2 (the one that fits there, when there are several); %1ne the one walled north and east; %1- the one without walls.</source>
        <translation>Steht der Cursor der Stadt auf einem Feld, einen Code eingeben und Eingabe drücken: den Buchstaben des Typs, den Preis, dann die Seiten mit Mauer (N, E, S, W für Nord, Ost, Süd, West) oder „-“ für keine. %1 ist %2 (bei mehreren das, das dort passt); %1ne das mit Mauern im Norden und Osten; %1- das ohne Mauern.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>move the city&apos;s cursor from cell to cell</source>
        <translation>den Cursor der Stadt von Feld zu Feld bewegen</translation>
    </message>
    <message>
        <source>a code, then Enter</source>
        <translation>ein Code, dann Eingabe</translation>
    </message>
    <message>
        <source>build the tile of the code at the cursor (see Tile codes)</source>
        <translation>das Plättchen des Codes am Cursor bauen (siehe Plättchencodes)</translation>
    </message>
    <message>
        <source>clear the code typed so far, or let go of the tile in hand</source>
        <translation>den bisher eingegebenen Code löschen oder das Plättchen in der Hand loslassen</translation>
    </message>
    <message>
        <source>take back the last letter typed; with nothing typed, as Delete</source>
        <translation>das zuletzt eingegebene Zeichen löschen; ohne Eingabe wie Entf</translation>
    </message>
    <message>
        <source>move the tile under the cursor back to its owner&apos;s reserve</source>
        <translation>das Plättchen unter dem Cursor zurück in die Reserve seines Besitzers legen</translation>
    </message>
    <message>
        <source>turn the tile in hand a quarter turn clockwise / counter-clockwise (a tile that may be built turned: its lit cells and picture follow; the mouse wheel turns it too)</source>
        <translation>das Plättchen in der Hand eine Vierteldrehung im / gegen den Uhrzeigersinn drehen (ein Plättchen, das gedreht gebaut werden darf: die hellen Felder und das Bild folgen; auch das Mausrad dreht es)</translation>
    </message>
    <message>
        <source>undo / redo the last change (every change is one step)</source>
        <translation>letzte Änderung rückgängig machen / wiederholen (jede Änderung ist ein Schritt)</translation>
    </message>
    <message>
        <source>fit the city to the window</source>
        <translation>die Stadt ins Fenster einpassen</translation>
    </message>
    <message>
        <source>zoom in / out (or the mouse wheel)</source>
        <translation>vergrößern / verkleinern (oder Mausrad)</translation>
    </message>
    <message>
        <source>the previous / next player&apos;s city</source>
        <translation>Stadt des vorherigen / nächsten Spielers</translation>
    </message>
    <message>
        <source>the first … sixth player&apos;s city</source>
        <translation>Stadt des ersten … sechsten Spielers</translation>
    </message>
    <message>
        <source>all cities side by side</source>
        <translation>alle Städte nebeneinander</translation>
    </message>
    <message>
        <source>this sheet</source>
        <translation>diese Übersicht</translation>
    </message>
    <message>
        <source>Wheel with a tile in hand</source>
        <translation>Mausrad mit einem Plättchen in der Hand</translation>
    </message>
    <message>
        <source>turn it, if it may be built turned (Ctrl and the wheel zoom)</source>
        <translation>es drehen, wenn es gedreht gebaut werden darf (Strg und das Mausrad zoomen)</translation>
    </message>
    <message numerus="yes">
        <source>Wall pieces left: %n</source>
        <translation>
            <numerusform>%n Mauerteil übrig</numerusform>
            <numerusform>%n Mauerteile übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall pieces: no limit</source>
        <translation>Mauerteile: ohne Grenze</translation>
    </message>
    <message>
        <source>Alt+arrow</source>
        <translation>Alt+Pfeiltaste</translation>
    </message>
    <message>
        <source>add or take off a wall piece on that side (City walls)</source>
        <translation>auf dieser Seite ein Mauerteil anlegen oder abnehmen (Die Mauern)</translation>
    </message>
    <message>
        <source>Add a wall piece on the %1 side</source>
        <translation>Mauerteil im %1 anlegen</translation>
    </message>
    <message numerus="yes">
        <source>Gates left: %n</source>
        <translation>
            <numerusform>%n Tor übrig</numerusform>
            <numerusform>%n Tore übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>with a gate on its %1 side</source>
        <translation>mit einem Tor im %1</translation>
    </message>
    <message>
        <source>Place %1 at (%2, %3) in %4&apos;s city with a gate to the %5</source>
        <translation>%1 bei (%2, %3) in der Stadt von %4 mit einem Tor nach %5 platzieren</translation>
    </message>
    <message>
        <source>Ctrl+Alt+arrow</source>
        <translation>Strg+Alt+Pfeiltaste</translation>
    </message>
    <message>
        <source>put or take a gate on that side of a double wall (City gates)</source>
        <translation>auf dieser Seite einer Doppelmauer ein Tor setzen oder abnehmen (Stadttore)</translation>
    </message>
    <message>
        <source>put or take a chest (Treasure chamber)</source>
        <translation>eine Schatztruhe aufstellen oder abnehmen (Schatzkammer)</translation>
    </message>
    <message>
        <source>mark or finish a building site (Building sites)</source>
        <translation>eine Baustelle markieren oder fertigstellen (Baustellen)</translation>
    </message>
    <message>
        <source>Drag a tile onto a lit cell</source>
        <translation>Plättchen auf ein hervorgehobenes Feld ziehen</translation>
    </message>
    <message>
        <source>build it there; while you drag, every legal cell lights up with the wall it would give</source>
        <translation>es dort bauen; beim Ziehen wird jedes zulässige Feld mit der Mauer hervorgehoben, die sich ergäbe</translation>
    </message>
    <message>
        <source>Shift while dropping</source>
        <translation>Umschalt beim Ablegen</translation>
    </message>
    <message>
        <source>place anyway: record a physical city as it stands; what breaks a rule shows in red</source>
        <translation>trotzdem platzieren: eine Stadt vom Tisch so erfassen, wie sie liegt; Regelverstöße werden rot angezeigt</translation>
    </message>
    <message>
        <source>Click a tile, then a lit cell</source>
        <translation>Plättchen anklicken, dann ein hervorgehobenes Feld</translation>
    </message>
    <message>
        <source>build it there (click to place); Escape or a click on the tile again lets it go</source>
        <translation>es dort bauen (Klick zum Platzieren); Esc oder ein erneuter Klick auf das Plättchen lässt es los</translation>
    </message>
    <message>
        <source>Double-click a tile in Tiles</source>
        <translation>Doppelklick auf ein Plättchen unter „Plättchen“</translation>
    </message>
    <message>
        <source>build it at the city&apos;s cursor (Enter on it does too)</source>
        <translation>es am Cursor der Stadt bauen (ebenso mit Eingabe darauf)</translation>
    </message>
    <message>
        <source>Drag a built tile to the reserve</source>
        <translation>Gebautes Plättchen in die Reserve ziehen</translation>
    </message>
    <message>
        <source>take it back into the reserve (or Delete)</source>
        <translation>es zurück in die Reserve nehmen (oder Entf)</translation>
    </message>
    <message>
        <source>Right-click a tile</source>
        <translation>Rechtsklick auf ein Plättchen</translation>
    </message>
    <message>
        <source>what can be done with it: reserve, Dirk, the modules&apos; pieces</source>
        <translation>was damit möglich ist: Reserve, Dirk, Teile der Module</translation>
    </message>
    <message>
        <source>Wheel, drag on empty space</source>
        <translation>Mausrad, Ziehen auf freier Fläche</translation>
    </message>
    <message>
        <source>zoom, move the city around</source>
        <translation>zoomen, die Stadt verschieben</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Geöffnet: %1</translation>
    </message>
    <message>
        <source>%1 is not a regular file: open the photo itself.</source>
        <translation>%1 ist keine gewöhnliche Datei: das Foto selbst öffnen.</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 megapixels this program reads.</source>
        <translation>%1 ist größer als die %2 Megapixel, die dieses Programm liest.</translation>
    </message>
    <message>
        <source>The photo %1 does not exist.</source>
        <translation>Das Foto %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The photo sent</source>
        <translation>Das gesendete Foto</translation>
    </message>
    <message>
        <source>%1 shows fewer cities than the players who chose it: give the others a photo of their own.</source>
        <translation>%1 zeigt weniger Städte, als Spieler dieses Foto gewählt haben: Gib den anderen je ein eigenes Foto.</translation>
    </message>
    <message>
        <source>%1&apos;s photo: %2</source>
        <translation>Foto von %1: %2</translation>
    </message>
    <message>
        <source>Column %1, row %2 holds a building but no tile of its type is left: pick one.</source>
        <translation>Spalte %1, Zeile %2 enthält ein Gebäude, aber kein Plättchen dieses Typs ist mehr frei: eines auswählen.</translation>
    </message>
    <message>
        <source>%1&apos;s city: column %2, row %3 holds a building but no tile of its type is left: pick one.</source>
        <translation>Stadt von %1: Spalte %2, Zeile %3 enthält ein Gebäude, aber kein Plättchen dieses Typs ist mehr frei: eines auswählen.</translation>
    </message>
    <message>
        <source>Import the cities from photos</source>
        <translation>Die Städte aus Fotos importieren</translation>
    </message>
    <message>
        <source>Import %1&apos;s city from a photo</source>
        <translation>Stadt von %1 aus einem Foto importieren</translation>
    </message>
    <message>
        <source>There is not enough memory to read this photo.</source>
        <translation>Zum Lesen dieses Fotos reicht der Speicher nicht.</translation>
    </message>
    <message>
        <source>No tiles were found in the photo: place the corners and the grid by hand.</source>
        <translation>Im Foto wurden keine Plättchen gefunden: Ecken und Raster von Hand setzen.</translation>
    </message>
    <message>
        <source>No tiles were found in the block: check the corners and the grid.</source>
        <translation>Im Block wurden keine Plättchen gefunden: Ecken und Raster prüfen.</translation>
    </message>
    <message>
        <source>The block lies outside the photo: drag the corners onto the city&apos;s block.</source>
        <translation>Der Block liegt außerhalb des Fotos: die Ecken auf den Block der Stadt ziehen.</translation>
    </message>
    <message>
        <source>The grid needs 1 to %1 columns and rows.</source>
        <translation>Das Raster braucht 1 bis %1 Spalten und Zeilen.</translation>
    </message>
    <message>
        <source>A cell you told the type of no longer fits the grid: tell it again.</source>
        <translation>Ein Feld mit angegebenem Typ passt nicht mehr ins Raster: den Typ erneut angeben.</translation>
    </message>
    <message>
        <source>You have no permission to read %1.</source>
        <translation>Keine Berechtigung, %1 zu lesen.</translation>
    </message>
    <message>
        <source>%1 is damaged or cut short.</source>
        <translation>%1 ist beschädigt oder abgeschnitten.</translation>
    </message>
    <message>
        <source>%1 is not a photo this program reads (%2).</source>
        <translation>%1 ist kein Foto, das dieses Programm liest (%2).</translation>
    </message>
    <message numerus="yes">
        <source>The city read breaks the building rules at %n cell(s): check the cells outlined.</source>
        <translation>
            <numerusform>Die gelesene Stadt verstößt an %n Feld gegen die Bauregeln: die umrandeten Felder prüfen.</numerusform>
            <numerusform>Die gelesene Stadt verstößt an %n Feldern gegen die Bauregeln: die umrandeten Felder prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another reading is nearly as likely: compare it, and check the cells outlined.</source>
        <translation>Eine andere Lesart ist fast ebenso wahrscheinlich: sie vergleichen und die umrandeten Felder prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) are read unsure: check the cells outlined before accepting.</source>
        <translation>
            <numerusform>%n Feld ist unsicher gelesen: die umrandeten Felder vor dem Übernehmen prüfen.</numerusform>
            <numerusform>%n Felder sind unsicher gelesen: die umrandeten Felder vor dem Übernehmen prüfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) lie just beside the city read and were left out: if they belong to it, drag the corners and set the grid to take them in.</source>
        <translation>
            <numerusform>%n Plättchen liegt direkt neben der gelesenen Stadt und wurde nicht mitgelesen: Gehört es dazu, die Ecken ziehen und das Raster so setzen, dass es darin liegt.</numerusform>
            <numerusform>%n Plättchen liegen direkt neben der gelesenen Stadt und wurden nicht mitgelesen: Gehören sie dazu, die Ecken ziehen und das Raster so setzen, dass sie darin liegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Many tiles in the photo lie outside the block read: drag the corners and set the grid to take them in; the cells outlined were left empty.</source>
        <translation>Viele Plättchen im Foto liegen außerhalb des gelesenen Blocks: die Ecken ziehen und das Raster so setzen, dass sie darin liegen; die umrandeten Felder wurden leer gelassen.</translation>
    </message>
    <message>
        <source>A tile was read in another city too, and only one city can hold it: check the cells outlined.</source>
        <translation>Ein Plättchen wurde auch in einer anderen Stadt gelesen, und nur eine Stadt kann es haben: die umrandeten Felder prüfen.</translation>
    </message>
    <message>
        <source>JPEG, PNG, WebP, TIFF, GIF or BMP</source>
        <translation>JPEG, PNG, WebP, TIFF, GIF oder BMP</translation>
    </message>
    <message>
        <source>%1 Correct that cell, or take the tile from there first.</source>
        <translation>%1 Dieses Feld korrigieren oder zuerst das Plättchen von dort entfernen.</translation>
    </message>
    <message>
        <source>The corners must go round a convex block in the order NW, NE, SE, SW.</source>
        <translation>Die Ecken müssen einen konvexen Block in der Reihenfolge NW, NE, SE, SW umschließen.</translation>
    </message>
    <message>
        <source>The block reads with doubt, as if it lay a cell off: check the corners and the grid; the cells outlined were left empty.</source>
        <translation>Der Block ist unsicher gelesen, als läge er ein Feld daneben: Ecken und Raster prüfen; die umrandeten Felder wurden leer gelassen.</translation>
    </message>
    <message>
        <source>The fountain was not found for sure: click its cell in the photo and pick “The fountain”.</source>
        <translation>Der Brunnen wurde nicht sicher erkannt: sein Feld im Foto anklicken und „Der Brunnen“ wählen.</translation>
    </message>
    <message>
        <source>The photo shows two cities: the larger one was read. Drag the corners onto the other to read it instead.</source>
        <translation>Das Foto zeigt zwei Städte: die größere wurde gelesen. Die Ecken auf die andere ziehen, um stattdessen sie zu lesen.</translation>
    </message>
    <message>
        <source>e.g. Camps</source>
        <translation>z. B. Feldlager</translation>
    </message>
    <message>
        <source>Label of %1&apos;s points</source>
        <translation>Bezeichnung der Punkte von %1</translation>
    </message>
    <message>
        <source>%1&apos;s points</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <source>Another line of points for %1</source>
        <translation>Weitere Punktezeile für %1</translation>
    </message>
    <message>
        <source>Remove this line</source>
        <translation>Diese Zeile entfernen</translation>
    </message>
    <message>
        <source>Record scoring %1</source>
        <translation>Wertung %1 eintragen</translation>
    </message>
    <message>
        <source>Other points of this scoring, for anything the app does not count itself (a house rule, a promotional tile, …). Lines without points are left out.</source>
        <translation>Sonstige Punkte dieser Wertung, für alles, was die App nicht selbst zählt (eine Hausregel, ein Promo-Plättchen …). Zeilen ohne Punkte werden weggelassen.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1&apos;s points in this scoring, other points included</source>
        <translation>Punkte von %1 in dieser Wertung, sonstige Punkte inbegriffen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Dirk has not received his hand-out yet: tiles still to give him from the bag: %1.</source>
        <translation>Dirk hat seine Plättchen noch nicht vollständig: aus dem Beutel fehlen ihm noch %1.</translation>
    </message>
    <message>
        <source>%1&apos;s city breaks the building rules (problems shown in red: %2).</source>
        <translation>Die Stadt von %1 verstößt gegen die Bauregeln (Probleme rot markiert: %2).</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 — %n point(s)</source>
        <translation>
            <numerusform>%1. %2 – %n Punkt</numerusform>
            <numerusform>%1. %2 – %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dirk — %n point(s) (he cannot win)</source>
        <translation>
            <numerusform>Dirk – %n Punkt (kann nicht gewinnen)</numerusform>
            <numerusform>Dirk – %n Punkte (kann nicht gewinnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before scoring %1 is recorded:</source>
        <translation>Bevor Wertung %1 eingetragen wird:</translation>
    </message>
    <message>
        <source>The final scoring would leave these standings:</source>
        <translation>Die Schlusswertung ergäbe diesen Stand:</translation>
    </message>
    <message>
        <source>Record the final scoring</source>
        <translation>Schlusswertung eintragen</translation>
    </message>
    <message>
        <source>Record anyway</source>
        <translation>Trotzdem eintragen</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a scoring not recorded yet</comment>
        <translation>(%1)</translation>
    </message>
    <message numerus="yes">
        <source>recorded before scoring %1 (a module&apos;s step): %n point(s); scoring %1 itself is not recorded yet</source>
        <translation>
            <numerusform>vor Wertung %1 eingetragen (Schritt eines Moduls): %n Punkt; Wertung %1 selbst ist noch nicht eingetragen</numerusform>
            <numerusform>vor Wertung %1 eingetragen (Schritt eines Moduls): %n Punkte; Wertung %1 selbst ist noch nicht eingetragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scoring %1: %n point(s), %2 in all so far</source>
        <translation>
            <numerusform>Wertung %1: %n Punkt, bisher insgesamt %2</numerusform>
            <numerusform>Wertung %1: %n Punkte, bisher insgesamt %2</numerusform>
        </translation>
    </message>
    <message>
        <source>other points included: %1</source>
        <translation>darin sonstige Punkte: %1</translation>
    </message>
    <message>
        <source>%1 of them won during play, not in a scoring</source>
        <translation>davon %1 während des Spiels gewonnen, nicht in einer Wertung</translation>
    </message>
    <message>
        <source>Dirk&apos;s points are shown, but he cannot win</source>
        <translation>Dirks Punkte werden angezeigt, er kann aber nicht gewinnen</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>leads by %1</source>
        <translation>Vorsprung %1</translation>
    </message>
    <message>
        <source>shares the lead</source>
        <translation>teilt die Führung</translation>
    </message>
    <message>
        <source>share +%1
lead +%2</source>
        <translation>Gleichstand +%1
Führung +%2</translation>
    </message>
    <message>
        <source>lead +%1</source>
        <translation>Führung +%1</translation>
    </message>
    <message>
        <source>%1 leads alone with %2, %3 ahead of the next</source>
        <translation>%1 führt allein mit %2, %3 vor dem Nächsten</translation>
    </message>
    <message>
        <source>%1 shares the lead with %5 at %2; one more tile to lead alone</source>
        <translation>%1 teilt sich die Führung mit %5 bei %2; ein Plättchen mehr zur alleinigen Führung</translation>
    </message>
    <message>
        <source>%1 has %2: %3 more to share the lead, %4 more to lead alone</source>
        <translation>%1 hat %2: %3 mehr zum Gleichziehen, %4 mehr zur alleinigen Führung</translation>
    </message>
    <message>
        <source>%1 has %2: %4 more to lead alone</source>
        <translation>%1 hat %2: %4 mehr zur alleinigen Führung</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Führend</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Running totals after each recorded scoring</source>
        <translation>Zwischenstände nach jeder eingetragenen Wertung</translation>
    </message>
    <message>
        <source>%1 · total in scoring %2</source>
        <translation>%1 · Summe in Wertung %2</translation>
    </message>
    <message>
        <source>%1 · %2: Dirk takes no part</source>
        <translation>%1 · %2: Dirk nimmt nicht teil</translation>
    </message>
    <message>
        <source>Points for %1 in scoring %2 if it happened now</source>
        <translation>Punkte für %1 in Wertung %2, wenn sie jetzt stattfände</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 Plättchen</translation>
    </message>
    <message>
        <source>no tile, no rank</source>
        <translation>kein Plättchen, kein Rang</translation>
    </message>
    <message>
        <source>same count as %1: the highest tile decides</source>
        <translation>gleiche Anzahl wie %1: das höchste Plättchen entscheidet</translation>
    </message>
    <message>
        <source>Place %1 shared with %2: no points in scoring %3</source>
        <translation>Platz %1, geteilt mit %2: keine Punkte in Wertung %3</translation>
    </message>
    <message>
        <source>Place %1: no points in scoring %3</source>
        <translation>Platz %1: keine Punkte in Wertung %3</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %2 × %n tile(s) of this type in all cities = %3</source>
        <translation>
            <numerusform>Platz %1: %2 × %n Plättchen dieses Typs in allen Städten = %3</numerusform>
            <numerusform>Platz %1: %2 × %n Plättchen dieses Typs in allen Städten = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1 alone: %2</source>
        <translation>Platz %1 allein: %2</translation>
    </message>
    <message>
        <source>Place %1 shared with %2: (%3) / %4 = %5</source>
        <translation>Platz %1, geteilt mit %2: (%3) / %4 = %5</translation>
    </message>
    <message>
        <source>%1 · %2 · scoring %3</source>
        <translation>%1 · %2 · Wertung %3</translation>
    </message>
    <message>
        <source>none typed, no rank</source>
        <translation>keine eingegeben, kein Rang</translation>
    </message>
    <message>
        <source>none counted, no rank</source>
        <translation>keine gezählt, kein Rang</translation>
    </message>
    <message>
        <source>Record with &amp;other points…</source>
        <translation>Mit &amp;sonstigen Punkten eintragen …</translation>
    </message>
    <message>
        <source>Record the scoring with labelled points for anything the app does not count itself (a house rule, a promotional tile, …)</source>
        <translation>Die Wertung mit bezeichneten Punkten für alles eintragen, was die App nicht selbst zählt (eine Hausregel, ein Promo-Plättchen …)</translation>
    </message>
    <message>
        <source>none: other points are entered when the scoring is recorded</source>
        <translation>keine: sonstige Punkte werden beim Eintragen der Wertung eingegeben</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Dirk has no city and no wall</source>
        <translation>Dirk hat keine Stadt und keine Mauer</translation>
    </message>
    <message numerus="yes">
        <source>longest outer moat: %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>längster zusammenhängender Graben: %n Abschnitt = %n Punkt</numerusform>
            <numerusform>längster zusammenhängender Graben: %n Abschnitte = %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer wall: %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>längste zusammenhängende Außenmauer: %n Abschnitt = %n Punkt</numerusform>
            <numerusform>längste zusammenhängende Außenmauer: %n Abschnitte = %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer moat (typed): %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>längster zusammenhängender Graben (eingegeben): %n Abschnitt = %n Punkt</numerusform>
            <numerusform>längster zusammenhängender Graben (eingegeben): %n Abschnitte = %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longest outer wall (typed): %n segment(s) = %n point(s)</source>
        <translation>
            <numerusform>längste zusammenhängende Außenmauer (eingegeben): %n Abschnitt = %n Punkt</numerusform>
            <numerusform>längste zusammenhängende Außenmauer (eingegeben): %n Abschnitte = %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Before scoring %1, check:</source>
        <translation>Vor Wertung %1 prüfen:</translation>
    </message>
    <message numerus="yes">
        <source>Before scoring %1, check %n thing(s)</source>
        <translation>
            <numerusform>Vor Wertung %1 prüfen: %n Frage</numerusform>
            <numerusform>Vor Wertung %1 prüfen: %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold the list to one line</source>
        <translation>Die Liste auf eine Zeile zusammenklappen</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(ohne Bezeichnung)</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the victory with %n point(s) each</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <translation>Punk&amp;tetafel</translation>
    </message>
    <message>
        <source>If scored now</source>
        <translation>Stand jetzt</translation>
    </message>
    <message>
        <source>Majorities</source>
        <translation>Mehrheiten</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Eingetragen</translation>
    </message>
    <message>
        <source>Add this scoring to the game&apos;s history (undoable)</source>
        <translation>Diese Wertung in den Spielverlauf eintragen (kann rückgängig gemacht werden)</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>Spiel&amp;ende …</translation>
    </message>
    <message>
        <source>Export scoreboard as &amp;CSV…</source>
        <translation>Punktetafel als &amp;CSV exportieren …</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Wertungsbogen als P&amp;DF exportieren …</translation>
    </message>
    <message>
        <source>Export a city as P&amp;NG…</source>
        <translation>Stadt als P&amp;NG exportieren …</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>Wertungsbogen d&amp;rucken …</translation>
    </message>
    <message>
        <source>Which scoring the table shows, as if it happened now</source>
        <translation>Welche Wertung die Tabelle zeigt, als fände sie jetzt statt</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>How it adds up:</source>
        <translation>So setzt es sich zusammen:</translation>
    </message>
    <message>
        <source>&amp;Record scoring %1</source>
        <translation>Wertung %1 ein&amp;tragen</translation>
    </message>
    <message>
        <source>All scorings recorded</source>
        <translation>Alle Wertungen eingetragen</translation>
    </message>
    <message>
        <source>&amp;Record scoring %1…</source>
        <translation>Wertung %1 ein&amp;tragen …</translation>
    </message>
    <message>
        <source>The market is handed out (Edit ▸ Undo takes it back)</source>
        <translation>Der Bauhof ist verteilt (Bearbeiten ▸ Rückgängig nimmt das zurück)</translation>
    </message>
    <message>
        <source>The game has ended before scoring %1: record scoring %1, then the final scoring.</source>
        <translation>Das Spiel endete vor Wertung %1: Wertung %1 eintragen, dann die Schlusswertung.</translation>
    </message>
    <message>
        <source>End of the game: the market is handed out (tiles received: %1). Build them, then record the final scoring.</source>
        <translation>Spielende: Der Bauhof ist verteilt (erhaltene Plättchen: %1). Diese bauen, dann die Schlusswertung eintragen.</translation>
    </message>
    <message>
        <source>End of the game: no market tile went to anybody. Record the final scoring.</source>
        <translation>Spielende: Kein Plättchen aus dem Bauhof wurde vergeben. Schlusswertung eintragen.</translation>
    </message>
    <message>
        <source>Record scoring %1 now</source>
        <translation>Wertung %1 jetzt eintragen</translation>
    </message>
    <message>
        <source>Select a cell to see how its points come about.</source>
        <translation>Eine Zelle auswählen, um zu sehen, wie ihre Punkte zustande kommen.</translation>
    </message>
    <message>
        <source>Scorings recorded so far: %1 of 3. The game ends when the building market cannot be refilled, normally after scoring 2. End the game now anyway?</source>
        <translation>Bisher eingetragene Wertungen: %1 von 3. Das Spiel endet, wenn der Bauhof nicht mehr aufgefüllt werden kann, normalerweise nach der 2. Wertung. Das Spiel trotzdem jetzt beenden?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>Export scoreboard</source>
        <translation>Punktetafel exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.json)</source>
        <translation>BG-Stats-Partiedateien (*.json)</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Spiele exportieren</translation>
    </message>
    <message>
        <source>Exporting games…</source>
        <translation>Spiele werden exportiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1</source>
        <translation>
            <numerusform>Ein Spiel nach %1 exportiert</numerusform>
            <numerusform>%n Spiele nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export abgebrochen: nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Wertungsbogen exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export city</source>
        <translation>Stadt exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Scoring %1 if it happened now</source>
        <translation>Wertung %1, wenn sie jetzt stattfände</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Scoring %1 — %2</source>
        <translation>Wertung %1 – %2</translation>
    </message>
    <message>
        <source>Other points</source>
        <translation>Sonstige Punkte</translation>
    </message>
    <message>
        <source>Wall pieces added: %1</source>
        <translation>Hinzugefügte Mauerteile: %1</translation>
    </message>
    <message>
        <source>A treasure chest</source>
        <translation>Eine Schatztruhe</translation>
    </message>
    <message>
        <source>A building site: not a building until finished</source>
        <translation>Eine Baustelle: erst fertiggestellt ein Gebäude</translation>
    </message>
    <message>
        <source>The wall piece on %1</source>
        <translation>Mauerteil an %1</translation>
    </message>
    <message>
        <source>The chest on %1</source>
        <translation>Schatztruhe auf %1</translation>
    </message>
    <message>
        <source>The building site %1</source>
        <translation>Baustelle %1</translation>
    </message>
    <message>
        <source>The gate of %1</source>
        <translation>Tor von %1</translation>
    </message>
    <message>
        <source>Finish the building site</source>
        <translation>Baustelle fertigstellen</translation>
    </message>
    <message>
        <source>Mark as a building site</source>
        <translation>Als Baustelle markieren</translation>
    </message>
    <message>
        <source>Take the wall piece off the %1 side</source>
        <translation>Mauerteil im %1 abnehmen</translation>
    </message>
    <message numerus="yes">
        <source>Add a wall piece on the %1 side (%n left)</source>
        <translation>
            <numerusform>Mauerteil im %1 anlegen (noch %n)</numerusform>
            <numerusform>Mauerteil im %1 anlegen (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the chest off</source>
        <translation>Schatztruhe abnehmen</translation>
    </message>
    <message numerus="yes">
        <source>Put a chest on it (%n left of its colour)</source>
        <translation>
            <numerusform>Schatztruhe aufstellen (noch %n in dieser Farbe)</numerusform>
            <numerusform>Schatztruhe aufstellen (noch %n in dieser Farbe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the gate off the %1 side</source>
        <translation>Tor im %1 abnehmen</translation>
    </message>
    <message numerus="yes">
        <source>Put a gate on the %1 side (%n left)</source>
        <translation>
            <numerusform>Tor im %1 setzen (noch %n)</numerusform>
            <numerusform>Tor im %1 setzen (noch %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building(s) (typed)</source>
        <translation>
            <numerusform>%n Gebäude (eingegeben)</numerusform>
            <numerusform>%n Gebäude (eingegeben)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>The catalogue for %1 (%2) is damaged, so the app speaks English: install the app again to have %1 back.</source>
        <translation>Der Katalog für %1 (%2) ist beschädigt, daher spricht die App Englisch: Installieren Sie die App neu, um %1 zurückzubekommen.</translation>
    </message>
    <message>
        <source>This installation has no catalogue for %1 (%2): the app speaks English.</source>
        <translation>Diese Installation hat keinen Katalog für %1 (%2): Die App spricht Englisch.</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Sprache: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Best wall</source>
        <translation>Beste Mauer</translation>
    </message>
    <message>
        <source>Best moat</source>
        <translation>Bester Graben</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>Größe und Lage des Fensters</translation>
    </message>
    <message>
        <source>the panels&apos; layout</source>
        <translation>die Anordnung der Leisten</translation>
    </message>
    <message>
        <source>the recent files</source>
        <translation>die zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>the last folder used</source>
        <translation>der zuletzt benutzte Ordner</translation>
    </message>
    <message>
        <source>the folder of the last history export</source>
        <translation>der Ordner des letzten Chronik-Exports</translation>
    </message>
    <message>
        <source>the size of an exported city&apos;s cells</source>
        <translation>die Feldgröße einer exportierten Stadt</translation>
    </message>
    <message>
        <source>the hint to the keys</source>
        <translation>der Hinweis auf die Tasten</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>die Sprache</translation>
    </message>
    <message>
        <source>the catalogues already checked</source>
        <translation>die bereits geprüften Kataloge</translation>
    </message>
    <message>
        <source>the theme</source>
        <translation>das Farbschema</translation>
    </message>
    <message>
        <source>the phones&apos; table&apos;s network</source>
        <translation>das Netzwerk des Handy-Tischs</translation>
    </message>
    <message>
        <source>the phones&apos; table&apos;s port</source>
        <translation>der Port des Handy-Tischs</translation>
    </message>
    <message>
        <source>the scoring checklist&apos;s folding</source>
        <translation>ob die Prüfliste vor einer Wertung eingeklappt ist</translation>
    </message>
    <message>
        <source>Export a city as PNG</source>
        <translation>Eine Stadt als PNG exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>%1 pixels a cell print a tile sharp at its real size</source>
        <translation>%1 Pixel je Feld drucken ein Plättchen in echter Größe scharf</translation>
    </message>
    <message>
        <source>Whose city:</source>
        <translation>Wessen Stadt:</translation>
    </message>
    <message>
        <source>A cell:</source>
        <translation>Ein Feld:</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>%1 × %2 cells: an image of %3 × %4 pixels</source>
        <translation>%1 × %2 Felder: ein Bild von %3 × %4 Pixeln</translation>
    </message>
    <message>
        <source>Put a handyman on it</source>
        <translation>Einen Handwerker daraufstellen</translation>
    </message>
    <message>
        <source>Take the handyman off</source>
        <translation>Den Handwerker wegnehmen</translation>
    </message>
    <message>
        <source>The handyman on %1</source>
        <translation>Der Handwerker auf %1</translation>
    </message>
    <message>
        <source>A handyman</source>
        <translation>Ein Handwerker</translation>
    </message>
    <message numerus="yes">
        <source>The handymen&apos;s largest group: %n tile(s), a point each</source>
        <translation>
            <numerusform>Die größte Gruppe der Handwerker: %n Plättchen, je ein Punkt</numerusform>
            <numerusform>Die größte Gruppe der Handwerker: %n Plättchen, je ein Punkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n handyman(s)</source>
        <translation>
            <numerusform>%n Handwerker</numerusform>
            <numerusform>%n Handwerker</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a handyman (Handymen)</source>
        <translation>einen Handwerker hinstellen oder wegnehmen (Handwerker)</translation>
    </message>
    <message>
        <source>Open to the attack from the %1 (scoring %2)</source>
        <translation>Ungeschützt gegen den Angriff aus dem %1 (%2. Wertung)</translation>
    </message>
    <message numerus="yes">
        <source>%n attack card(s) drawn</source>
        <translation>
            <numerusform>%n Angriffskarte gezogen</numerusform>
            <numerusform>%n Angriffskarten gezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bazaars: %n left of %1 — a click describes one by its three building types</source>
        <translation>
            <numerusform>Bazare: noch %n von %1 — ein Klick beschreibt einen nach seinen drei Gebäudearten</numerusform>
            <numerusform>Bazare: noch %n von %1 — ein Klick beschreibt einen nach seinen drei Gebäudearten</numerusform>
        </translation>
    </message>
    <message>
        <source>a bazaar of seraglio, arcades and tower (b, then its three types&apos; letters)</source>
        <translation>ein Bazar aus Serail, Arkaden und Turm (b, dann die Buchstaben seiner drei Arten)</translation>
    </message>
    <message>
        <source>Each bazaar scores its neighbours of its types times the types among them (final scoring)</source>
        <translation>Jeder Bazar zählt seine Nachbarn seiner Arten mal die Arten unter ihnen (Schlusswertung)</translation>
    </message>
    <message numerus="yes">
        <source>%n bazaar(s)</source>
        <translation>
            <numerusform>%n Bazar</numerusform>
            <numerusform>%n Bazare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 huts: %n left of %2 (a player holds at most %3)</source>
        <translation>
            <numerusform>%1-Bauhütten: noch %n von %2 (ein Spieler hat höchstens %3)</numerusform>
            <numerusform>%1-Bauhütten: noch %n von %2 (ein Spieler hat höchstens %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>a garden hut walled south (h, the type&apos;s letter, its walled sides)</source>
        <translation>eine Garten-Bauhütte mit Mauer im Süden (h, der Buchstabe der Art, die Seiten mit Mauer)</translation>
    </message>
    <message>
        <source>Each hut counts one more building of its type for every open side it turns to one</source>
        <translation>Jede Bauhütte zählt ein Gebäude ihrer Art mehr für jede offene Seite, die sie einem solchen zuwendet</translation>
    </message>
    <message numerus="yes">
        <source>%n hut(s)</source>
        <translation>
            <numerusform>%n Bauhütte</numerusform>
            <numerusform>%n Bauhütten</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall to the %1</source>
        <translation>Mauer im %1</translation>
    </message>
    <message>
        <source>What each mission in play counts, labelled with its number</source>
        <translation>Was jeder Auftrag im Spiel zählt, mit seiner Nummer</translation>
    </message>
    <message numerus="yes">
        <source>%n mission tile(s) in play</source>
        <translation>
            <numerusform>%n Auftragsplättchen im Spiel</numerusform>
            <numerusform>%n Auftragsplättchen im Spiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camps: %n left of %1 — a click describes one by its bastions</source>
        <translation>
            <numerusform>Feldlager: noch %n von %1 — ein Klick beschreibt eines nach seinen Bastionen</numerusform>
            <numerusform>Feldlager: noch %n von %1 — ein Klick beschreibt eines nach seinen Bastionen</numerusform>
        </translation>
    </message>
    <message>
        <source>a camp with its bastion to the north (k, then its bastion sides)</source>
        <translation>ein Feldlager mit Bastion im Norden (k, dann die Seiten seiner Bastionen)</translation>
    </message>
    <message>
        <source>a camp with two bastions, to the north and the east</source>
        <translation>ein Feldlager mit zwei Bastionen, im Norden und im Osten</translation>
    </message>
    <message>
        <source>Each bastion scores the buildings in a line behind the wall it faces</source>
        <translation>Jede Bastion zählt die Gebäude in einer Reihe hinter der Mauer, der sie gegenübersteht</translation>
    </message>
    <message numerus="yes">
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n Feldlager</numerusform>
            <numerusform>%n Feldlager</numerusform>
        </translation>
    </message>
    <message>
        <source>Bastion to the %1</source>
        <translation>Bastion im %1</translation>
    </message>
    <message>
        <source>Medina %1: in the game already</source>
        <translation>Medina %1: schon im Spiel</translation>
    </message>
    <message>
        <source>Medina %1: in the supply</source>
        <translation>Medina %1: im Vorrat</translation>
    </message>
    <message>
        <source>the medina 5 walled north (m, its price, its walled sides)</source>
        <translation>die Medina 5 mit Mauer im Norden (m, ihr Preis, die Seiten mit Mauer)</translation>
    </message>
    <message>
        <source>the medina 7 without walls</source>
        <translation>die Medina 7 ohne Mauern</translation>
    </message>
    <message>
        <source>The medinas built rank the player: the fewest and cheapest pay most</source>
        <translation>Die gebauten Medinas bestimmen den Platz: die wenigsten und billigsten zahlen am meisten</translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s)</source>
        <translation>
            <numerusform>%n Medina</numerusform>
            <numerusform>%n Medinas</numerusform>
        </translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <source>Price of the medina</source>
        <translation>Preis der Medina</translation>
    </message>
    <message>
        <source>%1 (in the game)</source>
        <translation>%1 (im Spiel)</translation>
    </message>
    <message>
        <source>Put a resident on it</source>
        <translation>Einen Bewohner daraufstellen</translation>
    </message>
    <message>
        <source>Take the resident off</source>
        <translation>Den Bewohner wegnehmen</translation>
    </message>
    <message>
        <source>The resident on %1</source>
        <translation>Der Bewohner auf %1</translation>
    </message>
    <message>
        <source>Take the trader disc away</source>
        <translation>Die Händlerscheibe wegnehmen</translation>
    </message>
    <message>
        <source>Put the trader disc here</source>
        <translation>Die Händlerscheibe hierher legen</translation>
    </message>
    <message>
        <source>The trader disc</source>
        <translation>Die Händlerscheibe</translation>
    </message>
    <message>
        <source>A resident</source>
        <translation>Ein Bewohner</translation>
    </message>
    <message>
        <source>The buildings with a resident: each layer of different colours scores</source>
        <translation>Die Gebäude mit einem Bewohner: jede Schicht verschiedener Farben zählt</translation>
    </message>
    <message numerus="yes">
        <source>%n resident(s)</source>
        <translation>
            <numerusform>%n Bewohner</numerusform>
            <numerusform>%n Bewohner</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a resident (Street traders)</source>
        <translation>einen Bewohner hinstellen oder wegnehmen (Der fliegende Händler)</translation>
    </message>
    <message>
        <source>on an empty cell: put or take the trader disc (Street traders)</source>
        <translation>auf einem leeren Feld: die Händlerscheibe hinlegen oder wegnehmen (Der fliegende Händler)</translation>
    </message>
    <message>
        <source>A piece of the modules</source>
        <translation>Ein Modulteil</translation>
    </message>
    <message>
        <source>Another: %1…</source>
        <translation>Ein weiteres: %1…</translation>
    </message>
    <message>
        <source>Set it on the cell</source>
        <translation>Auf das Feld legen</translation>
    </message>
    <message>
        <source>Column %1, row %2 is…</source>
        <translation>Spalte %1, Zeile %2 ist …</translation>
    </message>
    <message>
        <source>The fountain</source>
        <translation>Der Brunnen</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Let the photo decide</source>
        <translation>Das Foto entscheiden lassen</translation>
    </message>
    <message>
        <source>%1, already %2</source>
        <translation>%1, bereits %2</translation>
    </message>
    <message>
        <source>As the photo shows</source>
        <translation>Wie auf dem Foto</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png *.webp *.tif *.tiff *.gif *.bmp);;All files (*)</source>
        <translation>Fotos (*.jpg *.jpeg *.png *.webp *.tif *.tiff *.gif *.bmp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1&apos;s city from their phone</source>
        <translation>Stadt von %1 vom Handy</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>%1&apos;s phone confirmed their city after it was changed on this computer: the phone&apos;s city is in the game, and Edit ▸ Undo brings back the city as it was.</source>
        <translation>%1 hat die Stadt auf dem Handy bestätigt, nachdem sie an diesem Computer geändert wurde: Die Stadt vom Handy ist im Spiel, und Bearbeiten ▸ Rückgängig holt die Stadt zurück, wie sie war.</translation>
    </message>
    <message>
        <source>%1 is in it twice</source>
        <translation>%1 ist zweimal darin</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1&apos;s phone confirmed a city the game cannot take: %2.</source>
        <translation>Das Handy von %1 hat eine Stadt bestätigt, die das Spiel nicht aufnehmen kann: %2.</translation>
    </message>
    <message>
        <source>The game refused a change from %1&apos;s phone: %2.</source>
        <translation>Das Spiel hat eine Änderung vom Handy von %1 abgelehnt: %2.</translation>
    </message>
    <message>
        <source>Typed figures</source>
        <translation>Getippte Werte</translation>
    </message>
    <message>
        <source>T&amp;yped figures</source>
        <translation>Getippte &amp;Werte</translation>
    </message>
    <message>
        <source>None of the modules in play asks for typed figures. Where a module scores what the city does not show (falcons, culture counters, completed projects, points won during play), each player&apos;s figures are typed here, with the box&apos;s checks (Game ▸ Modules…).</source>
        <translation>Keines der Module im Spiel verlangt getippte Werte. Wo ein Modul wertet, was die Stadt nicht zeigt (Falken, Kulturplättchen, fertige Projekte, während des Spiels gewonnene Punkte), werden die Werte jedes Spielers hier getippt, mit den Prüfungen der Schachtel (Spiel ▸ Module…).</translation>
    </message>
    <message>
        <source>Points won during play</source>
        <translation>Während des Spiels gewonnene Punkte</translation>
    </message>
    <message>
        <source>Entered as they are won, with the number of the next scoring; counted once in the game&apos;s total, not in a scoring</source>
        <translation>Eingetragen, sobald sie gewonnen sind, mit der Nummer der nächsten Wertung; einmal in der Gesamtsumme gezählt, nicht in einer Wertung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>All players together, and what the box holds</source>
        <translation>Alle Spieler zusammen, und was die Schachtel enthält</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 at the start</source>
        <translation>%1 zu Beginn</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>Won %n point(s)</source>
        <translation>
            <numerusform>%n Punkt gewonnen</numerusform>
            <numerusform>%n Punkte gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paid %n point(s)</source>
        <translation>
            <numerusform>%n Punkt bezahlt</numerusform>
            <numerusform>%n Punkte bezahlt</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back the last</source>
        <translation>Den letzten zurücknehmen</translation>
    </message>
    <message>
        <source>%1: type whole numbers, separated by commas.</source>
        <translation>%1: ganze Zahlen tippen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Bathhouses: %1 of %2 left</source>
        <translation>Badehäuser: %1 von %2 übrig</translation>
    </message>
    <message>
        <source>a bathhouse (no walls)</source>
        <translation>ein Badehaus (ohne Mauern)</translation>
    </message>
    <message>
        <source>A bathhouse has no walls and is no building.</source>
        <translation>Ein Badehaus hat keine Mauern und ist kein Gebäude.</translation>
    </message>
    <message>
        <source>Well %1: %2 left</source>
        <translation>Brunnen %1: %2 übrig</translation>
    </message>
    <message>
        <source>the well of value 5 (w and its value)</source>
        <translation>der Brunnen mit Wert 5 (w und sein Wert)</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Value of the well</source>
        <translation>Wert des Brunnens</translation>
    </message>
    <message>
        <source>%1 (none left)</source>
        <translation>%1 (keiner übrig)</translation>
    </message>
    <message>
        <source>The extension on %1</source>
        <translation>Der Anbau auf %1</translation>
    </message>
    <message>
        <source>Take the extension off</source>
        <translation>Anbau entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Put an extension on it (%n left of its type)</source>
        <translation>
            <numerusform>Anbau darauflegen (noch %n dieser Art)</numerusform>
            <numerusform>Anbau darauflegen (noch %n dieser Art)</numerusform>
        </translation>
    </message>
    <message>
        <source>An extension: one more building of its type</source>
        <translation>Ein Anbau: ein Gebäude mehr seiner Art</translation>
    </message>
    <message>
        <source>Each extension counts one more building of its type</source>
        <translation>Jeder Anbau zählt ein Gebäude seiner Art mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n extension(s)</source>
        <translation>
            <numerusform>%n Anbau</numerusform>
            <numerusform>%n Anbauten</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take an extension (Extensions)</source>
        <translation>Anbau darauflegen oder entfernen (Anbauten)</translation>
    </message>
    <message numerus="yes">
        <source>Magical %1 %2: %n wall(s) as printed, built turned any way</source>
        <translation>
            <numerusform>Magisches Gebäude %1 %2: %n Mauer wie gedruckt, beliebig gedreht gebaut</numerusform>
            <numerusform>Magisches Gebäude %1 %2: %n Mauern wie gedruckt, beliebig gedreht gebaut</numerusform>
        </translation>
    </message>
    <message>
        <source>the magical garden 13 as it lies (the type&apos;s letter, its price, its walls)</source>
        <translation>der magische Garten 13, wie er liegt (der Buchstabe der Art, sein Preis, seine Mauern)</translation>
    </message>
    <message numerus="yes">
        <source>%n magical tile(s)</source>
        <translation>
            <numerusform>%n magisches Plättchen</numerusform>
            <numerusform>%n magische Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As printed, in its reading position: %n wall(s)</source>
        <translation>
            <numerusform>Wie gedruckt, in Leserichtung: %n Mauer</numerusform>
            <numerusform>Wie gedruckt, in Leserichtung: %n Mauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 grounds: %n left of %2</source>
        <translation>
            <numerusform>Bauplätze %1: noch %n von %2</numerusform>
            <numerusform>Bauplätze %1: noch %n von %2</numerusform>
        </translation>
    </message>
    <message>
        <source>A ground counts as a building of its type</source>
        <translation>Ein Bauplatz zählt als Gebäude seiner Art</translation>
    </message>
    <message>
        <source>a garden ground (u, the type&apos;s letter, any walled sides: ugs)</source>
        <translation>ein Garten-Bauplatz (u, der Buchstabe der Art, die Mauerseiten: ugs)</translation>
    </message>
    <message numerus="yes">
        <source>%n ground(s)</source>
        <translation>
            <numerusform>%n Bauplatz</numerusform>
            <numerusform>%n Bauplätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New-market %1: %n left of %2</source>
        <translation>
            <numerusform>Neuer Bauhof, %1: noch %n von %2</numerusform>
            <numerusform>Neuer Bauhof, %1: noch %n von %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The new market&apos;s tile counts as a building of its type</source>
        <translation>Das Plättchen des neuen Bauhofs zählt als Gebäude seiner Art</translation>
    </message>
    <message>
        <source>the new market&apos;s tower (n, the type&apos;s letter, any walled sides: nts)</source>
        <translation>der Turm des neuen Bauhofs (n, der Buchstabe der Art, die Mauerseiten: nts)</translation>
    </message>
    <message numerus="yes">
        <source>%n new-market tile(s)</source>
        <translation>
            <numerusform>%n Plättchen des neuen Bauhofs</numerusform>
            <numerusform>%n Plättchen des neuen Bauhofs</numerusform>
        </translation>
    </message>
    <message>
        <source>The servant on %1</source>
        <translation>Der Diener auf %1</translation>
    </message>
    <message>
        <source>Put a servant on it</source>
        <translation>Diener daraufstellen</translation>
    </message>
    <message>
        <source>Take the servant off</source>
        <translation>Diener entfernen</translation>
    </message>
    <message>
        <source>A servant</source>
        <translation>Ein Diener</translation>
    </message>
    <message>
        <source>Each building without a servant costs a point</source>
        <translation>Jedes Gebäude ohne Diener kostet einen Punkt</translation>
    </message>
    <message numerus="yes">
        <source>%n servant(s)</source>
        <translation>
            <numerusform>%n Diener</numerusform>
            <numerusform>%n Diener</numerusform>
        </translation>
    </message>
    <message>
        <source>put or take a servant (Palace staff)</source>
        <translation>Diener daraufstellen oder entfernen (Palastpersonal)</translation>
    </message>
    <message>
        <source>Record Palace Staff &amp;Before the Leftover Tiles</source>
        <translation>Palastpersonal &amp;vor den übrigen Plättchen eintragen</translation>
    </message>
    <message>
        <source>At the end of the game, before the market&apos;s last tiles are handed out: every building without a servant costs a point</source>
        <translation>Am Spielende, bevor die letzten Plättchen des Bauhofs verteilt werden: jedes Gebäude ohne Diener kostet einen Punkt</translation>
    </message>
    <message>
        <source>Palace staff</source>
        <translation>Palastpersonal</translation>
    </message>
    <message>
        <source>The second longest wall: it scores up to the pips on the black dice</source>
        <translation>Die zweitlängste Außenmauer: sie zählt bis zu den Augen auf den schwarzen Würfeln</translation>
    </message>
    <message>
        <source>%1 is in %2&apos;s and %3&apos;s cities.</source>
        <translation>%1 liegt in den Städten von %2 und %3.</translation>
    </message>
    <message>
        <source>a plaza walled north and east (z and its walls)</source>
        <translation>ein Platz mit Mauern im Norden und Osten (z und seine Mauern)</translation>
    </message>
    <message numerus="yes">
        <source>%n plaza(s)</source>
        <translation>
            <numerusform>%n Platz</numerusform>
            <numerusform>%n Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>Plazas: %1 left; described by the walls printed</source>
        <translation>Plätze: noch %1; beschrieben durch die aufgedruckten Mauern</translation>
    </message>
    <message>
        <source>%1 land tiles: %2 of %3 left; described by the price and the walls printed</source>
        <translation>Landplättchen %1: noch %2 von %3; beschrieben durch den aufgedruckten Preis und die Mauern</translation>
    </message>
    <message>
        <source>a land tile as printed: the type&apos;s letter, its price, its walls</source>
        <translation>ein Landplättchen wie gedruckt: der Buchstabe der Art, sein Preis, seine Mauern</translation>
    </message>
    <message numerus="yes">
        <source>%n land tile(s)</source>
        <translation>
            <numerusform>%n Landplättchen</numerusform>
            <numerusform>%n Landplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Price of the land tile</source>
        <translation>Preis des Landplättchens</translation>
    </message>
    <message>
        <source>during play</source>
        <comment>points won outside the scorings, after a player&apos;s scorings</comment>
        <translation>während des Spiels</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <comment>a module, its step, the points</comment>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>Give Dirk tiles…</source>
        <translation>Dirk Plättchen geben …</translation>
    </message>
</context>
<context>
    <name>AlhambraError</name>
    <message>
        <source>cannot save ({reason})</source>
        <translation>Speichern nicht möglich ({reason})</translation>
    </message>
    <message>
        <source>{source}: {what}</source>
        <translation>{source}: {what}</translation>
    </message>
    <message>
        <source>{what} (kept as {file})</source>
        <translation>{what} (aufbewahrt als {file})</translation>
    </message>
    <message>
        <source>the fountain stays alone at (0, 0)</source>
        <translation>auf dem Feld (0, 0) steht nur der Brunnen</translation>
    </message>
    <message>
        <source>({x}, {y}) is already built on</source>
        <translation>das Feld ({x}, {y}) ist bereits bebaut</translation>
    </message>
    <message>
        <source>({x}, {y}) is more than 100 cells from the fountain</source>
        <translation>({x}, {y}) ist mehr als 100 Felder vom Brunnen entfernt</translation>
    </message>
    <message>
        <source>the fountain never moves</source>
        <translation>der Brunnen bleibt immer an seinem Platz</translation>
    </message>
    <message>
        <source>({x}, {y}) has no tile</source>
        <translation>auf dem Feld ({x}, {y}) liegt kein Plättchen</translation>
    </message>
    <message>
        <source>({x}, {y}) has no tile to mark</source>
        <translation>auf dem Feld ({x}, {y}) liegt kein Plättchen zum Markieren</translation>
    </message>
    <message>
        <source>this tile cannot be removed</source>
        <translation>dieses Plättchen kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>{tile} cannot be swapped in here</source>
        <translation>{tile} kann hier nicht eingetauscht werden</translation>
    </message>
    <message>
        <source>this tile cannot move there</source>
        <translation>dieses Plättchen kann nicht dorthin verschoben werden</translation>
    </message>
    <message>
        <source>{what}: {reasons}</source>
        <translation>{what}: {reasons}</translation>
    </message>
    <message>
        <source>{tile} cannot be built here</source>
        <translation>{tile} kann hier nicht gebaut werden</translation>
    </message>
    <message>
        <source>{name} is scored from the city already</source>
        <translation>{name} wird bereits nach der Stadt gewertet</translation>
    </message>
    <message>
        <source>{name} is scored from typed counts: the city is kept as it was until the table switches back to it</source>
        <translation>{name} wird nach eingegebenen Anzahlen gewertet: Die Stadt bleibt unverändert, bis am Tisch wieder zu ihr gewechselt wird</translation>
    </message>
    <message>
        <source>must be &quot;city&quot; or &quot;counts&quot;</source>
        <translation>muss „city“ oder „counts“ sein</translation>
    </message>
    <message>
        <source>&quot;counts&quot; needs the player&apos;s &quot;{key}&quot;</source>
        <translation>„counts“ erfordert den Eintrag „{key}“ des Spielers</translation>
    </message>
    <message>
        <source>an object of counts per building type and the wall</source>
        <translation>ein Objekt mit Anzahlen je Gebäudetyp und der Mauer</translation>
    </message>
    <message>
        <source>{type} is neither a building type of {variant} nor one of: {keys}</source>
        <translation>{type} ist weder ein Gebäudetyp von {variant} noch einer von: {keys}</translation>
    </message>
    <message>
        <source>an object of the highest value per building type</source>
        <translation>ein Objekt mit dem höchsten Wert je Gebäudetyp</translation>
    </message>
    <message>
        <source>a tile with type and price</source>
        <translation>ein Plättchen mit type und price</translation>
    </message>
    <message>
        <source>no bonus card shows {type} {price} (the cards show the ten tiles without walls)</source>
        <translation>keine Bonuskarte zeigt {type} {price} (die Karten zeigen die zehn Plättchen ohne Mauern)</translation>
    </message>
    <message>
        <source>the same tile is listed twice</source>
        <translation>dasselbe Plättchen ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>is not a building type of {variant}</source>
        <translation>ist kein Gebäudetyp von {variant}</translation>
    </message>
    <message>
        <source>{number} is out of range ({low} to {high})</source>
        <translation>{number} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>only Granada breaks ties by the highest value, not {variant}</source>
        <translation>nur Granada entscheidet Gleichstände nach dem höchsten Wert, nicht {variant}</translation>
    </message>
    <message>
        <source>no {type} is counted, so none is the highest</source>
        <translation>kein Plättchen vom Typ {type} gezählt, also gibt es keinen höchsten Wert</translation>
    </message>
    <message>
        <source>{number} is out of range ({low} to {high} for {count} counted)</source>
        <translation>{number} liegt außerhalb des Bereichs ({low} bis {high} bei {count} gezählten)</translation>
    </message>
    <message>
        <source>give the highest value of {type} ({count} counted)</source>
        <translation>den höchsten Wert vom Typ {type} angeben ({count} gezählt)</translation>
    </message>
    <message>
        <source>the game does not list the module {module}</source>
        <translation>das Spiel führt das Modul {module} nicht auf</translation>
    </message>
    <message>
        <source>{chests} chests on {count} buildings (at most one chest on a building)</source>
        <translation>{chests} Schatztruhen auf {count} Gebäuden (höchstens eine Schatztruhe je Gebäude)</translation>
    </message>
    <message>
        <source>{number} {type} tiles of bonus cards stand in a city of {count} {type} buildings</source>
        <translation>{number} Plättchen von Bonuskarten vom Typ {type} stehen in einer Stadt mit {count} Gebäuden vom Typ {type}</translation>
    </message>
    <message>
        <source>{name}&apos;s counts: {key}: {what}</source>
        <translation>Anzahlen von {name}: {key}: {what}</translation>
    </message>
    <message>
        <source>{name} is not a currency ({names})</source>
        <translation>{name} ist keine Währung ({names})</translation>
    </message>
    <message>
        <source>{source}: {place}: {what}</source>
        <translation>{source}: {place}: {what}</translation>
    </message>
    <message>
        <source>nested more than {depth} levels deep</source>
        <translation>mehr als {depth} Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>the text {text} holds a broken character (a lone surrogate)</source>
        <translation>der Text {text} enthält ein defektes Zeichen (ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object (a game)</source>
        <translation>die Datei muss genau ein JSON-Objekt enthalten (ein Spiel)</translation>
    </message>
    <message>
        <source>must be {what} (a JSON object)</source>
        <translation>muss {what} sein (ein JSON-Objekt)</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>{count} entries (at most {most})</source>
        <translation>{count} Einträge (höchstens {most})</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <source>{value} is not one of {options}</source>
        <translation>{value} ist keiner der Werte {options}</translation>
    </message>
    <message>
        <source>{value} is listed twice</source>
        <translation>{value} steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>an object of typed figures by module</source>
        <translation>ein Objekt getippter Werte je Modul</translation>
    </message>
    <message>
        <source>{module} is not a module whose figures are typed</source>
        <translation>{module} ist kein Modul mit getippten Werten</translation>
    </message>
    <message>
        <source>an object of figures</source>
        <translation>ein Objekt von Werten</translation>
    </message>
    <message>
        <source>is not a figure of {module} (one of {keys})</source>
        <translation>ist kein Wert von {module} (einer von {keys})</translation>
    </message>
    <message>
        <source>an object of typed figures by player</source>
        <translation>ein Objekt getippter Werte je Spieler</translation>
    </message>
    <message>
        <source>an object with module, points and round</source>
        <translation>ein Objekt mit module, points und round</translation>
    </message>
    <message>
        <source>{module} is not a module with immediate points</source>
        <translation>{module} ist kein Modul mit sofortigen Punkten</translation>
    </message>
    <message>
        <source>must hold {minimum} to {maximum} entries, not {count}</source>
        <translation>muss {minimum} bis {maximum} Einträge enthalten, nicht {count}</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>is longer than {count} characters</source>
        <translation>ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a text of NESW letters</source>
        <translation>muss ein Text aus den Buchstaben NESW sein</translation>
    </message>
    <message>
        <source>a tile with x and y</source>
        <translation>ein Plättchen mit x und y</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>die Datei kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <source>not a game file (not a regular file)</source>
        <translation>keine Spieldatei (keine reguläre Datei)</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be</source>
        <translation>die Datei ist größer, als eine Spieldatei sein kann</translation>
    </message>
    <message>
        <source>cannot save: the game holds text that is not valid Unicode</source>
        <translation>Speichern nicht möglich: Das Spiel enthält Text, der kein gültiges Unicode ist</translation>
    </message>
    <message>
        <source>cannot save: the folder {folder} does not exist</source>
        <translation>Speichern nicht möglich: Der Ordner {folder} existiert nicht</translation>
    </message>
    <message>
        <source>cannot save: the file is read-only</source>
        <translation>Speichern nicht möglich: Die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot save: no file can have this name</source>
        <translation>Speichern nicht möglich: keine Datei kann so heißen</translation>
    </message>
    <message>
        <source>{tile} is not in {name}&apos;s reserve</source>
        <translation>{tile} liegt nicht in der Reserve von {name}</translation>
    </message>
    <message>
        <source>{module} has no figure {key}</source>
        <translation>{module} hat keinen Wert {key}</translation>
    </message>
    <message>
        <source>{place}: {what}</source>
        <translation>{place}: {what}</translation>
    </message>
    <message>
        <source>all three scorings are recorded: no more points are won</source>
        <translation>alle drei Wertungen sind eingetragen: es werden keine Punkte mehr gewonnen</translation>
    </message>
    <message>
        <source>no points entered to take back</source>
        <translation>keine eingetragenen Punkte zum Zurücknehmen</translation>
    </message>
    <message>
        <source>{tile} is not in Dirk&apos;s pile</source>
        <translation>{tile} liegt nicht in Dirks Stapel</translation>
    </message>
    <message>
        <source>Dirk has points in a recorded scoring: he stays in the game</source>
        <translation>Dirk hat Punkte in einer festgehaltenen Wertung: er bleibt im Spiel</translation>
    </message>
    <message>
        <source>Dirk plays only in two-player Alhambra games</source>
        <translation>Dirk spielt nur in Alhambra-Spielen mit zwei Spielern mit</translation>
    </message>
    <message>
        <source>there is no player called {name}</source>
        <translation>es gibt keinen Spieler namens {name}</translation>
    </message>
    <message>
        <source>no module in play has pieces of the kind {kind}</source>
        <translation>kein Modul im Spiel hat Teile der Art {kind}</translation>
    </message>
    <message>
        <source>{tile} is already {where}</source>
        <translation>{tile} ist bereits {where}</translation>
    </message>
    <message>
        <source>Dirk is not in play</source>
        <translation>Dirk spielt nicht mit</translation>
    </message>
    <message>
        <source>{tile} is not in the game</source>
        <translation>{tile} ist nicht im Spiel</translation>
    </message>
    <message>
        <source>{tile} cannot be built turned</source>
        <translation>{tile} kann nicht gedreht gebaut werden</translation>
    </message>
    <message>
        <source>all three scorings are already recorded</source>
        <translation>alle drei Wertungen sind bereits eingetragen</translation>
    </message>
    <message>
        <source>the next scoring to record is scoring {due}, not {round}</source>
        <translation>als Nächstes ist Wertung {due} einzutragen, nicht {round}</translation>
    </message>
    <message>
        <source>no module in play has the scoring step {step}</source>
        <translation>kein Modul im Spiel hat den Wertungsschritt {step}</translation>
    </message>
    <message>
        <source>the step {step} is already recorded</source>
        <translation>der Schritt {step} ist schon eingetragen</translation>
    </message>
    <message>
        <source>the step {step} comes after scoring {before}, before scoring {round}</source>
        <translation>der Schritt {step} kommt nach der {before}. Wertung, vor der {round}. Wertung</translation>
    </message>
    <message>
        <source>the step {step} comes once, after scoring {before}, before scoring {round}</source>
        <translation>der Schritt {step} kommt einmal, nach der {before}. Wertung, vor der {round}. Wertung</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>not valid JSON: {problem} at line {line}, column {column}</source>
        <translation>kein gültiges JSON: {problem} in Zeile {line}, Spalte {column}</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>das JSON ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>a number in the file is too long to read</source>
        <translation>eine Zahl in der Datei ist zu lang zum Einlesen</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>ein Spiel</translation>
    </message>
    <message>
        <source>not an Alhambra game file (format must be &quot;{format}&quot;)</source>
        <translation>keine Alhambra-Spieldatei (format muss „{format}“ sein)</translation>
    </message>
    <message>
        <source>format version {version} is not supported (this app reads version {known})</source>
        <translation>Formatversion {version} wird nicht unterstützt (diese App liest Version {known})</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>muss einer dieser Werte sein: {names}</translation>
    </message>
    <message>
        <source>a module is listed twice</source>
        <translation>ein Modul ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <source>a tile on the fountain&apos;s cell (0, 0)</source>
        <translation>ein Plättchen auf dem Feld des Brunnens (0, 0)</translation>
    </message>
    <message>
        <source>two tiles on one cell ({x}, {y})</source>
        <translation>zwei Plättchen auf einem Feld ({x}, {y})</translation>
    </message>
    <message>
        <source>must be a colour written #rrggbb</source>
        <translation>muss eine Farbe in der Form #rrggbb sein</translation>
    </message>
    <message>
        <source>is only allowed on a tile built in a city</source>
        <translation>ist nur bei einem in einer Stadt gebauten Plättchen erlaubt</translation>
    </message>
    <message>
        <source>an object with tiles</source>
        <translation>ein Objekt mit tiles</translation>
    </message>
    <message>
        <source>is not allowed on a tile of Dirk&apos;s pile</source>
        <translation>ist auf einem Plättchen aus Dirks Stapel nicht erlaubt</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>scoring {due} is due here, not {round}</source>
        <translation>hier ist Wertung {due} an der Reihe, nicht {round}</translation>
    </message>
    <message>
        <source>{step} is not a scoring step of a module in play</source>
        <translation>{step} ist kein Wertungsschritt eines Moduls im Spiel</translation>
    </message>
    <message>
        <source>{name} is not a player</source>
        <translation>{name} ist kein Spieler</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>ein Plättchen</translation>
    </message>
    <message>
        <source>{tile} is used twice (also at {place})</source>
        <translation>{tile} kommt doppelt vor (auch unter {place})</translation>
    </message>
    <message>
        <source>{kind} is not a kind of piece (one of {kinds})</source>
        <translation>{kind} ist keine Art von Teil (eine von {kinds})</translation>
    </message>
    <message>
        <source>an object of currencies</source>
        <translation>ein Objekt mit Währungen</translation>
    </message>
    <message>
        <source>{letter} is not a side (one of N, E, S, W)</source>
        <translation>{letter} ist keine Seite (N, E, S oder W)</translation>
    </message>
    <message>
        <source>walls &quot;{text}&quot; must be distinct letters from NESW</source>
        <translation>die Mauern „{text}“ müssen aus verschiedenen Buchstaben von NESW bestehen</translation>
    </message>
    <message>
        <source>a card with type and price</source>
        <translation>eine Karte mit type und price</translation>
    </message>
    <message>
        <source>there is no bonus card {type} {price} (the cards show the ten tiles without walls)</source>
        <translation>es gibt keine Bonuskarte {type} {price} (die Karten zeigen die zehn Plättchen ohne Mauern)</translation>
    </message>
    <message>
        <source>the same card is listed twice</source>
        <translation>dieselbe Karte ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>no bonus card shows {type} {price}</source>
        <translation>keine Bonuskarte zeigt {type} {price}</translation>
    </message>
    <message>
        <source>the bonus card {type} {price} is held by {name} too</source>
        <translation>die Bonuskarte {type} {price} hat auch {name}</translation>
    </message>
    <message>
        <source>there is no bonus card {type} {price}</source>
        <translation>es gibt keine Bonuskarte {type} {price}</translation>
    </message>
    <message>
        <source>{name} holds the bonus card {type} {price}</source>
        <translation>{name} hat die Bonuskarte {type} {price}</translation>
    </message>
    <message>
        <source>{name} does not hold the bonus card {type} {price}</source>
        <translation>{name} hat die Bonuskarte {type} {price} nicht</translation>
    </message>
    <message>
        <source>a building site is one of the player&apos;s built tiles</source>
        <translation>eine Baustelle ist eines der gebauten Plättchen des Spielers</translation>
    </message>
    <message>
        <source>{tile} is a building site already</source>
        <translation>{tile} ist bereits eine Baustelle</translation>
    </message>
    <message>
        <source>{tile} is not a building site</source>
        <translation>{tile} ist keine Baustelle</translation>
    </message>
    <message>
        <source>an object with wise_man and city_watch</source>
        <translation>ein Objekt mit wise_man und city_watch</translation>
    </message>
    <message>
        <source>is not a character (wise_man, city_watch)</source>
        <translation>ist keine Figur (wise_man, city_watch)</translation>
    </message>
    <message>
        <source>an object with player and type</source>
        <translation>ein Objekt mit player und type</translation>
    </message>
    <message>
        <source>{type} is not a building type</source>
        <translation>{type} ist kein Gebäudetyp</translation>
    </message>
    <message>
        <source>the Wise Man&apos;s holder names a building type</source>
        <translation>der Besitzer des Weisen wählt einen Gebäudetyp</translation>
    </message>
    <message>
        <source>a gate goes on a double wall: both tiles walled on that side</source>
        <translation>ein Tor gehört in eine Doppelmauer: beide Plättchen mit Mauer auf dieser Seite</translation>
    </message>
    <message>
        <source>a gate with x, y and side</source>
        <translation>ein Tor mit x, y und side</translation>
    </message>
    <message>
        <source>must be one side: N, E, S or W</source>
        <translation>muss genau eine Seite sein: N, E, S oder W</translation>
    </message>
    <message>
        <source>the same gate is listed twice</source>
        <translation>dasselbe Tor ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>the gate between ({x}, {y}) and ({x2}, {y2}) is not on a double wall</source>
        <translation>das Tor zwischen ({x}, {y}) und ({x2}, {y2}) steht nicht in einer Doppelmauer</translation>
    </message>
    <message>
        <source>more than the {count} gates of the game</source>
        <translation>mehr als die {count} Tore des Spiels</translation>
    </message>
    <message>
        <source>there is a gate on that edge already</source>
        <translation>an dieser Kante ist bereits ein Tor</translation>
    </message>
    <message>
        <source>there is no gate on that edge</source>
        <translation>an dieser Kante ist kein Tor</translation>
    </message>
    <message>
        <source>without the gate the city breaks a rule</source>
        <translation>ohne das Tor verstößt die Stadt gegen eine Regel</translation>
    </message>
    <message>
        <source>all {count} gates are in use</source>
        <translation>alle {count} Tore sind bereits gesetzt</translation>
    </message>
    <message>
        <source>&quot;{walls}&quot; repeats a printed wall of {tile}</source>
        <translation>„{walls}“ wiederholt eine aufgedruckte Mauer von {tile}</translation>
    </message>
    <message>
        <source>more than the {count} wall pieces of the game</source>
        <translation>mehr als die {count} Mauerteile des Spiels</translation>
    </message>
    <message>
        <source>a wall piece goes on one of the player&apos;s own building tiles</source>
        <translation>ein Mauerteil gehört an eines der eigenen Gebäudeplättchen des Spielers</translation>
    </message>
    <message>
        <source>{tile} already has a wall on that side</source>
        <translation>{tile} hat auf dieser Seite bereits eine Mauer</translation>
    </message>
    <message>
        <source>all {count} wall pieces are in use</source>
        <translation>alle {count} Mauerteile sind bereits angelegt</translation>
    </message>
    <message>
        <source>{tile} has no added wall on that side</source>
        <translation>{tile} hat auf dieser Seite kein hinzugefügtes Mauerteil</translation>
    </message>
    <message>
        <source>the wall piece breaks a rule</source>
        <translation>das Mauerteil verstößt gegen eine Regel</translation>
    </message>
    <message>
        <source>the three cards must be different</source>
        <translation>die drei Karten müssen verschieden sein</translation>
    </message>
    <message>
        <source>choose three different cards from 1 to {count}</source>
        <translation>drei verschiedene Karten von 1 bis {count} wählen</translation>
    </message>
    <message>
        <source>an object of players&apos; points</source>
        <translation>ein Objekt mit den Punkten der Spieler</translation>
    </message>
    <message>
        <source>an object with label and points</source>
        <translation>ein Objekt mit label und points</translation>
    </message>
    <message>
        <source>the label {label} holds a control or text-direction character</source>
        <translation>die Bezeichnung {label} enthält ein Steuer- oder Textrichtungszeichen</translation>
    </message>
    <message>
        <source>a player has at most {count} lines of other points in a scoring</source>
        <translation>ein Spieler hat höchstens {count} Zeilen sonstiger Punkte in einer Wertung</translation>
    </message>
    <message>
        <source>a label has at most {count} characters</source>
        <translation>eine Bezeichnung hat höchstens {count} Zeichen</translation>
    </message>
    <message>
        <source>other points are between {low} and {high}</source>
        <translation>sonstige Punkte liegen zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>--other {text}: write NAME=POINTS or NAME=POINTS:LABEL, e.g. Ben=3:Camps</source>
        <translation>--other {text}: NAME=POINTS oder NAME=POINTS:LABEL schreiben, z. B. Ben=3:Feldlager</translation>
    </message>
    <message>
        <source>more than the {count} {type} chests</source>
        <translation>mehr als die {count} Schatztruhen vom Typ {type}</translation>
    </message>
    <message>
        <source>a chest goes on one of the player&apos;s own buildings</source>
        <translation>eine Schatztruhe gehört auf eines der eigenen Gebäude des Spielers</translation>
    </message>
    <message>
        <source>{tile} has a chest already</source>
        <translation>auf {tile} steht bereits eine Schatztruhe</translation>
    </message>
    <message>
        <source>{tile} has no chest</source>
        <translation>auf {tile} steht keine Schatztruhe</translation>
    </message>
    <message>
        <source>all {count} {type} chests are in use</source>
        <translation>alle {count} Schatztruhen vom Typ {type} sind bereits aufgestellt</translation>
    </message>
    <message>
        <source>the name {name} holds a broken character (a lone surrogate)</source>
        <translation>der Name {name} enthält ein defektes Zeichen (ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>the name {name} holds a control character</source>
        <translation>der Name {name} enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>the name {name} holds a text-direction control character</source>
        <translation>der Name {name} enthält ein Steuerzeichen für die Schreibrichtung</translation>
    </message>
    <message>
        <source>a player&apos;s name cannot be empty</source>
        <translation>der Name eines Spielers darf nicht leer sein</translation>
    </message>
    <message>
        <source>the name {name} has nothing visible</source>
        <translation>der Name {name} enthält nichts Sichtbares</translation>
    </message>
    <message>
        <source>the name {name} holds more than {count} letters and marks</source>
        <translation>der Name {name} enthält mehr als {count} Buchstaben und Zeichen</translation>
    </message>
    <message>
        <source>the name {name} is longer than {count} characters</source>
        <translation>der Name {name} ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the imaginary third player</source>
        <translation>der Name {name} ist dem gedachten dritten Spieler vorbehalten</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>ein Spiel hat 1 bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>two players have the same name: {first} and {second}</source>
        <translation>zwei Spieler haben denselben Namen: {first} und {second}</translation>
    </message>
    <message>
        <source>{tile} with Dirk</source>
        <translation>{tile} bei Dirk</translation>
    </message>
    <message>
        <source>{tile} in {name}&apos;s reserve</source>
        <translation>{tile} in der Reserve von {name}</translation>
    </message>
    <message>
        <source>{tile} in {name}&apos;s city at ({x}, {y})</source>
        <translation>{tile} in der Stadt von {name} bei ({x}, {y})</translation>
    </message>
    <message>
        <source>scoring {round}</source>
        <translation>Wertung {round}</translation>
    </message>
    <message>
        <source>{name}, {module}</source>
        <translation>{name}, {module}</translation>
    </message>
    <message>
        <source>scoring {round}, {name}, {module}</source>
        <translation>Wertung {round}, {name}, {module}</translation>
    </message>
    <message>
        <source>{module} is not a module (one of {modules})</source>
        <translation>{module} ist kein Modul (möglich: {modules})</translation>
    </message>
    <message>
        <source>the expansion modules are for Alhambra, not {variant}</source>
        <translation>die Erweiterungsmodule gelten für Alhambra, nicht für {variant}</translation>
    </message>
    <message>
        <source>{type} is not a building type of {variant}</source>
        <translation>{type} ist kein Gebäudetyp von {variant}</translation>
    </message>
    <message>
        <source>no tile {type} {price} with moats &quot;{walls}&quot;</source>
        <translation>kein Plättchen {type} {price} mit Gräben „{walls}“</translation>
    </message>
    <message>
        <source>no tile {type} {price} with walls &quot;{walls}&quot;</source>
        <translation>kein Plättchen {type} {price} mit Mauern „{walls}“</translation>
    </message>
    <message>
        <source>value {number} is outside {low}-{high}</source>
        <translation>Wert {number} liegt außerhalb von {low}–{high}</translation>
    </message>
    <message>
        <source>price {number} is outside {low}-{high}</source>
        <translation>Preis {number} liegt außerhalb von {low}–{high}</translation>
    </message>
    <message>
        <source>a face has at most {count} moats</source>
        <translation>ein Plättchen hat höchstens {count} Gräben</translation>
    </message>
    <message>
        <source>a face has at most {count} walls</source>
        <translation>ein Plättchen hat höchstens {count} Mauern</translation>
    </message>
    <message>
        <source>type a letter, a price and any walls, e.g. g8 or g8ne</source>
        <translation>Buchstabe, Preis und ggf. Mauern eingeben, z. B. g8 oder g8ne</translation>
    </message>
    <message>
        <source>type the letters, a value and any moats, e.g. pa8 or pa8ne</source>
        <translation>Buchstaben, Wert und ggf. Gräben eingeben, z. B. pa8 oder pa8ne</translation>
    </message>
    <message>
        <source>no building type has the letter {letter} ({letters})</source>
        <translation>kein Gebäudetyp hat den Buchstaben {letter} ({letters})</translation>
    </message>
    <message>
        <source>each wall letter (N, E, S, W) may appear once</source>
        <translation>jeder Mauerbuchstabe (N, E, S, W) darf nur einmal vorkommen</translation>
    </message>
    <message>
        <source>each moat letter (N, E, S, W) may appear once</source>
        <translation>jeder Grabenbuchstabe (N, E, S, W) darf nur einmal vorkommen</translation>
    </message>
    <message>
        <source>a group of {number} handymen in a city of {count} buildings</source>
        <translation>eine Gruppe von {number} Handwerkern in einer Stadt mit {count} Gebäuden</translation>
    </message>
    <message>
        <source>a building site cannot hold a handyman</source>
        <translation>auf einer Baustelle steht kein Handwerker</translation>
    </message>
    <message>
        <source>a handyman stands on one of the player&apos;s buildings</source>
        <translation>ein Handwerker steht auf einem Gebäude des Spielers</translation>
    </message>
    <message>
        <source>{tile} has a handyman already</source>
        <translation>auf {tile} steht schon ein Handwerker</translation>
    </message>
    <message>
        <source>{tile} has no handyman</source>
        <translation>auf {tile} steht kein Handwerker</translation>
    </message>
    <message>
        <source>{tile} is a building site: a handyman stands on a building</source>
        <translation>{tile} ist eine Baustelle: ein Handwerker steht auf einem Gebäude</translation>
    </message>
    <message>
        <source>must be one direction: N, E, S or W (null: not drawn yet)</source>
        <translation>muss eine Richtung sein: N, E, S oder W (null: noch nicht gezogen)</translation>
    </message>
    <message>
        <source>each attack card comes from another direction</source>
        <translation>jede Angriffskarte kommt aus einer anderen Richtung</translation>
    </message>
    <message>
        <source>an object of the tiles open to N, E, S and W</source>
        <translation>ein Objekt der nach N, E, S und W offenen Plättchen</translation>
    </message>
    <message>
        <source>{key} is not a direction (N, E, S, W)</source>
        <translation>{key} ist keine Richtung (N, E, S, W)</translation>
    </message>
    <message>
        <source>there is no scoring {round}</source>
        <translation>es gibt keine {round}. Wertung</translation>
    </message>
    <message>
        <source>the attack from that direction came in scoring {round}</source>
        <translation>der Angriff aus dieser Richtung kam in der {round}. Wertung</translation>
    </message>
    <message>
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message>
        <source>the history has no game of {name}</source>
        <translation>die Chronik hat kein Spiel von {name}</translation>
    </message>
    <message>
        <source>the history {file} is in use by another program; try again</source>
        <translation>die Chronik {file} wird von einem anderen Programm benutzt; bitte erneut versuchen</translation>
    </message>
    <message>
        <source>the history {file} is not a readable SQLite database ({reason})</source>
        <translation>die Chronik {file} ist keine lesbare SQLite-Datenbank ({reason})</translation>
    </message>
    <message>
        <source>the file {file} is a database of another program, not a history</source>
        <translation>die Datei {file} ist die Datenbank eines anderen Programms, keine Chronik</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (schema {version}; this one reads up to {known}): it is left as it is, and the app goes on without a history</source>
        <translation>die Chronik {file} wurde von einer neueren Version der App geschrieben (Schema {version}; diese liest bis {known}): sie bleibt, wie sie ist, und die App arbeitet ohne Chronik weiter</translation>
    </message>
    <message>
        <source>the history {file} is read-only and from an older version of the app: the app goes on without a history</source>
        <translation>die Chronik {file} ist schreibgeschützt und von einer älteren Version der App: die App arbeitet ohne Chronik weiter</translation>
    </message>
    <message>
        <source>the game has {count} of its 3 scorings recorded: a game enters the history once its final scoring is recorded</source>
        <translation>von den 3 Wertungen des Spiels sind {count} eingetragen: ein Spiel kommt in die Chronik, sobald seine Schlusswertung eingetragen ist</translation>
    </message>
    <message>
        <source>the history {file} is not a file: the app goes on without a history</source>
        <translation>die Chronik {file} ist keine Datei: die App arbeitet ohne Chronik weiter</translation>
    </message>
    <message>
        <source>the history {file} is read-only: its games are shown, but no game is added to it</source>
        <translation>die Chronik {file} ist schreibgeschützt: ihre Spiele werden gezeigt, aber kein Spiel wird hinzugefügt</translation>
    </message>
    <message>
        <source>{why}: it was kept as {kept} and a new history was started</source>
        <translation>{why}: sie wurde als {kept} aufbewahrt und eine neue Chronik begonnen</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened ({reason}): the app goes on without a history</source>
        <translation>die Chronik {file} kann nicht geöffnet werden ({reason}): die App arbeitet ohne Chronik weiter</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({reason})</source>
        <translation>die Chronik {file} ist beschädigt ({reason})</translation>
    </message>
    <message>
        <source>the history {file} is read-only</source>
        <translation>die Chronik {file} ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the history {file} cannot be read or written ({reason})</source>
        <translation>die Chronik {file} kann nicht gelesen oder geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>this game is already in the history (game {id})</source>
        <translation>dieses Spiel ist schon in der Chronik (Spiel {id})</translation>
    </message>
    <message>
        <source>the history already knows a player called {name}: merge the two instead</source>
        <translation>die Chronik kennt schon einen Spieler namens {name}: führe die beiden stattdessen zusammen</translation>
    </message>
    <message>
        <source>a player cannot be merged with themselves</source>
        <translation>ein Spieler kann nicht mit sich selbst zusammengeführt werden</translation>
    </message>
    <message>
        <source>the two players sat at one table: they are two people</source>
        <translation>die beiden Spieler saßen an einem Tisch: es sind zwei Personen</translation>
    </message>
    <message>
        <source>there is no game {id} in the history</source>
        <translation>in der Chronik gibt es kein Spiel {id}</translation>
    </message>
    <message>
        <source>there is no player {id} in the history</source>
        <translation>in der Chronik gibt es keinen Spieler {id}</translation>
    </message>
    <message>
        <source>{kind} is not a piece of {module}</source>
        <translation>{kind} ist kein Teil von {module}</translation>
    </message>
    <message>
        <source>a bazaar has no walls</source>
        <translation>ein Bazar hat keine Mauern</translation>
    </message>
    <message>
        <source>type b and the letters of its three building types, e.g. bsat</source>
        <translation>tippe b und die Buchstaben seiner drei Gebäudearten, z. B. bsat</translation>
    </message>
    <message>
        <source>all {count} bazaars are in the game</source>
        <translation>alle {count} Bazare sind im Spiel</translation>
    </message>
    <message>
        <source>more than the {count} bazaars of the game</source>
        <translation>mehr als die {count} Bazare des Spiels</translation>
    </message>
    <message>
        <source>no bazaar scores {points} (its buildings times their types)</source>
        <translation>kein Bazar bringt {points} (seine Gebäude mal ihre Arten)</translation>
    </message>
    <message>
        <source>a bazaar shows {count} different building types</source>
        <translation>ein Bazar zeigt {count} verschiedene Gebäudearten</translation>
    </message>
    <message>
        <source>type h, the type&apos;s letter and the walled sides, e.g. hgs</source>
        <translation>tippe h, den Buchstaben der Art und die Seiten mit Mauer, z. B. hgs</translation>
    </message>
    <message>
        <source>all {count} {type} huts are in the game</source>
        <translation>alle {count} Bauhütten vom Typ {type} sind im Spiel</translation>
    </message>
    <message>
        <source>more than the {count} {type} huts of the game</source>
        <translation>mehr als die {count} Bauhütten vom Typ {type} des Spiels</translation>
    </message>
    <message>
        <source>a hut adds {type} only beside a {type} building, and none is counted</source>
        <translation>eine Bauhütte zählt {type} nur neben einem Gebäude vom Typ {type}, und keines ist gezählt</translation>
    </message>
    <message>
        <source>{number} extra buildings from huts: {count} huts add at most {most}</source>
        <translation>{number} zusätzliche Gebäude durch Bauhütten: {count} Bauhütten bringen höchstens {most}</translation>
    </message>
    <message>
        <source>an object of the huts&apos; extra buildings per type</source>
        <translation>ein Objekt der zusätzlichen Gebäude durch Bauhütten je Gebäudeart</translation>
    </message>
    <message>
        <source>a hut has at least one walled side</source>
        <translation>eine Bauhütte hat mindestens eine Seite mit Mauer</translation>
    </message>
    <message>
        <source>Dirk has no huts</source>
        <translation>Dirk hat keine Bauhütten</translation>
    </message>
    <message>
        <source>{name} holds {count} huts already, the most a player may</source>
        <translation>{name} hat schon {count} Bauhütten, mehr darf niemand haben</translation>
    </message>
    <message>
        <source>a mission is listed twice</source>
        <translation>ein Auftrag ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>{number} building types, but {count} are counted</source>
        <translation>{number} Gebäudearten, aber {count} sind gezählt</translation>
    </message>
    <message>
        <source>an object of the figure of each mission</source>
        <translation>ein Objekt mit der Zahl jedes Auftrags</translation>
    </message>
    <message>
        <source>{key} is not a mission (1 to 9)</source>
        <translation>{key} ist kein Auftrag (1 bis 9)</translation>
    </message>
    <message>
        <source>the missions are numbered 1 to 9</source>
        <translation>die Aufträge sind von 1 bis 9 nummeriert</translation>
    </message>
    <message>
        <source>type k and the bastion sides, each once, e.g. kn or kne</source>
        <translation>tippe k und die Seiten der Bastionen, jede einmal, z. B. kn oder kne</translation>
    </message>
    <message>
        <source>all {count} camps are in the game</source>
        <translation>alle {count} Feldlager sind im Spiel</translation>
    </message>
    <message>
        <source>more than the {count} camps of the game</source>
        <translation>mehr als die {count} Feldlager des Spiels</translation>
    </message>
    <message>
        <source>nothing goes on a camp</source>
        <translation>auf ein Feldlager kommt nichts</translation>
    </message>
    <message>
        <source>a camp has one bastion side or two adjacent ones</source>
        <translation>ein Feldlager hat eine Bastion oder zwei an benachbarten Seiten</translation>
    </message>
    <message>
        <source>type m, the price and any walled sides, e.g. m5 or m5n</source>
        <translation>tippe m, den Preis und die Seiten mit Mauer, z. B. m5 oder m5n</translation>
    </message>
    <message>
        <source>there is no medina {price} (prices {low} to {high})</source>
        <translation>es gibt keine Medina {price} (Preise {low} bis {high})</translation>
    </message>
    <message>
        <source>no medina is counted, so none is the dearest</source>
        <translation>keine Medina ist gezählt, also ist keine die teuerste</translation>
    </message>
    <message>
        <source>the dearest of {count} medinas costs at least {price}</source>
        <translation>die teuerste von {count} Medinas kostet mindestens {price}</translation>
    </message>
    <message>
        <source>the medina {price} is in the game already (each price once)</source>
        <translation>die Medina {price} ist schon im Spiel (jeder Preis einmal)</translation>
    </message>
    <message>
        <source>a cell with x and y</source>
        <translation>ein Feld mit x und y</translation>
    </message>
    <message>
        <source>more than the {count} {type} residents</source>
        <translation>mehr als die {count} Bewohner vom Typ {type}</translation>
    </message>
    <message>
        <source>{number} {type} residents on {count} {type} buildings</source>
        <translation>{number} Bewohner vom Typ {type} auf {count} Gebäuden vom Typ {type}</translation>
    </message>
    <message>
        <source>an object of the residents per building type</source>
        <translation>ein Objekt der Bewohner je Gebäudeart</translation>
    </message>
    <message>
        <source>a resident stands on one of the player&apos;s buildings</source>
        <translation>ein Bewohner steht auf einem Gebäude des Spielers</translation>
    </message>
    <message>
        <source>a building site cannot hold a resident</source>
        <translation>auf einer Baustelle steht kein Bewohner</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city</source>
        <translation>die Händlerscheibe steht auf einem leeren Feld neben der Stadt</translation>
    </message>
    <message>
        <source>{tile} has a resident already</source>
        <translation>auf {tile} steht schon ein Bewohner</translation>
    </message>
    <message>
        <source>{tile} has no resident</source>
        <translation>auf {tile} steht kein Bewohner</translation>
    </message>
    <message>
        <source>{tile} is a building site: a resident stands on a building</source>
        <translation>{tile} ist eine Baustelle: ein Bewohner steht auf einem Gebäude</translation>
    </message>
    <message>
        <source>all {count} {type} residents are in use</source>
        <translation>alle {count} Bewohner vom Typ {type} sind bereits gesetzt</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city, and ({x}, {y}) is built on</source>
        <translation>die Händlerscheibe steht auf einem leeren Feld neben der Stadt, und ({x}, {y}) ist bebaut</translation>
    </message>
    <message>
        <source>the trader disc stands on an empty cell beside the city, and ({x}, {y}) is not beside it</source>
        <translation>die Händlerscheibe steht auf einem leeren Feld neben der Stadt, und ({x}, {y}) liegt nicht neben ihr</translation>
    </message>
    <message>
        <source>{file} cannot be written ({reason})</source>
        <translation>{file} kann nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>game {id} of the history is left out: its {column} holds {value}, which the app cannot read</source>
        <translation>Spiel {id} der Chronik wird ausgelassen: sein Feld {column} enthält {value}, was die App nicht lesen kann</translation>
    </message>
    <message>
        <source>{address} is not an IP address: give one of this computer&apos;s addresses, e.g. {example}</source>
        <translation>{address} ist keine IP-Adresse: gib eine Adresse dieses Computers an, z. B. {example}</translation>
    </message>
    <message>
        <source>{address} would serve every network this computer is on: give one of its addresses, e.g. {example}</source>
        <translation>{address} würde in jedem Netz dieses Computers bereitstehen: gib eine seiner Adressen an, z. B. {example}</translation>
    </message>
    <message>
        <source>{address} is a multicast address, not one of this computer&apos;s</source>
        <translation>{address} ist eine Multicast-Adresse, keine Adresse dieses Computers</translation>
    </message>
    <message>
        <source>port {port} is not between 0 and 65535</source>
        <translation>Port {port} liegt nicht zwischen 0 und 65535</translation>
    </message>
    <message>
        <source>port {port} on {address} is in use: choose another port</source>
        <translation>Port {port} auf {address} ist belegt: wähle einen anderen Port</translation>
    </message>
    <message>
        <source>{address} is not an address of this computer: give one of its addresses, e.g. {example}</source>
        <translation>{address} ist keine Adresse dieses Computers: gib eine seiner Adressen an, z. B. {example}</translation>
    </message>
    <message>
        <source>port {port} may not be used without an administrator&apos;s rights: choose one above 1023</source>
        <translation>Port {port} darf nur mit Administratorrechten genutzt werden: wähle einen über 1023</translation>
    </message>
    <message>
        <source>the table cannot start on {place}: {why}</source>
        <translation>der Tisch kann nicht auf {place} starten: {why}</translation>
    </message>
    <message>
        <source>{what}: {total} among the players (the box has {supply})</source>
        <translation>{what}: {total} bei allen Spielern (die Schachtel hat {supply})</translation>
    </message>
    <message>
        <source>{item} is {name}&apos;s</source>
        <translation>{item} gehört {name}</translation>
    </message>
    <message>
        <source>{item} was {name}&apos;s in scoring {round}</source>
        <translation>{item} gehörte in Wertung {round} {name}</translation>
    </message>
    <message>
        <source>{item} was listed in scoring {round} and stays listed</source>
        <translation>{item} stand in Wertung {round} und bleibt stehen</translation>
    </message>
    <message>
        <source>{now} is below the {before} of scoring {round}: it never falls</source>
        <translation>{now} liegt unter den {before} von Wertung {round}: der Wert sinkt nie</translation>
    </message>
    <message>
        <source>{what}: {gained} more since scoring {round}, when the box held only {left} more</source>
        <translation>{what}: {gained} mehr seit Wertung {round}, als die Schachtel nur noch {left} hatte</translation>
    </message>
    <message>
        <source>a gain before scoring {round}, but scoring {due} is the next</source>
        <translation>ein Gewinn vor Wertung {round}, aber Wertung {due} ist die nächste</translation>
    </message>
    <message>
        <source>a gain before scoring {round} after one before scoring {before}</source>
        <translation>ein Gewinn vor Wertung {round} nach einem vor Wertung {before}</translation>
    </message>
    <message>
        <source>{points} points are no gain before scoring {round} (one of {amounts})</source>
        <translation>{points} Punkte sind kein Gewinn vor Wertung {round} (einer von {amounts})</translation>
    </message>
    <message>
        <source>{value} animal points (the box has {high} animals)</source>
        <translation>{value} Tierpunkte (die Schachtel hat {high} Tiere)</translation>
    </message>
    <message>
        <source>{value} black falcons (the box has {high})</source>
        <translation>{value} schwarze Falken (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>{value} brown falcons (the box has {high})</source>
        <translation>{value} braune Falken (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>{value} white falcons (the box has {high})</source>
        <translation>{value} weiße Falken (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>the {type} project</source>
        <translation>das {type}-Projekt</translation>
    </message>
    <message>
        <source>{count} players completed the {type} project (at most {most} with {players} players)</source>
        <translation>{count} Spieler haben das {type}-Projekt vollendet (höchstens {most} bei {players} Spielern)</translation>
    </message>
    <message>
        <source>the {type} semi-building</source>
        <translation>das halbe Gebäude {type}</translation>
    </message>
    <message>
        <source>all {count} plazas are in the game already</source>
        <translation>alle {count} Plätze sind schon im Spiel</translation>
    </message>
    <message>
        <source>more than the {count} plazas of the game</source>
        <translation>mehr als die {count} Plätze des Spiels</translation>
    </message>
    <message>
        <source>type z and the plaza&apos;s walls, e.g. zne</source>
        <translation>tippe z und die Mauern des Platzes, z. B. zne</translation>
    </message>
    <message>
        <source>{value} {type} projects (the box has {high})</source>
        <translation>{value} Projekte {type} (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>{fruits} fruits on completed groups and face down among the players (the box has {most})</source>
        <translation>{fruits} Früchte auf vollendeten Gruppen und verdeckt bei allen Spielern (die Schachtel hat {most})</translation>
    </message>
    <message>
        <source>{value} watchtowers (the box has {high})</source>
        <translation>{value} Wachtürme (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>{towers} watchtowers in a longest wall of {wall}</source>
        <translation>{towers} Wachtürme in einer längsten Mauer von {wall}</translation>
    </message>
    <message>
        <source>all {count} bathhouses are in the game already</source>
        <translation>alle {count} Badehäuser sind schon im Spiel</translation>
    </message>
    <message>
        <source>a bathhouse has no walls</source>
        <translation>ein Badehaus hat keine Mauern</translation>
    </message>
    <message>
        <source>type x alone for a bathhouse</source>
        <translation>für ein Badehaus nur x tippen</translation>
    </message>
    <message>
        <source>every well of value {value} is in the game already (the box has {count})</source>
        <translation>jeder Brunnen mit Wert {value} ist schon im Spiel (die Schachtel hat {count})</translation>
    </message>
    <message>
        <source>a well has no walls</source>
        <translation>ein Brunnen hat keine Mauern</translation>
    </message>
    <message>
        <source>type w and the well&apos;s value, e.g. w5</source>
        <translation>w und den Wert des Brunnens tippen, z. B. w5</translation>
    </message>
    <message>
        <source>well points {points}, but no well stands in the city</source>
        <translation>Brunnenpunkte {points}, aber in der Stadt steht kein Brunnen</translation>
    </message>
    <message>
        <source>{points} is no sum of the box&apos;s wells ({values})</source>
        <translation>{points} ist keine Summe der Brunnen der Schachtel ({values})</translation>
    </message>
    <message>
        <source>{points} is no sum of the wells in the city ({values})</source>
        <translation>{points} ist keine Summe der Brunnen in der Stadt ({values})</translation>
    </message>
    <message>
        <source>there is no well of value {value} (the wells: {values})</source>
        <translation>es gibt keinen Brunnen mit Wert {value} (die Brunnen: {values})</translation>
    </message>
    <message>
        <source>a third {type} extension (the box has {count})</source>
        <translation>ein dritter Anbau {type} (die Schachtel hat {count})</translation>
    </message>
    <message>
        <source>{number} {type} extensions on {count} {type} buildings</source>
        <translation>{number} Anbauten {type} auf {count} Gebäuden {type}</translation>
    </message>
    <message>
        <source>an object of the extensions per type</source>
        <translation>ein Objekt der Anbauten je Art</translation>
    </message>
    <message>
        <source>an extension goes on a building</source>
        <translation>ein Anbau kommt auf ein Gebäude</translation>
    </message>
    <message>
        <source>{tile} has an extension already</source>
        <translation>{tile} hat schon einen Anbau</translation>
    </message>
    <message>
        <source>{tile} has no extension</source>
        <translation>{tile} hat keinen Anbau</translation>
    </message>
    <message>
        <source>a building site cannot hold an extension</source>
        <translation>eine Baustelle kann keinen Anbau tragen</translation>
    </message>
    <message>
        <source>both {type} extensions are in use</source>
        <translation>beide Anbauten {type} sind im Spiel</translation>
    </message>
    <message>
        <source>type magical {type} {price} with its {count} walls as it lies, e.g. {example}</source>
        <translation>das magische Plättchen {type} {price} mit seinen {count} Mauern so eingeben, wie es liegt, z. B. {example}</translation>
    </message>
    <message>
        <source>type a magical tile as a tile, e.g. g13nes</source>
        <translation>tippe ein magisches Plättchen wie ein Plättchen, z. B. g13nes</translation>
    </message>
    <message>
        <source>{type} {price} is no magical tile</source>
        <translation>{type} {price} ist kein magisches Plättchen</translation>
    </message>
    <message>
        <source>magical {type} {price} has {count} walls, not {given}</source>
        <translation>das magische Gebäude {type} {price} hat {count} Mauern, nicht {given}</translation>
    </message>
    <message>
        <source>&quot;turn&quot; on a tile that is not magical</source>
        <translation>„turn“ auf einem Plättchen, das nicht magisch ist</translation>
    </message>
    <message>
        <source>a second magical {type} {price} (the box has one)</source>
        <translation>ein zweites magisches Gebäude {type} {price} (die Schachtel hat eines)</translation>
    </message>
    <message>
        <source>all {count} {type} grounds are in the game</source>
        <translation>alle {count} Bauplätze {type} sind im Spiel</translation>
    </message>
    <message>
        <source>more than the {count} {type} grounds of the game</source>
        <translation>mehr als die {count} Bauplätze {type} des Spiels</translation>
    </message>
    <message>
        <source>type u, the type&apos;s letter and any walled sides, e.g. ug or ugs</source>
        <translation>tippe u, den Buchstaben der Art und die Mauerseiten, z. B. ug oder ugs</translation>
    </message>
    <message>
        <source>the new-market {type} is in the game already</source>
        <translation>{type} des neuen Bauhofs ist schon im Spiel</translation>
    </message>
    <message>
        <source>a second new-market {type} (the board has one a type)</source>
        <translation>ein zweites Plättchen {type} des neuen Bauhofs (der Plan hat eines je Art)</translation>
    </message>
    <message>
        <source>type n, the type&apos;s letter and any walled sides, e.g. nt or nts</source>
        <translation>tippe n, den Buchstaben der Art und die Mauerseiten, z. B. nt oder nts</translation>
    </message>
    <message>
        <source>{number} buildings without a servant, but {count} buildings in all</source>
        <translation>{number} Gebäude ohne Diener, aber insgesamt {count} Gebäude</translation>
    </message>
    <message>
        <source>a servant goes on one of the player&apos;s own buildings</source>
        <translation>ein Diener kommt auf ein eigenes Gebäude des Spielers</translation>
    </message>
    <message>
        <source>{tile} has a servant already</source>
        <translation>{tile} hat schon einen Diener</translation>
    </message>
    <message>
        <source>{tile} has no servant</source>
        <translation>{tile} hat keinen Diener</translation>
    </message>
    <message>
        <source>a building site holds no servant</source>
        <translation>auf einer Baustelle steht kein Diener</translation>
    </message>
    <message>
        <source>{value} pips (3 black dice show at most {high})</source>
        <translation>{value} Augen (3 schwarze Würfel zeigen höchstens {high})</translation>
    </message>
    <message>
        <source>the players&apos; pips need {needed} black dice (the box has {dice})</source>
        <translation>die Augen der Spieler brauchen {needed} schwarze Würfel (die Schachtel hat {dice})</translation>
    </message>
    <message>
        <source>a second longest wall of {second} is longer than the longest, {wall}</source>
        <translation>eine zweitlängste Mauer von {second} ist länger als die längste, {wall}</translation>
    </message>
    <message>
        <source>more than the {count} {type} land tiles of the box</source>
        <translation>mehr als die {count} Landplättchen {type} der Schachtel</translation>
    </message>
    <message>
        <source>{points} points a guard in scoring {round}, fewer than the {before} of scoring {earlier}</source>
        <translation>{points} Punkte je Wächter in Wertung {round}, weniger als die {before} der Wertung {earlier}</translation>
    </message>
    <message>
        <source>an object with &quot;guard_points&quot;</source>
        <translation>ein Objekt mit &quot;guard_points&quot;</translation>
    </message>
    <message>
        <source>is not a field of The Red Palace (guard_points)</source>
        <translation>ist kein Feld des Roten Palasts (guard_points)</translation>
    </message>
    <message>
        <source>all {count} {type} land tiles are in the game already</source>
        <translation>alle {count} Landplättchen {type} sind schon im Spiel</translation>
    </message>
    <message>
        <source>{value} guards (the box has {high})</source>
        <translation>{value} Wächter (die Schachtel hat {high})</translation>
    </message>
    <message>
        <source>the {type} half-building</source>
        <translation>die Gebäudehälfte {type}</translation>
    </message>
    <message>
        <source>{guards} guards on a longest wall of {wall}</source>
        <translation>{guards} Wächter auf einer längsten Mauer von {wall}</translation>
    </message>
    <message>
        <source>points per guard are {low} to {high}</source>
        <translation>Punkte je Wächter sind {low} bis {high}</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}.</translation>
    </message>
    <message>
        <source>players can be added or taken out only before the first scoring is recorded</source>
        <translation>Spieler können nur hinzukommen oder ausscheiden, bevor die erste Wertung eingetragen ist</translation>
    </message>
</context>
<context>
    <name>AttacksPanel</name>
    <message>
        <source>Scoring %1:</source>
        <translation>Wertung %1:</translation>
    </message>
    <message>
        <source>Attack card of scoring %1</source>
        <translation>Angriffskarte der %1. Wertung</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>nicht gezogen</translation>
    </message>
    <message>
        <source>After each scoring an attack card comes up: the city tiles open to it cost points (shown in red on the city).</source>
        <translation>Nach jeder Wertung kommt eine Angriffskarte: die dorthin ungeschützten Plättchen kosten Punkte (rot in der Stadt gezeigt).</translation>
    </message>
</context>
<context>
    <name>BonusCardsPanel</name>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Holder of the bonus card %1</source>
        <translation>Besitzer der Bonuskarte %1</translation>
    </message>
    <message>
        <source>counts (typed as built)</source>
        <translation>zählt (als gebaut eingegeben)</translation>
    </message>
    <message>
        <source>not typed as built in %1&apos;s city</source>
        <translation>in der Stadt von %1 nicht als gebaut eingegeben</translation>
    </message>
    <message>
        <source>tile not in %1&apos;s city</source>
        <translation>Plättchen nicht in der Stadt von %1</translation>
    </message>
    <message>
        <source>a building site: does not count yet</source>
        <translation>eine Baustelle: zählt noch nicht</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>zählt</translation>
    </message>
</context>
<context>
    <name>BuildingType</name>
    <message>
        <source>Pavilion</source>
        <translation>Pavillon</translation>
    </message>
    <message>
        <source>Seraglio</source>
        <translation>Serail</translation>
    </message>
    <message>
        <source>Arcades</source>
        <translation>Arkaden</translation>
    </message>
    <message>
        <source>Chambers</source>
        <translation>Gemächer</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>Badehaus</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Hostel</source>
        <translation>Herberge</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Hospital</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Residential area</source>
        <translation>Wohnviertel</translation>
    </message>
    <message>
        <source>P</source>
        <translation>Pav</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ser</translation>
    </message>
    <message>
        <source>A</source>
        <translation>Ark</translation>
    </message>
    <message>
        <source>C</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>G</source>
        <translation>Gar</translation>
    </message>
    <message>
        <source>T</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Ar</source>
        <translation>Are</translation>
    </message>
    <message>
        <source>Ba</source>
        <translation>Bad</translation>
    </message>
    <message>
        <source>Li</source>
        <translation>Bib</translation>
    </message>
    <message>
        <source>Ho</source>
        <translation>Her</translation>
    </message>
    <message>
        <source>Hp</source>
        <translation>Hos</translation>
    </message>
    <message>
        <source>Ma</source>
        <translation>Mkt</translation>
    </message>
    <message>
        <source>Pa</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>Sc</source>
        <translation>Sch</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Woh</translation>
    </message>
</context>
<context>
    <name>CharactersPanel</name>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>The Wise Man:</source>
        <translation>Der Weise:</translation>
    </message>
    <message>
        <source>names</source>
        <translation>wählt</translation>
    </message>
    <message>
        <source>The City Watch:</source>
        <translation>Die Stadtwache:</translation>
    </message>
</context>
<context>
    <name>CityCard</name>
    <message>
        <source>Open %1&apos;s city</source>
        <translation>Stadt von %1 öffnen</translation>
    </message>
</context>
<context>
    <name>CityEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>Trotzdem ausführen</translation>
    </message>
    <message>
        <source>Place anyway</source>
        <translation>Trotzdem platzieren</translation>
    </message>
    <message>
        <source>Swap anyway</source>
        <translation>Trotzdem tauschen</translation>
    </message>
    <message>
        <source>Move anyway</source>
        <translation>Trotzdem verschieben</translation>
    </message>
    <message>
        <source>Remove anyway</source>
        <translation>Trotzdem entfernen</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1 ist bereits %2.</translation>
    </message>
</context>
<context>
    <name>CityPage</name>
    <message>
        <source>Place anyway</source>
        <translation>Trotzdem platzieren</translation>
    </message>
    <message>
        <source>Do it although it breaks the building rules; the city then shows the problem in red until it is fixed</source>
        <translation>Trotz Verstoß gegen die Bauregeln ausführen; die Stadt zeigt das Problem dann rot an, bis es behoben ist</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Diese Meldung ausblenden</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n Gebäude</numerusform>
            <numerusform>%n Gebäude</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building site(s)</source>
        <translation>
            <numerusform>%n Baustelle</numerusform>
            <numerusform>%n Baustellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of the modules</source>
        <translation>
            <numerusform>%n Modulteil</numerusform>
            <numerusform>%n Modulteile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CityTabs</name>
    <message>
        <source>All cities</source>
        <translation>Alle Städte</translation>
    </message>
</context>
<context>
    <name>CityView</name>
    <message>
        <source>Move to the reserve</source>
        <translation>In die Reserve legen</translation>
    </message>
</context>
<context>
    <name>CodeKeys</name>
    <message>
        <source>Enter builds it here, Esc clears the code; it also clears after each try.</source>
        <translation>Eingabe baut es hier, Esc löscht den Code; er wird auch nach jedem Versuch gelöscht.</translation>
    </message>
    <message>
        <source>There is no tile under the cursor to move to the reserve.</source>
        <translation>Unter dem Cursor liegt kein Plättchen, das in die Reserve gelegt werden kann.</translation>
    </message>
</context>
<context>
    <name>CountsEdits</name>
    <message>
        <source>Score %1 from typed counts</source>
        <translation>%1 nach eingegebenen Anzahlen werten</translation>
    </message>
    <message>
        <source>Score %1 from the digitised city</source>
        <translation>%1 nach der digitalisierten Stadt werten</translation>
    </message>
    <message>
        <source>Take %1&apos;s counts from the digitised city</source>
        <translation>Anzahlen von %1 aus der digitalisierten Stadt übernehmen</translation>
    </message>
    <message>
        <source>Type %1&apos;s count of %2: %3</source>
        <translation>Anzahl %2 von %1 eingeben: %3</translation>
    </message>
    <message>
        <source>Type %1&apos;s longest moat: %2</source>
        <translation>Längsten Graben von %1 eingeben: %2</translation>
    </message>
    <message>
        <source>Type %1&apos;s longest wall: %2</source>
        <translation>Längste Mauer von %1 eingeben: %2</translation>
    </message>
    <message>
        <source>Type %1&apos;s highest %2: %3</source>
        <translation>Höchsten Wert %2 von %1 eingeben: %3</translation>
    </message>
</context>
<context>
    <name>CountsForm</name>
    <message>
        <source>Type the counts instead</source>
        <translation>Stattdessen Anzahlen eingeben</translation>
    </message>
    <message>
        <source>Score this player from typed numbers: the buildings per type and the longest wall, as a scoring app does. The digitised city is kept.</source>
        <translation>Diesen Spieler nach eingegebenen Zahlen werten: die Gebäude je Typ und die längste Mauer, wie in einer Wertungs-App. Die digitalisierte Stadt bleibt erhalten.</translation>
    </message>
    <message>
        <source>Take the counts from the city</source>
        <translation>Anzahlen aus der Stadt übernehmen</translation>
    </message>
    <message>
        <source>Type over these numbers what the digitised city counts</source>
        <translation>Diese Zahlen mit den Anzahlen der digitalisierten Stadt überschreiben</translation>
    </message>
    <message>
        <source>Digitise the city instead</source>
        <translation>Stattdessen Stadt digitalisieren</translation>
    </message>
    <message>
        <source>Score this player from the digitised city again; these numbers are kept</source>
        <translation>Diesen Spieler wieder nach der digitalisierten Stadt werten; diese Zahlen bleiben erhalten</translation>
    </message>
    <message>
        <source>Longest moat</source>
        <translation>Längster Graben</translation>
    </message>
    <message>
        <source>Longest wall</source>
        <translation>Längste Mauer</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>höchster</translation>
    </message>
    <message>
        <source>Highest value of %1</source>
        <translation>Höchster Wert bei %1</translation>
    </message>
    <message>
        <source>The highest value among the %1 faces: it decides between equal counts</source>
        <translation>Der höchste Wert der Plättchen vom Typ %1: Er entscheidet bei gleicher Anzahl</translation>
    </message>
    <message>
        <source>%1: %2 is out of range (%3 to %4), so it stays %5.</source>
        <translation>%1: %2 liegt außerhalb des Bereichs (%3 bis %4), es bleibt bei %5.</translation>
    </message>
    <message>
        <source>%1 is scored from typed counts: the digitised city is kept as it was. Choose “Digitise the city instead” to build in it.</source>
        <translation>%1 wird nach eingegebenen Anzahlen gewertet: Die digitalisierte Stadt bleibt unverändert. „Stattdessen Stadt digitalisieren“ wählen, um darin zu bauen.</translation>
    </message>
    <message>
        <source>%1&apos;s counts — scored instead of the city</source>
        <translation>Anzahlen von %1 – statt der Stadt gewertet</translation>
    </message>
    <message>
        <source>Type what the table counts in the city: the tiles of each type with the highest value among them, and the longest outer moat. They are scored exactly as a city with these counts.</source>
        <translation>Eingeben, was am Tisch in der Stadt gezählt wird: die Plättchen jedes Typs mit ihrem höchsten Wert und den längsten zusammenhängenden Graben. Gewertet wird genau wie eine Stadt mit diesen Anzahlen.</translation>
    </message>
    <message>
        <source>Type what the table counts in the city: the finished buildings of each type and the longest outer wall. They are scored exactly as a city with these counts.</source>
        <translation>Eingeben, was am Tisch in der Stadt gezählt wird: die fertigen Gebäude jedes Typs und die längste zusammenhängende Außenmauer. Gewertet wird genau wie eine Stadt mit diesen Anzahlen.</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s) (typed)</source>
        <translation>
            <numerusform>%n Gebäude (eingegeben)</numerusform>
            <numerusform>%n Gebäude (eingegeben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The digitised city (%n tile(s)) is kept as it was and not scored.</source>
        <translation>
            <numerusform>Die digitalisierte Stadt (%n Plättchen) bleibt unverändert und wird nicht gewertet.</numerusform>
            <numerusform>Die digitalisierte Stadt (%n Plättchen) bleibt unverändert und wird nicht gewertet.</numerusform>
        </translation>
    </message>
    <message>
        <source>No city was digitised: these numbers are what scores.</source>
        <translation>Es wurde keine Stadt digitalisiert: Gewertet werden diese Zahlen.</translation>
    </message>
</context>
<context>
    <name>CountsSummary</name>
    <message>
        <source>Scored from typed counts: buildings per type</source>
        <translation>Nach eingegebenen Anzahlen gewertet: Gebäude je Typ</translation>
    </message>
</context>
<context>
    <name>DirkPicker</name>
    <message>
        <source>Give Dirk tiles</source>
        <translation>Dirk Plättchen geben</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Edit</name>
    <message>
        <source>Move {tile} from ({x}, {y}) to {name}&apos;s reserve</source>
        <translation>{tile} von ({x}, {y}) in die Reserve von {name} legen</translation>
    </message>
    <message>
        <source>Place {tile} at ({x}, {y}) in {name}&apos;s city</source>
        <translation>{tile} bei ({x}, {y}) in der Stadt von {name} platzieren</translation>
    </message>
    <message>
        <source>Swap {tile} into ({x}, {y}) in {name}&apos;s city</source>
        <translation>{tile} bei ({x}, {y}) in der Stadt von {name} eintauschen</translation>
    </message>
    <message>
        <source>Return {tile} to the bag</source>
        <translation>{tile} in den Beutel zurücklegen</translation>
    </message>
    <message>
        <source>Put {tile} into {name}&apos;s reserve</source>
        <translation>{tile} in die Reserve von {name} legen</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Games</source>
        <translation>Spiele exportieren</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message numerus="yes">
        <source>The %n selected game(s)</source>
        <translation>
            <numerusform>Das ausgewählte Spiel</numerusform>
            <numerusform>Die %n ausgewählten Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every game in the history (%n)</source>
        <translation>
            <numerusform>Jedes Spiel der Chronik (%n)</numerusform>
            <numerusform>Jedes Spiel der Chronik (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>As:</source>
        <translation>Als:</translation>
    </message>
    <message>
        <source>A BG Stats play file (JSON)</source>
        <translation>BG-Stats-Partiedatei (JSON)</translation>
    </message>
    <message>
        <source>A spreadsheet (CSV)</source>
        <translation>Tabelle (CSV)</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>Alhambra</source>
        <translation>Alhambra</translation>
    </message>
</context>
<context>
    <name>FirstStartHint</name>
    <message>
        <source>New here? Help ▸ Keys and codes (%1) lists the tile codes and the keys.</source>
        <translation>Neu hier? Hilfe ▸ Tasten und Codes (%1) listet die Plättchencodes und die Tasten auf.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Hide this hint</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Settings that could not be read were set aside and their defaults used: %1.</source>
        <translation>Einstellungen, die nicht gelesen werden konnten, wurden beiseitegelegt und ihre Vorgaben benutzt: %1.</translation>
    </message>
    <message>
        <source>The autosaved game cannot be read: %1</source>
        <translation>Das automatisch gesicherte Spiel kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Restore the game?</source>
        <translation>Spiel wiederherstellen?</translation>
    </message>
    <message>
        <source>the autosaved game</source>
        <translation>das automatisch gesicherte Spiel</translation>
    </message>
    <message>
        <source>the sample game</source>
        <translation>das Beispielspiel</translation>
    </message>
    <message>
        <source>an untitled game</source>
        <translation>ein unbenanntes Spiel</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Alhambra did not close properly last time. Restore the changes that were autosaved?

Game: %1
Players: %2
Autosaved: %3

The game comes back as it was; the steps that led to it cannot be undone.</source>
        <translation>Alhambra wurde beim letzten Mal nicht richtig beendet. Die automatisch gesicherten Änderungen wiederherstellen?

Spiel: %1
Spieler: %2
Gesichert: %3

Das Spiel kommt so zurück, wie es war; die Schritte dorthin lassen sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>the last game</source>
        <translation>das letzte Spiel</translation>
    </message>
    <message>
        <source>Open it again?</source>
        <translation>Erneut öffnen?</translation>
    </message>
    <message>
        <source>Alhambra stopped while opening %1 last time. Retry opens it again; Ignore opens the sample game; Discard starts an empty game.</source>
        <translation>Alhambra brach beim letzten Mal ab, als %1 geöffnet wurde. „Wiederholen“ öffnet es erneut, „Ignorieren“ öffnet das Beispielspiel, „Verwerfen“ beginnt ein leeres Spiel.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>an empty game</source>
        <translation>ein leeres Spiel</translation>
    </message>
    <message>
        <source>a sample game</source>
        <translation>ein Beispielspiel</translation>
    </message>
    <message>
        <source>The last game cannot be read: %1</source>
        <translation>Das letzte Spiel kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The game&apos;s file %1 cannot be reached: the game is opened without it (File ▸ Save As keeps it).</source>
        <translation>Die Datei %1 des Spiels ist nicht erreichbar: Das Spiel wird ohne sie geöffnet (mit Datei ▸ Speichern unter bleibt es erhalten).</translation>
    </message>
    <message>
        <source>File Changed Elsewhere</source>
        <translation>Datei anderswo geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since it was opened here. Save this game over it and lose those changes? (File ▸ Save As… keeps both.)</source>
        <translation>%1 wurde seit dem Öffnen hier von einem anderen Fenster oder Programm geändert. Dieses Spiel darüber speichern und jene Änderungen verlieren? (Mit Datei ▸ Speichern unter … bleibt beides erhalten.)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 enthält ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Autosave failed: %1. Your changes are not protected against a crash until you save.</source>
        <translation>Automatisches Sichern fehlgeschlagen: %1. Bis zum Speichern sind die Änderungen nicht gegen einen Absturz geschützt.</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history cannot be used: %1</source>
        <translation>Die Chronik kann nicht verwendet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from the history</source>
        <translation>
            <numerusform>Ein Spiel aus der Chronik löschen</numerusform>
            <numerusform>%n Spiele aus der Chronik löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 zusammenführen</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Untitled game</source>
        <translation>Unbenanntes Spiel</translation>
    </message>
    <message>
        <source>Sample game</source>
        <translation>Beispielspiel</translation>
    </message>
    <message>
        <source>Place %1 at (%2, %3) in %4&apos;s city</source>
        <translation>%1 bei (%2, %3) in der Stadt von %4 platzieren</translation>
    </message>
    <message>
        <source>Place %1 anyway at (%2, %3) in %4&apos;s city</source>
        <translation>%1 trotzdem bei (%2, %3) in der Stadt von %4 platzieren</translation>
    </message>
    <message>
        <source>Put %1 into %2&apos;s reserve</source>
        <translation>%1 in die Reserve von %2 legen</translation>
    </message>
    <message>
        <source>Move %1 from (%2, %3) to %4&apos;s reserve</source>
        <translation>%1 von (%2, %3) in die Reserve von %4 legen</translation>
    </message>
    <message>
        <source>Swap %1 into (%2, %3) in %4&apos;s city</source>
        <translation>%1 bei (%2, %3) in der Stadt von %4 eintauschen</translation>
    </message>
    <message>
        <source>Move %1 from (%2, %3) to (%4, %5) in %6&apos;s city</source>
        <translation>%1 von (%2, %3) nach (%4, %5) in der Stadt von %6 verschieben</translation>
    </message>
    <message>
        <source>Return %1 to the bag</source>
        <translation>%1 in den Beutel zurücklegen</translation>
    </message>
    <message>
        <source>Give %1 to Dirk</source>
        <translation>%1 an Dirk geben</translation>
    </message>
    <message>
        <source>Bring Dirk into the game</source>
        <translation>Dirk ins Spiel nehmen</translation>
    </message>
    <message>
        <source>Take Dirk out of the game</source>
        <translation>Dirk aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>Record scoring %1</source>
        <translation>Wertung %1 eintragen</translation>
    </message>
    <message>
        <source>Record the step %1</source>
        <translation>Den Schritt %1 eintragen</translation>
    </message>
    <message>
        <source>Enter the players&apos; money</source>
        <translation>Geld der Spieler eingeben</translation>
    </message>
    <message>
        <source>Hand out the market tiles</source>
        <translation>Plättchen des Bauhofs verteilen</translation>
    </message>
</context>
<context>
    <name>GameViewer</name>
    <message>
        <source>%1, %2 (read-only)</source>
        <translation>%1, %2 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Won by %1.</source>
        <translation>Gewonnen von %1.</translation>
    </message>
    <message>
        <source>Modules: %1.</source>
        <translation>Module: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) long.</source>
        <translation>
            <numerusform>Eine Minute lang.</numerusform>
            <numerusform>%n Minuten lang.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>GuardPointsPanel</name>
    <message>
        <source>Points per guard:</source>
        <translation>Punkte je Wächter:</translation>
    </message>
    <message>
        <source>Scoring %1</source>
        <translation>Wertung %1</translation>
    </message>
    <message>
        <source>The number under the placement tile of the rightmost guard, never lower than at the scoring before.</source>
        <translation>Die Zahl unter dem Platzierungsplättchen des Wächters ganz rechts, nie niedriger als bei der Wertung davor.</translation>
    </message>
    <message>
        <source>Points per guard in scoring %1</source>
        <translation>Punkte je Wächter in Wertung %1</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>The game is in the history (Game ▸ History).</source>
        <translation>Das Spiel ist in der Chronik (Spiel ▸ Chronik).</translation>
    </message>
    <message>
        <source>Import Games into History</source>
        <translation>Spiele in die Chronik importieren</translation>
    </message>
    <message>
        <source>Importing games into the history…</source>
        <translation>Spiele werden in die Chronik importiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the history.</source>
        <translation>
            <numerusform>Ein Spiel in die Chronik aufgenommen.</numerusform>
            <numerusform>%n Spiele in die Chronik aufgenommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in it already.</source>
        <translation>
            <numerusform>Ein Spiel war schon darin.</numerusform>
            <numerusform>%n Spiele waren schon darin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n file(s) not read.</source>
        <translation>
            <numerusform>Abgebrochen: eine Datei nicht gelesen.</numerusform>
            <numerusform>Abgebrochen: %n Dateien nicht gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Abgelehnt:</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>Any modules</source>
        <translation>Alle Module</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Module:</source>
        <translation>Modul:</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Open as &amp;Copy</source>
        <translation>Als &amp;Kopie öffnen</translation>
    </message>
    <message>
        <source>&amp;Log Play in BG Stats…</source>
        <translation>Partie in BG Stats &amp;eintragen …</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>Ein Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted from the history; Undo brings them back.</source>
        <translation>
            <numerusform>Ein Spiel aus der Chronik gelöscht; Rückgängig holt es zurück.</numerusform>
            <numerusform>%n Spiele aus der Chronik gelöscht; Rückgängig holt sie zurück.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite Phones</source>
        <translation>Handys einladen</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (nur dieser Computer)</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>&amp;Start the Table</source>
        <translation>Tisch &amp;starten</translation>
    </message>
    <message>
        <source>Phones at the table:</source>
        <translation>Handys am Tisch:</translation>
    </message>
    <message>
        <source>&amp;Disconnect Phone</source>
        <translation>Handy &amp;abmelden</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>&amp;Neuer Code</translation>
    </message>
    <message>
        <source>S&amp;top the Table</source>
        <translation>Tisch &amp;beenden</translation>
    </message>
    <message>
        <source>Every player joins this game from their phone: they photograph and confirm their own city, and see the scores. Choose the network the phones are on, then start.</source>
        <translation>Jeder Spieler tritt diesem Spiel mit seinem Handy bei: Er fotografiert und bestätigt die eigene Stadt und sieht die Punkte. Wähle das Netzwerk, in dem die Handys sind, und starte dann.</translation>
    </message>
    <message numerus="yes">
        <source>Each player scans the code with their phone&apos;s camera, or opens the address and types the code. A code lets one phone in and is good for %n minute(s); the next phone gets the next code.</source>
        <translation>
            <numerusform>Jeder Spieler scannt den Code mit der Kamera seines Handys oder öffnet die Adresse und gibt den Code ein. Ein Code lässt ein Handy herein und gilt eine Minute; das nächste Handy bekommt den nächsten Code.</numerusform>
            <numerusform>Jeder Spieler scannt den Code mit der Kamera seines Handys oder öffnet die Adresse und gibt den Code ein. Ein Code lässt ein Handy herein und gilt %n Minuten; das nächste Handy bekommt den nächsten Code.</numerusform>
        </translation>
    </message>
    <message>
        <source>no seat yet</source>
        <translation>noch kein Platz</translation>
    </message>
    <message>
        <source>Phone %1 · %2 · %3</source>
        <translation>Handy %1 · %2 · %3</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>No phone has joined yet.</source>
        <translation>Noch ist kein Handy beigetreten.</translation>
    </message>
    <message>
        <source>%1 is in %2&apos;s city, and %3&apos;s phone confirmed it too: they check together.</source>
        <translation>%1 liegt in der Stadt von %2, und das Handy von %3 hat es auch bestätigt: Beide prüfen es zusammen.</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <source>Keys and codes</source>
        <translation>Tasten und Codes</translation>
    </message>
    <message>
        <source>Tile codes (%1)</source>
        <translation>Plättchencodes (%1)</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>The codes, and the line under each tile in Tiles, name the sides by their English letters:</source>
        <translation>Die Codes und die Zeile unter jedem Plättchen in „Plättchen“ nennen die Seiten mit ihren englischen Buchstaben:</translation>
    </message>
    <message>
        <source>Keys in the city</source>
        <translation>Tasten in der Stadt</translation>
    </message>
    <message>
        <source>Codes of the modules&apos; pieces</source>
        <translation>Codes der Teile der Module</translation>
    </message>
    <message>
        <source>The modules&apos; pieces are typed like tiles: the module&apos;s letter first, then what describes the piece as printed.</source>
        <translation>Die Teile der Module werden wie Plättchen getippt: zuerst der Buchstabe des Moduls, dann, was das Teil so beschreibt, wie es gedruckt ist.</translation>
    </message>
    <message>
        <source>Keys of the expansion modules (on the tile under the cursor)</source>
        <translation>Tasten der Erweiterungsmodule (auf dem Plättchen unter dem Cursor)</translation>
    </message>
    <message>
        <source>The mouse</source>
        <translation>Die Maus</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Go to Player</source>
        <translation>Zu &amp;Spieler wechseln</translation>
    </message>
    <message>
        <source>All cities</source>
        <translation>Alle Städte</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>%1 %2
A table companion for Alhambra and Granada: digitise the cities, check every placement, find the longest wall and run the scorings.</source>
        <translation>%1 %2
Ein Begleiter am Spieltisch für Alhambra und Granada: Städte digitalisieren, jede Platzierung prüfen, die längste Mauer finden und die Wertungen durchführen.</translation>
    </message>
</context>
<context>
    <name>MissionsPanel</name>
    <message>
        <source>The mission tiles in play pay the final scoring; their points selected in the scoreboard show on the city what they count.</source>
        <translation>Die Auftragsplättchen im Spiel zählen in der Schlusswertung; ihre Punkte in der Punktetafel ausgewählt zeigen in der Stadt, was sie zählen.</translation>
    </message>
</context>
<context>
    <name>MoatRow</name>
    <message>
        <source>Moats of the next face:</source>
        <translation>Gräben des nächsten Plättchens:</translation>
    </message>
    <message>
        <source>Moat on the %1 side</source>
        <translation>Graben im %1</translation>
    </message>
</context>
<context>
    <name>Module</name>
    <message>
        <source>1: The Vizier&apos;s Favour</source>
        <translation>1: Die Gunst des Wesirs</translation>
    </message>
    <message>
        <source>2: The City Gates</source>
        <translation>2: Die Stadttore</translation>
    </message>
    <message>
        <source>3: The Thief&apos;s Turn</source>
        <translation>3: Die Diebeshand</translation>
    </message>
    <message>
        <source>4: The Treasure Chamber</source>
        <translation>4: Die Schatzkammer</translation>
    </message>
    <message>
        <source>5: Power of the Sultan</source>
        <translation>5: Die Macht des Sultans</translation>
    </message>
    <message>
        <source>6: The Falconers</source>
        <translation>6: Die Falkner</translation>
    </message>
    <message>
        <source>The Red Palace</source>
        <translation>Der Rote Palast</translation>
    </message>
    <message>
        <source>computed from the city</source>
        <translation>aus der Stadt berechnet</translation>
    </message>
    <message>
        <source>typed figures</source>
        <translation>getippte Werte</translation>
    </message>
    <message>
        <source>no scoring</source>
        <translation>keine Wertung</translation>
    </message>
    <message>
        <source>Family Box</source>
        <translation>Family Box</translation>
    </message>
    <message>
        <source>Mega Box</source>
        <translation>Mega Box</translation>
    </message>
    <message>
        <source>Designers&apos; Edition</source>
        <translation>Designer-Edition</translation>
    </message>
    <message>
        <source>Queenie</source>
        <translation>Queenie</translation>
    </message>
    <message>
        <source>The New Market</source>
        <translation>Der neue Markt</translation>
    </message>
    <message>
        <source>Fan modules</source>
        <translation>Fan-Module</translation>
    </message>
    <message>
        <source>Any other module</source>
        <translation>Sonstige Module</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {what}: {value}</source>
        <translation>{what} von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>Bonuskarten</translation>
    </message>
    <message>
        <source>A card showing a wall-less tile counts as one more building while that tile stands in its holder&apos;s city.</source>
        <translation>Eine Karte mit einem Plättchen ohne Mauern zählt als ein Gebäude mehr, solange dieses Plättchen in der Stadt ihres Besitzers steht.</translation>
    </message>
    <message>
        <source>Who holds which bonus card now?</source>
        <translation>Wer hat jetzt welche Bonuskarte?</translation>
    </message>
    <message>
        <source>the {count} bonus cards</source>
        <translation>die {count} Bonuskarten</translation>
    </message>
    <message>
        <source>bonus card {type} {price}: +1</source>
        <translation>Bonuskarte {type} {price}: +1</translation>
    </message>
    <message>
        <source>{type} {price} (bonus card) stands in the city</source>
        <translation>{type} {price} (Bonuskarte) steht in der Stadt</translation>
    </message>
    <message>
        <source>The bonus card counts one building more while its tile stands in its holder&apos;s city</source>
        <translation>Die Bonuskarte zählt ein Gebäude mehr, solange ihr Plättchen in der Stadt ihres Besitzers steht</translation>
    </message>
    <message>
        <source>Type {type} {price} as built in {name}&apos;s city</source>
        <translation>{type} {price} als gebaut in der Stadt von {name} eingeben</translation>
    </message>
    <message>
        <source>Type {type} {price} as not built in {name}&apos;s city</source>
        <translation>{type} {price} als nicht gebaut in der Stadt von {name} eingeben</translation>
    </message>
    <message>
        <source>Give {player} the bonus card {card}</source>
        <translation>{player} die Bonuskarte {card} geben</translation>
    </message>
    <message>
        <source>Take the bonus card {card} from {player}</source>
        <translation>{player} die Bonuskarte {card} abnehmen</translation>
    </message>
    <message>
        <source>Pass the bonus card {card} from {giver} to {taker}</source>
        <translation>Bonuskarte {card} von {giver} an {taker} weitergeben</translation>
    </message>
    <message>
        <source>Building sites</source>
        <translation>Baustellen</translation>
    </message>
    <message>
        <source>A tile bought at half price is a building site: it does not count as a building until it is finished.</source>
        <translation>Ein zum halben Preis gekauftes Plättchen ist eine Baustelle: Es zählt erst als Gebäude, wenn es fertiggestellt ist.</translation>
    </message>
    <message>
        <source>Are the building sites marked, and the finished ones cleared?</source>
        <translation>Sind die Baustellen markiert und bei fertigen die Markierung entfernt?</translation>
    </message>
    <message>
        <source>the building site markers</source>
        <translation>die Baustellenmarker</translation>
    </message>
    <message>
        <source>building sites do not count: −{count}</source>
        <translation>Baustellen zählen nicht: −{count}</translation>
    </message>
    <message>
        <source>Mark {tile} as a building site</source>
        <translation>{tile} als Baustelle markieren</translation>
    </message>
    <message>
        <source>Finish the building site {tile}</source>
        <translation>Baustelle {tile} fertigstellen</translation>
    </message>
    <message>
        <source>The Wise Man and the City Watch</source>
        <translation>Der Weise und die Stadtwache</translation>
    </message>
    <message>
        <source>The Wise Man adds half a building to a type of his holder&apos;s choice; the City Watch scores a third of its holder&apos;s longest wall.</source>
        <translation>Der Weise zählt ein halbes Gebäude zu einem Typ nach Wahl seines Besitzers; die Stadtwache bringt ein Drittel der längsten Mauer ihres Besitzers.</translation>
    </message>
    <message>
        <source>Who holds the Wise Man (and which type) and the City Watch now?</source>
        <translation>Wer hat jetzt den Weisen (und welchen Typ) und die Stadtwache?</translation>
    </message>
    <message>
        <source>City Watch</source>
        <translation>Stadtwache</translation>
    </message>
    <message>
        <source>the Wise Man and the City Watch cards</source>
        <translation>die Karten des Weisen und der Stadtwache</translation>
    </message>
    <message>
        <source>the Wise Man: +{amount}</source>
        <translation>der Weise: +{amount}</translation>
    </message>
    <message>
        <source>does not hold the City Watch</source>
        <translation>hat die Stadtwache nicht</translation>
    </message>
    <message>
        <source>City Watch: longest wall {wall} ÷ 3, rounded down = {points}</source>
        <translation>Stadtwache: längste Mauer {wall} ÷ 3, abgerundet = {points}</translation>
    </message>
    <message>
        <source>Hand out the Wise Man and the City Watch</source>
        <translation>Den Weisen und die Stadtwache vergeben</translation>
    </message>
    <message>
        <source>City gates</source>
        <translation>Stadttore</translation>
    </message>
    <message>
        <source>A gate on a double wall lets a tile join the city through it; gated tiles stay put.</source>
        <translation>Ein Tor in einer Doppelmauer verbindet ein Plättchen durch sie mit der Stadt; Plättchen an einem Tor bleiben liegen.</translation>
    </message>
    <message>
        <source>Is every gate entered on its edge?</source>
        <translation>Ist jedes Tor an seiner Kante eingetragen?</translation>
    </message>
    <message>
        <source>{count} city gates</source>
        <translation>{count} Stadttore</translation>
    </message>
    <message>
        <source>Put a gate on the {side} side of {tile}</source>
        <translation>Tor im {side} von {tile} setzen</translation>
    </message>
    <message>
        <source>Take the gate off the {side} side of {tile}</source>
        <translation>Tor im {side} von {tile} abnehmen</translation>
    </message>
    <message>
        <source>City walls</source>
        <translation>Die Mauern</translation>
    </message>
    <message>
        <source>Wall pieces added to open sides of a player&apos;s tiles count like printed walls.</source>
        <translation>Mauerteile an offenen Seiten der Plättchen eines Spielers zählen wie aufgedruckte Mauern.</translation>
    </message>
    <message>
        <source>Is every wall piece entered on its tile?</source>
        <translation>Ist jedes Mauerteil an seinem Plättchen eingetragen?</translation>
    </message>
    <message>
        <source>{count} wall pieces and their 8 cards</source>
        <translation>{count} Mauerteile und die 8 zugehörigen Karten</translation>
    </message>
    <message>
        <source>Add a wall piece to {tile} ({side})</source>
        <translation>Mauerteil an {tile} anlegen ({side})</translation>
    </message>
    <message>
        <source>Take the wall piece off {tile} ({side})</source>
        <translation>Mauerteil von {tile} abnehmen ({side})</translation>
    </message>
    <message>
        <source>New score cards</source>
        <translation>Neue Wertungskarten</translation>
    </message>
    <message>
        <source>Three cards, one per scoring, give the building types new values.</source>
        <translation>Drei Karten, eine je Wertung, geben den Gebäudetypen neue Werte.</translation>
    </message>
    <message>
        <source>Is this scoring&apos;s card the one entered?</source>
        <translation>Ist die Karte dieser Wertung richtig eingetragen?</translation>
    </message>
    <message>
        <source>draw 3 of the {count} new score cards, one for each scoring</source>
        <translation>3 der {count} neuen Wertungskarten ziehen, eine für jede Wertung</translation>
    </message>
    <message>
        <source>No new score card is entered for scoring {round}: it would count with the base values.</source>
        <translation>Für die {round}. Wertung ist keine neue Wertungskarte eingegeben: sie zählte mit den Grundwerten.</translation>
    </message>
    <message>
        <source>Choose the new score cards</source>
        <translation>Neue Wertungskarten wählen</translation>
    </message>
    <message>
        <source>Other points</source>
        <translation>Sonstige Punkte</translation>
    </message>
    <message>
        <source>Points with a label, entered per scoring, for any module the app does not count itself.</source>
        <translation>Punkte mit Bezeichnung, je Wertung eingegeben, für jedes Modul, das die App nicht selbst zählt.</translation>
    </message>
    <message>
        <source>Enter the other points of this scoring.</source>
        <translation>Die sonstigen Punkte dieser Wertung eingeben.</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>{label}: {points}</source>
        <translation>{label}: {points}</translation>
    </message>
    <message>
        <source>Treasure chamber</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>Chests on buildings of their colour; the most chests in a city score like a majority.</source>
        <translation>Schatztruhen auf Gebäuden ihrer Farbe; die meisten Schatztruhen in einer Stadt werden wie eine Mehrheit gewertet.</translation>
    </message>
    <message>
        <source>Is every chest entered on its building?</source>
        <translation>Ist jede Schatztruhe auf ihrem Gebäude eingetragen?</translation>
    </message>
    <message>
        <source>Chests</source>
        <translation>Truhen</translation>
    </message>
    <message>
        <source>{count} treasure chests in the six colours</source>
        <translation>{count} Schatztruhen in den sechs Farben</translation>
    </message>
    <message>
        <source>Chests on buildings</source>
        <translation>Schatztruhen auf Gebäuden</translation>
    </message>
    <message>
        <source>At most one chest on a building</source>
        <translation>Höchstens eine Schatztruhe auf einem Gebäude</translation>
    </message>
    <message>
        <source>Type {name}&apos;s chests: {value}</source>
        <translation>Schatztruhen von {name} eingeben: {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s) on the buildings (typed)</source>
        <translation>
            <numerusform>%n Schatztruhe auf einem Gebäude (eingegeben)</numerusform>
            <numerusform>%n Schatztruhen auf Gebäuden (eingegeben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chest(s) on the city&apos;s buildings</source>
        <translation>
            <numerusform>%n Schatztruhe auf einem Gebäude der Stadt</numerusform>
            <numerusform>%n Schatztruhen auf Gebäuden der Stadt</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a chest on {tile}</source>
        <translation>Schatztruhe auf {tile} stellen</translation>
    </message>
    <message>
        <source>Take the chest off {tile}</source>
        <translation>Schatztruhe von {tile} nehmen</translation>
    </message>
    <message>
        <source>Handymen</source>
        <translation>Handwerker</translation>
    </message>
    <message>
        <source>Handymen stand on buildings; every scoring the largest group of them side by side scores a point a tile.</source>
        <translation>Handwerker stehen auf Gebäuden; in jeder Wertung bringt die größte Gruppe nebeneinander einen Punkt je Plättchen.</translation>
    </message>
    <message>
        <source>Is every handyman entered on his building?</source>
        <translation>Steht jeder Handwerker auf seinem Gebäude?</translation>
    </message>
    <message>
        <source>the handymen</source>
        <translation>die Handwerker</translation>
    </message>
    <message numerus="yes">
        <source>largest group of handymen (typed): %n tile(s)</source>
        <translation>
            <numerusform>größte Gruppe von Handwerkern (eingegeben): %n Plättchen</numerusform>
            <numerusform>größte Gruppe von Handwerkern (eingegeben): %n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>largest group of handymen: %n tile(s)</source>
        <translation>
            <numerusform>größte Gruppe von Handwerkern: %n Plättchen</numerusform>
            <numerusform>größte Gruppe von Handwerkern: %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest group of handymen</source>
        <translation>Größte Gruppe von Handwerkern</translation>
    </message>
    <message>
        <source>Handyman buildings joined side by side, walls or not</source>
        <translation>Gebäude mit Handwerkern, Seite an Seite verbunden, mit oder ohne Mauer</translation>
    </message>
    <message>
        <source>Type {name}&apos;s largest group of handymen: {value}</source>
        <translation>Größte Handwerkergruppe von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Put a handyman on {tile}</source>
        <translation>Einen Handwerker auf {tile} stellen</translation>
    </message>
    <message>
        <source>Take the handyman off {tile}</source>
        <translation>Den Handwerker von {tile} nehmen</translation>
    </message>
    <message>
        <source>Invaders</source>
        <translation>Die Angreifer</translation>
    </message>
    <message>
        <source>After each scoring an attack card comes from one direction: every city tile open to it costs points.</source>
        <translation>Nach jeder Wertung kommt eine Angriffskarte aus einer Richtung: jedes dorthin ungeschützte Plättchen kostet Punkte.</translation>
    </message>
    <message>
        <source>From which direction does this scoring&apos;s attack card come?</source>
        <translation>Aus welcher Richtung kommt die Angriffskarte dieser Wertung?</translation>
    </message>
    <message>
        <source>the {count} attack cards, shuffled</source>
        <translation>die {count} Angriffskarten, gemischt</translation>
    </message>
    <message>
        <source>no attack card for scoring {round} yet</source>
        <translation>noch keine Angriffskarte für die {round}. Wertung</translation>
    </message>
    <message>
        <source>Tiles open to the {side}</source>
        <translation>Nach {side} ungeschützte Plättchen</translation>
    </message>
    <message>
        <source>City tiles (the fountain too) with no wall and no tile on that side</source>
        <translation>Plättchen der Stadt (auch der Brunnen) ohne Mauer und ohne Plättchen auf dieser Seite</translation>
    </message>
    <message>
        <source>Type {name}&apos;s tiles open to the {side}: {value}</source>
        <translation>Nach {side} ungeschützte Plättchen von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Invaders from the {side}: {count} open sides × {round} = −{points}</source>
        <translation>Angreifer aus dem {side}: {count} ungeschützte Seiten × {round} = −{points}</translation>
    </message>
    <message>
        <source>Invaders from the {side}: {count} open sides × {round} = −{main}, plus {first} {first_side} and {second} {second_side} = −{points}</source>
        <translation>Angreifer aus dem {side}: {count} ungeschützte Seiten × {round} = −{main}, dazu {first} im {first_side} und {second} im {second_side} = −{points}</translation>
    </message>
    <message>
        <source>Choose the attack card of scoring {round}</source>
        <translation>Die Angriffskarte der {round}. Wertung wählen</translation>
    </message>
    <message>
        <source>Bazaars</source>
        <translation>Bazare</translation>
    </message>
    <message>
        <source>In the final scoring a bazaar scores its neighbours of its three types times the types among them.</source>
        <translation>In der Schlusswertung bringt ein Bazar seine Nachbarn seiner drei Arten mal die Arten unter ihnen.</translation>
    </message>
    <message>
        <source>Is every bazaar entered where it stands?</source>
        <translation>Ist jeder Bazar dort eingetragen, wo er steht?</translation>
    </message>
    <message>
        <source>the {count} bazaars</source>
        <translation>die {count} Bazare</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message>
        <source>Bazaar ({first}, {second}, {third})</source>
        <translation>Bazar ({first}, {second}, {third})</translation>
    </message>
    <message>
        <source>bazaars score in the final scoring only</source>
        <translation>Bazare zählen nur in der Schlusswertung</translation>
    </message>
    <message>
        <source>bazaar {number} (typed): {points}</source>
        <translation>Bazar {number} (eingegeben): {points}</translation>
    </message>
    <message>
        <source>bazaar at ({x}, {y}): {count} buildings of {kinds} of its types = {points}</source>
        <translation>Bazar bei ({x}, {y}): {count} Gebäude von {kinds} seiner Arten = {points}</translation>
    </message>
    <message>
        <source>Bazaar {number}</source>
        <translation>Bazar {number}</translation>
    </message>
    <message>
        <source>Its neighbours of its types times the types among them</source>
        <translation>Seine Nachbarn seiner Arten mal die Arten unter ihnen</translation>
    </message>
    <message>
        <source>Type {name}&apos;s bazaar {number}: {value}</source>
        <translation>Bazar {number} von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>no bazaar in the city</source>
        <translation>kein Bazar in der Stadt</translation>
    </message>
    <message>
        <source>Building huts</source>
        <translation>Bauhütten</translation>
    </message>
    <message>
        <source>A hut counts as one more building of its type for each open side it turns to a building of that type.</source>
        <translation>Eine Bauhütte zählt als ein Gebäude ihrer Art mehr für jede offene Seite, die sie einem Gebäude dieser Art zuwendet.</translation>
    </message>
    <message>
        <source>Is every hut entered where it stands?</source>
        <translation>Ist jede Bauhütte dort eingetragen, wo sie steht?</translation>
    </message>
    <message>
        <source>the {count} building huts</source>
        <translation>die {count} Bauhütten</translation>
    </message>
    <message>
        <source>{type} hut</source>
        <translation>{type}-Bauhütte</translation>
    </message>
    <message>
        <source>{type} hut (walls {sides})</source>
        <translation>{type}-Bauhütte (Mauern {sides})</translation>
    </message>
    <message>
        <source>huts (typed): +{count}</source>
        <translation>Bauhütten (eingegeben): +{count}</translation>
    </message>
    <message>
        <source>hut at ({x}, {y}): +{count}</source>
        <translation>Bauhütte bei ({x}, {y}): +{count}</translation>
    </message>
    <message>
        <source>Huts&apos; extra {type}</source>
        <translation>Zusätzliche {type} durch Bauhütten</translation>
    </message>
    <message>
        <source>The open sides of the player&apos;s huts of this type that face a building of it</source>
        <translation>Die offenen Seiten der Bauhütten dieser Art, die einem Gebäude dieser Art zugewandt sind</translation>
    </message>
    <message>
        <source>Type {name}&apos;s huts&apos; extra {type}: {value}</source>
        <translation>Zusätzliche {type} durch Bauhütten von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>rows with 3 buildings in a row</source>
        <translation>Reihen mit 3 Gebäuden nebeneinander</translation>
    </message>
    <message>
        <source>columns with 3 buildings in a row</source>
        <translation>Spalten mit 3 Gebäuden untereinander</translation>
    </message>
    <message>
        <source>pairs of neighbours of one type</source>
        <translation>Paare benachbarter Gebäude einer Art</translation>
    </message>
    <message>
        <source>the second longest wall</source>
        <translation>die zweitlängste Mauer</translation>
    </message>
    <message>
        <source>the longest diagonal of buildings</source>
        <translation>die längste Diagonale aus Gebäuden</translation>
    </message>
    <message>
        <source>double walls</source>
        <translation>Doppelmauern</translation>
    </message>
    <message>
        <source>building types</source>
        <translation>Gebäudearten</translation>
    </message>
    <message>
        <source>the longest walk to a building</source>
        <translation>der längste Weg zu einem Gebäude</translation>
    </message>
    <message>
        <source>squares of 2 × 2 buildings</source>
        <translation>Quadrate aus 2 × 2 Gebäuden</translation>
    </message>
    <message>
        <source>Caliph&apos;s guidelines</source>
        <translation>Richtlinien des Kalifen</translation>
    </message>
    <message>
        <source>Mission tiles pay the final scoring for rows, pairs, walls, walks and more in each city.</source>
        <translation>Auftragsplättchen bringen in der Schlusswertung Punkte für Reihen, Paare, Mauern, Wege und mehr in jeder Stadt.</translation>
    </message>
    <message>
        <source>Which mission tiles are in play?</source>
        <translation>Welche Auftragsplättchen sind im Spiel?</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>the mission tiles chosen</source>
        <translation>die gewählten Auftragsplättchen</translation>
    </message>
    <message>
        <source>no mission tiles in play</source>
        <translation>keine Auftragsplättchen im Spiel</translation>
    </message>
    <message>
        <source>the missions score in the final scoring only</source>
        <translation>die Aufträge zählen nur in der Schlusswertung</translation>
    </message>
    <message>
        <source>Mission {number}: {mission}</source>
        <translation>Auftrag {number}: {mission}</translation>
    </message>
    <message>
        <source>Type {name}&apos;s mission {number}: {value}</source>
        <translation>Auftrag {number} von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>mission {number}, {mission} (typed): {figure} → {points}</source>
        <translation>Auftrag {number}, {mission} (eingegeben): {figure} → {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission}: {figure} → {points}</source>
        <translation>Auftrag {number}, {mission}: {figure} → {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission} (typed): {figure} × {each} = {points}</source>
        <translation>Auftrag {number}, {mission} (eingegeben): {figure} × {each} = {points}</translation>
    </message>
    <message>
        <source>mission {number}, {mission}: {figure} × {each} = {points}</source>
        <translation>Auftrag {number}, {mission}: {figure} × {each} = {points}</translation>
    </message>
    <message>
        <source>Put mission {mission} in play</source>
        <translation>Auftrag {mission} ins Spiel nehmen</translation>
    </message>
    <message>
        <source>Take mission {mission} out of play</source>
        <translation>Auftrag {mission} aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>Camps</source>
        <translation>Feldlager</translation>
    </message>
    <message>
        <source>Camps outside the city point their bastions at its walls; every scoring each bastion scores the line of buildings behind the wall.</source>
        <translation>Feldlager vor der Stadt richten ihre Bastionen auf ihre Mauern; in jeder Wertung bringt jede Bastion die Reihe der Gebäude hinter der Mauer.</translation>
    </message>
    <message>
        <source>Is every camp entered where it lies?</source>
        <translation>Ist jedes Feldlager dort eingetragen, wo es liegt?</translation>
    </message>
    <message>
        <source>the {count} camps</source>
        <translation>die {count} Feldlager</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Feldlager</translation>
    </message>
    <message>
        <source>Camp (bastion {sides})</source>
        <translation>Feldlager (Bastion {sides})</translation>
    </message>
    <message>
        <source>Camp (bastions {sides})</source>
        <translation>Feldlager (Bastionen {sides})</translation>
    </message>
    <message>
        <source>camp points (typed): {points}</source>
        <translation>Punkte der Feldlager (eingegeben): {points}</translation>
    </message>
    <message numerus="yes">
        <source>camp at ({x}, {y}), bastion {side}: %n building(s)</source>
        <translation>
            <numerusform>Feldlager bei ({x}, {y}), Bastion im {side}: %n Gebäude</numerusform>
            <numerusform>Feldlager bei ({x}, {y}), Bastion im {side}: %n Gebäude</numerusform>
        </translation>
    </message>
    <message>
        <source>no camp beside the city</source>
        <translation>kein Feldlager neben der Stadt</translation>
    </message>
    <message>
        <source>Camp points</source>
        <translation>Punkte der Feldlager</translation>
    </message>
    <message>
        <source>For each bastion, the buildings in a line behind the wall it faces</source>
        <translation>Für jede Bastion die Gebäude in einer Reihe hinter der Mauer, auf die sie zeigt</translation>
    </message>
    <message>
        <source>Type {name}&apos;s camp points: {value}</source>
        <translation>Punkte der Feldlager von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Medina</source>
        <translation>Medina</translation>
    </message>
    <message>
        <source>Every scoring the players with the fewest and cheapest medinas pay a penalty, and more without any.</source>
        <translation>In jeder Wertung zahlen die Spieler mit den wenigsten und billigsten Medinas Strafpunkte, ohne Medina noch mehr.</translation>
    </message>
    <message>
        <source>Is every medina entered where it stands?</source>
        <translation>Ist jede Medina dort eingetragen, wo sie steht?</translation>
    </message>
    <message>
        <source>the {count} medinas</source>
        <translation>die {count} Medinas</translation>
    </message>
    <message>
        <source>Medina {price}</source>
        <translation>Medina {price}</translation>
    </message>
    <message>
        <source>Medina {price} (no walls)</source>
        <translation>Medina {price} (keine Mauern)</translation>
    </message>
    <message>
        <source>Medina {price} (walls {sides})</source>
        <translation>Medina {price} (Mauern {sides})</translation>
    </message>
    <message>
        <source>no medina: −{points} more</source>
        <translation>keine Medina: −{points} mehr</translation>
    </message>
    <message>
        <source>Medinas built</source>
        <translation>Gebaute Medinas</translation>
    </message>
    <message>
        <source>Medinas in the city, not in the reserve</source>
        <translation>Medinas in der Stadt, nicht in der Reserve</translation>
    </message>
    <message>
        <source>Price of the dearest medina</source>
        <translation>Preis der teuersten Medina</translation>
    </message>
    <message>
        <source>Between equal numbers of medinas the cheaper dearest one ranks first</source>
        <translation>Bei gleich vielen Medinas liegt vorn, wessen teuerste Medina billiger ist</translation>
    </message>
    <message>
        <source>Type {name}&apos;s dearest medina: {value}</source>
        <translation>Teuerste Medina von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Type {name}&apos;s medinas: {value}</source>
        <translation>Medinas von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>no medina (typed)</source>
        <translation>keine Medina (eingegeben)</translation>
    </message>
    <message>
        <source>no medina built</source>
        <translation>keine Medina gebaut</translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s) (typed), the dearest {price}</source>
        <translation>
            <numerusform>%n Medina (eingegeben), die teuerste {price}</numerusform>
            <numerusform>%n Medinas (eingegeben), die teuerste {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n medina(s) built, the dearest {price}</source>
        <translation>
            <numerusform>%n Medina gebaut, die teuerste {price}</numerusform>
            <numerusform>%n Medinas gebaut, die teuerste {price}</numerusform>
        </translation>
    </message>
    <message>
        <source>place {place}: no penalty</source>
        <translation>Platz {place}: keine Strafe</translation>
    </message>
    <message>
        <source>places {first}–{last} shared: no penalty</source>
        <translation>Plätze {first}–{last} geteilt: keine Strafe</translation>
    </message>
    <message>
        <source>place {place}: −{points}</source>
        <translation>Platz {place}: −{points}</translation>
    </message>
    <message>
        <source>places {first}–{last} shared by {count}: ⌈{pool} / {count}⌉ = −{points}</source>
        <translation>Plätze {first}–{last} geteilt von {count}: ⌈{pool} / {count}⌉ = −{points}</translation>
    </message>
    <message>
        <source>Street traders</source>
        <translation>Der fliegende Händler</translation>
    </message>
    <message>
        <source>Residents stand on buildings of their colour; every scoring each layer of different colours scores 1, 3, 6, 10, 15 or 21.</source>
        <translation>Bewohner stehen auf Gebäuden ihrer Farbe; in jeder Wertung bringt jede Lage verschiedener Farben 1, 3, 6, 10, 15 oder 21.</translation>
    </message>
    <message>
        <source>Is every resident entered on his building?</source>
        <translation>Steht jeder Bewohner auf seinem Gebäude?</translation>
    </message>
    <message>
        <source>Residents</source>
        <translation>Bewohner</translation>
    </message>
    <message>
        <source>the trader disc and {count} residents of each colour</source>
        <translation>die Händlerscheibe und {count} Bewohner jeder Farbe</translation>
    </message>
    <message>
        <source>residents (typed)</source>
        <translation>Bewohner (eingegeben)</translation>
    </message>
    <message>
        <source>no residents in the city</source>
        <translation>keine Bewohner in der Stadt</translation>
    </message>
    <message>
        <source>Residents on {type}</source>
        <translation>Bewohner auf {type}</translation>
    </message>
    <message>
        <source>At most one resident a building, of its colour</source>
        <translation>Höchstens ein Bewohner je Gebäude, in dessen Farbe</translation>
    </message>
    <message>
        <source>Type {name}&apos;s residents on {type}: {value}</source>
        <translation>Bewohner von {name} auf {type} eingeben: {value}</translation>
    </message>
    <message numerus="yes">
        <source>layer {layer}: residents of %n type(s) = {points}</source>
        <translation>
            <numerusform>Lage {layer}: Bewohner von %n Art = {points}</numerusform>
            <numerusform>Lage {layer}: Bewohner von %n Arten = {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a resident on {tile}</source>
        <translation>Einen Bewohner auf {tile} stellen</translation>
    </message>
    <message>
        <source>Take the resident off {tile}</source>
        <translation>Den Bewohner von {tile} nehmen</translation>
    </message>
    <message>
        <source>Take the trader disc out of {player}&apos;s city</source>
        <translation>Die Händlerscheibe aus der Stadt von {player} nehmen</translation>
    </message>
    <message>
        <source>Put the trader disc at ({x}, {y}) beside {player}&apos;s city</source>
        <translation>Die Händlerscheibe auf ({x}, {y}) neben die Stadt von {player} legen</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {figure}: {value}</source>
        <translation>{figure} von {name} tippen: {value}</translation>
    </message>
    <message>
        <source>Enter {points} points of {module} for {name}</source>
        <translation>{points} Punkte aus {module} für {name} eintragen</translation>
    </message>
    <message>
        <source>Take back {name}&apos;s last points of {module}</source>
        <translation>Die letzten Punkte aus {module} von {name} zurücknehmen</translation>
    </message>
    <message>
        <source>Alhambra zoo</source>
        <translation>Der Alhambra-Zoo</translation>
    </message>
    <message>
        <source>Animals in chambers of one species score every scoring; each player types their animal points.</source>
        <translation>Tiere in Gemächern mit nur einer Art punkten in jeder Wertung; jeder Spieler tippt seine Tierpunkte.</translation>
    </message>
    <message>
        <source>Are the animal points typed for everyone?</source>
        <translation>Sind die Tierpunkte aller Spieler getippt?</translation>
    </message>
    <message>
        <source>the 22 animal tiles: one on each chambers tile as it enters the market</source>
        <translation>die 22 Tierplättchen: eines auf jedes Gemächer-Plättchen, das auf den Bauhof kommt</translation>
    </message>
    <message>
        <source>Animal points</source>
        <translation>Tierpunkte</translation>
    </message>
    <message>
        <source>A point for each animal in a chamber that holds only its own species</source>
        <translation>Ein Punkt für jedes Tier in Gemächern, die nur seine Art beherbergen</translation>
    </message>
    <message>
        <source>animal points (typed): {points}</source>
        <translation>Tierpunkte (getippt): {points}</translation>
    </message>
    <message>
        <source>Art of the Moors</source>
        <translation>Die Kunst der Mauren</translation>
    </message>
    <message>
        <source>Culture counters for buildings of the same price score their values every scoring; each player types each counter&apos;s value.</source>
        <translation>Kulturplättchen für Gebäude gleichen Preises punkten in jeder Wertung mit ihrem Wert; jeder Spieler tippt den Wert jedes Plättchens.</translation>
    </message>
    <message>
        <source>Are the culture counters&apos; values typed as they stand?</source>
        <translation>Sind die Werte der Kulturplättchen getippt, wie sie stehen?</translation>
    </message>
    <message>
        <source>the 20 culture counters, the 20 marker stones and the 10 docking strips</source>
        <translation>die 20 Kulturplättchen, die 20 Markierungssteine und die 10 Anlegeleisten</translation>
    </message>
    <message>
        <source>Culture counters</source>
        <translation>Kulturplättchen</translation>
    </message>
    <message>
        <source>Each counter&apos;s value: 0, 3, 6, 10, 15 or 21 (at most 7 counters)</source>
        <translation>Der Wert jedes Plättchens: 0, 3, 6, 10, 15 oder 21 (höchstens 7 Plättchen)</translation>
    </message>
    <message>
        <source>no culture counter</source>
        <translation>kein Kulturplättchen</translation>
    </message>
    <message>
        <source>culture counters {values}: {points}</source>
        <translation>Kulturplättchen {values}: {points}</translation>
    </message>
    <message>
        <source>Bureau de change</source>
        <translation>Die Wechselstube</translation>
    </message>
    <message>
        <source>An exchange card lets a player pay once with two currencies; no points.</source>
        <translation>Eine Wechselkarte erlaubt einmal, mit zwei Währungen zu zahlen; keine Punkte.</translation>
    </message>
    <message>
        <source>shuffle 2 of the 6 exchange cards into each of money piles 2, 3 and 4</source>
        <translation>je 2 der 6 Wechselkarten in die Geldstapel 2, 3 und 4 mischen</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>Die Karawanserei</translation>
    </message>
    <message>
        <source>A caravanserai bought for 8, 4 or 2 (4, 5 or 6 types in the city) brings money; no points.</source>
        <translation>Eine Karawanserei für 8, 4 oder 2 (4, 5 oder 6 Gebäudearten in der Stadt) bringt Geld; keine Punkte.</translation>
    </message>
    <message>
        <source>put the 8 caravanserai cards and the 8 cubes beside the building market</source>
        <translation>die 8 Karawanserei-Karten und die 8 Würfelchen neben den Bauhof legen</translation>
    </message>
    <message>
        <source>buying one needs 4, 5 or 6 building types in the city (price 8, 4 or 2)</source>
        <translation>zum Kauf braucht man 4, 5 oder 6 Gebäudearten in der Stadt (Preis 8, 4 oder 2)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Das Wechselgeld</translation>
    </message>
    <message>
        <source>A player who overpays gets a coin for every 2 paid too much; no points.</source>
        <translation>Wer überzahlt, bekommt für je 2 zu viel eine Münze; keine Punkte.</translation>
    </message>
    <message>
        <source>put the 24 coins of value 1, six a currency, in a bag</source>
        <translation>die 24 Münzen zu 1, sechs je Währung, in einen Beutel legen</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Die Diamanten</translation>
    </message>
    <message>
        <source>Diamond cards pay in any currency but are never mixed with others; no points.</source>
        <translation>Diamantkarten zahlen in jeder Währung, werden aber nie mit anderen gemischt; keine Punkte.</translation>
    </message>
    <message>
        <source>shuffle the 11 diamond cards (3-9; 5, 6, 7 twice) into the money before dealing</source>
        <translation>die 11 Diamantkarten (3–9; 5, 6, 7 doppelt) vor dem Austeilen ins Geld mischen</translation>
    </message>
    <message>
        <source>diamonds are not entered as money: they count nothing in the end hand-out</source>
        <translation>Diamanten werden nicht als Geld eingetragen: bei der Schlussverteilung zählen sie nicht</translation>
    </message>
    <message>
        <source>Exchange certificates</source>
        <translation>Die Tauschurkunden</translation>
    </message>
    <message>
        <source>Certificates let a player exchange currencies; no points.</source>
        <translation>Urkunden erlauben, Währungen zu tauschen; keine Punkte.</translation>
    </message>
    <message>
        <source>give each player a certificate board</source>
        <translation>jedem Spieler eine Urkundentafel geben</translation>
    </message>
    <message>
        <source>1 token a colour with 2 players, 2 with 3 or 4, 3 with 5 or 6</source>
        <translation>1 Marker je Farbe bei 2 Spielern, 2 bei 3 oder 4, 3 bei 5 oder 6</translation>
    </message>
    <message>
        <source>Falconers</source>
        <translation>Die Falkner</translation>
    </message>
    <message>
        <source>Falcons of three colours sit where four tiles meet; each colour scores 2 to 30 at the final scoring.</source>
        <translation>Falken in drei Farben sitzen, wo vier Plättchen zusammenstoßen; jede Farbe bringt in der Schlusswertung 2 bis 30.</translation>
    </message>
    <message>
        <source>Are everyone&apos;s falcons typed by colour?</source>
        <translation>Sind alle Falken nach Farbe getippt?</translation>
    </message>
    <message>
        <source>the 15 falcons in three stacks by colour beside the building market</source>
        <translation>die 15 Falken in drei Stapeln nach Farbe neben den Bauhof legen</translation>
    </message>
    <message>
        <source>Black falcons</source>
        <translation>Schwarze Falken</translation>
    </message>
    <message>
        <source>Brown falcons</source>
        <translation>Braune Falken</translation>
    </message>
    <message>
        <source>White falcons</source>
        <translation>Weiße Falken</translation>
    </message>
    <message numerus="yes">
        <source>%n falcon(s), but a city of {tiles} tiles (the fountain counted) has room for at most {most} of them where four tiles meet</source>
        <translation>
            <numerusform>%n Falke, aber eine Stadt aus {tiles} Plättchen (der Brunnen mitgezählt) hat Platz für höchstens {most} davon, wo vier Plättchen zusammenstoßen</numerusform>
            <numerusform>%n Falken, aber eine Stadt aus {tiles} Plättchen (der Brunnen mitgezählt) hat Platz für höchstens {most} davon, wo vier Plättchen zusammenstoßen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black falcon(s): {points}</source>
        <translation>
            <numerusform>%n schwarzer Falke: {points}</numerusform>
            <numerusform>%n schwarze Falken: {points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brown falcon(s): {points}</source>
        <translation>
            <numerusform>%n brauner Falke: {points}</numerusform>
            <numerusform>%n braune Falken: {points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white falcon(s): {points}</source>
        <translation>
            <numerusform>%n weißer Falke: {points}</numerusform>
            <numerusform>%n weiße Falken: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no falcon</source>
        <translation>kein Falke</translation>
    </message>
    <message>
        <source>Fresh colours</source>
        <translation>Frische Farben</translation>
    </message>
    <message>
        <source>A completed colour project scores 2 for each building tile of its type at the final scoring.</source>
        <translation>Ein vollendetes Farbprojekt bringt in der Schlusswertung 2 für jedes Gebäudeplättchen seiner Art.</translation>
    </message>
    <message>
        <source>Which projects has each player completed?</source>
        <translation>Welche Projekte hat jeder Spieler vollendet?</translation>
    </message>
    <message>
        <source>the project board with its 4 spaces, the project tiles and the paint tiles</source>
        <translation>die Projekttafel mit ihren 4 Feldern, die Projektplättchen und die Farbplättchen</translation>
    </message>
    <message>
        <source>with 3 players: remove the project tiles marked *</source>
        <translation>bei 3 Spielern: die mit * markierten Projektplättchen entfernen</translation>
    </message>
    <message>
        <source>Completed projects</source>
        <translation>Vollendete Projekte</translation>
    </message>
    <message numerus="yes">
        <source>{type} project: %n tile(s) × {each}: {points}</source>
        <translation>
            <numerusform>Projekt {type}: %n Plättchen × {each}: {points}</numerusform>
            <numerusform>Projekt {type}: %n Plättchen × {each}: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed project</source>
        <translation>kein vollendetes Projekt</translation>
    </message>
    <message>
        <source>Gates without end</source>
        <translation>Tore ohne Ende</translation>
    </message>
    <message>
        <source>Key tiles reward every player: points as won, and semi-buildings that add ½ to a type already held.</source>
        <translation>Schlüsselplättchen belohnen jeden Spieler: Punkte beim Gewinn und halbe Gebäude, die einer vorhandenen Art ½ hinzufügen.</translation>
    </message>
    <message>
        <source>Are the points and semi-buildings won from key tiles entered?</source>
        <translation>Sind die Punkte und halben Gebäude aus Schlüsselplättchen eingetragen?</translation>
    </message>
    <message>
        <source>the gate board and the key tiles beside the building market</source>
        <translation>die Tortafel und die Schlüsselplättchen neben den Bauhof legen</translation>
    </message>
    <message>
        <source>the {count} plazas and the wall pieces beside the building market</source>
        <translation>die {count} Plätze und die Mauerteile neben den Bauhof</translation>
    </message>
    <message>
        <source>Semi-buildings</source>
        <translation>Halbe Gebäude</translation>
    </message>
    <message>
        <source>Each adds ½ to its type where the player holds at least one</source>
        <translation>Jedes fügt seiner Art ½ hinzu, wenn der Spieler mindestens eines davon hat</translation>
    </message>
    <message>
        <source>semi-building: +0 (no {type} to add it to)</source>
        <translation>halbes Gebäude: +0 (kein {type}, dem es hinzugefügt würde)</translation>
    </message>
    <message>
        <source>semi-building: +½</source>
        <translation>halbes Gebäude: +½</translation>
    </message>
    <message>
        <source>Plaza</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Plaza (walls {sides})</source>
        <translation>Platz (Mauern {sides})</translation>
    </message>
    <message>
        <source>Major construction projects</source>
        <translation>Die Großbauprojekte</translation>
    </message>
    <message>
        <source>Projects won at auction count as buildings of their type; each player types their projects per type.</source>
        <translation>Ersteigerte Projekte zählen als Gebäude ihrer Art; jeder Spieler tippt seine Projekte je Art.</translation>
    </message>
    <message>
        <source>Are the projects in each city typed by type?</source>
        <translation>Sind die Projekte jeder Stadt nach Art getippt?</translation>
    </message>
    <message>
        <source>the major project tiles and an auction marker for each player</source>
        <translation>die Großprojekt-Plättchen und für jeden Spieler ein Auktionsmarker</translation>
    </message>
    <message>
        <source>{type} projects</source>
        <translation>Projekte {type}</translation>
    </message>
    <message numerus="yes">
        <source>%n major project(s): +{count}</source>
        <translation>
            <numerusform>%n Großprojekt: +{count}</numerusform>
            <numerusform>%n Großprojekte: +{count}</numerusform>
        </translation>
    </message>
    <message>
        <source>Master builders</source>
        <translation>Die Baumeister</translation>
    </message>
    <message>
        <source>A master builder is money of value 3 or one extra redesign; no points.</source>
        <translation>Ein Baumeister ist Geld im Wert 3 oder ein zusätzlicher Umbau; keine Punkte.</translation>
    </message>
    <message>
        <source>deal 2 of the 16 master builder cards to each player</source>
        <translation>jedem Spieler 2 der 16 Baumeisterkarten geben</translation>
    </message>
    <message>
        <source>shuffle 3 into money pile 3 and 3 into pile 5 (6 players: 3 and 1)</source>
        <translation>3 in Geldstapel 3 und 3 in Stapel 5 mischen (6 Spieler: 3 und 1)</translation>
    </message>
    <message>
        <source>Orchards</source>
        <translation>Die Obstgärten</translation>
    </message>
    <message>
        <source>Fruits bought with the tiles fill groups on a board; completed groups and face-down fruits score at the final scoring.</source>
        <translation>Mit den Plättchen gekaufte Früchte füllen Gruppen auf einer Tafel; vollendete Gruppen und verdeckte Früchte punkten in der Schlusswertung.</translation>
    </message>
    <message>
        <source>Are the completed groups and face-down fruits typed?</source>
        <translation>Sind die vollendeten Gruppen und verdeckten Früchte getippt?</translation>
    </message>
    <message>
        <source>a fruit board for each player</source>
        <translation>für jeden Spieler eine Obsttafel</translation>
    </message>
    <message>
        <source>the {count} fruit tiles</source>
        <translation>die {count} Fruchtplättchen</translation>
    </message>
    <message>
        <source>Completed groups</source>
        <translation>Vollendete Gruppen</translation>
    </message>
    <message>
        <source>The groups 1 to 6 whose fruits are all on the board</source>
        <translation>Die Gruppen 1 bis 6, deren Früchte alle auf der Tafel liegen</translation>
    </message>
    <message>
        <source>Face-down fruits</source>
        <translation>Verdeckte Früchte</translation>
    </message>
    <message>
        <source>group {group} completed: {points}</source>
        <translation>Gruppe {group} vollendet: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down fruit(s): {points}</source>
        <translation>
            <numerusform>%n verdeckte Frucht: {points}</numerusform>
            <numerusform>%n verdeckte Früchte: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>no completed group, no face-down fruit</source>
        <translation>keine vollendete Gruppe, keine verdeckte Frucht</translation>
    </message>
    <message>
        <source>Palace designers</source>
        <translation>Die Palastdesigner</translation>
    </message>
    <message>
        <source>A tile laid next to a player&apos;s designer scores 1, or 2 on the side it faces; entered as won.</source>
        <translation>Ein Plättchen neben dem eigenen Designer bringt 1, auf der Seite, in die er blickt, 2; beim Gewinn eingetragen.</translation>
    </message>
    <message>
        <source>a designer for each player on their fountain</source>
        <translation>für jeden Spieler ein Designer auf seinem Brunnen</translation>
    </message>
    <message>
        <source>Personal building market</source>
        <translation>Der eigene Bauhof</translation>
    </message>
    <message>
        <source>Each player has a market of their own; no points, and the box&apos;s supplies over time are not checked.</source>
        <translation>Jeder Spieler hat einen eigenen Bauhof; keine Punkte, und der Vorrat der Schachtel wird über die Zeit nicht geprüft.</translation>
    </message>
    <message>
        <source>give each player a market tile</source>
        <translation>jedem Spieler ein Bauhofplättchen geben</translation>
    </message>
    <message>
        <source>Power of the Sultan</source>
        <translation>Die Macht des Sultans</translation>
    </message>
    <message>
        <source>A sultan card (price 7) and the building die help take a tile out of turn; no points.</source>
        <translation>Eine Sultanskarte (Preis 7) und der Gebäudewürfel helfen, außer der Reihe ein Plättchen zu nehmen; keine Punkte.</translation>
    </message>
    <message>
        <source>shuffle the 8 sultan cards 3, 2 and 3 into money piles 1, 2 and 3</source>
        <translation>die 8 Sultanskarten zu 3, 2 und 3 in die Geldstapel 1, 2 und 3 mischen</translation>
    </message>
    <message>
        <source>put the cubes and the building die beside the building market</source>
        <translation>die Würfelchen und den Gebäudewürfel neben den Bauhof legen</translation>
    </message>
    <message>
        <source>Thieves</source>
        <translation>Die Diebe</translation>
    </message>
    <message>
        <source>A thief takes a money card out of turn; no points.</source>
        <translation>Ein Dieb nimmt außer der Reihe eine Geldkarte; keine Punkte.</translation>
    </message>
    <message>
        <source>deal the 12 thieves (3 a currency): 4 each with 3 players or 2 players and Dirk, 3 with 4, 2 with 5 or 6</source>
        <translation>die 12 Diebe (3 je Währung) verteilen: je 4 bei 3 Spielern oder 2 Spielern mit Dirk, 3 bei 4, 2 bei 5 oder 6</translation>
    </message>
    <message>
        <source>Travelling craftsmen</source>
        <translation>Die Wanderhandwerker</translation>
    </message>
    <message>
        <source>Travelling craftsmen change turns; no points (any they bring: other points).</source>
        <translation>Wanderhandwerker ändern die Züge; keine Punkte (bringen sie welche: sonstige Punkte).</translation>
    </message>
    <message>
        <source>remove the craftsmen marked 6 and 5/6 with 3 or 4 players, those marked 6 with 5 or 6</source>
        <translation>bei 3 oder 4 Spielern die mit 6 und 5/6 markierten Handwerker entfernen, bei 5 oder 6 die mit 6</translation>
    </message>
    <message>
        <source>deal 2 craftsmen to each player and a third face down to the first player</source>
        <translation>jedem Spieler 2 Handwerker geben und dem Startspieler einen dritten verdeckt</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Die Schätze</translation>
    </message>
    <message>
        <source>A treasure fills a shortfall when paying; the unused ones score their values at the final scoring.</source>
        <translation>Ein Schatz gleicht beim Bezahlen einen Fehlbetrag aus; die unbenutzten punkten in der Schlusswertung mit ihrem Wert.</translation>
    </message>
    <message>
        <source>Which treasures has each player not used?</source>
        <translation>Welche Schätze hat jeder Spieler nicht benutzt?</translation>
    </message>
    <message>
        <source>deal each player the treasures 1 to 5</source>
        <translation>jedem Spieler die Schätze 1 bis 5 geben</translation>
    </message>
    <message>
        <source>Unused treasures</source>
        <translation>Unbenutzte Schätze</translation>
    </message>
    <message>
        <source>The values of the treasures not spent, each 1 to 5</source>
        <translation>Die Werte der nicht ausgegebenen Schätze, je 1 bis 5</translation>
    </message>
    <message>
        <source>no unused treasure</source>
        <translation>kein unbenutzter Schatz</translation>
    </message>
    <message>
        <source>unused treasures {values}: {points}</source>
        <translation>unbenutzte Schätze {values}: {points}</translation>
    </message>
    <message>
        <source>scores at the final scoring only</source>
        <translation>punktet nur in der Schlusswertung</translation>
    </message>
    <message>
        <source>Vizier&apos;s favour</source>
        <translation>Die Gunst des Wesirs</translation>
    </message>
    <message>
        <source>A vizier lets a player buy a tile out of turn at the exact price; no points.</source>
        <translation>Ein Wesir erlaubt, außer der Reihe zum genauen Preis ein Plättchen zu kaufen; keine Punkte.</translation>
    </message>
    <message>
        <source>deal each player a vizier, awake side up</source>
        <translation>jedem Spieler einen Wesir geben, wache Seite oben</translation>
    </message>
    <message>
        <source>Watchtowers</source>
        <translation>Die Wachtürme</translation>
    </message>
    <message>
        <source>A watchtower&apos;s wall joins the longest wall; each watchtower in it scores 2 more every scoring.</source>
        <translation>Die Mauer eines Wachturms verlängert die längste Mauer; jeder Wachturm darin bringt in jeder Wertung 2 mehr.</translation>
    </message>
    <message>
        <source>How many watchtowers stand in each longest wall?</source>
        <translation>Wie viele Wachtürme stehen in jeder längsten Mauer?</translation>
    </message>
    <message>
        <source>the 18 watchtowers, 3 of each type, beside the building market</source>
        <translation>die 18 Wachtürme, 3 je Art, neben den Bauhof legen</translation>
    </message>
    <message>
        <source>Watchtowers in the longest wall</source>
        <translation>Wachtürme in der längsten Mauer</translation>
    </message>
    <message>
        <source>Longest wall with watchtowers</source>
        <translation>Längste Mauer mit Wachtürmen</translation>
    </message>
    <message>
        <source>Left empty: the city&apos;s own longest wall</source>
        <translation>Leer: die eigene längste Mauer der Stadt</translation>
    </message>
    <message numerus="yes">
        <source>%n watchtower(s) in the longest wall × {each}: {points}</source>
        <translation>
            <numerusform>%n Wachturm in der längsten Mauer × {each}: {points}</numerusform>
            <numerusform>%n Wachtürme in der längsten Mauer × {each}: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bathhouses</source>
        <translation>Die Badehäuser</translation>
    </message>
    <message>
        <source>Bathhouse tiles from the bag are built without walls; each player types their bathhouse points every scoring.</source>
        <translation>Badehäuser aus dem Beutel werden ohne Mauern gebaut; jeder Spieler tippt in jeder Wertung seine Badehauspunkte.</translation>
    </message>
    <message>
        <source>Are the bathhouse points typed for everyone?</source>
        <translation>Sind die Badehauspunkte aller Spieler getippt?</translation>
    </message>
    <message>
        <source>mix the {count} bathhouses into the bag</source>
        <translation>die {count} Badehäuser in den Beutel mischen</translation>
    </message>
    <message>
        <source>Bathhouse</source>
        <translation>Badehaus</translation>
    </message>
    <message>
        <source>Bathhouse points</source>
        <translation>Badehauspunkte</translation>
    </message>
    <message numerus="yes">
        <source>bathhouse points {points}, but %n bathhouse(s) in a city of {tiles} tiles bring at most {most}</source>
        <translation>
            <numerusform>Badehauspunkte {points}, aber %n Badehaus in einer Stadt aus {tiles} Plättchen bringt höchstens {most}</numerusform>
            <numerusform>Badehauspunkte {points}, aber %n Badehäuser in einer Stadt aus {tiles} Plättchen bringen höchstens {most}</numerusform>
        </translation>
    </message>
    <message>
        <source>bathhouse points (typed): {points}</source>
        <translation>Badehauspunkte (getippt): {points}</translation>
    </message>
    <message>
        <source>Wishing well</source>
        <translation>Der Wunschbrunnen</translation>
    </message>
    <message>
        <source>Wells from the bag score their value when their spout&apos;s line is right; each player types their well points every scoring.</source>
        <translation>Brunnen aus dem Beutel bringen ihren Wert, wenn die Linie ihres Wasserspeiers stimmt; jeder Spieler tippt in jeder Wertung seine Brunnenpunkte.</translation>
    </message>
    <message>
        <source>Are the well points typed for everyone?</source>
        <translation>Sind die Brunnenpunkte aller Spieler getippt?</translation>
    </message>
    <message>
        <source>mix the {count} wells ({values}) into the bag</source>
        <translation>die {count} Brunnen ({values}) in den Beutel mischen</translation>
    </message>
    <message>
        <source>Well {value}</source>
        <translation>Brunnen {value}</translation>
    </message>
    <message>
        <source>Well points</source>
        <translation>Brunnenpunkte</translation>
    </message>
    <message>
        <source>Each well in the city scores its value or nothing</source>
        <translation>Jeder Brunnen der Stadt bringt seinen Wert oder nichts</translation>
    </message>
    <message>
        <source>well points (typed): {points}</source>
        <translation>Brunnenpunkte (getippt): {points}</translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation>Anbauten</translation>
    </message>
    <message>
        <source>An extension on a building counts as one more building of its type in every scoring.</source>
        <translation>Ein Anbau auf einem Gebäude zählt in jeder Wertung als ein Gebäude seiner Art mehr.</translation>
    </message>
    <message>
        <source>Is every extension entered on its building (Dirk&apos;s too)?</source>
        <translation>Ist jeder Anbau auf seinem Gebäude eingetragen (auch Dirks)?</translation>
    </message>
    <message>
        <source>the extension board and {count} extension tiles</source>
        <translation>die Anbautafel und {count} Anbauplättchen</translation>
    </message>
    <message>
        <source>extensions (typed): +{count}</source>
        <translation>Anbauten (eingegeben): +{count}</translation>
    </message>
    <message>
        <source>extension at ({x}, {y}): +1</source>
        <translation>Anbau auf ({x}, {y}): +1</translation>
    </message>
    <message numerus="yes">
        <source>%n extension(s) on his tiles</source>
        <translation>
            <numerusform>%n Anbau auf seinen Plättchen</numerusform>
            <numerusform>%n Anbauten auf seinen Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>{type} extensions</source>
        <translation>Anbauten {type}</translation>
    </message>
    <message>
        <source>Extensions on the player&apos;s buildings of this type</source>
        <translation>Anbauten auf den Gebäuden dieser Art des Spielers</translation>
    </message>
    <message>
        <source>Type {name}&apos;s {type} extensions: {value}</source>
        <translation>Anbauten {type} von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Put an extension on {tile}</source>
        <translation>Anbau auf {tile} legen</translation>
    </message>
    <message>
        <source>Take the extension off {tile}</source>
        <translation>Anbau von {tile} entfernen</translation>
    </message>
    <message>
        <source>Magical buildings</source>
        <translation>Magische Gebäude</translation>
    </message>
    <message>
        <source>Six dearer building tiles mixed into the bag that may be built turned any way.</source>
        <translation>Sechs teurere Gebäudeplättchen im Beutel, die beliebig gedreht gebaut werden dürfen.</translation>
    </message>
    <message>
        <source>Is every magical tile entered as it lies turned?</source>
        <translation>Ist jedes magische Plättchen so eingetragen, wie es gedreht liegt?</translation>
    </message>
    <message>
        <source>the {count} magical tiles mixed into the bag</source>
        <translation>die {count} magischen Plättchen in den Beutel gemischt</translation>
    </message>
    <message>
        <source>Magical {type} {price}</source>
        <translation>Magisches Gebäude {type} {price}</translation>
    </message>
    <message>
        <source>Magical {type} {price} (printed walls {sides})</source>
        <translation>Magisches Gebäude {type} {price} (gedruckte Mauern {sides})</translation>
    </message>
    <message>
        <source>New building grounds</source>
        <translation>Neue Bauplätze</translation>
    </message>
    <message>
        <source>Buildings under construction, two of each type: each counts as a building of its type as soon as it stands in the city.</source>
        <translation>Gebäude im Bau, zwei je Art: jedes zählt als Gebäude seiner Art, sobald es in der Stadt steht.</translation>
    </message>
    <message>
        <source>Is every ground entered where it stands?</source>
        <translation>Ist jeder Bauplatz dort eingetragen, wo er liegt?</translation>
    </message>
    <message>
        <source>{type} ground</source>
        <translation>Bauplatz {type}</translation>
    </message>
    <message>
        <source>{type} ground (walls {sides})</source>
        <translation>Bauplatz {type} (Mauern {sides})</translation>
    </message>
    <message>
        <source>the {count} buildings under construction in four rows of three under the number tiles beside the market</source>
        <translation>die {count} Gebäude im Bau in vier Reihen zu drei unter den Zahlenplättchen neben dem Bauhof</translation>
    </message>
    <message>
        <source>New market</source>
        <translation>Neuer Bauhof</translation>
    </message>
    <message>
        <source>A second market with one building of each type; each counts as a building of its type.</source>
        <translation>Ein zweiter Bauhof mit einem Gebäude je Art; jedes zählt als Gebäude seiner Art.</translation>
    </message>
    <message>
        <source>Is every tile of the new market entered where it stands?</source>
        <translation>Ist jedes Plättchen des neuen Bauhofs dort eingetragen, wo es liegt?</translation>
    </message>
    <message>
        <source>New-market {type}</source>
        <translation>{type} (neuer Bauhof)</translation>
    </message>
    <message>
        <source>New-market {type} (walls {sides})</source>
        <translation>{type} (neuer Bauhof, Mauern {sides})</translation>
    </message>
    <message>
        <source>the New Market board with its {count} building tiles and a die for each</source>
        <translation>der Plan des neuen Bauhofs mit seinen {count} Gebäudeplättchen und einem Würfel für jedes</translation>
    </message>
    <message>
        <source>Palace staff</source>
        <translation>Palastpersonal</translation>
    </message>
    <message>
        <source>Servants on buildings: at scorings 1 and 2 and before the leftover tiles, a point lost for every building without one.</source>
        <translation>Diener auf Gebäuden: in der 1. und 2. Wertung und vor den übrigen Plättchen kostet jedes Gebäude ohne Diener einen Punkt.</translation>
    </message>
    <message>
        <source>Is every servant entered on his building?</source>
        <translation>Ist jeder Diener auf seinem Gebäude eingetragen?</translation>
    </message>
    <message>
        <source>before the leftover tiles</source>
        <translation>vor den übrigen Plättchen</translation>
    </message>
    <message>
        <source>the servant tiles, 6 face up beside the market, and a marshal for each player</source>
        <translation>die Dienerplättchen, 6 offen neben dem Bauhof, und ein Marschall für jeden Spieler</translation>
    </message>
    <message>
        <source>none at the final scoring (taken before the leftover tiles)</source>
        <translation>keine in der Schlusswertung (vor den übrigen Plättchen gewertet)</translation>
    </message>
    <message>
        <source>The palace staff&apos;s step before the leftover tiles is not recorded: the final scoring has no staff term.</source>
        <translation>Der Schritt des Palastpersonals vor den übrigen Plättchen ist nicht eingetragen: die Schlusswertung hat keinen Personalbetrag.</translation>
    </message>
    <message>
        <source>Buildings without a servant</source>
        <translation>Gebäude ohne Diener</translation>
    </message>
    <message>
        <source>Each costs a point at scorings 1 and 2 and before the leftover tiles</source>
        <translation>Jedes kostet in der 1. und 2. Wertung und vor den übrigen Plättchen einen Punkt</translation>
    </message>
    <message>
        <source>Type {name}&apos;s buildings without a servant: {value}</source>
        <translation>Gebäude ohne Diener von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>buildings without a servant (typed): {missing}</source>
        <translation>Gebäude ohne Diener (eingegeben): {missing}</translation>
    </message>
    <message>
        <source>{count} buildings, {served} with a servant: −{missing}</source>
        <translation>{count} Gebäude, {served} mit Diener: −{missing}</translation>
    </message>
    <message>
        <source>Put a servant on {tile}</source>
        <translation>Diener auf {tile} stellen</translation>
    </message>
    <message>
        <source>Take the servant off {tile}</source>
        <translation>Diener von {tile} entfernen</translation>
    </message>
    <message>
        <source>Buildings of power</source>
        <translation>Gebäude der Macht</translation>
    </message>
    <message>
        <source>The Building of Strength: every scoring the second longest wall scores up to the pips on the player&apos;s black dice.</source>
        <translation>Das Gebäude der Stärke: in jeder Wertung zählt die zweitlängste Außenmauer bis zu den Augen auf den schwarzen Würfeln des Spielers.</translation>
    </message>
    <message>
        <source>Are the pips on everyone&apos;s black dice typed?</source>
        <translation>Sind die Augen auf allen schwarzen Würfeln eingegeben?</translation>
    </message>
    <message>
        <source>the buildings of power in place of the base tiles they replace, and the {count} black dice</source>
        <translation>die Gebäude der Macht anstelle der Grundplättchen, die sie ersetzen, und die {count} schwarzen Würfel</translation>
    </message>
    <message>
        <source>Pips on the black dice</source>
        <translation>Augen auf den schwarzen Würfeln</translation>
    </message>
    <message>
        <source>The Building of Strength scores the second longest wall, at most these pips</source>
        <translation>Das Gebäude der Stärke zählt die zweitlängste Außenmauer, höchstens diese Augen</translation>
    </message>
    <message>
        <source>second longest wall (typed) {wall}, {pips} pips: {points}</source>
        <translation>zweitlängste Mauer (eingegeben) {wall}, {pips} Augen: {points}</translation>
    </message>
    <message>
        <source>second longest wall {wall}, {pips} pips: {points}</source>
        <translation>zweitlängste Mauer {wall}, {pips} Augen: {points}</translation>
    </message>
    <message>
        <source>Second longest wall</source>
        <translation>Zweitlängste Außenmauer</translation>
    </message>
    <message>
        <source>The longest wall left apart from the longest one&apos;s</source>
        <translation>Die längste Mauer abseits der längsten</translation>
    </message>
    <message>
        <source>Type {name}&apos;s second longest wall: {value}</source>
        <translation>Zweitlängste Mauer von {name} eingeben: {value}</translation>
    </message>
    <message>
        <source>Land tiles described as printed replace the base tiles; guards on the longest wall score every scoring, half-buildings add ½, every player starts with 5 points.</source>
        <translation>Landplättchen, wie gedruckt beschrieben, ersetzen die Grundplättchen; Wächter auf der längsten Mauer punkten in jeder Wertung, Gebäudehälften zählen ½, jeder beginnt mit 5 Punkten.</translation>
    </message>
    <message>
        <source>Are the guards on each longest wall typed, and this scoring&apos;s points per guard entered?</source>
        <translation>Sind die Wächter auf jeder längsten Mauer getippt und die Punkte je Wächter dieser Wertung eingetragen?</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>the {count} land tiles in the bag instead of the base tiles; the guards, the guard board with its placement tiles, the half-building tiles</source>
        <translation>die {count} Landplättchen statt der Grundplättchen in den Beutel; die Wächter, die Wächtertafel mit ihren Platzierungsplättchen, die Gebäudehälften</translation>
    </message>
    <message>
        <source>each player starts with 5 points</source>
        <translation>jeder Spieler beginnt mit 5 Punkten</translation>
    </message>
    <message>
        <source>{type} {price}</source>
        <translation>{type} {price}</translation>
    </message>
    <message>
        <source>{type} {price} (walls {sides})</source>
        <translation>{type} {price} (Mauern {sides})</translation>
    </message>
    <message>
        <source>Guards on the longest wall</source>
        <translation>Wächter auf der längsten Mauer</translation>
    </message>
    <message>
        <source>Half-buildings</source>
        <translation>Gebäudehälften</translation>
    </message>
    <message>
        <source>half-building: +0 (no {type} to add it to)</source>
        <translation>Gebäudehälfte: +0 (kein {type}, zu dem sie zählt)</translation>
    </message>
    <message>
        <source>half-building: +½</source>
        <translation>Gebäudehälfte: +½</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) on the longest wall; the points per guard of scoring {round} are not entered: 0</source>
        <translation>
            <numerusform>%n Wächter auf der längsten Mauer; die Punkte je Wächter der Wertung {round} sind nicht eingetragen: 0</numerusform>
            <numerusform>%n Wächter auf der längsten Mauer; die Punkte je Wächter der Wertung {round} sind nicht eingetragen: 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) on the longest wall × {each}: {points}</source>
        <translation>
            <numerusform>%n Wächter auf der längsten Mauer × {each}: {points}</numerusform>
            <numerusform>%n Wächter auf der längsten Mauer × {each}: {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>The points per guard of scoring {round} are not entered: the guards would score nothing.</source>
        <translation>Die Punkte je Wächter der Wertung {round} sind nicht eingetragen: die Wächter brächten nichts.</translation>
    </message>
    <message>
        <source>Enter the points per guard</source>
        <translation>Punkte je Wächter eintragen</translation>
    </message>
</context>
<context>
    <name>ModuleChooser</name>
    <message>
        <source>Filter the modules, e.g. servant</source>
        <translation>Module filtern, z. B. Diener</translation>
    </message>
    <message>
        <source>No module matches “%1”.</source>
        <translation>Kein Modul passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>ModuleEdits</name>
    <message>
        <source>Change the modules</source>
        <translation>Module ändern</translation>
    </message>
</context>
<context>
    <name>ModulesBar</name>
    <message>
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <source>Choose the expansion modules of this game</source>
        <translation>Die Erweiterungsmodule dieses Spiels wählen</translation>
    </message>
    <message>
        <source>Taking these modules out also removes what they hold in this game:
%1

Edit ▸ Undo brings it back.</source>
        <translation>Das Entfernen dieser Module entfernt auch, was sie in diesem Spiel enthalten:
%1

Bearbeiten ▸ Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>Change the modules</source>
        <translation>Module ändern</translation>
    </message>
    <message>
        <source>Take Them Out</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>%1 · played without expansion modules</source>
        <translation>%1 · ohne Erweiterungsmodule gespielt</translation>
    </message>
    <message>
        <source>%1 · no expansion modules</source>
        <translation>%1 · keine Erweiterungsmodule</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiteres</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · Modules: %2</source>
        <translation>%1 · Module: %2</translation>
    </message>
</context>
<context>
    <name>ModulesDialog</name>
    <message>
        <source>Modules of this game</source>
        <translation>Module dieses Spiels</translation>
    </message>
    <message>
        <source>A module taken out takes along what it holds in this game (chests, wall pieces, gates, cards, …); Edit ▸ Undo brings it back.</source>
        <translation>Ein entferntes Modul nimmt mit, was es in diesem Spiel enthält (Schatztruhen, Mauerteile, Tore, Karten …); Bearbeiten ▸ Rückgängig holt es zurück.</translation>
    </message>
</context>
<context>
    <name>ModulesDock</name>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>&amp;Modules</source>
        <translation>&amp;Module</translation>
    </message>
    <message>
        <source>%1 is played without expansion modules.</source>
        <translation>%1 wird ohne Erweiterungsmodule gespielt.</translation>
    </message>
    <message>
        <source>None of the modules in play keeps anything here. What a module hands out during the game (cards held, characters, score cards, attack cards) is entered here when it is in play (Game ▸ Modules…).</source>
        <translation>Keines der Module im Spiel legt hier etwas ab. Was ein Modul im Lauf des Spiels verteilt (Karten, Personen, Wertungskarten, Angriffskarten), wird hier eingetragen, wenn es im Spiel ist (Spiel ▸ Module…).</translation>
    </message>
    <message>
        <source>%1: put them on a building of the city with a right-click on it, or with its keys (Help ▸ Keys and codes lists them).</source>
        <translation>%1: auf ein Gebäude der Stadt legen, mit einem Rechtsklick darauf oder mit seinen Tasten (Hilfe ▸ Tasten und Codes listet sie auf).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Players (in seating order):</source>
        <translation>Spieler (in Sitzreihenfolge):</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Dirk plays along (two players)</source>
        <translation>&amp;Dirk spielt mit (zwei Spieler)</translation>
    </message>
    <message>
        <source>Discard the names and modules entered for the new game?</source>
        <translation>Die für das neue Spiel eingegebenen Namen und Module verwerfen?</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Expansion &amp;modules:</source>
        <translation>Erweiterungs&amp;module:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <source>The expansion modules are for Alhambra; %1 is played without them.</source>
        <translation>Die Erweiterungsmodule gelten für Alhambra; %1 wird ohne sie gespielt.</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Spieler %1:</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spielerfarbe</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Til&amp;es</source>
        <translation>P&amp;lättchen</translation>
    </message>
    <message>
        <source>Type a tile code or name; Enter builds the only free match at the city&apos;s cursor</source>
        <translation>Plättchencode oder Namen eingeben; Eingabe baut den einzigen freien Treffer am Cursor der Stadt</translation>
    </message>
    <message>
        <source>Put into %1&apos;s reserve</source>
        <translation>In die Reserve von %1 legen</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>Dirk geben</translation>
    </message>
    <message>
        <source>Return to the bag</source>
        <translation>In den Beutel zurücklegen</translation>
    </message>
    <message>
        <source>Filter: %1, %2, %3 …</source>
        <translation>Filter: %1, %2, %3 …</translation>
    </message>
    <message>
        <source>Code: %1</source>
        <translation>Code: %1</translation>
    </message>
    <message>
        <source>%1 is already %2.</source>
        <translation>%1 ist bereits %2.</translation>
    </message>
    <message>
        <source>No tile matches.</source>
        <translation>Kein Plättchen passt.</translation>
    </message>
    <message>
        <source>Every matching tile is already in play.</source>
        <translation>Alle passenden Plättchen sind bereits im Spiel.</translation>
    </message>
    <message>
        <source>%1 cannot go back to the bag: %2. Hold Shift while dropping to do it anyway.</source>
        <translation>%1 kann nicht zurück in den Beutel: %2. Zum Erzwingen beim Ablegen Umschalt gedrückt halten.</translation>
    </message>
</context>
<context>
    <name>PaletteGroups</name>
    <message>
        <source>%1 (%2) — %3 of %4 free</source>
        <translation>%1 (%2) – %3 von %4 frei</translation>
    </message>
</context>
<context>
    <name>PhonesBar</name>
    <message>
        <source>Phones: none has joined yet</source>
        <translation>Handys: noch keines beigetreten</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1 (nicht verbunden)</translation>
    </message>
    <message>
        <source>phone %1 (no seat yet)</source>
        <translation>Handy %1 (noch ohne Platz)</translation>
    </message>
    <message>
        <source>phone %1 (no seat yet, not connected)</source>
        <translation>Handy %1 (noch ohne Platz, nicht verbunden)</translation>
    </message>
    <message>
        <source>Phones: %1</source>
        <translation>Handys: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) to check</source>
        <translation>
            <numerusform>%n Konflikt zu prüfen</numerusform>
            <numerusform>%n Konflikte zu prüfen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhotoImportDialog</name>
    <message>
        <source>Import %1&apos;s city from a photo</source>
        <translation>Stadt von %1 aus einem Foto importieren</translation>
    </message>
    <message>
        <source>Open photo…</source>
        <translation>Foto öffnen …</translation>
    </message>
    <message>
        <source>No photo yet</source>
        <translation>Noch kein Foto</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Read the photo</source>
        <translation>Foto einlesen</translation>
    </message>
    <message>
        <source>Reading the photo…</source>
        <translation>Foto wird gelesen …</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Zeilen:</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Show the other reading</source>
        <translation>Die andere Lesart zeigen</translation>
    </message>
    <message>
        <source>Open a photo of the city</source>
        <translation>Foto der Stadt öffnen</translation>
    </message>
    <message>
        <source>Open a photo of the city first.</source>
        <translation>Zuerst ein Foto der Stadt öffnen.</translation>
    </message>
    <message>
        <source>Reading stopped.</source>
        <translation>Lesen abgebrochen.</translation>
    </message>
    <message>
        <source>This is the other reading: check the cells outlined, or go back to the first.</source>
        <translation>Das ist die andere Lesart: die umrandeten Felder prüfen oder zur ersten zurückkehren.</translation>
    </message>
    <message>
        <source>The city was found in the photo: check the corners and the grid.</source>
        <translation>Die Stadt wurde im Foto gefunden: Ecken und Raster prüfen.</translation>
    </message>
    <message>
        <source>Show the first reading</source>
        <translation>Die erste Lesart zeigen</translation>
    </message>
    <message>
        <source>Place the corners and the grid, then read the photo.</source>
        <translation>Ecken und Raster setzen, dann das Foto einlesen.</translation>
    </message>
    <message>
        <source>Open a photo of the city taken from above.</source>
        <translation>Ein Foto der Stadt von oben öffnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n Gebäude</numerusform>
            <numerusform>%n Gebäude</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) to check (outlined in orange)</source>
        <translation>
            <numerusform>%n Feld zu prüfen (orange umrandet)</numerusform>
            <numerusform>%n Felder zu prüfen (orange umrandet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) (in red)</source>
        <translation>
            <numerusform>%n Problem (rot)</numerusform>
            <numerusform>%n Probleme (rot)</numerusform>
        </translation>
    </message>
    <message>
        <source>Longest wall: %1</source>
        <translation>Längste Mauer: %1</translation>
    </message>
    <message>
        <source>Check that the four corners sit on the outer corners of the block of cells that holds the city (NW first, clockwise) and drag any that is off; arrows nudge the selected corner, 1–4 pick one. Click a cell of the photo to tell its type; click a cell of the city to correct it.</source>
        <translation>Prüfen, ob die vier Ecken auf den äußeren Ecken des Feldblocks liegen, der die Stadt enthält (NW zuerst, im Uhrzeigersinn), und jede danebenliegende hinziehen; Pfeiltasten verschieben die gewählte Ecke, 1–4 wählen eine aus. Ein Feld des Fotos anklicken, um seinen Typ anzugeben; ein Feld der Stadt anklicken, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>Read the photo first.</source>
        <translation>Zuerst das Foto einlesen.</translation>
    </message>
</context>
<context>
    <name>PieceEditor</name>
    <message>
        <source>Describe the piece: %1</source>
        <translation>Das Teil beschreiben: %1</translation>
    </message>
    <message>
        <source>Describe it as it is printed:</source>
        <translation>So beschreiben, wie es gedruckt ist:</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Give it to Dirk</source>
        <translation>Dirk geben</translation>
    </message>
    <message>
        <source>Put it into %1&apos;s reserve</source>
        <translation>In die Reserve von %1 legen</translation>
    </message>
    <message>
        <source>Not possible: %1.</source>
        <translation>Nicht möglich: %1.</translation>
    </message>
</context>
<context>
    <name>PieceSupply</name>
    <message>
        <source>%1: none left in the supply.</source>
        <translation>%1: keins mehr im Vorrat.</translation>
    </message>
    <message>
        <source>Describe one for %1&apos;s reserve…</source>
        <translation>Eines für die Reserve von %1 beschreiben…</translation>
    </message>
    <message>
        <source>Describe one for Dirk…</source>
        <translation>Eines für Dirk beschreiben…</translation>
    </message>
</context>
<context>
    <name>PlayerQuestion</name>
    <message>
        <source>Rename Player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>%1 and the player chosen here are one person: their games count together, under the name chosen here.</source>
        <translation>%1 und der hier gewählte Spieler sind eine Person: ihre Spiele zählen zusammen, unter dem hier gewählten Namen.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Names and colours of this game&apos;s players, in seating order:</source>
        <translation>Namen und Farben der Spieler dieses Spiels, in Sitzreihenfolge:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 scheidet aus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves the game, and %n tiles of theirs go back into the bag.</source>
        <translation>
            <numerusform>%1 scheidet aus, und %n Plättchen kommt zurück in den Beutel.</numerusform>
            <numerusform>%1 scheidet aus, und %n Plättchen kommen zurück in den Beutel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>&amp;Zusammenführen mit …</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Symbolischer Link</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>QrDialog</name>
    <message>
        <source>Log the Play in BG Stats</source>
        <translation>Partie in BG Stats eintragen</translation>
    </message>
    <message>
        <source>Each player scans this code with their phone&apos;s camera: BG Stats opens and logs the play of %1 with its scores.</source>
        <translation>Jeder Spieler scannt diesen Code mit der Kamera seines Telefons: BG Stats öffnet sich und trägt die Partie von %1 mit ihren Punkten ein.</translation>
    </message>
    <message>
        <source>&amp;Copy Link</source>
        <translation>Link &amp;kopieren</translation>
    </message>
    <message>
        <source>The link to log this play is too long for a QR code (%1 characters): copy it and open it on a phone instead.</source>
        <translation>Der Link zum Eintragen dieser Partie ist zu lang für einen QR-Code (%1 Zeichen): kopiere ihn und öffne ihn stattdessen auf einem Telefon.</translation>
    </message>
    <message numerus="yes">
        <source>The link tells each player&apos;s %n largest source(s) of points only, so that the code stays small enough to scan.</source>
        <translation>
            <numerusform>Der Link nennt nur die größte Punktequelle jedes Spielers, damit der Code klein genug zum Scannen bleibt.</numerusform>
            <numerusform>Der Link nennt nur die %n größten Punktequellen jedes Spielers, damit der Code klein genug zum Scannen bleibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The link tells each player&apos;s scorings but not their points by category, so that the code stays small enough to scan.</source>
        <translation>Der Link nennt die Wertungen jedes Spielers, aber nicht seine Punkte nach Herkunft, damit der Code klein genug zum Scannen bleibt.</translation>
    </message>
    <message>
        <source>The link leaves the scoring out, so that the code stays small enough to scan.</source>
        <translation>Der Link lässt die Wertung weg, damit der Code klein genug zum Scannen bleibt.</translation>
    </message>
</context>
<context>
    <name>ReserveDock</name>
    <message>
        <source>Reserves</source>
        <translation>Reserven</translation>
    </message>
    <message>
        <source>&amp;Reserves</source>
        <translation>&amp;Reserven</translation>
    </message>
    <message>
        <source>Return to the bag</source>
        <translation>In den Beutel zurücklegen</translation>
    </message>
    <message>
        <source>Move to %1&apos;s reserve</source>
        <translation>In die Reserve von %1 legen</translation>
    </message>
    <message>
        <source>Give to Dirk</source>
        <translation>Dirk geben</translation>
    </message>
    <message>
        <source>Dirk&apos;s tiles</source>
        <translation>Dirks Plättchen</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>Reserve von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop tiles here</source>
        <translation>Plättchen hier ablegen</translation>
    </message>
    <message>
        <source>Empty: drop tiles here</source>
        <translation>Leer: Plättchen hier ablegen</translation>
    </message>
    <message>
        <source>%1 cannot go back to the reserve: %2. Hold Shift while dropping to take it back anyway.</source>
        <translation>%1 kann nicht zurück in die Reserve: %2. Zum Erzwingen beim Ablegen Umschalt gedrückt halten.</translation>
    </message>
</context>
<context>
    <name>RosterEdits</name>
    <message>
        <source>Change the players&apos; names and colours</source>
        <translation>Namen und Farben der Spieler ändern</translation>
    </message>
    <message>
        <source>Add %1 to the game</source>
        <translation>%1 ins Spiel aufnehmen</translation>
    </message>
    <message>
        <source>Take %1 out of the game</source>
        <translation>%1 aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Change %1&apos;s colour</source>
        <translation>Farbe von %1 ändern</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spieler ändern</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>a city gate holds this tile in place</source>
        <translation>ein Stadttor hält dieses Plättchen an seinem Platz</translation>
    </message>
    <message>
        <source>the cell is already built on</source>
        <translation>das Feld ist bereits bebaut</translation>
    </message>
    <message>
        <source>does not share a side with the city</source>
        <translation>hat keine gemeinsame Seite mit der Stadt</translation>
    </message>
    <message>
        <source>the tile does not share a side with the city</source>
        <translation>das Plättchen hat keine gemeinsame Seite mit der Stadt</translation>
    </message>
    <message>
        <source>its wall to the {side} meets an open side of {neighbour}</source>
        <translation>seine Mauer im {side} trifft auf eine offene Seite von {neighbour}</translation>
    </message>
    <message>
        <source>its open side to the {side} meets the wall of {neighbour}</source>
        <translation>seine offene Seite im {side} trifft auf die Mauer von {neighbour}</translation>
    </message>
    <message>
        <source>its moat to the {side} meets a land side of {neighbour}</source>
        <translation>sein Graben im {side} trifft auf eine Landseite von {neighbour}</translation>
    </message>
    <message>
        <source>its land side to the {side} meets the moat of {neighbour}</source>
        <translation>seine Landseite im {side} trifft auf den Graben von {neighbour}</translation>
    </message>
    <message>
        <source>not reachable on foot from the fountain</source>
        <translation>vom Brunnen aus nicht zu Fuß erreichbar</translation>
    </message>
    <message>
        <source>the tile is not reachable on foot from the fountain</source>
        <translation>das Plättchen ist vom Brunnen aus nicht zu Fuß erreichbar</translation>
    </message>
    <message>
        <source>would enclose a hole</source>
        <translation>würde ein Loch umschließen</translation>
    </message>
    <message>
        <source>the city has a hole here: this empty cell is enclosed</source>
        <translation>die Stadt hat hier ein Loch: dieses leere Feld ist umschlossen</translation>
    </message>
    <message>
        <source>the fountain never moves</source>
        <translation>der Brunnen bleibt immer an seinem Platz</translation>
    </message>
    <message>
        <source>there is no tile here</source>
        <translation>hier liegt kein Plättchen</translation>
    </message>
    <message>
        <source>the cell is more than 100 cells from the fountain</source>
        <translation>das Feld ist mehr als 100 Felder vom Brunnen entfernt</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>the fountain</source>
        <translation>dem Brunnen</translation>
    </message>
    <message>
        <source>the tile at ({x}, {y})</source>
        <translation>dem Plättchen bei ({x}, {y})</translation>
    </message>
    <message>
        <source>at ({x}, {y}) {reason}</source>
        <translation>Feld ({x}, {y}): {reason}</translation>
    </message>
    <message>
        <source>its bastion to the {side} faces no walled side of a city tile</source>
        <translation>seine Bastion im {side} zeigt auf keine Mauer eines Stadtplättchens</translation>
    </message>
    <message>
        <source>a camp&apos;s bastion to the {side} needs a wall on this side</source>
        <translation>die Bastion eines Feldlagers im {side} braucht auf dieser Seite eine Mauer</translation>
    </message>
    <message>
        <source>its side to the {side} touches a city tile or a camp&apos;s bastion</source>
        <translation>seine Seite im {side} berührt ein Stadtplättchen oder die Bastion eines Feldlagers</translation>
    </message>
    <message>
        <source>to the {side} it touches a camp&apos;s side without a bastion</source>
        <translation>im {side} berührt es eine Seite eines Feldlagers ohne Bastion</translation>
    </message>
    <message>
        <source>the camp touches neither the city through a bastion nor another camp</source>
        <translation>das Feldlager berührt weder die Stadt mit einer Bastion noch ein anderes Feldlager</translation>
    </message>
    <message>
        <source>the trader disc stands on this cell</source>
        <translation>auf diesem Feld steht die Händlerscheibe</translation>
    </message>
</context>
<context>
    <name>ScoreCardsPanel</name>
    <message>
        <source>Scoring %1:</source>
        <translation>Wertung %1:</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Karten zurücksetzen</translation>
    </message>
    <message>
        <source>A card entered counts for its scoring; a scoring without one counts with the base values.</source>
        <translation>Eine eingegebene Karte zählt für ihre Wertung; eine Wertung ohne Karte zählt mit den Grundwerten.</translation>
    </message>
</context>
<context>
    <name>SetupChecklist</name>
    <message>
        <source>Setup checklist</source>
        <translation>Aufbau-Checkliste</translation>
    </message>
    <message>
        <source>No expansion modules are in play: the base game needs nothing more on the table.</source>
        <translation>Keine Erweiterungsmodule im Spiel: Das Grundspiel braucht nichts weiter auf dem Tisch.</translation>
    </message>
    <message>
        <source>Put these out for the modules in play, and tick each line once it is on the table:</source>
        <translation>Für die Module im Spiel bereitlegen und jede Zeile abhaken, sobald es auf dem Tisch liegt:</translation>
    </message>
    <message>
        <source>nothing to put out</source>
        <translation>nichts bereitzulegen</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Totals game by game, oldest first (● a win)</source>
        <translation>Summen Spiel für Spiel, das älteste zuerst (● ein Sieg)</translation>
    </message>
    <message>
        <source>Wins per player</source>
        <translation>Siege je Spieler</translation>
    </message>
    <message>
        <source>Points by source</source>
        <translation>Punkte nach Herkunft</translation>
    </message>
    <message>
        <source>Head to head: games the row&apos;s player finished ahead of the column&apos;s</source>
        <translation>Direkter Vergleich: Spiele, in denen der Spieler der Zeile vor dem der Spalte lag</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>ein Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Highest score: %1, by %2 (%3)</source>
        <translation>Höchste Punktzahl: %1, von %2 (%3)</translation>
    </message>
    <message>
        <source>Most of %1: %2, by %3 (%4)</source>
        <translation>Meiste %1: %2, von %3 (%4)</translation>
    </message>
    <message>
        <source>No finished game in the history yet.</source>
        <translation>Noch kein beendetes Spiel in der Chronik.</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>ein Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>Majorities won (first place, shared included): %1</source>
        <translation>Gewonnene Mehrheiten (erster Platz, geteilte eingeschlossen): %1</translation>
    </message>
    <message>
        <source>Points by source count the %1 of %2 scorings whose details are known.</source>
        <translation>Die Punkte nach Herkunft zählen die %1 von %2 Wertungen, deren Einzelheiten bekannt sind.</translation>
    </message>
    <message>
        <source>%1: %2, %3 (%4 %), average %5, best %6, best wall %7, best moat %8.</source>
        <translation>%1: %2, %3 (%4 %), Durchschnitt %5, bestes %6, beste Mauer %7, bester Graben %8.</translation>
    </message>
    <message>
        <source>Game %1 of %2 (%3): %4</source>
        <translation>Spiel %1 von %2 (%3): %4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, a win</source>
        <translation>%1, ein Sieg</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4 %)</source>
        <translation>%1: %2, %3 (%4 %)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>TableCommand</name>
    <message numerus="yes">
        <source>{player}&apos;s city from their phone: %n tile(s)</source>
        <translation>
            <numerusform>Stadt von {player} vom Handy: %n Plättchen</numerusform>
            <numerusform>Stadt von {player} vom Handy: %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>it replaces a change made to the file&apos;s city since the photo</source>
        <translation>sie ersetzt eine Änderung, die seit dem Foto an der Stadt in der Datei gemacht wurde</translation>
    </message>
    <message>
        <source>{player}&apos;s phone: {step}</source>
        <translation>Handy von {player}: {step}</translation>
    </message>
    <message>
        <source>{changes}; saved to {file}</source>
        <translation>{changes}; gespeichert in {file}</translation>
    </message>
    <message>
        <source>Serving {file} at {url} (Ctrl+C stops).</source>
        <translation>{file} wird unter {url} bereitgestellt (Strg+C beendet).</translation>
    </message>
    <message>
        <source>Stopped; every confirmed change is saved.</source>
        <translation>Beendet; jede bestätigte Änderung ist gespeichert.</translation>
    </message>
</context>
<context>
    <name>TablePhotoDialog</name>
    <message>
        <source>Import the cities from photos</source>
        <translation>Die Städte aus Fotos importieren</translation>
    </message>
    <message>
        <source>Photo of %1&apos;s city…</source>
        <translation>Foto der Stadt von %1 …</translation>
    </message>
    <message>
        <source>No photo</source>
        <translation>Kein Foto</translation>
    </message>
    <message>
        <source>Photo of the whole table…</source>
        <translation>Foto des ganzen Tisches…</translation>
    </message>
    <message>
        <source>Read the photos</source>
        <translation>Die Fotos lesen</translation>
    </message>
    <message>
        <source>Reading the photos…</source>
        <translation>Die Fotos werden gelesen …</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>The photo of %1&apos;s city</source>
        <translation>Das Foto der Stadt von %1</translation>
    </message>
    <message>
        <source>The photo of the whole table</source>
        <translation>Das Foto des ganzen Tisches</translation>
    </message>
    <message>
        <source>Choose a photo of at least one city first.</source>
        <translation>Zuerst ein Foto von mindestens einer Stadt wählen.</translation>
    </message>
    <message>
        <source>Reading stopped.</source>
        <translation>Lesen abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) were read in two cities: each stays in the city that shows it more surely; check the cells outlined.</source>
        <translation>
            <numerusform>%n Plättchen wurde in zwei Städten gelesen: es bleibt in der Stadt, die es sicherer zeigt; die umrandeten Felder prüfen.</numerusform>
            <numerusform>%n Plättchen wurden in zwei Städten gelesen: jedes bleibt in der Stadt, die es sicherer zeigt; die umrandeten Felder prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player&apos;s city…</source>
        <translation>Stadt eines anderen Spielers…</translation>
    </message>
    <message>
        <source>This is %1&apos;s city</source>
        <translation>Das ist die Stadt von %1</translation>
    </message>
    <message>
        <source>Read the photos first.</source>
        <translation>Zuerst die Fotos lesen.</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemeinstellung</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Alhambra</source>
        <translation>Alhambra</translation>
    </message>
    <message>
        <source>Granada</source>
        <translation>Granada</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Go to Player</source>
        <translation>Zu &amp;Spieler wechseln</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
</context>
</TS>
