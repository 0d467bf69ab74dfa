"""Communication channels: the Kurier (the game-wide news) and the talk channels.

The talk channels are Evennia channels of `TalkChannel`: the Plausch for
everyone, and one per card room (the Kaffeeklatsch of the Kaffeehaus, the
Stammtisch of the Besenwirtschaft), heard by those who joined it and by
everyone connected in its room. Leaving a channel (`aus`) disconnects and
mutes the account, so the mute list remembers it over logins; joining
(`an`) connects, which unmutes. Every channel is made on first use and at
server start (`ensure_channels`).
"""

from evennia.comms.comms import DefaultChannel
from evennia.comms.models import SubscriptionHandler
from evennia.utils.search import search_tag
from evennia.utils.utils import lazy_property

from game.common.things import by_id
from game.faces.grammar import inside
from game.people.channels import WORLD_TAGS


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
