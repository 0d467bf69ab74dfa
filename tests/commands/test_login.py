"""Making an account: checks first, then one question; our German (du) for Evennia's texts."""

import shutil
import subprocess
import types
from pathlib import Path
from unittest.mock import patch

import pytest
from django.utils import translation
from evennia.accounts.models import AccountDB
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.login import CmdKontoAnlegen

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale" / "de" / "LC_MESSAGES"


def typed_create(session, args, answer):
    """All `session` reads while `create <args>` runs, the question included, when
    `answer` answers it."""
    cmd = CmdKontoAnlegen()
    cmd.caller = cmd.session = session
    cmd.args, cmd.cmdname, cmd.raw_string = args, "create", f"create {args}"
    said = []
    with patch.object(session, "msg", lambda text="", **kw: said.append(str(text))):
        run = cmd.func()
        if isinstance(run, types.GeneratorType):
            try:
                said.append(next(run))
                run.send(answer)
            except StopIteration:
                pass
    return "\n".join(said)


class TestCreate(EvenniaCommandTest):
    def create(self, args, answer, expected=""):
        """All the session reads, the question included, when `answer` answers it."""
        text = typed_create(self.session, args, answer)
        assert expected in text, text
        return text

    def test_the_question_never_shows_the_password(self):
        said = self.create("Anna Herz-Dame-7", "j", "Das Konto „Anna“ anlegen? [J]/N")
        assert "Herz-Dame-7" not in said
        assert AccountDB.objects.filter(username="Anna").exists()

    def test_a_bad_password_is_refused_before_the_question(self):
        said = self.create("Anna 12345678", "j")
        assert "nur aus Ziffern" in said and "Kein Konto angelegt" in said
        assert "anlegen?" not in said
        said = self.create("Anna abc", "j")
        assert "zu kurz: es braucht mindestens 8 Zeichen" in said and "anlegen?" not in said
        said = self.create("Anna password", "j")
        assert "denk dir ein selteneres aus" in said
        assert not AccountDB.objects.filter(username="Anna").exists()

    def test_a_bad_or_taken_name_is_refused_before_the_question(self):
        said = self.create("An Herz-Dame-7", "j")
        assert "mindestens 3 Zeichen" in said and "anlegen?" not in said
        said = self.create(f"{self.account.key} Herz-Dame-7", "j")
        assert "Diesen Namen hat schon jemand" in said and "anlegen?" not in said

    def test_only_yes_words_create(self):
        for answer in ("x", "nö", "vielleicht", "n"):
            said = self.create("Bert Herz-Dame-7", answer)
            assert "Abgebrochen, kein Konto angelegt." in said, answer
        assert not AccountDB.objects.filter(username="Bert").exists()
        self.create("Bert Herz-Dame-7", "ja", "Das Konto „Bert“ anlegen?")
        assert AccountDB.objects.filter(username="Bert").exists()


def test_account_messages_say_du():
    with translation.override("de"):
        too_many = translation.gettext(
            "You are creating too many accounts. Please log into an existing account.")
        common = translation.gettext("This password is too common.")
    assert "Melde dich" in too_many and "Sie " not in too_many
    assert "zu üblich" not in common and "denk dir" in common
    with translation.override("de"):  # Evennia's own German asks for {query} here: KeyError
        unseen = translation.gettext("Could not view '{target_name}'.").format(target_name="X")
        taken = translation.gettext("Taking over |c{name}|n from another of your sessions.")
    assert unseen == "X kannst du dir nicht ansehen." and "Du übernimmst" in taken


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="msgfmt (gettext) is not installed")
def test_the_compiled_catalogue_matches_its_source(tmp_path):
    compiled = tmp_path / "django.mo"
    subprocess.run(["msgfmt", "-o", str(compiled), str(LOCALE / "django.po")], check=True)
    assert compiled.read_bytes() == (LOCALE / "django.mo").read_bytes(), \
        "run: msgfmt -o game/locale/de/LC_MESSAGES/django.mo game/locale/de/LC_MESSAGES/django.po"


class TestHelpBeforeLogin(EvenniaCommandTest):
    def test_the_help_before_login_names_the_german_commands(self):
        from game.commands.login import CmdHilfeVorDemAnmelden

        said = self.call(CmdHilfeVorDemAnmelden(), "", "Du bist noch nicht angemeldet.",
                         caller=self.session)
        assert "bildschirmleser" in said and "ende" in said
        assert "screenreader" not in said and "quit" not in said
