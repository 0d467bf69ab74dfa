/*
 * Partie: the step-through of a kept game's page (web/templates/website/partie.html,
 * issue 50). The page lists every trick without script; this shows the board
 * above that list, one move at a time: what the table announced, the cards on
 * the table, every hand, trump, talon and Augen. Buttons and keys go forward
 * and back (← →, Pos1, Ende); a click on a line of the list shows that step;
 * the address keeps the step (#schritt-7). Card faces come from Kartenbild
 * (webclient/js/plugins/kartenbild.js), the web table's own.
 *
 * The steps are the page's JSON (`partie-schritte`, game/faces/replaypage.py), one per move,
 * step 0 the deal: {number, trick_no, lines, verdicts, hands, trick, taken_by,
 * trump, talon, closed, points}; `partie-namen` names the seats.
 */
(function () {
    "use strict";

    var source = document.getElementById("partie-schritte");
    var board = document.getElementById("partie-brett");
    var page = document.getElementById("partie");
    if (!source || !board || !page) {
        return;
    }
    var steps = JSON.parse(source.textContent);
    var nameSource = document.getElementById("partie-namen");
    var names = nameSource ? JSON.parse(nameSource.textContent) : [];
    var family = page.getAttribute("data-karten") || "deutsch";
    var at = 0;

    function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) {
            node.className = className;
        }
        if (text !== undefined) {
            node.textContent = text;
        }
        return node;
    }

    // one card face; its name for screen readers and as a tooltip
    function face(card, size) {
        var node = element("span", "partie-karte partie-karte-" + size);
        var label = card.label + (card.hidden ? " (verdeckt gelegt)" : "");
        node.setAttribute("role", "img");
        node.setAttribute("aria-label", label);
        node.title = label;
        if (window.Kartenbild) {
            node.innerHTML = window.Kartenbild.face(card.card, family);
        } else {
            node.textContent = card.label;
        }
        if (card.hidden) {
            node.className += " partie-verdeckt";
        }
        return node;
    }

    function state(step) {
        if (step.number === 0) {
            return "Ausgeteilt, vor dem ersten Zug · " + (steps.length - 1) + " Züge";
        }
        return "Zug " + step.number + " von " + (steps.length - 1) + " · " + step.trick_no + ". Stich";
    }

    function showAnnouncement(step) {
        var box = document.getElementById("partie-ansage");
        box.textContent = "";
        step.lines.forEach(function (line) {
            box.appendChild(element("p", "mb-1", line));
        });
        step.verdicts.forEach(function (line) {
            box.appendChild(element("p", "partie-urteil small mb-1", line));
        });
    }

    function showTable(step) {
        var table = document.getElementById("partie-tisch");
        table.textContent = "";
        var trick = element("div", "partie-stichfeld");
        trick.appendChild(element("div", "partie-titel", step.taken_by
            ? "Stich genommen von " + step.taken_by : "Auf dem Tisch"));
        var cards = element("div", "partie-reihe");
        if (!step.trick.length) {
            cards.appendChild(element("span", "text-muted small", "noch keine Karte"));
        }
        step.trick.forEach(function (card) {
            var figure = element("figure", "partie-gelegt");
            figure.appendChild(face(card, "gross"));
            figure.appendChild(element("figcaption", "", card.name));
            cards.appendChild(figure);
        });
        trick.appendChild(cards);
        table.appendChild(trick);

        var talon = element("div", "partie-stapel");
        if (step.trump) {
            var figure = element("figure", "partie-gelegt");
            figure.appendChild(face(step.trump, "gross"));
            figure.appendChild(element("figcaption", "", "Trumpf"));
            talon.appendChild(figure);
        }
        var rest = step.talon + (step.talon === 1 ? " Karte" : " Karten") + " im Stapel" +
                   (step.closed ? ", zugedreht" : "");
        talon.appendChild(element("p", "small mb-1", rest));
        step.points.forEach(function (side) {
            talon.appendChild(element("p", "small mb-0", side.names + ": " + side.augen + " Augen"));
        });
        table.appendChild(talon);
    }

    function showSeats(step) {
        var seats = document.getElementById("partie-plaetze");
        seats.textContent = "";
        step.hands.forEach(function (hand, seat) {
            var row = element("div", "partie-platz");
            row.appendChild(element("div", "partie-name", (names[seat] || "Platz " + (seat + 1)) +
                                    (hand.length ? "" : ": keine Karten")));
            var cards = element("div", "partie-reihe");
            hand.forEach(function (card) {
                cards.appendChild(face(card, "klein"));
            });
            row.appendChild(cards);
            seats.appendChild(row);
        });
    }

    function markList(number) {
        var lines = document.querySelectorAll(".partie-schritt");
        Array.prototype.forEach.call(lines, function (line) {
            var current = Number(line.getAttribute("data-schritt")) === number;
            line.classList.toggle("partie-aktuell", current);
            if (current) {
                line.setAttribute("aria-current", "step");
            } else {
                line.removeAttribute("aria-current");
            }
        });
    }

    function go(number) {
        at = Math.max(0, Math.min(steps.length - 1, number));
        var step = steps[at];
        document.getElementById("partie-stand").textContent = state(step);
        showAnnouncement(step);
        showTable(step);
        showSeats(step);
        markList(at);
        board.querySelector('[data-gehe="zurueck"]').disabled = at === 0;
        board.querySelector('[data-gehe="anfang"]').disabled = at === 0;
        board.querySelector('[data-gehe="vor"]').disabled = at === steps.length - 1;
        board.querySelector('[data-gehe="ende"]').disabled = at === steps.length - 1;
        if (window.history && window.history.replaceState) {
            window.history.replaceState(null, "", at ? "#schritt-" + at : window.location.pathname);
        }
    }

    var MOVES = {
        anfang: function () { return 0; },
        zurueck: function () { return at - 1; },
        vor: function () { return at + 1; },
        ende: function () { return steps.length - 1; },
    };
    var KEYS = {ArrowLeft: "zurueck", ArrowRight: "vor", Home: "anfang", End: "ende"};

    board.addEventListener("click", function (event) {
        var button = event.target.closest("[data-gehe]");
        if (button) {
            go(MOVES[button.getAttribute("data-gehe")]());
        }
    });

    document.addEventListener("keydown", function (event) {
        var target = event.target;
        if (event.altKey || event.ctrlKey || event.metaKey ||
            (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))) {
            return;
        }
        var move = KEYS[event.key];
        if (move) {
            event.preventDefault();
            go(MOVES[move]());
        }
    });

    document.querySelector(".partie-stiche").addEventListener("click", function (event) {
        var line = event.target.closest("[data-schritt]");
        if (line) {
            go(Number(line.getAttribute("data-schritt")));
            board.scrollIntoView({block: "start"});
        }
    });

    board.hidden = false;
    var wanted = /^#schritt-(\d+)$/.exec(window.location.hash);
    go(wanted ? Number(wanted[1]) : 0);
})();
