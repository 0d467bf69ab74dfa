/*
 * Kartenschule: a lesson's end in a panel (issue 46), so a web player takes
 * the card schools without typing.
 *
 * The practice table sends `kartenrunde_schule` (docs/GMCP.md): when a
 * lesson begins (the panel closes: the table is what you look at), when it
 * has shown its point (the test question, each answer a button that sends
 * `antwort <n>`; the keys 1-9 answer too), after each answer (wrong: why, and
 * the question stays; right: „Nächste Lektion“, „Noch einmal“ and the way out)
 * and when the lesson was broken off or you left the Übungsstube (`aus`:
 * the panel closes). Every button sends the very command a telnet player
 * types. Escape or „Schließen“ closes the panel; while the lesson's question
 * or its answer stands, the table's head then has a button „Lektion“ that
 * opens it again; typing `antwort <n>` still works. The lessons to choose
 * from are in the lobby's „Kartenschule“.
 */
let kartenschule_plugin = (function () {
    var panel = null, data = null;
    var SHOWN = ["frage", "bestanden", "vorbei"];

    function esc(text) {
        return String(text == null ? "" : text).replace(/[&<>"']/g, function (c) {
            return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c];
        });
    }

    function send(command) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
    }

    function button(cls, command, html, title) {
        return '<button type="button" class="' + cls + '" data-command="' + esc(command) + '" title="' +
               esc(title || "„" + command + "“") + '">' + html + "</button>";
    }

    function answers(d) {
        var wrong = d.answered && !d.answered.right ? d.answered.number : null;
        if (d.state === "frage") {
            return '<ol class="kt-s-antworten">' + d.answers.map(function (a) {
                return "<li>" + button("kt-s-antwort" + (a.number === wrong ? " kt-s-daneben" : ""), a.command,
                                       '<span class="kt-s-nummer">' + a.number + "</span> " +
                                       '<span class="kt-s-text">' + esc(a.text) + "</span>",
                                       "Antwort " + a.number + " – „" + a.command + "“") + "</li>";
            }).join("") + "</ol>";
        }
        var right = d.answered ? d.answered.number : null;
        return '<ol class="kt-s-antworten kt-s-fertig">' + d.answers.map(function (a) {
            return '<li class="' + (a.number === right ? "kt-s-richtig" : "") + '"><span class="kt-s-nummer">' + a.number +
                   '</span> <span class="kt-s-text">' + esc(a.text) + "</span>" +
                   (a.number === right ? ' <span class="kt-s-haken">✓ richtig</span>' : "") + "</li>";
        }).join("") + "</ol>";
    }

    function render() {
        var d = data;
        if (!d || SHOWN.indexOf(d.state) < 0) {
            hide();
            return;
        }
        var html = '<div class="kt-s-kopf"><h2>' + esc(d.school_name) + " · Lektion " + d.number + " von " + d.count + "</h2>" +
                   '<button type="button" class="kt-s-weg" data-command="">Schließen</button></div>' +
                   '<p class="kt-s-titel">' + esc(d.title) + (d.passed ? ' <span class="kt-s-haken">✓ bestanden</span>' : "") + "</p>";
        if (d.state === "vorbei") {
            html += '<p class="kt-s-hinweis">Die Lektion ist abgebrochen.</p>';
        }
        if (d.question) {
            html += '<p class="kt-s-frage"><b>Prüffrage:</b> ' + esc(d.question) + "</p>" + answers(d);
        }
        if (d.answered && d.answered.right) {
            html += '<p class="kt-s-ergebnis kt-s-gut" role="status"><b>Richtig!</b> ' +
                    (d.answered.first ? "Lektion bestanden." : "Diese Lektion hattest du schon bestanden.") + "</p>";
        } else if (d.answered) {
            html += '<p class="kt-s-ergebnis kt-s-schlecht" role="status"><b>Leider falsch.</b> ' + esc(d.answered.why) +
                    " Versuch es noch einmal.</p>";
        }
        var knoepfe = [];
        if (d.state !== "frage" && d.next) {
            knoepfe.push(button("kt-s-weiter", d.next.command, "Nächste Lektion: " + esc(d.next.title)));
        }
        if (d.state !== "frage") {
            knoepfe.push(button("kt-s-zweit", d.again, "Noch einmal"));
        }
        if (d.leave) {
            knoepfe.push(button("kt-s-zweit", d.leave.command, esc(d.leave.label)));
        }
        html += '<div class="kt-s-knoepfe">' + knoepfe.join("") + "</div>";
        reopen(false);
        var inside = $(document.activeElement).closest("#kt-schule").length > 0;
        var typing = $(document.activeElement).is("textarea") && $(document.activeElement).val();
        panel.html(html).prop("hidden", false);
        place();
        if (inside || !typing) {
            var first = panel.find(".kt-s-antwort:not(.kt-s-daneben), .kt-s-weiter, .kt-s-zweit").first();
            if (first.length) {
                first[0].focus({preventScroll: true});  // the DOM's focus: jQuery's takes a handler
            }
        }
    }

    function hide() {
        var again = reopen(data && SHOWN.indexOf(data.state) >= 0);
        if (!panel || panel.prop("hidden")) {
            return;
        }
        var inside = $(document.activeElement).closest("#kt-schule").length > 0;
        panel.prop("hidden", true).empty();
        if (inside) {
            (again || $("textarea.inputfield")).focus();
        }
    }

    // Over the table pane, below its head (its buttons and the score stay free),
    // as the pane's own panels; without the pane in view, over the page.
    function place() {
        if (!panel || panel.prop("hidden")) {
            return;
        }
        var pane = document.getElementById("kartentisch");
        var head = pane && pane.querySelector(".kt-kopf");
        var style = panel[0].style;
        if (!head || !head.offsetParent) {
            ["--kt-s-oben", "--kt-s-mitte", "--kt-s-breite"].forEach(function (v) { style.removeProperty(v); });
            return;
        }
        if (window.ResizeObserver && !head.ktSchuleSieht) {
            head.ktSchuleSieht = true;  // the head grew or shrank (a phone: a line more): again
            new ResizeObserver(place).observe(head);
        }
        var p = pane.getBoundingClientRect(), h = head.getBoundingClientRect();
        style.setProperty("--kt-s-oben", Math.round(Math.min(Math.max(0, h.bottom), window.innerHeight * 0.4) + 6) + "px");
        style.setProperty("--kt-s-mitte", Math.round(p.left + p.width / 2) + "px");
        style.setProperty("--kt-s-breite", Math.round(p.width) + "px");
    }

    // The head's button „Lektion“ (kartentisch_rahmen.js's head): there while the
    // panel was closed by hand and has something to show. Returns it, or null.
    function reopen(wanted) {
        var head = $("#kartentisch .kt-kopf .kt-knoepfe"), old = $(".kt-k-schule");
        if (!wanted || !head.length) {
            old.remove();
            return null;
        }
        if (old.length) {
            return old;
        }
        var again = $('<button type="button" class="kt-k-schule" title="Die Kartenschule wieder zeigen">Lektion</button>');
        again.on("click", function () { render(); });
        head.prepend(again);
        return again;
    }

    return {
        init: function () {
            panel = $('<section id="kt-schule" role="dialog" aria-label="Kartenschule" hidden></section>');
            $("body").append(panel);
            panel.on("click", "button", function () {
                var command = $(this).data("command");
                if (command) {
                    send(command);
                } else {
                    hide();
                }
            });
            $(window).on("resize", place);
            document.addEventListener("kartenrunde_schule", function (event) {
                data = event.detail;
                render();
            });
        },
        // Loaded before the table's keys: while the question is open, 1-9 answer it
        // (they would play a card, which the finished lesson refuses); Escape closes.
        onKeydown: function (event) {
            if (!panel || panel.prop("hidden") || event.ctrlKey || event.altKey || event.metaKey) {
                return false;
            }
            var target = $(event.target);
            var inside = target.closest("#kt-schule").length > 0;
            if (!inside && (target.is("textarea, input, select") || target.closest("#kt-lobby, .kt-panel").length)) {
                return false;
            }
            if (event.key === "Escape") {
                hide();
                return true;
            }
            var found = data && data.state === "frage" && (data.answers || []).filter(function (a) {
                return String(a.number) === event.key;
            })[0];
            if (found) {
                event.preventDefault();
                send(found.command);
                return true;
            }
            return inside && ["Enter", " ", "Tab"].indexOf(event.key) >= 0;
        },
    };
})();
plugin_handler.add("kartenschule", kartenschule_plugin);
