"""A player's friends list and the news it brings: a friend logs in or sits down.

`Friends` is the account's handler (`account.friends`): the friends' account
ids in the Attribute `friends`, the opt-out in `friends_quiet`. Whoever has a
person on their list and is connected hears when that person logs in
(`tell_login`) or takes a seat at a card table (`tell_seated`), unless they
set their list quiet.
"""

import time

import evennia
from evennia.accounts.models import AccountDB

from game.faces.grammar import ACC, inside
from game.people.ignoring import apart

#: the most friends one list holds
MOST = 100
#: a friend told of a login is not told of the next one within this many seconds
#: (a dropped connection coming back)
LOGIN_QUIET = 300


class Friends:
    """The friends list of one account, kept in its Attributes."""

    def __init__(self, account):
        self.account = account

    def ids(self):
        return list(self.account.attributes.get("friends", default=None) or [])

    def all(self):
        """The friends' accounts (deleted accounts are left out), by name."""
        found = AccountDB.objects.filter(id__in=self.ids())
        return sorted(found, key=lambda account: account.key.lower())

    def has(self, other):
        return other.id in self.ids()

    def add(self, other):
        """Put `other` on the list; the German reason when that cannot be, else ""."""
        if other == self.account:
            return "Dich selbst musst du nicht auf die Liste setzen."
        if self.has(other):
            return f"{other.key} steht schon auf deiner Freundesliste."
        ids = self.ids()
        if len(ids) >= MOST:
            return f"Auf deiner Freundesliste stehen schon {MOST}; nimm erst jemanden weg."
        self.account.attributes.add("friends", ids + [other.id])
        return ""

    def remove(self, other):
        """Take `other` off the list; False if they were not on it."""
        ids = self.ids()
        if other.id not in ids:
            return False
        ids.remove(other.id)
        self.account.attributes.add("friends", ids)
        return True

    @property
    def quiet(self):
        return bool(self.account.attributes.get("friends_quiet", default=False))

    @quiet.setter
    def quiet(self, value):
        self.account.attributes.add("friends_quiet", bool(value))


def listeners_of(account):
    """Connected accounts that have `account` on their list and want to hear of it
    (not if either ignores the other: ignoring.py)."""
    return [other for other in evennia.SESSION_HANDLER.all_connected_accounts()
            if other != account and hasattr(other, "friends") and other.friends.has(account)
            and not other.friends.quiet and not apart(other, account)]


def in_room(account, room):
    """Whether `account` plays a character in `room` (who sees what happens there)."""
    return room is not None and any(obj.account == account and obj.has_account
                                    for obj in room.contents)


def tell_login(character):
    """`character` came into the world: its account's friends hear where; those in
    the same room hear it from the room, once."""
    account = character.account
    if account is None:
        return
    now, told = time.time(), account.ndb.friends_told_login or {}
    room = character.location
    where = f" ({inside(room)})" if room else ""
    for other in listeners_of(account):
        if now - told.get(other.id, 0) < LOGIN_QUIET or in_room(other, room):
            continue  # told lately, or greeted by the room (Character.greet_room)
        told[other.id] = now
        other.msg(f"|wFreundesliste:|n {account.key} ist jetzt da{where}. "
                  f"Schreiben: |wnachricht {account.key} = <text>|n.")
    account.ndb.friends_told_login = told


def tell_seated(character, table):
    """`character` sat down at `table`: its account's friends hear it (those in the
    room see it anyway)."""
    account = character.account
    if account is None or table.location is None:
        return
    room = table.location
    for other in listeners_of(account):
        if in_room(other, room):
            continue
        other.msg(f"|wFreundesliste:|n {account.key} setzt sich {inside(room)} "
                  f"{table.named(ACC, 'an')}.")
