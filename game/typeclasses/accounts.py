"""Accounts: a player's login, holding their characters."""

from evennia.accounts.accounts import DefaultAccount, DefaultGuest

from .channels import join_kurier


class Account(DefaultAccount):
    """A player's account; it hears the Kurier by default."""

    def at_post_login(self, session=None, **kwargs):
        super().at_post_login(session=session, **kwargs)
        join_kurier(self)


class Guest(DefaultGuest):
    """A guest login (switched off by default)."""
