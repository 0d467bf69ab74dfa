"""Communication channels, among them the Kurier: the game-wide news."""

from evennia.comms.comms import DefaultChannel
from evennia.comms.models import ChannelDB
from evennia.utils.create import create_channel

KURIER = "Kurier"


class Channel(DefaultChannel):
    """A channel players can join and talk on."""


class NewsChannel(Channel):
    """A channel only the game (and admins) write to; it adds no nick, so the
    word `kurier` stays the command that switches it on and off."""

    def post_join_channel(self, joiner, **kwargs):
        pass


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
