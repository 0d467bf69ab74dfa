"""
Builds the world: the start room, the Kaffeehaus von Sarasande and the
Besenwirtschaft, the exits between them, the card furniture and the
computer players who live there (placed from the prototypes of
world/prototypes.py, as builders place theirs).

Idempotent: every room and exit carries a tag in the category `kartenwelt`;
what is found is left as it is (builders may have changed it), what is
missing is created. Run at first start (server/conf/at_initial_setup.py) and
by an admin with `batchcode batch_world`.
"""

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object
from evennia.utils.search import search_tag

from game.faces.tabletalk import Moment as M, line
from game.house import rooms as house_rooms
from world.prototypes import CARD_PLAYER, DECK_66, GAIGEL_TABLE, place
from world.tour import build_tour
from world.ways import exit_words, free_of_command_words, mend_exit

TAG_CATEGORY = "kartenwelt"

START_KEY = "Am Wegkreuz"
START_DESC = (
    "Ein alter Wegweiser aus verwittertem Holz steht an der Kreuzung zweier "
    "Wege. Nach Osten, über das Kopfsteinpflaster der Altstadt, duftet es nach "
    "frisch geröstetem Kaffee: dort lädt das |yKaffeehaus von Sarasande|n zu "
    "einer Runde Sechsundsechzig. Nach Süden führt ein Feldweg zwischen "
    "Rebstöcken hinauf zu einem Hof, an dessen Tor ein Reisigbesen hängt: die "
    "|yBesenwirtschaft|n, wo man Gaigel spielt. Nach Westen führt die Landstraße "
    "durch das |yStadttor|n hinaus: dort beginnt die Kartentour."
)

#: How sentences name the start room ("Am Wegkreuz" carries its own preposition).
START_GRAMMAR = {"wohin": "zum Wegkreuz", "woher": "vom Wegkreuz", "wo": "am Wegkreuz"}

#: Things named in the start room's description, to look at (`schau wegweiser`).
START_DETAILS = {
    ("wegweiser", "schild"): (
        "Drei Arme aus grauem, rissigem Holz. Auf dem ersten steht in verblasster "
        "Schrift „Kaffeehaus von Sarasande – Osten“, auf dem zweiten "
        "„Besenwirtschaft – Süden“, auf dem dritten, frisch gestrichen, „Stadttor und "
        "Kartentour – Westen“. Darunter hat jemand mit Kreide ein kleines Herz und "
        "eine Eichel gemalt."),
    ("kopfsteinpflaster", "pflaster", "altstadt"): (
        "Runde, blank getretene Steine führen nach Osten zwischen die alten Häuser "
        "der Altstadt. Von dort weht der Duft von geröstetem Kaffee herüber."),
    ("feldweg", "rebstöcke", "reben", "weinberg"): (
        "Der Feldweg steigt zwischen langen Reihen von Rebstöcken sanft nach Süden "
        "an. Oben liegt ein Hof, an dessen Tor ein Besen hängt."),
    ("reisigbesen", "tor", "hof"): (
        "Am Hoftor oben hängt ein Reisigbesen: das Zeichen, dass dort eine "
        "Besenwirtschaft offen hat."),
    ("stadttor", "landstraße", "kartentour"): (
        "Im Westen steht das alte Stadttor von Sarasande. Dahinter zieht sich die "
        "Landstraße über acht Stationen bis hinauf zum Pass; an jeder wartet ein "
        "Gegner auf eine Partie, und wer gewinnt, bekommt einen Stempel."),
    ("kreuzung", "wege"): (
        "Drei Wege treffen sich hier: nach Osten in die Altstadt, nach Süden "
        "hinauf zu den Weinbergen und nach Westen hinaus zum Stadttor."),
}

ROOMS = {
    "kaffeehaus": {
        "key": "Kaffeehaus von Sarasande",
        "aliases": ["Kaffeehaus"],
        "gender": "n",
        "details": {
            ("marmortische", "marmortisch", "tische", "tisch"): (
                "Kleine runde Tische mit grauweißer Marmorplatte auf gusseisernen "
                "Füßen. Auf einer Platte hat jemand mit Bleistift die Punkte einer "
                "Partie notiert: 24, 42, 66 – und daneben ein kräftiges „Genug!“."),
            ("stuckdecken", "stuckdecke", "stuck"): (
                "Hoch oben ranken sich Blätter und Blüten aus Stuck um einen alten "
                "Kronleuchter, der ein warmes, gelbes Licht gibt."),
            ("zeitungen", "zeitung", "halter"): (
                "In langen Holzhaltern hängen die Zeitungen des Tages; die "
                "Gesellschaftsspalte ist schon ziemlich zerlesen."),
            ("kaffeemaschine", "maschine"): (
                "Eine glänzende Maschine aus Messing und Kupfer, mit einem Adler "
                "obendrauf. Sie zischt und faucht, sobald der Ober eine Melange macht."),
            ("ober", "frack"): (
                "Der Ober trägt einen schwarzen Frack und eine weiße Serviette über "
                "dem Arm. Er nickt dir zu, als hätte er dich schon erwartet."),
            ("melange", "einspänner", "kaffee"): (
                "Die Melange mit Milchschaum, der Einspänner mit einer Haube aus "
                "Schlagobers, und zu jeder Tasse ein Glas Wasser auf einem kleinen "
                "Silbertablett."),
        },
        "desc": (
            "Unter hohen Stuckdecken stehen kleine Marmortische, an denen die "
            "Stammgäste über ihre Karten gebeugt sitzen. Zeitungen hängen in "
            "hölzernen Haltern an der Wand, die Kaffeemaschine zischt, und ein "
            "Ober im schwarzen Frack trägt Melange und Einspänner durch den "
            "Raum. Hier wird seit jeher Sechsundsechzig gespielt, leise und "
            "mit viel Würde, bis jemand zufrieden „Genug!“ ruft."
        ),
    },
    "besenwirtschaft": {
        "key": "Besenwirtschaft",
        "aliases": ["Besen"],
        "gender": "f",
        "details": {
            ("holztische", "holztisch", "tische", "tisch", "bänke", "bank"): (
                "Lange Tische aus grobem Holz, an denen man eng beieinander sitzt. "
                "Die Bänke sind blank gewetzt von vielen Abenden."),
            ("tischdecken", "tischdecke"): (
                "Rot-weiß kariert, mit ein paar Trollingerflecken, die keiner mehr "
                "herausbekommt."),
            ("trollinger", "viertele", "wein", "glas"): (
                "Ein Viertele hellroter Trollinger im Henkelglas, leicht und süffig."),
            ("zwiebelkuchen", "kuchen"): (
                "Noch warm, mit Speck und Kümmel. Tante Frieda zählt die Bleche genau."),
            ("reisigbesen", "tür"): (
                "Über der Tür hängt ein Reisigbesen. Solange er dort hängt, wird "
                "ausgeschenkt – so ist es im Schwäbischen Brauch."),
            ("scheune", "stube", "balken"): (
                "Unter den dunklen Balken der Scheune riecht es nach Heu, Wein und "
                "Zwiebelkuchen."),
        },
        "desc": (
            "Der Wengerter hat seine Scheune für ein paar Wochen zur Stube "
            "gemacht: lange Holztische mit Bänken, karierte Tischdecken, auf "
            "jedem Tisch ein Viertele Trollinger und ein Stück Zwiebelkuchen. "
            "Über der Tür hängt der Besen, der allen sagt, dass hier "
            "ausgeschenkt wird. Mit lautem Knall landen die Karten auf dem "
            "Holz, denn in der Besenwirtschaft wird Gaigel geklopft, und wer "
            "die hunderteins erreicht, ruft „Aus!“."
        ),
    },
}

# (from, to, exit name, words of its own, direction); "start" is the start room. An
# exit also answers to its destination's names and its direction's words (world/ways.py).
EXITS = [
    ("start", "kaffeehaus", "Kaffeehaus", ["kaffee"], "osten"),
    ("start", "besenwirtschaft", "Besenwirtschaft", [], "süden"),
    ("kaffeehaus", "start", "Wegkreuz", ["hinaus", "raus"], "westen"),
    ("kaffeehaus", "besenwirtschaft", "Besenwirtschaft", [], None),
    ("besenwirtschaft", "start", "Wegkreuz", ["hinaus", "raus"], "norden"),
    ("besenwirtschaft", "kaffeehaus", "Kaffeehaus", ["kaffee"], None),
]


# (room, tag, prototype, key)
FURNITURE = [
    ("kaffeehaus", "deck66", DECK_66, "66-Kartenspiel"),
    ("besenwirtschaft", "gaigeltisch", GAIGEL_TABLE, "Gaigeltisch"),
]

#: the card rooms: when every table is taken the room opens another (game/house/rooms.py);
#: a builder's later `@tische` stays as it is
CARD_ROOMS = {
    "kaffeehaus": dict(
        prototype="kartenspiel_66", name="Marmortisch", gender="m", preset="66",
        style="kaffeehaus",
        desc="Ein kleiner runder Marmortisch mit einem abgegriffenen 66-Blatt darauf: "
             "Sechsundsechzig, Schnapsen, zu dritt oder zu viert."),
    "besenwirtschaft": dict(
        prototype="gaigeltisch", name="Holztisch", gender="m", preset="gaigel4",
        style="besen",
        desc="Ein blank gescheuerter Holztisch mit einer Bank auf jeder Seite und einem "
             "Gaigelblatt in der Mitte: zu zweit, dritt, viert oder sechst."),
}

#: the Turniersaal (issue 30): a room of its own beside ROOMS, reached from both card
#: rooms, with numbered tables for tournaments (game/books/tournaments.py)
HALL_TAG = "turniersaal"
HALL = {
    "key": "Turniersaal",
    "aliases": ["Saal"],
    "gender": "m",
    "details": {
        ("tafel", "kreidetafel", "stirnwand"): (
            "Eine große schwarze Tafel. Die Turnierleitung schreibt mit Kreide die Paarungen "
            "jeder Runde und den Stand darauf; |wturnier stand|n liest ihn dir vor."),
        ("fenster",): (
            "Hohe Sprossenfenster lassen viel Licht auf die Tische fallen; so sieht jeder "
            "seine Karten gut."),
        ("tische", "reihen", "nummern"): (
            "Vorne vier kleine Tische mit Messingschildchen von 1 bis 4, für "
            "Sechsundsechzig; hinten zwei schwere Gaigeltische, ebenfalls nummeriert."),
    },
    "desc": (
        "Ein langer, heller Saal mit hohen Fenstern. In zwei Reihen stehen nummerierte "
        "Tische: vorne vier für Sechsundsechzig, hinten zwei Gaigeltische. An der "
        "Stirnwand hängt eine große Tafel für die Paarungen und den Stand. Hier werden "
        "Turniere gespielt: wer mitspielen will, sagt |wturnier anmelden|n, sobald eines "
        "eröffnet ist."
    ),
}
#: (from, to, exit name, words of its own) of the Turniersaal
HALL_EXITS = [
    ("kaffeehaus", HALL_TAG, "Turniersaal", ["saal"]),
    ("besenwirtschaft", HALL_TAG, "Turniersaal", ["saal"]),
    (HALL_TAG, "kaffeehaus", "Kaffeehaus", ["kaffee"]),
    (HALL_TAG, "besenwirtschaft", "Besenwirtschaft", []),
]
#: (tag, prototype, key) of the Turniersaal's tables
HALL_TABLES = [(f"turniertisch{n}", DECK_66, f"Tisch {n}") for n in range(1, 5)] + [
    (f"turniergaigel{n}", GAIGEL_TABLE, f"Gaigeltisch {n}") for n in range(1, 3)]

NPCS = [
    {
        "tag": "pospischil", "room": "kaffeehaus", "key": "Hofrat Pospischil",
        "strength": "stark", "favourite": "66",
        "desc": "Ein alter Herr mit Zwicker und gestärktem Kragen, der seit vierzig "
                "Jahren am selben Marmortisch sitzt. Er zählt jede Karte mit und "
                "verzieht dabei keine Miene.",
        "talk": [line("Gestatten, das war mein Stich.", M.TRICK_WON),
                 line("Man merkt sich eben, was gefallen ist.", M.TRICK_WON, M.CALL, M.GAME_WON),
                 line("Ein schönes Blatt, meine Verehrung.", M.TRICK_LOST, M.GAME_LOST),
                 line("Herr Ober, noch eine Melange!")],
    },
    {
        "tag": "mizzi", "room": "kaffeehaus", "key": "Fräulein Mizzi",
        "strength": "normal", "favourite": "66",
        "desc": "Eine Dame mit Hut und Perlenkette, die zwischen zwei Stichen die "
                "Gesellschaftsspalte überfliegt. Beim Zudrehen blitzen ihre Augen.",
        "talk": [line("Na so was!", M.TRICK_LOST, M.GAME_LOST),
                 line("Das hätte ich jetzt nicht gedacht.", M.TRICK_LOST, M.GAME_LOST),
                 line("Ich dreh zu, wenn's mir passt.", M.CLOSE),
                 line("Noch ein Spielchen?", M.GAME_WON, M.GAME_LOST)],
    },
    {
        "tag": "ferdl", "room": "kaffeehaus", "key": "Ferdl",
        "strength": "leicht", "favourite": "66",
        "desc": "Ein Student mit zerzaustem Haar und einem Stapel Bücher neben der "
                "Tasse. Er spielt mit mehr Begeisterung als Überlegung.",
        "talk": [line("Hoppla!", M.TRICK_LOST),
                 line("Hab ich jetzt schon 66? Egal, weiter.", M.TRICK_WON, M.MELD),
                 line("Die Neun war doch Trumpf, oder?", M.TRICK_LOST),
                 line("Noch eine Runde, dann lern ich.", M.GAME_WON, M.GAME_LOST)],
    },
    {
        "tag": "gottlob", "room": "besenwirtschaft", "key": "Wengerter Gottlob",
        "strength": "stark", "favourite": "Gaigel",
        "desc": "Der Hausherr selbst, mit Schurz und schwieligen Händen. Wenn er nicht "
                "gerade Trollinger nachschenkt, klopft er Gaigel, und zwar gut.",
        "talk": [line("Des isch a Stich!", M.TRICK_WON),
                 line("Mir send glei bei hundertoins.", M.TRICK_WON, M.MELD),
                 line("No net hudla.", M.START, M.TRICK_LOST),
                 line("Schenk no a Viertele ei!")],
    },
    {
        "tag": "frieda", "room": "besenwirtschaft", "key": "Tante Frieda",
        "strength": "normal", "favourite": "Gaigel",
        "desc": "Eine resolute ältere Dame mit Kittelschürze, die nebenher die "
                "Zwiebelkuchenbleche zählt und trotzdem jede Meldung mitbekommt.",
        "talk": [line("Passet jetzt amol uff!", M.START, M.MELD),
                 line("Des hätt i au g'macht.", M.TRICK_LOST),
                 line("Wer hat denn do ausgspielt?", M.TRICK_LOST),
                 line("Noch a Stückle Kuchen?")],
    },
    {
        "tag": "karle", "room": "besenwirtschaft", "key": "Karle",
        "strength": "leicht", "favourite": "Gaigel",
        "desc": "Ein junger Kerl im Vereinstrikot, der lieber lacht als zählt.",
        "talk": [line("Ha noi!", M.TRICK_LOST, M.GAME_LOST),
                 line("Isch des jetzt Trumpf?", M.START, M.TRICK_LOST),
                 line("Wie viel hemmer jetzt eigentlich?", M.TRICK_WON, M.TRICK_LOST),
                 line("I hol no a Viertele.")],
    },
    {
        "tag": "rosl", "room": "besenwirtschaft", "key": "Bäsle Rosl",
        "strength": "normal", "favourite": "Gaigel",
        "desc": "Gottlobs Base aus dem Nachbarort, die zum Aushelfen da ist und "
                "beim Kartenspiel nie Nein sagt.",
        "talk": [line("Gell, do guckscht!", M.TRICK_WON, M.MELD),
                 line("Mei Vadder hot emmer gsagt: zähla!"),
                 line("Des war a schöner Stich.", M.TRICK_WON),
                 line("Ond weiter geht's.", M.TRICK_WON, M.TRICK_LOST)],
    },
    {
        "tag": "schorsch", "room": "besenwirtschaft", "key": "Schorsch",
        "strength": "stark", "favourite": "Gaigel",
        "desc": "Ein wortkarger Zimmermann mit Bleistift hinter dem Ohr, der die "
                "Striche auf der Tafel nie aus den Augen lässt.",
        "talk": [line("Hm."), line("Passt.", M.TRICK_WON, M.MELD),
                 line("Des goht aus.", M.TRICK_WON, M.CALL), line("Zähl mit, Bua.")],
    },
]


#: lines an older world's computer players said that no longer fit -> the line said
#: instead (None: none); mended at every start
RETIRED_TALK = {
    "Aus! ... oder doch net?": "Wie viel hemmer jetzt eigentlich?",  # sounded like a real Aus
    "I hol no a Bier.": "I hol no a Viertele.",  # in the Besen one drinks wine
    "Jetzt passet amol uff!": "Passet jetzt amol uff!",  # `jetzt` is a command now
}


#: the teachers of the card schools (game/school): computer players who live in
#: the school's room and teach there (`schule`, `lektion <n>`)
TEACHERS = [
    {
        "tag": "lehrer_haefele", "room": "besenwirtschaft", "key": "Oberlehrer Häfele",
        "strength": "normal", "favourite": "Gaigel", "school": "gaigel",
        "desc": "Ein pensionierter Dorfschullehrer mit Strickweste und Kreide in der "
                "Westentasche. An der Wand neben ihm hängt eine Tafel: „Gaigel-Schule – "
                "wer lernen will, sagt |wschule|n.“",
        "talk": [line("Aufpassen, jetzt kommt's drauf an.", M.START, M.MELD, M.CLOSE),
                 line("Zähl mit, dann weißt du's."),
                 line("Des hosch guat g'macht.", M.TRICK_LOST, M.GAME_LOST),
                 line("Noch amol, von vorn.", M.GAME_WON, M.GAME_LOST)],
    },
    {
        "tag": "lehrerin_wimmer", "room": "kaffeehaus", "key": "Frau Professor Wimmer",
        "strength": "normal", "favourite": "66", "school": "66",
        "desc": "Eine ältere Dame mit Lesebrille an einer Kette, die am Ecktisch Karten "
                "sortiert. Auf einem Kärtchen vor ihr steht: „Sechsundsechzig-Unterricht – "
                "frag nach der |wschule|n.“",
        "talk": [line("Sehr schön, so macht man das.", M.TRICK_LOST, M.GAME_LOST),
                 line("Zähl mit, bitte."),
                 line("Das üben wir noch einmal.", M.GAME_WON),
                 line("Geduld ist die halbe Partie.", M.START, M.TRICK_LOST)],
    },
]


#: words of an older world's texts -> what they read now (a description or detail a
#: builder rewrote keeps the builder's words: only these very fragments change)
RETIRED_WORDS = {
    '"Genug!"': "„Genug!“", '"Aus!"': "„Aus!“", "im Talon liegen": "im Stapel liegen",
    "Zwei Wege kreuzen sich hier: nach Osten in die Altstadt, nach Süden hinauf zu den "
    "Weinbergen.": START_DETAILS[("kreuzung", "wege")],
    "Zwei Arme aus grauem, rissigem Holz. Auf dem einen steht in verblasster Schrift "
    "„Kaffeehaus von Sarasande – Osten“, auf dem anderen „Besenwirtschaft – Süden“. "
    "Darunter hat jemand mit Kreide ein kleines Herz und eine Eichel gemalt.":
        START_DETAILS[("wegweiser", "schild")],
}


def mended_words(text):
    """`text` with the retired words of RETIRED_WORDS replaced."""
    for old, new in RETIRED_WORDS.items():
        text = text.replace(old, new)
    return text


def mend_words(obj):
    """The retired words in `obj`'s description and details, replaced."""
    desc = obj.attributes.get("desc", default=None)
    if isinstance(desc, str) and mended_words(desc) != desc:
        obj.db.desc = mended_words(desc)
    details = obj.attributes.get("details", default=None) or {}
    mended = {word: mended_words(text) for word, text in details.items()}
    if mended != dict(details):
        obj.db.details = mended


def find_tagged(tag):
    """Return the first object tagged `tag` in our category, or None."""
    found = search_tag(tag, category=TAG_CATEGORY)
    return found[0] if found else None


def start_room():
    """The start room: tagged, else the one settings name, dressed on first use."""
    room = find_tagged("start")
    if room:
        return room
    room = ObjectDB.objects.get_id(settings.START_LOCATION)
    room.key = START_KEY
    room.db.desc = START_DESC
    room.tags.add("start", category=TAG_CATEGORY)
    return room


def ensure_room(tag, spec):
    """Return the room tagged `tag`, creating it from `spec` when missing."""
    room = find_tagged(tag)
    if room:
        return room
    room = create_object(
        settings.BASE_ROOM_TYPECLASS, key=spec["key"], aliases=spec["aliases"]
    )
    room.db.desc = spec["desc"]
    room.tags.add(tag, category=TAG_CATEGORY)
    return room


def mend_room(room, grammar, details):
    """Give a room what newer versions of the world have: the grammar of its name
    and the details of its description; what a builder set stays as it is."""
    for name, value in grammar.items():
        if room.attributes.get(name, default=None) is None:
            room.attributes.add(name, value)
    have = room.attributes.get("details", default=None) or {}
    for words, text in details.items():
        missing = [word for word in words if word not in have]
        if missing and hasattr(room, "set_detail"):
            room.set_detail(missing, text)


def ensure_hall(rooms):
    """The Turniersaal, its ways to the card rooms and its tables: what is missing
    is made (also in an older world); what a builder changed stays."""
    hall = ensure_room(HALL_TAG, HALL)
    mend_room(hall, {"gender": HALL["gender"]}, HALL["details"])
    found = dict(rooms, **{HALL_TAG: hall})
    for source, destination, key, words in HALL_EXITS:
        if found.get(source) and found.get(destination):
            ensure_exit(found[source], found[destination], key,
                        exit_words(found[destination], None, words))
    for tag, prototype, key in HALL_TABLES:
        if find_tagged(tag):
            continue
        table = place(prototype, hall, key=key, aliases=[], tags=[(tag, TAG_CATEGORY)])
        table.db.gender = "m"
        table.db.desc = (f"Ein Turniertisch mit einem Messingschildchen: „{key}“. "
                         + (table.db.desc or ""))
    return hall


def mend_world():
    """Bring an existing world up to this version (run at every start): grammar and
    details of its rooms, its teachers, its computer players' table talk, the words
    of its exits and the road of the Kartentour, the retired words of its texts."""
    start = find_tagged("start")
    if start:
        mend_room(start, START_GRAMMAR, START_DETAILS)
    for tag, spec in ROOMS.items():
        room = find_tagged(tag)
        if room:
            mend_room(room, {"gender": spec["gender"]}, spec["details"])
    rooms = {tag: find_tagged(tag) for tag in ROOMS}
    for spec in TEACHERS:  # worlds built before the schools get their teachers
        if rooms.get(spec["room"]):
            ensure_npc(rooms, spec)
    mend_talk()
    for tag, spec in CARD_ROOMS.items():
        if rooms.get(tag) and not house_rooms.setting(rooms[tag]):
            house_rooms.furnish(rooms[tag], **spec)
    if all(rooms.values()):  # the Turniersaal (issue 30), also for an older world
        ensure_hall(rooms)
    rooms["start"] = start
    ensure_exits(rooms)  # an older world's exits get their words (no command's word)
    texts = list(filter(None, rooms.values()))
    if start:  # and the road of the Kartentour
        stations = build_tour(start, find_tagged, ensure_exit, TAG_CATEGORY)
        texts += [obj for number, room in enumerate(stations, 1)
                  for obj in (room, find_tagged(f"tourgegner{number}")) if obj]
    for obj in texts:
        mend_words(obj)
    free_of_command_words(ObjectDB.objects.filter(db_destination__isnull=False))


def mend_talk():
    """The table talk of the world's computer players: lines with their moments."""
    for spec in NPCS + TEACHERS:
        player = find_tagged(spec["tag"])
        if player and hasattr(player, "mend_talk"):
            player.mend_talk(spec["talk"], RETIRED_TALK)


def ensure_exits(rooms):
    """The exits of EXITS between the rooms found; existing ones mended."""
    for source, destination, key, words, direction in EXITS:
        if rooms.get(source) and rooms.get(destination):
            ensure_exit(rooms[source], rooms[destination], key,
                        exit_words(rooms[destination], direction, words))


def ensure_exit(source, destination, key, aliases):
    """Create the exit from `source` to `destination` unless one exists; one that
    exists gets the aliases it lacks and loses any that is a command's word."""
    for obj in source.contents:
        if obj.destination == destination:
            mend_exit(obj, aliases)
            return obj
    return create_object(
        settings.BASE_EXIT_TYPECLASS,
        key=key,
        aliases=aliases,
        location=source,
        destination=destination,
        tags=[("ausgang", TAG_CATEGORY)],
    )


def ensure_furniture(rooms, room, tag, prototype, key):
    """Place a deck or table unless it exists (anywhere)."""
    return find_tagged(tag) or place(prototype, rooms[room], key=key,
                                     tags=[(tag, TAG_CATEGORY)])


def ensure_npc(rooms, spec):
    """Place a computer card player unless it exists (anywhere)."""
    return find_tagged(spec["tag"]) or place(
        CARD_PLAYER, rooms[spec["room"]], key=spec["key"], tags=[(spec["tag"], TAG_CATEGORY)],
        desc=spec["desc"], strength=spec["strength"], favourite=spec["favourite"],
        talk=list(spec["talk"]), **({"school": spec["school"]} if "school" in spec else {}),
    )


def build_world():
    """Build what is missing of the world; return the rooms by tag."""
    rooms = {"start": start_room()}
    for tag, spec in ROOMS.items():
        rooms[tag] = ensure_room(tag, spec)
    ensure_exits(rooms)
    for furniture in FURNITURE:
        ensure_furniture(rooms, *furniture)
    for spec in NPCS:
        ensure_npc(rooms, spec)
    mend_world()
    return rooms
