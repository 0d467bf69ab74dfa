"""The lessons of the Gaigel-Schule in the Besenwirtschaft (Gaigel zu zweit).

Each lesson plays a fixed deal (story.py) against the teacher; see
lessons.py for what the fields mean. Trump is Eichel in every lesson.
"""

from .lessons import Answer, Lesson
from .story import GAIGEL, story_deal


def _deal(trump, tricks=(), hands=((), ()), next_cards=()):
    return story_deal(GAIGEL, trump, tricks, hands, next_cards, opening="ge-elfen")


_G1, _ = _deal("eichel könig", hands=(
    ["herz ass", "laub zehn", "schellen könig", "eichel unter", "laub sieben"],
    ["herz zehn", "herz sieben", "schellen ass", "laub ober", "eichel sieben"]))

_G2, _ = _deal("eichel zehn", hands=(
    ["laub könig", "laub unter", "herz zehn", "schellen ober", "eichel zehn"],
    ["eichel ass", "eichel könig", "eichel ober", "eichel unter", "eichel sieben"]))

_G2A, _ = _deal("eichel zehn", hands=(
    ["schellen ass", "laub zehn", "herz könig", "laub unter", "herz sieben"],
    ["schellen ass", "laub sieben", "herz unter", "schellen sieben", "eichel ober"]))

_G3, _ = _deal("eichel zehn", hands=(
    ["laub ass", "herz könig", "herz ober", "schellen zehn", "laub sieben"],
    ["laub unter", "schellen sieben", "herz sieben", "schellen unter", "eichel unter"]),
    next_cards=["schellen ass", "laub zehn"])

_G4, _ = _deal("eichel ass", hands=(
    ["schellen ass", "eichel sieben", "herz ober", "laub zehn", "laub könig"],
    ["schellen sieben", "herz unter", "laub sieben", "herz sieben", "schellen unter"]),
    next_cards=["herz zehn", "laub unter"])

_G5, _ = _deal("eichel ober", hands=(
    ["herz sieben", "schellen zehn", "schellen ass", "laub unter", "laub ober"],
    ["herz ass", "schellen zehn", "eichel könig", "laub sieben", "herz unter"]),
    next_cards=["laub zehn", "herz könig"])

#: 19 tricks are played: the talon is empty, you have 93 Augen, the teacher 78
_G6_TRICKS = [
    ("herz ass", "laub sieben"), ("eichel könig", "schellen unter"),
    ("eichel unter", "eichel unter"), ("laub zehn", "schellen sieben"),
    ("laub könig", "schellen unter"), ("herz sieben", "schellen zehn"),
    ("laub ober", "eichel sieben"), ("eichel zehn", "schellen ober"),
    ("laub unter", "eichel ober"), ("laub könig", "herz ober"), ("herz zehn", "eichel ass"),
    ("herz könig", "laub ass"), ("schellen ass", "eichel sieben"), ("herz ober", "laub ober"),
    ("eichel könig", "schellen sieben"), ("eichel ass", "herz unter"),
    ("herz sieben", "eichel zehn"), ("laub unter", "laub sieben"),
    ("schellen könig", "laub zehn")]
_G6, _G6_PRELUDE = _deal("eichel ober", _G6_TRICKS, hands=(
    ["laub ass", "herz zehn", "herz unter", "schellen ass", "schellen könig"],
    ["herz ass", "herz könig", "schellen zehn", "schellen ober", "eichel ober"]))

#: eight tricks: you have 92 Augen, the teacher 8 (one trick)
_G7, _G7_PRELUDE = _deal("eichel zehn", [
    ("laub ass", "schellen ass"), ("eichel ober", "laub ass"), ("schellen zehn", "schellen ober"),
    ("eichel ober", "schellen unter"), ("laub könig", "laub sieben"),
    ("laub zehn", "schellen zehn"), ("laub könig", "eichel könig"),
    ("eichel zehn", "schellen könig")], hands=(
    ["herz ass", "laub sieben", "schellen unter", "eichel unter", "herz unter"],
    ["herz sieben", "laub unter", "schellen sieben", "eichel sieben", "laub ober"]))

#: seven tricks: you have 68 Augen, the teacher 34; you hold the trump marriage
_G8, _G8_PRELUDE = _deal("eichel zehn", [
    ("herz ass", "laub unter"), ("herz unter", "schellen ass"), ("herz ober", "herz zehn"),
    ("laub ass", "laub sieben"), ("schellen ass", "herz zehn"), ("herz ass", "eichel zehn"),
    ("eichel sieben", "laub zehn")], hands=(
    ["eichel könig", "eichel ober", "laub sieben", "schellen unter", "herz unter"],
    ["laub unter", "herz sieben", "schellen sieben", "laub ober", "herz ober"]))

#: eight tricks, all yours: 95 Augen, the teacher has none
_G9, _G9_PRELUDE = _deal("eichel zehn", [
    ("laub ass", "schellen ober"), ("laub zehn", "laub zehn"), ("laub könig", "herz zehn"),
    ("eichel zehn", "schellen ass"), ("laub unter", "herz könig"),
    ("schellen sieben", "herz zehn"), ("eichel sieben", "herz könig"),
    ("eichel ober", "laub ober")], hands=(
    ["schellen ass", "laub sieben", "schellen unter", "eichel unter", "herz unter"],
    ["schellen sieben", "laub unter", "herz sieben", "eichel sieben", "laub ober"]))

WRONG_OPENING = ("So kann man auch eröffnen. In dieser Lektion geht es aber um etwas "
                 "anderes – mit |wlektion {n}|n fängst du sie noch einmal an.")

LESSONS = (
    Lesson(
        key="ge-elfen", title="Der erste Stich: Ge-Elfen", preset="gaigel2", deal=_G1,
        intro=(
            "Im ersten Stich gelten eigene Regeln: Trumpf darf niemand legen, und die "
            "Vorhand – das bist du – sagt an, wie eröffnet wird. Mit einem Daus (Ass), "
            "das nicht Trumpf ist, heißt das |wGe-Elfen|n: Du legst es offen, und der "
            "Stich ist dir sicher. Ohne Daus eröffnest du |wHöher hat|n mit einer "
            "verdeckten Karte, und die höchste Karte deiner Farbe gewinnt. Legst du ein "
            "Daus verdeckt, ist das |wAndere Alte|n: Nur wer das zweite gleiche Daus "
            "hat, nimmt dir den Stich. Wer nur Trümpfe hat, muss einen legen, sticht "
            "damit aber nicht.\nTrumpf ist Eichel. Du hast das Herz-Ass: eröffne mit "
            "|wge-elfen herz ass|n."),
        model=("ge-elfen herz ass",), teacher=("lege herz sieben",), tricks=1,
        comments={"ge-elfen herz ass": "Ge-Elfen! Das Herz-Ass liegt offen, und der Stich "
                                       "gehört dir, was ich auch lege."},
        missed={0: WRONG_OPENING.format(n=1)},
        outro="Der erste Stich ist gespielt.",
        question="Warum kann dir beim Ge-Elfen niemand den ersten Stich nehmen?",
        answers=(
            Answer("Trumpf ist im ersten Stich verboten, und von zwei gleichen Assen "
                   "gewinnt das zuerst gelegte."),
            Answer("Weil der Gegner im ersten Stich Farbe bedienen muss und das Ass nicht "
                   "überstechen kann.",
                   "Im ersten Stich gibt es keinen Farbzwang; der Lehrer hätte jede Karte "
                   "legen dürfen, die nicht Trumpf ist."),
            Answer("Weil das Ass die meisten Augen zählt und damit jede andere Karte "
                   "schlägt, sogar einen Trumpf.",
                   "Die Augen entscheiden nicht, wer einen Stich bekommt; es kommt auf "
                   "Farbe, Rang und Trumpf an."),
        ), right=1),
    Lesson(
        key="höher hat", title="Höher hat – und wer nur Trümpfe hat", preset="gaigel2",
        deal=_G2,
        intro=(
            "Diesmal hast du kein Daus außer Trumpf. Dann eröffnest du mit |wHöher hat|n: "
            "Du legst eine Karte verdeckt, der Lehrer legt ebenfalls verdeckt, ohne deine "
            "Farbe zu kennen. Danach wird aufgedeckt, und die höchste Karte der "
            "ausgespielten Farbe gewinnt (bei gleichen Karten die erste).\nTrumpf ist "
            "Eichel; deine Eichel-Zehn darfst du im ersten Stich nicht legen. Eröffne "
            "zum Beispiel mit |whöher hat herz zehn|n."),
        model=("höher hat herz zehn",), teacher=("lege eichel ass",), tricks=1,
        comments={"höher hat herz zehn": "Verdeckt liegt deine Herz-Zehn. Mal sehen, was "
                                         "ich dazulege."},
        outro=("Der Lehrer hatte nur Trümpfe auf der Hand und musste einen davon legen – "
               "stechen durfte er damit nicht."),
        question="Der Lehrer legte das Eichel-Ass, und Eichel ist Trumpf. Warum ist der "
                 "Stich trotzdem deiner?",
        answers=(
            Answer("Bei Höher hat gewinnt immer die Vorhand.",
                   "Nein: Hätte der Lehrer eine höhere Karte deiner Farbe gelegt, wäre der "
                   "Stich seiner gewesen."),
            Answer("Wer im ersten Stich nur Trümpfe hat, muss einen legen, sticht damit "
                   "aber nicht."),
            Answer("Ein Ass zählt im ersten Stich nicht.",
                   "Ein Daus zählt überall seine elf Augen; hier lag es am Trumpf im "
                   "ersten Stich."),
        ), right=2),
    Lesson(
        key="andere alte", title="Andere Alte: das Daus verdeckt", preset="gaigel2",
        deal=_G2A,
        intro=(
            "Legst du im ersten Stich ein Daus verdeckt, eröffnest du |wAndere Alte|n. "
            "Dann bekommt den Stich, wer das zweite gleiche Daus dazulegt; legt es "
            "niemand, gehört er dir. Sicher ist das nur, wenn du beide gleichen Daus "
            "hast oder das andere schon gefallen ist.\nTrumpf ist Eichel. Eröffne mit "
            "|wandere alte schellen ass|n und sieh, was passiert."),
        model=("andere alte schellen ass",), teacher=("lege schellen ass",), tricks=1,
        comments={"andere alte schellen ass": "Dein Schellen-Ass liegt verdeckt. Ob wohl "
                                              "jemand das zweite hat?"},
        missed={0: WRONG_OPENING.format(n=3)},
        outro=("Der Lehrer hatte das zweite Schellen-Ass. Mit Ge-Elfen wäre der Stich "
               "sicher deiner gewesen."),
        question="Warum hat der Lehrer den ersten Stich bekommen?",
        answers=(
            Answer("Weil von zwei gleichen Karten im Gaigel immer die später gelegte "
                   "gewinnt, in jedem Stich.",
                   "Sonst gewinnt bei gleichen Karten die erste; Andere Alte ist die "
                   "Ausnahme im ersten Stich."),
            Answer("Weil Schellen Trumpf ist.",
                   "Trumpf ist Eichel, und Trumpf darf im ersten Stich ohnehin niemand "
                   "legen."),
            Answer("Er legte das zweite Schellen-Ass dazu, und das gewinnt bei Andere "
                   "Alte."),
        ), right=3),
    Lesson(
        key="melden", title="Melden: König und Ober", preset="gaigel2", deal=_G3,
        intro=(
            "König und Ober derselben Farbe sind ein Paar. Wer am Zug ist, darf es "
            "|wmelden|n: zwanzig Augen, in Trumpf vierzig. Danach spielst du gleich eine "
            "der beiden Karten. Melden darf aber nur, wessen Partei schon einen Stich "
            "hat.\nDu hast Herz-König und Herz-Ober. Versuch ruhig gleich |wmelde herz|n – "
            "der Tisch sagt dir, warum es noch nicht geht. Hol dir zuerst mit "
            "|wge-elfen laub ass|n den Stich, dann melde."),
        model=("ge-elfen laub ass", "melde herz", "lege herz ober"),
        teacher=("lege laub unter", "lege herz sieben"), tricks=2,
        comments={"ge-elfen laub ass": "Der Stich ist deiner. Jetzt darfst du melden.",
                  "melde herz": "Zwanzig! Die Augen zählen für dich. Nun musst du den "
                                "Herz-König oder den Herz-Ober legen."},
        missed={1: "Jetzt hättest du mit |wmelde herz|n zwanzig Augen bekommen."},
        outro="Zwei Stiche sind gespielt.",
        question="Wann darfst du beim Gaigel ein Paar melden?",
        answers=(
            Answer("Jederzeit, sobald ich König und Ober derselben Farbe auf der Hand "
                   "habe, auch vor dem ersten Stich.",
                   "Erst muss deine Partei einen Stich haben; im ersten Stich ging es "
                   "deshalb noch nicht."),
            Answer("Nur am Ende des Spiels.",
                   "Gemeldet wird während des Spiels, wenn du am Zug bist; am Ende ist es "
                   "zu spät."),
            Answer("Wenn ich am Zug bin und meine Partei schon einen Stich hat."),
        ), right=3),
    Lesson(
        key="rauben", title="Rauben mit der Trumpf-Sieben", preset="gaigel2", deal=_G4,
        intro=(
            "Unter dem Stapel liegt offen das Eichel-Ass, Eichel ist Trumpf. Du hast die "
            "Eichel-Sieben. Wer die Sieben in Trumpf hat, am Ausspielen ist und dessen "
            "Partei schon einen Stich gemacht hat, darf |wrauben|n: Die Sieben kommt "
            "unter den Stapel, die offene Trumpfkarte auf die Hand. In der letzten "
            "Ziehrunde geht das nicht mehr.\nMach erst mit |wge-elfen schellen ass|n "
            "deinen Stich, dann |wraube|n."),
        model=("ge-elfen schellen ass", "raube", "lege laub zehn"),
        teacher=("lege schellen sieben", "lege herz sieben"), tricks=2,
        comments={"raube": "Geraubt! Das Eichel-Ass ist jetzt deins, die Sieben liegt "
                           "unter dem Stapel."},
        missed={1: "Du hättest jetzt mit |wraube|n das Eichel-Ass holen können."},
        outro="Zwei Stiche sind gespielt.",
        question="Wann darfst du mit der Trumpf-Sieben rauben?",
        answers=(
            Answer("Jederzeit, wenn ich am Ausspielen bin – auch schon im ersten Stich, "
                   "bevor meine Partei einen hat.",
                   "Vor dem ersten Stich deiner Partei geht es nicht; du musstest erst "
                   "das Schellen-Ass durchbringen."),
            Answer("Am Ausspielen, sobald meine Partei einen Stich hat, aber nicht in "
                   "der letzten Ziehrunde."),
            Answer("Nur wenn die offene Trumpfkarte ein Ass ist.",
                   "Geraubt wird jede offene Trumpfkarte; das Ass lohnt sich nur "
                   "besonders."),
        ), right=2),
    Lesson(
        key="gleiche karten", title="Gleiche Karten: die erste gewinnt", preset="gaigel2",
        deal=_G5, dealer=0,
        intro=(
            "Jede Karte gibt es beim Gaigel zweimal. Liegen zwei gleiche im Stich, "
            "gewinnt die zuerst gelegte. Diesmal ist der Lehrer Vorhand und eröffnet. "
            "Leg im ersten Stich irgendeine Karte, etwa |wlege herz sieben|n. Danach spielt "
            "der Lehrer die Schellen-Zehn aus – und du hast auch eine."),
        model=("lege herz sieben", "lege schellen ass"),
        teacher=("ge-elfen herz ass", "lege schellen zehn"), tricks=2,
        comments={"lege schellen zehn": "Gleich hoch reicht nicht: Meine Zehn "
                                        "lag zuerst, also gewinnt sie.",
                  "lege schellen ass": "Richtig: Nur das Ass ist höher als die Zehn. Deine "
                                       "eigene Zehn hätte den Stich nicht bekommen."},
        outro="Zwei Stiche sind gespielt.",
        question="Der Lehrer legt die Schellen-Zehn, du legst die andere Schellen-Zehn. "
                 "Wer bekommt den Stich?",
        answers=(
            Answer("Ich, denn von zwei gleichen Karten sticht die später gelegte die "
                   "frühere.",
                   "Umgekehrt: Bei gleichen Karten gewinnt die zuerst gelegte."),
            Answer("Niemand, der Stich wird wiederholt.",
                   "Einen wiederholten Stich gibt es nicht; einer bekommt ihn immer."),
            Answer("Der Lehrer, denn bei gleichen Karten gewinnt die erste."),
        ), right=3),
    Lesson(
        key="stichzwang", title="Leerer Stapel: bedienen und übernehmen", preset="gaigel2",
        deal=_G6, prelude=tuple(_G6_PRELUDE),
        intro=(
            "Die ersten neunzehn Stiche sind schon gespielt, der Stapel ist leer. Ab jetzt "
            "gilt: Du musst die ausgespielte Farbe bedienen und den Stich übernehmen, "
            "wenn du kannst. Hast du die Farbe nicht, musst du trumpfen, und zwar höher, "
            "wenn es geht. Erst wer weder bedienen noch trumpfen kann, legt eine "
            "beliebige Karte.\nDu spielst aus. Versuch es mit |wlege laub ass|n – der "
            "Lehrer hat kein Laub mehr."),
        model=("lege laub ass", "lege herz zehn"),
        teacher=("lege eichel ober", "lege herz könig"), tricks=2,
        comments={"lege laub ass": "Ich habe kein Laub und muss trumpfen. Gleich "
                                   "spiele ich aus, und dann musst du aufpassen.",
                  "lege herz zehn": "Richtig: Herz bedient und mit der Zehn übernommen. Die "
                                    "Herz-Unter hätte der Tisch nicht angenommen."},
        outro="Zwei Stiche mit leerem Stapel sind gespielt.",
        question="Der Stapel ist leer. Der Lehrer spielt den Herz-König aus, du hast die "
                 "Herz-Zehn und die Herz-Unter. Was musst du legen?",
        answers=(
            Answer("Die Herz-Unter, weil sie weniger Augen kostet.",
                   "Bei leerem Stapel musst du den Stich übernehmen, wenn du kannst; die "
                   "Unter bedient nur."),
            Answer("Die Herz-Zehn: bedienen und übernehmen."),
            Answer("Irgendeine Karte, es gibt keinen Zwang.",
                   "Frei legen darfst du nur, solange der Stapel liegt."),
        ), right=2),
    Lesson(
        key="aus", title="Der richtige Moment für Aus", preset="gaigel2", deal=_G7,
        prelude=tuple(_G7_PRELUDE),
        intro=(
            "Acht Stiche sind gespielt. Du hast 92 Augen, der Lehrer einen Stich. Mit "
            "101 Augen ruft deine Partei |waus|n und gewinnt das Spiel. Rufst du zu früh, "
            "bist du untergaigelt und verlierst doppelt. Rufst du nach dem Erreichen "
            "der 101 nicht bis zum Ende des nächsten Stichs, bist du übergaigelt – auch "
            "das verliert doppelt.\nSpiel dein Herz-Ass aus (|wlege herz ass|n) und zähl "
            "mit."),
        model=("lege herz ass", "aus"), teacher=("lege herz sieben",),
        comments={"lege herz ass": "Der Stich ist deiner. Zähl nach: 92 und 11 sind 103."},
        missed={0: "Mit 92 Augen ist es für „aus“ noch zu früh – erst kommt ein Stich.",
                1: "Du hattest schon 103 Augen – jetzt wäre |waus|n dran gewesen."},
        outro="Das Spiel ist aus.",
        outro_lost="Das ging schief. Mit |wlektion {n}|n versuchst du es noch einmal.",
        question="Deine Partei hat gerade 101 Augen erreicht. Bis wann musst du spätestens "
                 "„aus“ rufen?",
        answers=(
            Answer("Bis zum Ende des nächsten Stichs, sonst bin ich übergaigelt."),
            Answer("Am Ende des Spiels reicht.",
                   "Wer so lange wartet, ist längst übergaigelt und verliert doppelt."),
            Answer("Sofort, noch bevor der Gegner eine Karte legt, sonst verliere ich.",
                   "So eilig ist es nicht: Bis zum Ende des nächsten Stichs darfst du "
                   "rufen. Nur eine Meldung über 101 muss im selben Stich gerufen "
                   "werden."),
        ), right=1),
    Lesson(
        key="übergaigel", title="Übergaigel: die Meldung über 101", preset="gaigel2",
        deal=_G8, prelude=tuple(_G8_PRELUDE),
        intro=(
            "Sieben Stiche sind gespielt. Du hast 68 Augen und hältst Eichel-König und "
            "Eichel-Ober – das Paar in Trumpf, vierzig Augen. Bringt dich eine Meldung "
            "über 101, musst du noch im selben Stich |waus|n rufen, sonst bist du "
            "übergaigelt.\nMelde mit |wmelde eichel|n und ruf dann rechtzeitig."),
        model=("melde eichel", "aus"), teacher=("lege laub unter",),
        comments={"melde eichel": "Vierzig! Jetzt hast du 108 Augen. Wartest du bis zum "
                                  "Ende dieses Stichs, ist es zu spät."},
        missed={1: "Du hattest nach der Meldung 108 Augen – da hättest du noch in diesem "
                   "Stich |waus|n rufen müssen."},
        outro="Das Spiel ist aus.",
        outro_lost="Übergaigelt heißt doppelt verloren. Mit |wlektion {n}|n geht es noch "
                   "einmal von vorn.",
        question="Eine Meldung bringt dich über 101. Was gilt?",
        answers=(
            Answer("Ich habe bis zum Ende des nächsten Stichs Zeit.",
                   "Das gilt für Augen aus einem Stich. Nach einer Meldung über 101 muss "
                   "noch im selben Stich gerufen werden."),
            Answer("Ich muss noch im selben Stich „aus“ rufen, sonst bin ich übergaigelt."),
            Answer("Gemeldete Augen zählen erst bei der Abrechnung am Ende; rufen muss "
                   "ich deshalb noch gar nicht.",
                   "Gemeldete Augen zählen sofort; wer dann nicht ruft, verliert doppelt."),
        ), right=2),
    Lesson(
        key="gaigel", title="Gaigel: Aus, bevor der Gegner sticht", preset="gaigel2",
        deal=_G9, prelude=tuple(_G9_PRELUDE),
        intro=(
            "Acht Stiche sind gespielt, alle hast du gemacht: 95 Augen, der Lehrer hat "
            "noch keinen einzigen Stich. Rufst du jetzt mit 101 Augen |waus|n, ist es ein "
            "|wGaigel|n: Der Gegner bekommt zwei Striche statt einem.\nHol dir mit "
            "|wlege schellen ass|n den nächsten Stich und ruf dann aus."),
        model=("lege schellen ass", "aus"), teacher=("lege schellen sieben",),
        comments={"lege schellen ass": "Dein Stich: 95 und 11 sind 106, und ich habe "
                                       "immer noch nichts."},
        missed={0: "Zu früh oder die falsche Karte: Mit 95 Augen hast du noch keine 101.",
                1: "Jetzt wäre |waus|n dran gewesen – ein Gaigel für dich."},
        outro="Das Spiel ist aus.",
        outro_lost="Das war kein Gaigel. Mit |wlektion {n}|n versuchst du es noch einmal.",
        question="Wann ist ein richtiges „aus“ ein Gaigel?",
        answers=(
            Answer("Wenn ich mehr als 120 Augen habe.",
                   "Wie viele Augen du über 101 hast, spielt keine Rolle."),
            Answer("Wenn meine Partei die 101 mit einer Meldung erreicht statt mit einem "
                   "Stich.",
                   "Eine Meldung macht kein Gaigel; es kommt auf die Stiche des Gegners "
                   "an."),
            Answer("Wenn der Gegner noch keinen einzigen Stich hat."),
        ), right=3),
)
