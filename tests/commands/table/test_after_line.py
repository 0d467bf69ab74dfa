"""`analyse` in line (issue 49): one analysis per person at a time (every character of
the account), the others wait their turn and read their place in German, instead of
„versuch es in einer Minute noch einmal“ that let a few people keep it busy."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest
from twisted.internet import defer

import evennia
from game import thinking
from game.commands.table import after as table_after
from game.typeclasses.characters import Character


class LineTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.running = []

        def analyse(record, seat, seed, progress):
            progress(0, 3)
            thinking._OPEN["analysis"] += 1
            done = defer.Deferred()

            def over(value):
                thinking._OPEN["analysis"] -= 1
                return value
            self.running.append(done)
            return done.addBoth(over)

        for p in (patch.object(thinking, "_LINE", []), patch.object(thinking, "_RUNNING", set()),
                  patch.object(thinking, "MAX_ANALYSES", 1),
                  patch.dict(thinking._OPEN, {"analysis": 0}),
                  patch.object(thinking, "analyse", analyse),
                  patch("game.books.gamelog.game_number", lambda obj, word: {"seat": 0})):
            p.start()
            self.addCleanup(p.stop)
        carla = evennia.create_account("Carla", None, "Kartenglück-1")
        self.char3 = create_object(Character, key="Carla", location=self.room1)
        self.char3.db_account = carla
        self.char3.save()

    def analyse(self, caller, wanted=""):
        return strip_ansi(self.call(table_after.CmdAnalyse(), "1", wanted, caller=caller))


class TestLine(LineTest):
    def test_the_second_person_waits_with_its_place_and_starts_when_the_first_is_done(self):
        self.analyse(self.char1, "Der starke Computerspieler geht dein Spiel durch (3 "
                     "Entscheidungen)")
        self.analyse(self.char2, "Der starke Computerspieler geht gerade andere Spiele durch; "
                     "deine Analyse wartet, bis sie dran ist: Platz 1 in der Reihe, du bist als "
                     "Nächstes dran. Sobald sie dran ist, geht es los.")
        self.analyse(self.char3, "Der starke Computerspieler geht gerade andere Spiele durch; "
                     "deine Analyse wartet, bis sie dran ist: Platz 2 in der Reihe, vor dir "
                     "wartet eine.")
        self.analyse(self.char2, "Deine Analyse wartet schon: Platz 1 in der Reihe")
        sent = []
        with patch.object(self.char2, "msg", lambda text=None, **kw: sent.append(text)), \
                patch.object(self.char3, "msg", lambda text=None, **kw: sent.append(text)):
            self.running[0].callback(None)
        texts = [text[0] if isinstance(text, tuple) else text for text in sent]
        assert "Der starke Computerspieler geht dein Spiel durch (3 Entscheidungen) …" in texts
        assert "Analyse: Platz 1 in der Reihe, du bist als Nächstes dran." in texts
        assert len(self.running) == 2

    def test_one_analysis_per_person_not_per_character(self):
        self.analyse(self.char1, "Der starke Computerspieler geht dein Spiel durch")
        other = create_object(Character, key="Zweitfigur", location=self.room1)
        other.db_account = self.account
        other.save()
        self.analyse(other, "Deine Analyse läuft noch – gleich weißt du mehr.")
        self.analyse(self.char1, "Deine Analyse läuft noch")
        assert len(self.running) == 1
