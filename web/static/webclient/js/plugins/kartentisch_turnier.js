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
 * panel was last open. A tournament that is over is forgotten once you
 * leave the table. Nothing is sent to the server.
 */
(function () {
    var kt = window.Kartentisch;
    var PANEL = ".kt-turnier", BUTTON = ".kt-k-turnier";
    var SYSTEMS = {swiss: "Schweizer System", round_robin: "jeder gegen jeden",
                   groups: "Tische nach Punkten"};
    var FRACTIONS = [[1 / 2, "½"], [1 / 3, "⅓"], [2 / 3, "⅔"], [1 / 4, "¼"], [3 / 4, "¾"]];

    var data = null;      // the latest Kartenrunde.Turnier worth a button
    var lastSeen = null;  // what the standings were when the panel was last open

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
        kt.root.append('<div class="kt-turnier kt-panel" role="dialog" aria-label="Turnier" hidden></div>');
        kt.addPanel(PANEL, BUTTON);  // one panel at a time (kartentisch_tafeln.js)
        kt.root.on("click", BUTTON + ", .kt-turnier-zu", toggle);
        return true;
    }

    // Worth a button: a tournament that runs or is over, or whose sign-up you are in.
    function worth(t) {
        return !!t && (t.status === "running" || t.status === "over" || t.status === "open" && t.entered);
    }

    function standingsKey(t) {
        return JSON.stringify([t.status, t.round, t.round_over, t.standings]);
    }

    function onTurnier(event) {
        data = worth(event.detail) ? event.detail : null;
        if (!ensure()) {
            return;
        }
        var button = kt.root.find(".kt-kopf " + BUTTON);
        button.prop("hidden", !data);
        if (!data) {
            kt.hidePanel(PANEL);
            return;
        }
        if (isOpen()) {
            render();
            lastSeen = standingsKey(data);
        }
        button.toggleClass("kt-ungelesen", lastSeen !== standingsKey(data));
        kt.placePanels();  // the head may have grown a line
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
            render();
            lastSeen = standingsKey(data);
            kt.root.find(".kt-kopf " + BUTTON).removeClass("kt-ungelesen");
            kt.showPanel(PANEL);
            kt.root.find(PANEL + " .kt-turnier-zu").focus();
        } else if (!kt.hidePanel(PANEL)) {
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
            return "Du bist angemeldet.";
        }
        var next = t.next;
        if (next && next.bye) {
            return "Du hast in Runde " + next.round + " spielfrei und bekommst dafür " + pointsWord(t.bye_points) + ".";
        }
        if (next) {
            var others = next.players.filter(function (name, seat) { return seat !== next.seat; });
            var with_ = others.length === 1 ? "gegen " + declined(others[0])
                                            : "mit " + joinNames(others.map(declined));
            return next.started ? "Du spielst in Runde " + next.round + " an " + next.table + " " + with_ + "."
                                : "Dein Platz in Runde " + next.round + ": " + next.table + ", " + with_ +
                                  ". Die Partie beginnt, sobald alle sitzen.";
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
    }

    document.addEventListener("kartenrunde_turnier", onTurnier);
    document.addEventListener("kartenrunde_verlassen", onVerlassen);

    // what the other files (and the tests) call, through window.Kartentisch
    Object.assign(kt, {toggleTurnier: toggle, turnierPoints: pointsText});
})();
