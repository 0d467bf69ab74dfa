"""The card world's channels as data and their first use: the Kurier (the
game-wide news, written by the game) and the talk channels (the Plausch for
everyone and one per card room), made on first use and at server start
(`ensure_channels`); who joins them at login. The channel classes are
game/typeclasses/channels.py.
"""

from dataclasses import dataclass

from evennia.comms.models import ChannelDB
from evennia.utils.create import create_channel

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
