"""What players read about the day's deals: the overview, the start, the end of a
deal and of the set, the ranking, the month's board, the comparison with the
day's best and the seeds. German throughout; the scoring words follow the
family's unit (game points or Striche), never a game's name."""

from game.cardgames.cards import render
from game.faces.columns import columns

from game.daily import days, deals, opponent, ranking

TITLES = {"66": "Sechsundsechzig", "gaigel2": "Gaigel zu zweit"}
#: what a player types for each game
TYPED = {"66": "66", "gaigel2": "gaigel"}
#: the game's short name (the web pane's head)
SHORT = {"66": "66", "gaigel2": "Gaigel"}


def title(preset):
    return TITLES.get(preset, preset)


def unit(striche, count=2):
    if striche:
        return "Strich" if count == 1 else "Striche"
    return "Punkt" if count == 1 else "Punkte"


def won_lost_words(striche):
    """(the word for what one won, for what one lost) in the family's unit."""
    return ("verteilt", "bekommen") if striche else ("gewonnen", "abgegeben")


def signed(number):
    """`+4`, `0`, `−6`: the minus sign (U+2212) as everywhere else players read numbers."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


def bilanz(row, striche):
    """`+4 Punkte (9 gewonnen, 5 abgegeben)`."""
    won, lost = won_lost_words(striche)
    return (f"{signed(row.net)} {unit(striche, abs(row.net))} ({row.won} {won}, "
            f"{row.lost} {lost})")


# --- at the table -------------------------------------------------------------

def start_question(preset):
    return (f"Das Tagesspiel {title(preset)} spielst du heute nur einmal: "
            f"{deals.count(preset)} Spiele gegen {opponent.NAME} ({opponent.STRENGTH}), an "
            "einem Tisch für dich allein, ohne Rat und ohne „nochmal“. Jetzt beginnen?")


def begun(day, preset, digest):
    return (f"|wDas Tagesspiel {title(preset)} vom {days.label(day)} beginnt:|n "
            f"{deals.count(preset)} Spiele gegen {opponent.NAME}. Heute spielen alle dieselben "
            f"Karten; die Mischung steht fest (Hash {digest}), ihr Samen wird nach "
            "Mitternacht aufgedeckt. Du spielst das erste Spiel aus. Mit |wzurück|n gehst du "
            "jederzeit hinaus, das Tagesspiel wartet bis Mitternacht auf dich.")


def head(preset, number, total, over=False, place=None):
    """The web pane's head at a daily table: `Tagesspiel 66, Spiel 2 von 6`; once the
    set is `over`, `Tagesspiel 66: Platz 1 von 3` (`place`: (place, of)), as short
    as the head's room on a phone."""
    name = f"Tagesspiel {SHORT.get(preset, title(preset))}"
    if not over:
        return f"{name}, Spiel {number} von {total}"
    return f"{name}: Platz {place[0]} von {place[1]}" if place else f"{name} gespielt"


def next_deal(number, total, dealer):
    return f"Spiel {number} von {total} des Tagesspiels, {dealer} gibt."


def deal_over(number, total, row, striche):
    return (f"|wSpiel {number} von {total} ist aus.|n Deine Bilanz bisher: "
            f"{bilanz(row, striche)}, {row.augen} Augen.")


def set_over(preset, row, striche, place):
    where = (f" Damit stehst du heute auf Platz {place[0]} von {place[1]} "
             "(|wtagesspiel rangliste|n)." if place else "")
    return (f"|wDein Tagesspiel {title(preset)} ist zu Ende gespielt.|n Bilanz: "
            f"{bilanz(row, striche)}, {row.augen} Augen.{where} Nach Mitternacht wird der "
            "Samen aufgedeckt: dann vergleichst du Spiel für Spiel mit dem Besten des Tages "
            "(|wtagesspiel vergleich|n) und rechnest die Mischung nach (|wtagesspiel "
            "mischung|n). Mit |wzurück|n gehst du hinaus.")


def set_end(preset, row, striche, place):
    """The web pane's end of a played set (`ende` of kartenrunde_ergebnis,
    docs/GMCP.md): said instead of who won the match, and instead of „Neue
    Partie“ and „Analyse“ (refused here before midnight) the day's ranking, the
    last deal's course and the way out, each with its command."""
    lines = [f"Bilanz: {bilanz(row, striche)}, {row.augen} Augen."]
    if place:
        lines.insert(0, f"Heute stehst du auf Platz {place[0]} von {place[1]}.")
    lines.append("Nach Mitternacht vergleichst du mit dem Besten des Tages und rechnest die "
                 "Mischung nach.")
    return {"titel": f"Dein Tagesspiel {title(preset)} ist für heute gespielt.",
            "zeilen": lines,
            "aktionen": [
                {"command": "tagesspiel rangliste", "label": "Rangliste", "panel": "Rangliste"},
                {"command": "verlauf letztes", "label": "Verlauf", "panel": "Verlauf"},
                {"command": "zurück", "label": "Hinausgehen", "panel": None}]}


def set_running(preset, number, total):
    """A new match asked for while the day's set runs here."""
    return f"Hier läuft schon dein Tagesspiel {title(preset)}: Spiel {number} von {total}."


def set_played(preset):
    """A new match asked for at the table of a set played out today."""
    return (f"Dein Tagesspiel {title(preset)} ist für heute gespielt: jeder spielt es einmal "
            "am Tag, um Mitternacht gibt es neue Karten. Bis dahin zeigt „tagesspiel "
            "rangliste“ den Stand; mit „zurück“ gehst du hinaus zu den anderen Tischen.")


def expired(day):
    return (f"Mitternacht ist vorbei: das Tagesspiel vom {days.label(day)} ist geschlossen. "
            "Gezählt wird, was du bis dahin gespielt hast; ein Spiel, das du nicht gespielt "
            "hast, zählt so wie das schwächste Ergebnis des Tages darin. Ein neues Tagesspiel "
            "beginnt mit |wtagesspiel|n.")


#: the daily table's answers to what it does not do
REFUSED = {
    "rat": "Im Tagesspiel gibt es keinen Rat: alle spielen dieselben Karten, jeder selbst.",
    "nochmal": "Im Tagesspiel gibt es kein „nochmal“: jedes Spiel des Tages spielt man einmal.",
    "analyse": ("Die Spiele des Tagesspiels geht der starke Computerspieler erst nach "
                "Mitternacht mit dir durch, wenn alle sie gespielt haben konnten."),
    "zuschauen": "Beim Tagesspiel schaut niemand zu: die Karten des Tages bleiben geheim.",
    "aufgeben": ("Im Tagesspiel gibt man nicht auf. Spiel weiter, oder geh mit „zurück“ "
                 "hinaus: das Tagesspiel wartet bis Mitternacht auf dich."),
    "setzen": "An diesem Tisch spielt nur, wem das Tagesspiel gehört.",
    "aufstehen": ("Vom Tagesspiel stehst du nicht auf; mit „zurück“ gehst du hinaus, und es "
                  "wartet bis Mitternacht auf dich."),
    "spiel": "Am Tagesspieltisch beginnt das Tagesspiel mit „tagesspiel 66“ oder „tagesspiel gaigel“.",
    "pause": ("Im Tagesspiel bleibt die Abrechnung ohnehin offen, bis du „weiter“ sagst; "
              "dein Tagesspiel wartet bis Mitternacht."),
    "tempo": ("Im Tagesspiel denkt der Computerspieler für alle gleich gründlich nach; Tempo "
              "und Bedenkzeit stellt hier niemand um."),
}


# --- the overview ---------------------------------------------------------------

def state_line(preset, found, place, striche):
    """One game's line in the overview: not begun, running, or done."""
    head = f"  {title(preset)} (|wtagesspiel {TYPED[preset]}|n), {deals.count(preset)} Spiele: "
    if found is None:
        return head + "noch nicht gespielt."
    row = ranking.standing(None, found, deals.count(preset))
    if not found["done"]:
        return (head + f"du hast {row.played} von {deals.count(preset)} gespielt, Bilanz "
                f"{bilanz(row, striche)}; |wtagesspiel {TYPED[preset]}|n spielt weiter.")
    where = f", Platz {place[0]} von {place[1]}" if place else ""
    return head + f"alle gespielt, Bilanz {bilanz(row, striche)}, {row.augen} Augen{where}."


def overview(day, lines, digest, since, tomorrow):
    out = [f"|wTagesspiel, {days.label(day)}|n – dieselben Karten für alle, jedes Spiel gegen "
           f"{opponent.NAME} ({opponent.STRENGTH}); jeder spielt sie einmal, an einem Tisch "
           "für sich allein."]
    out += lines
    out.append(f"Die Mischung von heute steht fest: Hash {digest} (festgelegt "
               f"{stamp(since)}). Die von morgen: Hash {tomorrow}.")
    out.append("Außerdem: |wtagesspiel rangliste|n, |wtagesspiel vergleich|n (nach "
               "Mitternacht), |wtagesspiel mischung|n, |wbestenliste tagesspiel|n.")
    return "\n".join(out)


def stamp(moment):
    import datetime

    when = datetime.datetime.fromtimestamp(moment, days.BERLIN)
    return f"am {when:%d.%m.} um {when:%H:%M} Uhr"


# --- the ranking ------------------------------------------------------------------

def ranking_text(obj, day, preset, ranked, running, final, striche):
    won, lost = won_lost_words(striche)
    head = f"|wTagesspiel {title(preset)} vom {days.label(day)}|n"
    if not ranked and not running:
        return f"{head}: noch hat niemand gespielt."
    lines = [head + (" – endgültig." if final else " – Stand jetzt; fertig ist der Tag um "
                     "Mitternacht.")]
    lines.append(f"Gereiht nach der Bilanz ({unit(striche)} {won} weniger {lost}), bei "
                 "Gleichstand nach den Augen.")
    if ranked:
        lines.append(columns(("Platz", "Name", "Bilanz", won, lost, "Augen", "Spiele"), [
            (f"{place}.", f"|w{row.name}|n" if row.key == obj else row.name, signed(row.net),
             row.won, row.lost, row.augen,
             f"{row.played} von {deals.count(preset)}")
            for place, row in ranked]))
    if final and any(row.played < deals.count(preset) for _, row in ranked):
        lines.append("Wer nicht alle Spiele gespielt hat, bekommt für jedes fehlende das "
                     "schwächste Ergebnis des Tages darin.")
    if running:
        lines.append("Spielen noch: " + ", ".join(
            f"{row.name} ({row.played} von {deals.count(preset)})" for row in running) + ".")
    return "\n".join(lines)


def month_text(obj, month, preset, rows, striche):
    head = f"|wBestenliste Tagesspiel {title(preset)}, {days.month_label(month)}|n"
    if not rows:
        return f"{head}: in diesem Monat hat noch niemand ein Tagesspiel gespielt."
    lines = [head, f"Die Bilanz aller Tagesspiele des Monats ({unit(striche)}), bei "
             "Gleichstand die Augen; „Tagessiege“ zählt die Tage auf Platz 1. Ein Tag zählt, "
             "sobald das Tagesspiel zu Ende gespielt ist oder der Tag vorbei."]
    lines.append(columns(("Platz", "Name", "Bilanz", "Augen", "Tage", "Tagessiege"), [
        (f"{place}.", f"|w{row.name}|n" if row.key == obj else row.name, signed(row.net),
         row.augen, row.days, row.best_days) for place, row in rows]))
    mine = next((place for place, row in rows if row.key == obj), None)
    lines.append(f"Du stehst auf Platz {mine} von {len(rows)}." if mine
                 else "Du stehst in diesem Monat noch nicht in der Liste.")
    return "\n".join(lines)


# --- the comparison ------------------------------------------------------------

def deal_result(entry, card_names, striche):
    """`+2 (66 zu 40 Augen): Anna erreicht 66 Augen …`."""
    if not entry:
        return "nicht gespielt"
    reason = render(entry.get("reason") or "", card_names)
    return (f"{signed(entry['net'])} {unit(striche, abs(entry['net']))}, "
            f"{entry['augen']} zu {entry['against']} Augen – {reason}")


def comparison(day, preset, mine, label, other_name, theirs, striche, card_names):
    """Deal by deal: what the reader (their set `mine`) and another player (`label`,
    their set `theirs`) made of the same cards."""
    me = {deal["n"]: deal for deal in mine["deals"]}
    them = {deal["n"]: deal for deal in theirs["deals"]}
    lines = [f"|wTagesspiel {title(preset)} vom {days.label(day)}:|n du und {label} – "
             "dieselben Karten, Spiel für Spiel."]
    for number in range(1, deals.count(preset) + 1):
        dealer = ("du gabst" if deals.dealer_of(preset, number) == deals.PERSON
                  else f"{opponent.NAME} gab")
        lines.append(f"|wSpiel {number}|n ({dealer}):")
        lines.append(f"  du: {deal_result(me.get(number), card_names, striche)}")
        lines.append(f"  {other_name}: {deal_result(them.get(number), card_names, striche)}")
    lines.append(f"Ein Spiel im Einzelnen, beide Verläufe untereinander: |wtagesspiel "
                 f"vergleich {TYPED[preset]} {days.short(day)} <nummer>|n.")
    return "\n".join(lines)


# --- the seeds -------------------------------------------------------------------

def seed_text(day, preset, digest, seed_hex, today):
    """`tagesspiel mischung`: the day's hash, its seed once revealed, the checker."""
    lines = [f"|wMischung des Tagesspiels vom {days.label(day)}|n"]
    if not digest:
        lines.append("Für diesen Tag wurde kein Samen gezogen: niemand hat an ihm gespielt.")
        return "\n".join(lines)
    lines.append(f"Hash des Server-Samens (SHA-256): {digest}")
    if seed_hex is None:
        lines.append("Der Server-Samen wird nach Mitternacht aufgedeckt; bis dahin steht nur "
                     "sein Hash fest, also schon, wie gegeben wird.")
    else:
        lines.append(f"Server-Samen, aufgedeckt: {seed_hex}")
    for each in [preset] if preset else list(deals.SETS):
        seeds = deals.seat_seeds(day, each)
        lines.append(f"{title(each)}: Samen der Plätze " + ", ".join(f"„{s}“" for s in seeds)
                     + f"; Spiel 1 bis {deals.count(each)}, der Geber wechselt (Spiel 1 gibt "
                     f"Platz {deals.first_dealer(each) + 1}).")
        if seed_hex is not None and preset:
            for number in range(1, deals.count(each) + 1):
                words = deals.checker_words(day, each, number, seed_hex, digest)
                lines.append("  " + deals.CHECKER + " " + " ".join(
                    f'"{w}"' if " " in w else w for w in words))
    if seed_hex is not None:
        lines.append("Deine eigenen Spiele dieses Tages rechnet |wmischung prüfen <nr>|n nach "
                     "(die Nummer aus |wpartien|n); zu Hause das Prüfprogramm "
                     "tools/pruefe_mischung.py aus dem Quelltext des Spiels (docs/MISCHUNG.md)."
                     + ("" if preset else " Mit |wtagesspiel mischung 66 <tag>|n oder "
                        "|wtagesspiel mischung gaigel <tag>|n stehen alle Prüfzeilen da."))
    if day == today:
        lines.append("Die Mischung von morgen steht auch schon fest: |wtagesspiel mischung "
                     "morgen|n.")
    return "\n".join(lines)
