/*
 * Kartenrätsel: a puzzle (`rätsel`) as a table position in the table pane,
 * so a web player solves it with a click (issue 50).
 *
 * The server sends `kartenrunde_raetsel` (docs/GMCP.md: Kartenrunde.Raetsel)
 * when it shows a puzzle and again with the verdict once it was answered or
 * given up. This plugin draws it in a panel of the table pane, opened and
 * closed through the pane's panel manager (kartentisch_tafeln.js: showPanel,
 * hidePanel, addPanel), so it begins below the pane's head and never covers
 * its buttons: the other hand (known, as the puzzle says), the trump, the
 * talon, the card led, the Augen and tricks, your cards to click, the other
 * answers (Genug, Zudrehen, Aus, Melden …) as buttons, what was played so far
 * (folded), and after the answer the verdict, why, the rating and the streak,
 * with „Nächstes Rätsel“. Every click sends the very command a telnet player
 * types (`lege herz ass`, `genug`, `rätsel lösung`, `rätsel 66`): the server
 * grades it and says it in the text too. Keys while it waits: 1-9 play that
 * card; Escape closes the panel (the puzzle stays open: `rätsel` shows it
 * again).
 *
 * Without a table (nobody sits or watches anywhere) the pane shows for the
 * puzzle alone (`kt-nur-raetsel`: only its head and this panel; closing the
 * panel hides the pane again). Registered after the school panel and before
 * the table's keys (templates/webclient/base.html); its panel is made at the
 * first puzzle, when the pane (kartentisch_rahmen.js) is built.
 */
let kartenraetsel_plugin = (function () {
    var kt = window.Kartentisch;
    var PANEL = ".kt-raetsel";
    var panel = null, data = null, shut = true;

    var esc = kt.esc;            // the table's own escaping and plain sending (kern)
    var send = kt.sendPlain;

    function face(card) {
        return window.Kartenbild.face(card, data && data.card_names || "deutsch");
    }

    function waiting() {
        return !!data && data.state === "frage" && data.answerable;
    }

    // --- drawing ---------------------------------------------------------------

    function marriagesOf(mine) {
        return (data.position.marriages || []).filter(function (m) { return m.mine === mine; })
            .map(function (m) { return '<span class="kt-meld">' + esc(m.label) + " " + m.points + "</span>"; }).join("");
    }

    function countsOf(own) {
        var p = data.position;
        var augen = own ? p.points.own : p.points.other;
        var stiche = own ? p.tricks_won.own : p.tricks_won.other;
        return '<span class="kt-augen">' + augen + " Augen</span>" +
               '<span class="kt-stiche">' + stiche + (stiche === 1 ? " Stich" : " Stiche") + "</span>" + marriagesOf(own);
    }

    function smallCard(c, cls) {
        return '<span class="kt-karte kr-klein' + (cls ? " " + cls : "") + '" role="img" aria-label="' + esc(c.label) +
               '" title="' + esc(c.label) + '">' + face(c.card) + "</span>";
    }

    function other() {
        var known = data.position.known || [];
        return '<div class="kr-gegner" role="group" aria-label="Dein Gegner">' +
               '<div class="kr-zeile"><span class="kt-name">Gegner</span>' + countsOf(false) + "</div>" +
               '<p class="kr-bekannt">Hält (bekannt, alle anderen Karten sind gefallen):</p>' +
               '<div class="kr-reihe">' + known.map(function (c) { return smallCard(c); }).join("") + "</div></div>";
    }

    function middle() {
        var p = data.position;
        var html = '<div class="kr-mitte"><div class="kr-stapel">';
        if (p.trump_card) {
            html += '<figure class="kr-fig">' + smallCard(p.trump_card, "kr-trumpfkarte") +
                    "<figcaption>Trumpfkarte</figcaption></figure>";
        }
        var talon = "";
        if (p.talon) {
            talon = p.talon.closed ? "Stapel zugedreht" + (p.talon.closer === true ? " (von dir)" :
                    p.talon.closer === false ? " (vom Gegner)" : "") + ", " + p.talon.count + " Karten" :
                    p.talon.count ? "Stapel: " + p.talon.count + (p.talon.count === 1 ? " Karte" : " Karten") : "Stapel leer";
        }
        html += '<p class="kr-trumpf">Trumpf: <b>' + esc(p.trump.label) + "</b>" +
                (talon ? "<br>" + esc(talon) : "") + "</p></div>";
        html += '<div class="kr-stich" role="group" aria-label="Stich in der Mitte">';
        if ((p.trick || []).length) {
            p.trick.forEach(function (c) {
                html += '<figure class="kr-fig">' + smallCard(c, "kr-gelegt") + "<figcaption>" +
                        (c.mine ? "du" : "Gegner spielt aus") + "</figcaption></figure>";
            });
        } else {
            html += '<p class="kr-leer">Du spielst aus.</p>';
        }
        return html + "</div></div>";
    }

    // How a command fared once answered: the right one, yours if it was wrong.
    function fate(command) {
        var v = data.verdict;
        if (!v) {
            return "";
        }
        if (command === v.best) {
            return " kr-richtig";
        }
        return command === v.command ? " kr-falsch" : "";
    }

    function hand() {
        var open = waiting();
        var html = '<div class="kr-hand" role="group" aria-label="Deine Karten">';
        data.position.hand.forEach(function (c, i) {
            var n = i + 1;
            var command = c.answer;
            var label = n + ": " + c.label + (command ? " legen" : ", nicht spielbar");
            var mark = fate(command);
            if (mark) {
                label += mark === " kr-richtig" ? " – der richtige Zug" : " – deine Antwort";
            }
            html += '<button type="button" class="kt-karte kr-karte' + (command ? " kr-spielbar" : " kt-gedimmt") + mark +
                    '" data-command="' + esc(command || "") + '" aria-label="' + esc(label) + '" title="' +
                    esc(command ? "„" + command + "“ (Taste " + n + ")" : c.label + ": nicht spielbar") + '"' +
                    (open && command ? "" : " disabled") + '><span class="kr-nummer" aria-hidden="true">' + n +
                    "</span>" + face(c.card) + "</button>";
        });
        return html + "</div>";
    }

    function actions() {
        var open = waiting();
        var html = "";
        (data.answers || []).forEach(function (a) {
            if (a.card && a.kind === "card") {
                return;  // a card: through the hand
            }
            html += '<button type="button" class="kt-aktion kr-antwort' + fate(a.command) + '" data-command="' +
                    esc(a.command) + '" title="„' + esc(a.command) + '“"' + (open ? "" : " disabled") + ">" +
                    esc(a.label) + "</button>";
        });
        return html ? '<div class="kr-aktionen" role="toolbar" aria-label="Ansagen">' + html + "</div>" : "";
    }

    function course() {
        var played = data.position.played || [];
        if (!played.length) {
            return "";
        }
        var html = '<details class="kr-verlauf"><summary>Bisher gespielt (' + played.length +
                   (played.length === 1 ? " Stich" : " Stiche") + ")</summary><ol>";
        played.forEach(function (t) {
            html += "<li>" + t.cards.map(function (c) {
                return (c.mine ? "du " : "Gegner ") + esc(c.label);
            }).join(", ") + " – " + (t.won ? "dein Stich" : "Stich für den Gegner") + "</li>";
        });
        return html + "</ol></details>";
    }

    function verdict() {
        var v = data.verdict;
        if (!v) {
            return "";
        }
        var cls = v.given_up ? "kr-loesung" : v.right ? "kr-gut" : "kr-schlecht";
        var html = '<div class="kr-urteil ' + cls + '" role="status"><p class="kr-kopfzeile"><b>' + esc(v.head) + "</b></p>";
        v.explanation.forEach(function (line) { html += "<p>" + esc(line) + "</p>"; });
        v.lines.forEach(function (line) { html += '<p class="kr-wertung">' + esc(line) + "</p>"; });
        return html + "</div>";
    }

    function buttons() {
        var html = '<div class="kr-knoepfe">';
        if (data.state === "frage") {
            html += '<button type="button" class="kr-zweit" data-command="' + esc(data.solution) +
                    '" title="Aufgeben und die Lösung lesen – „' + esc(data.solution) + '“">Lösung zeigen</button>';
        } else {
            html += '<button type="button" class="kr-weiter" data-command="' + esc(data.next) +
                    '" title="„' + esc(data.next) + '“">Nächstes Rätsel</button>';
        }
        return html + '<button type="button" class="kr-zu">Schließen</button></div>';
    }

    function render() {
        var p = data.position;
        var html = '<h2 class="kr-titel">' + esc(data.heading) + "</h2>" +
                   '<div class="kr-tisch">' + other() + middle() +
                   '<div class="kr-ich"><span class="kt-name">Du</span>' + countsOf(true) + "</div>" +
                   hand() + actions() + "</div>";
        var notes = data.notes || [];  // the server's lines: the own move just before, tried before, …
        if (notes.length) {
            html += '<ul class="kr-notizen">' + notes.map(function (n) { return "<li>" + esc(n) + "</li>"; }).join("") + "</ul>";
        }
        if (data.state === "frage" && data.answerable) {
            html += '<p class="kr-hinweis">Klick die Karte, die du legen willst' +
                    (actions() ? ", oder eine Ansage" : "") + ".</p>";
        }
        html += course() + verdict() + buttons();
        var inside = $(document.activeElement).closest(PANEL).length > 0;
        var typing = $(document.activeElement).is("textarea") && $(document.activeElement).val();
        panel.html(html).attr("aria-label", data.heading);
        if (alone()) {  // the head is the puzzle's while no table is shown
            kt.root.find(".kt-kopf .kt-titel").text(data.daily ? "Rätsel des Tages" : "Rätsel");
            kt.root.find(".kt-kopf .kt-trumpf").html("Trumpf: <b>" + esc(p.trump.label) + "</b>");
            kt.root.find(".kt-kopf .kt-stand").text("");  // the panel's heading names game and number
        }
        if (inside || !typing) {
            var first = panel.find(data.state === "frage" ? ".kr-spielbar:not(:disabled), .kr-antwort:not(:disabled), .kr-zu"
                                                          : ".kr-weiter").first();
            if (first.length) {
                first[0].focus({preventScroll: true});  // the DOM's focus: jQuery's takes a handler
            }
        }
        if (data.verdict) {
            var box = panel.find(".kr-urteil")[0];
            if (box && box.scrollIntoView) {
                box.scrollIntoView({block: "start"});  // a phone: the verdict, not the cards above it
            }
        }
    }

    // --- the pane --------------------------------------------------------------

    function alone() {
        return !!kt.root && kt.root.hasClass("kt-nur-raetsel");
    }

    function ensurePanel() {
        if (panel || !kt.root) {
            return !!panel;
        }
        panel = $('<div class="kt-raetsel kt-panel" role="dialog" aria-label="Rätsel" hidden></div>');
        kt.root.append(panel);
        kt.addPanel(PANEL, null);
        panel.on("click", "button", function () {
            var command = $(this).data("command");
            if ($(this).hasClass("kr-zu")) {
                kt.hidePanel(PANEL);
            } else if (command) {
                send(command);
            }
        });
        // closed by its button, Escape (the pane's closePanels), another panel or the pane
        // leaving the table: the pane shown for the puzzle alone goes again
        new MutationObserver(function () {
            if (panel.prop("hidden")) {
                closed();
            }
        }).observe(panel[0], {attributes: true, attributeFilter: ["hidden"]});
        return true;
    }

    function closed() {
        shut = true;
        if (alone()) {
            kt.root.removeClass("kt-nur-raetsel");
            if (!(kt.state || kt.lobby)) {
                $("body").removeClass("kt-da");
                $("#kt-zeigen").prop("hidden", true);
            }
            kt.relayout();
            $("textarea.inputfield").focus();
        }
    }

    function show() {
        var fresh = !$("body").hasClass("kt-da");
        if (!(kt.state || kt.lobby)) {
            kt.root.addClass("kt-nur-raetsel");
            $("body").addClass("kt-da");
        }
        if ($("body").hasClass("kt-versteckt")) {
            $("#kt-zeigen").prop("hidden", false);  // the pane was hidden by its player: it stays so
        }
        shut = false;
        if (panel.prop("hidden")) {
            kt.showPanel(PANEL);
        }
        render();
        if (fresh) {
            kt.relayout();
        }
        kt.placePanels();
    }

    function onRaetsel(event) {
        if (!ensurePanel()) {
            return;
        }
        data = event.detail;
        show();
    }

    // A table's state came (sat down, watching, between matches): the pane is the
    // table's again, the puzzle a panel over it.
    function onTable() {
        if (alone()) {
            kt.root.removeClass("kt-nur-raetsel");
            kt.placePanels();
        }
    }

    // Gone from the table: the pane hid every panel; an open puzzle shows again alone.
    function onLeft() {
        if (panel && data && !shut) {
            show();
        }
    }

    return {
        init: function () {
            document.addEventListener("kartenrunde_raetsel", onRaetsel);
            document.addEventListener("kartenrunde_tisch", onTable);
            document.addEventListener("kartenrunde_plaetze", onTable);
            document.addEventListener("kartenrunde_verlassen", onLeft);
        },
        // Before the table's keys: while the puzzle waits, 1-9 play that card of it;
        // Escape closes the panel (the pane's own Escape does too, with a table).
        onKeydown: function (event) {
            if (!panel || panel.prop("hidden") || event.ctrlKey || event.altKey || event.metaKey) {
                return false;
            }
            var target = $(event.target);
            var inside = target.closest(PANEL).length > 0;
            if (!inside && (target.is("textarea, input, select") || target.closest("#kt-lobby, #kt-schule").length)) {
                return false;
            }
            if (event.key === "Escape") {
                kt.hidePanel(PANEL);
                return true;
            }
            if (/^[1-9]$/.test(event.key) && waiting()) {
                var card = data.position.hand[Number(event.key) - 1];
                if (card && card.answer) {
                    event.preventDefault();
                    send(card.answer);
                    return true;
                }
                return false;
            }
            if (inside && (event.key === "Enter" || event.key === " ") && target.is("button")) {
                event.preventDefault();  // pressed here, once
                target[0].click();
                return true;
            }
            return inside && event.key === "Tab";
        },
    };
})();
plugin_handler.add("kartenraetsel", kartenraetsel_plugin);
