"""Communication channels: the Kurier (the game-wide news) and the talk channels.

The talk channels are Evennia channels of `TalkChannel`: the Plausch for
everyone, and one per card room (the Kaffeeklatsch of the Kaffeehaus, the
Stammtisch of the Besenwirtschaft), heard by those who joined it and by
everyone connected in its room. Leaving a channel (`aus`) disconnects and
mutes the account, so the mute list remembers it over logins; joining
(`an`) connects, which unmutes. Every channel is made on first use and at
server start (`ensure_channels`).
"""

from dataclasses import dataclass

from evennia.comms.comms import DefaultChannel
from evennia.comms.models import ChannelDB, SubscriptionHandler
from evennia.utils.create import create_channel
from evennia.utils.search import search_tag
from evennia.utils.utils import lazy_property

from .grammar import inside
from .objects import by_id

KURIER = "Kurier"
#: the category of the world's tags (world/build.py tags its rooms with it)
WORLD_TAGS = "kartenwelt"
#: Evennia's stock channel, replaced by the Plausch (its `public` nick led nowhere)
RETIRED = ("Public",)


@dataclass(frozen=True)
class TalkSpec:
    """A talk channel: its key, the command word (and aliases) that speaks on it,
    a description, the tag of its room (None: heard everywhere) and the room's
    name for the help text (the commands name the room as it is now)."""

    key: str
    word: str
    aliases: tuple
    desc: str
    room_tag: str = None
    room_name: str = ""


PLAUSCH = TalkSpec("Plausch", "plausch", (), "Für alle in der ganzen Kartenwelt")
TALK_CHANNELS = (
    PLAUSCH,
    TalkSpec("Kaffeeklatsch", "kaffeeklatsch", ("klatsch",), "Die Runde im Kaffeehaus",
             "kaffeehaus", "im Kaffeehaus von Sarasande"),
    TalkSpec("Stammtisch", "stammtisch", (), "Die Runde in der Besenwirtschaft",
             "besenwirtschaft", "in der Besenwirtschaft"),
)
TALK_LOCKS = "control:perm(Admin);listen:all();send:all()"


class Channel(DefaultChannel):
    """A channel players can join and talk on."""


class NewsChannel(Channel):
    """A channel only the game (and admins) write to; it adds no nick, so the
    word `kurier` stays the command that switches it on and off."""

    def post_join_channel(self, joiner, **kwargs):
        pass


class RoomSubscriptions(SubscriptionHandler):
    """The subscribers of a talk channel; those online include everyone connected
    in the channel's room (Evennia's `msg` sends to `online()`, minus the muted)."""

    def online(self):
        found = super().online()
        return found + [account for account in self.obj.present_accounts()
                        if account not in found]


class TalkChannel(Channel):
    """A channel people talk on with its own command word (no nicks: the
    command is in the cmdset), heard in its room too when it has one."""

    @lazy_property
    def subscriptions(self):
        return RoomSubscriptions(self)

    def post_join_channel(self, joiner, **kwargs):
        pass

    def room(self):
        """The channel's card room, or None."""
        tag = self.db.room_tag
        if not tag:
            return None
        room = by_id(self.ndb.room_id)
        if room is None:
            found = search_tag(tag, category=WORLD_TAGS)
            room = found[0] if found else None
            self.ndb.room_id = room.id if room else None
        return room

    def where(self, fallback=""):
        """`im Kaffeehaus von Sarasande`: where the channel is heard without joining."""
        room = self.room()
        return inside(room) if room else fallback

    def present_accounts(self):
        """Accounts of the people connected in the channel's room."""
        room = self.room()
        if room is None:
            return []
        return [obj.account for obj in room.contents if obj.account and obj.has_account]

    def hears(self, account):
        """True if `account` hears this channel now."""
        if account in self.mutelist:
            return False
        return self.has_connection(account) or account in self.present_accounts()

    def hearers(self):
        """Accounts online who hear this channel now."""
        return [account for account in self.subscriptions.online()
                if account not in self.mutelist]

    def join(self, account):
        """`an`: hear it everywhere (unmutes)."""
        return self.has_connection(account) or self.connect(account)

    def leave(self, account):
        """`aus`: hear it nowhere, not even in its room, until `an`."""
        if self.has_connection(account):
            self.disconnect(account)
        self.mute(account)


def kurier():
    """The Kurier channel (made on first use)."""
    found = ChannelDB.objects.get_channel(KURIER)
    if found:
        return found
    return create_channel(
        KURIER, desc="Neuigkeiten aus der Kartenwelt",
        locks="control:perm(Admin);listen:all();send:perm(Admin)",
        typeclass="game.typeclasses.channels.NewsChannel",
    )


def join_kurier(account):
    """Everybody hears the Kurier unless they switched it off (`kurier aus`)."""
    channel = kurier()
    if not account.db.kurier_off and not channel.has_connection(account):
        channel.connect(account)


def talk_channel(spec):
    """The talk channel of `spec` (made on first use)."""
    found = ChannelDB.objects.get_channel(spec.key)
    if found:
        return found
    channel = create_channel(spec.key, desc=spec.desc, locks=TALK_LOCKS,
                             typeclass="game.typeclasses.channels.TalkChannel")
    channel.db.room_tag = spec.room_tag
    return channel


def join_plausch(account):
    """Everybody joins the Plausch at login unless they left it (`plausch aus`)."""
    channel = talk_channel(PLAUSCH)
    if account not in channel.mutelist and not channel.has_connection(account):
        channel.connect(account)


def ensure_channels():
    """At server start: every channel exists; Evennia's stock `Public` is gone (its
    subscribers lose the nick that sent `public ...` to a staff command)."""
    for key in RETIRED:
        stock = ChannelDB.objects.get_channel(key)
        if stock:
            stock.delete()
    kurier()
    for spec in TALK_CHANNELS:
        talk_channel(spec)
