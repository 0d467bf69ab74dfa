"""Names of people: German letters welcome, computer players' names taken.

`NotAComputerPlayer` is one of settings.AUTH_USERNAME_VALIDATORS, so a new
account cannot take the name of a computer player who lives in the world;
`name_taken` is what the builders' `kartenspieler` asks the other way round.
"""

from django.core.exceptions import ValidationError
from evennia.accounts.models import AccountDB
from evennia.objects.models import ObjectDB

from .objects import CARD_PLAYER_TAG


def computer_player_named(name):
    """Whether a computer player of the world has this name (any case)."""
    return ObjectDB.objects.filter(
        db_key__iexact=name, db_tags__db_key=CARD_PLAYER_TAG[0],
        db_tags__db_category=CARD_PLAYER_TAG[1]).exists()


def account_named(name):
    """Whether an account (a person) has this name (any case)."""
    return AccountDB.objects.filter(username__iexact=name).exists()


class NotAComputerPlayer:
    """Refuses an account name that a computer player of the world carries."""

    def __call__(self, username):
        if computer_player_named(username):
            raise ValidationError(f"„{username}“ heißt schon ein Computerspieler hier; "
                                  "such dir bitte einen anderen Namen aus.",
                                  code="computer_player_name")
