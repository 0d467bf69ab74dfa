"""What a complaint quotes (issue 49): the reported person's description as it was
(a description is reportable), and of private messages only those from the reported
person that the reporter could read: never one hidden from the reporter, never one
to somebody else."""

from game.commands.conduct import CmdBeschwerde, CmdIgnoriere
from game.people import complaints
from game.people.privatemessages import send
from tests.helpers.people import PeopleTest


class QuoteTest(PeopleTest):
    def setUp(self):
        super().setUp()
        self.connected_are()
        self.carla = self.third_person()

    def complain(self):
        self.call(CmdBeschwerde(), "TestAccount = pöbelt", "Deine Beschwerde über TestAccount",
                  caller=self.account2)
        return complaints.open_ones().last()


class TestQuote(QuoteTest):
    def test_the_description_of_the_reported_is_quoted_as_it_was(self):
        self.char1.db.desc = "Ich bin der Größte und ihr seid alle ..."
        report = self.complain()
        self.char1.db.desc = "Ganz harmlos."
        assert complaints.quoted(report)["descriptions"] == [
            ["Char", "Ich bin der Größte und ihr seid alle ..."]]
        assert ("Beschreibung von Char (damals): Ich bin der Größte"
                in complaints.summary(report))

    def test_only_the_messages_of_the_reported_to_the_reporter_are_quoted(self):
        send(self.account, [self.account2], "An dich, Zwei")
        send(self.account, [self.carla], "Geheim an Carla")
        send(self.account2, [self.account], "Von Zwei an Eins")
        lines = complaints.quoted(self.complain())["lines"]
        assert any("TestAccount: An dich, Zwei" in line for line in lines)
        assert not any("Carla" in line or "Von Zwei" in line for line in lines)

    def test_a_message_hidden_from_the_reporter_is_never_quoted(self):
        self.call(CmdIgnoriere(), "TestAccount", "Du ignorierst jetzt", caller=self.account2)
        send(self.account, [self.account2], "Nie gelesen")
        lines = complaints.quoted(self.complain())["lines"]
        assert not any("Nie gelesen" in line for line in lines)
