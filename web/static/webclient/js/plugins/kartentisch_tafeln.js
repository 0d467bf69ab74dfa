/*
 * Kartentisch, the panels (kartentisch_kern.js describes the pane and its
 * files): one panel at a time, below the pane's header (showPanel,
 * hidePanel: the Abrechnung waits underneath while another panel is open in
 * its place and comes back when that one closes; „Letzter Stich“ and
 * „Einstellungen“ stay free to click); closing them with Escape; Bilanz,
 * Rat, Verlauf and Analyse with the server's own text (its progress lines
 * go once the answer is there, in the panel and in the text window; a text
 * that came twice shows once); the last trick; the Abrechnung after each
 * game (who is awaited, the countdown, „Weiter“) and the match's end
 * however it came (played out, given up, left: who won, the rank, „Neue
 * Partie“, „Revanche“, „Verlauf“, „Analyse“, „Mischung nachprüfen“).
 * The Bilanz comes as data too (kartenrunde_bilanz): its panel shows a real
 * table (css/kartentafeln.css) instead of the text's ruler of tildes.
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, nameOf = kt.nameOf;  // kartentisch_kern.js's helpers (they never change)

    // --- one panel at a time ---------------------------------------------------

    // The panels that open in the Abrechnung's place, each with its header button (if any).
    var OVER = {".kt-info": null, ".kt-zahnrad": ".kt-k-zahnrad", ".kt-letzter-stich": ".kt-k-letzter",
                ".kt-lauf-tafel": ".kt-k-lauf"};  // the phone's course and talk (kartentisch_verlauf.js)

    // A panel of another file opens and closes through here too (kartenraetsel.js,
    // kartentisch_turnier.js).
    function addPanel(selector, button) {
        OVER[selector] = button || null;
    }

    // A panel not made yet is closed.
    function isOpen(selector) {
        var panel = kt.root.find(selector);
        return panel.length > 0 && !panel.prop("hidden");
    }

    function overOpen() {
        return Object.keys(OVER).some(isOpen);
    }

    // Every panel opens through here: the others close, the Abrechnung waits.
    function showPanel(selector) {
        Object.keys(OVER).forEach(function (other) {
            if (other !== selector) {
                hidePanel(other, true);
            }
        });
        kt.root.find(".kt-abrechnung").prop("hidden", true);
        placePanels();
        kt.root.find(selector).prop("hidden", false);
        if (OVER[selector]) {
            kt.root.find(".kt-kopf " + OVER[selector]).attr("aria-expanded", "true");
        }
    }

    // Close one of the panels over the Abrechnung; unless `quiet`, the
    // Abrechnung comes back (returns true then: its button has the focus).
    function hidePanel(selector, quiet) {
        var panel = kt.root.find(selector);
        if (!panel.prop("hidden")) {
            panel.prop("hidden", true);
            if (selector === ".kt-info") {
                kt.info = null;
                panel.empty();
            }
            if (OVER[selector]) {
                kt.root.find(".kt-kopf " + OVER[selector]).attr("aria-expanded", "false");
            }
        }
        if (quiet || !kt.result || overOpen()) {
            return false;
        }
        placePanels();
        var result = kt.root.find(".kt-abrechnung").prop("hidden", false);
        result.find(".kt-weiter").focus();
        return true;
    }

    // The panels begin below the header, so its buttons stay free; on a phone
    // they are fixed to the screen, so below where the header is seen now.
    function placePanels() {
        var head = kt.root && kt.root.find(".kt-kopf")[0];
        if (!head) {
            return;
        }
        var fixed = kt.root.find(".kt-panel").first().css("position") === "fixed";
        var top = fixed ? Math.min(Math.max(0, head.getBoundingClientRect().bottom), window.innerHeight * 0.4)
                        : head.offsetTop + head.offsetHeight;
        kt.root[0].style.setProperty("--kt-tafel-oben", Math.round(top + 6) + "px");
    }

    // Escape: the last trick, the gear and an answer panel close, and the
    // Abrechnung comes back if it waited (it closes itself: see onKeydown).
    function closePanels() {
        Object.keys(OVER).forEach(function (selector) {
            if (isOpen(selector) && !hidePanel(selector) && !kt.result) {
                var button = OVER[selector] ? kt.root.find(".kt-kopf " + OVER[selector]) : $();
                if (button.length) {
                    button.focus();
                } else {
                    kt.focusHand();
                }
            }
        });
    }

    // --- panels with the server's own text: Bilanz, Rat, Verlauf, Analyse ----

    function ask(command, title) {
        kt.info = {command: command, title: title, texts: []};
        kt.sendPlain(command);
        showPanel(".kt-info");
        renderInfo();
        kt.root.find(".kt-info .kt-schliessen").focus();
    }

    // A line that only says the answer is on its way („Analyse läuft … 40 %“,
    // „… geht dein Spiel durch (12 Entscheidungen) …“).
    function interim(text) {
        var t = text.trim();
        return /…$/.test(t) || /…\s*\d+\s*%$/.test(t);
    }

    // The texts to show: each once, and the interim lines only until the answer came.
    function infoTexts(texts) {
        var seen = {};
        var once = texts.filter(function (t) {
            var key = t.trim();
            if (!key || seen[key]) {
                return false;
            }
            seen[key] = true;
            return true;
        });
        var answered = once.some(function (t) { return !interim(t); });
        return answered ? once.filter(function (t) { return !interim(t); }) : once.slice(-1);
    }

    // The analysis's progress lines in the text window (the server marks them
    // kt-laeuft, its answer kt-fertig: game/commands/table/after.py): while it
    // runs only the latest stays; once the answer (or its failure) is there, none.
    function tidyProgress(mutations) {
        mutations.forEach(function (m) {
            m.addedNodes.forEach(function (node) {
                var latest = node.nodeType === 1 && $(node).hasClass("kt-laeuft");
                if (latest || node.nodeType === 1 && $(node).hasClass("kt-fertig")) {
                    $("#messagewindow .kt-laeuft").not(latest ? node : []).remove();
                }
            });
        });
    }

    function renderInfo() {
        var panel = kt.root.find(".kt-info");
        if (!kt.info) {
            hidePanel(".kt-info", true);
            return;
        }
        var texts = infoTexts(kt.info.texts);
        var body = texts.length ? '<pre class="kt-text">' + esc(texts.join("\n")) + "</pre>"
                                : "<p>Einen Augenblick …</p>";
        var title = kt.info.title;
        if (kt.info.table) {  // the Bilanz as data: a real table instead of the text's
            body = bilanzTable(kt.info.table);
            title = kt.info.table.title || title;
        }
        var focused = $(document.activeElement).closest(".kt-info").length > 0;
        if (panel.prop("hidden")) {
            showPanel(".kt-info");
        }
        panel.attr("aria-label", title).html("<h2>" + esc(title) + "</h2>" + body +
            '<button type="button" class="kt-schliessen">Schließen <span aria-hidden="true">(Esc)</span></button>');
        if (focused) {
            panel.find(".kt-schliessen").focus();
        }
    }

    // The Bilanz as data (kartenrunde_bilanz, docs/GMCP.md; it comes just before
    // the text): the Bilanz panel waiting for its answer shows it as a table.
    function onBilanz(event) {
        var command = kt.info && kt.info.command || "";
        if (/^bilanz\b/i.test(command) && !/^bilanz\s+(rekorde?|partien)\b/i.test(command)) {
            kt.info.table = event.detail;
            renderInfo();
        }
    }

    // Head, a row per line (its label a row header), a cell per game; numbers
    // right-aligned; under it the way to the personal records, as a button.
    function bilanzTable(b) {
        var columns = b.columns || [];
        var html = '<div class="kt-bilanz-rahmen"><table class="kt-bilanz"><caption class="kt-sr">' + esc(b.title) +
                   "</caption><thead><tr>" + columns.map(function (c, i) {
                       return i ? '<th scope="col">' + esc(c) + "</th>" : "<td></td>";
                   }).join("") + "</tr></thead><tbody>";
        (b.rows || []).forEach(function (row) {
            html += "<tr>" + row.map(function (cell, i) {
                if (!i) {
                    return '<th scope="row">' + esc(cell) + "</th>";
                }
                return "<td" + (/^[-+\d.,\s]+$/.test(cell) ? ' class="kt-zahl"' : "") + ">" + esc(cell) + "</td>";
            }).join("") + "</tr>";
        });
        html += "</tbody></table></div>";
        if (b.records) {
            html += '<p class="kt-bilanz-mehr"><button type="button" class="kt-frage" data-command="' + esc(b.records.command) +
                    '" data-titel="Meine Partien" title="„' + esc(b.records.command) + '“">' + esc(b.records.label) + "</button></p>";
        }
        return html;
    }

    function closeInfo() {
        if (!hidePanel(".kt-info")) {
            kt.focusHand();
        }
    }

    function aloneWithComputers() {
        return !!kt.state && kt.state.seat != null && kt.state.seats.every(function (s) {
            return s.seat === kt.state.seat || s.computer;
        });
    }

    // --- the last trick ------------------------------------------------------

    function fillLastTrick() {
        var lt = kt.state && kt.state.last_trick;
        var panel = kt.root.find(".kt-letzter-stich");
        if (!lt) {
            panel.html("<p>Es gibt noch keinen Stich.</p>");
            return;
        }
        var html = "<h2>Letzter Stich</h2><div class='kt-reihe'>";
        lt.cards.forEach(function (c) { html += kt.trickCard(c, c.seat === lt.winner); });
        var who = lt.winner === kt.state.seat ? "Du nimmst" : nameOf(lt.winner) + " nimmt";
        html += "</div><p class='kt-letzter-sieger'>" + esc(who + " den Stich.") + "</p>" +
                "<p class='kt-letzter-grund'>" + esc("Warum: " + lt.reason) + "</p>" +
                '<button type="button" class="kt-k-letzter">Schließen</button>';
        panel.html(html);
    }

    function toggleLastTrick() {
        var panel = kt.root.find(".kt-letzter-stich");
        if (panel.prop("hidden")) {
            fillLastTrick();
            showPanel(".kt-letzter-stich");
            panel.find("button").focus();
        } else if (!hidePanel(".kt-letzter-stich")) {
            kt.root.find(".kt-kopf .kt-k-letzter").focus();
        }
    }

    // --- the settlement (Abrechnung) -----------------------------------------

    // A match ended before its last game was played out: given up or left
    // (the server's `ending`, docs/GMCP.md), or a match whose end came without
    // a word (`ending` null: the pane saw the seats come while a game ran).
    function early() {
        var kind = kt.result.ending && kt.result.ending.kind;
        return kt.result.early || kind === "given_up" || kind === "left";
    }

    function scoreLine() {
        var sc = kt.result.score;
        if (!sc) {
            return "";
        }
        var names = kt.result.names;
        return "<p class='kt-ergebnis-stand'>Stand: " + esc(sc.parties.map(function (p) {
            return p.seats.map(function (s) { return names[s]; }).join(" & ") + " " + p.score;
        }).join(" – ")) + " (" + esc(sc.unit) + (sc.target ? ", bis " + sc.target : "") + ")</p>";
    }

    // The game's own Abrechnung: how it ended, the calculation, the points.
    function settlementHtml() {
        var names = kt.result.names;
        var lines = (kt.result.text || "").split("\n").filter(function (l) {
            return l.trim() && l.trim() !== "Abrechnung:" && l.indexOf("Spielende:") !== 0;  // the panel has both as headings
        });
        var html = '<h2>Abrechnung</h2><p class="kt-ergebnis-grund">' + esc(kt.result.reason) + "</p><div class='kt-rechnung'>";
        lines.forEach(function (line) {
            var sub = /^\s/.test(line);
            html += '<p class="' + (sub ? "kt-genommen" : "kt-zeile") + '">' + esc(line.trim()) + "</p>";
        });
        html += "</div><table class='kt-tabelle'><thead><tr><th scope='col'>Spieler</th><th scope='col'>" +
                (kt.result.striche ? "Striche" : "Punkte") + "</th></tr></thead><tbody>";
        names.forEach(function (name, seat) {
            var got = kt.result.striche ? kt.result.striche[seat] : kt.result.points[seat];
            var won = kt.result.winners.includes(seat);
            html += "<tr" + (won ? " class='kt-gewinner'" : "") + "><td>" + esc(name) + (won ? " – gewinnt" : "") +
                    "</td><td>" + (got > 0 ? "+" + got : got) + "</td></tr>";
        });
        html += "</tbody></table>" + scoreLine();
        if (kt.result.match_over) {
            var own = kt.result.ende;  // a table with an end of its own says it (docs/GMCP.md `ende`)
            html += "<p class='kt-ergebnis-aus'>" + esc(own ? own.titel : "Die Partie ist aus.") + "</p>" + matchEnd();
        }
        return html;
    }

    // The match's end without a last game: who gave up (or left), the score as it stood.
    function earlyEndHtml() {
        var end = kt.result.ending || {};
        var who = end.seat;
        var mine = who != null && who === mySeat();
        var name = who != null ? kt.result.names[who] : null;
        var how = end.kind === "left" ? (mine ? "Du hast die Partie verlassen." : name + " hat die Partie verlassen.")
                : end.kind === "given_up" ? (mine ? "Du hast die Partie aufgegeben." : name + " hat die Partie aufgegeben.")
                : "Die Partie wurde vorzeitig beendet.";
        return '<h2>Die Partie ist aus</h2><p class="kt-ergebnis-grund">' + esc(how) + "</p>" + scoreLine() +
               matchEnd();
    }

    function renderResult() {
        if (!kt.result) {
            return;
        }
        var html = early() ? earlyEndHtml() : settlementHtml();
        var seconds = kt.serverWeiter() && !kt.result.match_over && kt.state.abrechnung && kt.state.abrechnung.sekunden;
        if (seconds) {  // the table goes on by itself: counted down from when it was first seen
            if (!kt.countdown || kt.countdown.key !== kt.result) {
                clearInterval(kt.countdown && kt.countdown.timer);
                kt.countdown = {key: kt.result, until: Date.now() + seconds * 1000};
                kt.countdown.timer = setInterval(tick, 1000);
            }
            html += "<p class='kt-countdown' aria-live='off'>" + esc(countdownText()) + "</p>";
        }
        var asks = kt.serverWeiter() && !kt.result.match_over && kt.state.seat != null;
        var waiting = kt.awaitedNames();
        if (kt.serverWeiter() && !kt.result.match_over && waiting.length) {
            html += "<p class='kt-wartet'>Es wartet noch auf: " + esc(joinNames(waiting)) + ".</p>";
        }
        if (kt.serverWeiter() && kt.state.abrechnung && kt.state.abrechnung.pause) {
            html += "<p class='kt-wartet'>Pause: Der Tisch geht erst weiter, wenn alle „weiter“ gesagt haben.</p>";
        }
        var closes = kt.result.match_over || kt.serverWeiter() && kt.state.seat == null;  // nothing to say on
        var text = closes ? "Schließen" : asks && kt.said ? "Du hast „weiter“ gesagt" : "Weiter";
        html += '<button type="button" class="kt-weiter"' + (asks && kt.said ? " disabled" : "") + ">" + esc(text) +
                (asks && kt.said ? "" : " <span aria-hidden='true'>(Eingabetaste)</span>") + "</button>";
        var panel = kt.root.find(".kt-abrechnung");
        var waits = overOpen();  // another panel is open in its place: it comes back when that one closes
        panel.html(html).attr("aria-label", early() || kt.result.match_over ? "Ende der Partie" : "Abrechnung");
        if (!waits && panel.prop("hidden")) {
            placePanels();
        }
        panel.prop("hidden", waits);
        if (!waits && !$(document.activeElement).is("textarea, input")) {
            panel.find(".kt-weiter").focus();
        }
    }

    function countdownText() {
        var left = Math.max(0, Math.round((kt.countdown.until - Date.now()) / 1000));
        return "Ohne „weiter“ geht es in " + left + (left === 1 ? " Sekunde" : " Sekunden") + " von selbst weiter.";
    }

    function tick() {
        var box = kt.root.find(".kt-abrechnung .kt-countdown");
        if (!box.length || !kt.countdown) {
            clearInterval(kt.countdown && kt.countdown.timer);
            kt.countdown = null;
            return;
        }
        box.text(countdownText());
    }

    function mySeat() {
        return kt.state ? kt.state.seat : kt.lobby ? kt.lobby.seat : null;
    }

    // The table's own end (the day's set): its lines and its actions, as the server sent them.
    function ownEnd(own) {
        var html = own.zeilen.map(function (line) { return "<p class='kt-ende-zeile'>" + esc(line) + "</p>"; }).join("");
        html += '<div class="kt-vor-knoepfe" role="toolbar" aria-label="Nach der Partie">';
        own.aktionen.forEach(function (a) {
            html += '<button type="button" class="' + (a.panel ? "kt-frage" : "kt-vor-aktion") + '" data-command="' +
                    esc(a.command) + '"' + (a.panel ? ' data-titel="' + esc(a.panel) + '"' : "") +
                    ' title="„' + esc(a.command) + '“">' + esc(a.label) + "</button>";
        });
        return html + "</div>";
    }

    // After the last game (or a match given up): who won, the rank, and what to do next.
    function matchEnd() {
        if (kt.result.ende) {
            return ownEnd(kt.result.ende);
        }
        var names = kt.result.names;
        var sc = kt.result.score;
        var won = [];
        if (early()) {  // given up or left: the other side wins, whatever the score
            (kt.result.winners || []).forEach(function (seat) { won.push(names[seat]); });
        } else if (sc && sc.parties.length) {
            var low = sc.unit === "Striche";  // Striche: the fewest win
            var best = sc.parties.reduce(function (b, p) {
                return low ? Math.min(b, p.score) : Math.max(b, p.score);
            }, low ? Infinity : -Infinity);
            sc.parties.filter(function (p) { return p.score === best; }).forEach(function (p) {
                p.seats.forEach(function (seat) { won.push(names[seat]); });
            });
        }
        var me = mySeat();
        var html = "<p class='kt-sieger-zeile'>" + (won.length ? "Die Partie " + (won.length > 1 ? "gewinnen " : "gewinnt ") +
                   esc(joinNames(won)) + "." : "") + "</p>";
        var rank = kt.lobby && kt.lobby.rang;
        if (rank && me != null) {
            html += "<p class='kt-rang'>Dein Rang: <b>" + esc(rank.name) + "</b> – " + esc(rank.text) + "</p>";
        }
        html += '<div class="kt-vor-knoepfe" role="toolbar" aria-label="Nach der Partie">';
        if (me != null) {
            html += '<button type="button" class="kt-vor-aktion kt-neue-partie" data-command="neue partie" ' +
                    'title="Dieselben Plätze, die Computerspieler bleiben – „neue partie“">Neue Partie</button>';
            if (kt.result.revanche) {  // docs/GMCP.md: where people sit, the rematch
                html += '<button type="button" class="kt-vor-aktion kt-revanche" data-command="' +
                        esc(kt.result.revanche.command) + '">' + esc(kt.result.revanche.label) + "</button>";
            }
        }
        // the match is over (given up: no game runs, a bare „verlauf“ is refused): the last
        // game that ended here, with its Abrechnung and deal
        html += '<button type="button" class="kt-frage" data-command="verlauf letztes" data-titel="Verlauf">Verlauf</button>';
        if (me != null) {
            html += '<button type="button" class="kt-frage" data-command="analyse" data-titel="Analyse">Analyse</button>';
            // the seed is checked by a command, not read as hex digits (docs/MISCHUNG.md): the
            // last game kept when the match was played out, else the table's overview
            html += '<button type="button" class="kt-frage kt-mischung" data-command="' +
                    (early() ? "mischung" : "mischung prüfen 1") + '" data-titel="Mischung nachprüfen" ' +
                    'title="Nachrechnen, dass die Karten ehrlich gemischt waren">Mischung nachprüfen</button>';
        }
        return html + "</div>";
    }

    function joinNames(names) {
        return names.length < 2 ? names.join("") : names.slice(0, -1).join(", ") + " und " + names[names.length - 1];
    }

    // „Weiter“ (or Enter): where the server waits for it, the player's
    // `weiter`; the panel stays, saying who is still awaited, until the next
    // deal comes. Otherwise (the match is over, you watch, or a server that
    // deals at once) the panel closes.
    function weiter() {
        if (overOpen()) {  // Enter in a panel over the Abrechnung closes that panel first
            closePanels();
            return;
        }
        if (kt.result && !kt.result.match_over && kt.serverWeiter() && kt.state.seat != null) {
            if (!kt.said) {
                kt.said = true;
                kt.send("weiter");
                renderResult();
            }
            return;
        }
        closeResult();
    }

    function closeResult() {
        clearInterval(kt.countdown && kt.countdown.timer);
        kt.countdown = null;
        kt.result = null;
        kt.said = false;
        kt.root.find(".kt-abrechnung").prop("hidden", true).empty();
        kt.render();
        if (kt.lobby) {
            kt.root.find(".kt-vor-aktion").first().focus();
        } else {
            kt.focusHand();
        }
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        closePanels: closePanels, ask: ask, renderInfo: renderInfo, closeInfo: closeInfo, onBilanz: onBilanz,
        tidyProgress: tidyProgress,
        aloneWithComputers: aloneWithComputers, fillLastTrick: fillLastTrick,
        toggleLastTrick: toggleLastTrick, renderResult: renderResult, weiter: weiter,
        closeResult: closeResult, showPanel: showPanel, hidePanel: hidePanel, placePanels: placePanels,
        addPanel: addPanel
    });
})();
