"""`wertung` and `bestenliste` say what each list ranks (issue 47): the Bestenliste
counts game points plus the Platzbonus, the Wertung is playing strength, low while
provisional; provisional ratings stand apart; `rat`'s note on the Platzbonus says
what `hilfe bestenliste` says."""

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.cardgames import ranking
from game.commands import records as cmds
from game.commands.table.moves import advice_warning
from game.typeclasses.characters import Character


def flat(text):
    return " ".join(strip_ansi(text).split())


class TestRecordsExplained(EvenniaCommandTest):
    def give(self, obj, kind="66", **fields):
        records.update(obj, kind, f"test:{obj.id}:{kind}:{sorted(fields.items())}",
                       lambda rec: dict(rec, **fields))

    def rate(self, obj, mu, sigma, games):
        records.update(obj, "66", f"rate:{obj.id}:{games}",
                       lambda rec: dict(rec, games=max(rec["games"], 1),
                                        rating={"mu": mu, "sigma": sigma, "games": games}))

    def test_rat_note_on_the_platzbonus_matches_hilfe_bestenliste(self):
        rule = records.place_bonus_rule()
        assert "30 für Platz 1, 15 für Platz 2, und spielen drei für sich, 5 für Platz 3" in rule
        assert rule in flat(cmds.CmdBestenliste.__doc__)
        assert rule[1:] in flat(advice_warning())
        assert "Platz 1 in der Bestenliste" not in flat(advice_warning())

    def test_a_two_party_game_names_only_two_places(self):
        two = flat(advice_warning(2))
        assert records.place_bonus_rule(2)[1:] in two
        assert "30 für Platz 1 und 15 für Platz 2." in two and "Platz 3" not in two
        assert "30 für Platz 1, 15 für Platz 2 und 5 für Platz 3" in records.place_bonus_rule(3)

    def test_the_rat_question_is_short_sentences(self):
        for sentence in flat(advice_warning(2)).split(". "):
            assert len(sentence.split()) <= 22, sentence

    def test_bestenliste_says_it_counts_game_points_plus_platzbonus(self):
        self.give(self.char1, games=1, score=7)
        out = flat(self.call(cmds.CmdBestenliste(), "66"))
        assert "Gezählt werden Punkte: die Spielpunkte deiner gewonnenen Spiele" in out
        assert records.place_bonus_rule() in out
        assert "wie stark jemand spielt, zeigt die Wertung" in out
        self.give(self.char1, "gaigel", games=1, score=4)
        out = flat(self.call(cmds.CmdBestenliste(), "gaigel"))
        assert "die Striche, die die Gegner in deinen gewonnenen Spielen bekommen" in out

    def test_wertung_says_it_is_strength_not_points_and_low_while_provisional(self):
        self.rate(self.char1, mu=25.0, sigma=7.5, games=5)
        out = flat(self.call(cmds.CmdWertung(), ""))
        assert "Die Wertung misst, wie stark jemand spielt" in out
        assert "ist die Zahl anfangs niedrig" in out
        assert "unter 20 gewerteten Spielen" in out
        assert out.lower().count("vorläufig“") == 1  # explained once
        assert "66: 2,5 (vorläufig, 5 gewertete Spiele)" in out

    def test_wertung_fits_twenty_lines(self):
        import textwrap
        self.rate(self.char1, mu=25.0, sigma=7.5, games=5)
        out = strip_ansi(self.call(cmds.CmdWertung(), ""))
        lines = [row for line in out.splitlines() for row in textwrap.wrap(line, 80) or [""]]
        assert len(lines) <= 20, len(lines)

    def test_bestenliste_wertung_lists_provisional_ratings_apart(self):
        firm = create_object(Character, key="Fest", location=self.room1)
        self.rate(firm, mu=20.0, sigma=2.0, games=30)
        self.rate(self.char1, mu=40.0, sigma=3.0, games=5)   # shown 31,0, still provisional
        self.rate(self.char2, mu=25.0, sigma=7.0, games=3)
        out = strip_ansi(self.call(cmds.CmdBestenliste(), "wertung 66"))
        head, _, rest = out.partition("Vorläufig (unter 20 gewerteten Spielen")
        assert "Fest" in head and "Char" not in head.split("\n", 1)[1]
        assert "1. " in head and "Char " in rest and "Char2" in rest
        assert rest.index("Char ") < rest.index("Char2")
        assert "Du stehst auf Platz 1 von 2 unter den vorläufigen." in out
