"""Accounts: a player's login, holding their characters."""

from evennia.accounts.accounts import DefaultAccount, DefaultGuest
from evennia.utils import logger

from .channels import join_kurier


class Account(DefaultAccount):
    """A player's account; it hears the Kurier by default."""

    def at_post_login(self, session=None, **kwargs):
        super().at_post_login(session=session, **kwargs)
        join_kurier(self)

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
