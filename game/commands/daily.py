"""
`tagesspiel`: the day's deals, the same for everybody (issue 50). Thin: the day,
its seeds, deals, results and ranking are game/daily/; the room and table
game/typeclasses/daily.py.
"""

from evennia.commands.command import Command

from game.books import gamelog
from game.cardgames import family_of
from game.common.things import seated_at
from game.daily import days, deals, results, seeds, standings, texts
from game.daily import table as daily
from game.faces import readers, tabledata, tabletext
from game.faces.tabletext import Face
from game.typeclasses import daily as rooms
from game.typeclasses.tables import TableError

from game.commands.table.after import say_to
from game.commands.table.base import asks_first, said_yes

USAGE = ("Benutzung: |wtagesspiel|n (was heute ansteht), |wtagesspiel 66|n oder |wtagesspiel "
         "gaigel|n (spielen), |wtagesspiel rangliste [66||gaigel] [tag]|n, |wtagesspiel "
         "vergleich [66||gaigel] [tag] [nummer]|n, |wtagesspiel mischung [66||gaigel] [tag]|n.")


def read_words(words, moment):
    """(preset or None, day or None, number or None, what was not understood)."""
    preset = day = number = None
    unknown = []
    for word in words:
        if preset is None and deals.preset_of(word):
            preset = deals.preset_of(word)
        elif day is None and days.parse(word, moment) is not None:
            day = days.parse(word, moment)
        elif number is None and word.isdigit():
            number = int(word)
        elif word == "morgen" and day is None:
            day = days.today(moment) + days.ONE_DAY
        else:
            unknown.append(word)
    return preset, day, number, unknown


class CmdTagesspiel(Command):
    """
    Das Tagesspiel: jeden Tag dieselben Karten für alle.

    Benutzung:
      tagesspiel                    - was heute ansteht, dein Stand, die Mischung
      tagesspiel 66                 - das Tagesspiel Sechsundsechzig spielen
                                      (6 Spiele), oder weiterspielen
      tagesspiel gaigel             - das Tagesspiel Gaigel zu zweit (4 Spiele)
      tagesspiel rangliste [66||gaigel] [tag]
                                    - die Rangliste des Tages (ohne Tag: heute)
      tagesspiel vergleich [66||gaigel] [tag] [nummer]
                                    - nach Mitternacht: Spiel für Spiel du und
                                      der Beste des Tages (ohne Tag: gestern);
                                      mit Nummer beide Verläufe eines Spiels
      tagesspiel mischung [66||gaigel] [tag]
                                    - Hash und (nach Mitternacht) Samen des Tages

    Jeden Tag um Mitternacht (Berliner Zeit) legt der Server die Karten des
    Tages fest: für 66 sechs Spiele, für Gaigel zu zweit vier. Den Hash
    seines Samens zeigt er schon am Tag davor (|wtagesspiel mischung morgen|n),
    so kann er die Karten nicht nachträglich ändern. Jeder spielt sie einmal,
    jedes Spiel gegen denselben Computerspieler, Kaspar Tagwerk (stark), an
    einem Tisch für sich allein: ohne |wrat|n, ohne |wnochmal|n, ohne
    Zuschauer. Mit |wzurück|n gehst du jederzeit hinaus; dein Tagesspiel
    wartet bis Mitternacht auf dich.

    Die Rangliste reiht nach der Bilanz: Spielpunkte gewonnen weniger
    abgegeben (66), Striche verteilt weniger bekommen (Gaigel); bei
    Gleichstand nach den Augen. Wer bis Mitternacht nicht alle Spiele
    gespielt hat, bekommt für jedes fehlende das schwächste Ergebnis des
    Tages darin. Die Monatssummen stehen in |wbestenliste tagesspiel|n; für
    die |wbestenliste|n und die |wwertung|n zählt das Tagesspiel nicht.

    Vor Mitternacht sieht niemand die Karten eines anderen: deine Spiele des
    Tages zeigt die Webseite anderen erst danach, und der starke
    Computerspieler geht sie erst dann mit dir durch (|wanalyse|n). Nach
    Mitternacht wird der Samen aufgedeckt: |wmischung prüfen <nr>|n rechnet
    deine Spiele nach, zu Hause tools/pruefe_mischung.py.
    """

    key = "tagesspiel"
    aliases = ["tagesspiele", "daily"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def say(self, text):
        say_to(self.caller, self.session, text)

    def func(self):
        moment = days.now()
        words = self.args.strip().lower().split()
        first = words[0] if words else ""
        seeds.reveal_into_games(self.caller, moment)
        if not words:
            self.overview(moment)
        elif first in ("rangliste", "liste", "stand", "ranking"):
            self.ranking(words[1:], moment)
        elif first in ("vergleich", "vergleiche", "vergleichen"):
            self.compare(words[1:], moment)
        elif first in ("mischung", "samen", "hash"):
            self.seeds(words[1:], moment)
        elif deals.preset_of(first) and len(words) == 1:
            return self.play(deals.preset_of(first), moment)
        else:
            self.say(f"|r„{self.args.strip()}“ verstehe ich hier nicht.|n {USAGE}")

    # --- what is on today -------------------------------------------------

    def overview(self, moment):
        day = days.today(moment)
        lines = []
        for preset in deals.SETS:
            found = results.set_of(self.caller, day, preset)
            place = standings.place_of(self.caller, day, preset, moment) if found else None
            lines.append(texts.state_line(preset, found, place, deals.family_striche(preset)))
        entry = seeds.entry(day, moment)
        tomorrow = seeds.commitment(day + days.ONE_DAY, moment)
        self.say(texts.overview(day, lines, entry["hash"], entry["since"], tomorrow))

    # --- playing ----------------------------------------------------------

    def play(self, preset, moment):
        caller = self.caller
        day = days.today(moment)
        running = rooms.running_set(caller)
        if running is not None:
            found = daily.facts(running)
            if found["preset"] != preset:
                self.say(f"|rErst spielst du dein Tagesspiel {texts.title(found['preset'])} zu "
                         f"Ende (|wtagesspiel {texts.TYPED[found['preset']]}|r).|n")
                return
            rooms.enter(caller)
            self.say(f"Dein Tagesspiel {texts.title(preset)} geht weiter: Spiel "
                     f"{running.match.deal_number} von {running.match.total}.")
            if running.match.game.result is None:
                self.say(running.table_text_for(caller, self.session))
            return
        found = results.set_of(caller, day, preset)
        if found is not None:
            self.say(self.played_text(preset, found, day, moment))
            return
        busy = [table for table in seated_at(caller, caller.location) if table.playing()]
        if busy:
            self.say(f"|rDu sitzt mitten in einer Partie {busy[0].named(1, 'an')}; das "
                     "Tagesspiel beginnt, wenn sie aus ist.|n")
            return
        if asks_first(caller):
            question = texts.start_question(preset)
            tabledata.send_question(caller, question)  # the web client: Ja and Nein
            answer = yield f"{question} (j/n)"
            if not said_yes(answer):
                self.say("Gut, dann ein andermal; das Tagesspiel wartet bis Mitternacht.")
                return
            moment = days.now()
            if days.today(moment) != day:
                self.say("|rInzwischen ist Mitternacht vorbei: sag noch einmal |wtagesspiel "
                         f"{texts.TYPED[preset]}|r für die Karten des neuen Tages.|n")
                return
        try:
            rooms.play_today(caller, preset, moment)
        except (TableError, results.DailyError) as err:
            self.say(f"|r{err}|n")

    def played_text(self, preset, found, day, moment):
        if found["done"]:
            place = standings.place_of(self.caller, day, preset, moment)
            where = f" (Platz {place[0]} von {place[1]})" if place else ""
            return (f"Dein Tagesspiel {texts.title(preset)} hast du heute schon gespielt"
                    f"{where}. Jeder spielt es einmal am Tag; um Mitternacht gibt es neue "
                    "Karten. Bis dahin: |wtagesspiel rangliste|n.")
        return (f"Dein Tagesspiel {texts.title(preset)} von heute lässt sich nicht mehr "
                "fortsetzen (sein Tisch ist fort). Gezählt wird, was du gespielt hast.")

    # --- the ranking ------------------------------------------------------

    def presets_named(self, preset):
        return [preset] if preset else list(deals.SETS)

    def ranking(self, words, moment):
        preset, day, number, unknown = read_words(words, moment)
        if unknown or number is not None:
            self.say(f"|r„{' '.join(words)}“ verstehe ich hier nicht.|n {USAGE}")
            return
        day = day or days.today(moment)
        final = standings.day_is_over(day, moment)
        parts = []
        for each in self.presets_named(preset):
            ranked, running = standings.of_day(day, each, moment)
            parts.append(texts.ranking_text(self.caller, day, each, ranked, running, final,
                                            deals.family_striche(each)))
        self.say("\n".join(parts))

    # --- the comparison -------------------------------------------------------

    def compare(self, words, moment):
        preset, day, number, unknown = read_words(words, moment)
        if unknown:
            self.say(f"|r„{' '.join(words)}“ verstehe ich hier nicht.|n {USAGE}")
            return
        if day is None:  # the last day that is over; today's own set waits for midnight
            today = days.today(moment)
            day = today - days.ONE_DAY
            if not self.played_on(day, preset) and self.played_on(today, preset):
                day = today
        if not standings.day_is_over(day, moment):
            self.say("|rVergleichen kannst du nach Mitternacht, wenn der Tag vorbei ist und "
                     "alle die Karten spielen konnten; bis dahin |wtagesspiel rangliste|r.|n")
            return
        presets = [each for each in self.presets_named(preset)
                   if results.set_of(self.caller, day, each)]
        if not presets:
            self.say(f"Am {days.label(day)} hast du kein Tagesspiel"
                     f"{' ' + texts.title(preset) if preset else ''} gespielt.")
            return
        if number is not None and (len(presets) > 1 or not
                                   1 <= number <= deals.count(presets[0])):
            self.say("|rWelches Spiel? Zum Beispiel |wtagesspiel vergleich 66 gestern 3|r (66 "
                     "hat 6 Spiele, Gaigel 4).|n")
            return
        self.say("\n".join(self.comparison(each, day, number, moment) for each in presets))

    def played_on(self, day, preset):
        return any(results.set_of(self.caller, day, each) for each in self.presets_named(preset))

    def comparison(self, preset, day, number, moment):
        caller = self.caller
        mine = results.set_of(caller, day, preset)
        other = standings.best_of_day(day, preset, moment, besides=caller)
        if other is None:
            return (f"Am {days.label(day)} hat außer dir niemand das Tagesspiel "
                    f"{texts.title(preset)} gespielt; verglichen wird, sobald es jemand tut.")
        place = standings.place_of(other.key, day, preset, moment)
        label = (f"{other.name} (Platz {place[0]} des Tages)" if place else other.name)
        theirs = results.set_of(other.key, day, preset)
        striche = deals.family_striche(preset)
        if number is None:
            return texts.comparison(day, preset, mine, label, other.name, theirs, striche,
                                    caller.db.card_names)
        return self.courses(preset, day, number, mine, other, theirs, label)

    def courses(self, preset, day, number, mine, other, theirs, label):
        """Deal `number` as the caller and the other played it, course by course."""
        caller = self.caller
        blind = readers.mode_of(caller, self.session) == Face.BLIND
        family = tabletext.family_of(caller.db.card_names, words=blind)
        lines = [f"|wTagesspiel {texts.title(preset)} vom {days.label(day)}, Spiel "
                 f"{number}:|n du und {label}, dieselben Karten."]
        for who, holder, found in (("Du", caller, mine), (other.name, other.key, theirs)):
            entry = next((deal for deal in found["deals"] if deal["n"] == number), None)
            record = gamelog.copy_of(holder, entry["id"]) if entry and entry.get("id") else None
            if entry is None:
                lines.append(f"|w{who}:|n nicht gespielt.")
            elif record is None:
                lines.append(f"|w{who}:|n {texts.deal_result(entry, caller.db.card_names, deals.family_striche(preset))} (der Verlauf ist nicht mehr aufbewahrt).")
            else:
                lines.append(f"|w{who}:|n")
                lines.append(gamelog.course_text(record, family, caller.db.card_names))
        return "\n".join(lines)

    # --- the seeds ------------------------------------------------------------

    def seeds(self, words, moment):
        preset, day, number, unknown = read_words(words, moment)
        if unknown or number is not None:
            self.say(f"|r„{' '.join(words)}“ verstehe ich hier nicht.|n {USAGE}")
            return
        today = days.today(moment)
        day = day or today
        if day > today + days.ONE_DAY:
            self.say("|rSo weit im Voraus steht noch keine Mischung fest; die von morgen "
                     "zeigt |wtagesspiel mischung morgen|r.|n")
            return
        self.say(texts.seed_text(day, preset, seeds.commitment(day, moment),
                                 seeds.revealed(day, moment), today))


def board_text(caller, words, moment=None):
    """`bestenliste tagesspiel [66|gaigel] [vormonat|<jjjj-mm>]`: the month's board
    (game/commands/records.py asks here); None if `words` say something else."""
    moment = days.now() if moment is None else moment
    month = days.month_key(days.today(moment))
    preset = None
    for word in words:
        if deals.preset_of(word) and preset is None:
            preset = deals.preset_of(word)
        elif word in ("vormonat", "letzter", "vorher"):
            month = standings.previous_month(month)
        elif len(word) == 7 and word[4] == "-" and word.replace("-", "").isdigit():
            month = word
        else:
            return None
    parts = []
    for each in [preset] if preset else list(deals.SETS):
        rows = standings.of_month(month, each, moment)
        parts.append(texts.month_text(caller, month, each, rows,
                                      bool(family_of(each).striche)))
    return "\n".join(parts)


COMMANDS = [CmdTagesspiel]
