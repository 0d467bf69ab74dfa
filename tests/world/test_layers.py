"""The world objects import nothing from the commands above them (DESIGN.md layers)."""

import ast
from pathlib import Path

TYPECLASSES = Path(__file__).resolve().parents[2] / "game" / "typeclasses"


def imported_modules(path):
    """Every module an `import` or `from ... import` of `path` names."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def test_typeclasses_import_nothing_from_the_commands():
    upward = {path.name: name for path in TYPECLASSES.glob("*.py")
              for name in imported_modules(path) if name.startswith("game.commands")}
    assert upward == {}

