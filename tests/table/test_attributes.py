"""The table's Attributes (game/table/attributes.py): declared once, written only
by the modules declared for them; keys of an older database moved at start."""

from pathlib import Path

from game.table.attributes import RENAMED, TABLE_ATTRIBUTES, migrate
from tests.helpers.decks import RecordTest
from tests.helpers.writes import attribute_writes

ROOT = Path(__file__).resolve().parents[2]
#: modules whose `self` is a card table
TABLE_CLASSES = ("game/typeclasses/tables.py", "game/typeclasses/carddecks.py",
                 "game/typeclasses/school.py", "game/typeclasses/daily.py")


def table_writes():
    """{key: {module}} for every write of a card table's Attribute in game/:
    through `table`, `self.table` or `sender` (a receiver's table), and `self` in
    the table classes."""
    found = {}
    for path in (ROOT / "game").rglob("*.py"):
        if "cardgames" in path.parts:
            continue
        name = str(path.relative_to(ROOT))
        holders = {"table", "sender", "self.table"} | ({"self"} if name in TABLE_CLASSES else set())
        for _, key in attribute_writes(path.read_text(), holders):
            found.setdefault(key, set()).add(name)
    return found


def test_every_table_attribute_written_is_declared_with_its_writers():
    undeclared = {key: sorted(mods) for key, mods in table_writes().items()
                  if key not in TABLE_ATTRIBUTES or not mods <= set(TABLE_ATTRIBUTES[key][0])}
    # a computer player's and a room's own keys are no table's (same names as `self.db`)
    assert undeclared == {}


def test_seats_and_match_have_one_writer_each():
    writes = table_writes()
    assert writes["seats"] == {"game/table/seats.py"}
    assert writes["match"] == {"game/table/commit.py"}


def test_the_keys_are_english_and_the_old_ones_are_not_used():
    assert not set(RENAMED) & set(TABLE_ATTRIBUTES)
    assert not set(RENAMED) & set(table_writes())


class TestOldKeys(RecordTest):
    def test_an_older_tables_german_keys_move_to_todays_once(self):
        self.deck.attributes.add("turnier", 17)
        self.deck.attributes.add("revanche", {"offer": None, "preset": "66"})
        self.deck.db.rematch = None
        self.deck.attributes.remove("rematch")
        migrate(self.deck)
        assert self.deck.db.tournament == 17
        assert dict(self.deck.db.rematch) == {"offer": None, "preset": "66"}
        assert not self.deck.attributes.has("turnier")
        assert not self.deck.attributes.has("revanche")
        migrate(self.deck)  # again: nothing changes
        assert self.deck.db.tournament == 17

    def test_a_key_already_set_keeps_its_value(self):
        self.deck.db.settlement = {"game": "1:0", "ready": [0], "pause": False}
        self.deck.attributes.add("abrechnung", {"game": "old"})
        migrate(self.deck)
        assert self.deck.db.settlement["game"] == "1:0"
        assert not self.deck.attributes.has("abrechnung")
