"""Talking on channels: one command per talk channel (`plausch`, `kaffeeklatsch`,
`stammtisch`), `kanäle` to list them, and a German hint for Evennia's `public`.

The channels themselves (who hears them, joining and leaving) live in
game/typeclasses/channels.py; these commands parse the words and ask them.
"""

from evennia.commands.command import Command

from game.books import records
from game.people import channellog, moderation
from game.people.channels import PLAUSCH, TALK_CHANNELS, kurier, talk_channel

from game.faces.columns import columns
from game.people.speech import account_of, refusal

#: the words that switch a channel on and off
ON, OFF = "an", "aus"


def channel_help(spec):
    """The German help of the command of `spec` (the talk channels are all „der ...“)."""
    who = (f"Den {spec.key} hört jeder in der ganzen Kartenwelt; beim ersten Anmelden bist "
           "du dabei." if not spec.room_tag else
           f"Den {spec.key} hören alle, die gerade {spec.room_name} sind, und alle, die ihn "
           f"mit |w{spec.word} an|n bestellt haben – auch von woanders.")
    aliases = f" (kurz: {', '.join(spec.aliases)})" if spec.aliases else ""
    return f"""
    Auf dem Kanal „{spec.key}“ sprechen. {spec.desc}.{aliases}

    Benutzung:
      {spec.word} <text>     – etwas sagen
      {spec.word} :<text>    – zeigen, was du tust
      {spec.word} an         – ihn überall hören
      {spec.word} aus        – ihn nicht mehr hören
      {spec.word}            – ob du ihn hörst
      {spec.word} verlauf    – was zuletzt gesagt wurde

    {who} Sprechen kann, wer ihn hört. Alle Kanäle zeigt |wkanäle|n.
    """


#: the words that show a channel's last lines, and how many
HISTORY = ("verlauf", "history")
HISTORY_SHOWN, HISTORY_ON_JOIN = 20, 8


def history_text(channel, spec, account, count):
    """The channel's last lines from its log, without those of people `account`
    ignores (channellog.py)."""
    ignored = {other.key.lower() for other in account.ignoring.all()}
    lines = [entry for entry in channellog.entries(channel, count * 2)
             if entry[2].lower() not in ignored][-count:]
    if not lines:
        return f"Auf dem {spec.key} wurde zuletzt nichts gesagt."
    return "\n".join([f"|wZuletzt auf dem {spec.key}:|n",
                      *(channellog.line_text(entry) for entry in lines)])


def played_a_game(account):
    """True if one of the account's characters has a game in its records."""
    return any(records.record_of(obj, kind)["games"]
               for obj in account.characters for kind in ("66", "gaigel"))


def conduct_refusal(account, spec):
    """Why `account` may not speak on the channel of `spec` now (a mute of the staff,
    the newcomers' wait on the Plausch), or ""."""
    muted = account.moderation.muted_on(spec.key)
    if muted:
        return (f"Die Aufsicht hat dich auf dem {spec.key} stumm geschaltet "
                f"({moderation.remaining_text(muted['until'])}). Grund: {muted['reason']} "
                "Nichts wurde gesendet.")
    if spec is PLAUSCH:
        wait = moderation.newcomer_wait(account, played_a_game)
        if wait > 0:
            minutes = max(1, round(wait / 60))
            return ("Auf dem Plausch sprechen neue Konten nach ihrem ersten Spiel oder nach "
                    f"einer Stunde (noch {minutes} Minute{'' if minutes == 1 else 'n'}); "
                    "ein Spiel findest du mit |wspiel 66|n. Nichts wurde gesendet.")
    return ""


class ChannelCommand(Command):
    """Speak on, join or leave the talk channel of `spec` (one subclass a channel)."""

    spec = None
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account, spec = account_of(self.caller), self.spec
        if account is None:
            self.caller.msg(f"Auf dem {spec.key} spricht nur ein Spieler.")
            return
        channel = talk_channel(spec)
        text = self.args.strip()
        word = text.lower()
        if word == ON:
            channel.join(account)
            self.msg(f"Du hörst den {spec.key} jetzt überall; |w{spec.word} aus|n bestellt "
                     "ihn ab.")
            self.msg(history_text(channel, spec, account, HISTORY_ON_JOIN))
        elif word in HISTORY:
            self.msg(history_text(channel, spec, account, HISTORY_SHOWN))
        elif word == OFF:
            channel.leave(account)
            self.msg(f"Du hast den {spec.key} abbestellt; |w{spec.word} an|n holt ihn zurück.")
        elif not text:
            self.msg(self.state(channel))
        elif not channel.hears(account):
            self.msg(self.why_not_heard(channel))
        else:
            note = conduct_refusal(account, spec) or refusal(self.caller, text)
            if note:
                self.msg(note)
                return
            channel.msg(text, senders=account)

    def state(self, channel):
        spec, account = self.spec, account_of(self.caller)
        if account in channel.mutelist:
            heard = f"Du hast den {spec.key} abbestellt; |w{spec.word} an|n holt ihn zurück."
        elif channel.has_connection(account):
            heard = f"Du hörst den {spec.key} überall."
        elif channel.hears(account):
            heard = (f"Du hörst den {spec.key}, solange du {channel.where(spec.room_name)} bist; "
                     f"|w{spec.word} an|n: überall.")
        else:
            heard = (f"Den {spec.key} hörst du {channel.where(spec.room_name)} oder überall mit "
                     f"|w{spec.word} an|n.")
        return f"{heard} Sprechen: |w{spec.word} <text>|n."

    def why_not_heard(self, channel):
        spec = self.spec
        if account_of(self.caller) in channel.mutelist:
            return (f"Du hast den {spec.key} abbestellt; mit |w{spec.word} an|n kannst du "
                    "wieder mitreden. Nichts wurde gesendet.")
        return (f"Den {spec.key} hört man {channel.where(spec.room_name)}; von woanders redest "
                f"du mit, wenn du ihn mit |w{spec.word} an|n bestellst. Nichts wurde gesendet.")


def channel_command(spec):
    """The command class that speaks on the talk channel of `spec`."""
    return type(f"Cmd{spec.key}", (ChannelCommand,), {
        "__doc__": channel_help(spec), "key": spec.word, "aliases": list(spec.aliases),
        "spec": spec, "__module__": __name__})


CHANNEL_COMMANDS = [channel_command(spec) for spec in TALK_CHANNELS]


def listeners_text(accounts, most=8):
    """`Anna, Bernd und 3 weitere` (names sorted), or `niemand`."""
    names = sorted((account.key for account in accounts), key=str.lower)
    if not names:
        return "niemand"
    shown = ", ".join(names[:most])
    return shown + (f" und {len(names) - most} weitere" if len(names) > most else "")


class CmdKanaele(Command):
    """
    Die Kanäle sehen: worauf man sprechen kann, wer gerade zuhört und ob du
    ihn hörst.

    Benutzung:
      kanäle

    Auf einem Kanal sprichst du mit seinem Namen: |wplausch Hallo|n. Mit
    |wplausch aus|n und |wplausch an|n bestellst du ihn ab und wieder an.
    Private Nachrichten schickt |wnachricht|n. (Englisch: channels)
    """

    key = "kanäle"
    aliases = ["kanaele", "kanal", "channels"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        account = account_of(self.caller)
        rows = []
        for spec in TALK_CHANNELS:
            channel = talk_channel(spec)
            yours = "ja" if account and channel.hears(account) else "nein"
            rows.append((f"|w{spec.word}|n", spec.desc, yours,
                         listeners_text(channel.hearers())))
        news = kurier()
        yours = "ja" if account and news.has_connection(account) else "nein"
        rows.append(("|wkurier|n", "Neuigkeiten (nur lesen)", yours,
                     listeners_text(news.subscriptions.online())))
        table = columns(("|wBefehl|n", "|wKanal|n", "|wdu hörst|n", "|wes hören gerade|n"),
                        rows)
        self.msg(f"|wDie Kanäle|n\n{table}\nSprechen: |wplausch <text>|n; "
                 "ab- und anbestellen: |wplausch aus|n, |wplausch an|n.")


class CmdPublic(Command):
    """The English channel word of other games: a hint to `plausch` (no help entry)."""

    key = "public"
    aliases = ["pub"]
    locks = "cmd:all()"
    auto_help = False

    def func(self):
        self.msg("Den Kanal für alle nennt man hier |wplausch|n: |wplausch Hallo|n. "
                 "Alle Kanäle zeigt |wkanäle|n.")


TALK_COMMANDS = CHANNEL_COMMANDS + [CmdKanaele, CmdPublic]
