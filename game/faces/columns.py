"""Plain text columns for long lists (`wer`, `bestenliste`).

Looks like Evennia's EvTable with `border="header"` (a header line, a line of
`~`, one line a row) at a small part of its cost: EvTable re-balances every
cell as an ANSIString, about 15 ms a row, which made `wer` with 200 players
take seconds on the reactor.  Cells keep Evennia's colour markup.
"""

from evennia.utils.utils import display_len


def _width(text):
    return display_len(text) if "|" in text else len(text)


def columns(header, rows):
    """The table as text: `header` and every row a list of strings."""
    header = [str(cell) for cell in header]
    rows = [[str(cell) for cell in row] for row in rows]
    widths = [_width(cell) for cell in header]
    measured = [[_width(cell) for cell in row] for row in rows]
    for sizes in measured:
        widths = [max(a, b) for a, b in zip(widths, sizes)]

    def line(cells, sizes):
        return " ".join(f" {cell}{' ' * (width - size)}"
                        for cell, size, width in zip(cells, sizes, widths)).rstrip()

    out = [line(header, [_width(cell) for cell in header]),
           "~" * (sum(widths) + 2 * len(widths))]
    out.extend(line(row, sizes) for row, sizes in zip(rows, measured))
    return "\n".join(out)
