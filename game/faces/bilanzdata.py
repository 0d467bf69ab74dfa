"""The Bilanz as data, for the web pane's Bilanz panel (OOB `kartenrunde_bilanz`,
GMCP `Kartenrunde.Bilanz`, docs/GMCP.md).

`bilanz` (game/commands/records.py) prints its table as text, a ruler of
tildes under its head (faces/columns.py), as telnet shows it; the same head
and rows go as data to the sessions that want data (tabledata.send: the web
client always), so the pane shows them as a real table that never wraps into
a tangle. The cells are the text's cells, as strings; nothing here counts.
"""

from evennia.utils.ansi import strip_ansi

from game.faces.tabledata import send

VERSION = 1


def bilanz_state(title, header, rows, records=None):
    """The Bilanz `title` with its column `header` and `rows` (a label, then a
    cell per game), and the way to the personal records (`records`: the command
    and its label), as JSON-safe data."""
    return {"version": VERSION, "title": strip_ansi(title),
            "columns": [str(cell) for cell in header],
            "rows": [[str(cell) for cell in row] for row in rows],
            "records": dict(records) if records else None}


def send_bilanz(obj, title, header, rows, records=None):
    """`obj` (who asked) gets the Bilanz as data (`bilanz_state`)."""
    send(obj, kartenrunde_bilanz=lambda: bilanz_state(title, header, rows, records))
