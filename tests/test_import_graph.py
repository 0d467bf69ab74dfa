"""The house's imports (DESIGN.md, ARCHITECTURE.md layers): no circle, and no
module imports from a layer above its own. Imports inside functions count too:
a circle put off until call time is still a circle.

Layers, top to bottom: server/ and web/ (Evennia's hooks and pages); the
world's builders (world/build, tour, ways: they read the command set to keep
command words off exits); game/commands; game/typeclasses (the persisted
classes) beside the world's data (world/prototypes, world/help_entries) and
game/receivers.py (connects every signal receiver); the feature packages,
each below the one before: game/house (card rooms that open tables, the
house's computer players, a game in one step, the waiting list); game/table (the table's machinery), game/books
(records, rating, kept games, fairness, tour, tournaments), game/people
(friends, messages, names, channels), game/faces (how the table and world
read; they write no Attribute: tests/test_layers.py); game/common (things,
signals, the table's error, stored values); game/school, game/thinking and
game/cluster; game/cardgames/ai; game/cardgames; game/stockcode.py imports
nothing of the game, and anything may use it. So no feature imports a
typeclass: a feature finds tables and computer players through common/things.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("game", "server", "web", "world")

#: module prefix -> layer (higher may import lower); the longest prefix counts
LAYERS = {
    "server": 13, "web": 13,
    "world": 12,
    "game.commands": 11,
    "game.typeclasses": 10, "world.prototypes": 10, "world.help_entries": 10,
    "game.receivers": 10,
    "game.house": 9.5,
    "game.daily": 9.2,
    "game.table": 9,
    "game.books": 8, "game.puzzles": 8,
    "game.people": 7,
    "game.faces": 6,
    "game.common": 5,
    "game.school": 4, "game.thinking": 4, "game.cluster": 4,
    "game.cardgames.ai": 2,
    "game.cardgames": 1,
    "game.stockcode": 0,
}


def modules():
    """Dotted module name -> file, for every module of the house."""
    found = {}
    for folder in FOLDERS:
        for path in (ROOT / folder).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports_of(name, path, known):
    """The modules of the house that module `name` imports, anywhere in its file."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            inner = [f"{base}.{alias.name}" for alias in node.names
                     if f"{base}.{alias.name}" in known]
            yield from inner or ([base] if base in known else [])


def graph():
    known = modules()
    return {name: set(imports_of(name, path, known)) - {name} for name, path in known.items()}


def layer(name):
    prefix = max((p for p in LAYERS if name == p or name.startswith(p + ".")), key=len,
                 default=None)
    return None if prefix is None else LAYERS[prefix]


def circles(edges):
    """The strongly connected parts of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in edges[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = set()
            while not part or node not in part:
                part.add(stack.pop())
            on_stack.difference_update(part)
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_from_a_layer_above_its_own():
    upward = sorted(f"{name} -> {other}" for name, others in graph().items()
                    for other in others
                    if layer(name) is not None and (layer(other) or 0) > layer(name))
    assert upward == []


def test_no_import_circle():
    assert circles(graph()) == []


def test_the_check_sees_a_circle_and_an_upward_import():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert layer("game.cardgames.seam") < layer("game.typeclasses.tables")
    assert layer("game.faces.readers") < layer("game.books.records") < layer("game.table.seats")
    assert layer("game.table.seats") < layer("game.typeclasses.tables")
    assert layer("game.cardgames.ai.choose") > layer("game.cardgames.seam")
    edges = graph()
    assert "game.cardgames.seam" in edges["game.typeclasses.tables"] or any(
        other.startswith("game.cardgames") for other in edges["game.typeclasses.tables"])
