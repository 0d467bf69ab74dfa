/*
 * Kartentisch, the tournament panel (kartentisch_kern.js describes the pane
 * and its files; issue 48): `Kartenrunde.Turnier` (docs/GMCP.md, kept by
 * kartenrunde.js) drawn in a panel of the pane – where and what is played,
 * the round and what comes next, your own board (or your bye), who has a
 * bye, and the standings: place, names (partners sharing a place in one
 * row), points, Buchholz, your own row marked. Only what the data holds:
 * the standings are public, of the round's boards it names only your own.
 *
 * The head button „Turnier“ (added here to the frame kartentisch_rahmen.js
 * built, hidden while no tournament is known) opens and closes the panel
 * through the pane's panel manager (kartentisch_tafeln.js: one panel at a
 * time, below the head); a dot on it says the standings changed since the
 * panel was last open. The panel opens by itself once when a tournament you
 * are in starts and once when it ends (over the Abrechnung, which waits
 * underneath), and when you type `turnier` or `turnier stand` (the answer's
 * data); other changes only light the dot. A tournament that is over is
 * forgotten once you leave the table. Nothing is sent to the server.
 *
 * Without a table (signed up and waiting in the hall, a bye away from any
 * table, your table cleared) the pane shows for the tournament alone
 * (`kt-nur-turnier`: only its head and this panel; css/kartenturnier.css),
 * like the puzzle's (kartenraetsel.js): a message of a tournament you are in
 * opens it, unless you closed it and your own part (status, your entry, your
 * board or bye of the round) is as it was; closing the panel (its button,
 * Escape inside it) hides the pane again. When your table comes, the pane is
 * the table's again, the panel closed, the head button there as always.
 * The typed line is seen through a small Evennia plugin
 * (`kartentisch_turnier`, onSend only).
 */
(function () {
    var kt = window.Kartentisch;
    var PANEL = ".kt-turnier", BUTTON = ".kt-k-turnier";
    var SYSTEMS = {swiss: "Schweizer System", round_robin: "jeder gegen jeden",
                   groups: "Tische nach Punkten"};
    var FRACTIONS = [[1 / 2, "½"], [1 / 3, "⅓"], [2 / 3, "⅔"], [1 / 4, "¼"], [3 / 4, "¾"]];

    var ASK = /^\s*(turnier|tournament)(\s+(stand|tabelle))?\s*$/i;  // `turnier stand` (game/commands/tournament.py)
    var ASK_MS = 10000;   // how long a typed `turnier stand` waits for its data

    var data = null;        // the latest Kartenrunde.Turnier worth a button
    var lastSeen = null;    // what the standings were when the panel was last open
    var lastStatus = null;  // the status of the latest message: a start or an end opens the panel once
    var seenOwn = null;     // your own part as the panel last showed it (ownPart)
    var askedUntil = 0;     // you typed `turnier stand`: its answer opens the panel

    // `2`, `1½`, `⅓`: points as the server writes them (tournament/standings.points_text)
    function pointsText(value) {
        var whole = Math.floor(value + 1e-9), rest = value - whole;
        var part = FRACTIONS.filter(function (f) { return Math.abs(f[0] - rest) < 1e-6; })[0];
        if (!part) {
            return String(Math.round(value));
        }
        return whole ? whole + part[1] : part[1];
    }

    // „1 Punkt“, „½ Punkt“, „2 Punkte“; after „mit“ (`dative`) „0 Punkten“, „1½ Punkten“
    function pointsWord(value, dative) {
        return pointsText(value) + (value > 0 && value <= 1 ? " Punkt" : dative ? " Punkten" : " Punkte");
    }

    function joinNames(names) {
        return names.length < 2 ? names.join("") : names.slice(0, -1).join(", ") + " und " + names[names.length - 1];
    }

    // „gegen Herrn Brandl“ (game/cardgames/result.declined_name: only Herr declines)
    function declined(name) {
        return /^Herr \S/.test(name) ? "Herrn" + name.slice(4) : name;
    }

    // The panel and its head button, once: the frame is built at the plugin's init.
    function ensure() {
        if (!kt.root || kt.root.find(PANEL).length) {
            return !!kt.root;
        }
        var button = $('<button type="button" class="kt-k-turnier" aria-expanded="false" hidden ' +
                       'title="Stand und Runde des Turniers">Turnier</button>');
        var gear = kt.root.find(".kt-knoepfe .kt-k-zahnrad");
        if (gear.length) {
            button.insertBefore(gear);
        } else {
            kt.root.find(".kt-knoepfe").append(button);
        }
        var panel = $('<div class="kt-turnier kt-panel" role="dialog" aria-label="Turnier" hidden></div>');
        kt.root.append(panel);
        kt.addPanel(PANEL, BUTTON);  // one panel at a time (kartentisch_tafeln.js)
        kt.root.on("click", BUTTON + ", .kt-turnier-zu", toggle);
        kt.root.on("keydown", PANEL, onAloneKey);
        // closed by its button, Escape, another panel or the table leaving: the pane
        // shown for the tournament alone goes with it
        new MutationObserver(function () {
            if (panel.prop("hidden")) {
                closed();
            }
        }).observe(panel[0], {attributes: true, attributeFilter: ["hidden"]});
        return true;
    }

    // A tournament you are in: signed up, playing, or one that ended with you in it.
    function mine(t) {
        return !!t && (t.entered || t.status === "over" && t.standings.some(function (row) {
            return row.you && row.active;
        }));
    }

    // Your own part: status, entry, and your board or bye (null when there is none).
    function ownPart(t) {
        var next = t.next;
        return {status: t.status, entered: !!t.entered,
                next: next ? JSON.stringify([next.round, !!next.bye, next.table || null]) : null};
    }

    // A new own part opens the pane without a table again: a start or an end, an
    // entry made or lost, a board or a bye of a new round (not its going: that
    // is the round or your board ending, which the next call follows).
    function ownNews(t) {
        var now = ownPart(t);
        if (!seenOwn || now.status !== seenOwn.status || now.entered !== seenOwn.entered) {
            return true;
        }
        return now.next !== null && now.next !== seenOwn.next;
    }

    function atTable() {
        return !!(kt.state || kt.lobby);
    }

    function alone() {
        return !!kt.root && kt.root.hasClass("kt-nur-turnier");
    }

    // Worth a button: a tournament that runs or is over, or whose sign-up you are in.
    function worth(t) {
        return !!t && (t.status === "running" || t.status === "over" || t.status === "open" && t.entered);
    }

    function standingsKey(t) {
        return JSON.stringify([t.status, t.round, t.round_over, t.standings]);
    }

    function onTurnier(event) {
        var t = event.detail;
        data = worth(t) ? t : null;
        if (!ensure()) {
            return;
        }
        var asked = Date.now() < askedUntil;
        askedUntil = 0;
        var turn = !!t && t.status !== lastStatus && (t.status === "running" || t.status === "over");
        lastStatus = t ? t.status : lastStatus;
        var button = kt.root.find(".kt-kopf " + BUTTON);
        button.prop("hidden", !data);
        if (!data || alone() && !mine(data) && !asked) {
            kt.hidePanel(PANEL);  // withdrawn, or somebody else's sign-up: the pane alone goes too
            return;
        }
        if (isOpen()) {
            render();
        } else if (!atTable()) {
            var news = asked || mine(data) && (turn || ownNews(data));
            if (news) {
                showAlone(asked);
            }
        } else if (asked || turn && mine(data)) {
            open(false);  // the start, the end, or asked for: over the table, once
        }
        button.toggleClass("kt-ungelesen", lastSeen !== standingsKey(data));
        kt.placePanels();  // the head may have grown a line
    }

    // Open the panel (with a table: over it); the focus goes to its button unless
    // the player is typing (`focus` true: always).
    function open(focus) {
        render();
        kt.root.find(".kt-kopf " + BUTTON).removeClass("kt-ungelesen");
        kt.showPanel(PANEL);
        if (focus || !$(document.activeElement).is("textarea, input, select")) {
            kt.root.find(PANEL + " .kt-turnier-zu")[0].focus({preventScroll: true});
        }
    }

    // No table: the pane shows for the tournament alone. A puzzle shown alone
    // (kartenraetsel.js) keeps the pane unless you asked: then it closes first,
    // and the pane is the tournament's once it has gone.
    function showAlone(asked) {
        if (kt.root.hasClass("kt-nur-raetsel")) {
            if (asked) {
                kt.hidePanel(".kt-raetsel", true);
                setTimeout(function () {
                    if (data && !atTable() && !isOpen()) {
                        showAlone(false);
                    }
                }, 0);
            }
            return;
        }
        var fresh = !$("body").hasClass("kt-da");
        kt.root.addClass("kt-nur-turnier");
        $("body").addClass("kt-da");
        if ($("body").hasClass("kt-versteckt")) {
            $("#kt-zeigen").prop("hidden", false);  // the pane was hidden by its player: it stays so
        }
        open(false);
        if (fresh) {
            kt.relayout();
        }
        kt.placePanels();
    }

    // The panel closed: without a table the pane goes with it.
    function closed() {
        if (!alone()) {
            return;
        }
        kt.root.removeClass("kt-nur-turnier");
        if (!atTable() && !kt.root.hasClass("kt-nur-raetsel")) {
            $("body").removeClass("kt-da");
            $("#kt-zeigen").prop("hidden", true);
            kt.relayout();
            if (!$(document.activeElement).is("textarea, input, select")) {
                $("textarea.inputfield").focus();
            }
        }
    }

    // A table's state came (seated at the call, watching): the pane is the table's
    // again, the panel closed, the head button „Turnier“ there.
    function onTable() {
        if (alone()) {
            kt.root.removeClass("kt-nur-turnier");
            kt.hidePanel(PANEL, true);
        }
    }

    // Keys in the panel shown alone (the table's keys are off without a table):
    // Escape closes it, Enter and Space press its button, Tab moves on.
    function onAloneKey(event) {
        if (!alone() || event.ctrlKey || event.altKey || event.metaKey) {
            return;
        }
        var key = event.key;
        if (key === "Escape") {
            event.preventDefault();
            kt.hidePanel(PANEL);
        } else if ((key === "Enter" || key === " ") && $(event.target).is("button")) {
            event.preventDefault();
            event.target.click();
        } else if (key !== "Tab") {
            return;
        }
        event.stopPropagation();  // not the input line's (default_in.js)
    }

    // A typed line: `turnier` or `turnier stand` asks for the panel.
    function onSend(line) {
        if (ASK.test(String(line || ""))) {
            askedUntil = Date.now() + ASK_MS;
        }
    }

    // Gone from the table: a tournament that is over goes with it.
    function onVerlassen() {
        if (kt.root) {
            kt.root.find(".kt-kopf " + BUTTON).attr("aria-expanded", "false");  // every panel closed
        }
        if (data && data.status === "over" && kt.root) {
            data = null;
            kt.root.find(".kt-kopf " + BUTTON).prop("hidden", true).removeClass("kt-ungelesen");
        }
    }

    function isOpen() {
        return !!kt.root && !kt.root.find(PANEL).prop("hidden");
    }

    function toggle() {
        if (!data) {
            return;
        }
        if (!isOpen()) {
            open(true);
        } else if (!kt.hidePanel(PANEL) && !alone()) {
            kt.root.find(".kt-kopf " + BUTTON).focus();
        }
    }

    // --- the words ---------------------------------------------------------------

    function headLine(t) {
        var parts = [t.preset_name + " bis " + t.target];
        if (t.system) {
            parts.push(SYSTEMS[t.system] || t.system);
        }
        parts.push(t.rounds + (t.rounds === 1 ? " Runde" : " Runden"));
        return parts.join(" · ");
    }

    function winnersOf(t) {
        return t.standings.filter(function (row) { return row.place === 1; });
    }

    function roundLine(t) {
        if (t.status === "open") {
            var count = t.standings.length;
            return "Die Anmeldung ist offen: " + count + " Teilnehmer bisher. Das Turnier beginnt, " +
                   "wenn die Turnierleitung es startet.";
        }
        if (t.status === "over") {
            if (!t.winner) {
                return "Das Turnier ist aus; es gibt keinen Sieger.";
            }
            var first = winnersOf(t);
            if (first.length > 1) {
                return "Das Turnier ist aus: " + joinNames(first.map(function (r) { return r.name; })) +
                       " gewinnen gemeinsam mit " + pointsWord(first[0].points, true) + ".";
            }
            var win = first[0] || {name: t.winner, you: false, points: null};
            return "Das Turnier ist aus: " + (win.you ? "Du gewinnst" : win.name + " gewinnt") +
                   (win.points != null ? " mit " + pointsWord(win.points, true) : "") + ".";
        }
        var of = "Runde " + t.round + " von " + t.rounds;
        if (!t.round_over) {
            return of + " läuft.";
        }
        return t.round >= t.rounds ? of + " ist fertig – das war die letzte; gleich steht der Endstand fest."
                                   : of + " ist fertig; Runde " + (t.round + 1) + " beginnt gleich.";
    }

    // Your own part: your board, your bye, or why you have none now.
    function ownLine(t) {
        var you = t.standings.filter(function (row) { return row.you; })[0];
        if (t.status === "over") {
            return you ? "Du bist auf Platz " + you.place + " mit " + pointsWord(you.points, true) + "." : "";
        }
        if (!t.entered) {
            return you ? "Du bist vom Turnier zurückgezogen." : "Du spielst in diesem Turnier nicht mit.";
        }
        if (t.status === "open") {
            return "Du bist angemeldet. Warte auf den Beginn: Beim Start bekommst du deinen Platz an einem Tisch " +
                   t.place + ".";
        }
        var next = t.next;
        if (next && next.bye) {
            return "Du hast in Runde " + next.round + " spielfrei und bekommst dafür " + pointsWord(t.bye_points) + ". " +
                   (next.round >= t.rounds ? "Das Turnier endet, wenn alle Tische fertig sind."
                                           : "Runde " + (next.round + 1) + " beginnt, wenn alle Tische fertig sind.");
        }
        if (next) {
            var others = next.players.filter(function (name, seat) { return seat !== next.seat; });
            var with_ = others.length === 1 ? "gegen " + declined(others[0])
                                            : "mit " + joinNames(others.map(declined));
            if (next.started) {
                return "Du spielst in Runde " + next.round + " an " + next.table + " " + with_ + ".";
            }
            return "Dein Platz in Runde " + next.round + ": " + next.table + ", " + with_ + ". " +
                   (atTable() ? "Die Partie beginnt, sobald alle sitzen."
                              : "Setz dich bald an " + next.table + " " + t.place + ": Wer nicht kommt, " +
                                "verliert die Runde kampflos.");
        }
        if (t.round_over) {
            return "";
        }
        return t.round >= t.rounds ? "Deine Partie dieser Runde ist aus; das Turnier endet, wenn alle Tische fertig sind."
                                   : "Deine Partie dieser Runde ist aus; die nächste Runde beginnt, wenn alle Tische fertig sind.";
    }

    function byesLine(t) {
        if (!(t.byes || []).length || t.status !== "running") {
            return "";
        }
        return "Spielfrei in Runde " + t.round + ": " + joinNames(t.byes) + " (" + pointsWord(t.bye_points) + ").";
    }

    // --- the standings -------------------------------------------------------------

    // Rows sharing a place (equal points and Buchholz) as one group.
    function groups(rows) {
        var out = [];
        rows.forEach(function (row) {
            var last = out[out.length - 1];
            if (last && last[0].place === row.place) {
                last.push(row);
            } else {
                out.push([row]);
            }
        });
        return out;
    }

    function nameHtml(row) {
        var html = '<span class="kt-turnier-name">' + kt.esc(row.name);
        if (row.you) {
            html += ' <b class="kt-turnier-du">(du)</b>';
        }
        if (row.computer) {
            html += ' <span class="kt-klein">(Computer)</span>';
        }
        if (!row.active) {
            html += ' <span class="kt-klein">(zurückgezogen)</span>';
        }
        return html + "</span>";
    }

    // A number column's head: on a phone its short form (css/kartenturnier.css), read out in full.
    function head(word, short) {
        return '<th scope="col" class="kt-zahl" abbr="' + word + '"><span class="kt-lang">' + word +
               '</span><span class="kt-kurz" aria-hidden="true">' + short + "</span></th>";
    }

    function standingsHtml(t) {
        if (!t.standings.length) {
            return "<p>Noch hat sich niemand angemeldet.</p>";
        }
        if (t.status === "open") {  // before the start nobody has a place yet: who is in
            return '<p class="kt-turnier-zeile">Angemeldet:</p><ul class="kt-turnier-namen">' +
                   t.standings.map(function (row) {
                       return "<li" + (row.you ? ' class="kt-du"' : "") + ">" + nameHtml(row) + "</li>";
                   }).join("") + "</ul>";
        }
        var buchholz = t.status !== "open" && t.standings.some(function (row) { return row.buchholz != null; });
        var html = '<table class="kt-turnier-stand"><caption class="kt-sr">Stand des Turniers</caption><thead><tr>' +
                   '<th scope="col">Platz</th><th scope="col">Name</th>' + head("Punkte", "Pkt.") +
                   (buchholz ? head("Buchholz", "Buchh.") : "") + "</tr></thead><tbody>";
        groups(t.standings).forEach(function (group) {
            var first = group[0];
            var mine = group.some(function (row) { return row.you; });
            var names = group.map(nameHtml);
            var joined = names.length < 2 ? names[0]
                       : names.slice(0, -1).join(", ") + " und " + names[names.length - 1];
            html += "<tr" + (mine ? ' class="kt-du" aria-current="true"' : "") + '><td class="kt-zahl">' +
                    first.place + '.</td><td>' + joined + '</td><td class="kt-zahl">' + kt.esc(pointsText(first.points)) +
                    "</td>" + (buchholz ? '<td class="kt-zahl">' + kt.esc(pointsText(first.buchholz || 0)) + "</td>" : "") +
                    "</tr>";
        });
        return html + "</tbody></table>" +
               (buchholz ? '<p class="kt-klein">Buchholz: die Punkte aller Gegner zusammen; ' +
                           "bei gleichen Punkten entscheidet sie. Wer auch darin gleich ist, teilt sich den Platz.</p>" : "");
    }

    function render() {
        var t = data;
        var panel = kt.root.find(PANEL);
        if (!t) {
            return;
        }
        var lines = [roundLine(t), ownLine(t), byesLine(t)].filter(Boolean);
        var html = "<h2>Turnier " + kt.esc(t.place) + "</h2>" +
                   '<p class="kt-turnier-art">' + kt.esc(headLine(t)) + "</p>" +
                   lines.map(function (line, i) {
                       return '<p class="' + (i ? "kt-turnier-zeile" : "kt-turnier-runde") + '">' + kt.esc(line) + "</p>";
                   }).join("") + standingsHtml(t) +
                   '<button type="button" class="kt-turnier-zu">Schließen <span aria-hidden="true">(Esc)</span></button>';
        var focused = $(document.activeElement).closest(PANEL).length > 0;
        panel.html(html);
        if (focused) {
            panel.find(".kt-turnier-zu").focus();
        }
        lastSeen = standingsKey(t);
        seenOwn = ownPart(t);
        if (alone()) {  // the head is the tournament's while no table is shown
            kt.root.find(".kt-kopf .kt-titel").text("Turnier");
            kt.root.find(".kt-kopf .kt-trumpf").text(t.status === "open" ? "Anmeldung offen" :
                t.status === "over" ? "beendet" : "Runde " + t.round + " von " + t.rounds);
            kt.root.find(".kt-kopf .kt-stand").text("");
        }
    }

    document.addEventListener("kartenrunde_turnier", onTurnier);
    document.addEventListener("kartenrunde_verlassen", onVerlassen);
    document.addEventListener("kartenrunde_tisch", onTable);
    document.addEventListener("kartenrunde_plaetze", onTable);
    if (window.plugin_handler && window.plugin_handler.add) {  // the typed line (onSend): nothing else
        window.plugin_handler.add("kartentisch_turnier", {init: function () {}, onSend: onSend});
    }

    // what the other files (and the tests) call, through window.Kartentisch
    Object.assign(kt, {toggleTurnier: toggle, turnierPoints: pointsText});
})();
