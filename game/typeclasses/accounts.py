"""Accounts: a player's login, holding their characters."""

from django.conf import settings
from evennia.accounts.accounts import DefaultAccount, DefaultGuest
from evennia.utils import logger
from evennia.utils.utils import lazy_property

from game.people import complaints
from game.people.channels import join_kurier, join_plausch
from game.people.friends import Friends, tell_requests
from game.people.ignoring import Ignoring, ignores_any
from game.people.moderation import Moderation, login_refusal
from game.people.privatemessages import deliver_waiting


class Account(DefaultAccount):
    """A player's account; it hears the Kurier and the Plausch by default, keeps a
    friends list (`friends`). Logging in from a second
    client while connected takes the character over quietly: it never left its
    seat, so its table hears one line, not „weg“ and „wieder da“ (characters.py)."""

    def at_pre_login(self, **kwargs):
        """Before Evennia closes the account's other connections (one session per
        account): their characters are only changing connection."""
        super().at_pre_login(**kwargs)
        changing = []
        if settings.MULTISESSION_MODE == 0:
            changing = [session.puppet for session in self.sessions.all() if session.puppet]
        for obj in changing:
            obj.ndb.changing_connection = True
        self.ndb.changing_puppets = changing

    def puppet_object(self, session, obj):
        """Evennia's takeover of a character played from another session of ours is
        a change of connection too."""
        taking_over = (obj and obj.account == self and obj.sessions.count()
                       and self.get_puppet(session) != obj
                       and settings.MULTISESSION_MODE not in (1, 3))
        if taking_over:
            obj.ndb.changing_connection = True
        try:
            return super().puppet_object(session, obj)
        finally:
            if taking_over:
                self.connection_changed(obj)

    @lazy_property
    def friends(self):
        """The friends list (friends.py)."""
        return Friends(self)

    @lazy_property
    def ignoring(self):
        """Whom this person ignores (ignoring.py)."""
        return Ignoring(self)

    @lazy_property
    def moderation(self):
        """Mutes and the ban of this account (moderation.py)."""
        return Moderation(self)

    def channel_msg(self, message, channel, senders=None, **kwargs):
        """A channel line from someone this person ignores never arrives (Evennia's
        `at_pre_channel_msg` returning None would stop the line for everyone after)."""
        if ignores_any(self, senders):
            return
        super().channel_msg(message, channel, senders=senders, **kwargs)

    def at_post_login(self, session=None, **kwargs):
        banned = login_refusal(self)
        if banned and session is not None:  # a web client logged in before the ban
            self.msg(banned, session=session)
            session.sessionhandler.disconnect(session, reason="gesperrt")
            return
        super().at_post_login(session=session, **kwargs)
        join_kurier(self)
        join_plausch(self)
        deliver_waiting(self)
        tell_requests(self)
        complaints.tell_at_login(self)
        for obj in self.ndb.changing_puppets or []:
            self.connection_changed(obj)
        self.ndb.changing_puppets = None

    @staticmethod
    def connection_changed(obj):
        """The change of connection is over: a character that was to be taken over but
        got no new connection after all is gone now, as after any lost connection."""
        if obj.ndb.changing_connection:
            obj.ndb.changing_connection = False
            if not obj.sessions.count():
                obj.at_post_unpuppet()

    def set_password(self, password, **kwargs):
        """As Evennia's; a password hashed beforehand in a thread (it carries
        `encoded`, game/commands/login.py) is stored without hashing again."""
        encoded = getattr(password, "encoded", None)
        if encoded is None:
            return super().set_password(password, **kwargs)
        self.password, self._password = encoded, str(password)
        logger.log_sec(f"Password successfully changed for {self}.")
        self.at_password_change()
        return None


class Guest(DefaultGuest):
    """A guest login (switched off by default)."""
