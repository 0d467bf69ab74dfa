"""Communication channels."""

from evennia.comms.comms import DefaultChannel


class Channel(DefaultChannel):
    """A channel players can join and talk on."""
