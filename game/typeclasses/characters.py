"""Characters: the bodies players (and computer players) walk around in."""

import unicodedata

from django.utils.translation import gettext as _
from evennia.objects.objects import DefaultCharacter

from game.common.things import all_tables, seated_at, tables_of_room
from game.faces import portrait
from game.faces.grammar import DAT
from game.people import friends
from game.people.ignoring import hidden_speech
from game.table import absence
from game.typeclasses.objects import ObjectParent


class Character(ObjectParent, DefaultCharacter):
    """A player's character; its card tables hear when it leaves and returns."""

    #: Evennia locks a character's commands to everyone else (`call:false()`);
    #: said here, so a command in a full room does not check it on each person.
    lends_commands = False

    @classmethod
    def normalize_name(cls, name):
        """The account's name as it is, German letters kept: Evennia latinizes it
        (Jörg would walk about as Jorg). Look-alikes of other names are refused
        when the account is made (names.py), and the character takes its name."""
        return unicodedata.normalize("NFKC", name)

    def seated_tables(self):
        """Card tables in this room where the character has a seat."""
        return self.tables_in(self.location)

    def tables_in(self, room):
        """Card tables in `room` where the character has a seat."""
        return seated_at(self, room)

    def match_in_the_way(self):
        """Why the character may not walk off now (a running match here), or ""."""
        playing = [table for table in self.seated_tables() if table.playing()]
        if not playing:
            return ""
        return (f"Du sitzt mitten in einer Partie {playing[0].named(DAT, 'an')}. Spiel sie zu Ende "
                "oder gib sie mit |waufgeben|n auf, bevor du gehst.")

    def at_pre_move(self, destination, move_type="move", **kwargs):
        """Nobody walks away from a running match; others may move a player (teleport)."""
        if not super().at_pre_move(destination, move_type=move_type, **kwargs):
            return False
        return move_type != "traverse" or not self.match_in_the_way()

    def at_post_move(self, source_location, move_type="move", **kwargs):
        """Seats at the tables left behind: freed (said before the new room shows),
        or held a while during a match; watching stops there."""
        if source_location != self.location:
            self.leave_tables(source_location)
        super().at_post_move(source_location, move_type=move_type, **kwargs)
        if source_location == self.location:
            return
        for table in self.seated_tables():
            table.turns.player_returned(self)
        absence.tell_missed(self, self.location)  # a match that ended meanwhile

    def leave_tables(self, room):
        """The character has left `room`: its tables there hear of it."""
        for table in tables_of_room(room):
            table.watch(self, False)
        for table in self.tables_in(room):
            if table.playing():
                table.turns.player_left(self)
            else:
                table.seats.stand(self)
                self.msg(f"Du stehst {table.named(DAT, 'von')} auf.")

    def is_present(self) -> bool:
        """Listed under „Anwesend“: a person only while someone plays it."""
        return bool(self.sessions.count())

    def at_post_puppet(self, **kwargs):
        """Back: the tables here give the seat back and tell what was missed. Taken
        over from another connection of the same account (accounts.py), the character
        never left: no greeting to the room, the table hears one line."""
        new_connection = bool(self.ndb.changing_connection)
        self.ndb.changing_connection = False
        self.msg(f"\nWillkommen, |c{self.key}|n!\n")
        self.msg((self.at_look(self.location), {"type": "look"}), options=None)
        if not new_connection:
            self.greet_room()
        for table in self.seated_tables():
            table.turns.player_returned(self, new_connection=new_connection)
        if not new_connection:
            friends.tell_login(self)
        absence.tell_missed(self, self.location)  # a match that ended meanwhile

    def greet_room(self):
        """Evennia's „… hat das Spiel betreten“ to the room, but not to the people at
        a running match of this character's: its table tells them it is back."""
        if not self.location:
            return
        told = {obj for table in self.seated_tables() if table.playing()
                for obj in table.seats.humans() + table.spectators()}

        def message(obj, from_obj):
            obj.msg(_("{name} has entered the game.").format(name=self.get_display_name(obj)),
                    from_obj=from_obj)

        self.location.for_contents(message, exclude=[self, *told], from_obj=self)

    def at_post_unpuppet(self, account=None, session=None, **kwargs):
        """The last connection is gone: the tables here hear it (their people are
        told how long the seat is kept, not Evennia's „hat das Spiel verlassen“).
        Not while the account takes the character over to a new connection
        (accounts.py): it stays where it is, nobody is told."""
        if self.ndb.changing_connection:
            return
        tables = self.seated_tables()  # Evennia takes the character out of the room
        playing = [table for table in tables if table.playing()]
        if playing and not self.sessions.count():
            room = self.location
            told = {obj for table in playing for obj in table.seats.humans() + table.spectators()}
            room.msg_contents(f"{self.key} ist nicht mehr verbunden.",
                              exclude=[self, *told], from_obj=self)
            self.db.prelogout_location = room
            self.location = None  # stowed away, as Evennia does
        else:
            super().at_post_unpuppet(account=account, session=session, **kwargs)
        if not self.sessions.count():
            for table in tables:
                table.turns.player_left(self, connection=True)

    def at_object_delete(self):
        """A deleted character leaves every seat; a running match ends for it as
        leaving (the others win, see CardTable.leave_for_good)."""
        for table in all_tables():
            if table.seats.of(self) is not None:
                table.leave_for_good(self)
            elif table.watching(self):
                table.watch(self, False)
        return super().at_object_delete()

    def at_msg_receive(self, text=None, from_obj=None, **kwargs):
        """Words (sag, flüster, emote) of someone this person ignores never arrive,
        on any client (people/ignoring.py); everything else does."""
        if hidden_speech(self, text, from_obj):
            return False
        return super().at_msg_receive(text=text, from_obj=from_obj, **kwargs)

    def at_say(self, message, msg_self=None, msg_location=None, receivers=None,
               msg_receivers=None, **kwargs):
        """Speech and whispers in German (Evennia's wording otherwise)."""
        if kwargs.get("whisper"):
            if msg_self is True:
                msg_self = 'Du flüsterst {all_receivers} zu: "|n{speech}|n"'
            msg_receivers = msg_receivers or '{object} flüstert dir zu: "|n{speech}|n"'
        else:
            if msg_self is True:
                msg_self = 'Du sagst: "|n{speech}|n"'
            msg_location = msg_location or '{object} sagt: "{speech}"'
        super().at_say(message, msg_self=msg_self, msg_location=msg_location,
                       receivers=receivers, msg_receivers=msg_receivers, **kwargs)

    def get_display_desc(self, looker, **kwargs):
        """The person as others read them (portrait.py): their own description, the
        game they play most, their ranks, where they sit. A computer player names its
        favourite game itself (its `favourite`), so that line is left out for it."""
        return portrait.describe(self, looker, favourite=not self.db.favourite)
