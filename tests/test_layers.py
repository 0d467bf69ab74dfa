"""The rules of the house that are not imports (ARCHITECTURE.md): game/typeclasses
holds typeclasses only; the faces write no Attribute; only the seats handler
writes a table's `seats`, only the commit path its `match`; signal receivers are
connected in game/receivers.py and nowhere else."""

import ast
import importlib
import inspect
from pathlib import Path

from evennia.typeclasses.models import TypeclassBase

from tests.helpers.writes import attribute_writes

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def sources(folder):
    return sorted(p for p in folder.rglob("*.py") if p.name != "__init__.py")


def writers_of(key):
    return sorted(str(p.relative_to(ROOT)) for p in sources(GAME)
                  if any(k == key for _, k in attribute_writes(p.read_text())))


def test_every_module_of_game_typeclasses_defines_a_typeclass():
    without = []
    for path in sources(GAME / "typeclasses"):
        module = importlib.import_module(f"game.typeclasses.{path.stem}")
        classes = [c for _, c in inspect.getmembers(module, inspect.isclass)
                   if c.__module__ == module.__name__ and isinstance(c, TypeclassBase)]
        if not classes:
            without.append(path.stem)
    assert without == []


def test_the_faces_write_no_attribute():
    writes = {str(p.relative_to(ROOT)): attribute_writes(p.read_text())
              for p in sources(GAME / "faces")}
    assert {path: found for path, found in writes.items() if found} == {}


def test_only_the_seats_handler_writes_the_seats():
    assert writers_of("seats") == ["game/table/seats.py"]


def test_only_the_commit_path_writes_the_match_and_what_was_booked():
    assert writers_of("match") == ["game/table/commit.py"]
    assert writers_of("booked") == ["game/table/commit.py"]


#: Django's model signals and the game's own (common/gameend.py)
SIGNALS = {"pre_init", "post_init", "pre_save", "post_save", "pre_delete", "post_delete",
           "m2m_changed", "game_ended", "match_ended"}


def signal_name(node):
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name in SIGNALS


def test_receivers_are_connected_in_game_receivers_only():
    """No `@receiver` and no `<signal>.connect(` outside game/receivers.py."""
    found = []
    for path in sources(GAME):
        if path == GAME / "receivers.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "receiver":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "connect" and signal_name(node.func.value)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_check_finds_a_write():
    """The checks above see each way of writing (so they can fail)."""
    text = ("def f(t, o):\n    t.db.seats = []\n    o.attributes.add('match', 1)\n"
            "    write_value(t, 'booked', 2)\n    t.db.count += 1\n")
    assert [k for _, k in attribute_writes(text)] == ["seats", "count", "match", "booked"]
    assert [k for _, k in attribute_writes(text, holders={"o"})] == ["match"]
