"""No command word or point value of a game outside its family.

The games' vocabulary (`lege`, `melde`, `raube`/`tausche`, `decke stapel`,
`drehe zu`, `genug`, `aus`, the Gaigel openings, `fünf siebener`, `dissle`) and
their point values (a marriage's 20/40, 66 to announce, 101 for Aus) live in
the families (game/cardgames/sixtysix, game/cardgames/gaigel, and their
computer players in game/cardgames/ai/<family>); everything else reads moves
as data (game/cardgames/moves.py: kind, points, label). This test reads the
code (not the docstrings) outside the families and fails on any string that
is such a command, or starts like one, and on such a point value.

Not counted: an Evennia command's own name (`key`, `aliases` in its class),
`aus` where it means "off" (a setting: only `aus` beside legal moves, a
command or `perform`/`act` counts), and the few files below, each with why.
"""

import ast
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCOPE = ("game", "world", "server")
FAMILIES = ("game/cardgames/sixtysix/", "game/cardgames/gaigel/",
            "game/cardgames/ai/sixtysix/", "game/cardgames/ai/gaigel/")
#: true exceptions, with why (keep this short)
ALLOWED = {
    "game/cardgames/words.py": "the families' shared parser of player words (their notation)",
    "game/cardgames/presets.py": "the families' rules as options: marriage values, aus_points",
    "game/cardgames/kinds.py": "the enums whose values name the moves and outcomes",
    "game/school/sixtysix.py": "lesson scripts: the very words a learner is taught to type",
    "game/school/gaigel.py": "lesson scripts: the very words a learner is taught to type",
    # the generic AI layer goes through the family in issue 28's AI part (branch aifamily)
    "game/cardgames/ai/__init__.py": "AI: calls_aus/hint until the family's AI interface",
    "game/cardgames/ai/analysis.py": "AI: the analysis' move words until the family's AI interface",
}
#: data field names that happen to be a move's word, allowed as a dict key or an index only
FIELD_NAMES = {"genug": "the GMCP field `hinweise.genug` (docs/GMCP.md), websettings.py"}
PREFIXES = ("lege ", "melde ", "ge-elfen ", "höher hat ", "andere alte ")
WORDS = {"lege", "melde", "raube", "tausche", "decke", "decke stapel", "drehe zu", "genug",
         "fünf siebener", "dissle", "aus", "ge-elfen", "höher hat", "andere alte"}
#: `aus` counts as the Gaigel call only beside moves or commands (else it is "off")
AUS_CONTEXT = re.compile(r"legal|perform\(|\.act\(|command|moves")
POINTS = {66, 101}
MARRIAGE_POINTS = {20, 40}
MARRIAGE_CONTEXT = re.compile(r"meld|marriage|Paar|point|Punkte|Augen", re.I)


def docstrings(tree):
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def command_names(tree):
    """The constants of `key = ...` / `aliases = [...]` in class bodies: command names."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id in ("key", "aliases")
                        for t in item.targets):
                    found |= {id(c) for c in ast.walk(item.value) if isinstance(c, ast.Constant)}
    return found


def field_keys(tree):
    """The constants of FIELD_NAMES used as a dict key or a subscript index."""
    found = set()
    for node in ast.walk(tree):
        keys = node.keys if isinstance(node, ast.Dict) else (
            [node.slice] if isinstance(node, ast.Subscript) else [])
        found |= {id(k) for k in keys if isinstance(k, ast.Constant) and k.value in FIELD_NAMES}
    return found


def findings(path, text):
    tree = ast.parse(text)
    lines = text.splitlines()
    skip = docstrings(tree) | command_names(tree) | field_keys(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or id(node) in skip:
            continue
        value, line = node.value, lines[node.lineno - 1]
        if isinstance(value, str):
            if value == "aus" and not AUS_CONTEXT.search(line):
                continue
            if value.startswith(PREFIXES) or value in WORDS:
                yield f"{path}:{node.lineno}: {value!r}"
        elif isinstance(value, int) and not isinstance(value, bool):
            if value in POINTS or value in MARRIAGE_POINTS and MARRIAGE_CONTEXT.search(line):
                yield f"{path}:{node.lineno}: {value}"


def test_no_command_word_or_point_value_outside_the_families():
    found = []
    for top in SCOPE:
        for file in sorted((ROOT / top).rglob("*.py")):
            path = file.relative_to(ROOT).as_posix()
            if path.startswith(FAMILIES) or path in ALLOWED:
                continue
            found.extend(findings(path, file.read_text(encoding="utf-8")))
    assert not found, "command words or points outside the families:\n" + "\n".join(found)


def test_the_check_finds_what_it_looks_for():
    sample = ('legal = game.legal(seat)\nif "aus" in legal:\n    x = f"lege {card}"\n'
              'points = 66\nmode = "aus"\nclass C:\n    key = "lege"\n    aliases = ["tausche"]\n'
              'marriage = 20\nout = {"genug": False}\nout["genug"] = "genug" in legal\n')
    assert sorted(findings("x.py", sample)) == [
        "x.py:11: 'genug'", "x.py:2: 'aus'", "x.py:3: 'lege '", "x.py:4: 66", "x.py:9: 20"]
