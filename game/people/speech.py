"""How much one person may say: the length cap and the pace of speech.

Every command that sends a player's words to others (sag, flüster, emote, the
channels, nachricht) asks `refusal` first; a non-empty answer is the German note
for the speaker, and nothing is sent. The pace is counted per person (the
account, so talking on a channel and in the room add up) and kept in memory.
"""

import time

from game.people import complaints

#: the longest text one line of speech may have
MAX_CHARS = 500
#: at most LINES lines of speech within WINDOW seconds
LINES = 8
WINDOW = 10.0


def clock():
    """Seconds of a monotonic clock (tests replace it)."""
    return time.monotonic()


def account_of(caller):
    """The account behind `caller` (an account or a character), or None."""
    if hasattr(caller, "get_all_puppets"):
        return caller
    return getattr(caller, "account", None)


def speaker_of(caller):
    """The person behind `caller`: its account, or the object itself (no account)."""
    return account_of(caller) or caller


def refusal(caller, text):
    """The German note why `text` is not sent now, or "" (the line is counted then)."""
    if len(text) > MAX_CHARS:
        return (f"Das sind {len(text)} Zeichen; mehr als {MAX_CHARS} auf einmal gehen nicht. "
                "Teil es in kürzere Sätze auf. Nichts wurde gesendet.")
    person = speaker_of(caller)
    now = clock()
    recent = [moment for moment in (person.ndb.speech_times or []) if now - moment < WINDOW]
    if len(recent) >= LINES:
        wait = max(1, round(WINDOW - (now - recent[0])))
        person.ndb.speech_times = recent
        return (f"Langsam – du hast gerade {len(recent)} Zeilen in {WINDOW:.0f} Sekunden "
                f"geschickt. Warte {'eine Sekunde' if wait == 1 else f'{wait} Sekunden'}, "
                "dann hören dich die anderen wieder. "
                "Nichts wurde gesendet.")
    person.ndb.speech_times = recent + [now]
    return ""


class CappedSpeech:
    """Mixin for a command that sends words: `spoken()` is the text it would send;
    when `refusal` has a note, the speaker reads it and nothing is sent. Words the
    room hears (`overheard`: not a whisper) are kept a while for a complaint's quote
    (complaints.py)."""

    #: how the room heard it, for the quote: "say", "pose" (an emote) or None (a whisper)
    overheard = "say"

    def spoken(self):
        return self.args.strip()

    def func(self):
        text = self.spoken()
        note = refusal(self.caller, text) if text else ""
        if note:
            self.caller.msg(note)
            return
        super().func()
        if text and self.overheard:
            complaints.remember(account_of(self.caller), text,
                                getattr(self.caller, "location", None),
                                pose=self.overheard == "pose")
