"""In-game help: the games explained, every card command documented in German."""

from unittest.mock import patch

from evennia.help.filehelp import FILE_HELP_ENTRIES
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.default_cmdsets import CARD_COMMANDS
from game.commands.records import RECORD_COMMANDS
from world.help_entries import HELP_ENTRY_DICTS


class TestHelp(EvenniaCommandTest):
    def test_hilfe_66_and_gaigel_explain_the_games(self):
        entries = {entry["key"]: entry for entry in HELP_ENTRY_DICTS}
        assert "Sechsundsechzig" in entries["66"]["text"]
        assert "Gaigel" in entries["gaigel"]["text"]
        loaded = FILE_HELP_ENTRIES.all(return_dict=True)
        assert {"66", "gaigel", "kartenrunde"} <= set(loaded)
        welcome = entries["kartenrunde"]["text"]  # all three ways out of the Wegkreuz
        assert "Stadttor" in welcome and "tourpass" in welcome and "schule" in welcome

    def test_every_card_command_has_german_help_with_usage(self):
        for command in CARD_COMMANDS + RECORD_COMMANDS:
            doc = command.__doc__ or ""
            assert "Benutzung:" in doc, command.key
            assert command.help_category.lower() == "kartenspiel", command.key


def test_the_world_says_du_to_every_player_and_assumes_no_gender():
    """What computer players and teachers show or say reaches anybody: no „Sie“, no
    „gnädige Frau“ (Hofrat Pospischil said it to men too)."""
    import re

    from game.faces.tabletalk import text_of
    from world.build import NPCS, TEACHERS
    from world.tour import STATIONS

    tour = [{"key": s["npc"][0], "desc": s["npc"][3], "talk": s["npc"][4]} for s in STATIONS]
    for spec in NPCS + TEACHERS + tour:
        for text in map(text_of, spec["talk"]):  # (a description may say „Sie“ of a woman)
            assert not re.search(r"\b(Sie|Ihnen|Ihr)\b|gnädige", text), (spec["key"], text)
        assert not re.search(r"(fragen|sagen) Sie", spec["desc"]), spec["key"]


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


class TestGermanEverydayCommands(EvenniaCommandTest):
    """Speech, help, who and quit speak German; the English names keep working."""

    def test_say_is_german_for_the_speaker_and_the_room(self):
        from game.commands.everyday import CmdSag

        with patch.object(self.char2, "msg") as heard:
            self.call(CmdSag(), "Wer gibt?", 'Du sagst: "Wer gibt?"', cmdstring="sag")
        assert 'Char sagt: "Wer gibt?"' in str(heard.call_args_list)
        self.call(CmdSag(), "", "Was möchtest du sagen?", cmdstring="sag")

    def test_whisper_reaches_only_the_one(self):
        from game.commands.everyday import CmdFluester

        self.call(CmdFluester(), "Char2 = Trumpf ist Herz", "Du flüsterst Char2 zu:",
                  cmdstring="flüster")
        self.call(CmdFluester(), "Char2", "Benutzung: flüster <name> = <text>")

    def test_emote_description_and_inventory_in_german(self):
        from game.commands.everyday import CmdBeschreibung, CmdEmote, CmdInventar

        with patch.object(self.char2, "msg") as seen:
            self.call(CmdEmote(), "mischt die Karten", cmdstring="emote")
        assert "Char mischt die Karten" in str(seen.call_args_list)
        self.call(CmdEmote(), "", "Was möchtest du tun?", cmdstring="emote")
        self.call(CmdBeschreibung(), "Eine Frau mit Hut.", "So sehen dich die anderen jetzt.")
        assert self.char1.db.desc == "Eine Frau mit Hut."
        self.call(CmdBeschreibung(), "", "Benutzung: beschreibung <text>")
        self.obj1.location = self.char1
        self.call(CmdInventar(), "", "Du trägst bei dir:")
        self.call(CmdInventar(), "", "Du trägst nichts bei dir.", caller=self.char2)

    def test_help_for_an_unknown_topic_is_german(self):
        from game.commands.help import CmdHilfe

        from game.commands.default_cmdsets import CharacterCmdSet

        text = self.call(CmdHilfe(), "quarkschnitte", cmdstring="hilfe", cmdset=CharacterCmdSet())
        assert "Zu „quarkschnitte“ gibt es keine Hilfe." in text
        assert "There is no" not in text and "No help" not in text
        assert "Hilfe zu" in self.call(CmdHilfe(), "hilfe", cmdstring="hilfe",
                                       cmdset=CharacterCmdSet())

    def test_related_topics_under_a_found_entry_are_no_guess(self):
        """Evennia lists related topics under a found entry too: no „meintest du“ there."""
        from game.commands.help import german_help

        text = german_help("|CHelp for |wspiel|n\n...\n|COther topic suggestions:|n\n|wlege|n")
        assert "Ähnliche Themen:" in text and "meintest" not in text

    def test_who_lists_people_with_their_room(self):
        from game.commands.who import CmdWer

        from evennia.utils.create import create_object

        from game.typeclasses.carddecks import SixtySixDeck

        text = self.call(CmdWer(), "", "Gerade ist eine Person da:", caller=self.account)
        assert "Char" in text and "Room" in text
        create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1).seats.sit(self.char1)
        text = self.call(CmdWer(), "", "Gerade ist eine Person da:", caller=self.account)
        assert "66-Kartenspiel (wartet)" in text

    def test_english_names_are_replaced_by_the_german_commands(self):
        from game.commands.default_cmdsets import AccountCmdSet, CharacterCmdSet

        found = {}
        for cmdset, names in ((CharacterCmdSet(), ("say", "whisper", "help", "look", "pose",
                                                    "setdesc", "inventory", "get")),
                              (AccountCmdSet(), ("who", "quit", "help"))):
            cmdset.at_cmdset_creation()
            for name in names:
                command = next((c for c in cmdset.commands if name in c._keyaliases), None)
                if command is not None:
                    found[name] = type(command).__module__
        assert found == {"say": "game.commands.everyday", "whisper": "game.commands.everyday",
                         "help": "game.commands.help", "look": "game.commands.everyday",
                         "pose": "game.commands.everyday", "setdesc": "game.commands.everyday",
                         "inventory": "game.commands.everyday", "get": "game.commands.everyday",
                         "who": "game.commands.who", "quit": "game.commands.account"}, found


def test_choices_in_the_help_keep_their_bars():
    """`<leicht|normal|stark>`: Evennia reads `|n` and `|s` as colour codes, so a
    help text writes such a bar twice; what the reader sees keeps every bar."""
    import re

    from evennia.utils.ansi import parse_ansi

    from game.commands.default_cmdsets import AccountCmdSet, CharacterCmdSet

    lost = []
    for cmdset in (CharacterCmdSet(), AccountCmdSet()):
        cmdset.at_cmdset_creation()
        for command in cmdset.commands:
            for choice in re.findall(r"<[^<>\n]*\|[^<>\n]*>", command.__doc__ or ""):
                shown = parse_ansi(choice, strip_ansi=True)
                if shown != choice.replace("||", "|"):
                    lost.append(f"{command.key}: {choice} -> {shown}")
    assert lost == []
