"""Which Attributes a module writes, read from its code (the house's rules in
tests/test_layers.py and the table's Attributes in tests/table/test_attributes.py)."""

import ast


def attribute_writes(source, holders=None):
    """(line, key) of every Attribute written in `source` (a module's text):
    `x.db.key = ...`, `x.db.key += ...`, `x.attributes.add("key", ...)`,
    `write_value(x, "key", ...)`; with `holders`, only where `x` is written as one
    of them (`table`, `self.table`, ...)."""
    def held(node):
        return holders is None or ast.unparse(node) in holders

    found = []
    for node in ast.walk(ast.parse(source)):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for target in targets:
            for part in ast.walk(target):
                if (isinstance(part, ast.Attribute) and isinstance(part.value, ast.Attribute)
                        and part.value.attr == "db" and held(part.value.value)):
                    found.append((node.lineno, part.attr))
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            key = node.args[1] if name == "write_value" and len(node.args) > 1 else (
                node.args[0] if name == "add" and node.args else None)
            if not isinstance(key, ast.Constant):
                continue
            if name == "add" and isinstance(func, ast.Attribute) and getattr(
                    func.value, "attr", "") == "attributes" and held(func.value.value):
                found.append((node.lineno, key.value))
            elif name == "write_value" and held(node.args[0]):
                found.append((node.lineno, key.value))
    return found
