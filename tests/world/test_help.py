"""In-game help: the games explained, every card command documented in German."""

from evennia.help.filehelp import FILE_HELP_ENTRIES
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.cards import CARD_COMMANDS
from game.commands.records import RECORD_COMMANDS
from world.help_entries import HELP_ENTRY_DICTS


class TestHelp(EvenniaCommandTest):
    def test_hilfe_66_and_gaigel_explain_the_games(self):
        entries = {entry["key"]: entry for entry in HELP_ENTRY_DICTS}
        assert "Sechsundsechzig" in entries["66"]["text"]
        assert "Gaigel" in entries["gaigel"]["text"]
        loaded = FILE_HELP_ENTRIES.all(return_dict=True)
        assert {"66", "gaigel", "kartenrunde"} <= set(loaded)

    def test_every_card_command_has_german_help_with_usage(self):
        for command in CARD_COMMANDS + RECORD_COMMANDS:
            doc = command.__doc__ or ""
            assert "Benutzung:" in doc, command.key
            assert command.help_category.lower() == "kartenspiel", command.key


def test_german_everyday_commands_are_in_the_character_cmdset():
    from game.commands.default_cmdsets import CharacterCmdSet

    cmdset = CharacterCmdSet()
    cmdset.at_cmdset_creation()
    names = {name for cmd in cmdset.commands for name in cmd._keyaliases}
    assert {"hilfe", "schau", "lege", "setzen", "befehle", "rang", "bilanz", "bestenliste",
            "kurier"} <= names


def test_rank_help_documents_the_experience_formula():
    from game.cardgames import ranking
    from game.commands.records import CmdRang

    doc = CmdRang.__doc__
    for need, name, *_ in ranking.RANKS:
        assert name in doc and (need == 0 or f"ab {need}" in doc)
    for strength, weight in ranking.STRENGTH_WEIGHT.items():
        assert f"{strength} {weight}" in doc
    assert ranking.MATCH_FACTOR == 3 and "dreimal das Gewicht" in doc
