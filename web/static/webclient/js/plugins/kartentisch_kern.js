/*
 * Kartentisch: the card table as a pane beside the web client's text.
 *
 * Drawn from the table state the server sends (`kartenrunde_tisch`, kept by
 * kartenrunde.js, fields in docs/GMCP.md) and the settlement
 * (`kartenrunde_ergebnis`). Between matches `kartenrunde_plaetze` shows the
 * seats, the table's game and settings and how a match starts (with its
 * buttons: „Auffüllen“, „Partie beginnen“). Hidden again on
 * `kartenrunde_verlassen` (you got up or stopped watching). Every move is sent as the very command a telnet
 * player types (`lege 3`, `melde herz`, ...), taken from the state, so every
 * rule and every refusal comes from the server; a refusal (the text the
 * server answers when the state does not change) is shown at the hand.
 *
 * A card just drawn (`new` in the hand) wears a „neu“ badge until you play
 * again; in 66 zu viert the head names the dealer's card that set trump.
 *
 * Mouse: a click plays a lit card. Touch: the first tap lifts a card (and
 * says why a dimmed one may not be played), the second plays it (unless the
 * gear says otherwise). Keys (when the input line is not being typed in):
 * 1-9 play that card, A calls Aus, Enter goes on after the settlement, B the
 * Bilanz, R the Rat (alone with computers), Escape closes a panel, arrows
 * move along the hand.
 *
 * The gear (Zahnrad) shows the player's settings from the state
 * (`einstellungen`, kept on the server) and changes them with the very text
 * commands (`kartennamen französisch`, `anzeige stimme an`, `tempo schnell`);
 * the server sends the state again at once. Other players' cards fly from
 * their seat into the trick, a finished trick to its taker (kartenflug.js,
 * at the table's tempo; not with prefers-reduced-motion); the last trick
 * stays in the corner. A live region says in short sentences who laid which
 * card and who took the trick. After a match: who won, the rank, „Neue
 * Partie“, „Revanche“, „Verlauf“, „Analyse“; Bilanz, Rat, Verlauf and
 * Analyse answer in a panel of the pane (the server's text).
 *
 * The pane is these plugin files, loaded in this order by
 * templates/webclient/base.html (each says at its top what it owns):
 *   kartentisch_kern.js     this one: the shared object below, small helpers,
 *                           the incoming messages, sending moves, refusals;
 *   kartentisch_rahmen.js   the pane's frame (its DOM and event wiring), hiding it;
 *   kartentisch_tisch.js    drawing the table state, the seats between matches;
 *   kartentisch_hand.js     the hand (what a card plays, tap, long press, click)
 *                           and the message line under it;
 *   kartentisch_zahnrad.js  the gear (Einstellungen);
 *   kartentisch_tafeln.js   the panels: Bilanz, Rat, Verlauf, Analyse, the last
 *                           trick, the Abrechnung and the match's end;
 *   kartentisch_turnier.js  the tournament panel (Kartenrunde.Turnier) and its
 *                           head button „Turnier“;
 *   kartenflug.js           flying cards and the live region;
 *   kartentisch_verlauf.js  the bottom right corner: the course of the game
 *                           and the talk at the table (on a phone a panel);
 *   kartentisch_frage.js    the question before a move that cannot be taken back;
 *   kartentisch_tasten.js   the keys, and the one Evennia plugin `kartentisch`
 *                           (init, postInit, onKeydown), registered last.
 * They share one object, window.Kartentisch (made here): the pane's state
 * below, and the functions a file lets the others call (Object.assign at the
 * end of each file). Nothing runs before init, so only two places in the
 * order matter: this file first, the plugin's registration last. The
 * browser tests that put the pane on a bare page read this order from
 * base.html (tests/e2e/test_webtable_weiter.py, pane_scripts).
 */
window.Kartentisch = {
    state: null,          // the latest kartenrunde_tisch
    lobby: null,          // the latest kartenrunde_plaetze (no match runs), or null
    previous: null,       // the state before it
    result: null,         // the settlement shown, until "Weiter"
    said: false,          // you sent `weiter` for this settlement
    mode: null,           // Gaigel's opening chosen by its button ("Höher hat"), or null
    chosen: null,         // touch: the card number lifted by a first tap
    touch: false,         // the last pointer was a finger
    pressTimer: null,     // touch: a long press on a card says why it may (not) be played
    pressed: null,        // the card a long press just explained: its click is swallowed
    pending: null,        // {command, signature, texts, timer}: a move waiting for its answer
    holdUntil: 0,         // the finished trick stays in the middle until then
    holdTimer: null,
    notice: null,         // {text, error, until}
    root: null,           // the pane, section#kartentisch (kartentisch_rahmen.js)
    info: null,           // {command, title, texts, timer}: a panel waiting for the server's text
    countdown: null,      // {until, timer}: the Abrechnung's time, counted down
};
(function () {
    var kt = window.Kartentisch;

    var HOLD_MS = 1800;
    var DEFAULTS = {card_names: "deutsch", points: false, playable: false, hint_66: false,
                    hint_aus: false, tempo: null, dimmen: true, antippen: true, stimme: false,
                    klang: false};

    function esc(text) {
        return String(text == null ? "" : text).replace(/[&<>"']/g, function (c) {
            return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c];
        });
    }

    function family() {
        return kt.state && kt.state.card_names || "deutsch";
    }

    // The gear's settings: from the latest table or seats state (docs/GMCP.md).
    function settings() {
        var from = kt.state && kt.state.einstellungen || kt.lobby && kt.lobby.einstellungen || {};
        return $.extend({}, DEFAULTS, from);
    }

    function nameOf(seat) {
        var s = kt.state && kt.state.seats[seat];
        return s ? s.name : "Platz " + (seat + 1);
    }

    // Replace an element's content only when it changed: a card under the
    // mouse stays the same element, so a click is never lost to a redraw.
    function setHtml(el, html) {
        if (el.data("kt-html") !== html) {
            el.html(html).data("kt-html", html);
        }
        return el;
    }

    function cardFace(card) {
        return card ? window.Kartenbild.face(card, family()) : window.Kartenbild.back();
    }

    // --- incoming data -------------------------------------------------------

    function onTisch(event) {
        var fresh = !$("body").hasClass("kt-da");
        if (kt.lobby) {
            kt.lobby = null;
            kt.root.removeClass("kt-vor").find(".kt-warten").prop("hidden", true).empty();
        }
        kt.previous = kt.state;
        kt.state = event.detail;
        if (kt.previous && kt.previous.seat !== kt.state.seat) {
            kt.previous = null;
        }
        if (kt.pending && signature(kt.state) !== kt.pending.signature) {
            clearPending();
        }
        if (kt.notice && kt.notice.error && kt.previous && turnOrTrick(kt.previous) !== turnOrTrick(kt.state)) {
            kt.notice = null;  // a refusal is about the trick and turn it came in (renderNotice shows the status)
        }
        if (kt.previous && trickDone(kt.previous, kt.state) && !(kt.state.trick || []).length) {
            kt.holdUntil = Date.now() + HOLD_MS;
            clearTimeout(kt.holdTimer);
            kt.holdTimer = setTimeout(kt.trickAway, HOLD_MS + 20);  // the middle only: a click on the hand stays
        }
        if (kt.mode && !kt.openingsOf(kt.state).includes(kt.mode)) {
            kt.mode = null;
        }
        if (kt.chosen && !(kt.state.hand || []).some(function (c) { return c.number === kt.chosen; })) {
            kt.chosen = null;
        }
        $("body").addClass("kt-da");
        $("#kt-zeigen").prop("hidden", !$("body").hasClass("kt-versteckt"));
        if (!holding()) {
            kt.holdUntil = 0;  // the new trick has begun: the old one does not fly away over it
            clearTimeout(kt.holdTimer);
        }
        kt.render();
        kt.noteCourse(kt.previous, kt.state);  // the course in the corner (kartentisch_verlauf.js)
        if (kt.previous) {
            var laid = kt.newCards(kt.previous, kt.state);
            kt.flyIn(laid);
            kt.tellLaid(laid, kt.previous, kt.state);
        }
        if (kt.result && serverWeiter() && !kt.result.match_over) {
            if (!kt.state.over) {
                kt.closeResult();  // everyone said „weiter“ (or the time was up): the next deal
            } else {
                kt.renderResult();  // who is still awaited
            }
        }
        if (fresh) {
            kt.relayout();
        }
    }

    // The server waits for `weiter` between two games when its state has the
    // field `abrechnung` (null while a game runs); without it the next game is
    // dealt at once and „Weiter“ only closes the panel.
    function serverWeiter() {
        return !!kt.state && Object.prototype.hasOwnProperty.call(kt.state, "abrechnung");
    }

    function awaitedNames() {
        var a = kt.state && kt.state.abrechnung;
        return a && a.wartet_auf || [];
    }

    function onErgebnis(event) {
        kt.result = event.detail;
        kt.said = false;
        clearPending();
        kt.noteResult(kt.result);
        kt.renderResult();
    }

    // Between matches: the seats, the game and its settings, how to start.
    function onPlaetze(event) {
        var fresh = !$("body").hasClass("kt-da");
        kt.lobby = event.detail;
        kt.state = kt.previous = null;
        kt.mode = kt.chosen = null;
        clearPending();
        kt.root.find(".kt-letzter-stich").prop("hidden", true);
        kt.root.addClass("kt-vor").removeClass("kt-mein-zug");
        $("body").addClass("kt-da");
        $("#kt-zeigen").prop("hidden", !$("body").hasClass("kt-versteckt"));
        kt.renderLobby();
        kt.root.toggleClass("kt-ohne-dimmen", !settings().dimmen);
        kt.renderGear();
        if (kt.result && kt.result.match_over) {
            kt.renderResult();  // the rank the match brought
        }
        if (fresh) {
            kt.relayout();
        }
    }

    function onVerlassen() {
        kt.state = kt.previous = kt.result = kt.lobby = null;
        kt.course = [];  // the next table's course begins anew (the talk stays)
        kt.courseEnd = [];
        kt.renderCourse();
        clearTimeout(kt.holdTimer);  // a trick held in the middle has no table left to go back to
        kt.holdUntil = 0;
        kt.root.removeClass("kt-vor").find(".kt-warten").prop("hidden", true).empty();
        kt.mode = kt.chosen = null;
        clearPending();
        kt.root.find(".kt-panel").prop("hidden", true);
        $("body").removeClass("kt-da");
        $("#kt-zeigen").prop("hidden", true);
        kt.relayout();
    }

    function turnOrTrick(s) {
        return JSON.stringify([s.trick, s.last_trick, s.to_act, s.my_turn]);
    }

    // The finished trick is held in the middle only while the next one is empty:
    // once a card of the new trick is in the state (a lead to answer), it shows.
    function holding() {
        return Date.now() < kt.holdUntil && !!kt.state.last_trick && !(kt.state.trick || []).length;
    }

    function trickDone(before, after) {
        var key = function (s) { return JSON.stringify([s.last_trick, s.tricks_won]); };
        return after.last_trick && key(before) !== key(after);
    }

    // --- sending moves, refusals ---------------------------------------------

    function signature(s) {
        return JSON.stringify([(s.hand || []).map(function (c) { return c.card; }), s.trick,
                               s.last_trick, s.marriages, s.talon, s.trump_card, s.over,
                               s.abrechnung]);
    }

    function send(command) {
        if (!command) {
            return;
        }
        clearPending();
        if (kt.notice && !kt.notice.error) {
            kt.notice = null;  // „noch einmal tippen“ is done with once the card goes
            kt.renderNotice();
        }
        kt.pending = {command: command, signature: kt.state ? signature(kt.state) : "", texts: []};
        kt.pending.timer = setTimeout(checkRefusal, 900);
        kt.chosen = null;
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
    }

    function clearPending() {
        if (kt.pending) {
            clearTimeout(kt.pending.timer);
        }
        kt.pending = null;
    }

    function onOutput(mutations) {
        kt.tidyProgress(mutations);  // the analysis's progress lines (kartentisch_tafeln.js)
        if (kt.info) {
            mutations.forEach(function (m) {
                m.addedNodes.forEach(function (node) {
                    if (node.nodeType === 1 && !$(node).hasClass("inp") && node.textContent.trim()) {
                        kt.info.texts.push(node.innerText || node.textContent);
                    }
                });
            });
            kt.renderInfo();
        }
        if (!kt.pending) {
            return;
        }
        mutations.forEach(function (m) {
            m.addedNodes.forEach(function (node) {
                if (node.nodeType === 1 && !$(node).hasClass("inp") && node.textContent.trim()) {
                    kt.pending.texts.push(node.textContent.trim());
                }
            });
        });
    }

    function checkRefusal() {
        if (!kt.pending) {
            return;
        }
        if (!kt.pending.texts.length) {  // no answer yet: wait a little longer
            kt.pending.timer = setTimeout(checkRefusal, 900);
            return;
        }
        say(kt.pending.texts.join(" "), true);
        kt.root.find(".kt-hand").addClass("kt-wackeln");
        setTimeout(function () { kt.root.find(".kt-hand").removeClass("kt-wackeln"); }, 500);
        clearPending();
    }

    // Kartenrunde.Abgelehnt: the server refused a command of yours (docs/GMCP.md);
    // its sentence is shown at the hand at once, no need to wait for the text.
    function onAbgelehnt(event) {
        var refusal = event.detail || {};
        if (!kt.root || !refusal.text) {
            return;
        }
        clearPending();
        say(refusal.text, true);
        kt.root.find(".kt-hand").addClass("kt-wackeln");
        setTimeout(function () { kt.root.find(".kt-hand").removeClass("kt-wackeln"); }, 500);
    }

    function say(text, error) {
        kt.notice = {text: text, error: !!error, until: Date.now() + (error ? 8000 : 5000)};
        kt.renderNotice();
        setTimeout(kt.renderNotice, (error ? 8000 : 5000) + 20);
    }

    // A command whose answer is no move (a setting, the Bilanz): sent as typed,
    // no refusal is looked for in its answer.
    function sendPlain(command) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        esc: esc, family: family, settings: settings, nameOf: nameOf, setHtml: setHtml,
        cardFace: cardFace, onTisch: onTisch, serverWeiter: serverWeiter,
        awaitedNames: awaitedNames, onErgebnis: onErgebnis, onPlaetze: onPlaetze,
        onVerlassen: onVerlassen, holding: holding, trickDone: trickDone, send: send,
        onOutput: onOutput, onAbgelehnt: onAbgelehnt, say: say, sendPlain: sendPlain,
        clearPending: clearPending
    });
})();
