"""A player's friends list, friendship by both people's yes, the news it brings (a
friend logs in or sits down), and hiding where one is (`unsichtbar`).

`Friends` is the account's handler (`account.friends`), the only writer of its
Attributes: `friends` (the ids of those this person said yes to: asked, or
accepted), `friend_requests` (who asked this person and waits for an answer),
`friends_declined` (whose asks were turned down: a new ask of theirs is dropped
unseen), `friends_quiet` (no news) and `hidden` (`unsichtbar`).

Two people are friends when each has the other on their `friends` (`mutual`):
`freund Anna` asks (Anna reads it now or at her next login), Anna's `freund ja`
(or her own `freund <name>`) makes it mutual. Only friends hear of each other's
logins and seats and see where the other is. Lists made before asking was needed
stay as they are: two people who had each other on their lists are friends, a
name on one list only is an ask the other never read (they may say yes).

Someone `hidden` is left out of others' lists of where people are (`wo`, `wer`)
except for themselves, the staff, and their friends (unless either ignores the
other): `shows_where`.
"""

import time

import evennia
from evennia.accounts.models import AccountDB

from game.common.things import all_tables, by_id
from game.faces.grammar import ACC, inside
from game.people import moderation
from game.people.ignoring import apart, ignores

#: the most friends one list holds (asks included), and the most asks waiting
MOST = 100
#: a friend told of a login is not told of the next one within this many seconds
#: (a dropped connection coming back)
LOGIN_QUIET = 300
#: a person is told of one asker's request at most once within this many seconds
ASK_QUIET = 3600


def clock():
    """Seconds of a monotonic clock (tests replace it)."""
    return time.monotonic()


class Friends:
    """The friends list of one account, kept in its Attributes."""

    def __init__(self, account):
        self.account = account

    def _ids(self, key):
        return list(self.account.attributes.get(key, default=None) or [])

    def _put(self, key, ids):
        self.account.attributes.add(key, ids)

    # --- the list ----------------------------------------------------------------

    def ids(self):
        return self._ids("friends")

    def all(self):
        """Those this person said yes to (deleted accounts left out), by name."""
        return accounts(self.ids())

    def has(self, other):
        """This person said yes to `other` (asked or accepted)."""
        return other is not None and other.id in self.ids()

    def mutual(self, other):
        """Both said yes: they are friends."""
        return self.has(other) and other.friends.has(self.account)

    def friends(self):
        """The friends (both said yes), by name."""
        return [other for other in self.all() if other.friends.has(self.account)]

    def asked(self):
        """Those this person asked who have not said yes, by name."""
        return [other for other in self.all() if not other.friends.has(self.account)]

    def requests(self):
        """Who asked this person and waits for an answer (not those it ignores)."""
        return [other for other in accounts(self._ids("friend_requests"))
                if other.friends.has(self.account) and not ignores(self.account, other)]

    # --- asking, answering, removing ---------------------------------------------

    def ask(self, other):
        """Say yes to `other`: an ask, or the answer to theirs. Returns
        ("friends" | "asked", "") or (None, the German reason it cannot be)."""
        if other == self.account:
            return None, "Dich selbst musst du nicht auf die Liste setzen."
        if self.mutual(other):
            return None, f"{other.key} steht schon auf deiner Freundesliste."
        if self.has(other):
            return None, (f"{other.key} hast du schon gefragt; sagt {other.key} ja, steht "
                          f"ihr beide auf der Liste des anderen.")
        ids = self.ids()
        if len(ids) >= MOST:
            return None, f"Auf deiner Freundesliste stehen schon {MOST}; nimm erst jemanden weg."
        self._put("friends", ids + [other.id])
        self._forget("friend_requests", other)
        self._forget("friends_declined", other)
        if other.friends.has(self.account):
            return "friends", ""
        other.friends.asked_by(self.account)
        return "asked", ""

    def add(self, other):
        """`ask`, answered with the German reason it cannot be, else ""."""
        return self.ask(other)[1]

    def accept(self, other):
        """`freund ja <name>`: the German reason it cannot be, or "" (friends now)."""
        if not other.friends.has(self.account):
            return f"{other.key} hat dich nicht gefragt. Selbst fragen: |wfreund {other.key}|n."
        state, why = self.ask(other)
        return why if state is None else ""

    def decline(self, other):
        """`freund nein <name>`: the ask is gone, and a new one of theirs is dropped
        unseen; False if they had not asked."""
        if not other.friends.has(self.account) or self.has(other):
            return False
        self._forget("friend_requests", other)
        declined = self._ids("friends_declined")
        if other.id not in declined:
            self._put("friends_declined", (declined + [other.id])[-MOST:])
        return True

    def remove(self, other):
        """Take `other` off the list (an ask of mine is withdrawn); False if they
        were not on it."""
        ids = self.ids()
        if other.id not in ids:
            return False
        ids.remove(other.id)
        self._put("friends", ids)
        other.friends.withdrawn_by(self.account)
        return True

    def asked_by(self, asker):
        """`asker` asks this person; kept and told unless ignored or declined."""
        if ignores(self.account, asker) or asker.id in self._ids("friends_declined"):
            return
        requests = self._ids("friend_requests")
        if asker.id not in requests:
            if len(requests) >= MOST:
                return
            self._put("friend_requests", requests + [asker.id])
        told = self.account.ndb.friend_asks_told or {}
        if not self.account.sessions.count() or clock() - told.get(asker.id, -ASK_QUIET) < ASK_QUIET:
            return  # read at the next login (tell_requests), or told lately
        told[asker.id] = clock()
        self.account.ndb.friend_asks_told = told
        self.account.msg(request_text(asker))

    def withdrawn_by(self, asker):
        self._forget("friend_requests", asker)

    def _forget(self, key, other):
        ids = self._ids(key)
        if other.id in ids:
            ids.remove(other.id)
            self._put(key, ids)

    # --- switches ------------------------------------------------------------------

    @property
    def quiet(self):
        return bool(self.account.attributes.get("friends_quiet", default=False))

    @quiet.setter
    def quiet(self, value):
        self.account.attributes.add("friends_quiet", bool(value))

    @property
    def hidden(self):
        """`unsichtbar an`: others' lists do not show where this person is."""
        return bool(self.account.attributes.get("hidden", default=False))

    @hidden.setter
    def hidden(self, value):
        self.account.attributes.add("hidden", bool(value))


def accounts(ids):
    found = AccountDB.objects.filter(id__in=ids)
    return sorted(found, key=lambda account: account.key.lower())


def request_text(asker):
    return (f"|wFreundesliste:|n {asker.key} möchte mit dir befreundet sein: dann erfahrt ihr "
            "beide, wenn der andere kommt und wo er sitzt. Ja: "
            f"|wfreund ja {asker.key}|n, nein: |wfreund nein {asker.key}|n.")


def tell_requests(account):
    """At login: who asked and waits for an answer."""
    waiting = account.friends.requests()
    if len(waiting) == 1:
        account.msg(request_text(waiting[0]))
    elif waiting:
        names = ", ".join(other.key for other in waiting)
        account.msg(f"|wFreundesliste:|n Mit dir befreundet sein möchten: {names}. Ja: "
                    "|wfreund ja <name>|n, nein: |wfreund nein <name>|n.")


def shows_where(account, viewer):
    """Whether `viewer` (an account or None) may see where `account` is: always,
    unless `account` is hidden; then only itself, the staff and its friends (neither
    ignoring the other)."""
    if account is None or not account.friends.hidden:
        return True
    if viewer is None:
        return False
    return (viewer == account or moderation.is_staff(viewer)
            or (account.friends.mutual(viewer) and not apart(account, viewer)))


def hidden_characters(viewer):
    """The ids of the characters seated at a card table whose person hides from
    `viewer` (an account or None): `wo` and the web's lobby name them „jemand“."""
    out = set()
    for table in all_tables():
        for entry in table.seats.entries():
            if entry and not entry["npc"]:
                obj = by_id(entry["id"])
                if obj is not None and not shows_where(obj.account, viewer):
                    out.add(entry["id"])
    return out


def listeners_of(account):
    """Connected friends of `account` who want to hear of it (not if either ignores
    the other: ignoring.py)."""
    return [other for other in evennia.SESSION_HANDLER.all_connected_accounts()
            if other != account and hasattr(other, "friends") and other.friends.mutual(account)
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
