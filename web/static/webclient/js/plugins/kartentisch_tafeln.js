/*
 * Kartentisch, the panels (kartentisch_kern.js describes the pane and its
 * files): closing them with Escape; Bilanz, Rat, Verlauf and Analyse with
 * the server's own text; the last trick; the Abrechnung after each game
 * (who is awaited, the countdown, „Weiter“) and the match's end (who won,
 * the rank, „Neue Partie“, „Revanche“, „Verlauf“, „Analyse“).
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, nameOf = kt.nameOf;  // kartentisch_kern.js's helpers (they never change)
    // Escape: the last trick, the gear and an answer panel close (not the Abrechnung: see onKeydown).
    function closePanels() {
        kt.root.find(".kt-letzter-stich").prop("hidden", true);
        if (!kt.root.find(".kt-zahnrad").prop("hidden")) {
            kt.toggleGear();
        }
        if (kt.info) {
            closeInfo();
        }
    }

    // --- panels with the server's own text: Bilanz, Rat, Verlauf, Analyse ----

    function ask(command, title) {
        kt.info = {command: command, title: title, texts: []};
        kt.sendPlain(command);
        renderInfo();
        kt.root.find(".kt-info .kt-schliessen").focus();
    }

    function renderInfo() {
        var panel = kt.root.find(".kt-info");
        if (!kt.info) {
            panel.prop("hidden", true).empty();
            return;
        }
        var body = kt.info.texts.length ? '<pre class="kt-text">' + esc(kt.info.texts.join("\n")) + "</pre>"
                                     : "<p>Einen Augenblick …</p>";
        var focused = $(document.activeElement).closest(".kt-info").length > 0;
        panel.attr("aria-label", kt.info.title).html("<h2>" + esc(kt.info.title) + "</h2>" + body +
            '<button type="button" class="kt-schliessen">Schließen <span aria-hidden="true">(Esc)</span></button>')
            .prop("hidden", false);
        if (focused) {
            panel.find(".kt-schliessen").focus();
        }
    }

    function closeInfo() {
        kt.info = null;
        renderInfo();
        kt.focusHand();
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
        var open = panel.prop("hidden");
        if (open) {
            fillLastTrick();
        }
        panel.prop("hidden", !open);
        kt.root.find(".kt-kopf .kt-k-letzter").attr("aria-expanded", open);
        if (open) {
            panel.find("button").focus();
        } else {
            kt.root.find(".kt-kopf .kt-k-letzter").focus();
        }
    }

    // --- the settlement (Abrechnung) -----------------------------------------

    function renderResult() {
        if (!kt.result) {
            return;
        }
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
        html += "</tbody></table>";
        if (kt.result.score) {
            var sc = kt.result.score;
            html += "<p class='kt-ergebnis-stand'>Stand: " + esc(sc.parties.map(function (p) {
                return p.seats.map(function (s) { return names[s]; }).join(" & ") + " " + p.score;
            }).join(" – ")) + " (" + esc(sc.unit) + ", bis " + sc.target + ")</p>";
        }
        if (kt.result.match_over) {
            html += "<p class='kt-ergebnis-aus'>Die Partie ist aus.</p>" + matchEnd();
        }
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
        panel.html(html).prop("hidden", false);
        if (!$(document.activeElement).is("textarea, input")) {
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

    // After the last game: who won, the rank, and what to do next.
    function matchEnd() {
        var names = kt.result.names;
        var sc = kt.result.score;
        var won = [];
        if (sc && sc.parties.length) {
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
        html += '<button type="button" class="kt-frage" data-command="verlauf" data-titel="Verlauf">Verlauf</button>';
        if (me != null) {
            html += '<button type="button" class="kt-frage" data-command="analyse" data-titel="Analyse">Analyse</button>';
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
        closePanels: closePanels, ask: ask, renderInfo: renderInfo, closeInfo: closeInfo,
        aloneWithComputers: aloneWithComputers, fillLastTrick: fillLastTrick,
        toggleLastTrick: toggleLastTrick, renderResult: renderResult, weiter: weiter,
        closeResult: closeResult
    });
})();
