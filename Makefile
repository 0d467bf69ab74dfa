# Set-up, start, stop and tests of the game. See README.md.

VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check -q

# A Python of at least 3.12 that really runs (pyenv shims may not): python3.12 or
# python3.13 on PATH, then pyenv's versions (3.12 first), then python3.
define find_python
ok() { "$$1" -c 'import sys; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; }; \
cands="python3.12 python3.13"; \
if command -v pyenv >/dev/null 2>&1; then root="$$(pyenv root)"; \
  for v in $$(pyenv versions --bare 2>/dev/null | grep -E '^3\.[0-9]+\.[0-9]+$$' | sort -V); do \
    cands="$$cands $$root/versions/$$v/bin/python"; done; fi; \
for c in $$cands python3; do if ok "$$c"; then command -v "$$c"; exit 0; fi; done; \
echo "Kein Python 3.12 oder neuer gefunden (pyenv install 3.12 hilft)." >&2; exit 1
endef

.PHONY: run stop test check install install-test chromium terminal-client postgresql postgres-driver backup restore

run: install postgres-driver
	@$(PY) server/mud.py run

# With MUD_DATABASE_URL set: psycopg 3 (the `postgres` extra), once.
postgres-driver: install
	@if [ -n "$$MUD_DATABASE_URL" ] && ! $(PY) -c "import psycopg" 2>/dev/null; then \
	  echo "PostgreSQL-Treiber (psycopg) wird installiert ..."; $(PIP) install ".[postgres]"; fi

stop:
	@if [ -x $(PY) ]; then $(PY) server/mud.py stop; else echo "Es läuft kein Server."; fi

# A consistent copy of the database (also while the server runs) into server/backups/.
backup: install postgres-driver
	@$(PY) server/backup.py backup

# Put a backup back (server stopped): make restore FILE=server/backups/evennia-....db3
restore: install postgres-driver
	@$(PY) server/backup.py restore "$(FILE)"

# The tests without a server in parallel (one process a core, at most 4), then the
# end-to-end tests (each starts its own servers) one after the other.
PARALLEL := -n auto --maxprocesses 4

# The whole suite; `make test SKIP_SLOW=1` (what CI runs, .ci/run) leaves out the
# tests marked slow.
NOT_SLOW := $(if $(SKIP_SLOW), and not slow,)
test: install-test chromium terminal-client postgresql
	$(PY) -m pytest $(PARALLEL) -m "not server$(NOT_SLOW)"
	$(PY) -m pytest -m "server$(NOT_SLOW)"

# The same as CI: the whole suite but the tests marked slow.
check:
	@$(MAKE) --no-print-directory test SKIP_SLOW=1

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test

$(VENV)/bin/python:
	@py="$$($(find_python))" && echo "Virtuelle Umgebung mit $$py ..." && "$$py" -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(VENV)/bin/python
	@echo "Abhängigkeiten werden installiert ..."
	@$(PIP) install .
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/bin/python
	@echo "Abhängigkeiten und Testwerkzeuge werden installiert ..."
	@$(PIP) install ".[test]"
	@touch $(VENV)/.installed $@

# Debian's Chromium for the browser test (never `playwright install`).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Chromium wird installiert (apt) ..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

# Debian's PostgreSQL for the PostgreSQL tests (each test run starts its own server
# with initdb in a temporary folder; Debian's own cluster is not used).
postgresql:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || { \
	  echo "PostgreSQL wird installiert (apt) ..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq postgresql >/dev/null; }

# Debian's TinTin++ in tmux for the real-client test (tt++ lives in /usr/games).
terminal-client:
	@{ command -v tmux && { command -v tt++ || [ -x /usr/games/tt++ ]; }; } >/dev/null 2>&1 || { \
	  echo "TinTin++ und tmux werden installiert (apt) ..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq tintin++ tmux >/dev/null; }
