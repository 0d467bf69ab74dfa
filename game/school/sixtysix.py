"""The lessons of the 66 school in the Kaffeehaus (Sechsundsechzig zu zweit).

Each lesson plays a fixed deal (story.py) against the teacher; see
lessons.py for what the fields mean. Trump is Eichel in every lesson.
"""

from .lessons import Answer, Lesson
from .story import SIXTY_SIX, story_deal


def _deal(trump, tricks=(), hands=((), ()), next_cards=()):
    return story_deal(SIXTY_SIX, trump, tricks, hands, next_cards)


#: six tricks: the talon is empty, the teacher won the last trick and leads
_S1, _S1_PRELUDE = _deal("eichel neun", [
    ("laub unter", "laub ober"), ("herz ass", "schellen zehn"), ("eichel zehn", "eichel ober"),
    ("herz unter", "schellen neun"), ("laub könig", "laub neun"),
    ("schellen unter", "eichel unter")], hands=(
    ["herz zehn", "herz neun", "laub ass", "schellen ober", "schellen könig", "eichel neun"],
    ["herz könig", "herz ober", "laub zehn", "schellen ass", "eichel ass", "eichel könig"]))

_S2, _ = _deal("eichel zehn", hands=(
    ["herz könig", "herz ober", "schellen zehn", "laub neun", "eichel unter", "laub ober"],
    ["herz ass", "schellen neun", "laub ass", "herz neun", "eichel ober", "schellen könig"]),
    next_cards=["laub unter", "herz unter"])

_S3, _ = _deal("eichel ass", hands=(
    ["schellen ass", "eichel neun", "laub zehn", "herz ober", "laub könig", "herz unter"],
    ["schellen neun", "herz neun", "laub neun", "schellen unter", "herz könig", "laub unter"]),
    next_cards=["schellen könig", "herz zehn"])

_S4, _ = _deal("eichel neun", hands=(
    ["eichel ass", "eichel zehn", "eichel könig", "eichel ober", "herz ass", "herz zehn"],
    ["laub ass", "laub zehn", "schellen ass", "schellen zehn", "herz könig", "laub könig"]))

#: four tricks: you have 57 Augen, the teacher 7
_S5, _S5_PRELUDE = _deal("eichel zehn", [
    ("laub könig", "eichel ober"), ("eichel ass", "schellen ass"), ("herz könig", "laub zehn"),
    ("laub ass", "schellen zehn")], hands=(
    ["herz ass", "laub neun", "schellen unter", "eichel unter", "herz unter", "laub unter"],
    ["herz neun", "schellen neun", "laub ober", "herz ober", "schellen ober", "eichel neun"]))

LESSONS = (
    Lesson(
        key="talon", title="Stapel offen, Stapel leer: die Pflichten", preset="66", deal=_S1,
        prelude=tuple(_S1_PRELUDE),
        intro=(
            "Solange der Stapel offen ist, darfst du jede Karte legen: Es gibt weder "
            "Farb- noch Stichzwang. Ist er leer (oder zugedreht), musst du die "
            "ausgespielte Farbe bedienen und den Stich überstechen, wenn du kannst; "
            "ohne die Farbe musst du trumpfen, und erst ohne Trumpf legst du, was du "
            "willst.\nSechs Stiche sind gespielt, der Stapel ist leer, Trumpf ist Eichel. "
            "Die Lehrerin spielt gleich den Herz-König aus. Du hast Herz-Zehn und Herz-Neun."),
        model=("lege herz zehn", "lege laub ass"),
        teacher=("lege herz könig", "lege laub zehn"), dealer=1, tricks=2,
        comments={"lege herz zehn": "Richtig: bedient und überstochen. Die Herz-Neun hätte "
                                    "der Tisch jetzt nicht angenommen.",
                  "lege laub ass": "Ich muss Laub bedienen, auch wenn meine Zehn "
                                   "dabei verloren geht."},
        outro="Zwei Stiche mit leerem Stapel sind gespielt.",
        question="Der Stapel ist offen, der Gegner spielt Herz aus. Was musst du legen?",
        answers=(
            Answer("Eine Herzkarte, und zwar eine höhere als seine, wenn ich eine habe.",
                   "Das gilt erst, wenn der Stapel leer oder zugedreht ist."),
            Answer("Einen Trumpf, wenn ich kein Herz habe.",
                   "Trumpfen musst du nie, solange der Stapel offen ist."),
            Answer("Irgendeine Karte: Bei offenem Stapel gibt es keinen Zwang."),
        ), right=3),
    Lesson(
        key="melden", title="Paare melden – und wann sie zählen", preset="66", deal=_S2,
        intro=(
            "König und Ober (Dame) einer Farbe sind ein Paar: zwanzig Augen, in Trumpf "
            "vierzig. Du meldest, wenn du am Ausspielen bist, und spielst danach eine "
            "der beiden Karten aus. Gutgeschrieben wird die Meldung aber erst mit deinem "
            "ersten Stich; machst du keinen, verfällt sie.\nTrumpf ist Eichel. Melde "
            "mit |wmelde herz|n und spiel dann den Herz-Ober aus."),
        model=("melde herz", "lege herz ober", "lege schellen zehn"),
        teacher=("lege herz ass", "lege schellen neun"), tricks=2,
        comments={"melde herz": "Zwanzig gemeldet. Sie warten noch auf deinen ersten Stich.",
                  "lege schellen zehn": "Dein erster Stich – jetzt zählen auch die "
                                        "zwanzig aus der Meldung."},
        missed={0: "Mit |wmelde herz|n hättest du zuerst das Paar zeigen können."},
        outro="Zwei Stiche sind gespielt.",
        question="Du meldest zwanzig, bevor du einen Stich hast. Wann zählen sie?",
        answers=(
            Answer("Sofort, gleich nach der Meldung.",
                   "Ohne eigenen Stich wartet die Meldung; sie kann sogar verfallen."),
            Answer("Mit meinem ersten Stich; mache ich keinen, verfallen sie."),
            Answer("Nur wenn ich am Ende das Spiel gewinne; sonst werden sie gestrichen.",
                   "Auch in einem verlorenen Spiel zählen gutgeschriebene Meldungen zu "
                   "deinen Augen."),
        ), right=2),
    Lesson(
        key="tauschen", title="Rauben mit der Trumpf-Neun", preset="66", deal=_S3,
        intro=(
            "Unter dem Stapel liegt offen das Eichel-Ass, und du hast die Eichel-Neun. "
            "Mit der Trumpf-Neun darfst du die offene Trumpfkarte rauben (man sagt auch "
            "tauschen): Die Neun kommt unter den Stapel, die Trumpfkarte auf die Hand. Das "
            "geht, wenn du "
            "am Ausspielen bist, der Stapel offen ist und noch mehr als zwei Karten hat, "
            "und hier im Kaffeehaus erst, wenn du selbst einen Stich gemacht hast.\n"
            "Hol dir mit |wlege schellen ass|n einen Stich, dann raub mit |wraube|n."),
        model=("lege schellen ass", "raube", "lege laub zehn"),
        teacher=("lege schellen neun", "lege herz neun"), tricks=2,
        comments={"raube": "Geraubt: Das Eichel-Ass ist deins, die Neun liegt unter dem "
                           "Stapel."},
        missed={1: "Jetzt hättest du mit |wraube|n das Eichel-Ass holen können."},
        outro="Zwei Stiche sind gespielt.",
        question="Wann darfst du mit der Trumpf-Neun die offene Trumpfkarte rauben?",
        answers=(
            Answer("Auch nach dem Zudrehen.",
                   "Zugedreht ist der Stapel geschlossen; geraubt wird nur bei offenem "
                   "Stapel."),
            Answer("Am Ausspielen, bei offenem Stapel mit mehr als zwei Karten, nach "
                   "meinem ersten Stich."),
            Answer("Jederzeit, auch wenn der Gegner ausspielt.",
                   "Rauben darf nur, wer am Ausspielen ist."),
        ), right=2),
    Lesson(
        key="zudrehen", title="Zudrehen und was es zählt", preset="66", deal=_S4,
        intro=(
            "Wer am Ausspielen ist, darf den Stapel mit |wdecke stapel|n zudrehen, solange "
            "er mehr als zwei Karten hat. Dann wird nicht mehr gezogen, und es gilt "
            "Farb- und Stichzwang. Wer zudreht, muss 66 schaffen; gelingt es, zählt der "
            "Stand des Gegners beim Zudrehen: ohne Stich 3 Punkte, unter 33 Augen 2, "
            "sonst 1. Gelingt es nicht, bekommt der Gegner 2 oder 3 Punkte.\nDu hast "
            "vier hohe Trümpfe und das Paar in Trumpf. Dreh zu (|wdecke stapel|n), melde die "
            "vierzig (|wmelde eichel|n) und spiel deine Trümpfe aus; mit 66 sagst du |wgenug|n."),
        model=("decke stapel", "melde eichel", "lege eichel könig", "lege eichel ass",
               "lege eichel zehn", "genug"),
        comments={"decke stapel": "Zugedreht. Ich habe noch keinen Stich – schaffst "
                                  "du 66, gibt das drei Punkte.",
                  "melde eichel": "Vierzig in Trumpf! Sie zählen mit deinem ersten Stich.",
                  "genug": "Genug gesagt."},
        missed={0: "Mit |wdecke stapel|n hättest du jetzt zudrehen können."},
        outro="Das Spiel ist aus.",
        outro_lost="Das Zudrehen ist nicht aufgegangen. Mit |wlektion {n}|n versuchst du es "
                   "noch einmal.",
        question="Du drehst zu, als der Gegner noch keinen Stich hat, und schaffst 66. "
                 "Wie viele Punkte bekommst du?",
        answers=(
            Answer("1 Punkt.",
                   "Einen Punkt gibt es nur, wenn der Gegner beim Zudrehen schon 33 Augen "
                   "oder mehr hatte."),
            Answer("2 Punkte, denn der Gegner hatte beim Zudrehen weniger als 33 Augen.",
                   "Zwei gibt es, wenn der Gegner beim Zudrehen unter 33 Augen, aber "
                   "schon einen Stich hatte."),
            Answer("3 Punkte, weil er beim Zudrehen noch ohne Stich war."),
        ), right=3),
    Lesson(
        key="ansagen", title="66 ansagen", preset="66", deal=_S5, prelude=tuple(_S5_PRELUDE),
        intro=(
            "Niemand beendet ein Spiel für dich: Hast du 66 Augen (mit gutgeschriebenen "
            "Meldungen), sagst du es selbst an, mit |wgenug|n. Das geht direkt nach "
            "deinem Stich, solange du am Ausspielen bist. Richtig angesagt: 3 Punkte, "
            "wenn der Gegner keinen Stich hat, 2 unter 33 Augen, sonst 1. Falsch "
            "angesagt bekommt der Gegner 2 oder 3.\nVier Stiche sind gespielt, du hast "
            "57 Augen, die Lehrerin 7. Spiel das Herz-Ass aus und zähl mit."),
        model=("lege herz ass", "genug"), teacher=("lege herz neun",),
        comments={"lege herz ass": "Dein Stich: 57 und 11 sind 68."},
        missed={0: "Mit 57 Augen wäre eine Ansage falsch.",
                1: "Du hattest schon 68 Augen – jetzt wäre |wgenug|n dran gewesen."},
        outro="Das Spiel ist aus.",
        outro_lost="Das war zu früh oder zu spät. Mit |wlektion {n}|n versuchst du es noch "
                   "einmal.",
        question="Du sagst mit 68 Augen an, der Gegner hat 7 Augen und einen Stich. Wie "
                 "viele Punkte bekommst du?",
        answers=(
            Answer("2 Punkte: Der Gegner hat unter 33 Augen."),
            Answer("3 Punkte, weil der Gegner nur 7 Augen hat und damit fast nichts.",
                   "Drei gibt es nur, wenn der Gegner gar keinen Stich hat; die Lehrerin "
                   "hatte einen."),
            Answer("1 Punkt.",
                   "Ein Punkt wäre es, wenn der Gegner 33 Augen oder mehr hätte."),
        ), right=1),
)
