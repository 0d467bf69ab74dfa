"""
Joins the web table pane's plugin files into one, webclient/js/plugins/kartentisch.js.

The web client (templates/webclient/base.html) loads the pane as its own
files, kartentisch_kern.js to kartentisch_tasten.js (kartentisch_kern.js says
what each owns). The browser tests that put the pane on a bare page
(tests/e2e/test_webtable_weiter.py, test_webtable_pane.py and the tests that
borrow their open_pane) load it by its old single name, kartentisch.js, so
that file is the same files joined, in base.html's order, made by this script
and never edited by hand:

    .venv/bin/python web/join_kartentisch.py           # writes kartentisch.js
    .venv/bin/python web/join_kartentisch.py --check   # exit 1 when it is out of date

Standard library only; nothing of Django or Evennia is imported.
"""

import pathlib
import re
import sys

WEB = pathlib.Path(__file__).resolve().parent
PLUGINS = WEB / "static" / "webclient" / "js" / "plugins"
BASE = WEB / "templates" / "webclient" / "base.html"
FIRST, LAST = "kartentisch_kern.js", "kartentisch_tasten.js"
HEAD = """\
/*
 * kartentisch.js: the web table pane's plugin files joined into one, for the
 * browser tests that load the pane by this name on a bare page. Made by
 * web/join_kartentisch.py from the files templates/webclient/base.html
 * loads, in its order:
{names}
 * Do not edit it: edit those files and run the script again. base.html does
 * not load this file.
 */
"""


def parts():
    """The pane's files in base.html's order, from kartentisch_kern.js to kartentisch_tasten.js."""
    names = re.findall(r'webclient/js/plugins/([\w.]+\.js)"', BASE.read_text(encoding="utf-8"))
    start, end = names.index(FIRST), names.index(LAST)
    return names[start:end + 1]


def joined():
    names = parts()
    out = HEAD.format(names="\n".join(" *   " + name for name in names))
    for name in names:
        out += "\n// ---- " + name + " " + "-" * (70 - len(name)) + "\n"
        out += (PLUGINS / name).read_text(encoding="utf-8")
    return out


def main(argv):
    target = PLUGINS / "kartentisch.js"
    text = joined()
    if "--check" in argv:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print("kartentisch.js ist nicht aktuell: .venv/bin/python web/join_kartentisch.py")
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
