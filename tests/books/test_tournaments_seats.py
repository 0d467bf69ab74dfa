"""A tournament's board sits in the order the round's call names its players: seat 1
is the first name, seat 2 the second ..., also when somebody comes late and sits
down with a plain `setzen` (the call's line, the table's seats and the game's
names read alike: Gaigel's partners are who the call says)."""

from game.commands.table import seats as table_seats
from game.faces import tournamenttext
from game.typeclasses.carddecks import GaigelTable
from tests.books.test_tournament_run import TournamentTest, tables_of
from tests.helpers.tables import connect


class TestBoardSeatsInTheCallsOrder(TournamentTest):
    table_class = GaigelTable
    tables = 2

    def seated_ids(self, table):
        return [entry["id"] if entry else None for entry in table.seats.entries()]

    def test_who_comes_late_gets_the_seat_the_call_named_and_the_rest_keep_theirs(self):
        self.open_and_fill("gaigel zu dritt bis 3 runden 1", people=(self.char1,))
        tour = self.tour
        for entry in tour.data["entrants"]:  # the strongest: first at its board
            entry["rating"] = 3000 if entry["id"] == self.char1.id else entry["rating"]
        self.turnier_script.save_tournament(tour)
        self.char1.sessions.count = lambda: 0  # away at the call: not seated
        self.turnier("start")
        board = self.tour.board_of(self.char1.id)
        players = list(board["players"])
        table = tables_of(self.tour, self.char1.id)
        late = players.index(self.char1.id)
        assert late < len(players) - 1  # a free seat before others: the order could slip
        assert self.seated_ids(table) == [None if i == self.char1.id else i for i in players]
        connect(self.char1)
        self.call(table_seats.CmdSit(), table.key, caller=self.char1)
        assert self.seated_ids(table) == players and table.playing()
        assert self.tour.board_of(self.char1.id)["players"] == players
        call = tournamenttext.board_line(self.tour, board)
        names = [self.tour.entrant(i)["name"] for i in players]
        assert table.match.game.names == names and call.endswith(", ".join(names[:-1])
                                                                 + " und " + names[-1])
