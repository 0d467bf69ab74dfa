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
 *
 * A game in one step (issue 45): on top „Neues Spiel“ – the games the card
 * rooms play (from the server, nothing named here), the match length, the
 * computer players' strength – and „Gegen den Computer spielen“ (`spiel
 * <spielart> bis <zahl> [gegen <stärke>]`: walked there, seated, the match
 * begins) or „Mitspieler suchen“ (`suche ...`). Below, the waiting list: who
 * waits for which game since when, „Mitspielen“ (`suche <spielart>`: you join
 * them, and a full table starts at once), and for your own wish „Jetzt
 * anfangen“ (`jetzt`) and „Nicht mehr warten“ (`suche aus`). While the panel
 * is open the list is asked for again every 15 s.
 *
 * Issue 46: the panel opens at its top; a filter by game family („Alle“,
 * „66“, „Gaigel“, from the data's `families`) narrows the games, the waiting
 * list, the schools and the tables at once; the card schools' lessons are
 * buttons (`lektion <schule> <n>`: walked to the school, the lesson begins);
 * a practice table is listed to its student only (by the server) and offers
 * no buttons here.
 */
let kartenlobby_plugin = (function () {
    var panel = null, knopf = null, data = null, again = null, poll = null;
    var wahl = {preset: null, target: null, strength: "", family: ""};  // the player's choices, kept over renders
    var offen = {};  // which schools' lesson lists are open, kept over renders

    function esc(text) {
        return window.Kartentisch.esc(text);  // the table's own (kern)
    }

    function askServer() {
        if (window.Evennia && window.Evennia.msg) {
            window.Evennia.msg("kartenrunde_tische", [], {});
        }
    }

    function send(command) {
        window.Kartentisch.sendPlain(command);
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

    function shown(item) {  // passes the filter by game family
        return !wahl.family || !item.family || item.family === wahl.family;
    }

    function chosenGame() {
        var games = (data.games || []).filter(shown);
        var found = games.filter(function (g) { return g.preset === wahl.preset; })[0];
        return found || games[0] || null;
    }

    function targetOf(game) {
        var targets = data.targets || [];
        return wahl.target && targets.indexOf(wahl.target) >= 0 ? wahl.target : game.target;
    }

    function wishWords(game) {
        return game.words + " bis " + targetOf(game) + (wahl.strength ? " gegen " + wahl.strength : "");
    }

    function since(person) {
        var m = person.minutes || 0;
        return m < 1 ? "seit eben" : m === 1 ? "seit einer Minute" : "seit " + m + " Minuten";
    }

    function missingText(n) {
        return n === 1 ? "es fehlt noch einer" : n > 1 ? "es fehlen noch " + n : "";
    }

    function radio(group, value, checked, label, extra) {
        var id = "kt-l-" + group + "-" + String(value).replace(/[^a-z0-9]/gi, "");
        return '<label class="kt-l-wahl" for="' + id + '"><input type="radio" id="' + id + '" name="kt-l-' + group +
               '" value="' + esc(value) + '"' + (checked ? " checked" : "") + '><span class="kt-l-wahl-text">' +
               '<span class="kt-l-wahl-name">' + esc(label) + "</span>" +
               (extra ? ' <span class="kt-l-wahl-mehr">' + esc(extra) + "</span>" : "") + "</span></label>";
    }

    function strengthLabel(s) {
        return {leicht: "Leicht", normal: "Normal", stark: "Stark"}[s] || s;
    }

    function newGame(seated) {
        var game = chosenGame();
        if (!game) {
            return "";
        }
        var html = '<section class="kt-l-neu" aria-labelledby="kt-l-neu-titel"><h3 id="kt-l-neu-titel">Neues Spiel</h3>';
        if (seated && seated.practice) {
            return html + '<p class="kt-l-hinweis">Du übst ' + esc(seated.where) +
                   ". Für ein neues Spiel gehst du erst hinaus (der Weg steht unten).</p></section>";
        }
        if (seated) {
            return html + '<p class="kt-l-hinweis">Du sitzt am Tisch <b>' + esc(seated.table) + "</b> " + esc(seated.where) +
                   ". Für ein neues Spiel stehst du erst auf.</p></section>";
        }
        html += '<fieldset class="kt-l-spiele"><legend>Spiel</legend>' + data.games.filter(shown).map(function (g) {
            var who = g.players + " Spieler" + (g.waiting ? " · " + g.waiting + " warte" + (g.waiting === 1 ? "t" : "n") : "");
            return radio("spiel", g.preset, g.preset === game.preset, g.name, who);
        }).join("") + "</fieldset>";
        var target = targetOf(game);
        html += '<div class="kt-l-reihe"><fieldset class="kt-l-knopfreihe"><legend>Partie bis</legend>' +
                (data.targets || []).map(function (t) {
                    return radio("bis", t, t === target, String(t));
                }).join("") + '<span class="kt-l-einheit">' + esc(game.unit || "Punkte") + "</span></fieldset>";
        html += '<fieldset class="kt-l-knopfreihe"><legend>Computergegner</legend>' +
                radio("gegen", "", !wahl.strength, "Gemischt") +
                (data.strengths || []).map(function (s) {
                    return radio("gegen", s, wahl.strength === s, strengthLabel(s));
                }).join("") + "</fieldset></div>";
        var waitingHere = data.my_wait === game.preset;
        html += '<div class="kt-l-los">' +
                button("kt-l-computer", "spiel " + wishWords(game), "Gegen den Computer spielen",
                       game.name + " gegen Computerspieler, sofort – „spiel " + wishWords(game) + "“") +
                (waitingHere ? "" : button("kt-l-suchen", "suche " + wishWords(game), "Mitspieler suchen",
                       "Auf die Warteliste für " + game.name + " – „suche " + wishWords(game) + "“")) +
                "</div></section>";
        return html;
    }

    function waitingList(seated) {
        var groups = (data.waiting || []).filter(shown);
        var html = '<section class="kt-l-warteliste" aria-labelledby="kt-l-warte-titel"><h3 id="kt-l-warte-titel">Warteliste</h3>';
        if (!groups.length) {
            return html + '<p class="kt-l-hinweis">Gerade wartet niemand' + (wahl.family ? " auf dieses Spiel" : "") +
                   ' auf Mitspieler.</p></section>';
        }
        html += "<ul>";
        groups.forEach(function (g) {
            html += '<li class="kt-l-warten' + (g.mine ? " kt-l-meins" : "") + '" data-preset="' + esc(g.preset) + '">' +
                    '<div class="kt-l-warten-spiel"><b>' + esc(g.game) + "</b>" +
                    (g.missing ? ' <span class="kt-l-fehlt">' + esc(missingText(g.missing)) + "</span>" : "") + "</div>" +
                    '<div class="kt-l-warten-wer">' + g.people.map(function (p) {
                        return '<span class="kt-l-person">' + esc(p.mine ? p.name + " (du)" : p.name) +
                               ' <span class="kt-l-seit">' + esc(since(p)) + "</span></span>";
                    }).join("") + "</div>";
            if (g.mine) {
                html += '<div class="kt-l-warten-knoepfe">' +
                        button("kt-l-computer", "jetzt", "Jetzt anfangen", "Gleich anfangen, Computerspieler nehmen die freien Plätze – „jetzt“") +
                        button("kt-l-zu", "suche aus", "Nicht mehr warten", "Von der Warteliste gehen – „suche aus“") + "</div>";
            } else if (!seated) {
                html += '<div class="kt-l-warten-knoepfe">' +
                        button("kt-l-sitzen", "suche " + g.words, "Mitspielen",
                               g.game + " mitspielen: auf die Warteliste, ein voller Tisch beginnt sofort – „suche " + g.words + "“") +
                        "</div>";
            }
            html += "</li>";
        });
        return html + "</ul></section>";
    }

    function filterRow() {
        var families = data.families || [];
        if (families.length < 2) {
            return "";
        }
        return '<fieldset class="kt-l-knopfreihe kt-l-filter"><legend>Spiele zeigen</legend>' +
               radio("familie", "", !wahl.family, "Alle") +
               families.map(function (f) { return radio("familie", f.name, wahl.family === f.name, f.title); }).join("") +
               "</fieldset>";
    }

    function schoolList(seated) {
        var schools = (data.schools || []).filter(shown);
        if (!schools.length) {
            return "";
        }
        var busy = seated && seated.playing && !seated.practice;
        var html = '<section class="kt-l-schulen" aria-labelledby="kt-l-schule-titel"><h3 id="kt-l-schule-titel">Kartenschule</h3>';
        if (busy) {
            html += '<p class="kt-l-hinweis">Nach deiner Partie kannst du hier Lektionen nehmen.</p>';
        }
        schools.forEach(function (sc) {
            html += '<details class="kt-l-schule" data-school="' + esc(sc.school) + '"' + (offen[sc.school] ? " open" : "") + ">" +
                    "<summary><b>" + esc(sc.name) + "</b> " + esc(sc.where) + ' <span class="kt-l-stand">· ' +
                    esc(sc.passed + " von " + sc.lessons.length + " bestanden") + "</span></summary>";
            if (!busy) {
                html += '<ol class="kt-l-lektionen">' + sc.lessons.map(function (l) {
                    var command = "lektion " + sc.school + " " + l.number;
                    return '<li><button type="button" class="kt-l-lektion' + (l.passed ? " kt-l-bestanden" : "") +
                           '" data-command="' + esc(command) + '" title="' + esc("Lektion " + l.number + " beginnen – „" + command + "“") + '">' +
                           '<span class="kt-l-nummer">' + l.number + "</span> " + esc(l.title) +
                           (l.passed ? ' <span class="kt-l-haken">✓ bestanden</span>' : "") + "</button></li>";
                }).join("") + "</ol>";
            }
            html += "</details>";
        });
        return html + "</section>";
    }

    function everyday(seated) {  // puzzles and the day's deals: new every day
        var rows = (data.everyday || []).filter(shown);
        if (!rows.length || (seated && seated.playing)) {
            return "";
        }
        return '<section class="kt-l-jedentag" aria-labelledby="kt-l-jedentag-titel"><h3 id="kt-l-jedentag-titel">Jeden Tag neu</h3>' +
               rows.map(function (row) {
                   return '<div class="kt-l-knopfreihe" role="group" aria-label="' + esc(row.title) + '"><b>' + esc(row.title) + "</b> " +
                          row.buttons.map(function (b) {
                              return button("kt-l-schliesst", b.command, b.label, "„" + b.command + "“");
                          }).join("") + "</div>";
               }).join("") + "</section>";
    }

    // The everyday buttons with a short label (the day's deals) in one compact row on
    // top, by the quick start: a phone reaches them without scrolling past the
    // whole lobby (the stylesheet shows the row on narrow screens only).
    function everydayShort(seated) {
        var found = [];
        (data.everyday || []).filter(shown).forEach(function (row) {
            row.buttons.forEach(function (b) {
                if (b.short) {
                    found.push(button("kt-l-schliesst", b.command, b.short, b.label + " – „" + b.command + "“"));
                }
            });
        });
        if (!found.length || (seated && seated.playing)) {
            return "";
        }
        return '<div class="kt-l-knopfreihe kt-l-heute" role="group" aria-label="Jeden Tag neu"><b>Heute:</b> ' +
               found.join("") + "</div>";
    }

    function render() {
        if (!data) {
            panel.html("<h2>Tische</h2><p>Einen Augenblick …</p>" + button("kt-l-weg", "", "Schließen"));
            return;
        }
        var seated = (data.tables || []).filter(function (t) { return t.mine === "sitzt"; })[0] || null;
        var html = '<div class="kt-l-kopfzeile"><h2>Kartenrunde</h2>' + button("kt-l-weg kt-l-x", "", "Schließen") + "</div>";
        html += filterRow() + everydayShort(seated) + newGame(seated) + waitingList(seated) + everyday(seated) +
                schoolList(seated);
        html += '<section class="kt-l-tische" aria-labelledby="kt-l-tische-titel"><h3 id="kt-l-tische-titel">Tische</h3>';
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
        var tables = (data.tables || []).filter(shown);
        if (!tables.length) {
            html += '<p class="kt-l-hinweis">Kein Tisch für dieses Spiel.</p>';
        }
        html += "<ul>";
        tables.forEach(function (t) {
            var what = t.game + ", " + (t.practice ? "dein Übungstisch" : t.playing ? "es läuft eine Partie" : "wartet auf Spieler");
            var watchers = t.spectators ? " · " + t.spectators + (t.spectators === 1 ? " schaut zu" : " schauen zu") : "";
            html += '<li class="kt-l-tisch" data-table="' + t.id + '"><b>' + esc(t.table) + "</b> " + esc(t.where) +
                    (t.here ? " (hier)" : "") + "<br>" + esc(what) + "<br>Plätze: " + esc(seatsText(t)) + esc(watchers) +
                    (t.mine ? " · du " + esc(t.mine) : "") + "<br>";
            if (t.practice) {  // no buttons: the lesson's own are in the school panel and the pane
                html += '<span class="kt-l-hinweis">Lektionen wählst du oben in der Kartenschule.</span>';
            } else if (t.mine === "sitzt") {
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
        html += "</ul></section>";
        var active = $(document.activeElement);
        var inside = active.closest("#kt-lobby").length > 0;
        var focusedId = inside && active.is("input") ? active.attr("id") : null;
        var focused = inside ? active.text() : null;
        var scrolled = panel.scrollTop();
        panel.html(html);
        panel.scrollTop(scrolled);
        if (focusedId && panel.find("#" + focusedId).length) {
            panel.find("#" + focusedId).focus();
        } else if (inside) {
            var same = panel.find("button").filter(function () { return $(this).text() === focused; }).first();
            (same.length ? same : panel.find("button").first()).focus();
        }
    }

    function choose(input) {
        var value = input.val();
        var group = input.attr("name");
        if (group === "kt-l-spiel") {
            wahl.preset = value;
        } else if (group === "kt-l-bis") {
            wahl.target = parseInt(value, 10);
        } else if (group === "kt-l-gegen") {
            wahl.strength = value;
        } else if (group === "kt-l-familie") {
            wahl.family = value;
        }
        render();
    }

    function open() {
        panel.prop("hidden", false);
        knopf.attr("aria-expanded", "true");
        render();
        panel.scrollTop(0);  // always from the top: the new game first, not the last table
        askServer();
        clearInterval(poll);
        poll = setInterval(askServer, 15000);  // the waiting list moves while one looks
        panel.find("button").first().focus();
    }

    function hide() {
        panel.prop("hidden", true);
        knopf.attr("aria-expanded", "false");
        clearInterval(poll);
    }

    function close() {
        hide();
        knopf.focus();
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
                if ($(this).hasClass("kt-l-schliesst")) {  // its answer comes in the text pane
                    close();
                }
            });
            panel.on("change", "input[type=radio]", function () { choose($(this)); });
            panel[0].addEventListener("toggle", function (event) {  // "toggle" does not bubble: caught on its way down
                if ($(event.target).is("details.kt-l-schule")) {
                    offen[$(event.target).data("school")] = event.target.open;
                }
            }, true);
            // Sitting down (the seats or the table state name your seat) closes the panel:
            // „Hinsetzen“ walked you there, the table is what you look at now.
            var seated = false;
            var seatState = function (event) {
                var now = !!(event.detail && event.detail.seat != null);
                if (now && !seated && !panel.prop("hidden")) {
                    var inside = $(document.activeElement).closest("#kt-lobby").length;
                    hide();
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
            return ["Enter", " ", "Tab", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight",
                    "Home", "End"].indexOf(event.key) >= 0;
        },
    };
})();
plugin_handler.add("kartenlobby", kartenlobby_plugin);
