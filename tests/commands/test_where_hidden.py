"""`unsichtbar an` (issue 49): `wo` and `wer` do not show others where the person is
nor name them at a table; friends, the staff and the person see it all."""

from evennia.utils.ansi import strip_ansi

from game.commands.friends import CmdFreund, CmdUnsichtbar
from game.commands.table import seats as table_seats
from game.commands.where import CmdWo
from game.commands.who import CmdWer
from tests.helpers.decks import DeckTest
from tests.helpers.people import PeopleSetup


class HiddenTest(PeopleSetup, DeckTest):
    def setUp(self):
        super().setUp()
        self.call(table_seats.CmdSit(), "", "Du setzt dich")

    def wo(self, viewer):
        return strip_ansi(self.call(CmdWo(), "", "Die Kartentische:", caller=viewer))

    def hide(self):
        self.call(CmdUnsichtbar(), "an", "Du bist unsichtbar: in wo und wer sieht nur, wer mit "
                  "dir befreundet ist, wo du bist.", caller=self.account)


class TestUnsichtbar(HiddenTest):
    def test_wo_shows_everyone_where_a_visible_person_is(self):
        text = self.wo(self.account2)
        assert "TestAccount – in Room, am Tisch: 66-Kartenspiel" in text
        assert "es sitzt Char;" in text

    def test_wo_hides_where_someone_unsichtbar_is_and_names_their_seat_jemand(self):
        self.hide()
        text = self.wo(self.account2)
        assert "TestAccount –" not in text and "Char" not in text
        assert "66-Kartenspiel: Sechsundsechzig, wartet; es sitzt jemand;" in text
        self.account.attributes.reset_cache()
        assert self.account.attributes.get("hidden") is True  # kept for good

    def test_the_person_friends_and_staff_still_see_it(self):
        self.hide()
        assert "TestAccount – in Room, am Tisch" in self.wo(self.account)
        self.call(CmdFreund(), "TestAccount", "Du fragst", caller=self.account2)
        assert "TestAccount – in Room" not in self.wo(self.account2)  # asked is not enough
        self.call(CmdFreund(), "ja TestAccount2", "TestAccount2 und du", caller=self.account)
        assert "TestAccount – in Room, am Tisch" in self.wo(self.account2)
        self.account2.permissions.add("Aufsicht")
        self.call(CmdFreund(), "weg TestAccount", "TestAccount steht nicht mehr",
                  caller=self.account2)
        assert "TestAccount – in Room, am Tisch" in self.wo(self.account2)

    def test_wer_shows_the_name_but_neither_room_nor_table(self):
        self.hide()
        text = strip_ansi(self.call(CmdWer(), "", "Gerade ist eine Person da:",
                                    caller=self.account2))
        row = next(line for line in text.splitlines() if "Char" in line)
        assert "Room" not in row and "66-Kartenspiel" not in row

    def test_unsichtbar_aus_shows_it_again_and_bad_words_change_nothing(self):
        self.hide()
        self.call(CmdUnsichtbar(), "vielleicht", "Benutzung: unsichtbar an oder unsichtbar aus.",
                  caller=self.account)
        assert self.account.friends.hidden
        self.call(CmdUnsichtbar(), "aus", "Du bist sichtbar", caller=self.account)
        assert "TestAccount – in Room" in self.wo(self.account2)
        self.call(CmdUnsichtbar(), "", "Du bist sichtbar", caller=self.account)

    def test_the_web_lobby_names_a_hidden_persons_seat_jemand(self):
        from game.faces.lobbydata import lobby_state
        from game.people.friends import hidden_characters

        def names(viewer):
            state = lobby_state(self.char2, hidden=hidden_characters(viewer))
            return [seat["name"] for table in state["tables"] for seat in table["seats"]]

        assert "Char" in names(self.account2)
        self.hide()
        assert "Char" not in names(self.account2) and "jemand" in names(self.account2)
        assert "Char" in names(self.account)
