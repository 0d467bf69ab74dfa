"""„n“ is the direction north and the answer „nein“: at a running match with no
question open it walks nowhere and says that no question is open (with the way
north after the match, where there is one); an open question takes it as „nein“;
away from a running match it walks north as any direction word does."""

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object

from game.commands.table.seats import CmdAufgeben
from game.faces.directions import NO_QUESTION
from tests.helpers.decks import DeckTest

NORTH = ["norden", "n", "nord"]


class TestNAtTheTable(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()

    def typed(self, text):
        """Everything char1 reads after typing `text`."""
        out = self.session.sessionhandler.data_out
        out.reset_mock()
        self.char1.execute_cmd(text, session=self.session)
        said = [call.kwargs.get("text") for call in out.call_args_list]
        return strip_ansi("\n".join(str(value[0] if isinstance(value, tuple) else value)
                                    for value in said if value))

    def north_exit(self):
        return create_object("game.typeclasses.exits.Exit", key="Wegkreuz", aliases=NORTH,
                             location=self.room1, destination=self.room2)

    def test_n_at_a_running_match_says_no_question_is_open_and_stays(self):
        self.north_exit()
        self.start()
        seen = self.typed("n")
        assert seen == f"{NO_QUESTION} Nach Norden gehst du mit norden, wenn die Partie aus ist."
        assert self.char1.location == self.room1 and self.deck.playing()

    def test_n_without_a_north_exit_at_a_running_match_says_only_that(self):
        self.start()
        assert self.typed("n") == NO_QUESTION
        assert self.char1.location == self.room1

    def test_norden_spelled_out_is_a_way_and_refused_as_walking_off_a_match(self):
        self.north_exit()
        self.start()
        seen = self.typed("norden")
        assert "mitten in einer Partie" in seen and NO_QUESTION not in seen, seen
        assert self.char1.location == self.room1

    def test_an_open_question_takes_n_as_nein(self):
        self.north_exit()
        self.start()
        said = self.call(CmdAufgeben(), "", "Gut, du spielst weiter.", inputs=["n"])
        assert "Gut, du spielst weiter." in said and NO_QUESTION not in said
        assert self.char1.location == self.room1 and self.deck.playing()

    def test_without_a_running_match_n_walks_north(self):
        self.north_exit()
        self.typed("n")
        assert self.char1.location == self.room2
