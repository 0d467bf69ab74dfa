"""
The player page with the deal statistics as a small bar chart (issue 31).

The character page of web/views.py in German (the portrait a look in the game
gives, issue 46), plus what was dealt to the character
against what chance gives (game/books/dealcounts.py): for its owner,
or for everybody once they said `statistik öffentlich`. Bars are plain HTML
(Bootstrap's progress bars of the site's own stylesheet), no script. Evennia
serves Django's pages from a thread pool (evennia/server/webserver.py), so the
page's figures are computed off the reactor, like `statistik` in the game when
its odds are still to be computed (game/commands/fairness.py).
"""

from evennia.utils.ansi import strip_ansi

from game.books import dealcounts
from game.cardgames import ranking
from game.faces import portrait
from game.faces.grammar import ACC, DAT, person

from .views import CharacterDetail

#: the widest bar stands for this many cards per hand
SCALE = 3.0


def bars(chart, name=None):
    """The chart's rows with bar widths in percent of SCALE; `name` the
    character's when someone else looks."""
    for part in chart["parts"]:
        for row in part["rows"]:
            row["mean_width"] = min(100, round(100 * row["mean"] / SCALE, 1))
            row["expected_width"] = min(100, round(100 * row["expected"] / SCALE, 1))
            row["mean_text"] = dealcounts.number(row["mean"])
            row["expected_text"] = dealcounts.number(row["expected"])
            row["hands_text"] = f"{row['hands']} {'Hand' if row['hands'] == 1 else 'Hände'}"
        if part["part"] == "me":
            part["title"] = f"Hände von {person(name, DAT)}" if name else "Deine Hände"
        else:
            part["title"] = ("Hände der Computerspieler gegen "
                             + (person(name, ACC) if name else "dich"))
    return chart


def portrait_lines(obj, own):
    """What `schau <name>` tells of the player, in plain text: their own
    description, the game they play most, their ranks (where they sit now is
    left to the game); spoken to them (`own`) or about them."""
    looker = obj if own else None
    lines = [portrait.own_text(obj, looker)]
    if not obj.db.favourite:  # a computer player names its favourite game itself
        lines.append(portrait.favourite_text(obj, looker))
    lines += portrait.rank_lines(obj, looker)
    return [strip_ansi(line) for line in lines]


class PlayerPage(CharacterDetail):
    """The character page in German: the portrait and the deal statistics."""

    template_name = "website/statistik.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        obj = self.object
        user = self.request.user
        own = user.is_authenticated and (obj.db_account_id == user.id
                                          or obj in user.characters.all())
        context["portrait"] = portrait_lines(obj, own)
        context["statistik_shown"] = own or dealcounts.is_public(obj)
        charts = [dealcounts.chart(obj, kind) for kind in ranking.KINDS]
        context["statistik"] = [bars(chart, None if own else obj.key) for chart in charts
                                if any(part["rows"] for part in chart["parts"])]
        return context
