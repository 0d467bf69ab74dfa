"""
Evennia settings of the card-player MUD (Kaffeehaus von Sarasande, Besenwirtschaft).

Only what differs from `evennia.settings_default` lives here. Ports and the
database file come from environment variables, so a second server (a test
server, say) can run beside the first:

    MUD_TELNET_PORT (4000)  MUD_WEB_PORT (4001)  MUD_WEBSOCKET_PORT (4002)
    MUD_INTERNAL_PORT (4005)  MUD_AMP_PORT (4006)  MUD_DB_PATH (server/evennia.db3)
    MUD_DATABASE_URL (unset: SQLite; postgresql://user:pass@host:port/db: PostgreSQL)
"""

import os

from evennia.settings_default import *  # noqa: F401,F403


def _port(name, default):
    """Read a port number from the environment."""
    value = os.environ.get(name, "")
    return int(value) if value.strip() else default


######################################################################
# The game
######################################################################

SERVERNAME = "Kartenrunde Sarasande"
GAME_SLOGAN = "Sechsundsechzig im Kaffeehaus, Gaigel in der Besenwirtschaft"
PROTOTYPE_MODULES = ["world.prototypes"]  # card furniture and computer players for `spawn`
# Worker processes for the computer players (game/thinking.py): None = one per core.
CARD_AI_WORKERS = None
# A Dask scheduler for the computer players' thinking (game/cluster.py), e.g.
# "tcp://ki.example:8786"; None: the environment variable CARD_AI_CLUSTER, else
# the local worker processes. Needs the extra `cluster` (pip install ".[cluster]").
CARD_AI_CLUSTER = None
# Questions with a smaller think budget (seconds) stay in the local worker processes
# even with a cluster: the `leicht` player's 0.2 s decisions cost less than Dask's
# round trip (game/thinking.py, worth_sending). 0: every question to the cluster.
CARD_AI_CLUSTER_MIN_BUDGET = 0.5

# Account names: letters of any language (Jörg, Grüßle), not a computer player's name.
AUTH_USERNAME_VALIDATORS = [
    {"NAME": "django.contrib.auth.validators.UnicodeUsernameValidator"},
    {"NAME": "django.core.validators.MinLengthValidator", "OPTIONS": {"limit_value": 3}},
    {"NAME": "django.core.validators.MaxLengthValidator", "OPTIONS": {"limit_value": 30}},
    {"NAME": "evennia.server.validators.EvenniaUsernameAvailabilityValidator"},
    {"NAME": "game.people.names.NotAComputerPlayer"},
    {"NAME": "game.people.names.NotALookAlike"},  # Аnna (Cyrillic А) beside Anna
]

TELNET_PORTS = [_port("MUD_TELNET_PORT", 4000)]
WEBSERVER_PORTS = [(_port("MUD_WEB_PORT", 4001), _port("MUD_INTERNAL_PORT", 4005))]
WEBSOCKET_CLIENT_PORT = _port("MUD_WEBSOCKET_PORT", 4002)
AMP_PORT = _port("MUD_AMP_PORT", 4006)

######################################################################
# The database: SQLite (durable) by default, PostgreSQL by MUD_DATABASE_URL
######################################################################


def database_from_url(url):
    """`postgresql://user:pass@host:port/db` -> a Django DATABASES entry (psycopg 3)."""
    from urllib.parse import unquote, urlsplit

    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres") or not parts.path.strip("/"):
        raise ValueError("MUD_DATABASE_URL must look like postgresql://user:pass@host:port/db, "
                         f"not {parts.scheme}://...")
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": unquote(parts.path.lstrip("/")),
        "USER": unquote(parts.username or ""),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": parts.hostname or "",
        "PORT": str(parts.port or ""),
        "CONN_HEALTH_CHECKS": True,  # a restarted PostgreSQL is reconnected to
    }


DATABASE_URL = os.environ.get("MUD_DATABASE_URL", "").strip()
# SQLite: Evennia's default `synchronous=OFF` may lose committed moves when the
# machine (not just the server) crashes. WAL with synchronous=NORMAL keeps every
# commit across a killed server and an OS crash loses at most the last moment's
# commits, never the file; FULL would fsync every commit. Set on every
# connection (init_command) and again by Evennia at start (SQLITE3_PRAGMAS).
SQLITE_DURABILITY = ("PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL")
SQLITE3_PRAGMAS = ("PRAGMA cache_size=10000", "PRAGMA temp_store=2") + SQLITE_DURABILITY
if DATABASE_URL:
    DATABASES = {"default": database_from_url(DATABASE_URL)}
else:
    DATABASES["default"]["NAME"] = os.path.abspath(  # noqa: F405
        os.environ.get("MUD_DB_PATH") or os.path.join(GAME_DIR, "server", "evennia.db3")  # noqa: F405
    )
    DATABASES["default"]["OPTIONS"] = {  # noqa: F405
        "init_command": ";".join(SQLITE_DURABILITY),
        "timeout": 20,  # seconds a writer waits for another (a backup, a thread)
    }

# German: our own texts are German, Evennia's where it has a translation.
USE_I18N = True
LANGUAGE_CODE = "de"
# Our own wording (with "du") of the Evennia and Django messages players read comes first.
LOCALE_PATHS = [
    os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                 "game", "locale"),
] + LOCALE_PATHS  # noqa: F405
TIME_ZONE = "Europe/Berlin"
# What everyone reads when an admin reloads (`reload [grund]`): German, as the rest.
SERVER_RELOAD_INITIATE_MSG = " Der Server startet neu {reason}…"

######################################################################
# What players may send, and what they see when something breaks
######################################################################

# Never show tracebacks (with the machine's paths) to players; the log has them.
IN_GAME_ERRORS = False
MAX_CHAR_LIMIT = 6000  # characters of one input line
MAX_CHAR_LIMIT_WARNING = ("Diese Zeile ist zu lang (höchstens 6000 Zeichen); sie wurde nicht "
                          "ausgeführt. Teil sie bitte auf.")
SERVER_SESSION_CLASS = "server.conf.serversession.Session"  # screen sizes kept sane

# Connections (server/conf/portal_guard.py): a cap per address and a timeout
# before login instead of Evennia's slow global queue (2 a second), which let
# 40 idle sockets delay a real player's login screen by 20 seconds.
TELNET_PROTOCOL_CLASS = "server.conf.telnet_charset.Telnet"  # portal_guard.Telnet + CHARSET
WEBSOCKET_PROTOCOL_CLASS = "server.conf.portal_guard.WebSocket"  # no deep-JSON crash
AMP_SERVER_PROTOCOL_CLASS = "server.conf.portal_guard.AMPServer"  # restarts a dead server
AMP_CLIENT_PROTOCOL_CLASS = "server.conf.nodelay.AMPClient"  # the server's end, no Nagle delay
# The server believes X-Forwarded-For only from the portal (Evennia's UPSTREAM_IPS); the
# portal writes it itself from the visitor's address. A reverse proxy in front of the
# portal (nginx, say) is believed only when named here: MUD_TRUSTED_PROXIES="10.0.0.5,...".
UPSTREAM_IPS = ["127.0.0.1"]
WEB_PROXY_UPSTREAM_IPS = [ip.strip() for ip in os.environ.get("MUD_TRUSTED_PROXIES", "").split(",")
                          if ip.strip()]
# A club's players share one address: connections not logged in get a budget of their
# own (the oldest goes when a new one comes), logged-in ones are never refused for them;
# all connections of one address together: 100 (server/conf/portal_addresses.py).
MAX_IDLE_CONNECTIONS_PER_ADDRESS = 8
MAX_CONNECTIONS_PER_ADDRESS = 100
LOGIN_TIMEOUT = 60  # seconds a connection may stay without logging in
MAX_CONNECTION_RATE = 50  # new connections a second, all addresses together
# Throttles stay on, wide enough for a tournament where the players of a club
# share one address: per address 20 new accounts in 10 minutes, 15 failed
# logins in 5 minutes (right logins are never counted). Stock Evennia: 2 and 5.
CREATION_THROTTLE_LIMIT = 20
CREATION_THROTTLE_TIMEOUT = 10 * 60
LOGIN_THROTTLE_LIMIT = 15
LOGIN_THROTTLE_TIMEOUT = 5 * 60
# Password hashing (PBKDF2) in a pool of low-priority threads, never on the reactor
# (game/common/hashing.py; PASSWORD_HASHING_THREADS = n sets its size, default one per core);
# False hashes inline like stock Evennia: only for bench/load.py's baseline.
PASSWORD_HASHING_IN_THREAD = True
# Login and creation throttles in a file cache: they survive reload and restart.
CACHES = {**CACHES, "throttle": {  # noqa: F405
    "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
    "LOCATION": os.path.join(GAME_DIR, "server", "throttle-cache"),  # noqa: F405
    "TIMEOUT": 60 * 10,
    "OPTIONS": {"MAX_ENTRIES": 5000},
}}
# Fairness: one connection gets at most MAX_COMMAND_RATE inputs (OOB messages
# included) a second through to the server, so a flooding player cannot crowd out
# the others (bench/stall.py); Evennia's default is 80. What comes faster waits in a
# queue of COMMAND_QUEUE_LIMIT and follows at that rate (a burst ending with `lege`
# plays the card); past that the oldest waiting input goes, with this warning.
# The portal also strips control characters from every input
# (server/conf/portal_input.py).
PORTAL_SESSION_HANDLER_CLASS = "server.conf.portal_input.PortalSessionHandler"
MAX_COMMAND_RATE = 5
COMMAND_QUEUE_LIMIT = 20
COMMAND_RATE_WARNING = ("Du schickst Befehle zu schnell; was zu viel war, ist verworfen. Warte "
                        "einen Augenblick und versuch es dann.")

######################################################################
# Code lives in the `game` package
######################################################################

TYPECLASS_PATHS = ["game.typeclasses"] + [
    path for path in TYPECLASS_PATHS if path != "typeclasses"  # noqa: F405
]
BASE_ACCOUNT_TYPECLASS = "game.typeclasses.accounts.Account"
BASE_GUEST_TYPECLASS = "game.typeclasses.accounts.Guest"
BASE_OBJECT_TYPECLASS = "game.typeclasses.objects.Object"
BASE_CHARACTER_TYPECLASS = "game.typeclasses.characters.Character"
BASE_ROOM_TYPECLASS = "game.typeclasses.rooms.Room"
BASE_EXIT_TYPECLASS = "game.typeclasses.exits.Exit"
BASE_CHANNEL_TYPECLASS = "game.typeclasses.channels.Channel"
BASE_SCRIPT_TYPECLASS = "game.typeclasses.scripts.Script"
#: No stock `Public` channel: the Plausch and the room channels are made at start and
#: joined at login (game/typeclasses/channels.py).
DEFAULT_CHANNELS = []

CMDSET_UNLOGGEDIN = "game.commands.default_cmdsets.UnloggedinCmdSet"
CMDSET_SESSION = "game.commands.default_cmdsets.SessionCmdSet"
CMDSET_CHARACTER = "game.commands.default_cmdsets.CharacterCmdSet"
CMDSET_ACCOUNT = "game.commands.default_cmdsets.AccountCmdSet"
CMDSET_PATHS = ["game.commands", "evennia", "evennia.contrib"]
CMDSET_FALLBACKS = {
    CMDSET_CHARACTER: "evennia.commands.default.cmdset_character.CharacterCmdSet",
    CMDSET_ACCOUNT: "evennia.commands.default.cmdset_account.AccountCmdSet",
    CMDSET_SESSION: "evennia.commands.default.cmdset_session.SessionCmdSet",
    CMDSET_UNLOGGEDIN: "evennia.commands.default.cmdset_unloggedin.UnloggedinCmdSet",
}

# Hook modules of the stock game template we do not need are left out.
LOCK_FUNC_MODULES = ("evennia.locks.lockfuncs",)
# ours last: it replaces supports_set (Core.Supports.Set remembers the GMCP packages)
INPUT_FUNC_MODULES = ["evennia.server.inputfuncs", "evennia.server.is_typing",
                      "server.conf.inputfuncs"]
TELNET_OOB_ENABLED = True  # GMCP is offered and used (Kartenrunde.*); MSSP says so
FUNCPARSER_OUTGOING_MESSAGES_MODULES = ["evennia.utils.funcparser"]
FUNCPARSER_PROTOTYPE_PARSING_MODULES = ["evennia.prototypes.protfuncs"]
# the AMP class above, as set; the internal web server takes the visitor's address
# from the portal (server/conf/webguard.py)
SERVER_SERVICES_PLUGIN_MODULES = ["server.conf.nodelay", "server.conf.webguard"]
# The web proxy passes each visitor's real address to the server (server/conf/webguard.py).
PORTAL_SERVICES_PLUGIN_MODULES = ["server.conf.webguard"]
ROOT_URLCONF = "web.urls"  # ours first (web/views.py), then Evennia's

######################################################################
# The website's security headers and host names
######################################################################

from django.utils.csp import CSP  # noqa: E402

# Security headers (nosniff, Referrer-Policy, Cross-Origin-Opener-Policy), no framing of
# login or web client (X-Frame-Options and frame-ancestors), and a Content-Security-Policy:
# scripts, styles, fonts and pictures only from the game itself (everything is vendored,
# web/static/vendor), the web client's websocket, forms only to the game. The web client's
# few inline scripts carry the request's nonce (`{{ csp_nonce }}`, web/templates/webclient/
# base.html); no other inline script and no eval runs. Styles stay 'unsafe-inline' (the
# client and its plugins set style attributes).
MIDDLEWARE = ["django.middleware.security.SecurityMiddleware"] + MIDDLEWARE + [  # noqa: F405
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "web.controls.ControlsStripped",  # forms without control characters, as at the portal
]
TEMPLATES[0]["OPTIONS"]["context_processors"].append(  # noqa: F405
    "django.template.context_processors.csp")  # csp_nonce in the templates
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF, CSP.UNSAFE_INLINE],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF, "data:"],
    "media-src": [CSP.SELF],
    "connect-src": [CSP.SELF, "ws:", "wss:"],  # the websocket has a port of its own
    "object-src": [CSP.NONE],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
}
# The host names the website answers to (others get 400, not a page):
# MUD_HOSTNAMES="karten.example.org,www.karten.example.org"; local names always.
ALLOWED_HOSTS = ["localhost", "127.0.0.1", "[::1]"] + [
    host.strip() for host in os.environ.get("MUD_HOSTNAMES", "").split(",") if host.strip()]

######################################################################
# Machine-specific secrets (SECRET_KEY), written by `make run`
######################################################################

# Never Evennia's public default key: without secret_settings.py the key is
# empty and Django refuses to run ("The SECRET_KEY setting must not be
# empty"). `make run` writes the file; tests/settings.py and the end-to-end
# harness (tests/harness/e2e_settings.py) set keys of their own.
SECRET_KEY = ""
try:
    from server.conf.secret_settings import *  # noqa: F401,F403
except ImportError:
    pass
