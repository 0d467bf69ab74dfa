"""The waiting list: two people typing `suche gaigel zu viert` in different rooms
sit together as partners with two computer players after `jetzt`; enough
people waiting start at once; `suche aus`, sitting down elsewhere."""

from unittest.mock import patch

from game.house import rooms, waiting
from tests.house.test_quickstart import WorldTest


class TestWaitingList(WorldTest):
    def test_two_in_different_rooms_sit_together_as_partners_after_jetzt(self):
        anna = self.newcomer("Anna", self.cafe)
        bert = self.newcomer("Bert", self.rooms["start"])
        said = self.typed(anna, "suche gaigel zu viert")
        assert "Du wartest jetzt auf Mitspieler für Gaigel zu viert; es fehlen noch 3." in said
        assert anna.location == self.cafe  # nobody walks before the table is found
        self.typed(bert, "suche gaigel zu viert")
        assert [e["name"] for e in waiting.entries()] == ["Anna", "Bert"]
        assert "Anna" in waiting.waiting_text() and "Gaigel zu viert" in waiting.waiting_text()
        said = self.typed(bert, "jetzt")
        assert anna.location == bert.location == self.besen
        table = self.table_of(anna)
        assert table == self.table_of(bert) and table.playing()
        seats = [table.seats.of(anna), table.seats.of(bert)]
        assert sorted(seats) == [0, 2]  # partners over the cross
        assert "Es spielen Bert und Anna am Gaigeltisch." in said  # who said `jetzt` first
        assert "Bert wartet jetzt auch auf Gaigel zu viert; es fehlen noch 2." in "\n".join(
            self.heard[anna.id])
        assert "mit Anna als Partner" in said
        assert waiting.entries() == []

    def test_apart_they_sit_against_each_other(self):
        anna = self.newcomer("Anna", self.besen)
        bert = self.newcomer("Bert", self.besen)
        self.typed(anna, "suche gaigel zu viert gegeneinander")
        self.typed(bert, "suche gaigel zu viert")
        self.typed(anna, "jetzt")
        table = self.table_of(anna)
        assert sorted([table.seats.of(anna), table.seats.of(bert)]) == [0, 1]

    def test_enough_people_waiting_begin_at_once(self):
        anna = self.newcomer("Anna", self.cafe)
        bert = self.newcomer("Bert", self.besen)
        self.typed(anna, "suche 66 bis 3")
        said = self.typed(bert, "suche 66")
        table = self.table_of(bert)
        assert table.playing() and table.seats.of(anna) is not None
        assert bert.location == self.cafe and "Es spielen " in said
        assert table.match.target == 3  # the first one's wish

    def test_suche_aus_and_sitting_down_leave_the_list(self):
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "suche schnapsen")
        assert "Du bist nicht mehr auf der Warteliste." in self.typed(anna, "suche aus")
        assert waiting.entries() == []
        self.typed(anna, "suche schnapsen")
        built = rooms.room_tables(self.cafe)[0]
        self.typed(anna, f"setzen {built.key}")
        assert waiting.entries() == []
        assert "Du stehst auf keiner Warteliste" in self.typed(anna, "jetzt")

    def test_bad_words_change_nothing(self):
        anna = self.newcomer("Anna", self.cafe)
        said = self.typed(anna, "suche skat")
        assert "„skat“ verstehe ich nicht" in said and waiting.entries() == []


class TestInvitations(WorldTest):
    def test_an_invitation_from_another_room_is_accepted_with_one_word(self):
        host = self.newcomer("Anna", self.cafe)
        guest = self.newcomer("Bert", self.rooms["start"])
        self.typed(host, "setzen")
        table = self.table_of(host)
        with self.patched_online(guest):
            said = self.typed(host, "einladen Bert")
        assert "Du lädst Bert an das 66-Kartenspiel ein." in said
        assert any("mit annehmen gehst du hin" in line for line in self.heard[guest.id])
        said = self.typed(guest, "annehmen")
        assert guest.location == self.cafe and table.seats.of(guest) is not None, said
        assert "Alle Plätze sind besetzt: Mit spiel beginnt die Partie." in said
        assert "Bert nimmt deine Einladung an." in "\n".join(self.heard[host.id])

    def test_a_full_table_or_no_invitation_is_refused_with_a_reason(self):
        host = self.newcomer("Anna", self.cafe)
        guest = self.newcomer("Bert", self.rooms["start"])
        assert "Dich hat gerade niemand" in self.typed(guest, "annehmen")
        self.typed(host, "spiel 66")
        with self.patched_online(guest):
            said = self.typed(host, "einladen Bert")
        assert "kein Platz mehr frei" in said
        with self.patched_online(None):
            said = self.typed(host, "einladen Niemand")
        assert "„Niemand“ ist gerade nicht in der Kartenwelt." in said

    def patched_online(self, obj):
        return patch("game.house.invitations.online", lambda name: obj)

    def test_inviting_without_a_seat_among_several_tables_says_sit_down_first(self):
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "setzen")
        self.typed(self.newcomer("Carl", self.cafe), "spiel 66")  # at a table of his own
        bert = self.newcomer("Bert", self.cafe)
        said = self.typed(bert, "einladen Ferdl")
        assert "Setz dich zuerst an einen Tisch („setzen“)" in said, said

    def test_aufgeben_and_aufstehen_without_a_seat_among_several_tables(self):
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "setzen")
        self.typed(self.newcomer("Carl", self.cafe), "spiel 66")  # at a table of his own
        bert = self.newcomer("Bert", self.cafe)
        assert "Du spielst hier gerade keine Partie." in self.typed(bert, "aufgeben")
        assert "Du sitzt nicht an einem der Tische hier." in self.typed(bert, "aufstehen")
