"""The one commit path of a card table: the match it keeps and every change of it.

`table.commit` (a handler on CardTable). It owns the table's Attributes `match`
(the match as JSON, written after every accepted action) and `booked` (the
key of the last game whose end was sent, so a game is booked once). A change
of the game, from a person, a computer player, a stand-in, the grace time's
end or a lesson, comes through `change(step)`: the step is applied, then the
match is saved and everybody told in one transaction; a failure forgets what
was not saved. What changed is worked out once (faces/change.py) and handed
to the readers (readers.show). A game's end goes to the subscribers of
common/gameend.py (connected in game/receivers.py). A lesson's table has a
commit path of its own (LessonCommit, typeclasses/school.py) with its own
`after_change`, `end_of_game` and `resume`.
"""

import hashlib
import hmac
from contextlib import contextmanager

from django.conf import settings
from django.db import transaction

from game.books import fairness, gamelog, records
from game.cardgames import Match
from game.common import gameend
from game.faces.change import what_changed
from game.common.stored import forget_unsaved, read_once, seat_ids, write_value
from game.common.things import by_id
from game.faces import readers, tabledata, tabletext
from game.table import boardline, forfeits, hints


def deal_secret():
    """The server's secret for repeatable deals (`start(seed=...)`): 256 bits
    derived from SECRET_KEY, so no seed alone tells a deal."""
    return hmac.new(settings.SECRET_KEY.encode(), b"kartenwelt:deals", hashlib.sha256).digest()


class CommitPath:
    """The match of `table` and the one way it changes."""

    def __init__(self, table):
        self.table = table

    # --- the match ------------------------------------------------------------

    def match(self):
        """The running or last match, cached between actions on the table object
        itself (like `ndb`, gone with a reload; read some twenty times a move, and
        `ndb` costs a dozen µs a read)."""
        table = self.table
        match = table.__dict__.get("_match")
        if match is None and table.db.match:
            match = table.__dict__["_match"] = Match.from_json(
                table.db.match, secret=deal_secret(), server_seed=fairness.server_seed(table))
        return match

    def forget(self):
        """Read the match from the database again the next time (after a rollback,
        at a resume)."""
        self.table.__dict__.pop("_match", None)

    def clear(self):
        """No match at a new table."""
        write_value(self.table, "match", None)

    def save(self, match):
        """Write the match (after every accepted action)."""
        table = self.table
        table.__dict__["_match"] = match
        write_value(table, "match", match.to_json() if match else None)
        gamelog.note_deal(table, match)  # the deal, for after the game (gamelog.py)

    # --- changing it --------------------------------------------------------------

    def change(self, step):
        """The one commit path of a game: `step(game)` changes it (IllegalMove goes
        to the caller, nothing changed); then save and tell everyone in one
        transaction: a game's end (the match, the records, the last game, the
        Abrechnung) is written by one commit, all or nothing; when it fails, the
        table and its players forget what was not saved and the change is undone."""
        table = self.table
        match = table.match
        events = step(match.game)
        with self.one_commit():
            table.save_match(match)
            self.after_change(events)
        return events

    @contextmanager
    def one_commit(self):
        """One transaction for a change of the game; when it fails, the table and its
        players forget what was not saved (the match is read back as it was)."""
        table = self.table
        seated = read_once(table, "seats", seat_ids)  # before a match's end frees seats
        try:
            with transaction.atomic():
                yield
        except Exception:
            self.forget()
            forget_unsaved([table, *filter(None, map(by_id, seated))])
            raise

    def after_change(self, events):
        """Work out what changed once (faces/change.py: the readers, what each seat
        drew, the hints due) and hand it to the readers (readers.show); then deal
        on or finish: a game's end goes to the subscribers of gameend.py (records,
        kept games, tour), the Abrechnung opens or the match is over."""
        table = self.table
        change = what_changed(table, events, hints=hints.due(table))
        if not change.ended:
            readers.show(change)
            table.turns.schedule()
            return
        change.settle(self.settlement_text())
        lost = forfeits.game_lost(table, tell=False)  # the end's data shows the tournament's score
        readers.show(change)
        if lost:
            forfeits.tell_lost(table)
        self.settle()

    def settlement_text(self):
        """The finished game's Abrechnung as everybody reads it, in the text and in
        the data (`kartenrunde_ergebnis` carries the change's closing text) and in
        the kept game: its Bestenliste line names the people whose points are booked
        (not a game with `rat`, not a stand-in's game: records.py), and there is none
        where the game counts for no Bestenliste (boardline.py)."""
        table = self.table
        match = table.match
        counted = set()
        if self.counts_for_leaderboard():
            booking = records.Booking(table, match)
            counted = {seat for seat in range(match.game.seats)
                       if booking.on_the_board(seat, match.index)}
        return boardline.people_only(match.game.result.templates["settlement"], table, counted)

    def counts_for_leaderboard(self):
        """Whether the finished game is booked for the Bestenliste: not a game
        `nochmal` (records.py books none)."""
        return not self.table.db.practice

    def settle(self):
        """A game is over and settled: book it; the Abrechnung opens, or the match
        (or the game `nochmal`) is over and the table clears for the next."""
        table = self.table
        forfeits.game_lost(table)  # a tournament's game a stand-in won is lost (forfeits.py)
        match = table.match
        if table.db.practice:  # a game `nochmal` is no match
            self.end_of_game()
            readers.announce(table, tabletext.AGAIN_OVER)
        elif not match.over:
            self.announce_score(match)
            self.end_of_game()
            table.settling.open()  # the next game once the people said `weiter`
            return
        else:
            self.announce_score(match)
            self.end_of_game()  # „Die Partie ist aus“ after the records (endline.py)
        tabledata.send_state(table)
        table.seats.release_computer_players()
        table.seats.free_absent()
        tabledata.send_seats(table)  # the seats as they are for the next match

    def announce_score(self, match):
        table = self.table
        readers.announce(table, f"|wStand der Partie ({table.score_unit}):|n "
                         f"{table.score_text()} ({tabletext.target_text(match)}).")

    def end_of_game(self):
        """Send the finished game's end (and the match's, when it is over) to the
        subscribers (gameend.py), once per game: the key sent is kept in
        `booked`, in the same transaction as the move."""
        table = self.table
        match = table.match
        key = gameend.game_key(match)
        if table.db.booked == key:
            return
        practice = bool(table.db.practice)
        gameend.game_ended.send(sender=table, match=match, key=key, practice=practice,
                                settlement=self.settlement_text())
        if match.over and not practice:
            gameend.match_ended.send(sender=table, match=match, key=gameend.match_key(match),
                                     outcome=gameend.MatchEnd.PLAYED, quitter=None)
        write_value(table, "booked", key)

    def deal_next(self):
        """Deal the next game of the running match (the Abrechnung is over), in
        one transaction."""
        table = self.table
        match = table.match
        match.next_game()
        with self.one_commit():
            table.save_match(match)
            for seat in range(len(table.seats.entries())):
                table.turns.mark_stood_in(seat)  # a stand-in plays this game too
            dealer = match.game.names[match.dealer]
            readers.announce(table, f"Neues Spiel, {dealer} gibt.")
            readers.show(what_changed(table, []))
            table.turns.schedule()

    def resume(self):
        """After a start or reload: pick up the turn where it was (a crash between
        the end of a game and the next deal: settle and deal now)."""
        table = self.table
        self.forget()
        match = table.match
        finished = bool(match) and match.game.result is not None
        if finished and table.db.booked != gameend.game_key(match):
            with self.one_commit():  # a crash right at a tournament game's end
                forfeits.game_lost(table)
        if finished and (match.over or table.db.practice):
            with self.one_commit():
                self.end_of_game()  # the crash came right at the end of the match
        elif finished and table.settling.is_open():
            table.settling.resume()  # still waiting for `weiter`
        elif finished:
            with self.one_commit():
                self.after_change([])  # books the game, opens the Abrechnung
        else:
            table.turns.schedule()
        tabledata.send_state(table)

    def end_match(self, outcome=None, quitter=None):
        """Collect the cards: no match any more, the computer players get up;
        who still sits or watches sees the seats (tabledata.send_seats). With an
        `outcome` (a running match ended early), its end goes to the subscribers
        (gameend.match_ended) in the same transaction as the match's removal."""
        table = self.table
        with self.one_commit():
            if outcome is not None:
                match = table.match
                gameend.match_ended.send(sender=table, match=match,
                                         key=gameend.match_key(match), outcome=outcome,
                                         quitter=quitter)
            table.settling.close()
            table.save_match(None)
            table.seats.release_computer_players()
        tabledata.send_seats(table)
