"""Ignoring: a person stops hearing another, by every path, without the other knowing.

`Ignoring` is the account's handler (`account.ignoring`): the ignored accounts'
ids in the Attribute `ignored` (per account, so it covers every character and
every client: telnet, the web client, GMCP all read what reaches the account or
its character). The paths ask `ignores(listener, speaker)`:

- room speech and table talk (`sag`, `flüster`, `emote`): Character.at_msg_receive
  drops a line of the types in SPEECH from an ignored person (`hidden_speech`);
  their moves at a shared table are no speech and still show;
- channels: Account.channel_msg drops a line whose sender is ignored;
- private messages (privatemessages.py): never shown, never kept for later,
  hidden from the ignorer's list; the sender reads the normal confirmation;
- friends' news (friends.py), invitations and the waiting list (game/house):
  an ignored person's invitation does not arrive, nobody is seated with
  someone they ignore through `suche` or an invitation (`apart`).

Staff messages (moderation, complaints) are sent by the game, not by a person,
so no list holds them back.
"""

from evennia.accounts.models import AccountDB

#: the most people one list holds
MOST = 200
#: the types of text (Evennia's `{"type": ...}`) that are a person's words to others
SPEECH = frozenset({"say", "pose", "whisper"})


def account_behind(obj):
    """The account behind `obj` (an account, a character, or None), or None."""
    if obj is None:
        return None
    if hasattr(obj, "get_all_puppets"):
        return obj
    return getattr(obj, "account", None)


class Ignoring:
    """The ignore list of one account, kept in its Attribute `ignored`."""

    def __init__(self, account):
        self.account = account

    def ids(self):
        return list(self.account.attributes.get("ignored", default=None) or [])

    def all(self):
        """The ignored accounts (deleted ones left out), by name."""
        found = AccountDB.objects.filter(id__in=self.ids())
        return sorted(found, key=lambda account: account.key.lower())

    def has(self, other):
        return other is not None and other.id in self.ids()

    def add(self, other):
        """Ignore `other`; the German reason when that cannot be, else ""."""
        if other == self.account:
            return "Dich selbst kannst du nicht ignorieren."
        if self.has(other):
            return f"{other.key} ignorierst du schon."
        ids = self.ids()
        if len(ids) >= MOST:
            return (f"Du ignorierst schon {MOST} Leute; nimm erst jemanden von der Liste "
                    "(|wignoriere aus <name>|n).")
        self.account.attributes.add("ignored", ids + [other.id])
        return ""

    def remove(self, other):
        """Hear `other` again; False if they were not ignored."""
        ids = self.ids()
        if other.id not in ids:
            return False
        ids.remove(other.id)
        self.account.attributes.add("ignored", ids)
        return True


def ignores(listener, speaker):
    """True if the person behind `listener` ignores the person behind `speaker`
    (accounts or characters; a computer player or the game itself is never ignored)."""
    heard, said = account_behind(listener), account_behind(speaker)
    if heard is None or said is None or heard == said:
        return False
    return said.id in (heard.attributes.get("ignored", default=None) or ())


def apart(one, other):
    """True if either of the two ignores the other: they are not seated together."""
    return ignores(one, other) or ignores(other, one)


def ignores_any(listener, speakers):
    return any(ignores(listener, speaker) for speaker in speakers or ())


def speech_type(text):
    """The `type` of an Evennia text tuple (`("...", {"type": "say"})`), or None."""
    if isinstance(text, (tuple, list)) and len(text) > 1 and isinstance(text[1], dict):
        return text[1].get("type")
    return None


def hidden_speech(receiver, text, from_obj):
    """True if `text` is a person's words (SPEECH) from someone `receiver` ignores."""
    if from_obj is None or speech_type(text) not in SPEECH:
        return False
    senders = from_obj if isinstance(from_obj, (list, tuple)) else [from_obj]
    return ignores_any(receiver, senders)
