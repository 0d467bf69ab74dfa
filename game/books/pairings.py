"""What the staff read about repeated pairings (`aufsicht paarungen`, issue 48):
today's rated games between the same two people, most first, and accounts
that came from one address, so an account that loses on purpose to feed
another's rating is seen instead of silently rated.

The day's pairings are the ones the rating counts (rating.py: each person's
record keeps today's rated games against each opponent's player key). The
addresses: Evennia keeps an account's address of making (`db.creator_ip`,
written by Account.create) and a live session's `address`, but no address
of a login once the session is gone; so this module keeps the last
KEPT_ADDRESSES addresses each account logged in from, in the account's
Attribute `login_addresses` (written only here, by `logged_in`, the
receiver of Evennia's SIGNAL_ACCOUNT_POST_LOGIN in game/receivers.py).
"""

from evennia.accounts.models import AccountDB
from evennia.objects.models import ObjectDB

from game.books import rating, records
from game.cardgames import ranking

LOGIN_ADDRESSES = "login_addresses"
#: addresses kept per account, the newest last
KEPT_ADDRESSES = 10


def address_text(address):
    """A session's address as text: telnet may give (host, port), the web a text."""
    if isinstance(address, (tuple, list)):
        address = address[0] if address else ""
    return str(address or "").strip()


def logged_in(sender, session=None, **kwargs):
    """An account (`sender`) logged in: keep the session's address (signal receiver)."""
    address = address_text(getattr(session, "address", None))
    if not address:
        return
    kept = [a for a in (sender.attributes.get(LOGIN_ADDRESSES, default=None) or [])
            if a != address]
    sender.attributes.add(LOGIN_ADDRESSES, (kept + [address])[-KEPT_ADDRESSES:])


def addresses_of(account):
    """Every address known for `account`: of its making, its kept logins, its
    sessions now."""
    found = [address_text(account.attributes.get("creator_ip", default=None)),
             *(account.attributes.get(LOGIN_ADDRESSES, default=None) or []),
             *(address_text(session.address) for session in account.sessions.all())]
    return {address for address in found if address}


def shared_addresses():
    """[(address, [account names])] of every address more than one account came
    from, by address."""
    by_address = {}
    for account in AccountDB.objects.all():
        for address in addresses_of(account):
            by_address.setdefault(address, []).append(account)
    return sorted((address, sorted((a.key for a in accounts), key=str.lower))
                  for address, accounts in by_address.items() if len(accounts) > 1)


def account_id(key):
    """The account id in a player key `a<id>` (rating.player_key), else None."""
    return int(key[1:]) if key.startswith("a") and key[1:].isdigit() else None


def name_of(key):
    """Who a player key (rating.player_key) stands for, by name."""
    model = AccountDB if key.startswith("a") else ObjectDB
    found = model.objects.filter(id=int(key[1:])).first() if key[1:].isdigit() else None
    return found.key if found else key


def todays_pairs():
    """[(games, kind, key, key)] of today's rated games between the same two
    people per game kind, most first. Each side counts the games it was rated
    in; a pair's number is the larger count."""
    pairs = {}
    for kind in rating.kinds():
        for obj, record in records.recorded(kind):
            if records.is_computer_player(obj):
                continue
            mine = rating.player_key(obj)
            met = (record.get("pairings") or {}).get("met") or {}
            for other in met:
                games = rating.met_today(record, other)
                pair = (kind, *sorted((mine, other)))
                if games and mine != other:
                    pairs[pair] = max(pairs.get(pair, 0), games)
    return sorted(((games, *pair) for pair, games in pairs.items()),
                  key=lambda row: (-row[0], row[1], name_of(row[2]).lower()))


def one_address(first, second):
    """The addresses two player keys' accounts share (empty unless both are accounts)."""
    ids = [account_id(first), account_id(second)]
    if None in ids:
        return set()
    accounts = {a.id: a for a in AccountDB.objects.filter(id__in=ids)}
    if len(accounts) < 2:
        return set()
    return addresses_of(accounts[ids[0]]) & addresses_of(accounts[ids[1]])


def report():
    """The German text of `aufsicht paarungen`."""
    pairs = todays_pairs()
    lines = [f"|wGewertete Spiele heute zwischen denselben zwei Leuten|n (ab dem "
             f"{rating.FREE_PAIRINGS + 1}. am Tag zählt jedes nur halb so viel wie das davor):"]
    if not pairs:
        lines.append("  Heute gab es noch keine gewerteten Spiele zwischen Menschen.")
    for games, kind, first, second in pairs[:30]:
        shared = one_address(first, second)
        note = f" – |rdieselbe Adresse|n ({', '.join(sorted(shared))})" if shared else ""
        lines.append(f"  {games} × {name_of(first)} und {name_of(second)} "
                     f"({ranking.KINDS[kind]}){note}")
    lines.append("|wKonten, die von derselben Adresse kamen|n (bei der Anmeldung, beim "
                 "Anlegen oder jetzt):")
    shared = shared_addresses()
    if not shared:
        lines.append("  Keine: jedes Konto kam bisher von einer eigenen Adresse.")
    for address, names in shared:
        lines.append(f"  {address}: {', '.join(names)}")
    return "\n".join(lines)
