"""
Help entries of the world, read by Evennia's `hilfe`/`help` command.

`RULES` holds the rules texts of the two games (also paged by `lies
regeln`); each dict of `HELP_ENTRY_DICTS` is one help entry. The Hausordnung's
text lives in game/people/houserules.py (the website shows it too).
"""

from game.people import houserules

RULES_66 = """|wSechsundsechzig (66)|n

|wDas Blatt.|n 24 Karten: vier Farben (Eichel, Laub, Herz, Schellen – oder
Kreuz, Pik, Herz, Karo) mit Ass (11 Augen), Zehn (10), König (4), Ober (3),
Unter (2) und Neun (0). Zusammen sind es 120 Augen. Ziel: als Erster 66
Augen sammeln und das rechtzeitig ansagen.

|wDas Geben.|n Jeder bekommt sechs Karten. Die nächste Karte liegt offen
unter dem Stapel und bestimmt den Trumpf. Wer nicht gegeben hat, spielt aus;
beim nächsten Spiel gibt der andere.

|wSolange der Stapel offen ist|n, darf man legen, was man will. Es sticht die
höhere Karte der ausgespielten Farbe, jeder Trumpf sticht eine andere Farbe.
Wer den Stich macht, zieht zuerst vom Stapel und spielt wieder aus. Die
offene Trumpfkarte wird als letzte gezogen.

|wIst der Stapel leer oder zugedreht|n, herrscht Farb- und Stichzwang: man muss
die Farbe bedienen und nach Möglichkeit überstechen; wer die Farbe nicht hat,
muss trumpfen (höher als ein schon liegender Trumpf, wenn möglich).

|wMelden.|n Wer ausspielt und König und Ober einer Farbe hat, meldet sie
(|wmelde herz|n): 20 Augen, in Trumpf 40. Danach wird eine der beiden Karten
ausgespielt. Gezählt wird die Meldung erst, wenn man einen Stich hat.

|wRauben.|n Wer die Trumpfneun hat und ausspielt, darf sie gegen die offene
Trumpfkarte tauschen (|wraube|n), solange noch mehr als zwei Karten im
Stapel liegen – in der Grundform erst nach dem ersten eigenen Stich.

|wZudrehen.|n Wer ausspielt, kann den Stapel zudrehen (|wdecke stapel|n).
Dann wird nicht mehr gezogen, und es gelten die strengen Regeln. Wer
zudreht, muss auch 66 erreichen, sonst bekommt der Gegner die Punkte.

|wAnsagen.|n Wer glaubt, 66 zu haben, sagt |wgenug|n – am Zug, nachdem er
gerade gestochen oder gemeldet hat. Stimmt es, gibt es 1 Punkt, 2 wenn der
Gegner unter 33 Augen hat (Schneider), 3 wenn er keinen Stich hat
(Schwarz). Stimmt es nicht, bekommt der Gegner 2 oder 3 Punkte. Wird
ohne Ansage zu Ende gespielt, bringt der letzte Stich 10 Augen extra.

|wDie Partie|n geht bis 7 Punkte (oder 3, 11). Varianten am Tisch:
Schnapsen (20 Karten ohne Neunen, fünf auf die Hand, der Trumpfunter
raubt), zu dritt (der Geber setzt aus), zu viert (zwei Paare, alle Karten
werden verteilt), klassisch und nach Sarasander Art (Meldungen 10/20)."""

RULES_GAIGEL = """|wGaigel|n

|wDas Blatt.|n 48 Karten: jede Karte doppelt, Ass, Zehn, König, Ober, Unter
und Sieben in vier Farben, zusammen 240 Augen. Gespielt wird zu zweit, zu
dritt, zu viert (über Kreuz in Paaren) oder zu sechst (drei gegen drei).

|wDas Geben.|n Jeder bekommt fünf Karten, drei, dann wird Trumpf aufgedeckt,
dann zwei. Die Spielerin nach dem Geber eröffnet.

|wDer erste Stich.|n Trumpf ist verboten, außer man hat nur Trümpfe. Die
Eröffnung: |wge-elfen <ass>|n (ein Ass offen, der Stich ist sicher),
|whöher hat <karte>|n (verdeckt; alle anderen legen verdeckt, dann wird
aufgedeckt, die höchste Karte der Farbe gewinnt) oder |wandere alte <ass>|n
(ein Ass verdeckt; wer das zweite gleiche Ass legt, gewinnt den Stich).

|wSolange der Stapel da ist|n, darf man legen, was man will; Trumpf sticht,
sonst die höchste Karte der ausgespielten Farbe, von zwei gleichen Karten
die zuerst gelegte. Danach muss man bedienen und den Stich übernehmen,
sonst trumpfen, sonst irgendetwas.

|wMelden|n (König und Ober einer Farbe: 20, in Trumpf 40) darf, wessen Partei
schon einen Stich hat. |wRauben|n mit der Trumpfsieben ebenso, nur nicht in
der letzten Runde vor dem leeren Stapel.

|wAus!|n Wer mit seiner Partei 101 Augen erreicht, ruft |waus|n – jederzeit.
Hat der Gegner keinen Stich, ist es ein Gaigel (doppelt). Wer zu früh ruft
(Untergaigel) oder den Ruf bis zum Ende des nächsten Stichs verpasst
(Übergaigel), verliert doppelt. Die Verlierer bekommen Striche; wer zuerst
sieben Striche hat, hat die Partie verloren.

|wFünf Siebener|n auf der Hand gewinnen sofort."""

RULES = {"66": RULES_66, "gaigel": RULES_GAIGEL}

HELP_ENTRY_DICTS = [
    {
        "key": "kartenrunde",
        "aliases": ["willkommen", "spiele"],
        "category": "Allgemein",
        "text": """
            Willkommen in der Kartenrunde von Sarasande!

            Vom Wegkreuz aus erreichst du zwei Lokale und das Stadttor:

            |yKaffeehaus von Sarasande|n: hier spielt man Sechsundsechzig,
            zu zweit, zu dritt oder zu viert.

            |yBesenwirtschaft|n: hier wird Gaigel geklopft, zu zweit, zu
            dritt, zu viert oder zu sechst.

            |yStadttor|n: hier beginnt die Kartentour, acht Stationen mit je
            einem Gegner und einem Stempel für deinen |wtourpass|n.

            Gleich spielen: |wspiel 66|n oder |wspiel gaigel|n bringt dich an
            einen freien Tisch, Computerspieler setzen sich dazu, und die
            Partie beginnt (auch |wspiel schnapsen bis 3|n, |wspiel gaigel zu
            zweit gegen leicht|n). Mit Menschen spielen: |wsuche 66|n oder
            |wsuche gaigel zu viert|n setzt dich auf die Warteliste; |wwo|n
            zeigt, wer wartet.

            Wer die Spiele erst lernen will: im Kaffeehaus und in der
            Besenwirtschaft gibt es eine Kartenschule (|wschule|n).

            Gehen kannst du, indem du den Namen eines Ausgangs eintippst,
            zum Beispiel |wkaffeehaus|n, oder seine Himmelsrichtung: |wosten|n
            (kurz |wo|n), |wsüden|n (auch |wsueden|n oder |ws|n), |wwesten|n,
            |wnorden|n. Mit |wschau|n (oder |wlook|n) siehst
            du dich um, |wbefehle|n zeigt die Kartenbefehle. Mit |wsag|n redest
            du mit allen im Raum, |wwer|n zeigt, wer gerade da ist und wo
            gespielt wird. Wie du mit Leuten anderswo sprichst, erklärt
            |whilfe unterhaltung|n.
        """,
    },
    {
        "key": "unterhaltung",
        "aliases": ["reden", "mitspieler finden"],
        "category": "Allgemein",
        "text": """
            Mit anderen reden: im Raum, über die Kanäle und privat – und
            Mitspieler finden.

            |wIm selben Raum|n sprichst du mit |wsag <text>|n; das hören alle, die
            gerade hier sind. Einer einzigen Person sagst du etwas mit
            |wflüster <name> = <text>|n, und |wtu <text>|n zeigt, was du gerade
            tust (|wtu mischt die Karten|n).

            |wÜber die Kanäle|n erreichst du Leute, die anderswo sind: Du stellst
            den Namen des Kanals vor deinen Satz, etwa |wplausch Servus
            miteinander|n. Den Plausch hört die ganze Kartenwelt, und beim
            ersten Anmelden bist du dabei. Die Lokale haben ihre eigenen Runden,
            den |wkaffeeklatsch|n im Kaffeehaus und den |wstammtisch|n in der
            Besenwirtschaft: Die hört jeder, der gerade dort ist. Mit |wstammtisch
            an|n hörst du ihn auch unterwegs, mit |wplausch aus|n bestellst du
            einen Kanal ab. Welche Kanäle es gibt, wer gerade zuhört und ob du
            selbst zuhörst, zeigt |wkanäle|n.

            |wPrivate Nachrichten|n schickst du mit |wnachricht <name> = <text>|n.
            Sie erreichen die Person, wo auch immer ihr beide gerade seid; wer
            nicht angemeldet ist, findet sie beim nächsten Anmelden vor. Wer dir
            zuletzt geschrieben hat, dem antwortest du mit |wantworte <text>|n,
            ohne den Namen zu tippen. |wnachricht|n allein zeigt deine letzten
            Nachrichten, geschickte und bekommene. Für jemanden, der nicht da
            ist, warten höchstens fünf ungelesene Nachrichten von dir; nach 30
            Tagen werden Nachrichten gelöscht. (Nicht verwechseln: Mit
            |wantwort <nummer>|n beantwortest du in der Kartenschule die
            Prüffrage einer Lektion.)

            |wMitspieler und Freunde finden.|n |wwo|n zeigt jeden Kartentisch mit
            seinem Spiel, wer dort sitzt und wie viele Plätze frei sind, dazu
            wer auf Mitspieler wartet und wer gerade wo ist. Mit |wfreund
            <name>|n fragst du jemanden, ob ihr Freunde sein wollt; sagt die
            Person ja (|wfreund ja <name>|n, nein: |wfreund nein <name>|n), erfahrt
            ihr beide, wenn der andere sich anmeldet oder sich an einen
            Kartentisch setzt. |wfreunde|n zeigt die Liste und wo deine Freunde
            gerade sind, |wfreunde leise|n stellt die Meldungen ab, |wfreunde
            laut|n wieder an. Mit |wunsichtbar an|n sehen nur deine Freunde, wo
            du bist.

            Was du auf einmal sagst oder schreibst, darf höchstens 500 Zeichen
            lang sein, und mehr als acht Zeilen in zehn Sekunden gehen nicht
            durch; dann kurz warten.

            |wWenn dich jemand stört|n: |wignoriere <name>|n, und nichts von
            dieser Person erreicht dich mehr; |wbeschwerde <name> = <was war>|n
            geht an die Aufsicht. Was hier gilt, steht in |whilfe hausordnung|n.
        """,
    },
    {"key": "hausordnung", "aliases": ["hausregeln", "benehmen"], "category": "Allgemein",
     "text": houserules.help_text()},
    {"key": "66", "aliases": ["sechsundsechzig", "schnapsen"], "category": "Kartenspiel",
     "text": RULES_66},
    {"key": "gaigel", "category": "Kartenspiel", "text": RULES_GAIGEL},
    {
        "key": "kartenwelt bauen",
        "category": "Bauen",
        "locks": "view:perm(Builder);read:perm(Builder)",
        "text": """
            Neue Kartenräume einrichten (nur für Bauleute).

            Einen Raum gräbst du mit |wdig|n, zum Beispiel |wdig Hinterzimmer =
            hinterzimmer, wegkreuz|n. Dort stellst du mit |waufstellen|n ein
            66-Kartenspiel oder einen Gaigeltisch auf und holst mit
            |wkartenspieler|n Computerspieler dazu; |weinrichtung|n zeigt, was
            im Raum steht (|weinrichtung alle|n: in allen Räumen, mit den
            laufenden Partien), |wumstellen|n gibt einem Tisch eine andere
            Spielart, |wabbauen|n entfernt ihn wieder.

            |wTische nach Bedarf|n: |w@tische 66 höchstens 12 art kaffeehaus =
            der Marmortisch|n macht den Raum zum Lokal. Sind alle Tische dort
            besetzt, stellt die Bedienung einen weiteren auf (Marmortisch 2,
            Marmortisch 3 …, bis zur Höchstzahl; ohne Angabe 200), und ein
            zusätzlicher Tisch, der eine Weile leer steht, wird wieder
            weggeräumt, nie einer mit laufender Partie. Die Spielart ist das
            Spiel, das ein neuer Gast an einem leeren Tisch vorfindet; auch
            Bedenkzeit und Tempo stellt der Tisch dann zurück. „art“
            (kaffeehaus, besen, gasthaus) gibt den Aushilfen des Hauses Namen
            und Sprüche: Sie setzen sich dazu, wenn alle Computerspieler des
            Raums beschäftigt sind, und gehen heim, wenn sie eine Weile nichts
            zu tun hatten. |wspiel <spielart>|n und |wsuche <spielart>|n
            führen Spieler aus der ganzen Kartenwelt in ein Lokal, das das
            Spiel bietet. |w@tische|n zeigt die Einstellung des Raums, |w@tische
            aus|n beendet sie. Das Kaffeehaus (Marmortische) und die
            Besenwirtschaft (Holztische) sind von Anfang an Lokale.

            Dieselben Möbel gibt es als Prototypen für |wspawn|n:
            kartenspiel_66, gaigeltisch, kartenspieler, kartenspieler_leicht,
            kartenspieler_stark. Eine andere Spielart wählst du so:
            |wspawn {"prototype_parent": "gaigeltisch", "preset": "gaigel2"}|n

            Die |wKartentour|n: Jeder Tisch mit der Einstellung |wtour:<n>|n ist
            Station <n>. Dort spielt ein Mensch allein gegen den Computerspieler
            des Raums, und nur mit den Stempeln aller früheren Stationen; wer
            die Partie gewinnt, bekommt den Stempel (|wtourpass|n zeigt alle).
            Spielart und Partielänge sind die des Tisches, die Stärke die des
            Computerspielers. Eine neue Station: Raum graben, dann zum Beispiel
            |waufstellen schnapsen bis 5 tour:9 = der Stationstisch|n und
            |wkartenspieler Fährmann Jakob = stark 66|n. Ändern mit |wumstellen
            <tisch> = 66 bis 7 tour:9|n; |wtour:keine|n macht wieder einen
            gewöhnlichen Tisch daraus.

            |wbatchcode batch_world|n baut die Welt wieder auf: es legt nur an,
            was fehlt, und lässt alles Geänderte, wie es ist.
        """,
    },
    {
        "key": "fairness",
        "aliases": ["fair", "mischung prüfen", "ehrlich"],
        "category": "Kartenspiel",
        "text": """
            Fair gespielt – und du kannst es nachprüfen.

            |wDie Computerspieler|n sehen nur, was ihr Platz sieht: ihre eigene
            Hand, den aufgedeckten Trumpf und die gespielten Karten. Die
            anderen Hände und die Reihenfolge im Stapel kennen sie nicht; sie
            raten wie du, was noch draußen ist.

            |wGemischt|n wird vor deinen Augen festgelegt: Vor der Partie zieht
            der Server einen geheimen Samen und zeigt seinen Hash (einen
            Fingerabdruck, |wmischung|n zeigt ihn, auch der Blick auf den
            Tisch). Jeder Platz bringt einen eigenen Samen dazu
            (|wmischung eigen <text>|n, sonst wird einer gezogen und gezeigt).
            Aus beidem und der Nummer des Spiels ergibt sich die Reihenfolge
            der Karten nach einem festen Verfahren.

            |wNachprüfen|n: Am Ende der Partie wird der Server-Samen
            aufgedeckt. |wmischung prüfen <nr>|n (die Nummer aus |wpartien|n)
            rechnet das Spiel nach und sagt, ob alles stimmt: ob der Samen zum
            Hash von vorher passt und ob genau so gegeben wurde. Zu Hause geht
            es ohne das Spiel mit dem Programm tools/pruefe_mischung.py (nur
            Python 3 nötig); |wmischung prüfen|n nennt die ganze Befehlszeile.
            Das Verfahren steht Byte für Byte in docs/MISCHUNG.md.

            |wstatistik|n zeigt, was dir und den Computerspielern gegen dich
            über alle gewerteten Spiele ausgeteilt wurde, gegen das, was der
            Zufall bringt.
        """,
    },
]
