"""
Provable deals at a table (docs/MISCHUNG.md): the server seed, the seats' seeds, the reveal.

Each table holds one secret server seed at a time, drawn from the operating
system; its SHA-256 (the hash) is public from the moment it is drawn. A
match started at the table deals every game from that seed and the seeds of
its seats (each person's own, `mischung eigen`, else a random one); the match
keeps the hash and the seats' seeds, never the server seed. When the match
ends in any way (gameend.match_ended) the seed is revealed: kept in the
table's list of revealed seeds and written into the kept games (gamelog) of
everybody who played, and the table draws a new one. The table is told once
the end is committed, in one line without hex digits: the way to check it
(the web client's link „Mischung nachprüfen“, telnet's `mischung prüfen 1`);
the seed itself is read where one asks for it (`mischung`, `mischung prüfen`). In the database the seed lies sealed (XOR with an
HMAC of the server's SECRET_KEY), so no `examine` shows it before its time.
"""

import hashlib
import hmac
import json
import secrets
import shlex
import time

from django.conf import settings
from django.db import transaction

from game.cardgames import provable
from game.cardgames.presets import make_options

from game.books import gamelog
from game.common.stored import write_value
from game.common.things import by_id
from game.faces import readers, tabledata, tablefaces
from game.faces.change import audience
from game.faces.grammar import DAT
from game.faces.tabletext import Face

#: revealed seeds a table keeps (hash, seed, when), newest last
REVEALED_KEEP = 100
#: how a seat's seed is drawn when its person set none (hex digits)
RANDOM_SEED_BYTES = 8
CHECKER = "python3 tools/pruefe_mischung.py"
#: where a player finds the checker: there is no page for it on the website, it is
#: a file of the game's source (docs/MISCHUNG.md describes what it computes)
CHECKER_PLACE = ("Das Prüfprogramm ist die Datei tools/pruefe_mischung.py im Quelltext des "
                 "Spiels; wie es rechnet, steht Byte für Byte in docs/MISCHUNG.md. Es schreibt "
                 "die Karten klein („schellen ass“ für Schellen-Ass).")


def _pad(digest_hex):
    return hmac.new(settings.SECRET_KEY.encode(), b"kartenwelt:mischung-siegel:"
                    + digest_hex.encode(), hashlib.sha256).digest()


def _xor(raw, pad):
    return bytes(a ^ b for a, b in zip(raw, pad))


def current(table):
    """The table's seed entry {"hash", "sealed"}, drawn when there is none yet."""
    entry = table.db.deal_seed
    if not entry or not entry.get("hash"):
        seed = secrets.token_bytes(provable.SERVER_SEED_BYTES)
        digest = provable.commitment(seed)
        entry = {"hash": digest, "sealed": _xor(seed, _pad(digest)).hex(), "since": time.time()}
        table.db.deal_seed = entry
    return entry


def commitment(table):
    """The hash of the table's current server seed (public)."""
    return current(table)["hash"]


def server_seed(table, digest=None):
    """The table's secret seed (for dealing; never to be shown), or None when
    `digest` is not its hash or the seal does not open (another SECRET_KEY)."""
    entry = table.db.deal_seed
    if not entry or (digest is not None and entry.get("hash") != digest):
        return None
    seed = _xor(bytes.fromhex(entry["sealed"]), _pad(entry["hash"]))
    return seed if provable.commitment(seed) == entry["hash"] else None


def revealed(table):
    """The table's revealed seeds, newest first: [{"hash", "seed", "when"}]."""
    return [dict(entry) for entry in reversed(list(table.db.revealed_seeds or []))]


# --- the people's seeds --------------------------------------------------------

def own_seed(obj):
    """`obj`'s own seed (`mischung eigen`), or None."""
    return obj.db.mischung_samen or None


def set_own_seed(obj, text):
    """Keep `text` as `obj`'s seed for its next matches; ValueError (German) if bad."""
    seed = provable.normal_seed(text)
    obj.db.mischung_samen = seed
    return seed


def seeds_for(table, entries):
    """A seed per seat for a new match: a person's own, else a random one."""
    out = []
    for index, entry in enumerate(entries):
        person = table.seats.occupant(index) if entry and not entry["npc"] else None
        mine = own_seed(person) if person else None
        out.append(mine or secrets.token_hex(RANDOM_SEED_BYTES))
    return out


def for_match(table, entries):
    """(fair, server seed) for `new_match`: the hash and the seats' seeds."""
    digest = commitment(table)
    seed = server_seed(table, digest)
    if seed is None:  # sealed under another SECRET_KEY: never used, a new one
        table.db.deal_seed = None
        digest = commitment(table)
        seed = server_seed(table, digest)
    return {"hash": digest, "seeds": seeds_for(table, entries)}, seed


# --- the reveal ----------------------------------------------------------------

def match_ended(sender, match, **kwargs):
    """A match ended (any way): reveal its seed if it is the table's current one."""
    reveal(sender, match)


def reveal(table, match):
    """Reveal the server seed of `match`: the table's list, the kept games of
    the people who played, a new seed for the table; told after the commit."""
    fair = getattr(match, "fair", None)
    if not fair:
        return
    seed = server_seed(table, fair["hash"])
    if seed is None:
        return
    done = {"hash": fair["hash"], "seed": seed.hex(), "when": time.time()}
    table.db.revealed_seeds = (list(table.db.revealed_seeds or []) + [done])[-REVEALED_KEEP:]
    table.db.deal_seed = None
    commitment(table)  # the next match's, public from now on
    checks = {}  # person id -> the command that checks this match for them
    for entry in table.seats.entries():
        if entry and not entry["npc"]:
            person = by_id(entry["id"])
            if person is not None:
                write_seed_into_games(person, done)
                checks[person.id] = check_command(person, done)
    last = table.db.last_game
    if last and last.get("record"):
        record = gamelog.plain(last["record"])
        if (record.get("mischung") or {}).get("hash") == done["hash"]:
            record["mischung"]["server_seed"] = done["seed"]
            table.db.last_game = dict(gamelog.plain(last), record=record)
    transaction.on_commit(lambda: tell_revealed(table, checks))


def check_command(obj, done):
    """What checks the match just revealed for `obj`: `mischung prüfen 1` when its
    latest kept game was dealt from `done`'s seed, else `mischung` (the reveal)."""
    kept = gamelog.games(obj)
    if kept and (kept[0].get("mischung") or {}).get("hash") == done["hash"]:
        return "mischung prüfen 1"
    return "mischung"


def revealed_line(command, web=False):
    """The one line that tells of the reveal, without hex digits: the seed and
    the hashes are read where a player asks for them (`mischung`, `mischung
    prüfen`). The web client gets one link „Mischung nachprüfen“; a telnet
    client the command to type (clickable where the client knows MXP)."""
    if web:
        return f"Die Mischung dieser Partie ist aufgedeckt: |lc{command}|ltMischung nachprüfen|le"
    if command == "mischung":
        how = ("|wmischung|n zeigt den Samen, |wmischung prüfen <nr>|n (die Nummer aus "
               "|wpartien|n) rechnet ein Spiel nach.")
    else:
        how = (f"|w|lc{command}|lt{command}|le|n rechnet dein letztes Spiel nach, "
               "|wmischung|n zeigt die Samen.")
    return f"|wDie Mischung dieser Partie ist aufgedeckt:|n {how}"


def tell_revealed(table, checks):
    """Tell everybody at the table of the reveal, each session in its client's
    way (`revealed_line`); a screen reader gets the typed command."""
    for obj in audience(table):
        command = checks.get(obj.id, "mischung")
        for session in obj.sessions.all():
            web = getattr(session, "protocol_key", "") in tabledata.WEB_PROTOCOLS
            if readers.mode_of(obj, session) == Face.BLIND:
                obj.msg(tablefaces.linear(revealed_line(command)), session=session)
            else:
                obj.msg(revealed_line(command, web), session=session)


def write_seed_into_games(obj, done):
    """Add the revealed seed to `obj`'s kept games dealt from it."""
    texts = list(obj.attributes.get(gamelog.ATTRIBUTE, default=None) or [])
    changed = False
    for index, text in enumerate(texts):
        if done["hash"] not in text:
            continue
        record = json.loads(text)
        fair = record.get("mischung") or {}
        if fair.get("hash") == done["hash"] and not fair.get("server_seed"):
            fair["server_seed"] = done["seed"]
            texts[index] = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
            changed = True
    if changed:
        write_value(obj, gamelog.ATTRIBUTE, texts)


# --- texts ---------------------------------------------------------------------

def look_line(table):
    """The one line of the table's look."""
    return (f"Mischung: Hash {commitment(table)} – |wmischung|n zeigt die Samen, "
            "|whilfe fairness|n erklärt das Nachprüfen.")


def show_text(table, obj):
    """`mischung`: the hash, the caller's seed, the seats' seeds, the last reveal."""
    match = table.match
    fair = match.fair if match is not None and not match.over else None
    lines = [f"|wMischung {table.named(DAT, 'an')}|n"]
    if fair and table.playing():
        lines.append(f"Die laufende Partie wird aus dem Server-Samen mit dem Hash {fair['hash']} "
                     "gemischt; er wird am Ende der Partie aufgedeckt.")
        names = match.game.names
        lines.append("Samen der Plätze: " + "; ".join(
            f"Platz {i + 1} ({names[i]}): „{seed}“" for i, seed in enumerate(fair["seeds"])))
        if commitment(table) != fair["hash"]:
            lines.append(f"Für die nächste Partie gilt der Hash {commitment(table)}.")
    else:
        lines.append(f"Der Server-Samen für die nächste Partie ist gezogen, sein Hash: "
                     f"{commitment(table)}.")
    mine = own_seed(obj)
    if mine:
        lines.append(f"Dein eigener Samen: „{mine}“ (ändern mit |wmischung eigen <text>|n).")
    else:
        lines.append("Du hast keinen eigenen Samen; für dich wird in jeder Partie ein zufälliger "
                     "gezogen und gezeigt. Mit |wmischung eigen <text>|n setzt du einen.")
    done = revealed(table)
    if done:
        lines.append(f"Zuletzt aufgedeckt: Server-Samen {done[0]['seed']} zum Hash "
                     f"{done[0]['hash']}.")
    lines.append("Ist eine Partie aus, rechnet |wmischung prüfen <nr>|n (die Nummer aus "
                 "|wpartien|n) jedes ihrer Spiele nach; |whilfe fairness|n erklärt, wie.")
    return "\n".join(lines)


def set_text(obj, table, text):
    """`mischung eigen <text>`: keep the seed; say when it counts."""
    seed = set_own_seed(obj, text)
    when = ("ab der nächsten Partie" if table is not None and table.playing()
            and table.seats.of(obj) is not None else "ab deiner nächsten Partie")
    return (f"Dein eigener Samen ist jetzt „{seed}“; er gilt {when}. Der Server hat seinen "
            "Samen schon vorher festgelegt (sein Hash steht bei |wmischung|n), er kann ihn "
            "also nicht passend zu deinem wählen.")


#: option -> how tools/pruefe_mischung.py is told that a table changed it
CHECKER_FLAGS = {
    "deck": lambda value: ["--karten", str(value)],
    "deal_pattern": lambda value: ["--packen", ",".join(map(str, value))],
    "low_card": lambda value: ["--niedrig", value],
    "talon": lambda value: [] if value else ["--ohne-stapel"],
}


def checker_flags(record):
    """The options of tools/pruefe_mischung.py a record's table settings need: one
    for each dealing option (of whichever game has it) the table changed."""
    preset, opts = record["preset"], make_options(record["preset"], record.get("options"))
    plain = make_options(preset)
    flags = []
    for option, flag in CHECKER_FLAGS.items():
        if option in plain and _plain(opts[option]) != _plain(plain[option]):
            flags += flag(opts[option])
    return flags


def _plain(value):
    return list(value) if isinstance(value, (list, tuple)) else value


def checker_line(record, seed_hex):
    fair = record["mischung"]
    words = [CHECKER, "--spiel", record["preset"], "--geber", str(record["dealer"] + 1),
             "--nummer", str(fair["number"]), "--server", seed_hex, "--hash", fair["hash"]]
    words += checker_flags(record)
    for seed in fair["seeds"]:
        words += ["--samen", shlex.quote(seed)]
    return " ".join(words)


def check_text(record, number):
    """`mischung prüfen <nr>`: the stored game dealt again from the revealed seed."""
    head = (f"|wSpiel {number}|n aus |wpartien|n ({gamelog.title(record)}, "
            f"{gamelog.when_text(record['when'])})")
    if record.get("practice"):
        return (f"{head} war ein Spiel „nochmal“: es wurde nicht gemischt, es sind die Karten "
                "eines früheren Spiels.")
    fair = record.get("mischung")
    if not fair:
        return (f"{head} wurde noch nicht nachprüfbar gemischt (es ist älter als die "
                "nachprüfbare Mischung oder war eine Testpartie).")
    seed_hex = fair.get("server_seed")
    if not seed_hex and record.get("tagesspiel"):  # the day's seed: public after its midnight
        return (f"{head}, Spiel {record['tagesspiel']['number']} des Tagesspiels: Den "
                "Server-Samen des Tages deckt der Server nach Mitternacht auf; dann rechnet "
                f"„mischung prüfen {number}“ das Spiel nach. Bis dahin steht fest: sein Hash "
                f"ist {fair['hash']}, die Samen der Plätze sind "
                + ", ".join(f"„{s}“" for s in fair["seeds"]) + ".")
    if not seed_hex:
        return (f"{head}: Der Server-Samen dieser Partie wird erst an ihrem Ende aufgedeckt. "
                f"Bis dahin steht fest: sein Hash ist {fair['hash']}, die Samen der Plätze sind "
                + ", ".join(f"„{s}“" for s in fair["seeds"]) + ".")
    seed = provable.seed_bytes(seed_hex)
    hash_ok = provable.commitment(seed) == fair["hash"]
    order, deal = provable.recomputed(record["preset"], record.get("options"), record["dealer"],
                                      seed, fair["seeds"], fair["number"])
    same = _same_deal(deal, record["deal"])
    verdict = ("|gDie Mischung stimmt:|n" if hash_ok and same else "|rDie Mischung stimmt NICHT:|n")
    lines = [f"{head}, das {fair['number']}. Spiel seiner Partie.",
             f"{verdict} SHA-256 des aufgedeckten Server-Samens ist "
             f"{'der vorher gezeigte Hash' if hash_ok else 'NICHT der vorher gezeigte Hash'}, "
             f"und nachgerechnet {'ergibt sich genau' if same else 'ergibt sich NICHT'} "
             "die Verteilung, mit der gespielt wurde."]
    lines += provable.deal_lines([card_word(card) for card in order], written(deal),
                                 record["dealer"])
    lines.append("Zu Hause nachrechnen (nur Python 3 nötig, das Spiel selbst nicht):")
    lines.append("  " + checker_line(record, seed_hex))
    lines.append(CHECKER_PLACE)
    return "\n".join(lines)


def card_word(text):
    """A canonical card as a player reads it in the deal: `schellen ass` -> `Schellen-Ass`."""
    return "-".join(word.capitalize() for word in text.split())


def written(deal):
    """The deal's hands, trump and talon with their cards as players read them."""
    out = dict(deal, hands=[[card_word(card) for card in hand] for hand in deal["hands"]],
               talon=[card_word(card) for card in deal.get("talon", [])])
    if deal.get("trump"):
        out["trump"] = card_word(deal["trump"])
    return out


def _same_deal(mine, stored):
    """The same cards in every hand, the same trump, the same talon order."""
    hands = [sorted(h) for h in mine["hands"]] == [sorted(h) for h in stored["hands"]]
    return (hands and mine.get("trump") == stored.get("trump")
            and list(mine.get("talon", [])) == list(stored.get("talon", [])))


def public_state(table):
    """The table's fairness facts for the data face (GMCP `mischung`): the hash,
    the seats' seeds while a match runs, the last reveal; never the seed in use."""
    match = table.match
    fair = match.fair if match is not None and table.playing() else None
    done = revealed(table)
    return {"hash": fair["hash"] if fair else commitment(table),
            "seeds": list(fair["seeds"]) if fair else None,
            "next_hash": commitment(table),
            "revealed": {"hash": done[0]["hash"], "seed": done[0]["seed"]} if done else None,
            "check": "mischung", "help": "hilfe fairness"}
