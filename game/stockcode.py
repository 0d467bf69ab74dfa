"""
The stock code our patches replace, checked before a patch goes in.

Some modules of server/conf (and game/common/safety.py) replace or wrap a
function of Evennia or Twisted. Each such patch names, in a `STOCK` dict, the
functions it replaces or builds on, with a fingerprint of their code as the
installed version has it (Evennia 6.1). `unchanged(patch, STOCK)` compares:
when an upgrade changed one of them, the patch stays out (the stock code runs,
slower perhaps, but right), and the log says loudly which patch and which
function, in German and English. `python -m game.stockcode` prints the
fingerprints of today's code, for a patch checked against a new version.

The fingerprint is the SHA-256 of the function's syntax tree without its
docstring, read from the source file (not the live object, which the patch may
have replaced already): comments and line breaks do not count, code does.
"""

import ast
import hashlib
import importlib.util
import os
import sys

MISMATCH = (
    "Patch {patch} NICHT eingespielt / NOT installed: {name} ist nicht mehr der Code, "
    "den der Patch ersetzt / is not the code this patch replaces (expected {expected}, "
    "found {found}). Prüfe den Patch gegen die neue Version und trage den neuen Abdruck "
    "ein / check the patch against the new version, then update its STOCK "
    "(python -m game.stockcode)."
)


def _definition(tree, qualname):
    """The def (or class) `qualname` (`Class.method`) in a module's syntax tree."""
    node = tree
    for part in qualname.split("."):
        node = next((child for child in ast.iter_child_nodes(node)
                     if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                     and child.name == part), None)
        if node is None:
            return None
    return node


def _without_docstring(node):
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        node.body = body[1:] or [ast.Pass()]
    return node


def module_file(module):
    """The source file of `module`, found without importing it or its parent packages
    (Evennia's import Django's settings)."""
    top, *rest = module.split(".")
    spec = importlib.util.find_spec(top)
    if spec is None or not spec.origin:
        return None
    base = os.path.join(os.path.dirname(spec.origin), *rest) if rest else spec.origin[:-3]
    for path in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(path):
            return path
    return None


def source_of(name):
    """The code of `name` ("package.module:Class.method") as the installed file has it,
    or None where the module or the definition is gone."""
    module, _, qualname = name.partition(":")
    path = module_file(module)
    if path is None:
        return None
    with open(path, encoding="utf-8") as handle:
        node = _definition(ast.parse(handle.read()), qualname)
    return None if node is None else ast.unparse(_without_docstring(node))


def fingerprint(name):
    """The SHA-256 (16 hex digits) of `name`'s code, or "missing"."""
    code = source_of(name)
    return "missing" if code is None else hashlib.sha256(code.encode()).hexdigest()[:16]


def mismatches(stock):
    """(name, expected, found) for every entry of `stock` whose code changed."""
    found = {name: fingerprint(name) for name in stock}
    return [(name, expected, found[name]) for name, expected in stock.items()
            if found[name] != expected]


def unchanged(patch, stock, log=None):
    """True if every function `patch` replaces is as expected; else log why not."""
    wrong = mismatches(stock)
    if wrong:
        if log is None:
            from evennia.utils.logger import log_err as log
        for name, expected, found in wrong:
            log(MISMATCH.format(patch=patch, name=name, expected=expected, found=found))
    return not wrong


#: the modules that patch stock code, each with its STOCK dict
PATCHES = ["server/conf/ampframing.py", "server/conf/attributesave.py", "server/conf/attrspeed.py", "server/conf/cmdspeed.py",
           "server/conf/lockspeed.py", "server/conf/logsafety.py", "server/conf/nodelay.py", "game/common/safety.py"]


def declared(path):
    """The STOCK dict of a patch module, read from its file (nothing imported)."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "STOCK" for t in node.targets):
            return ast.literal_eval(node.value)
    return {}


def main(names):
    """Print each name's fingerprint (all patches' names, with their state, when none given)."""
    if names:
        for name in names:
            print(f'"{name}": "{fingerprint(name)}",')
        return 0
    wrong = 0
    for path in PATCHES:
        for name, expected in declared(path).items():
            found = fingerprint(name)
            wrong += found != expected
            print(f"{path}: {name} {found} {'ok' if found == expected else 'CHANGED, was ' + expected}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
