/*
 * kartentisch.js: the web table pane's plugin files joined into one, for the
 * browser tests that load the pane by this name on a bare page. Made by
 * web/join_kartentisch.py from the files templates/webclient/base.html
 * loads, in its order:
 *   kartentisch_kern.js
 *   kartentisch_rahmen.js
 *   kartentisch_tisch.js
 *   kartentisch_hand.js
 *   kartentisch_zahnrad.js
 *   kartentisch_tafeln.js
 *   kartenflug.js
 *   kartentisch_tasten.js
 * Do not edit it: edit those files and run the script again. base.html does
 * not load this file.
 */

// ---- kartentisch_kern.js ---------------------------------------------------
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
 *   kartenflug.js           flying cards and the live region;
 *   kartentisch_tasten.js   the keys, and the one Evennia plugin `kartentisch`
 *                           (init, postInit, onKeydown), registered last.
 * They share one object, window.Kartentisch (made here): the pane's state
 * below, and the functions a file lets the others call (Object.assign at the
 * end of each file). Nothing runs before init, so only two places in the
 * order matter: this file first, the plugin's registration last.
 * kartentisch.js is the same files joined in this order (by
 * web/join_kartentisch.py, not by hand) for the browser tests that load the
 * pane by that one name on a bare page; base.html does not load it.
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
        onOutput: onOutput, onAbgelehnt: onAbgelehnt, say: say, sendPlain: sendPlain
    });
})();

// ---- kartentisch_rahmen.js -------------------------------------------------
/*
 * Kartentisch, the pane's frame (kartentisch_kern.js describes the pane and
 * its files): build() makes section#kartentisch with its parts and panels
 * and the button „Kartentisch zeigen“, and binds every mouse, touch and
 * change event of the pane (to functions of the other files, through
 * window.Kartentisch) and the watch on the text output; hiding and showing
 * the pane (remembered in localStorage) and the layout's new size.
 */
(function () {
    var kt = window.Kartentisch;

    function build() {
        kt.root = $(
            '<section id="kartentisch" class="kt" aria-label="Kartentisch">' +
            '<header class="kt-kopf">' +
            '<span class="kt-titel"></span><span class="kt-trumpf"></span><span class="kt-stand"></span>' +
            '<span class="kt-knoepfe">' +
            '<button type="button" class="kt-k-letzter" aria-expanded="false">Letzter Stich</button>' +
            '<button type="button" class="kt-k-zahnrad" aria-expanded="false" aria-label="Einstellungen" ' +
            'title="Einstellungen (Zahnrad)"><span aria-hidden="true">⚙</span> Einstellungen</button>' +
            '<button type="button" class="kt-k-weg" title="Den Kartentisch ausblenden; der Text bleibt">Ausblenden</button>' +
            "</span></header>" +
            '<div class="kt-warten" hidden></div>' +
            '<div class="kt-andere" role="list" aria-label="Mitspieler"></div>' +
            '<div class="kt-mitte"><div class="kt-stapel"></div>' +
            '<div class="kt-stich" role="group" aria-label="Stich in der Mitte"></div></div>' +
            '<div class="kt-ich"></div>' +
            '<div class="kt-aktionen" role="toolbar" aria-label="Ansagen"></div>' +
            '<p class="kt-frist" hidden></p>' +
            '<div class="kt-hand" role="group" aria-label="Deine Karten"></div>' +
            '<div class="kt-meldung" role="status" aria-live="polite"></div>' +
            '<div class="kt-vorlesen kt-sr" aria-live="polite" aria-atomic="false"></div>' +
            '<aside class="kt-ecke" aria-label="Letzter Stich" hidden></aside>' +
            '<div class="kt-zahnrad kt-panel" role="dialog" aria-label="Einstellungen" hidden></div>' +
            '<div class="kt-info kt-panel" role="dialog" aria-label="Auskunft" hidden></div>' +
            '<div class="kt-letzter-stich kt-panel" role="dialog" aria-label="Letzter Stich" hidden></div>' +
            '<div class="kt-abrechnung kt-panel" role="dialog" aria-label="Abrechnung" hidden></div>' +
            "</section>");
        var show = $('<button type="button" id="kt-zeigen" hidden>Kartentisch zeigen</button>');
        $("#clientwrapper").prepend(kt.root).append(show);
        kt.root.on("click", ".kt-hand-karte", kt.onCardClick);
        kt.root.on("pointerdown", function (e) { kt.touch = e.originalEvent.pointerType === "touch"; });
        kt.root.on("pointerdown", ".kt-hand-karte", kt.onPress);
        kt.root.on("pointerup pointercancel pointerleave", ".kt-hand-karte", function () {
            clearTimeout(kt.pressTimer);
        });
        kt.root.on("contextmenu", ".kt-hand-karte", function (e) {
            if (kt.touch) {
                e.preventDefault();  // a long press says why, no menu
            }
        });
        kt.root.on("click", ".kt-aktion, .kt-vor-aktion", function () {
            var command = $(this).data("command");
            kt.send(command);
            if ($(this).hasClass("kt-aktion")) {
                kt.focusHand();  // the focus stays in the pane
            }
        });
        kt.root.on("click", ".kt-frage", function () { kt.ask($(this).data("command"), $(this).data("titel")); });
        kt.root.on("click", ".kt-k-zahnrad", kt.toggleGear);
        kt.root.on("change", ".kt-zahnrad input, .kt-zahnrad select", kt.onGearChange);
        kt.root.on("click", ".kt-info .kt-schliessen", kt.closeInfo);
        kt.root.on("click", ".kt-eroeffnung", function () {
            var word = $(this).data("mode");
            kt.mode = kt.mode === word ? null : word;
            kt.chosen = null;
            kt.notice = null;  // „Wähle zuerst eine Eröffnung“ is answered
            kt.render();
            kt.focusHand();
        });
        kt.root.on("click", ".kt-weiter", kt.weiter);
        kt.root.on("click", ".kt-k-letzter", kt.toggleLastTrick);
        kt.root.on("click", ".kt-k-weg", function () { setHidden(true); });
        show.on("click", function () { setHidden(false); });
        if (localStorage.getItem("kartentisch_versteckt") === "1") {
            $("body").addClass("kt-versteckt");
        }
        new MutationObserver(kt.onOutput).observe(document.getElementById("messagewindow"),
                                                  {childList: true, subtree: true});
    }

    function setHidden(hidden) {
        $("body").toggleClass("kt-versteckt", hidden);
        localStorage.setItem("kartentisch_versteckt", hidden ? "1" : "0");
        $("#kt-zeigen").prop("hidden", !(hidden && (kt.state || kt.lobby)));
        relayout();
        if (!hidden) {
            kt.focusHand();
        } else {
            $("#kt-zeigen").focus();
        }
    }

    function shown() {
        return (kt.state || kt.lobby) && !$("body").hasClass("kt-versteckt");
    }

    function relayout() {
        var gl = window.plugins && window.plugins.goldenlayout && window.plugins.goldenlayout.getGL();
        if (gl && gl.isInitialised) {
            gl.updateSize();
        }
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        build: build, shown: shown, relayout: relayout
    });
})();

// ---- kartentisch_tisch.js --------------------------------------------------
/*
 * Kartentisch, drawing the table (kartentisch_kern.js describes the pane and
 * its files): render() draws the table state into the frame – the head
 * (game, trump, score), the other seats with their markers, you, the talon
 * and trump card, the trick in the middle (or the finished one, held), the
 * buttons for calls – and the last trick in the corner; renderLobby() draws
 * the seats, settings and buttons between matches. The hand and the line
 * under it are kartentisch_hand.js's.
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, settings = kt.settings, nameOf = kt.nameOf,  // kartentisch_kern.js's helpers (they never change)
        setHtml = kt.setHtml, cardFace = kt.cardFace;
    var SHORT = {raube: "Rauben", "decke stapel": "Zudrehen", genug: "Genug ansagen", aus: "Aus!"};

    function partyOf(seat) {
        var parties = kt.state.score && kt.state.score.parties || [];
        for (var i = 0; i < parties.length; i++) {
            if (parties[i].seats.includes(seat)) {
                return i;
            }
        }
        return seat;
    }

    function markers(s) {
        var out = [];
        var mine = kt.state.seat;
        if (kt.state.to_act === s.seat && !kt.state.over) {
            out.push(["kt-m-zug", "am Zug"]);
        }
        if (mine != null && kt.state.seats[mine] && kt.state.seats[mine].partners.includes(s.seat)) {
            out.push(["kt-m-partner", "Partner"]);
        }
        if (kt.state.dealer === s.seat) {
            out.push(["kt-m-geber", "Geber"]);
        }
        if (kt.state.forehand === s.seat) {
            out.push(["kt-m-vorhand", "Vorhand"]);
        }
        if (s.computer) {
            out.push(["kt-m-computer", "Computer"]);
        }
        if (s.stand_in) {
            out.push(["kt-m-vertreten", "vertreten"]);
        }
        if (s.sitting_out) {
            out.push(["kt-m-aus", "setzt aus"]);
        }
        return out.map(function (m) {
            return '<span class="kt-marke ' + m[0] + '">' + m[1] + "</span>";
        }).join("");
    }

    function wertungOf(s) {  // the seat's rating beside its name (docs/GMCP.md: seats[].rating)
        return s && s.rating ? ' <span class="kt-wertung" title="Wertung (hilfe wertung)">Wertung ' +
            esc(s.rating.text) + "</span>" : "";
    }

    function meldungenOf(seat) {
        return (kt.state.marriages || []).filter(function (m) { return m.seat === seat; })
            .map(function (m) { return '<span class="kt-meld">' + esc(m.label) + " " + m.points + "</span>"; })
            .join("");
    }

    function tricksOf(seat) {
        var n = (kt.state.tricks_won || [])[partyOf(seat)];
        return n == null ? "" : '<span class="kt-stiche">' + n + (n === 1 ? " Stich" : " Stiche") + "</span>";
    }

    function seatBox(s) {
        var backs = "";
        for (var i = 0; i < Math.min(s.cards, 10); i++) {
            backs += window.Kartenbild.back();
        }
        var cls = "kt-platz kt-partei-" + (partyOf(s.seat) % 4) +
                  (kt.state.to_act === s.seat && !kt.state.over ? " kt-am-zug" : "");
        var count = s.cards + (s.cards === 1 ? " Karte" : " Karten");
        var said = [s.name];  // „Ferdl, Computer, 5 Karten, Geber“
        if (s.computer) { said.push("Computer"); }
        if (s.stand_in) { said.push("vom Computer vertreten"); }
        said.push(count);
        if (kt.state.dealer === s.seat) { said.push("Geber"); }
        if (kt.state.to_act === s.seat && !kt.state.over) { said.push("am Zug"); }
        if (kt.state.seat != null && kt.state.seats[kt.state.seat] && kt.state.seats[kt.state.seat].partners.includes(s.seat)) {
            said.push("Partner");
        }
        return '<div class="' + cls + '" role="listitem" data-seat="' + s.seat + '" aria-label="' + esc(said.join(", ")) + '">' +
               '<div class="kt-name">' + esc(s.name) + wertungOf(s) + "</div>" +
               '<div class="kt-marken">' + markers(s) + "</div>" +
               '<div class="kt-ruecken" title="' + count + '">' + backs +
               '<span class="kt-zahl">' + s.cards + '</span><span class="kt-sr">' + count + "</span></div>" +
               '<div class="kt-extra">' + tricksOf(s.seat) + meldungenOf(s.seat) + "</div>" +
               '<div class="kt-grund" hidden></div></div>';
    }

    function scoreText() {
        var sc = kt.state.score;
        if (!sc) {
            return "";
        }
        var parts = sc.parties.map(function (p) {
            return p.seats.map(nameOf).join(" & ") + " " + p.score;
        });
        return "Stand: " + parts.join(" – ") + " (" + sc.unit + ", bis " + sc.target + ")";
    }

    function renderHead() {
        kt.root.find(".kt-titel").text(kt.state.preset_name);
        var setter = kt.state.shown_trump ?  // 66 zu viert: the dealer's shown card set trump
            " (" + esc(nameOf(kt.state.dealer)) + " hat " + esc(kt.state.shown_trump.label) + " aufgedeckt)" : "";
        kt.root.find(".kt-trumpf").html("Trumpf: <b>" + esc(kt.state.trump.label) + "</b>" + setter);
        kt.root.find(".kt-stand").text(scoreText());
        kt.root.find(".kt-k-letzter").prop("disabled", !kt.state.last_trick).prop("hidden", false);
    }

    function renderSeats() {
        var n = kt.state.seats.length;
        var start = kt.state.seat == null ? 0 : kt.state.seat + 1;
        var html = "";
        for (var i = 0; i < n; i++) {
            var s = kt.state.seats[(start + i) % n];
            if (s.seat !== kt.state.seat) {
                html += seatBox(s);
            }
        }
        if (n > 2) {  // the others in playing order, after you
            html += '<div class="kt-richtung" aria-hidden="true">Spielrichtung →</div>';
        }
        setHtml(kt.root.find(".kt-andere"), html).attr("data-zahl", n - (kt.state.seat == null ? 0 : 1))
            .attr("aria-label", "Mitspieler in Spielrichtung");
    }

    function renderStapel() {
        var html = "";
        var t = kt.state.talon;
        if (t) {
            if (kt.state.trump_card) {
                html += '<div class="kt-karte kt-trumpfkarte" title="Trumpfkarte: ' + esc(kt.state.trump_card.label) +
                        '" aria-label="Trumpfkarte ' + esc(kt.state.trump_card.label) + '" role="img">' +
                        cardFace(kt.state.trump_card.card) + "</div>";
            }
            if (t.count > 0) {
                var closed = t.closed ? '<span class="kt-zu">zugedreht' +
                             (t.closer != null ? " (" + esc(nameOf(t.closer)) + ")" : "") + "</span>" : "";
                html += '<div class="kt-talon' + (t.closed ? " kt-talon-zu" : "") + '" role="img" aria-label="Stapel: ' +
                        t.count + " Karten" + (t.closed ? ", zugedreht" : "") + '">' + window.Kartenbild.back() +
                        '<span class="kt-zahl">' + t.count + "</span>" + closed + "</div>";
            } else {
                html += '<div class="kt-talon kt-leer">Stapel leer</div>';
            }
        }
        html += '<div class="kt-trumpf-farbe" aria-hidden="true">' + esc(kt.state.trump.label) + " ist Trumpf</div>";
        if (kt.state.opening) {  // Gaigel's first trick: how it was opened
            var words = {"ge-elfen": "Ge-Elfen", "höher hat": "Höher hat", "andere alte": "Andere Alte",
                         "nur trümpfe": "Nur Trümpfe"};
            html += '<div class="kt-eroeffnet">Eröffnung: <b>' + esc(words[kt.state.opening] || kt.state.opening) +
                    "</b></div>";
        }
        setHtml(kt.root.find(".kt-stapel"), html);
    }

    function trickCard(entry, winner) {
        var label = entry.face_down && !entry.card ? "verdeckte Karte" : entry.label;
        return '<figure class="kt-gelegt' + (winner ? " kt-sieger" : "") + '" data-seat="' + entry.seat + '">' +
               '<div class="kt-karte" role="img" aria-label="' + esc(nameOf(entry.seat) + ": " + label) + '">' +
               cardFace(entry.face_down && !entry.card ? null : entry.card) + "</div>" +
               "<figcaption>" + esc(entry.seat === kt.state.seat ? "du" : nameOf(entry.seat)) + "</figcaption></figure>";
    }

    function renderTrick() {
        if (!kt.state) {
            return;  // the player left the table while a trick was held
        }
        var box = kt.root.find(".kt-stich");
        var html = "";
        kt.root.find(".kt-grund").prop("hidden", true).text("");
        if (kt.holding()) {
            var lt = kt.state.last_trick;
            lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
            var who = lt.winner === kt.state.seat ? "Du nimmst" : nameOf(lt.winner) + " nimmt";
            html += '<p class="kt-stich-grund kt-sr">' + esc(who + " den Stich: " + lt.reason) + "</p>";
            var place = kt.root.find('.kt-platz[data-seat="' + lt.winner + '"] .kt-grund');
            if (lt.winner === kt.state.seat) {
                place = kt.root.find(".kt-ich .kt-grund");
            }
            place.text(lt.reason).prop("hidden", false);
            box.addClass("kt-fertig");
        } else {
            (kt.state.trick || []).forEach(function (c) { html += trickCard(c, false); });
            if (!html) {
                html = '<p class="kt-leer">' + (kt.state.over ? "Das Spiel ist aus." : "Noch keine Karte im Stich.") + "</p>";
            }
            box.removeClass("kt-fertig");
        }
        setHtml(box, html);
    }

    function renderMe() {
        var box = kt.root.find(".kt-ich");
        if (kt.state.seat == null) {
            box.html('<span class="kt-name">Du schaust zu.</span>');
            return;
        }
        var me = kt.state.seats[kt.state.seat];
        var points = "";
        if (kt.state.points) {
            points = '<span class="kt-augen">Deine Augen: ' + kt.state.points.own +
                     (kt.state.points.pending ? " (+" + kt.state.points.pending + " gemeldet)" : "") + "</span>";
        }
        box.attr("class", "kt-ich kt-partei-" + (partyOf(kt.state.seat) % 4) + (kt.state.my_turn ? " kt-am-zug" : ""))
           .attr("data-seat", kt.state.seat)
           .html('<span class="kt-name">' + esc(me.name) + " (du)</span>" + wertungOf(me) + markers(me) +
                 tricksOf(kt.state.seat) + meldungenOf(kt.state.seat) + points + '<div class="kt-grund" hidden></div>');
    }

    function renderActions() {
        var html = "";
        var openings = kt.openingsOf(kt.state);
        openings.forEach(function (word) {
            html += '<button type="button" class="kt-eroeffnung' + (kt.mode === word ? " kt-an" : "") +
                    '" aria-pressed="' + (kt.mode === word) + '" data-mode="' + esc(word) +
                    '" title="Eröffnung wählen, dann eine Karte">' + esc(word) + "</button>";
        });
        (kt.state.actions || []).forEach(function (a) {
            if (a.kind === "card" || a.kind === "opening") {
                return;  // plays a card: through the hand
            }
            var text = a.kind === "announce" ? "Genug ansagen" : SHORT[a.command] || a.label;
            var key = a.kind === "aus" ? " (A)" : "";
            var hint = kt.state.hinweise || {};
            var lit = a.kind === "aus" ? !!hint.aus : a.kind === "announce" ? !!hint.genug : false;
            var bold = a.kind === "announce" || a.kind === "close";  // ends the game or risks it: not a safe button
            var title = a.label + " – „" + a.command + "“";
            var risky = a.command === "genug" && kt.state.points && kt.state.points.own < 66;
            if (risky) {
                title = "Vorsicht: du hast erst " + kt.state.points.own + " Augen. " + title;
            }
            html += '<button type="button" class="kt-aktion' + (a.kind === "aus" ? " kt-aus" : "") +
                    (risky ? " kt-riskant" : "") + (bold ? " kt-gewagt" : "") + (lit ? " kt-leuchtet" : "") +
                    ((a.kind === "aus" || a.kind === "announce") && !lit ? " kt-leise" : "") +
                    '" data-command="' + esc(a.command) + '" title="' + esc(title) +
                    '" aria-label="' + esc(a.label) + '">' + esc(text + key) + "</button>";
        });
        setHtml(kt.root.find(".kt-aktionen"), html);
        var due = kt.state.hinweise && kt.state.hinweise.aus;  // the Aus deadline, above the hand
        kt.root.find(".kt-frist").text(due || "").prop("hidden", !due);
    }

    function render() {
        if (!kt.state) {
            return;
        }
        renderHead();
        renderSeats();
        renderMe();
        renderStapel();
        renderTrick();
        renderActions();
        kt.renderHand();
        kt.renderNotice();
        kt.root.toggleClass("kt-mein-zug", !!kt.state.my_turn).toggleClass("kt-zuschauer", kt.state.seat == null)
            .toggleClass("kt-ohne-dimmen", !settings().dimmen);
        renderCorner();
        kt.renderGear();
        if (!kt.root.find(".kt-letzter-stich").prop("hidden")) {
            kt.fillLastTrick();
        }
    }

    // The last trick stays in the corner (bottom left), small.
    function renderCorner() {
        var lt = kt.state && kt.state.last_trick;
        var box = kt.root.find(".kt-ecke");
        if (!lt) {
            setHtml(box, "").prop("hidden", true);
            return;
        }
        var html = '<h3 class="kt-ecke-titel">Letzter Stich: ' +
                   esc(lt.winner === kt.state.seat ? "deiner" : nameOf(lt.winner)) + "</h3><div class='kt-reihe'>";
        lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
        setHtml(box, html + "</div>").prop("hidden", false);
    }

    // --- between matches -----------------------------------------------------

    function settingsText(w) {
        var st = w.settings || {};
        var parts = [st.score_unit === "Striche" ? "verloren hat, wer " + st.target + " Striche hat"
                                                 : "bis " + st.target + " Punkte"];
        if (st.think_time) {
            parts.push("Bedenkzeit " + st.think_time + " Sekunden");
        }
        if (st.options) {
            parts.push(st.options);
        }
        return parts.join(" · ");
    }

    function renderLobby() {
        var w = kt.lobby;
        kt.root.find(".kt-titel").text(w.preset_name);
        var ended = kt.result && kt.result.match_over && kt.result.score;  // the match just ended: its result
        kt.root.find(".kt-trumpf").text(ended ? "Partie aus: " + kt.result.score.parties.map(function (p) {
            return p.seats.map(function (s) { return kt.result.names[s]; }).join(" & ") + " " + p.score;
        }).join(" – ") + " " + kt.result.score.unit : "Noch keine Partie");
        kt.root.find(".kt-stand").text(settingsText(w));
        kt.root.find(".kt-k-letzter").prop("disabled", true).prop("hidden", true);
        var html = '<h2 class="kt-warten-titel">Plätze am Tisch</h2><ol class="kt-plaetze">';
        w.seats.forEach(function (s) {
            var who = s.free ? "frei" : esc(s.name) + (s.seat === w.seat ? " (du)" : "");
            html += '<li class="kt-platz kt-sitz' + (s.free ? " kt-frei" : "") + '" data-seat="' + s.seat + '">' +
                    '<span class="kt-platznummer">Platz ' + (s.seat + 1) + "</span> " +
                    '<span class="kt-name">' + who + "</span>" + wertungOf(s) +
                    (s.computer ? ' <span class="kt-marke kt-m-computer">Computer</span>' : "") + "</li>";
        });
        html += '</ol><p class="kt-hinweis">' + esc(w.hint) + "</p>";
        html += '<div class="kt-vor-knoepfe" role="toolbar" aria-label="Partie vorbereiten">';
        (w.actions || []).forEach(function (a) {
            html += '<button type="button" class="kt-vor-aktion" data-command="' + esc(a.command) +
                    '" title="' + esc(a.label + " – „" + a.command + "“") + '">' + esc(a.label) + "</button>";
        });
        html += "</div>";
        var box = kt.root.find(".kt-warten");
        var focused = $(document.activeElement).closest(".kt-warten").length > 0;
        setHtml(box, html).prop("hidden", false);
        if (focused) {
            box.find("button").first().focus();
        }
        kt.renderNotice();
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        trickCard: trickCard, renderTrick: renderTrick, render: render, renderLobby: renderLobby
    });
})();

// ---- kartentisch_hand.js ---------------------------------------------------
/*
 * Kartentisch, the hand (kartentisch_kern.js describes the pane and its
 * files): which command a card plays (with Gaigel's opening chosen or not)
 * and why not; a click plays, a first tap lifts (touch), a long press says
 * why; drawing the hand's buttons so a click or the focus is never lost;
 * and the message line under the hand: the status, or what was just said
 * (a refusal, „noch einmal tippen“).
 */
(function () {
    var kt = window.Kartentisch;

    var family = kt.family, settings = kt.settings, nameOf = kt.nameOf,  // kartentisch_kern.js's helpers (they never change)
        cardFace = kt.cardFace;
    var LONG_MS = 500;

    function openingsOf(s) {
        var found = [];
        (s.hand || []).forEach(function (card) {
            (card.plays || []).forEach(function (play) {
                var word = play.name;  // the opening's name from the state (kind "opening")
                if (play.kind === "opening" && !found.includes(word)) {
                    found.push(word);
                }
            });
        });
        return found;
    }

    function playOf(card) {
        var play = (card.plays || []).find(function (p) {
            return kt.mode ? p.kind === "opening" && p.name === kt.mode : p.kind === "card";
        });
        return play ? play.command : null;
    }

    function whyNot(card) {
        if (card.reason) {
            return card.reason;
        }
        if (kt.mode && card.playable) {
            return "Mit „" + kt.mode + "“ kannst du diese Karte nicht eröffnen.";
        }
        if (!kt.mode && card.playable) {
            return "Wähle zuerst eine Eröffnung.";
        }
        if (kt.state.my_turn) {
            return null;
        }
        return kt.state.to_act == null ? "Gerade ist niemand am Zug." : nameOf(kt.state.to_act) + " ist am Zug, nicht du.";
    }

    function play(number) {
        var card = (kt.state.hand || []).find(function (c) { return c.number === number; });
        if (!card) {
            return false;
        }
        var command = playOf(card);
        if (command) {
            kt.send(command);
        } else if (whyNot(card)) {
            kt.say(card.label + ": " + whyNot(card), true);
        } else {
            kt.send("lege " + number);  // the server says why not
        }
        return true;
    }

    // Long press (touch): lift the card and say why it may not be played
    // (the same as a first tap, without the tap that would follow).
    function onPress(event) {
        if (event.originalEvent.pointerType !== "touch") {
            return;
        }
        var number = Number($(this).data("number"));
        clearTimeout(kt.pressTimer);
        kt.pressed = null;
        kt.pressTimer = setTimeout(function () {
            kt.pressed = number;
            lift(number);
        }, LONG_MS);
    }

    function lift(number) {
        var card = kt.state && (kt.state.hand || []).find(function (c) { return c.number === number; });
        if (!card) {
            return;
        }
        kt.chosen = number;
        kt.render();
        var why = playOf(card) ? null : whyNot(card);
        kt.say(card.label + (why ? ": " + why : " – noch einmal tippen zum Legen."), !!why);
        kt.root.find('.kt-hand-karte[data-number="' + number + '"]').focus();
    }

    function onCardClick(event) {
        var number = Number($(this).data("number"));
        if (kt.pressed === number) {  // the end of a long press, not a tap
            kt.pressed = null;
            return;
        }
        kt.pressed = null;
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.klicks = window.Kartenrunde.klicks || []).push([number, kt.touch]);
        if (kt.touch && settings().antippen && kt.chosen !== number) {
            lift(number);
            return;
        }
        play(number);
    }

    function focusHand() {
        var first = kt.root.find(".kt-hand-karte.kt-spielbar").first();
        (first.length ? first : kt.root.find(".kt-hand-karte").first()).focus();
    }

    // The hand: the same cards keep their buttons (only lit/dimmed, labels
    // and titles change), so a click or the focus is never lost to a redraw.
    function renderHand() {
        var hand = kt.root.find(".kt-hand");
        var cards = kt.state.hand || [];
        var key = cards.map(function (c) { return c.number + ":" + c.card; }).join(",") + "|" + family();
        if (hand.data("kt-key") !== key) {
            var focused = $(document.activeElement).closest(".kt-hand-karte").data("number");
            var html = "";
            cards.forEach(function (card) {
                html += '<button type="button" class="kt-karte kt-hand-karte" data-number="' + card.number + '">' +
                        '<span class="kt-nummer" aria-hidden="true">' + card.number + "</span>" +
                        cardFace(card.card) + "</button>";
            });
            hand.html(html).data("kt-key", key).toggleClass("kt-leer", !html);
            if (focused) {
                var again = hand.find('.kt-hand-karte[data-number="' + focused + '"]');
                (again.length ? again : hand.find(".kt-hand-karte").last()).focus();
            }
        }
        hand.find(".kt-hand-karte").each(function (i) {
            var card = cards[i];
            var command = playOf(card);
            var why = command ? null : whyNot(card);
            var fresh = card.new ? ", neu gezogen" : "";  // just drawn: a word for screen readers too
            var label = card.number + ": " + card.label + fresh + (command ? "" : ", nicht spielbar" +
                        (why ? ": " + why : ""));
            var title = (command ? (kt.mode ? kt.mode + ": " : "Legen: ") + card.label + " (Taste " + card.number + ")"
                                 : card.label + (why ? " – " + why : "")) + (card.new ? " (neu gezogen)" : "");
            $(this).toggleClass("kt-neu", !!card.new)
                   .toggleClass("kt-spielbar", !!command).toggleClass("kt-gedimmt", !command)
                   .toggleClass("kt-gewaehlt", kt.chosen === card.number)
                   .attr({"aria-label": label, title: title, "aria-disabled": command ? null : "true"});
        });
    }

    // --- the line under the hand: the status, or what was just said ----------

    function statusText() {
        if (!kt.state) {
            return "";
        }
        if (kt.state.over) {
            return "Das Spiel ist aus.";
        }
        if (kt.state.grace_time) {
            return "Der letzte Stich ist gespielt: Wer 101 hat, ruft jetzt „Aus“.";
        }
        if (kt.state.my_turn) {
            if (openingsOf(kt.state).length && !kt.mode) {
                return "Du bist am Zug: Wähle eine Eröffnung und dann eine Karte.";
            }
            return "Du bist am Zug.";
        }
        if (kt.state.to_act != null) {
            return nameOf(kt.state.to_act) + " ist am Zug.";
        }
        return "";
    }

    function renderNotice() {
        if (!kt.root || !(kt.state || kt.lobby)) {
            return;
        }
        var box = kt.root.find(".kt-meldung");
        if (kt.notice && Date.now() < kt.notice.until) {
            box.text(kt.notice.text).toggleClass("kt-fehler", kt.notice.error);
        } else {
            kt.notice = null;
            box.text(statusText()).removeClass("kt-fehler");
        }
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        openingsOf: openingsOf, play: play, onPress: onPress, onCardClick: onCardClick,
        focusHand: focusHand, renderHand: renderHand, renderNotice: renderNotice
    });
})();

// ---- kartentisch_zahnrad.js ------------------------------------------------
/*
 * Kartentisch, the gear (Zahnrad; kartentisch_kern.js describes the pane and
 * its files): the settings panel drawn from the state's `einstellungen`,
 * opened and closed by its button, each change sent as the very text
 * command (`kartennamen …`, `anzeige <wort> an|aus`, `tempo …`).
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, settings = kt.settings, setHtml = kt.setHtml;  // kartentisch_kern.js's helpers (they never change)
    var SWITCHES = [  // setting, the word of `anzeige <word> an|aus`, the German line
        ["points", "punkte", "Augen mitzählen (deine Punkte zeigen)"],
        ["hint_66", "66-hinweis", "66-Hinweis: sagen, wenn du 66 hast und ansagen darfst"],
        ["hint_aus", "aus-hinweis", "101-Hinweis: sagen, wenn deine Partei 101 hat und bis wann „Aus!“"],
        ["dimmen", "dimmen", "Karten, die du nicht legen darfst, blasser zeigen"],
        ["antippen", "antippen", "Am Telefon: erst antippen, dann noch einmal tippen zum Legen"],
        ["stimme", "stimme", "Stimme: der Browser sagt die Ansagen („Aus!“, „Vierzig!“)"],
        ["klang", "klang", "Klänge: Klopfen beim Melden, Kreide beim Strich"],
    ];

    function renderGear() {
        var panel = kt.root.find(".kt-zahnrad");
        if (panel.prop("hidden")) {
            return;
        }
        var st = settings();
        var focused = $(document.activeElement).closest(".kt-zahnrad").length ? document.activeElement.id : null;
        var html = "<h2>Einstellungen</h2><p class='kt-klein'>Sie gelten für dich, auch im Text " +
                   "(„anzeige“ zeigt sie dort).</p><fieldset><legend>Kartennamen</legend>";
        [["deutsch", "deutsch: Eichel, Laub, Herz, Schellen; Ober, Unter"],
         ["französisch", "französisch: Kreuz, Pik, Herz, Karo; Dame, Bube"]].forEach(function (n, i) {
            html += '<label class="kt-wahl"><input type="radio" name="kt-namen" id="kt-namen-' + i +
                    '" data-command="kartennamen ' + n[0] + '"' + (st.card_names === n[0] ? " checked" : "") +
                    ">" + esc(n[1]) + "</label>";
        });
        html += "</fieldset><fieldset><legend>Anzeige und Hilfen</legend>";
        SWITCHES.forEach(function (sw) {
            if (st.hints && /^hint_/.test(sw[0]) && st.hints.indexOf(sw[0]) < 0) {
                return;  // a hint of the other game (the server names this table's hints)
            }
            html += '<label class="kt-wahl"><input type="checkbox" id="kt-e-' + sw[1] + '" data-word="' + sw[1] + '"' +
                    (st[sw[0]] ? " checked" : "") + ">" + esc(sw[2]) + "</label>";
        });
        html += "</fieldset>";
        if (st.tempo) {
            html += '<label class="kt-wahl" for="kt-tempo">Tempo des Tisches (zwischen zwei Spielen): </label>' +
                    '<select id="kt-tempo">' + ["ruhig", "normal", "schnell"].map(function (t) {
                        return '<option value="' + t + '"' + (st.tempo === t ? " selected" : "") + ">" + t + "</option>";
                    }).join("") + "</select>";
        }
        html += '<p><button type="button" class="kt-k-zahnrad">Schließen</button></p>';
        setHtml(panel, html);
        if (focused) {
            panel.find("#" + focused).focus();
        }
    }

    function toggleGear() {
        var panel = kt.root.find(".kt-zahnrad");
        var open = panel.prop("hidden");
        panel.prop("hidden", !open);
        kt.root.find(".kt-kopf .kt-k-zahnrad").attr("aria-expanded", open);
        if (open) {
            renderGear();
            panel.find("input").first().focus();
        } else {
            kt.root.find(".kt-kopf .kt-k-zahnrad").focus();
        }
    }

    function onGearChange() {
        var input = $(this);
        var command = input.data("command");
        if (input.is("select")) {
            command = "tempo " + input.val();
        } else if (input.data("word")) {
            command = "anzeige " + input.data("word") + (input.prop("checked") ? " an" : " aus");
        }
        kt.sendPlain(command);
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        renderGear: renderGear, toggleGear: toggleGear, onGearChange: onGearChange
    });
})();

// ---- kartentisch_tafeln.js -------------------------------------------------
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

// ---- kartenflug.js ---------------------------------------------------------
/*
 * Kartenflug, the table pane's flying cards and live region
 * (kartentisch_kern.js describes the pane and its files): other players'
 * cards fly from their seat into the trick, a finished trick to its taker,
 * at the table's tempo and not with prefers-reduced-motion (each flight
 * noted in window.Kartenrunde.fluege for the tests); a live region says who
 * laid which card and who took the trick.
 */
(function () {
    var kt = window.Kartentisch;

    var settings = kt.settings, nameOf = kt.nameOf;  // kartentisch_kern.js's helpers (they never change)
    // The cards of other seats that came into the middle since `before` (in
    // the running trick, or in the trick just finished), in playing order.
    function newCards(before, after) {
        var had = (before.trick || []).map(function (c) { return c.seat; });
        var now = after.trick || [];
        if (kt.trickDone(before, after)) {
            now = after.last_trick.cards;
        }
        return now.filter(function (c) { return had.indexOf(c.seat) < 0; });
    }

    function flightMs() {
        return {ruhig: 650, normal: 400, schnell: 220}[settings().tempo] || 400;
    }

    function calm() {
        return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    }

    function noteFlight(entry) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.fluege = window.Kartenrunde.fluege || []).push(entry);  // for tests
    }

    // Each card from its seat's box to its place in the trick, one after the other.
    function flyIn(cards) {
        var others = cards.filter(function (c) { return c.seat !== kt.state.seat; });
        others.forEach(function (c, i) {
            var card = kt.root.find('.kt-stich .kt-gelegt[data-seat="' + c.seat + '"]');
            var from = kt.root.find('.kt-platz[data-seat="' + c.seat + '"]');
            var moved = !calm() && card.length && from.length && card[0].animate;
            var delay = kt.state.my_turn ? 0 : i * flightMs();  // your turn: every card shows at once
            noteFlight({seat: c.seat, card: c.card, to: "stich", animated: !!moved, ms: flightMs(), delay: delay});
            if (!moved) {
                return;
            }
            var a = from[0].getBoundingClientRect(), b = card[0].getBoundingClientRect();
            var dx = a.left + a.width / 2 - (b.left + b.width / 2), dy = a.top + a.height / 2 - (b.top + b.height / 2);
            card.addClass("kt-fliegt");
            var flight = card[0].animate([{transform: "translate(" + dx + "px," + dy + "px) scale(.45)", opacity: .6},
                                          {transform: "none", opacity: 1}],
                                         {duration: flightMs(), delay: delay, easing: "ease-out", fill: "backwards"});
            flight.onfinish = function () { card.removeClass("kt-fliegt"); };
        });
    }

    // The finished trick goes to its taker, then the middle is cleared.
    function trickAway() {
        var lt = kt.state && kt.state.last_trick;
        var to = lt && (lt.winner === kt.state.seat ? kt.root.find(".kt-ich")
                                                    : kt.root.find('.kt-platz[data-seat="' + lt.winner + '"]'));
        var cards = kt.root.find(".kt-stich.kt-fertig .kt-gelegt");
        if (!lt || calm() || !to.length || !cards.length || !cards[0].animate) {
            kt.renderTrick();
            return;
        }
        var b = to[0].getBoundingClientRect();
        var left = cards.length;
        noteFlight({seat: lt.winner, to: "sieger", animated: true, ms: flightMs()});
        cards.each(function () {
            var a = this.getBoundingClientRect();
            var dx = b.left + b.width / 2 - (a.left + a.width / 2), dy = b.top + b.height / 2 - (a.top + a.height / 2);
            var flight = this.animate([{transform: "none", opacity: 1},
                                       {transform: "translate(" + dx + "px," + dy + "px) scale(.3)", opacity: 0}],
                                      {duration: flightMs(), easing: "ease-in", fill: "forwards"});
            flight.onfinish = function () {
                left -= 1;
                if (!left) {
                    kt.renderTrick();
                }
            };
        });
    }

    // Short sentences for a screen reader: who laid which card, who took the trick.
    function tellLaid(cards, before, after) {
        var lines = cards.map(function (c) {
            var hidden = c.face_down && !c.card;
            if (c.seat === after.seat) {
                return hidden ? "Du legst eine Karte verdeckt." : "Du legst " + c.label + ".";
            }
            return nameOf(c.seat) + (hidden ? " legt eine Karte verdeckt." : " legt " + c.label + ".");
        });
        if (kt.trickDone(before, after)) {
            lines.push(after.last_trick.winner === after.seat ? "Du nimmst den Stich."
                                                                : nameOf(after.last_trick.winner) + " nimmt den Stich.");
        }
        if (!lines.length) {
            return;
        }
        var box = kt.root.find(".kt-vorlesen");
        lines.forEach(function (line) { box.append($("<p>").text(line)); });
        box.children().slice(0, -6).remove();
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        newCards: newCards, flyIn: flyIn, trickAway: trickAway, tellLaid: tellLaid
    });
})();

// ---- kartentisch_tasten.js -------------------------------------------------
/*
 * Kartentisch, the keys and the plugin (kartentisch_kern.js describes the
 * pane and its files): onKeydown (1-9, A, Enter, B, R, Escape, arrows) and
 * the one Evennia plugin `kartentisch` – init builds the frame and listens
 * for the kartenrunde_* events, postInit labels the input line in German.
 * Loaded last of the pane's files, where kartentisch.js was loaded before,
 * so the plugin keeps its place among the plugins (its keys before
 * default_in's).
 */
let kartentisch_plugin = (function () {
    var kt = window.Kartentisch;

    function onKeydown(event) {
        if (!kt.shown() || event.ctrlKey || event.altKey || event.metaKey) {
            return false;
        }
        var target = $(event.target);
        if (target.closest("#kt-lobby").length) {
            return false;  // the lobby's own keys (kartenlobby.js)
        }
        if (event.key === "Escape" && target.closest(".kt-panel").length) {
            kt.closePanels();  // the gear's own inputs: Escape still closes it
            return true;
        }
        if (target.is("textarea, input, select")) {
            return false;
        }
        var inPane = target.closest("#kartentisch").length > 0;
        var key = event.key;
        if (key === "Escape") {
            kt.closePanels();
            if (kt.result) {
                kt.closeResult();  // only the panel: Enter or „Weiter“ goes on
            }
            return true;
        }
        if (key === "Enter" && kt.result) {
            event.preventDefault();
            kt.weiter();
            return true;
        }
        if (!kt.state) {  // between matches: the pane's buttons only
            return inPane && (key === "Enter" || key === " " || key === "Tab");
        }
        if (/^[1-9]$/.test(key) && !kt.result) {
            if (kt.play(Number(key))) {
                event.preventDefault();
                return true;
            }
            return false;
        }
        if ((key === "b" || key === "B") && !kt.result) {
            event.preventDefault();
            kt.ask("bilanz", "Bilanz");
            return true;
        }
        if ((key === "r" || key === "R") && !kt.result && kt.aloneWithComputers()) {
            event.preventDefault();
            kt.ask("rat", "Rat");
            return true;
        }
        if ((key === "a" || key === "A") && (kt.state.actions || []).some(function (a) { return a.command === "aus"; })) {
            event.preventDefault();
            kt.send("aus");
            return true;
        }
        if ((key === "ArrowLeft" || key === "ArrowRight") && target.hasClass("kt-hand-karte")) {
            var cards = kt.root.find(".kt-hand-karte");
            var i = cards.index(target) + (key === "ArrowLeft" ? -1 : 1);
            cards.eq((i + cards.length) % cards.length).focus();
            event.preventDefault();
            return true;
        }
        // Enter, space and Tab on the pane's own buttons work as buttons do
        // (the stock client would otherwise move them to the input line).
        return inPane && (key === "Enter" || key === " " || key === "Tab");
    }

    return {
        init: function () {
            kt.build();
            document.addEventListener("kartenrunde_tisch", kt.onTisch);
            document.addEventListener("kartenrunde_ergebnis", kt.onErgebnis);
            document.addEventListener("kartenrunde_plaetze", kt.onPlaetze);
            document.addEventListener("kartenrunde_verlassen", kt.onVerlassen);
            document.addEventListener("kartenrunde_abgelehnt", kt.onAbgelehnt);
        },
        postInit: function () {  // the input line built by goldenlayout.js: German labels
            $("textarea.inputfield").attr("aria-label", "Befehl eingeben");
            $("button.inputsend").attr("aria-label", "Senden");
        },
        onKeydown: onKeydown,
    };
})();
plugin_handler.add("kartentisch", kartentisch_plugin);
