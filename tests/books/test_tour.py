"""The Kartentour: stations built idempotently, the tour pass, a station refusing a
character without the earlier stamps, a won station giving the stamp and opening
the next one, a lost one letting the player retry, the Kurier at the end."""

from unittest.mock import patch

import pytest
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import tour
from game.commands import tour as tour_commands
from game.commands.table import competition, moves as table_moves, seats as table_seats
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, deal_fixed, quick_tables

#: the human (seat 0) closes with four high trumps and the trump marriage
WINNING_DEAL = {
    "hands": [["eichel ass", "eichel zehn", "eichel könig", "eichel ober", "herz ass",
               "herz zehn"],
              ["laub ass", "laub zehn", "schellen ass", "schellen zehn", "herz könig",
               "laub könig"]],
    "trump": "eichel neun",
    "talon": ["eichel unter", "laub ober", "laub unter", "laub neun", "herz ober",
              "herz unter", "herz neun", "schellen könig", "schellen ober", "schellen unter",
              "schellen neun"],
}


class TourTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        self.stations = []
        for number, room in ((1, self.room1), (2, self.room2)):
            table = create_object(SixtySixDeck, key="Stationstisch", location=room)
            table.db.options = {"match_target": 3}
            table.db.tour = number
            create_object(CardPlayer, key=f"Gegner {number}", location=room)
            self.stations.append(table)

    def seat_and_start(self):
        self.call(table_seats.CmdSit(), "", None)
        self.call(table_seats.CmdFill(), "", None)
        return self.call(table_seats.CmdStart(), "", None)

    def test_tourpass_shows_stations_open_and_locked(self):
        text = self.call(tour_commands.CmdTourpass(), "", "Dein Tourpass (0 von 2 Stempeln):")
        assert "1. Room: Sechsundsechzig bis 3 gegen Gegner 1 (normal) – offen" in text
        assert "2. Room2: Sechsundsechzig bis 3 gegen Gegner 2 (normal) – gesperrt" in text

    def test_station_refuses_a_character_without_the_earlier_stamps(self):
        self.char1.move_to(self.room2, quiet=True, move_type="teleport")
        text = self.seat_and_start()
        assert ("Station 2 der Kartentour ist für dich noch gesperrt: dir fehlt der Stempel "
                "von Station 1.") in text
        assert not self.stations[1].playing()

    def test_a_won_station_gives_the_stamp_opens_the_next_and_counts_in_records(self):
        text = self.seat_and_start()
        assert "Es geht um den Stempel von Station 1 der Kartentour." in text
        table = self.stations[0]
        deal_fixed(table, "66", WINNING_DEAL)
        for command, args in ((table_moves.CmdDecke, "stapel"), (table_moves.CmdMelde, "eichel"),
                              (table_moves.CmdLege, "eichel könig"),
                              (table_moves.CmdLege, "eichel ass"),
                              (table_moves.CmdLege, "eichel zehn")):
            self.call(command(), args, None)
            self.timers.let_computers_play()
        text = self.call(table_moves.CmdGenug(), "", None)
        assert "Du bekommst den Stempel von Station 1!" in text
        assert "Die nächste Station, Nummer 2, wartet" in text
        assert tour.stamps(self.char1) == [1]
        assert self.char1.attributes.get("cardrecords")  # booked like any match
        self.call(tour_commands.CmdTourpass(), "", "Dein Tourpass (1 von 2 Stempeln):")
        self.call(table_seats.CmdStand(), "", None)
        self.char1.move_to(self.room2, quiet=True, move_type="teleport")
        text = self.seat_and_start()
        assert "Es geht um den Stempel von Station 2 der Kartentour." in text

    def test_a_lost_station_gives_no_stamp_and_invites_a_retry(self):
        self.seat_and_start()
        table = self.stations[0]

        class Lost:
            winners = [1]
        with patch.object(self.char1, "msg") as told:
            tour.match_over(table, Lost())
        assert "Diesmal reicht es nicht für den Stempel von Station 1" in told.call_args[0][0]
        assert tour.stamps(self.char1) == []

    def test_no_stamp_when_a_stand_in_played(self):
        self.seat_and_start()
        table = self.stations[0]
        seats = table.seats.copies()
        seats[0]["stood_in"] = [0]
        table.db.seats = seats

        class Won:
            winners = [0]
        with patch.object(self.char1, "msg") as told:
            tour.match_over(table, Won())
        assert "hat ein Computerspieler mitgespielt" in told.call_args[0][0]
        assert tour.stamps(self.char1) == []

    def test_two_people_do_not_play_a_tour_match(self):
        connect(self.char2)
        self.call(table_seats.CmdSit(), "", None)
        self.call(table_seats.CmdSit(), "", None, caller=self.char2)
        text = self.call(table_seats.CmdStart(), "", None)
        assert "spielt man allein gegen den Gegner der Station" in text

    def test_the_last_stamp_is_announced_on_the_kurier(self):
        self.char1.attributes.add(tour.STAMPS, [1])
        with patch("game.books.tour.kurier") as kurier:
            tour.award(self.char1, 2)
        kurier.return_value.msg.assert_called_once()
        assert "hat die Kartentour geschafft" in kurier.return_value.msg.call_args[0][0]

    def play_winning_match(self):
        table = self.stations[0]
        deal_fixed(table, "66", WINNING_DEAL)
        for command, args in ((table_moves.CmdDecke, "stapel"), (table_moves.CmdMelde, "eichel"),
                              (table_moves.CmdLege, "eichel könig"),
                              (table_moves.CmdLege, "eichel ass"),
                              (table_moves.CmdLege, "eichel zehn")):
            self.call(command(), args, None)
            self.timers.let_computers_play()
        return self.call(table_moves.CmdGenug(), "", None)

    def test_a_stamped_station_is_not_at_stake_again_in_a_revanche(self):
        self.seat_and_start()
        self.play_winning_match()
        assert tour.stamps(self.char1) == [1]
        text = self.call(competition.CmdRevanche(), "bis 7", None)
        assert "An Station 1 der Kartentour spielt man Sechsundsechzig bis 3" in text
        text = self.call(competition.CmdRevanche(), "", None)
        assert "Revanche!" in text
        assert "Es geht um den Stempel" not in text
        assert "Den Stempel von Station 1 hast du schon" in text

        class Lost:
            winners = [1]
        with patch.object(self.char1, "msg") as told:
            tour.match_over(self.stations[0], Lost())
        said = " ".join(str(call.args[0]) for call in told.call_args_list)
        assert "Diesmal reicht es nicht für den Stempel" not in said
        assert tour.stamps(self.char1) == [1]

    def test_a_stamped_station_won_again_gives_no_second_stamp_line(self):
        self.char1.attributes.add(tour.STAMPS, [1])

        class Won:
            winners = [0]
        self.seat_and_start()
        with patch.object(self.char1, "msg") as told:
            tour.match_over(self.stations[0], Won())
        said = " ".join(str(call.args[0]) for call in told.call_args_list)
        assert "Du bekommst den Stempel" not in said
        assert tour.stamps(self.char1) == [1]

    def test_spiel_at_a_station_names_its_fixed_game_and_offers_no_other(self):
        self.call(table_seats.CmdSit(), "", None)
        self.call(table_seats.CmdFill(), "", None)
        text = self.call(table_seats.CmdStart(), "", None)
        assert "Eine andere wählst du" not in text
        assert "An Station 1 der Kartentour spielt man Sechsundsechzig bis 3" in text
        assert self.stations[0].playing()

    def test_a_station_refuses_another_game_or_length(self):
        table = self.stations[0]
        self.call(table_seats.CmdSit(), "", None)
        self.call(table_seats.CmdFill(), "", None)
        for words in ("schnapsen", "bis 7", "66 sofort rauben"):
            text = self.call(table_seats.CmdStart(), words, None)
            assert "An Station 1 der Kartentour spielt man Sechsundsechzig bis 3" in text, text
            assert "spiel" in text
            assert not table.playing()
            assert table.db.preset == "66"


@pytest.fixture
def start(db, settings):
    room = create_object("game.typeclasses.rooms.Room", key="Limbo")
    settings.START_LOCATION = room.dbref
    return room


def test_build_makes_eight_stations_once_with_rising_strength(start):
    from evennia.utils.search import search_tag
    from world.build import build_world
    from world.tour import STATIONS

    build_world()
    build_world()
    found = tour.stations()
    assert [n for n, _ in found] == list(range(1, 9))
    assert len(STATIONS) == 8
    strengths = []
    for number, table in found:
        players = [o for o in table.location.contents if isinstance(o, CardPlayer)]
        assert len(players) == 1 and players[0].db.talk
        strengths.append(players[0].db.strength)
        assert table.db.options["match_target"] in (3, 7)
        assert len(search_tag(f"tour{number}", category="kartenwelt")) == 1
    assert strengths == sorted(strengths, key=["leicht", "normal", "stark"].index)
    assert set(strengths) == {"leicht", "normal", "stark"}
    first = found[0][1].location
    assert first.key == "Stadttor von Sarasande"
    assert any(ex.destination == start for ex in first.exits)
    assert {tbl.db.preset for _, tbl in found} >= {"66", "schnapsen", "gaigel2"}
    assert [tbl.db.options["match_target"] for _, tbl in found] == [3, 3, 3, 3, 3, 7, 7, 7]


class TourBuildingTest(EvenniaCommandTest):
    def test_builders_make_and_change_a_station_with_the_tour_option(self):
        from game.commands import building
        text = self.call(building.CmdAufstellen(), "schnapsen bis 3 tour:9 = der Stationstisch",
                         None)
        assert "Station 9 der Kartentour" in text
        table = next(o for o in self.room1.contents if o.key == "Stationstisch")
        assert table.db.tour == 9 and table.db.preset == "schnapsen"
        self.call(building.CmdUmstellen(), "Stationstisch = 66 bis 7 tour:4", "Umgestellt:")
        assert table.db.tour == 4 and table.db.options == {"match_target": 7}
        assert [n for n, _ in tour.stations()] == [4]
        self.call(building.CmdUmstellen(), "Stationstisch = 66 tour:keine", "Umgestellt:")
        assert table.db.tour is None and tour.stations() == []
        self.call(building.CmdAufstellen(), "66 tour:null = Zweiter", "Die Tourstation ist "
                  "eine Zahl ab 1")
