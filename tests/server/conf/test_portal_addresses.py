"""The per-address budget of connections: idle ones make room, logged-in ones stay."""

from server.conf.portal_addresses import Addresses


class Connection:
    def __init__(self, name, logged_in=False):
        self.name, self.logged_in = name, logged_in

    def __repr__(self):
        return self.name


def test_twelve_idle_connections_keep_the_newest_eight():
    book = Addresses(idle_limit=8, total_limit=100)
    closed = []
    sockets = [Connection(f"idle{n}") for n in range(12)]
    for sock in sockets:
        admitted, to_close = book.admit("10.0.0.1", sock)
        assert admitted
        closed += to_close
    assert closed == sockets[:4]  # the oldest went, in order
    assert book.count("10.0.0.1") == 8


def test_a_login_comes_through_twelve_idle_ones_and_is_never_closed_for_them():
    book = Addresses(idle_limit=8, total_limit=100)
    for n in range(12):
        book.admit("10.0.0.1", Connection(f"idle{n}"))
    player = Connection("player")
    admitted, to_close = book.admit("10.0.0.1", player)
    assert admitted and len(to_close) == 1
    player.logged_in = True
    closed = []
    for n in range(20):
        closed += book.admit("10.0.0.1", Connection(f"more{n}"))[1]
    assert player not in closed and player in book.open["10.0.0.1"]


def test_other_addresses_have_their_own_budget():
    book = Addresses(idle_limit=2, total_limit=100)
    first = Connection("a1")
    book.admit("10.0.0.1", first)
    book.admit("10.0.0.1", Connection("a2"))
    assert book.admit("10.0.0.2", Connection("b1")) == (True, [])
    assert book.admit("10.0.0.1", Connection("a3")) == (True, [first])


def test_a_full_address_of_logged_in_players_refuses_and_closes_nobody():
    book = Addresses(idle_limit=8, total_limit=3)
    players = [Connection(f"p{n}", logged_in=True) for n in range(3)]
    for player in players:
        book.admit("10.0.0.1", player)
    assert book.admit("10.0.0.1", Connection("late")) == (False, [])
    assert book.open["10.0.0.1"] == players


def test_the_last_idle_one_makes_room_when_all_others_are_logged_in():
    book = Addresses(idle_limit=8, total_limit=3)
    for n in range(2):
        book.admit("10.0.0.1", Connection(f"p{n}", logged_in=True))
    idle = Connection("idle")
    book.admit("10.0.0.1", idle)
    assert book.admit("10.0.0.1", Connection("new")) == (True, [idle])


def test_leaving_forgets_and_tolerates_a_connection_closed_for_room():
    book = Addresses(idle_limit=1, total_limit=10)
    old, new = Connection("old"), Connection("new")
    book.admit("10.0.0.1", old)
    book.admit("10.0.0.1", new)  # old closed for it, forgotten already
    book.leave("10.0.0.1", old)
    assert book.count("10.0.0.1") == 1
    book.leave("10.0.0.1", new)
    assert book.count("10.0.0.1") == 0 and "10.0.0.1" not in book.open
