"""The road of the Kartentour: eight stations west of the Wegkreuz, each a room
(prototype `tourstation`) with a station table (the table's `tour` option) and
a computer player of its own; strengths rise from leicht to stark. Each line of
a player's table talk names the moments it fits (game/faces/tabletalk.py).

Idempotent like world/build.py, which calls `build_tour` at the first start
and at every start (a world built before the tour gets it); what is found is
left as it is.
"""

from evennia.prototypes.spawner import spawn

from game.faces.tabletalk import Moment as M, line
from world.prototypes import CARD_PLAYER, DECK_66, GAIGEL_TABLE, TOUR_ROOM, place
from world.ways import exit_words

STATIONS = [
    {
        "key": "Stadttor von Sarasande", "gender": "n", "aliases": ["Stadttor"],
        "grammar": {"wohin": "zum Stadttor von Sarasande", "woher": "vom Stadttor von Sarasande",
                    "wo": "am Stadttor von Sarasande"},
        "desc": "Das westliche Stadttor von Sarasande: ein Bogen aus gelbem Sandstein, "
                "darüber das Wappen mit der Kaffeebohne. In der Wachstube daneben steht ein "
                "Tisch, auf dem der Torwächter seine Karten mischt, wenn wenig los ist. "
                "Hier beginnt die |yKartentour|n: acht Stationen die Landstraße entlang, an "
                "jeder ein Gegner und ein Stempel für deinen |wtourpass|n.",
        "table": (DECK_66, "66", 3),
        "npc": ("Torwächter Balthasar", "leicht", "66",
                "Ein gemütlicher Wächter mit Schnauzbart, die Hellebarde an die Wand gelehnt. "
                "Er spielt gern und verliert ohne Groll.",
                [line("Halt! Erst eine Partie, dann darfst du weiter.", M.START),
                 line("Na, das war knapp.", M.GAME_WON, M.GAME_LOST),
                 line("Am Tor vergeht die Zeit so langsam."),
                 line("Ich zähl nicht so genau mit.", M.TRICK_LOST, M.GAME_LOST)]),
    },
    {
        "key": "Zollhaus an der Brücke", "gender": "n", "aliases": ["Zollhaus"],
        "desc": "Ein kleines Zollhaus mit rot-weißem Schlagbaum, wo die Landstraße über den "
                "Fluss führt. Auf der Bank vor der Tür liegt ein Schnapsen-Blatt ohne Neunen.",
        "table": (DECK_66, "schnapsen", 3),
        "npc": ("Zöllnerin Agathe", "leicht", "66",
                "Eine strenge Frau mit Dienstmütze und Stempelkissen. Den Tourstempel gibt sie "
                "nur gegen eine gewonnene Partie.",
                [line("Hast du etwas zu verzollen?", M.START),
                 line("Ordnung muss sein.", M.TRICK_WON, M.CALL),
                 line("Der Schlagbaum bleibt zu, bis die Partie entschieden ist.", M.START,
                      M.TRICK_WON)]),
    },
    {
        "key": "Mühle am Mühlbach", "gender": "f", "aliases": ["Mühle"],
        "desc": "Das Mühlrad dreht sich knarrend im Bach, drinnen riecht es nach Mehl. Auf "
                "einem Mehlsack liegt ein doppeltes Blatt württembergischer Karten: hier "
                "spielt man Gaigel zu zweit.",
        "table": (GAIGEL_TABLE, "gaigel2", 3),
        "npc": ("Müller Anselm", "leicht", "Gaigel",
                "Ein kräftiger Mann, weiß bestäubt bis in die Augenbrauen. Beim Gaigel lacht "
                "er mehr, als er zählt.",
                [line("Des Rad dreht sich, und mir spielet weiter.", M.TRICK_WON, M.TRICK_LOST),
                 line("Hoppla, war des mei Stich?", M.TRICK_WON),
                 line("Mehl an de Finger, Trumpf in der Hand.", M.START, M.MELD)]),
    },
    {
        "key": "Poststation", "gender": "f", "aliases": ["Post"],
        "grammar": {"wohin": "zur Poststation", "woher": "von der Poststation",
                    "wo": "an der Poststation"},
        "desc": "Eine Poststation mit Pferdestall und einem gelben Posthorn über der Tür. Im "
                "Wartezimmer spielen die Reisenden klassisches Sechsundsechzig, bis die "
                "Kutsche kommt.",
        "table": (DECK_66, "klassisch", 3),
        "npc": ("Postillion Ferdinand", "normal", "66",
                "Ein junger Postillion in gelber Jacke, das Posthorn an der Schnur. Er spielt "
                "nach den alten Regeln und kennt sie genau.",
                [line("Die Kutsche wartet nicht ewig."),
                 line("Nach den alten Regeln, bitte.", M.START),
                 line("Das hätte ich auch so gemacht.", M.TRICK_LOST)]),
    },
    {
        "key": "Gasthof zum Hirschen", "gender": "m", "aliases": ["Gasthof", "Hirschen"],
        "desc": "Ein Gasthof mit Hirschgeweih über dem Kamin und blank gescheuerten Tischen. "
                "Die Wirtin spielt Sechsundsechzig nach Sarasander Art, wie man es im "
                "Kaffeehaus früher tat.",
        "table": (DECK_66, "sarasande", 3),
        "npc": ("Wirtin Kreszenz", "normal", "66",
                "Eine rundliche Wirtin mit Schürze, die nebenher Bier zapft und jede Karte "
                "im Kopf behält.",
                [line("Noch ein Bier dazu?"),
                 line("Bei mir wird ehrlich gespielt.", M.START),
                 line("Das war ein schöner Stich.", M.TRICK_WON, M.TRICK_LOST)]),
    },
    {
        "key": "Klosterpforte", "gender": "f", "aliases": ["Kloster", "Pforte"],
        "grammar": {"wohin": "zur Klosterpforte", "woher": "von der Klosterpforte",
                    "wo": "an der Klosterpforte"},
        "desc": "Die Pforte eines stillen Klosters am Berghang. Im Pförtnerstübchen steht ein "
                "Tisch mit einem abgegriffenen Gaigelblatt, und es riecht nach Kräuterlikör.",
        "table": (GAIGEL_TABLE, "gaigel2", 7),
        "npc": ("Bruder Cölestin", "normal", "Gaigel",
                "Ein Mönch in brauner Kutte, der schweigend spielt und nur beim Melden die "
                "Stimme hebt.",
                [line("Geduld ist eine Tugend."),
                 line("Gelobt sei der Trumpf.", M.TRICK_WON, M.MELD),
                 line("Wer zählt, gewinnt.", M.TRICK_WON, M.CALL, M.GAME_WON)]),
    },
    {
        "key": "Bergwerk am Silberberg", "gender": "n", "aliases": ["Bergwerk"],
        "desc": "Der Eingang eines Bergwerks, beleuchtet von Grubenlampen. In der Kaue sitzen "
                "die Bergleute nach der Schicht beim Schnapsen, und keiner schenkt dem "
                "anderen etwas.",
        "table": (DECK_66, "schnapsen", 7),
        "npc": ("Steiger Wendelin", "stark", "66",
                "Ein grauhaariger Steiger mit rußigen Händen und wachem Blick. Er rechnet "
                "jede Karte aus, die noch im Stapel liegen kann.",
                [line("Glück auf!", M.START),
                 line("Unter Tage lernt man rechnen.", M.TRICK_WON, M.CALL),
                 line("Das hab ich kommen sehen.", M.TRICK_WON, M.TRICK_LOST)]),
    },
    {
        "key": "Grenzturm am Pass", "gender": "m", "aliases": ["Grenzturm", "Turm"],
        "desc": "Ein alter Turm hoch auf der Passhöhe, wo die Landstraße endet. Oben, im Zimmer "
                "mit dem weiten Blick über das Land, wartet die letzte Station der Kartentour.",
        "table": (DECK_66, "66", 7),
        "npc": ("Gräfin Hohenstein", "stark", "66",
                "Eine Dame von großer Haltung in einem dunkelgrünen Reitkleid. Sie hat die "
                "Kartentour selbst erfunden und lässt sich den letzten Stempel nicht leicht "
                "abnehmen.",
                [line("Du bist weit gekommen.", M.START),
                 line("Nun zeig, was du gelernt hast.", M.START),
                 line("Ein feiner Zug, das gebe ich zu.", M.TRICK_LOST, M.GAME_LOST),
                 line("Wer zudreht, muss es auch schaffen.", M.CLOSE)]),
    },
]


def room_tag(number):
    return f"tour{number}"


def ensure_station(find_tagged, category, number, spec):
    """The station's room, table and computer player; what exists stays (a room
    gets the grammar of its name it lacks)."""
    room = find_tagged(room_tag(number))
    if room is None:
        room = spawn(dict(TOUR_ROOM, key=spec["key"], aliases=spec["aliases"],
                          desc=spec["desc"], gender=spec["gender"],
                          tags=[(room_tag(number), category)]))[0]
    for name, value in spec.get("grammar", {}).items():
        if room.attributes.get(name, default=None) is None:
            room.attributes.add(name, value)
    prototype, preset, target = spec["table"]
    if find_tagged(f"tourtisch{number}") is None:
        place(prototype, room, key="Stationstisch", aliases=["tisch", "station"],
              preset=preset, options={"match_target": target}, tour=number, gender="m",
              tags=[(f"tourtisch{number}", category)])
    name, strength, favourite, desc, talk = spec["npc"]
    player = find_tagged(f"tourgegner{number}")
    if player is None:
        place(CARD_PLAYER, room, key=name, desc=desc, strength=strength, favourite=favourite,
              talk=list(talk), tags=[(f"tourgegner{number}", category)])
    elif hasattr(player, "mend_talk"):  # an older world's plain lines get their moments
        player.mend_talk(talk, {})
    return room


def build_tour(start, find_tagged, ensure_exit, category):
    """Build what is missing of the road: stations and the exits between them."""
    rooms = [ensure_station(find_tagged, category, number, spec)
             for number, spec in enumerate(STATIONS, 1)]
    ensure_exit(start, rooms[0], "Stadttor", exit_words(rooms[0], "westen", ["kartentour"]))
    ensure_exit(rooms[0], start, "Wegkreuz", exit_words(start, "osten", ["sarasande"]))
    for here, there in zip(rooms, rooms[1:]):  # the road goes west, back east
        ensure_exit(here, there, there.key, exit_words(there, "westen"))
        ensure_exit(there, here, here.key, exit_words(here, "osten", ["zurück"]))
    return rooms
