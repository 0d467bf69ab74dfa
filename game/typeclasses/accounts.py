"""Accounts: a player's login, holding their characters."""

from evennia.accounts.accounts import DefaultAccount, DefaultGuest


class Account(DefaultAccount):
    """A player's account."""


class Guest(DefaultGuest):
    """A guest login (switched off by default)."""
