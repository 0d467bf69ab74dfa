"""`revanche`: whoever has not answered yet is asked once, without the answer
being asked for twice in one line (issue 47)."""

from types import SimpleNamespace

from evennia.utils.ansi import strip_ansi

from game.commands.table import competition
from game.table import rematch
from tests.helpers.decks import RecordTest, said, texts


class TestAskedOnce(RecordTest):
    def test_the_other_reads_once_that_only_their_answer_is_missing(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=1)
        self.play_game(humans={0: self.char1, 1: self.char2})
        with said(self.char2) as msg:
            self.call(competition.CmdRevanche(), "")
        asked = [line for line in texts(msg) if "Antwort" in line]
        assert asked == ["Es fehlt nur noch deine Antwort: ja oder nein."]


def table_of(names, said_seats):
    people = [SimpleNamespace(key=name) for name in names]
    entries = [{"name": name, "npc": False} for name in names]
    seats = SimpleNamespace(copies=lambda: entries, occupant=lambda seat: people[seat])
    return SimpleNamespace(seats=seats), {"said": said_seats}, people


def test_with_others_still_to_answer_they_are_named_and_the_answer_asked_once():
    table, current, people = table_of(["Anna", "Berta", "Herr Brandl"], [0])
    text = strip_ansi(rematch.asked_text(table, current, people[1]))
    assert text == ("Deine Antwort fehlt noch: ja oder nein. Außer dir hat auch Herr Brandl "
                    "noch nicht geantwortet.")
    assert text.count("Antwort") == 1
    table, current, people = table_of(["Anna", "Berta", "Carl", "Dora"], [0])
    assert "Außer dir haben auch Carl und Dora noch nicht geantwortet." in \
        strip_ansi(rematch.asked_text(table, current, people[1]))


def test_who_said_yes_reads_who_is_missing():
    table, current, people = table_of(["Anna", "Berta", "Carl"], [0])
    assert rematch.waiting_text(table, current, people[0]) == "es fehlen noch Berta und Carl"
