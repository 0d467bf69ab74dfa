"""
Kept games as pages of the website (`/partie/<id>/`, issue 50): which game an
id names, who may see its page, the marks that open and close it, its address
and what the page shows.

A page shows every card, so only a finished game has one: a game is kept
(gamelog.py) once it is over; the id of a game still running (noted at its
deal) finds no page. Who may see a kept game:
- the people who played it (their characters are in the record's seats);
- everybody, once one of them made it public (`partie <nr> öffentlich`: the
  mark `public` on that person's copy; `partie <nr> privat` takes that
  person's own mark back, another's stays);
- everybody, for a game of a tournament once the tournament is over (no
  longer running or gone), unless one of its players closed it
  (`partie <nr> privat`) and nobody opened it again.
A record with `hidden_until` (a time) shows to nobody but its players before
that time, whatever the marks say (the day's deals must stay unseen).

The strong player's analysis of a game (`analyse`) is kept on the copy of
the person who asked (`keep_analysis`); the page shows every kept analysis.
"""

import time
from dataclasses import dataclass, field

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.scripts.models import ScriptDB

from game.books import gamelog
from game.cardgames.tournament import Status
from game.common.things import all_tables
from game.faces import replaypage

#: the page's path; the website's urls.py serves it (web/partie.py)
PATH = "/partie/{}/"


@dataclass
class Kept:
    """A kept game: its id, and each keeper's copy (a character, its record)."""

    game_id: str
    copies: list = field(default_factory=list)

    @property
    def record(self):
        return self.copies[0][1]

    def players(self):
        """The ids of the characters who played it (computer players left out)."""
        return {seat["id"] for seat in self.record.get("seats") or []
                if seat and not seat.get("npc")}


def valid_id(game_id):
    """True if `game_id` is written as game ids are (gamelog.new_game_id)."""
    return (isinstance(game_id, str) and len(game_id) == gamelog.ID_LENGTH
            and all(letter in gamelog.ID_LETTERS for letter in game_id))


def find(game_id):
    """The kept game `game_id` names, or None."""
    if not valid_id(game_id):
        return None
    copies = [(obj, record) for obj in gamelog.holders(game_id)
              for record in [gamelog.copy_of(obj, game_id)] if record is not None]
    return Kept(game_id, copies) if copies else None


def running(game_id):
    """True if `game_id` is the game being played at a table now (no page yet)."""
    if not valid_id(game_id):
        return False
    for table in all_tables():
        noted = table.db.deal
        match = table.match if noted and noted.get("id") == game_id else None
        if match is not None and match.game.result is None:
            return True
    return False


# --- who may see it ---------------------------------------------------------------

def viewer_ids(user):
    """The ids of the characters of a website visitor's account (none if not logged in)."""
    if user is None or not user.is_authenticated:
        return set()
    ids = {obj.id for obj in ObjectDB.objects.filter(db_account_id=user.id)}
    characters = getattr(user, "characters", None)
    if characters is not None:
        ids |= {obj.id for obj in characters.all() if obj}
    return ids


def tournament_over(script_id):
    """True if the tournament with this Script id is over (or gone: an old one
    makes room for the next only when it is over)."""
    script = ScriptDB.objects.filter(id=script_id).first()
    if script is None:
        return True
    try:
        return script.tournament.status == Status.OVER
    except AttributeError:  # not a tournament's Script (any more)
        return True


def is_public(kept):
    """True if everybody may see the game (hidden_until aside): one of its
    players opened it, or its tournament is over and none of them closed it."""
    marks = [record.get("public") for _obj, record in kept.copies]
    if True in marks:
        return True
    tournament = kept.record.get("tournament")
    return bool(tournament) and False not in marks and tournament_over(tournament)


def hidden_now(kept, now=None):
    """True while a copy's `hidden_until` (the latest) has not come."""
    until = max((copy.get("hidden_until") or 0 for _obj, copy in kept.copies), default=0)
    return bool(until) and (now if now is not None else time.time()) < until


def may_see(kept, viewers, now=None):
    """True if a visitor with the characters `viewers` (ids) may see the page."""
    if viewers & kept.players():
        return True
    return is_public(kept) and not hidden_now(kept, now)


# --- the marks (the `partie` command) ----------------------------------------------

def set_public(obj, record, public):
    """`obj` opens (True) or closes (False) its copy of `record` (one of its
    games). Returns (the game's id, names of other players who keep it open)."""
    record = gamelog.with_id(obj, record)
    gamelog.mark(obj, record["id"], public=public)
    kept = find(record["id"])
    others = sorted(holder.key for holder, copy in (kept.copies if kept else [])
                    if holder != obj and copy.get("public") is True)
    return record["id"], others


def state_text(obj, record):
    """Who sees `obj`'s game `record` now, in one German sentence."""
    kept = find(record.get("id") or gamelog.derived_id(record))
    if kept is None or not is_public(kept):
        return "Die Seite ist privat: nur wer mitgespielt hat, sieht sie (angemeldet auf der Webseite)."
    if hidden_now(kept):
        return ("Die Seite ist öffentlich, zeigt sich anderen aber erst, wenn die Karten "
                "dieses Spiels kein Geheimnis mehr sind.")
    if record.get("tournament") and not any(copy.get("public") for _o, copy in kept.copies):
        return "Die Seite ist öffentlich: das Turnier ist vorbei, jeder kann das Spiel nachlesen."
    return "Die Seite ist öffentlich: jeder mit dem Link kann das Spiel nachlesen."


def link_line(obj, record, number):
    """Where the page of `obj`'s game number `number` is, and who sees it (for
    `verlauf <nr>` and `partie <nr>`); the address alone on its line."""
    record = gamelog.with_id(obj, record)
    return (f"Auf der Webseite, Stich für Stich zum Durchblättern:\n  {link(record['id'])}\n"
            f"{state_text(obj, record)} Öffentlich oder privat machen: "
            f"|wpartie {number} öffentlich|n, |wpartie {number} privat|n.")


def keep_analysis(obj, record, result):
    """Keep the strong player's analysis `result` (ai/analysis.py) on `obj`'s
    copy of `record`, for the page: per judged move its verdict."""
    record = gamelog.with_id(obj, record)
    mistakes = {v["index"] for v in result.get("mistakes", [])}
    decisions = [{key: v[key] for key in ("index", "trick", "chosen", "best", "values",
                                           "loss", "noise", "samples") if key in v}
                 | {"mistake": v["index"] in mistakes}
                 for v in result.get("decisions", [])]
    gamelog.mark(obj, record["id"], analysis={"seat": result["seat"], "unit": result["unit"],
                                              "decisions": decisions})


# --- the address -------------------------------------------------------------------

def site():
    """The website's address as players reach it: Evennia's game index listing
    (`GAME_INDEX_LISTING["game_website"]`) when set, else the server's host
    name (`SERVER_HOSTNAME`) and web port."""
    listed = (getattr(settings, "GAME_INDEX_LISTING", None) or {}).get("game_website")
    if listed:
        return listed.rstrip("/")
    port = settings.WEBSERVER_PORTS[0][0]
    host = settings.SERVER_HOSTNAME
    return f"http://{host}" if port == 80 else f"http://{host}:{port}"


def link(game_id):
    """The full address of a game's page."""
    return site() + PATH.format(game_id)


# --- what the page shows ------------------------------------------------------------

def page(kept, viewers, card_names="deutsch"):
    """The page's content: heading, the deal, every step, the tricks, the Abrechnung."""
    record = kept.record
    names = card_names or "deutsch"
    analyses = [copy["analysis"] for _obj, copy in kept.copies if copy.get("analysis")]
    steps = replaypage.steps(record, names, analyses)
    mine = [seat for seat, entry in enumerate(record.get("seats") or [])
            if entry and entry["id"] in viewers]
    result = record.get("result") or {}
    return {
        "game_id": kept.game_id,
        "title": gamelog.title(record),
        "when": gamelog.when_text(record["when"]),
        "table": record.get("table", "Tisch"),
        "names": record["names"],
        "practice": bool(record.get("practice")),
        "tournament": bool(record.get("tournament")),
        "own": (f"Du warst {record['names'][mine[0]]}, {gamelog.sides_text(record, mine[0])}"
                f" ({gamelog.outcome_for(record, mine[0])})." if mine else ""),
        "reason": result.get("reason", ""),
        "deal": replaypage.deal(record, names),
        "steps": steps,
        "tricks": replaypage.tricks(steps),
        "settlement": replaypage.settlement(record, names),
        "analysed": bool(analyses),
        "card_names": "französisch" if names == "französisch" else "deutsch",
    }
