"""
The house's commands: the waiting list (`suche`, `jetzt`) and accepting an
invitation (`annehmen`). A game in one step is `spiel <spielart>`
(commands/table/seats.py, CmdStart), an invitation `einladen <name>`.
"""

from game.common.tableerror import TableError
from game.common.things import by_id, tables_of_room
from game.faces.grammar import DAT
from game.house import invitations, waiting, wishes
from game.people import friends

from game.commands.acting import ActCommand
from game.commands.table.seats import read_wish


class CmdSuche(ActCommand):
    """
    Mitspieler für ein Spiel suchen: die Warteliste.

    Benutzung:
      suche <spielart>   - auf die Warteliste dieses Spiels
      suche              - zeigt, wer worauf wartet
      suche aus          - von der Warteliste gehen

    Beispiele: |wsuche 66|n, |wsuche gaigel zu viert|n, |wsuche schnapsen bis 3|n.
    Sobald genug Leute warten, geht ihr zusammen an einen Tisch, und die
    Partie beginnt. Mit |wjetzt|n fangt ihr gleich an; die freien Plätze
    nehmen dann Computerspieler („gegen stark“ wählt ihre Stärke). Bei
    Gaigel zu viert spielen zwei Wartende als Partner, außer einer sagt
    „gegeneinander“. Wer sich irgendwo hinsetzt oder abmeldet, ist nicht
    mehr auf der Liste. Gleich gegen den Computer: |wspiel <spielart>|n.
    """

    key = "suche"
    aliases = ["suchen"]

    def act(self):
        caller, word = self.caller, self.args.strip().lower()
        if word in ("aus", "nicht", "ende"):
            if waiting.leave(caller):
                caller.msg("Du bist nicht mehr auf der Warteliste.")
            else:
                caller.msg("Du stehst auf keiner Warteliste.")
            return
        if not word:
            mine = waiting.entry_of(caller)
            text = waiting.waiting_text() or "Gerade wartet niemand auf Mitspieler."
            if mine:
                caller.msg(f"{text}\nDu wartest auf {waiting.wish_name(mine)}. Mit |wjetzt|n "
                           "fängst du an, mit |wsuche aus|n gehst du von der Liste.")
            else:
                caller.msg(text + "\nMit |wsuche <spielart>|n kommst du auf die Liste.")
            return
        if any(table.seats.of(caller) is not None
               for table in tables_of_room(caller.location)):
            raise TableError("Du sitzt schon an einem Tisch; steh erst auf („aufstehen“).")
        wish = read_wish(word, "suche")  # `suche doppelkopf`: the games there are
        before = waiting.entry_of(caller)
        table = waiting.join(caller, wish)
        if table is not None:
            return  # enough people waited: seated and begun (waiting.seat_together)
        mine = waiting.entry_of(caller)
        preset = mine["preset"]
        group = waiting.waiting_for(preset)
        missing = waiting.missing_text(preset, len(group))
        instead = (f" statt auf {waiting.wish_name(before)}"
                   if before and before["preset"] != preset else "")
        caller.msg(f"Du wartest jetzt auf Mitspieler für {waiting.wish_name(mine)}{instead}; "
                   f"{missing}. Mit |wjetzt|n fängst du gleich an (Computerspieler nehmen die "
                   "freien Plätze), mit |wsuche aus|n gehst du von der Liste.")
        for entry in group:
            other = by_id(entry["id"])
            if other is not None and other != caller:
                other.msg(f"{caller.key} wartet jetzt auch auf {waiting.game_name(preset)}; "
                          f"{missing}. Mit |wjetzt|n fangt ihr an.")
        if not before or before["preset"] != preset:
            tell_friends(caller, preset)


def tell_friends(caller, preset):
    """The friends of `caller` hear that it looks for players."""
    account = caller.account
    if account is None:
        return
    for other in friends.listeners_of(account):
        other.msg(f"|wFreundesliste:|n {account.key} sucht Mitspieler für "
                  f"{waiting.game_name(preset)} – mitmachen mit "
                  f"|wsuche {wishes.words_for(preset)}|n.")


class CmdJetzt(ActCommand):
    """
    Von der Warteliste aus gleich anfangen.

    Benutzung:
      jetzt

    Wer mit dir auf dasselbe Spiel wartet, setzt sich mit dir an einen Tisch;
    die freien Plätze nehmen Computerspieler, und die Partie beginnt.
    """

    key = "jetzt"
    aliases = ["sofort los"]

    def act(self):
        waiting.start_now(self.caller)


class CmdAnnehmen(ActCommand):
    """
    Eine Einladung an einen Tisch annehmen.

    Benutzung:
      annehmen

    Du gehst zu dem Tisch, an den man dich eingeladen hat (auch aus einem
    anderen Raum), und setzt dich.
    """

    key = "annehmen"
    aliases = ["einladung annehmen"]

    def act(self):
        table = invitations.accept(self.caller)
        if table.playing():
            return
        if all(table.seats.entries()):
            self.caller.msg("Alle Plätze sind besetzt: Mit |wspiel|n beginnt die Partie.")
        else:
            self.caller.msg(f"Mit |wspiel|n beginnt die Partie, sobald alle Plätze "
                            f"{table.named(DAT, 'an')} besetzt sind.")


COMMANDS = [CmdSuche, CmdJetzt, CmdAnnehmen]
