"""The Hausordnung: the house rules every player can read in the game (`hilfe
hausordnung`, world/help_entries.py) and on the website (/hausordnung/, linked at
registration, web/views.py). One text for both: written in Evennia's markup,
`paragraphs()` gives it plain for the page.
"""

from evennia.utils.ansi import strip_ansi

TITLE = "Hausordnung"

#: the paragraphs, each a heading-free block of Evennia markup
TEXT = (
    "In der Kartenrunde Sarasande spielen Menschen miteinander Karten. Damit es allen "
    "Freude macht, gilt hier, was an jedem guten Stammtisch gilt.",

    "|wSo geht man miteinander um.|n Freundlich und sachlich, auch nach einem "
    "verlorenen Spiel. Keine Beleidigungen, keine Drohungen, kein Hass gegen Menschen "
    "wegen Herkunft, Glaube, Geschlecht oder Aussehen, nichts Anzügliches. Niemand wird "
    "bedrängt: Wer nicht antwortet oder dich ignoriert, will nicht schreiben.",

    "|wSo spielt man.|n Keine Absprachen mit anderen am Tisch, kein zweites Konto, um "
    "sich selbst gewinnen zu lassen, kein absichtliches Verschleppen oder Verlassen einer "
    "Partie, um anderen den Sieg zu nehmen. Kein Werben, kein Spam, keine Flut von "
    "Nachrichten, Einladungen oder neuen Konten.",

    "|wWas die Aufsicht tut.|n Wer dagegen verstößt, wird zuerst ermahnt. Danach schaltet "
    "die Aufsicht stumm (|wstumm|n: auf einem oder allen Kanälen, für Minuten bis "
    "Tage), nimmt vom Tisch (|wvom tisch|n: ein Computerspieler spielt die Partie zu Ende) "
    "oder sperrt das Konto für eine Zeit (|wsperre|n); bei Beleidigungen, Drohungen, "
    "Betrug oder Kontenfluten auch sofort und mit der Adresse. Wer gesperrt ist, liest "
    "beim Anmelden, bis wann und warum. Jede Maßnahme wird mit Grund aufgeschrieben.",

    "|wWenn dich jemand stört.|n Mit |wignoriere <name>|n hörst und liest du nichts mehr "
    "von dieser Person, und sie erfährt es nicht; |wignoriere aus <name>|n nimmt es "
    "zurück. Mit |wbeschwerde <name> = <was war>|n erreichst du die Aufsicht; sie "
    "bekommt dazu, was die Person zuletzt gesagt hat, aus der Aufzeichnung des Servers. "
    "Private Nachrichten liest die Aufsicht nicht mit.",

    "|wNeue Konten|n sprechen auf dem Plausch nach ihrem ersten Spiel oder nach einer "
    "Stunde; die Kanäle der Lokale, |wsag|n und |wnachricht|n gehen sofort.",
)


def help_text():
    """The text of `hilfe hausordnung`."""
    return "\n\n".join(TEXT)


def paragraphs():
    """The paragraphs without markup, for the website: (heading or "", text)."""
    found = []
    for block in TEXT:
        plain = strip_ansi(block)
        if block.startswith("|w") and "|n" in block:
            heading, _, rest = plain.partition(".")
            found.append((heading + ".", rest.strip()))
        else:
            found.append(("", plain))
    return found
