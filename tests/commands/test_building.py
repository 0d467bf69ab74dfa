"""Builders furnish rooms: place tables and computer players, list and remove them; locks."""

from evennia.commands.default.building import CmdDestroy, CmdSpawn
from evennia.objects.models import ObjectDB
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import building
from game.commands.default_cmdsets import CharacterCmdSet
from game.commands.everyday import CmdNimm
from game.commands.help import CmdHilfe
from game.commands.table import seats as table_seats
from game.common.things import TABLE_TAG
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from server.conf.at_server_startstop import at_server_start
from tests.helpers.tables import connect, quick_tables


class BuildingTest(EvenniaCommandTest):
    """char1 is a Builder (nothing more), char2 a plain player in the same room."""

    def setUp(self):
        super().setUp()
        self.account.permissions.clear()
        self.account.permissions.add("Builder")
        self.char1.permissions.clear()
        connect(self.char2)
        self.timers = quick_tables(self)

    def tables(self):
        return [obj for obj in self.room1.contents if obj.tags.has(*TABLE_TAG)]

    def players(self):
        return [obj for obj in self.room1.contents if isinstance(obj, CardPlayer)]

    def furnish(self):
        """A Gaigel table for two and Berta, a computer player who likes Gaigel."""
        self.call(building.CmdAufstellen(), "gaigel zu zweit", "Aufgestellt: Gaigeltisch")
        self.call(building.CmdKartenspieler(), "Berta = leicht gaigel", "Erschaffen: Berta")
        [self.table], [self.berta] = self.tables(), self.players()

    def start_match(self):
        """Char2 and Berta sit down at the table and a match begins."""
        self.call(table_seats.CmdSit(), "", "Du setzt dich", caller=self.char2)
        self.call(table_seats.CmdInvite(), "Berta", "Berta nimmt", caller=self.char2)
        self.table.start(seed=3)


class TestAufstellen(BuildingTest):
    def test_gaigel_table_with_preset_seats_options_and_name(self):
        self.call(building.CmdAufstellen(), "gaigel zu zweit bis 3 dissle:ja = Ecktisch",
                  "Aufgestellt: Ecktisch (#")
        [table] = self.tables()
        assert isinstance(table, GaigelTable) and table.key == "Ecktisch"
        assert table.db.preset == "gaigel2" and table.seats.copies() == [None, None]
        assert table.db.options == {"match_target": 3, "dissle": True}
        assert table.tags.has("gaigeltisch", category="from_prototype")
        assert "tisch" in table.aliases.all()

    def test_66_deck_with_default_name_and_exchange_option(self):
        self.call(building.CmdAufstellen(), "schnapsen sofort tauschen",
                  "Aufgestellt: 66-Kartenspiel (#")
        [deck] = self.tables()
        assert isinstance(deck, SixtySixDeck) and deck.db.preset == "schnapsen"
        assert deck.db.options == {"exchange_anytime": True}

    def test_the_room_sees_the_table_placed(self):
        self.call(building.CmdAufstellen(), "66 zu dritt",
                  {self.char2: "Char stellt das 66-Kartenspiel auf."})
        assert self.tables()[0].db.preset == "dreier"

    def test_a_placed_table_plays_with_its_options(self):
        self.call(building.CmdAufstellen(), "gaigel2 bis 3", "Aufgestellt")
        [table] = self.tables()
        table.seats.sit(self.char1)
        table.seats.sit(self.char2)
        table.start(seed=1)
        assert table.match.preset == "gaigel2" and table.match.target == 3

    def test_bad_input_gets_a_german_reason_and_places_nothing(self):
        for args, reason in [
            ("", "Zuerst die Spielart"),
            ("skat", "Zuerst die Spielart"),
            ("gaigel zu zweit blau", "„blau“ verstehe ich nicht."),
            ("66 zu sechst", "Zu sechst spielt man an diesem Tisch nicht."),
            ("gaigel sofort tauschen", "Unbekannte Einstellung „exchange_anytime“."),
            ("66 players:3", "Die Zahl der Plätze folgt aus der Spielart"),
            ("66 bis 0", "Gespielt wird bis 3, 7 oder 11."),
            ("66 bis 5", "Gespielt wird bis 3, 7 oder 11."),
            ("66 exchange_card:sieben", "Ohne Neunen kann nicht mit der Neun geraubt werden. "
                                        "(bei „schnapsen“, das man hier auch spielt)"),
            ("66 = Char2", "Hier gibt es schon „Char2“"),
        ]:
            self.call(building.CmdAufstellen(), args, reason)
        assert self.tables() == []

    def test_an_article_before_the_name_sets_how_messages_speak_of_the_table(self):
        self.call(building.CmdAufstellen(), "schnapsen = die Kartenrunde",
                  "Aufgestellt: Kartenrunde (#")
        [table] = self.tables()
        assert table.key == "Kartenrunde"
        self.call(table_seats.CmdSit(), "", "Du setzt dich an die Kartenrunde (Platz 1).")
        self.call(table_seats.CmdStand(), "", "Du stehst von der Kartenrunde auf.")

    def test_a_second_table_needs_its_own_name(self):
        self.call(building.CmdAufstellen(), "gaigel", "Aufgestellt")
        self.call(building.CmdAufstellen(), "gaigel", "Hier gibt es schon „Gaigeltisch“")
        self.call(building.CmdAufstellen(), "gaigel = Ecktisch", "Aufgestellt")
        assert sorted(t.key for t in self.tables()) == ["Ecktisch", "Gaigeltisch"]


class TestUmstellen(BuildingTest):
    def setUp(self):
        super().setUp()
        self.furnish()

    def test_new_preset_and_options_replace_the_old_ones(self):
        self.call(building.CmdUmstellen(), "Gaigeltisch = gaigel zu viert bis 7 dissle:ja",
                  "Umgestellt: Gaigeltisch (#")
        assert self.table.db.preset == "gaigel4" and len(self.table.seats.copies()) == 4
        assert self.table.db.options == {"match_target": 7, "dissle": True}

    def test_seated_players_stay(self):
        self.table.seats.sit(self.char2)
        self.call(building.CmdUmstellen(), "Gaigeltisch = gaigel zu dritt", "Umgestellt")
        assert self.table.seats.of(self.char2) == 0 and len(self.table.seats.copies()) == 3

    def test_refusals_change_nothing(self):
        before = (self.table.db.preset, dict(self.table.db.options))
        for args, reason in [
            ("", "Benutzung: umstellen"),
            ("Tresen = gaigel", "Hier gibt es keinen Kartentisch „Tresen“."),
            ("Gaigeltisch = schnapsen", "Am Gaigeltisch spielt man gaigel4, gaigel2"),
            ("Gaigeltisch = gaigel zu viert blau", "„blau“ verstehe ich nicht."),
        ]:
            self.call(building.CmdUmstellen(), args, reason)
        self.start_match()
        self.call(building.CmdUmstellen(), "Gaigeltisch = gaigel zu viert",
                  "Erst muss die laufende Partie zu Ende sein.")
        assert (self.table.db.preset, dict(self.table.db.options)) == before


class TestKartenspieler(BuildingTest):
    def test_creates_a_computer_player_with_strength_favourite_and_description(self):
        self.call(building.CmdKartenspieler(), "Oma Berta = stark gaigel Eine alte Dame.",
                  "Erschaffen: Oma Berta (#")
        [npc] = self.players()
        assert npc.key == "Oma Berta" and npc.db.desc == "Eine alte Dame."
        assert (npc.db.strength, npc.db.favourite) == ("stark", "Gaigel")
        assert npc.tags.has("kartenspieler", category="kartenwelt")
        assert npc.tags.has("kartenspieler", category="from_prototype")
        assert npc.db.talk  # table talk from the prototype

    def test_order_of_strength_and_game_is_free_and_the_description_optional(self):
        self.call(building.CmdKartenspieler(), "Hans = 66 leicht",
                  {self.char1: "Erschaffen: Hans", self.char2: "Hans kommt herein."})
        [npc] = self.players()
        assert (npc.db.strength, npc.db.favourite) == ("leicht", "66")
        assert "Stammgast" in npc.db.desc

    def test_bad_input_gets_a_german_reason_and_creates_nobody(self):
        for args, reason in [
            ("", "Benutzung: kartenspieler <name>"),
            ("= stark 66", "Benutzung: kartenspieler <name>"),
            ("Hans", "Benutzung: kartenspieler <name>"),
            ("Hans = mittel 66", "Die Stärke ist leicht, normal oder stark."),
            ("Hans = stark skat", "Das Lieblingsspiel ist 66 oder gaigel."),
            ("Char2 = stark 66", "Hier gibt es schon „Char2“"),
        ]:
            self.call(building.CmdKartenspieler(), args, reason)
        assert self.players() == []

    def test_the_new_player_sits_down_and_plays(self):
        self.furnish()
        self.start_match()
        assert self.table.seats.copies()[1]["name"] == "Berta" and self.table.seats.copies()[1]["npc"]
        assert self.table.seats.copies()[1]["strength"] == "leicht"


class TestEinrichtung(BuildingTest):
    def test_lists_tables_with_preset_seats_match_and_players_with_strength(self):
        self.furnish()
        self.start_match()
        text = self.call(building.CmdEinrichtung(), "", "Kartentische in Room:")
        assert "Gaigeltisch (#" in text and "Gaigel zu zweit; Plätze 2/2 (Char2, Berta)" in text
        assert "Partie läuft (Striche: Char2 0, Berta 0)" in text
        assert "Berta (#" in text
        assert "leicht, spielt am liebsten Gaigel; sitzt am Gaigeltisch" in text

    def test_shows_options_and_no_match(self):
        self.call(building.CmdAufstellen(), "schnapsen bis 3 sofort tauschen", "Aufgestellt")
        text = self.call(building.CmdEinrichtung(), "", "Kartentische in Room:")
        assert "Schnapsen; Plätze 0/2; Einstellungen: bis 3, sofort rauben; keine Partie" in text

    def test_empty_room(self):
        self.call(building.CmdEinrichtung(), "",
                  "Kartentische in Room:\n  keine\nComputerspieler:\n  keine")

    def test_alle_lists_every_room_with_running_matches(self):
        self.call(building.CmdEinrichtung(), "alle", "In der ganzen Welt steht kein Kartenmöbel.")
        self.furnish()
        self.start_match()
        self.char1.location = self.room2
        self.call(building.CmdAufstellen(), "schnapsen = Ecktisch", "Aufgestellt")
        text = self.call(building.CmdEinrichtung(), "alle",
                         "Kartenmöbel der ganzen Welt (eine Partie läuft):")
        assert text.index("Room:") < text.index("Gaigeltisch (#") < text.index("Berta (#")
        assert text.index("Room2:") < text.index("Ecktisch (#")


class TestAbbauen(BuildingTest):
    def setUp(self):
        super().setUp()
        self.furnish()

    def gone(self, obj):
        return not ObjectDB.objects.filter(id=obj.id).exists()

    def fire_left_over_timers(self):
        """Timers of the ended match find nothing to do (and raise nothing)."""
        while self.timers.pending:
            _, callback, args = self.timers.pending.pop(0)
            callback(*args)

    def question(self, args):
        """What `abbauen <args>` asks before it removes anything."""
        command = building.CmdAbbauen()
        command.caller, command.args = self.char1, args
        return next(command.func())

    def test_a_table_without_a_match_goes_at_once(self):
        self.call(building.CmdAbbauen(), "Gaigeltisch",
                  {self.char1: "Char baut den Gaigeltisch ab.",
                   self.char2: "Char baut den Gaigeltisch ab."})
        assert self.gone(self.table)

    def test_a_running_match_asks_first_and_no_changes_nothing(self):
        self.start_match()
        assert self.question("Gaigeltisch") == (
            "Am Gaigeltisch läuft eine Partie; sie endet dann ohne Wertung. "
            "Den Gaigeltisch trotzdem abbauen? (ja/nein)")
        self.call(building.CmdAbbauen(), "Gaigeltisch", "Abgebrochen, nichts geändert.",
                  inputs=["nein"])
        assert not self.gone(self.table) and self.table.playing()

    def test_yes_ends_the_match_unscored_and_tells_the_players(self):
        self.start_match()
        self.call(building.CmdAbbauen(), "tisch",
                  {self.char1: "Berta steht vom Gaigeltisch auf.|Char baut den Gaigeltisch ab.",
                   self.char2: "Der Gaigeltisch wird abgebaut; die Partie endet ohne Wertung."},
                  inputs=["ja"])
        assert self.gone(self.table)
        self.fire_left_over_timers()

    def test_a_computer_player_in_a_running_match_asks_then_ends_it(self):
        self.start_match()
        assert self.question("Berta").startswith("Am Gaigeltisch läuft eine Partie")
        self.call(building.CmdAbbauen(), "Berta",
                  {self.char1: "Berta steht vom Gaigeltisch auf.|Berta verabschiedet sich",
                   self.char2: "Berta muss gehen; die Partie endet ohne Wertung."},
                  inputs=["j"])
        assert self.gone(self.berta)
        assert not self.table.playing() and self.table.match is None
        assert self.table.seats.copies()[0]["name"] == "Char2" and self.table.seats.copies()[1] is None
        self.fire_left_over_timers()

    def test_a_seated_computer_player_without_a_match_frees_the_seat(self):
        self.table.seats.sit(self.berta)
        self.call(building.CmdAbbauen(), "Berta", "Berta verabschiedet sich und geht.")
        assert self.gone(self.berta) and self.table.seats.copies() == [None, None]

    def test_only_card_furniture_and_computer_players(self):
        self.call(building.CmdAbbauen(), "Obj",
                  "Hier gibt es keinen Kartentisch und keinen Computerspieler „Obj“.")
        self.call(building.CmdAbbauen(), "", "Benutzung: abbauen <name>")
        assert not self.gone(self.obj1)

    def test_evennia_destroy_also_ends_a_running_match(self):
        self.start_match()
        self.call(CmdDestroy(), "Gaigeltisch",
                  {self.char2: "Der Gaigeltisch wird abgebaut; die Partie endet ohne Wertung."},
                  inputs=["yes"])
        assert self.gone(self.table)


class TestLocks(BuildingTest):
    def setUp(self):
        super().setUp()
        self.furnish()

    def test_only_builders_may_use_the_builder_commands(self):
        for command in building.BUILDER_COMMANDS:
            assert command().access(self.char1, "cmd"), command.key
            assert not command().access(self.char2, "cmd"), command.key

    def test_players_cannot_pick_up_move_or_destroy_furniture_or_computer_players(self):
        for obj in (self.table, self.berta):
            for access in ("get", "teleport", "delete", "control", "edit"):
                assert not obj.access(self.char2, access), (obj.key, access)
                assert obj.access(self.char1, access), (obj.key, access)
            self.call(CmdNimm(), obj.key, caller=self.char2)
            self.call(CmdDestroy(), obj.key, caller=self.char2, inputs=["yes"])
            assert obj.location == self.room1
        assert not self.berta.access(self.char1, "puppet")

    def test_server_start_mends_locks_of_an_older_database_but_keeps_a_builders_own(self):
        for obj in (self.table, self.berta):   # as created before the locks existed
            obj.locks.add("delete:perm(Admin);teleport:all()")
            obj.attributes.remove("locks_set")
        at_server_start()
        for obj in (self.table, self.berta):
            assert obj.access(self.char1, "delete") and not obj.access(self.char2, "teleport")
        self.berta.locks.add("get:false()")       # a builder's own lock after the mending
        at_server_start()
        assert not self.berta.access(self.char1, "get")  # the builder's lock stays

    def test_taking_furniture_or_people_gets_a_german_refusal(self):
        self.call(CmdNimm(), "Gaigeltisch",
                  "Den Gaigeltisch nimmt man nicht mit – setz dich lieber dazu.", caller=self.char2)
        self.call(CmdNimm(), "Berta", "Berta lässt sich nicht einfach mitnehmen.",
                  caller=self.char2)
        self.call(CmdNimm(), "", "Was möchtest du nehmen?", caller=self.char2)

    def test_builders_may_pick_up_the_table(self):
        self.call(CmdNimm(), "Gaigeltisch", "Du nimmst den Gaigeltisch.")
        assert self.table.location == self.char1

    def help_topics(self, caller, mode):
        """The command and file topics `hilfe` offers `caller` (mode: list or query)."""
        command = CmdHilfe()
        command.caller, command.cmdset, command.session = caller, CharacterCmdSet(), None
        commands, _, files = command.collect_topics(caller, mode=mode)
        return set(commands) | set(files)

    def test_help_shows_builder_commands_to_builders_only(self):
        keys = {command.key for command in building.BUILDER_COMMANDS} | {"kartenwelt bauen"}
        for mode in ("list", "query"):
            assert keys <= self.help_topics(self.char1, mode)
            assert not keys & self.help_topics(self.char2, mode)
            assert "setzen" in self.help_topics(self.char2, mode)
        for command in building.BUILDER_COMMANDS:
            assert "Benutzung:" in command.__doc__ and command.help_category == "bauen"
            text = self.call(CmdHilfe(), command.key, cmdset=CharacterCmdSet())
            assert command.__doc__.strip().splitlines()[0] in text, command.key


class TestPrototypes(BuildingTest):
    def test_spawn_places_a_gaigel_table_with_seats_for_its_preset(self):
        self.call(CmdSpawn(), "gaigeltisch", "Spawned")
        self.call(CmdSpawn(), '{"prototype_parent": "gaigeltisch", "key": "Kleiner Tisch", '
                              '"preset": "gaigel2"}', "Spawned")
        seats = {table.key: len(table.seats.copies()) for table in self.tables()}
        assert seats == {"Gaigeltisch": 4, "Kleiner Tisch": 2}

    def test_spawn_places_the_deck_and_computer_players_of_each_strength(self):
        self.call(CmdSpawn(), "kartenspiel_66", "Spawned")
        self.call(CmdSpawn(), "kartenspieler_stark", "Spawned")
        assert any(isinstance(table, SixtySixDeck) for table in self.tables())
        self.call(CmdSpawn(), "kartenspieler_leicht", "Spawned")
        assert sorted(npc.db.strength for npc in self.players()) == ["leicht", "stark"]

    def test_a_bad_preset_in_a_prototype_falls_back_to_the_default(self):
        self.call(CmdSpawn(), '{"prototype_parent": "kartenspiel_66", "preset": "skat"}',
                  "Spawned")
        deck = next(t for t in self.tables() if isinstance(t, SixtySixDeck))
        assert deck.db.preset == "66" and len(deck.seats.copies()) == 2
