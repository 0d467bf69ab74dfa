"""
Builder commands: furnish a room with card tables and computer players.

Thin like the card commands: they parse the builder's words, place the
prototypes of world/prototypes.py and ask the typeclasses (tables in
game/typeclasses/carddecks.py, computer players in cardplayers.py) for
checks, summaries and the removal. Only builders see and use them.
"""

from evennia.utils.search import search_tag

from game.common.things import CARD_PLAYER_TAG, TABLE_TAG
from game.faces.grammar import ACC, DAT, capital, split_article
from game.faces.grammar import inside
from game.people.names import account_named, computer_player_named
from game.typeclasses.carddecks import CardFurniture, GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import FAVOURITES, STRENGTHS, CardPlayer
from game.typeclasses.tables import TableError
from world.prototypes import CARD_PLAYER, DECK_66, GAIGEL_TABLE, place

from game.commands.acting import ActCommand
from game.commands.everyday import accusative
from game.house.wishes import COUNT_WORDS, PRESET_WORDS
from game.common.safety import number
from game.house import rooms

TABLE_PROTOTYPES = {SixtySixDeck: DECK_66, GaigelTable: GAIGEL_TABLE}
VALUE_WORDS = {"ja": True, "an": True, "nein": False, "aus": False, "keine": None}
YES = ("j", "ja", "y", "yes")


def furniture_here(caller):
    """(card tables, computer players) in the caller's room."""
    contents = caller.location.contents if caller.location else []
    return ([obj for obj in contents if isinstance(obj, CardFurniture)],
            [obj for obj in contents if isinstance(obj, CardPlayer)])


def option_value(text):
    """`ja` -> True, `3` -> 3, `10,20` -> [10, 20], anything else stays text."""
    if text in VALUE_WORDS:
        return VALUE_WORDS[text]
    parts = text.split(",")
    if all(number(part) is not None for part in parts):
        numbers = [number(part) for part in parts]
        return numbers[0] if len(numbers) == 1 else numbers
    return text


def parse_setup(text):
    """`gaigel zu zweit bis 3 dissle:ja tour:2` -> (table class, preset, options, station)."""
    words = text.lower().split()
    if not words or words[0] not in PRESET_WORDS:
        raise TableError("Zuerst die Spielart, z. B. „aufstellen 66“, „aufstellen gaigel“.")
    preset = PRESET_WORDS[words.pop(0)]
    kind = next(kind for kind in TABLE_PROTOTYPES if preset in kind.presets)
    options = {}
    while words:
        word = words.pop(0)
        if word == "zu" and words and words[0] in COUNT_WORDS:
            preset = kind.preset_for_players(COUNT_WORDS[words.pop(0)])
        elif word == "bis" and words and number(words[0]) is not None:
            options["match_target"] = number(words.pop(0))
        elif word in ("sofort", "rauben", "tauschen"):
            options["exchange_anytime"] = True
        elif ":" in word:
            key, value = word.split(":", 1)
            options[key] = option_value(value)
        else:
            raise TableError(f"„{word}“ verstehe ich nicht. "
                             "Beispiel: „aufstellen gaigel zu zweit bis 3 = Ecktisch“.")
    tour = options.pop("tour", None)
    if tour is not None and (isinstance(tour, bool) or not isinstance(tour, int) or tour < 1):
        raise TableError("Die Tourstation ist eine Zahl ab 1, z. B. „tour:3“; ohne Station: "
                         "„tour:keine“.")
    kind.check_setup(preset, options)
    return kind, preset, options, tour


class BuilderCommand(ActCommand):
    """Base of the builder commands: builders only; refusals become messages."""

    locks = "cmd:perm(Builder)"
    help_category = "Bauen"

    def check_free_name(self, name):
        if any(obj.key.lower() == name.lower() for obj in self.caller.location.contents):
            raise TableError(f"Hier gibt es schon „{name}“; nimm einen anderen Namen.")


class CmdAufstellen(BuilderCommand):
    """
    Ein 66-Kartenspiel oder einen Gaigeltisch in diesem Raum aufstellen.

    Benutzung:
      aufstellen <spielart> [zu <zweit||dritt||viert||sechst>] [bis <zahl>]
                 [sofort rauben] [<einstellung>:<wert> ...] [= <name>]

    Spielarten des 66-Kartenspiels: 66, schnapsen, dreier, vierer,
    klassisch, sarasande; des Gaigeltischs: gaigel, gaigel2, gaigel3,
    gaigel4, gaigel6. „bis 3“ setzt das Partieziel, „sofort rauben“ erlaubt
    das Rauben vor dem ersten Stich; weitere Einstellungen mit ihrem Namen
    aus den Regeln, z. B. dissle:ja, five_sevens:nein, last_trick_bonus:0.
    „tour:<n>“ macht den Tisch zur Station <n> der Kartentour (siehe
    |whilfe kartenwelt bauen|n).
    Ohne Namen heißt er „66-Kartenspiel“ oder „Gaigeltisch“. Mit Artikel
    vor dem Namen (der, die, das) sprechen die Meldungen richtig von ihm
    („am Ecktisch“, „an der Kartenrunde“); ohne gilt „der“ für einen
    Gaigeltisch und „das“ für ein 66-Kartenspiel.

    Beispiele:
      aufstellen gaigel zu zweit bis 3 = der Ecktisch
      aufstellen schnapsen sofort rauben = die Kartenrunde
    """

    key = "aufstellen"
    aliases = ["placetable"]

    def act(self):
        words, _, name = self.args.partition("=")
        kind, preset, options, tour = parse_setup(words)
        prototype = TABLE_PROTOTYPES[kind]
        gender, name = split_article(name)
        name = name or prototype["key"]
        self.check_free_name(name)
        grammar = {"gender": gender} if gender else {}
        table = place(prototype, self.caller.location, key=name, preset=preset, options=options,
                      tour=tour, **grammar)
        self.caller.msg(f"Aufgestellt: {table.builder_summary()}")
        self.caller.location.msg_contents(f"{self.caller.key} stellt {table.named(ACC)} auf.",
                                          exclude=[self.caller])


class CmdUmstellen(BuilderCommand):
    """
    Einen Kartentisch dieses Raums auf eine andere Spielart umstellen.

    Benutzung:
      umstellen <tisch> = <spielart> [zu <zweit||dritt||viert||sechst>] [bis <zahl>]
                          [sofort rauben] [<einstellung>:<wert> ...]

    Die Angaben wie bei |waufstellen|n (auch „tour:<n>“); sie ersetzen die
    bisherigen Einstellungen ganz, eine Tourstation also auch. Während einer Partie geht das nicht, und wer sitzt,
    bleibt sitzen (die neue Spielart braucht dafür genug Plätze).

    Beispiel:
      umstellen Ecktisch = gaigel zu viert bis 7
    """

    key = "umstellen"
    aliases = ["rearrange"]

    def act(self):
        name, _, words = (part.strip() for part in self.args.partition("="))
        if not name or not words:
            raise TableError("Benutzung: umstellen <tisch> = <spielart> [...]")
        tables, _ = furniture_here(self.caller)
        table = self.caller.search(name, candidates=tables, quiet=True)
        if len(table) != 1:
            raise TableError(f"Hier gibt es keinen Kartentisch „{name}“." if not table else
                             f"„{name}“ passt auf mehrere Tische; genauer bitte.")
        table = table[0]
        kind, preset, options, tour = parse_setup(words)
        if kind is not type(table):
            raise TableError(f"{capital(table.named(DAT, 'an'))} spielt man "
                             f"{', '.join(table.presets)}, "
                             f"nicht „{preset}“.")
        table.set_preset(preset)
        table.db.options = options
        table.db.tour = tour
        self.caller.msg(f"Umgestellt: {table.builder_summary()}")
        self.caller.location.msg_contents(
            f"{self.caller.key} stellt {table.named(ACC)} auf {table.presets[preset]} um.",
            exclude=[self.caller])


class CmdKartenspieler(BuilderCommand):
    """
    Einen Computerspieler in diesem Raum erschaffen.

    Benutzung:
      kartenspieler <name> = <stärke> <spiel> [<beschreibung>]

    Stärke: leicht, normal oder stark. Spiel, sein Lieblingsspiel: 66 oder
    gaigel. Ohne Beschreibung bekommt er eine schlichte. Mit |wauffüllen|n
    oder |weinladen <name>|n setzt er sich an einen Tisch.

    Beispiel:
      kartenspieler Oma Berta = leicht gaigel Eine alte Dame mit Strickzeug.
    """

    key = "kartenspieler"
    aliases = ["computerspieler", "addplayer"]

    def act(self):
        name, _, rest = (part.strip() for part in self.args.partition("="))
        words = rest.split(maxsplit=2)
        chosen = [word.lower() for word in words[:2]]
        strength = next((word for word in chosen if word in STRENGTHS), None)
        favourite = next((FAVOURITES[word] for word in chosen if word in FAVOURITES), None)
        if not name or not words:
            raise TableError("Benutzung: kartenspieler <name> = <stärke> <spiel> [<beschreibung>]")
        if strength is None:
            raise TableError("Die Stärke ist leicht, normal oder stark.")
        if favourite is None:
            raise TableError("Das Lieblingsspiel ist 66 oder gaigel.")
        self.check_free_name(name)
        if account_named(name) or computer_player_named(name):
            raise TableError(f"„{name}“ heißt schon jemand in der Welt; nimm einen anderen Namen.")
        profile = {"desc": words[2]} if len(words) > 2 else {}
        player = place(CARD_PLAYER, self.caller.location, key=name, strength=strength,
                       favourite=favourite, **profile)
        self.caller.msg(f"Erschaffen: {player.builder_summary()}")
        self.caller.location.msg_contents(f"{player.key} kommt herein.",
                                          exclude=[self.caller, player])


class CmdEinrichtung(BuilderCommand):
    """
    Die Kartentische und Computerspieler dieses Raums auflisten.

    Benutzung:
      einrichtung
      einrichtung alle   – die Kartentische und Computerspieler aller Räume

    Jeder Tisch mit Spielart, Plätzen, Einstellungen und laufender Partie,
    jeder Computerspieler mit Stärke, Lieblingsspiel und Platz.
    """

    key = "einrichtung"
    aliases = ["kartenmöbel", "furniture"]

    def act(self):
        if self.args.strip().lower() in ("alle", "all"):
            self.caller.msg(self.everywhere())
            return
        tables, players = furniture_here(self.caller)
        lines = [f"|wKartentische {inside(self.caller.location)}:|n"]
        lines += [f"  {table.builder_summary()}" for table in tables] or ["  keine"]
        lines.append("|wComputerspieler:|n")
        lines += [f"  {player.builder_summary()}" for player in players] or ["  keine"]
        self.caller.msg("\n".join(lines))

    @staticmethod
    def everywhere():
        """Every room's card furniture, room by room, running matches counted."""
        found = list(search_tag(TABLE_TAG[0], category=TABLE_TAG[1]))
        found += list(search_tag(CARD_PLAYER_TAG[0], category=CARD_PLAYER_TAG[1]))
        rooms = {}
        for obj in found:
            rooms.setdefault(obj.location, []).append(obj)
        playing = sum(1 for obj in found if isinstance(obj, CardFurniture) and obj.playing())
        running = "eine Partie läuft" if playing == 1 else f"{playing} Partien laufen"
        lines = [f"|wKartenmöbel der ganzen Welt|n ({running}):"]
        for room, objs in sorted(rooms.items(), key=lambda item: item[0].key if item[0] else ""):
            lines.append(f"|w{room.key if room else 'nirgends'}:|n")
            lines += [f"  {obj.builder_summary()}" for obj in objs]
        return "\n".join(lines) if found else "In der ganzen Welt steht kein Kartenmöbel."


class CmdAbbauen(BuilderCommand):
    """
    Einen Kartentisch oder Computerspieler aus diesem Raum entfernen.

    Benutzung:
      abbauen <name>

    Läuft dort gerade eine Partie, wirst du erst gefragt; mit „ja“ endet sie
    ohne Wertung, und die Mitspieler erfahren es.
    """

    key = "abbauen"
    aliases = ["dismantle"]

    def func(self):
        caller, name = self.caller, self.args.strip()
        if not name:
            caller.msg("Benutzung: abbauen <name>")
            return
        tables, players = furniture_here(caller)
        target = caller.search(name, candidates=tables + players, nofound_string=(
            f"Hier gibt es keinen Kartentisch und keinen Computerspieler „{name}“."))
        if not target:
            return
        what = accusative(target)
        if not target.access(caller, "delete"):
            caller.msg(f"{capital(what)} darfst du nicht abbauen.")
            return
        at_stake = ", ".join(table.named(DAT, "an") for table in target.tables_at_stake())
        if at_stake:
            answer = yield (f"{capital(at_stake)} läuft eine Partie; sie endet dann ohne Wertung. "
                            f"{capital(what)} trotzdem abbauen? (ja/nein)")
            if answer.strip().lower() not in YES:
                caller.msg("Abgebrochen, nichts geändert.")
                return
        done = (f"{target.key} verabschiedet sich und geht." if target in players
                else f"{caller.key} baut {what} ab.")
        target.delete()
        caller.location.msg_contents(done)


class CmdTische(BuilderCommand):
    """
    Einen Raum zum Lokal machen, das Tische nach Bedarf aufstellt.

    Benutzung:
      @tische                                   - zeigt die Einstellung des Raums
      @tische <spielart> [höchstens <zahl>] [art <kaffeehaus||besen||gasthaus>]
              = [der||die||das] <name>
      @tische aus                               - keine neuen Tische mehr

    Sind alle Tische des Raums besetzt, stellt die Bedienung einen weiteren
    auf („Marmortisch 2“, „Marmortisch 3“ …), bis zur Höchstzahl (ohne Angabe
    200, höchstens 500); ein zusätzlicher Tisch, der eine Weile leer steht, wird wieder
    weggeräumt, nie einer mit laufender Partie. Die Spielart ist das Spiel,
    das ein neuer Gast an einem leeren Tisch vorfindet; „art“ bestimmt Namen
    und Sprüche der Aushilfen des Hauses, die sich dazusetzen, wenn alle
    Stammgäste beschäftigt sind. |wspiel <spielart>|n führt Spieler aus der
    ganzen Kartenwelt in ein Lokal, das dieses Spiel bietet.

    Beispiel:
      @tische 66 höchstens 12 art kaffeehaus = der Marmortisch
    """

    key = "@tische"
    aliases = ["@lokal"]

    def act(self):
        room = self.caller.location
        words, _, name = self.args.partition("=")
        words = words.split()
        if not words and not name.strip():
            found = rooms.setting(room)
            if not found:
                self.caller.msg("Dieser Raum stellt keine Tische nach Bedarf auf. "
                                "„@tische <spielart> = <name>“ ändert das.")
                return
            self.caller.msg(f"{capital(inside(room))} stellt nach Bedarf „{found['name']}“ "
                            f"auf ({found['preset']}, höchstens {found['most']} Tische, "
                            f"Aushilfen: {found['style']}).")
            return
        if words == ["aus"]:
            rooms.unfurnish(room)
            self.caller.msg("Hier werden keine Tische mehr nach Bedarf aufgestellt; die "
                            "stehenden bleiben.")
            return
        most, style = rooms.MOST, "gasthaus"
        rest = []
        while words:
            word = words.pop(0)
            if word.lower() == "höchstens" and words and number(words[0]) is not None:
                most = number(words.pop(0))
            elif word.lower() == "art" and words:
                style = words.pop(0).lower()
            else:
                rest.append(word)
        kind, preset, _, _ = parse_setup(" ".join(rest))
        gender, table_name = split_article(name)
        if not table_name:
            raise TableError("Wie heißen die Tische? „@tische 66 = der Marmortisch“.")
        try:
            rooms.furnish(room, TABLE_PROTOTYPES[kind]["prototype_key"], table_name,
                          gender or "m", preset, most, style=style)
        except ValueError as err:
            raise TableError(str(err)) from None
        self.caller.msg(f"{capital(inside(room))} stellt jetzt nach Bedarf „{table_name} 2“, "
                        f"„{table_name} 3“ … auf (höchstens {most} Tische).")


BUILDER_COMMANDS = [CmdTische, CmdAufstellen, CmdUmstellen, CmdKartenspieler, CmdEinrichtung, CmdAbbauen]
