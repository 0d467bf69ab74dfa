"""Names of people: German letters welcome; computer players and people never share a name."""

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import building
from game.typeclasses.accounts import Account
from game.typeclasses.cardplayers import CardPlayer


class TestNames(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        create_object(CardPlayer, key="Ferdl", location=self.room2)

    def test_an_account_may_have_german_letters(self):
        valid, errors = Account.validate_username("Jörg")
        assert valid, errors

    def test_the_character_keeps_the_german_letters_of_the_account(self):
        account, errors = Account.create(username="Jörg", password="Herz-Dame-77")
        assert account, errors
        assert [char.key for char in account.characters] == ["Jörg"]

    def test_an_account_cannot_take_a_computer_players_name(self):
        for name in ("Ferdl", "ferdl"):
            valid, errors = Account.validate_username(name)
            assert not valid
            assert "heißt schon ein Computerspieler" in " ".join(str(e) for e in errors)
        account, errors = Account.create(username="Ferdl", password="Herz-Dame-77")
        assert account is None and errors

    def test_a_builder_cannot_name_a_computer_player_like_a_person_or_another(self):
        for name in (self.account.key, "FERDL"):
            self.call(building.CmdKartenspieler(), f"{name} = normal 66",
                      f"„{name}“ heißt schon jemand in der Welt")
        assert not [obj for obj in self.room1.contents if isinstance(obj, CardPlayer)]


class TestLookAlikes(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        create_object(CardPlayer, key="Ferdl", location=self.room2)
        Account.create(username="Anna", password="Herz-Dame-77")

    def test_a_name_with_a_cyrillic_letter_beside_a_person_is_refused(self):
        for name in ("Аnna", "АNNA", "Αnnα"):  # Cyrillic А; Greek Alpha
            valid, errors = Account.validate_username(name)
            assert not valid, name
            assert "sieht zum Verwechseln aus wie „Anna“" in " ".join(map(str, errors))

    def test_a_look_alike_of_a_computer_player_is_refused(self):
        for name in ("Ferdӏ", "FerdI", "Ferd1"):  # Cyrillic palochka, capital i, digit one
            valid, errors = Account.validate_username(name)
            assert not valid, name
            assert "Computerspieler Ferdl" in " ".join(map(str, errors))

    def test_real_names_stay_apart(self):
        for name in ("Ferdi", "Jörg", "Anni", "Hanna"):
            valid, errors = Account.validate_username(name)
            assert valid, (name, errors)

    def test_a_builder_cannot_name_a_computer_player_like_a_person(self):
        self.call(building.CmdKartenspieler(), "Аnna = normal 66", "„Аnna“ heißt schon jemand")


class TestMoreLookAlikes(EvenniaCommandTest):
    """Issue 34: rn for m, trailing punctuation, parts of a computer player's name."""

    def setUp(self):
        super().setUp()
        create_object(CardPlayer, key="Hofrat Pospischil", location=self.room2)
        for name in ("Anna", "Emil", "Wolf"):
            Account.create(username=name, password="Herz-Dame-77")

    def refused(self, name, words):
        valid, errors = Account.validate_username(name)
        assert not valid, name
        assert words in " ".join(map(str, errors)), (name, errors)

    def test_rn_for_m_and_vv_for_w_are_look_alikes(self):
        self.refused("Ernil", "sieht zum Verwechseln aus wie „Emil“")
        self.refused("Vvolf", "sieht zum Verwechseln aus wie „Wolf“")

    def test_punctuation_beside_a_name_is_a_look_alike(self):
        for name in ("Anna.", "Anna_", "_Anna", "An-na", "Anna+"):
            self.refused(name, "sieht zum Verwechseln aus wie „Anna“")

    def test_the_parts_of_a_computer_players_name_are_taken(self):
        for name in ("Hofrat", "pospischil", "Pospischi1", "HofratPospischil"):
            self.refused(name, "Computerspieler")
            self.refused(name, "Hofrat Pospischil")

    def test_other_names_stay_free(self):
        for name in ("Emilia", "Anne", "Hofrätin", "Marn", "Rosa"):
            valid, errors = Account.validate_username(name)
            assert valid, (name, errors)
