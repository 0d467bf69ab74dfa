/*
 * Kartenlobby: every card table of the world in a panel (issue 29), so a
 * card-site player reaches a game without typing.
 *
 * The button „Tische“ asks the server (OOB `kartenrunde_tische`, GMCP
 * `Kartenrunde.Tische`, docs/GMCP.md) and shows the answer: where you stand
 * and its ways (a click walks), then each table with its room, game, who
 * sits there (computer players marked), free seats and spectators, and the
 * buttons that apply: „Hinsetzen“ and „Zuschauen“ walk there and sit or
 * watch (`zum tisch #12`, `zum tisch #12 zuschauen`), „Aufstehen“, „Nicht
 * mehr zuschauen“ and „Aufgeben“ where you sit or watch. Every button sends
 * the very command a telnet player types; the list is asked for again after
 * each. Escape closes the panel.
 */
let kartenlobby_plugin = (function () {
    var panel = null, knopf = null, data = null, again = null;

    function esc(text) {
        return String(text == null ? "" : text).replace(/[&<>"']/g, function (c) {
            return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c];
        });
    }

    function askServer() {
        if (window.Evennia && window.Evennia.msg) {
            window.Evennia.msg("kartenrunde_tische", [], {});
        }
    }

    function send(command) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
        clearTimeout(again);
        again = setTimeout(askServer, 1500);  // the list as it is after the walk
    }

    function button(cls, command, text, title) {
        return '<button type="button" class="' + cls + '" data-command="' + esc(command) + '"' +
               (title ? ' title="' + esc(title) + '"' : "") + ">" + esc(text) + "</button>";
    }

    function seatsText(t) {
        return t.seats.map(function (s) {
            return s.free ? "frei" : s.name + (s.computer ? " (Computer)" : s.stand_in ? " (vertreten)" : "");
        }).join(", ");
    }

    function render() {
        if (!data) {
            panel.html("<h2>Tische</h2><p>Einen Augenblick …</p>" + button("kt-l-weg", "", "Schließen"));
            return;
        }
        var html = "<h2>Tische</h2>";
        var room = data.room || {};
        if (room.name) {
            html += "<p>Du bist hier: <b>" + esc(room.name) + "</b></p>";
            if ((room.ways || []).length) {
                html += '<div class="kt-l-wege" role="group" aria-label="Wege von hier">Wege: ' +
                        room.ways.map(function (w) {
                            return button("kt-l-zu", w.command, w.label, (w.towards || w.to) + " („" + w.command + "“)");
                        }).join("") + "</div>";
            }
        }
        html += "<ul>";
        data.tables.forEach(function (t) {
            var what = t.game + ", " + (t.playing ? "es läuft eine Partie" : "wartet auf Spieler");
            var watchers = t.spectators ? " · " + t.spectators + (t.spectators === 1 ? " schaut zu" : " schauen zu") : "";
            html += '<li class="kt-l-tisch" data-table="' + t.id + '"><b>' + esc(t.table) + "</b> " + esc(t.where) +
                    (t.here ? " (hier)" : "") + "<br>" + esc(what) + "<br>Plätze: " + esc(seatsText(t)) + esc(watchers) +
                    (t.mine ? " · du " + esc(t.mine) : "") + "<br>";
            if (t.mine === "sitzt") {
                html += t.playing ? button("kt-l-zu", "aufgeben " + t.table, "Aufgeben", "Die Partie aufgeben – „aufgeben“")
                                  : button("kt-l-zu", "aufstehen " + t.table, "Aufstehen");
            } else if (t.mine === "schaut zu") {
                html += button("kt-l-zu", "zuschauen aus " + t.table, "Nicht mehr zuschauen");
                if (t.free && !t.playing) {
                    html += button("kt-l-sitzen", "setzen " + t.table, "Hinsetzen");
                }
            } else {
                if (t.free && !t.playing) {
                    html += button("kt-l-sitzen", "zum tisch #" + t.id, "Hinsetzen",
                                   (t.here ? "" : "Hingehen und ") + "hinsetzen – „zum tisch #" + t.id + "“");
                }
                html += button("kt-l-zu", "zum tisch #" + t.id + " zuschauen", "Zuschauen");
            }
            html += "</li>";
        });
        html += "</ul>" + button("kt-l-weg", "", "Schließen");
        var focused = $(document.activeElement).closest("#kt-lobby").length ? $(document.activeElement).text() : null;
        panel.html(html);
        if (focused) {
            var same = panel.find("button").filter(function () { return $(this).text() === focused; }).first();
            (same.length ? same : panel.find("button").first()).focus();
        }
    }

    function open() {
        panel.prop("hidden", false);
        knopf.attr("aria-expanded", "true");
        render();
        askServer();
        panel.find("button").first().focus();
    }

    function close() {
        panel.prop("hidden", true);
        knopf.attr("aria-expanded", "false").focus();
    }

    return {
        init: function () {
            knopf = $('<button type="button" id="kt-tische-knopf" aria-expanded="false" aria-controls="kt-lobby" ' +
                      'title="Alle Kartentische der Welt">Tische</button>');
            panel = $('<section id="kt-lobby" role="dialog" aria-label="Alle Kartentische" hidden></section>');
            $("body").append(knopf).append(panel);
            knopf.on("click", function () { return panel.prop("hidden") ? open() : close(); });
            panel.on("click", "button", function () {
                var command = $(this).data("command");
                if (!command) {
                    close();
                    return;
                }
                send(command);
            });
            // Sitting down (the seats or the table state name your seat) closes the panel:
            // „Hinsetzen“ walked you there, the table is what you look at now.
            var seated = false;
            var seatState = function (event) {
                var now = !!(event.detail && event.detail.seat != null);
                if (now && !seated && !panel.prop("hidden")) {
                    var inside = $(document.activeElement).closest("#kt-lobby").length;
                    panel.prop("hidden", true);
                    knopf.attr("aria-expanded", "false");
                    if (inside) {
                        knopf.focus();
                    }
                }
                seated = now;
            };
            document.addEventListener("kartenrunde_plaetze", seatState);
            document.addEventListener("kartenrunde_tisch", seatState);
            document.addEventListener("kartenrunde_verlassen", function () { seated = false; });
            document.addEventListener("kartenrunde_tische", function (event) {
                data = event.detail;
                if (!panel.prop("hidden")) {
                    render();
                }
            });
        },
        onKeydown: function (event) {  // the panel's own keys stay in the panel
            if (!panel || panel.prop("hidden") || !$(event.target).closest("#kt-lobby").length) {
                return false;
            }
            if (event.key === "Escape") {
                close();
                return true;
            }
            return event.key === "Enter" || event.key === " " || event.key === "Tab";
        },
    };
})();
plugin_handler.add("kartenlobby", kartenlobby_plugin);
