"""
Records in the world: rang, bilanz, bestenliste and the Kurier switch.

The numbers come from game/books/records.py (booked by the tables);
the rules behind them from game/cardgames/ranking.py.
"""

from evennia.commands.command import Command

from game.books import rating, records
from game.cardgames import ranking, rating as cardrating
from game.people.channels import join_kurier, kurier
from game.typeclasses.characters import Character

from game.commands.daily import board_text as daily_board
from game.commands.table.base import tables_here
from game.faces import bilanzdata
from game.faces.columns import columns
from game.faces.grammar import DAT, person

TOP = 10
KIND_WORDS = {"66": "66", "sechsundsechzig": "66", "schnapsen": "66", "gaigel": "gaigel"}


def kind_of_word(word):
    """The record kind a player's word names (a game of the registry), or None."""
    return KIND_WORDS.get(word) or (word if word in ranking.KINDS else None)


class RecordCommand(Command):
    """Base: German help category, a character named in the arguments."""

    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def whose(self):
        """The character named in the arguments, else the caller (None: told why)."""
        name = self.args.strip()
        if not name:
            return self.caller
        found = self.caller.search(name, global_search=True, quiet=True)
        people = [obj for obj in found if isinstance(obj, Character)]
        if len(people) != 1:
            self.caller.msg(f"|rEinen Kartenspieler namens „{name}“ kenne ich nicht.|n"
                            if not people else f"|r„{name}“ passt auf mehrere; genauer bitte.|n")
            return None
        return people[0]


class CmdRang(RecordCommand):
    """
    Deinen Rang im 66 und im Gaigel ansehen (oder den eines anderen).

    Benutzung:
      rang
      rang <name>

    Es gibt fünf Ränge: Neuling, Kiebitz (ab 30 Erfahrung), Stammgast (ab 120),
    Kenner (ab 350) und Profi (ab 800). Wer Profi wird, steht im Kurier.

    So wächst die Erfahrung, für jedes Spiel getrennt:
      - jedes gespielte Spiel: 1
      - jedes gewonnene Spiel: das Gewicht der Gegner
      - jede gewonnene Partie: dreimal das Gewicht der Gegner
    Gewicht: Computerspieler leicht 2, normal 4, stark 6; ein Mensch 2 plus
    sein Rang (Neuling 2, Kiebitz 3, Stammgast 4, Kenner 5, Profi 6); bei
    mehreren Gegnern der Durchschnitt. Spiele mit |wrat|n bringen nur den
    einen Punkt fürs Mitspielen, aufgegebene Partien keinen Bonus.

    Der Rang misst, wie viel jemand gespielt hat; wie stark, sagt die
    Wertung daneben (|wwertung|n erklärt sie).
    """

    key = "rang"
    aliases = ["erfahrung", "rank", "experience"]

    def func(self):
        obj = self.whose()
        if obj is None:
            return
        lines = [f"|wRang von {person(obj, DAT)}|n" if obj != self.caller else "|wDein Rang|n"]
        for kind, game in ranking.KINDS.items():
            exp = records.record_of(obj, kind)["experience"]
            upcoming = ranking.next_rank(exp)
            more = (f"; bis {upcoming[0]} {'fehlt' if upcoming[1] == 1 else 'fehlen'} "
                    f"{upcoming[1]}" if upcoming else "; höher geht es nicht")
            lines.append(f"  {game}: |w{ranking.rank_name(exp)}|n ({exp} Erfahrung{more})")
            name = None if obj == self.caller else obj.key
            lines.append(f"    {ranking.rank_line(exp, kind, name)}")
            lines.append(f"    Wertung: {rating_with_games(obj, kind)}")
        self.caller.msg("\n".join(lines))


class CmdBilanz(RecordCommand):
    """
    Deine Bilanz als Tabelle: Spiele, Partien, Punkte, Rang (66 und Gaigel).

    Benutzung:
      bilanz
      bilanz <name>
      bilanz rekorde          - Meine Partien: deine Rekorde
      bilanz rekorde <name>

    „Punkte geholt“ sind im 66 deine gewonnenen Spielpunkte, „Striche
    verteilt“ im Gaigel die Striche, die du anderen gegeben hast. „Bestenliste“ zählt wie |wbestenliste|n.
    „Wertung“ ist deine Spielstärke (|wwertung|n erklärt sie).

    Die Rekorde („Meine Partien“) zählen jedes Spiel einmal:
      Gaigel: die längste Serie von Spielen ohne Unter- oder Übergaigel
              deiner Partei, Spiele mit Gaigel gewonnen, und jedes richtige
              Aus, das du im Kopf gezählt hast (ohne Punkteanzeige, ohne
              Aus-Hinweis und ohne |wrat|n, siehe |whilfe anzeige|n)
      66:     die längste Serie richtiger Ansagen (eine falsche beginnt sie
              neu), Siege mit drei Punkten (Schwarz: die Gegenseite hat
              keinen Stich; Schneider bringt nur zwei) und erfolgreiches
              Zudrehen
    Spielt ein Computerspieler für dich, zählen seine Spiele nicht mit.
    """

    key = "bilanz"
    aliases = ["record"]  # `statistik` is the deal statistics (fairness.py)

    def func(self):
        words = self.args.strip()
        first = words.split(maxsplit=1)[0].lower() if words else ""
        if first in ("rekorde", "rekord", "partien"):
            self.args = words[len(first):]
            self.show_personal()
            return
        obj = self.whose()
        if obj is None:
            return
        recs = {kind: records.record_of(obj, kind) for kind in ranking.KINDS}
        fields = (
            ("Spiele", "games"), ("gewonnen", "won"), ("Partien", "matches"),
            ("gewonnen", "matches_won"), ("Punkte geholt / Striche verteilt", "points"),
            ("mit Rat gespielt", "advice"), ("Bestenliste", "score"), ("Erfahrung", "experience"),
        )
        rows = [(label, *(recs[kind][field] for kind in ranking.KINDS)) for label, field in fields]
        rows.append(("Rang", *(ranking.rank_name(recs[kind]["experience"])
                               for kind in ranking.KINDS)))
        rows.append(("Wertung", *(rating.shown_text(obj, kind) for kind in ranking.KINDS)))
        header = ("", *ranking.KINDS.values())
        title = "Deine Bilanz" if obj == self.caller else f"Bilanz von {person(obj, DAT)}"
        if obj == self.caller:
            records_way = {"command": "bilanz rekorde", "label": "Deine Rekorde („Meine Partien“)"}
        else:
            records_way = {"command": f"bilanz rekorde {obj.key}",
                           "label": f"Die Rekorde von {person(obj, DAT)}"}
        bilanzdata.send_bilanz(self.caller, title, header, rows, records_way)  # the web's table
        more = f"{records_way['label']}: |w{records_way['command']}|n."
        self.caller.msg(f"|w{title}|n\n{columns(header, rows)}\n{more}")

    def show_personal(self):
        """`bilanz rekorde`: the personal records of both games."""
        obj = self.whose()
        if obj is None:
            return
        mine = obj == self.caller
        lines = ["|wMeine Partien – deine Rekorde|n" if mine
                 else f"|wRekorde von {person(obj, DAT)}|n"]
        for kind in ("gaigel", "66"):
            rec = records.personal_of(obj, kind)
            lines.append(f"  |w{ranking.KINDS[kind]}|n")
            for field, label in records.PERSONAL[kind]:
                value = f"{rec[field]}"
                if field.endswith("_best") and rec[field]:
                    value += f" (gerade {rec[field.replace('_best', '_now')]} in Folge)"
                lines.append(f"    {label}: {value}")
        self.caller.msg("\n".join(lines))


class CmdBestenliste(RecordCommand):
    """
    Die Bestenliste für 66 oder Gaigel, mit deinem Platz.

    Benutzung:
      bestenliste          - das Spiel, das hier gespielt wird (sonst 66)
      bestenliste 66
      bestenliste gaigel
      bestenliste alle     - mit den Computerspielern (auch: bestenliste gaigel alle)
      bestenliste wertung [66||gaigel] [alle] - nach der Wertung (Spielstärke)
      bestenliste tagesspiel [66||gaigel] [vormonat] - die Monatssummen des
                             Tagesspiels (|whilfe tagesspiel|n)

    Ohne |walle|n stehen nur Menschen in der Liste.

    Die Bestenliste zählt Punkte, nicht die Spielstärke: jedes gewonnene
    Spiel zählt seine Spielpunkte (66) oder die Striche, die die Gegner
    bekommen (Gaigel); dazu kommt der Platzbonus – am Ende jeder Partie
    bringt der Platz deiner Partei Punkte für die Bestenliste: 30 für
    Platz 1, 15 für Platz 2, und spielen drei für sich, 5 für Platz 3. Wer viel
    spielt, steht also weit oben, auch gegen leichte Gegner. Wie stark
    jemand spielt, zeigt |wbestenliste wertung|n (erklärt bei |wwertung|n);
    vorläufige Wertungen (unter 20 gewerteten Spielen) stehen dort in einer
    eigenen Liste unter den festen.

    Wer eine Partie mit anderen Menschen aufgibt, verliert 10 Punkte.
    Spiele mit |wrat|n zählen nicht, und die Partie bringt dann keinen
    Platzbonus. Spielt ein
    Computerspieler für dich, weil du weg warst, zählen seine Spiele nicht
    für dich, und die Partie gilt als vorzeitig verlassen (mit anderen
    Menschen am Tisch: 10 Punkte weniger, kein Sieg, kein Platzbonus).
    """

    key = "bestenliste"
    aliases = ["leaderboard", "rangliste"]

    def func(self):
        words = self.args.strip().lower().split()
        if words and words[0] in ("tagesspiel", "tagesspiele"):  # the day's deals' own board
            self.caller.msg(daily_board(self.caller, words[1:])
                            or "|rBenutzung: bestenliste tagesspiel [66||gaigel] "
                               "[vormonat||<jjjj-mm>]|n")
            return
        everyone = "alle" in words
        by_rating = "wertung" in words
        words = [word for word in words if word not in ("alle", "wertung")]
        if len(words) > 1 or (words and kind_of_word(words[0]) is None):
            self.caller.msg("|rBenutzung: bestenliste [66||gaigel] [alle], nach der Wertung: "
                            "bestenliste wertung [66||gaigel] [alle]|n")
            return
        kind = kind_of_word(words[0]) if words else self.kind_here()
        if by_rating:
            self.show_rating(kind, everyone)
            return
        rows = records.leaderboard(kind, with_computers=everyone)
        if not rows:
            self.caller.msg(f"Für {ranking.KINDS[kind]} steht noch niemand in der Bestenliste.")
            return
        mine = None
        for place, obj, rec in rows:
            if obj == self.caller:
                mine = (place, obj, rec)
        shown = rows[:TOP] + ([mine] if mine and mine not in rows[:TOP] else [])
        table = columns(("Platz", "Name", "Punkte", "Spiele", "gewonnen", "Rang"), [
            (f"{place}.", f"|w{obj.key}|n" if obj == self.caller else obj.key, rec["score"],
             rec["games"], rec["won"], ranking.rank_name(rec["experience"]))
            for place, obj, rec in shown])
        who = "mit Computerspielern" if everyone else "nur Menschen"
        lines = [f"|wBestenliste {ranking.KINDS[kind]}|n ({who})",
                 records.board_explained(kind), str(table)]
        if mine:
            lines.append(f"Du stehst auf Platz {mine[0]} von {len(rows)}.")
        else:
            lines.append("Du stehst noch nicht in dieser Liste.")
        if not everyone:
            lines.append("Mit den Computerspielern: |wbestenliste alle|n.")
        self.caller.msg("\n".join(lines))

    def kind_here(self):
        kinds = {ranking.game_kind(table.db.preset) for table in tables_here(self.caller)}
        return kinds.pop() if len(kinds) == 1 else "66"

    def show_rating(self, kind, everyone):
        """`bestenliste wertung`: by the shown rating, best first."""
        game = ranking.KINDS[kind]
        rows = rating.board(kind, with_computers=everyone)
        if not rows:
            self.caller.msg(f"Im {game} hat noch niemand ein gewertetes Spiel.")
            return
        firm = placed([(obj, value) for _, obj, value in rows
                       if not cardrating.provisional(value)])
        early = placed([(obj, value) for _, obj, value in rows
                        if cardrating.provisional(value)])
        who = "mit Computerspielern" if everyone else "nur Menschen"
        lines = [f"|wWertung {game}|n ({who}): die Spielstärke, nicht die Punkte der "
                 "|wbestenliste|n"]
        if firm:
            lines.append(self.rating_table(firm, kind))
        else:
            lines.append("Eine feste Wertung (ab "
                         f"{cardrating.PROVISIONAL_GAMES} gewerteten Spielen) hat noch niemand.")
        if early:
            lines.append(f"|wVorläufig|n (unter {cardrating.PROVISIONAL_GAMES} gewerteten "
                         "Spielen; die Zahl ist anfangs niedrig und steigt mit jedem Spiel):")
            lines.append(self.rating_table(early, kind))
        mine = next(((row, group) for group, found in (("", firm), ("vorläufigen ", early))
                     for row in found if row[1] == self.caller), None)
        if mine:
            (place, _, _), group = mine
            total = len(early) if group else len(firm)
            lines.append(f"Du stehst auf Platz {place} von {total}"
                         f"{' unter den vorläufigen' if group else ''}.")
        else:
            lines.append("Du hast hier noch kein gewertetes Spiel.")
        lines.append("Was die Zahl bedeutet: |wwertung|n."
                     + ("" if everyone else " Mit den Computerspielern: |wbestenliste wertung alle|n."))
        self.caller.msg("\n".join(lines))

    def rating_table(self, rows, kind):
        """The first TOP of `rows` (place, object, rating), the caller's row below."""
        mine = next((row for row in rows if row[1] == self.caller), None)
        shown = rows[:TOP] + ([mine] if mine and mine not in rows[:TOP] else [])
        return str(columns(("Platz", "Name", "Wertung", "gewertete Spiele"), [
            (f"{place}.", f"|w{obj.key}|n" if obj == self.caller else obj.key,
             rating.shown_text(obj, kind),
             "fester Wert" if value.get("anchor") else value["games"])
            for place, obj, value in shown]))


def placed(pairs):
    """(place, object, rating) of (object, rating) pairs in board order, places
    counted afresh; equal shown values (to a tenth) share a place."""
    out = []
    for index, (obj, value) in enumerate(pairs):
        tied = out and round(cardrating.shown(out[-1][2]), 1) == round(cardrating.shown(value), 1)
        out.append((out[-1][0] if tied else index + 1, obj, value))
    return out


def rating_with_games(obj, kind):
    """`12,4 (7 gewertete Spiele)`, `3,1 (vorläufig, 1 gewertetes Spiel)`: one bracket."""
    text, note = rating.shown_text(obj, kind), rated_games(obj, kind)
    if text.endswith(" (vorläufig)"):
        text, note = text[:-len(" (vorläufig)")], f"vorläufig, {note}"
    return f"{text} ({note})"


def rated_games(obj, kind):
    """`7 gewertete Spiele` or `fester Wert` for a computer player."""
    value = rating.rating_of(obj, kind)
    if value.get("anchor"):
        return "fester Wert eines Computerspielers"
    games = value["games"]
    return f"{games} gewertete{'s' if games == 1 else ''} Spiel{'' if games == 1 else 'e'}"


class CmdWertung(RecordCommand):
    """
    Deine Wertung (Spielstärke) im 66 und im Gaigel, und was sie bedeutet.

    Benutzung:
      wertung
      wertung <name>

    Die Wertung misst die Spielstärke; die |wbestenliste|n dagegen zählt
    Punkte (Spielpunkte und Platzbonus) und belohnt, wer viel spielt.
    Die Wertung wird nach jedem fertigen Spiel neu geschätzt: Siege heben
    sie, Niederlagen senken sie, gegen starke Gegner zählt ein Sieg mehr.
    Die Zahl ist vorsichtig: geschätzte Stärke minus dreimal ihre
    Unsicherheit. Neu beginnt man bei 0; unter 20 gewerteten Spielen ist
    sie „vorläufig“ und deshalb noch niedrig: sie steigt mit jedem Spiel,
    auch ohne dass man stärker wird. Computerspieler haben feste Werte.
    Wer aufgibt, geht oder gegen wen der Sieg beansprucht wird, verliert die
    Partie für die Wertung einmal. Ein Spiel mit |wrat|n zählt nur, wenn du
    es verlierst; ein Spiel, das ein Computer für dich zu Ende spielt, zählt
    als verloren. Spiele mit |wnochmal|n und Lektionen zählen nicht. Die
    Liste aller: |wbestenliste wertung|n.
    """

    key = "wertung"
    aliases = ["rating", "spielstärke", "spielstaerke"]

    def func(self):
        obj = self.whose()
        if obj is None:
            return
        lines = ["|wDeine Wertung|n" if obj == self.caller
                 else f"|wWertung von {person(obj, DAT)}|n"]
        early = False
        for kind, game in ranking.KINDS.items():
            lines.append(f"  {game}: |w{rating_with_games(obj, kind)}|n")
            early = early or cardrating.provisional(rating.rating_of(obj, kind))
        lines.append(records.RATING_NOT_BOARD)
        if early:
            lines.append(records.PROVISIONAL_LOW.format(games=cardrating.PROVISIONAL_GAMES))
        lines.append(rating.EXPLAINED)
        self.caller.msg("\n".join(lines))


class CmdKurier(Command):
    """
    Den Kurier hören oder abbestellen: Neuigkeiten aus der ganzen Kartenwelt,
    etwa wer gerade Profi geworden ist.

    Benutzung:
      kurier        - ob du ihn hörst
      kurier an
      kurier aus
    """

    key = "kurier"
    aliases = ["news"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        account = self.account
        word = self.args.strip().lower()
        if account is None:
            self.caller.msg("|rDen Kurier kann nur ein Spieler bestellen.|n")
            return
        channel = kurier()
        if word == "an":
            account.db.kurier_off = False
            join_kurier(account)
            self.caller.msg("Du hörst den Kurier wieder.")
        elif word == "aus":
            account.db.kurier_off = True
            channel.disconnect(account)
            self.caller.msg("Du hast den Kurier abbestellt; |wkurier an|n holt ihn zurück.")
        elif not word:
            state = "hörst" if channel.has_connection(account) else "hörst nicht"
            self.caller.msg(f"Du {state} den Kurier. Umschalten mit |wkurier an|n oder |wkurier aus|n.")
        else:
            self.caller.msg("|rBenutzung: kurier [an||aus]|n")


RECORD_COMMANDS = [CmdRang, CmdBilanz, CmdBestenliste, CmdWertung, CmdKurier]
