"""A stand-in never scores at a tournament's table (issue 48): a game a stand-in
played for an absent person counts as lost for them, the others score it; not
back before the round's next game, they lose the match by forfeit and the
opponent gets the board's point; tournament tables refuse `rat`, `analyse` and
`nochmal`. Time and timers are the test's, never slept."""

from unittest.mock import patch

import pytest
from evennia.utils.ansi import strip_ansi

from game.books import rating
from game.cardgames import Game
from game.commands.table import after as after_cmds
from game.commands.table import moves as move_cmds
from game.commands.table import settings as settings_cmds
from game.faces import hinting, readers, tabledata, tournamenttext, websettings
from game.faces.hinting import HINT_66, HINT_AUS
from game.common.tableerror import TableError
from game.table import forfeits, hints
from tests.books.test_rating_fairplay import after
from tests.books.test_tournament_run import TournamentTest, tables_of
from tests.helpers.decks import disconnect, reconnect, said, texts


def first_legal_winner(game):
    """The seat that wins `game` if every seat plays its first legal move."""
    copy = Game.from_json(game.to_json())
    while copy.result is None:
        seat = copy.to_act
        copy.act(seat, copy.legal(seat)[0])
    return copy.result.winners[0] if copy.result.winners else None  # None: a draw


class PairTest(TournamentTest):
    """Char and Char2 play one board of a two-person Swiss, 66 to 7."""

    def start_pair(self):
        self.turnier("neu 66 bis 7 runden 1")
        self.turnier("anmelden", caller=self.char1)
        self.turnier("anmelden", caller=self.char2)
        self.turnier("start")
        self.table = tables_of(self.tour, self.char1.id)
        assert self.table.playing()
        self.table.timers = self.timers
        self.board = self.tour.board_of(self.char1.id)

    def winner_of_the_deal(self):
        """The seat first legal moves make win the game dealt; a drawn deal is dealt
        again (the match as the tournament started it, with a new shuffle)."""
        while (seat := first_legal_winner(self.table.match.game)) is None:
            self.table.end_match()
            self.table.start(target=7)
        return seat

    def absent_winner(self):
        """Whoever would win the first game leaves; a stand-in plays for them."""
        seat = self.winner_of_the_deal()
        self.gone = self.table.seats.occupant(seat)
        self.here = self.table.seats.occupant(1 - seat)
        self.gone_seat = seat
        disconnect(self.gone)
        assert self.timers.fire("take_over")
        assert self.table.seats.entries()[seat]["stand_in"]

    def play_game(self):
        table, index = self.table, self.table.match.index
        for _ in range(500):
            match = table.match
            if not table.playing() or match.index != index or match.game.result is not None:
                return
            game = match.game
            seat = game.to_act
            entry = table.seats.entries()[seat]
            if not entry["stand_in"]:
                table.play(table.seats.occupant(seat), game.legal(seat)[0])
            else:
                assert self.timers.fire("npc_move")
        raise AssertionError("the game did not end")


class TestStandInAtATournamentTable(PairTest):
    def test_the_stand_in_s_won_game_is_lost_and_the_match_forfeited(self):
        self.start_pair()
        self.absent_winner()
        before = rating.rating_of(self.gone, "66")
        with said(self.here) as msg:
            self.play_game()
        game = self.table.match.game
        assert game.result.winners == [self.gone_seat]  # on the board the stand-in won
        heard = strip_ansi(" ".join(texts(msg)))
        assert "Im Turnier zählt dieses Spiel für" in heard and "als verloren" in heard
        score = self.table.match.score
        assert score[self.gone_seat] == 0 and score[1 - self.gone_seat] == max(
            game.result.points)  # the others scored it
        # not back before the next game: the match is lost by forfeit
        with said(self.here) as msg:
            self.table.settling.ready(self.here)
        assert "ist vor dem nächsten Spiel nicht zurückgekommen" in strip_ansi(" ".join(texts(msg)))
        assert not self.table.playing()
        result = self.tour.rounds[0]["boards"][self.board["board"] - 1]["result"]
        assert result == {str(self.gone.id): 0.0, str(self.here.id): 1.0}
        assert rating.rating_of(self.gone, "66")["mu"] < before["mu"]

    def test_one_game_a_stand_in_played_is_one_rated_loss_also_with_the_forfeit(self):
        self.start_pair()
        self.absent_winner()
        gone, here = rating.rating_of(self.gone, "66"), rating.rating_of(self.here, "66")
        self.play_game()
        self.table.settling.ready(self.here)  # not back: the match is lost by forfeit
        assert not self.table.playing()
        loss, _ = after(gone, here, won=False)
        now = rating.rating_of(self.gone, "66")
        assert now["games"] == 1 and now["mu"] == pytest.approx(loss.mu)
        assert rating.rating_of(self.here, "66")["games"] == 1

    def both_away(self):
        """Both people of the board leave; stand-ins play for both."""
        self.start_pair()
        people = [self.table.seats.occupant(seat) for seat in (0, 1)]
        for obj in people:
            disconnect(obj)
        while self.timers.fire("take_over"):
            pass
        assert all(self.table.seats.entries()[seat]["stand_in"] for seat in (0, 1))
        return people

    def test_two_absent_people_never_win_by_forfeit(self):
        people = self.both_away()
        before = {}
        forfeit = forfeits.forfeit_absent

        def snapshot(table):  # the ratings after the game, before the match's forfeit
            before.update({obj.id: rating.rating_of(obj, "66") for obj in people})
            return forfeit(table)
        with patch.object(forfeits, "forfeit_absent", snapshot), \
                patch.object(self.table, "announce") as msg:
            self.play_game()  # nobody to wait for: the Abrechnung deals on at once
        assert not self.table.playing()
        result = self.tour.rounds[0]["boards"][self.board["board"] - 1]["result"]
        raised = [obj.key for obj in people
                  if rating.rating_of(obj, "66")["mu"] > before[obj.id]["mu"]]
        assert (result, raised) == ({str(obj.id): 0.0 for obj in people}, [])
        heard = strip_ansi(" ".join(texts(msg)))
        assert "sind vor dem nächsten Spiel nicht zurückgekommen" in heard
        assert "Niemand gewinnt sie." in heard
        board = self.tour.rounds[0]["boards"][self.board["board"] - 1]
        assert tournamenttext.result_words(self.tour, board).endswith(
            ": niemand gewinnt, beide gehen leer aus")

    def test_the_table_hears_the_tournament_s_rule_and_the_one_back_reads_what_happened(self):
        self.start_pair()
        with said(self.char1) as one, said(self.char2) as two:
            self.absent_winner()
        heard = " ".join(texts(one if self.here == self.char1 else two))
        name = self.gone.key
        assert (f"Im Turnier zählt jedes Spiel, das der Computer für {name} spielt, als "
                f"verloren, und ist {name} vor dem nächsten Spiel nicht zurück, auch die "
                "Partie.") in heard, heard
        assert "zählt die Partie als vorzeitig verlassen" not in heard
        self.play_game()
        self.table.settling.ready(self.here)  # not back: the match is lost by forfeit
        assert self.table.seats.of(self.gone) is None  # the seat is free again
        with said(self.gone) as msg:
            reconnect(self.gone, self.room1)
        back = " ".join(texts(msg))
        assert "Während du weg warst" in back and "Die Partie ist inzwischen zu Ende." in back
        assert ("Im Turnier zählen sie als verlorene Spiele, und wer vor dem nächsten Spiel "
                "nicht zurück ist, verliert auch die Partie.") in back, back
        assert "Wie es im Turnier steht, zeigt turnier stand." in back  # no `setzen` here
        assert "Mit setzen spielst du" not in back

    def test_the_game_s_end_as_data_shows_the_tournament_s_score_not_the_board_s(self):
        self.start_pair()
        self.absent_winner()
        ends = []

        def send(obj, **data):
            if "kartenrunde_ergebnis" in data and obj == self.here:
                value = data["kartenrunde_ergebnis"]
                ends.append(value() if callable(value) else value)
        real = tabledata.model_for  # as for a reader who wants data: with the world's facts
        with patch.object(tabledata, "send", send), patch.object(
                tabledata, "model_for", lambda table, obj, facts=None, settled=False, text=None:
                real(table, obj, tabledata.world(table), settled, text)):
            self.play_game()
        assert ends and ends[0]["winners"] == [self.gone_seat]  # on the board
        parties = {tuple(p["seats"]): p["score"] for p in ends[0]["score"]["parties"]}
        assert parties[(self.gone_seat,)] == 0, ends[0]["score"]  # in the tournament
        assert parties[(1 - self.gone_seat,)] == max(ends[0]["points"])

    def test_back_before_the_next_game_the_match_goes_on_with_the_game_lost(self):
        self.start_pair()
        self.absent_winner()
        self.play_game()
        points = max(self.table.match.game.result.points)
        reconnect(self.gone, self.room1)
        self.table.settling.ready(self.here)
        self.table.settling.ready(self.gone)
        assert self.table.playing() and self.table.match.index == 1
        assert self.table.match.score[1 - self.gone_seat] == points
        assert self.table.match.score[self.gone_seat] == 0

    def test_the_game_is_given_to_the_others_once_across_a_resume(self):
        self.start_pair()
        self.absent_winner()
        self.play_game()
        score = list(self.table.match.score)
        self.table.db.booked = None  # as if the table forgot it sent the game's end
        assert not forfeits.game_lost(self.table)
        self.table.forget_match()
        assert self.table.match.score == score

    def test_giving_up_against_an_absent_person_gives_nobody_the_board(self):
        self.start_pair()
        self.absent_winner()
        self.table.give_up(self.here)
        result = self.tour.rounds[0]["boards"][self.board["board"] - 1]["result"]
        assert result == {str(self.gone.id): 0.0, str(self.here.id): 0.0}

    def test_a_stand_in_s_lost_game_stays_as_it_was(self):
        self.start_pair()
        loser = 1 - self.winner_of_the_deal()
        disconnect(self.table.seats.occupant(loser))
        self.gone_seat = loser
        assert self.timers.fire("take_over")
        self.play_game()
        assert self.table.db.forfeited is None
        assert self.table.match.score == self.table.match.game.result.points

    def test_given_to_others_in_points_and_in_striche(self):
        # 66: the lost side's 2 points go to the other side
        assert forfeits.given_to_others([2, 0], [0, 1], {0}, striche=False) == [0, 2]
        # Gaigel zu viert: the lost party takes the Striche the others got
        assert forfeits.given_to_others([0, 3, 0, 3], [0, 1, 0, 1], {0}, striche=True) == [3, 0, 3, 0]
        # 66 zu dritt: the seat sitting out gets nothing
        assert forfeits.given_to_others([0, 3, 0], [0, 1, -1], {1}, striche=False) == [3, 0, 0]


class TestEngineFree(PairTest):
    def aids(self, obj):
        """The personal aids `obj` gets at the table now: the own Augen (as data and
        in the text), the hints as data, the gear's hint settings."""
        seat = self.table.seats.of(obj)
        state = tabledata.state_for(self.table, obj)
        found = [name for name, there in (
            ("Augen in the data", "points" in state),
            ("Augen in the text", "Augen:" in readers.table_text(self.table, obj, "lang")),
            ("hint as data", any(websettings.hints_of(self.table, obj, seat).values())),
            ("hint settings in the gear", bool(state["einstellungen"]["hints"])))
            if there]
        return found

    def test_no_personal_aid_reaches_a_player_at_a_tournament_table(self):
        """Both people asked for every aid; over several deals, first legal moves, at
        each turn: none at the tournament's table (and no hint line due), while the
        same table outside a tournament would give them (the 66 hint included)."""
        self.start_pair()
        people = (self.char1, self.char2)
        for obj in people:
            obj.db.show_points = True
            obj.attributes.add(HINT_66, True)
            obj.attributes.add(HINT_AUS, True)
        leaks, elsewhere = [], set()
        for seed in range(1, 6):
            self.table.end_match()
            self.table.start(target=7, seed=seed)
            game = self.table.match.game
            while game.result is None:
                assert self.table.engine_free()
                leaks += [(obj.key, aid) for obj in people for aid in self.aids(obj)]
                leaks += [(obj.key, text) for obj, text in hints.due(self.table)]
                with patch.object(type(self.table), "engine_free", lambda table: False):
                    elsewhere.update(aid for obj in people for aid in self.aids(obj))
                game.act(game.to_act, game.legal(game.to_act)[0])
        assert not leaks, leaks[:5]
        assert elsewhere == {"Augen in the data", "Augen in the text", "hint as data",
                             "hint settings in the gear"}, elsewhere  # the control

    def test_a_player_asking_for_an_aid_there_is_told_it_is_off(self):
        self.start_pair()
        out = strip_ansi(self.call(settings_cmds.CmdAnzeige(), "punkte an", caller=self.char1))
        assert "An deinem Turniertisch gilt das erst nach dem Turnier" in out, out
        out = strip_ansi(self.call(settings_cmds.CmdAnzeige(), "", caller=self.char1))
        assert hinting.ENGINE_FREE_AIDS in out, out

    def test_rat_is_refused_at_a_tournament_table(self):
        self.start_pair()
        out = strip_ansi(self.call(move_cmds.CmdRat(), "", caller=self.char1))
        assert "ist ein Turniertisch: im Turnier gibt es keinen Rat" in out
        assert "Der Rat" not in out

    def test_the_table_itself_refuses_advice_whoever_asks(self):
        self.start_pair()  # another person sits there too: the tournament speaks first
        with pytest.raises(TableError, match="ist ein Turniertisch: im Turnier gibt es keinen Rat"):
            self.table.check_advice(self.char1)

    def test_analyse_and_nochmal_are_refused_while_the_tournament_runs(self):
        self.start_pair()
        self.play_game()  # the first game ends: it is kept for both
        for obj in (self.char1, self.char2):
            if self.table.settling.is_open() and self.table.seats.of(obj) in self.table.settling.awaited():
                self.table.settling.ready(obj)
        out = strip_ansi(self.call(after_cmds.CmdAnalyse(), "", caller=self.char1))
        assert "erst mit dir durch, wenn das Turnier aus ist" in out
        out = strip_ansi(self.call(after_cmds.CmdAnalyse(), "1", caller=self.char1))
        assert "erst mit dir durch, wenn das Turnier aus ist" in out
        self.table.give_up(self.char2)  # the board is over; the tournament ends later
        assert self.tour.status.value == "running"
        out = strip_ansi(self.call(after_cmds.CmdNochmal(), "", caller=self.char1))
        assert "ist ein Turniertisch: „nochmal“ gibt es hier erst, wenn das Turnier aus ist" in out
        assert not self.table.playing()
