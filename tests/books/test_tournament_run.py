"""Tournaments on the test database: a Swiss tournament of six (two people, four
computer players) with a no-show, a bye and a kill -9 between rounds; a round
robin of four; Gaigel zu dritt of six at tables grouped by score; late entrants,
rejoining, reserved seats, the standings table, the Kurier and the GMCP data.
Time is advanced (the tournament's clock and timers are the test's), never slept."""

from itertools import combinations
from pathlib import Path
from unittest.mock import patch

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import tournament_run, tournaments
from game.commands.table import seats as table_seats
from game.commands.tournament import CmdTurnier
from game.common.things import by_id
from game.faces import tournamenttext
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.tables import TableError
from tests.helpers.tables import TimerLog, connect, quick_tables

DOC = Path(__file__).resolve().parents[2] / "docs" / "GMCP.md"


class TournamentTest(EvenniaCommandTest):
    table_class = SixtySixDeck
    tables = 3

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        self.rounds_timers = TimerLog()
        self.now = [1000.0]
        for p in (patch.object(tournament_run, "delay", self.rounds_timers),
                  patch.object(tournament_run, "clock", lambda: self.now[0])):
            p.start()
            self.addCleanup(p.stop)
        kurier = patch.object(tournament_run, "kurier")
        self.kurier = kurier.start()
        self.addCleanup(kurier.stop)
        connect(self.char1)
        connect(self.char2)
        self.decks = [create_object(self.table_class, key=f"Tisch {n}", location=self.room1)
                      for n in range(1, self.tables + 1)]
        self.sent = []

    def turnier(self, args, caller=None, expected=None):
        return self.call(CmdTurnier(), args, expected, caller=caller or self.char1)

    @property
    def turnier_script(self):
        return tournaments.in_room(self.room1)

    @property
    def tour(self):
        return self.turnier_script.tournament

    def people(self):
        return {self.char1.id: self.char1, self.char2.id: self.char2}

    def play_round(self, limit=20000):
        """Every board plays on until no match runs: people play their first legal
        move and say `weiter`, computer players move, grace times end."""
        for _ in range(limit):
            moved = False
            for table in self.decks:
                if not table.playing():
                    continue
                if table.settling.is_open():
                    for seat in table.settling.awaited():
                        table.settling.ready(table.seats.occupant(seat))
                        moved = True
                    continue
                game = table.match.game
                seat = game.to_act
                entry = table.seats.entries()[seat] if seat is not None else None
                if entry and not entry["npc"] and not entry["stand_in"]:
                    table.play(table.seats.occupant(seat), game.legal(seat)[0])
                    moved = True
            for name in ("npc_move", "npc_call_out", "end_grace"):
                moved = self.timers.fire(name) or moved
            if not moved:
                return
        raise AssertionError("the round never ended")

    def next_round(self):
        """The pause between two rounds is over."""
        self.now[0] += tournament_run.ROUND_PAUSE
        assert self.rounds_timers.fire("next_round_due")

    def open_and_fill(self, args, people=(), strength="normal", count=None):
        self.turnier(f"neu {args}")
        for person in people:
            self.turnier("anmelden", caller=person)
        self.turnier(f"auffüllen {strength}" + (f" {count}" if count else ""))


class SwissTest(TournamentTest):
    def test_swiss_of_six_two_people_four_computers_no_show_bye_and_kill(self):
        self.open_and_fill("66 bis 3 runden 3", people=(self.char1, self.char2))
        assert len(self.tour.entrants()) == 6
        text = self.turnier("start")
        assert "Schweizer System" in text and "Runde 1 von 3" in text
        rnd = self.tour.current()
        assert len(rnd["boards"]) == 3 and not rnd["byes"]
        for board in rnd["boards"]:  # everybody here sits, every board plays
            assert board["started"], board
        self.play_round()
        assert self.tour.current() is None
        assert sum(self.tour.points().values()) == 3

        # kill -9 between rounds: the reactor's timers and every cache are gone
        self.rounds_timers.pending.clear()
        self.timers.pending.clear()
        self.turnier_script.ndb.tournament = None
        for table in self.decks:
            table.forget_match()
        tournaments.resume_all()
        # round 2: Anna (char2) is not here and does not come within 3 minutes
        self.char2.move_to(self.room2, quiet=True, move_type="teleport")
        self.next_round()
        rnd = self.tour.current()
        assert rnd["number"] == 2
        board = self.tour.board_of(self.char2.id)
        assert not board["started"]
        self.now[0] += tournament_run.NO_SHOW_TIME
        self.play_round()
        assert self.rounds_timers.fire("no_show_due")
        assert board_result(self.tour, 2, self.char2.id) == 0.0
        assert not self.tour.entrant(self.char2.id)["active"]
        assert self.tour.rounds[1]["boards"][board["board"] - 1]["forfeit"]
        self.play_round()
        assert tournamenttext.data_for(self.tour, "", "", self.char1)["round_over"]  # the pause
        # round 3: five active entrants, so one has a bye (a full point)
        self.next_round()
        rnd = self.tour.current()
        assert len(rnd["byes"]) == 1 and len(rnd["boards"]) == 2
        bye = rnd["byes"][0]
        data = tournamenttext.data_for(self.tour, "", "", self.char1)  # the bye is public
        assert data["byes"] == [self.tour.entrant(bye)["name"]] and not data["round_over"]
        before = tournaments.Tournament.from_dict(dict(self.tour.data, rounds_played=self.tour.rounds[:2])).points()[bye]
        self.play_round()
        assert self.rounds_timers.fire("finish")
        assert self.tour.status == tournaments.Status.OVER
        assert self.tour.points()[bye] >= before + 1.0
        rows = self.tour.standings()
        self.kurier.return_value.msg.assert_called_once()
        news = self.kurier.return_value.msg.call_args[0][0]
        first = [row.name for row in rows if row.place == rows[0].place]
        assert (f"{first[0]} gewinnt" in news if len(first) == 1   # tied partners win together
                else all(name in news.split(" gewinnen ")[0] for name in first)), news
        table = self.turnier("stand")
        for word in ("Platz", "Name", "Punkte", "Buchholz", "Partien", "(zurückgezogen)"):
            assert word in table
        assert self.rounds_timers.fire("send_guests_home")
        assert not [o for o in self.room1.contents if isinstance(o, CardPlayer)]

    def test_a_no_show_can_rejoin_and_plays_the_next_round(self):
        self.open_and_fill("66 bis 3 runden 4", people=(self.char1, self.char2), count=4)
        self.char2.move_to(self.room2, quiet=True, move_type="teleport")
        self.turnier("start")
        self.now[0] += tournament_run.NO_SHOW_TIME
        self.play_round()
        self.rounds_timers.fire("no_show_due")
        self.play_round()
        assert not self.tour.entrant(self.char2.id)["active"]
        text = self.turnier("anmelden", caller=self.char2)
        assert "wieder dabei" in text
        self.char2.move_to(self.room1, quiet=True, move_type="teleport")
        self.next_round()
        assert self.tour.board_of(self.char2.id)["started"]

    def test_a_late_entrant_gets_half_a_point_per_missed_round_until_half_time(self):
        self.open_and_fill("66 bis 3 runden 4", people=(self.char1,), count=4)
        self.turnier("start")  # five: Swiss (a round robin needs five rounds)
        self.play_round()
        text = self.turnier("anmelden", caller=self.char2)
        assert "nachträglich" in text
        assert self.tour.points()[self.char2.id] == 0.5
        self.next_round()
        assert self.tour.board_of(self.char2.id) is not None
        self.play_round()
        self.next_round()  # half the rounds are played now
        late = create_object(CardPlayer, key="Spät", location=self.room1)
        try:
            self.turnier_script.sign_up(late)
            raise AssertionError("a late entry after half time was taken")
        except TableError as err:
            assert "Hälfte der Runden" in str(err)

    def test_only_the_board_s_players_sit_at_a_tournament_table(self):
        self.open_and_fill("66 bis 3 runden 3", people=(self.char1,), count=3)
        self.char1.sessions.count = lambda: 0  # away at the call: not seated
        self.turnier("start")
        table = tables_of(self.tour, self.char1.id)
        assert not self.tour.board_of(self.char1.id)["started"]
        connect(self.char1)
        text = self.call(table_seats.CmdSit(), table.key, caller=self.char2)
        assert "gehört zum Turnier" in text
        self.call(table_seats.CmdSit(), table.key, caller=self.char1)
        assert self.tour.board_of(self.char1.id)["started"]
        assert table.playing()

    def test_gmcp_shows_standings_and_only_the_player_s_own_table(self):
        self.open_and_fill("66 bis 3 runden 3", people=(self.char1, self.char2), count=2)
        self.turnier("start")
        data = tournamenttext.data_for(self.tour, self.turnier_script.place(), self.turnier_script.game_name(),
                                       self.char1)
        assert data["status"] == "running" and data["round"] == 1
        assert len(data["standings"]) == 4
        mine = self.tour.board_of(self.char1.id)
        assert data["next"]["table"] == tables_of(self.tour, self.char1.id).key
        assert data["next"]["players"] == [self.tour.entrant(i)["name"] for i in mine["players"]]
        assert [row["name"] for row in data["standings"] if row["you"]] == [self.char1.key]
        assert not data["round_over"] and data["byes"] == [] and data["bye_points"] == 1.0
        outsider = create_object(CardPlayer, key="Kiebitz", location=self.room1)
        seen = tournamenttext.data_for(self.tour, "", "", outsider)
        assert seen["next"] is None and not any(row["you"] for row in seen["standings"])
        doc = DOC.read_text().split("## `Kartenrunde.Turnier`: every field")[1]
        doc = doc.split("\n## ")[0]
        for field in list(data) + list(data["next"]) + list(data["standings"][0]):
            assert f"`{field}`" in doc or f'"{field}":' in doc, field

    def test_a_person_reads_their_seat_before_the_deal_even_when_they_sit_last(self):
        self.open_and_fill("66 bis 3 runden 1", people=(self.char1, self.char2), count=2)
        heard = {}
        for char in (self.char1, self.char2):
            lines, real = heard.setdefault(char.key, []), char.msg
            patch.object(char, "msg", lambda text=None, *a, _l=lines, _r=real, **k: (
                _l.append(str(text)), _r(text, *a, **k))[1]).start()
            self.addCleanup(patch.stopall)
        self.turnier_script.begin(self.char1)  # not through `call`: it mocks the caller's msg
        orders = [self.tour.board_of(c.id)["players"].index(c.id) for c in (self.char1, self.char2)]
        assert 1 in orders  # one of them sits after a computer player: their sitting deals
        for name, lines in heard.items():
            seat = next(i for i, line in enumerate(lines) if "Du sitzt für Runde 1" in line)
            deal = next(i for i, line in enumerate(lines) if "Eine Partie" in line)
            assert seat < deal, (name, lines[:seat + 1])

    def test_giving_up_a_board_loses_it_and_the_opponent_gets_the_point(self):
        self.open_and_fill("66 bis 3 runden 3", people=(self.char1,), count=3)
        self.turnier("start")
        table = tables_of(self.tour, self.char1.id)
        board = self.tour.board_of(self.char1.id)
        table.give_up(self.char1)
        result = self.tour.rounds[0]["boards"][board["board"] - 1]["result"]
        other = next(i for i in board["players"] if i != self.char1.id)
        assert result == {str(self.char1.id): 0.0, str(other): 1.0}
        assert not table.playing()

    def test_only_tournament_directors_open_one(self):
        text = self.turnier("neu 66 bis 3 runden 3", caller=self.char2)
        assert "Recht zur Turnierleitung" in text
        assert self.turnier_script is None


class RoundRobinTest(TournamentTest):
    tables = 2

    def test_round_robin_of_four_everybody_meets_everybody_once(self):
        self.open_and_fill("66 bis 3 runden 3", people=(self.char1,))
        text = self.turnier("start")
        assert "jeder gegen jeden" in text
        for number in (1, 2, 3):
            if number > 1:
                self.next_round()
            self.play_round()
        assert self.rounds_timers.fire("finish")
        pairs = sorted(tuple(sorted(b["players"])) for r in self.tour.rounds for b in r["boards"])
        ids = sorted(e["id"] for e in self.tour.entrants())
        assert pairs == sorted(combinations(ids, 2))
        assert sum(self.tour.points().values()) == 6
        self.kurier.return_value.msg.assert_called_once()


class GaigelThreeTest(TournamentTest):
    table_class = GaigelTable
    tables = 2

    def test_gaigel_zu_dritt_of_six_at_tables_grouped_by_score(self):
        self.open_and_fill("gaigel zu dritt bis 3 runden 2", people=(self.char1,))
        assert self.tour.data["preset"] == "gaigel3"
        text = self.turnier("start")
        assert "Tische nach Punkten" in text
        rnd = self.tour.current()
        assert [len(b["players"]) for b in rnd["boards"]] == [3, 3]
        self.play_round()
        ranked = [row.id for row in self.tour.standings()]
        self.next_round()
        first = self.tour.current()["boards"][0]["players"]
        assert sorted(first) == sorted(ranked[:3])  # the leaders together at board 1
        self.play_round()
        assert self.rounds_timers.fire("finish")
        assert self.tour.status == tournaments.Status.OVER
        self.kurier.return_value.msg.assert_called_once()


def board_result(tour, number, i):
    board = next(b for b in tour.rounds[number - 1]["boards"] if i in b["players"])
    return board["result"][str(i)]


def tables_of(tour, i):
    return by_id(tour.board_of(i)["table"])
