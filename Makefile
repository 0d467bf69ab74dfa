# Set-up, start, stop and tests of the game. See README.md.

VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check -q

# A Python of at least 3.12: python3.12/3.13 on PATH, else pyenv's newest, else python3.
define find_python
for cand in python3.13 python3.12; do \
  if command -v $$cand >/dev/null 2>&1; then command -v $$cand; exit 0; fi; done; \
if command -v pyenv >/dev/null 2>&1; then \
  for v in $$(pyenv versions --bare 2>/dev/null | grep -E '^3\.(1[2-9]|[2-9][0-9])(\.[0-9]+)?$$' | sort -V -r); do \
    p="$$(pyenv root)/versions/$$v/bin/python"; if [ -x "$$p" ]; then echo "$$p"; exit 0; fi; done; fi; \
if python3 -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then command -v python3; exit 0; fi; \
echo "Kein Python 3.12 oder neuer gefunden (pyenv install 3.12 hilft)." >&2; exit 1
endef

.PHONY: run stop test install install-test chromium

run: install
	@$(PY) server/mud.py run

stop:
	@if [ -x $(PY) ]; then $(PY) server/mud.py stop; else echo "Es läuft kein Server."; fi

test: install-test chromium
	$(PY) -m pytest

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
