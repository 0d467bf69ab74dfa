"""
The page of a kept game (`/partie/<id>/`, issue 50): the deal, every trick
step by step, the calls and melds, the Abrechnung and the strong player's
verdicts.

Who may see which game is decided in game/books/gamepages.py: the players of
a game (logged in on the website with their account), everybody once one of
them made it public (`partie <nr> öffentlich`), a tournament's games once the
tournament is over. Refusals are German pages: 404 for an id that names no
kept game (a game still running has no page yet), 403 for a private one. The
step-through is web/static/partie/partie.js; without script the page is the
list of all tricks.
"""

from django.shortcuts import render
from django.views import View

from game.books import gamepages
from game.common.things import by_id

TEMPLATE = "website/partie.html"
REFUSED = "website/partie_refused.html"

UNKNOWN = ("Ein Spiel mit dieser Nummer gibt es hier nicht – oder nicht mehr: jeder hebt "
           "seine letzten 50 Spiele auf. Den Link zu einem Spiel nennt im Spiel "
           "„verlauf <nummer>“.")
RUNNING = ("Dieses Spiel läuft noch. Seine Seite gibt es erst, wenn es vorbei ist – "
           "vorher bleiben die Karten verdeckt.")
PRIVATE = ("Nur wer mitgespielt hat, sieht es. Öffentlich wird es, wenn einer der Spieler "
           "im Spiel „partie <nummer> öffentlich“ schreibt.")
LOG_IN = " Hast du mitgespielt? Dann melde dich an."


def card_names_of(viewers):
    """The card names the visitor reads at the table (their character's setting)."""
    for dbid in sorted(viewers):
        obj = by_id(dbid)
        if obj is not None and obj.db.card_names:
            return obj.db.card_names
    return "deutsch"


class GamePage(View):
    """One kept game, for whoever may see it."""

    def get(self, request, game_id):
        kept = gamepages.find(game_id)
        if kept is None:
            heading = "Das Spiel läuft noch" if gamepages.running(game_id) else "Kein solches Spiel"
            return self.refuse(request, 404, heading,
                               RUNNING if heading.endswith("noch") else UNKNOWN)
        viewers = gamepages.viewer_ids(request.user)
        if not gamepages.may_see(kept, viewers):
            return self.refuse(request, 403, "Dieses Spiel ist privat", PRIVATE,
                               login=not request.user.is_authenticated)
        context = gamepages.page(kept, viewers, card_names_of(viewers))
        context["page_title"] = f"{context['title']} vom {context['when']}"
        return render(request, TEMPLATE, context)

    @staticmethod
    def refuse(request, status, heading, text, login=False):
        context = {"page_title": heading, "heading": heading,
                   "text": text + (LOG_IN if login else ""), "login": login,
                   "next": request.path}
        return render(request, REFUSED, context, status=status)
