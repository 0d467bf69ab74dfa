"""Our patches of Evennia's code go in only over the code they were written for
(game/stockcode.py): an upgrade that changes a replaced function leaves the
patch out and says so in the log, naming the patch, in German and English."""

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest
from evennia.commands import cmdhandler
from evennia.locks import lockhandler
from evennia.server.amp_client import AMPClientFactory
from evennia.typeclasses.attributes import ModelAttributeBackend
from evennia.utils import logger

from game import stockcode
from game.common import safety
from server.conf import ampframing, attributesave, lockspeed, logsafety, nodelay

ROOT = Path(__file__).resolve().parents[1]


def test_every_patch_matches_the_installed_evennia():
    wrong = {path: stockcode.mismatches(stockcode.declared(ROOT / path))
             for path in stockcode.PATCHES}
    assert {path: found for path, found in wrong.items() if found} == {}
    assert all(stockcode.declared(ROOT / path) for path in stockcode.PATCHES)


def test_every_module_with_a_stock_list_is_checked():
    modules = {str(path.relative_to(ROOT)) for folder in ("server", "game")
               for path in (ROOT / folder).rglob("*.py")
               if any(isinstance(node, ast.Assign)
                      and any(getattr(t, "id", "") == "STOCK" for t in node.targets)
                      for node in ast.parse(path.read_text()).body)}
    assert modules == set(stockcode.PATCHES)


def test_the_fingerprint_ignores_comments_and_docstrings_not_code(tmp_path, monkeypatch):
    plain = tmp_path / "plain.py"
    plain.write_text("class A:\n    def f(self):\n        return 1\n")
    monkeypatch.setattr(stockcode, "module_file", lambda module: str(plain))
    before = stockcode.fingerprint("x:A.f")
    plain.write_text('class A:\n    def f(self):\n        """Doc."""\n        # note\n'
                     "        return (1)\n")
    assert stockcode.fingerprint("x:A.f") == before
    plain.write_text("class A:\n    def f(self):\n        return 2\n")
    assert stockcode.fingerprint("x:A.f") != before
    assert stockcode.fingerprint("x:A.g") == "missing"


def _nodelay_installed(server):
    return "build_protocol" in getattr(server.factory.buildProtocol, "__name__", "")


def _amp_server():
    server = SimpleNamespace(amp_protocol=None)
    server.factory = AMPClientFactory(server)
    server.amp_service = SimpleNamespace(args=("127.0.0.1", 0, server.factory))
    return server


#: patch file -> (make the stock state, install, is our code in?)
PATCHES = {
    "server/conf/ampframing.py": (
        lambda mp: mp.setattr(ampframing, "_OK", None),  # asked on a link's first read
        lambda: None,
        lambda _: ampframing._stock_unchanged()),
    "server/conf/attributesave.py": (
        lambda mp: [mp.setattr(ModelAttributeBackend, name, getattr(ModelAttributeBackend, name))
                    for name in ("do_update_attribute", "do_create_attribute")],
        lambda: attributesave.install(),
        lambda _: ModelAttributeBackend.do_update_attribute is attributesave.do_update_attribute),
    "server/conf/lockspeed.py": (
        lambda mp: mp.setattr(lockhandler, "eval", eval, raising=False),
        lambda: lockspeed.install(),
        lambda _: lockhandler.eval is lockspeed.lock_eval),
    "server/conf/logsafety.py": (
        lambda mp: mp.setattr(logger, "_log", getattr(logger._log, "original", logger._log)),
        lambda: logsafety.install(),
        lambda _: hasattr(logger._log, "original")),
    "server/conf/nodelay.py": (
        lambda mp: None,
        lambda: _amp_server(),
        _nodelay_installed),
    "game/common/safety.py": (
        lambda mp: mp.setattr(cmdhandler, "_msg_err", "stock"),  # installed at import
        lambda: safety.install(),
        lambda _: cmdhandler._msg_err is safety._german_error),
}


def install(path, make_stock, do_install, monkeypatch):
    make_stock(monkeypatch)
    if path == "server/conf/nodelay.py":
        server = do_install()
        nodelay.start_plugin_services(server)
        return server
    do_install()
    return None


@pytest.mark.parametrize("path", sorted(PATCHES))
def test_a_patch_goes_in_over_the_code_it_was_written_for(path, monkeypatch):
    make_stock, do_install, ours = PATCHES[path]
    said = []
    monkeypatch.setattr(logger, "log_err", said.append)
    assert ours(install(path, make_stock, do_install, monkeypatch))
    assert said == []


@pytest.mark.parametrize("path", sorted(PATCHES))
def test_a_changed_stock_function_keeps_the_patch_out_and_says_so(path, monkeypatch):
    make_stock, do_install, ours = PATCHES[path]
    changed_name = next(iter(stockcode.declared(ROOT / path)))
    real = stockcode.source_of
    monkeypatch.setattr(stockcode, "source_of", lambda name: real(name) + (
        "\nupgraded = True" if name == changed_name else ""))
    said = []
    monkeypatch.setattr(logger, "log_err", said.append)
    assert not ours(install(path, make_stock, do_install, monkeypatch))
    assert len(said) == 1
    assert path in said[0] and changed_name in said[0]
    assert "NICHT eingespielt" in said[0] and "NOT installed" in said[0]
