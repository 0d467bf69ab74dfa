"""
A database made by an older game goes on with today's code: the server migrates it,
starts on it, and the players find their tables as they left them.

The fixture `fixtures/main-7bb6f27.db3.gz` was made by commit 7bb6f27 (main before
the modules moved into feature packages, issue 44) with its own harness:
`fixtures/make_old_database.py`, whose docstring has the steps. In it:

- admin `admin` / `Altbestand-Admin-1`;
- Altgreta / `Altbestand-66` at the 66-Kartenspiel in the Kaffeehaus against Hofrat
  Pospischil (filled in by `auffüllen`): one match bis 3 played to its end (records,
  kept games), a match bis 7 at 0:2 in its second game. Hofrat Pospischil has
  closed the talon and led Laub Zehn, trump is Schellen; Altgreta must answer (Farb-
  und Stichzwang) from Herz-K Herz-U Herz-9 Schellen-10 Schellen-K Schellen-U;
- Althilde / `Altbestand-Gaigel` at the Gaigeltisch in the Besenwirtschaft, Gaigel zu
  viert with Tante Frieda against Wengerter Gottlob and Karle, 0:0 Striche, trump Laub,
  her lead from Laub-7 Herz-A Herz-U Herz-7 Schellen-K.

Both had closed their connections before the server was stopped (by pid).
"""

import gzip
import re
import shutil
from pathlib import Path

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import CARD_LABEL, current_hand, go_to, login

pytestmark = pytest.mark.server

FIXTURE = Path(__file__).with_name("fixtures") / "main-7bb6f27.db3.gz"
ADMIN = ("admin", "Altbestand-Admin-1")
GRETA = ("Altgreta", "Altbestand-66")
HILDE = ("Althilde", "Altbestand-Gaigel")
GRETA_HAND = ["1 Herz-K", "2 Herz-U", "3 Herz-9", "4 Schellen-10", "5 Schellen-K",
              "6 Schellen-U"]
HILDE_HAND = ["1 Laub-7", "2 Herz-A", "3 Herz-U", "4 Herz-7", "5 Schellen-K"]
#: what Evennia logs when a stored typeclass or command set does not load (log_trace,
#: then a fallback)
TROUBLE = ("Traceback", "falling back", "Falling back", "not a valid typeclass")


@pytest.fixture(scope="module")
def old_server(tmp_path_factory):
    """A server started on the old database, after `evennia migrate` on it."""
    root = tmp_path_factory.mktemp("old-database")
    plain = root / "main-7bb6f27.db3"
    with gzip.open(FIXTURE) as packed, plain.open("wb") as target:
        shutil.copyfileobj(packed, target)
    server = GameServer(root / "server")
    server.admin = ADMIN  # the account stored in the fixture (the environment's is unused)
    server.use_database(plain)
    server.migrate()
    try:
        server.start()
        yield server
    finally:
        server.stop()
    assert not server.pids(), "test server still running after stop"


def cards(line):
    """The numbered cards of a hand line, without marks such as „(neu)“."""
    return CARD_LABEL.findall(line)


def assert_clean_log(server):
    """Nothing failed to load so far: no stored typeclass or command set fell back."""
    log = server.log.read_text(errors="replace")
    for word in TROUBLE:
        assert word not in log, server.log_tail(6000)


def look_at(client, table):
    """The table's description as `schau` shows it (up to its think time line)."""
    return client.command(f"schau {table}", "Bedenkzeit") + client.read_until("\n")


def test_the_66_match_goes_on_where_it_was_left(old_server):
    greta = login(old_server.ports["telnet"], *GRETA, create=False)
    assert cards(current_hand(greta)) == GRETA_HAND
    table = greta.command("hand", "Deine Karten:") + greta.read_until("\n")
    assert "zugedreht" in table and "Im Stich: Hofrat Pospischil Laub-10" in table, table
    look = look_at(greta, "66-Kartenspiel")
    assert "Es läuft eine Partie (Punkte: Altgreta 0, Hofrat Pospischil 2)" in look, look

    # the closed talon holds: a Herz card may not answer Laub when she can trump
    greta.send("lege 1")
    refused = greta.read_until("\n", timeout=30)
    refused += greta.command("sag geprüft", 'Du sagst: "geprüft"')
    assert "Du legst" not in refused, refused
    greta.send("lege 4")  # Schellen-10 trumps Laub-10
    taken = greta.read_until("Du nimmst den Stich", timeout=30)
    assert "Du legst Schellen Zehn" in taken, taken
    # her lead; the computer player answers
    greta.command("lege 1", "Du legst Herz König", timeout=30)
    answer = greta.read_until("Hofrat Pospischil legt", timeout=60) + greta.read_until("\n")
    assert re.search(r"Hofrat Pospischil legt \S+ \S+\.", answer), answer

    bilanz = greta.command("bilanz", "Deine Bilanz") + greta.read_until("Rang")
    partien = re.search(r"Partien\s*\|?\s*(\d+)", bilanz + greta.read_until("\n"))
    assert partien and partien.group(1) == "1", bilanz  # the match bis 3, booked
    kept = greta.command("partien", "analyse <nummer>")
    assert "Deine letzten Spiele" in kept and "gegen Hofrat Pospischil" in kept, kept
    greta.close()
    assert_clean_log(old_server)


def test_the_gaigel_match_goes_on_where_it_was_left(old_server):
    hilde = login(old_server.ports["telnet"], *HILDE, create=False)
    assert cards(current_hand(hilde)) == HILDE_HAND
    look = look_at(hilde, "Gaigeltisch")
    assert ("Es läuft eine Partie (Striche: Althilde und Tante Frieda 0, Wengerter Gottlob "
            "und Karle 0)") in look, look
    hilde.command("lege 2", "Du legst Herz Ass", timeout=30)
    answer = hilde.read_until("Wengerter Gottlob legt", timeout=60) + hilde.read_until("\n")
    assert re.search(r"Wengerter Gottlob legt \S+ \S+\.", answer), answer
    hilde.close()
    assert_clean_log(old_server)


def test_stored_typeclasses_attributes_and_table_talk_load(old_server):
    admin = login(old_server.ports["telnet"], *ADMIN, create=False)
    # every stored typeclass path loads as itself (no fallback), every Attribute unpickles
    admin.send(
        "py from evennia.utils.utils import class_from_module as load; "
        "from evennia.objects.models import ObjectDB; "
        "from evennia.accounts.models import AccountDB; "
        "from evennia.scripts.models import ScriptDB; "
        "from evennia.comms.models import ChannelDB; "
        "from evennia.typeclasses.attributes import Attribute; "
        "stored = [o for M in (ObjectDB, AccountDB, ScriptDB, ChannelDB) "
        "for o in M.objects.all()]; "
        "print('GELADEN %d FALSCH %s WERTE %d ENDE' % (len(stored), sorted({o.db_typeclass_path "
        "for o in stored if type(o) is not load(o.db_typeclass_path)}), "
        "len([a.value for a in Attribute.objects.all()])))")
    marker, text = admin.expect("ENDE\n", "Traceback", "Error", timeout=60)
    assert marker == "ENDE\n", text + admin.read_until("\n")
    found = re.search(r"GELADEN (\d+) FALSCH (\[.*?\]) WERTE (\d+) ENDE", text)
    assert found, text
    assert int(found.group(1)) > 70 and found.group(2) == "[]", text
    assert int(found.group(3)) > 300, text

    # the tables' German Attribute keys were moved to today's at the start
    # (game/table/attributes.py): the seeds of the provable deals kept
    admin.send(
        "py from game.common.things import all_tables; "
        "from game.table.attributes import RENAMED; "
        "print('ALT %s NEU %d SCHLUSS' % (sorted({k for t in all_tables() for k in RENAMED "
        "if t.attributes.has(k)}), len([t for t in all_tables() if t.db.deal_seed])))")
    marker, text = admin.expect("SCHLUSS\n", "Traceback", "Error", timeout=60)
    assert marker == "SCHLUSS\n", text + admin.read_until("\n")
    moved = re.search(r"ALT (\[.*?\]) NEU (\d+) SCHLUSS", text)
    assert moved and moved.group(1) == "[]" and int(moved.group(2)) >= 2, text

    # the computer player's stored table talk, said at his table
    go_to(admin, "kaffeehaus")
    admin.send('py hofrat = me.search("Hofrat Pospischil"); '
               "print('REDEN %d' % len(hofrat.db.talk)); "
               # not quiet after a line said in the 66 test, nor kept from repeating it
               "hofrat.ndb.quiet_until = 0; hofrat.ndb.last_talk = None; "
               "hofrat.chatter(chance=1, moments={'start', 'trick_won', 'trick_lost', 'meld', "
               "'close', 'call', 'game_won', 'game_lost', 'any'})")
    said = admin.read_until("Hofrat Pospischil sagt: ", timeout=30) + admin.read_until("\n")
    talk = re.search(r"REDEN (\d+)", said)
    assert talk and int(talk.group(1)) > 0, said
    admin.close()
    assert_clean_log(old_server)
