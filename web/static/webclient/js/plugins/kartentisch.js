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
 */
let kartentisch_plugin = (function () {
    var state = null;          // the latest kartenrunde_tisch
    var lobby = null;          // the latest kartenrunde_plaetze (no match runs), or null
    var previous = null;       // the state before it
    var result = null;         // the settlement shown, until "Weiter"
    var said = false;          // you sent `weiter` for this settlement
    var mode = null;           // Gaigel's opening chosen by its button ("Höher hat"), or null
    var chosen = null;         // touch: the card number lifted by a first tap
    var touch = false;         // the last pointer was a finger
    var pressTimer = null;     // touch: a long press on a card says why it may (not) be played
    var pressed = null;        // the card a long press just explained: its click is swallowed
    var LONG_MS = 500;
    var pending = null;        // {command, signature, texts, timer}: a move waiting for its answer
    var holdUntil = 0;         // the finished trick stays in the middle until then
    var holdTimer = null;
    var notice = null;         // {text, error, until}
    var root = null;
    var SHORT = {raube: "Rauben", "decke stapel": "Zudrehen", genug: "Genug ansagen", aus: "Aus!"};
    var HOLD_MS = 1800;
    var DEFAULTS = {card_names: "deutsch", points: false, playable: false, hint_66: false,
                    hint_aus: false, tempo: null, dimmen: true, antippen: true, stimme: false,
                    klang: false};
    var info = null;           // {command, title, texts, timer}: a panel waiting for the server's text
    var countdown = null;      // {until, timer}: the Abrechnung's time, counted down

    function esc(text) {
        return String(text == null ? "" : text).replace(/[&<>"']/g, function (c) {
            return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c];
        });
    }

    function family() {
        return state && state.card_names || "deutsch";
    }

    // The gear's settings: from the latest table or seats state (docs/GMCP.md).
    function settings() {
        var from = state && state.einstellungen || lobby && lobby.einstellungen || {};
        return $.extend({}, DEFAULTS, from);
    }

    function nameOf(seat) {
        var s = state && state.seats[seat];
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

    // --- the pane's frame -------------------------------------------------

    function build() {
        root = $(
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
        $("#clientwrapper").prepend(root).append(show);
        root.on("click", ".kt-hand-karte", onCardClick);
        root.on("pointerdown", function (e) { touch = e.originalEvent.pointerType === "touch"; });
        root.on("pointerdown", ".kt-hand-karte", onPress);
        root.on("pointerup pointercancel pointerleave", ".kt-hand-karte", function () {
            clearTimeout(pressTimer);
        });
        root.on("contextmenu", ".kt-hand-karte", function (e) {
            if (touch) {
                e.preventDefault();  // a long press says why, no menu
            }
        });
        root.on("click", ".kt-aktion, .kt-vor-aktion", function () {
            var command = $(this).data("command");
            send(command);
            if ($(this).hasClass("kt-aktion")) {
                focusHand();  // the focus stays in the pane
            }
        });
        root.on("click", ".kt-frage", function () { ask($(this).data("command"), $(this).data("titel")); });
        root.on("click", ".kt-k-zahnrad", toggleGear);
        root.on("change", ".kt-zahnrad input, .kt-zahnrad select", onGearChange);
        root.on("click", ".kt-info .kt-schliessen", closeInfo);
        root.on("click", ".kt-eroeffnung", function () {
            var word = $(this).data("mode");
            mode = mode === word ? null : word;
            chosen = null;
            notice = null;  // „Wähle zuerst eine Eröffnung“ is answered
            render();
            focusHand();
        });
        root.on("click", ".kt-weiter", weiter);
        root.on("click", ".kt-k-letzter", toggleLastTrick);
        root.on("click", ".kt-k-weg", function () { setHidden(true); });
        show.on("click", function () { setHidden(false); });
        if (localStorage.getItem("kartentisch_versteckt") === "1") {
            $("body").addClass("kt-versteckt");
        }
        new MutationObserver(onOutput).observe(document.getElementById("messagewindow"),
                                               {childList: true, subtree: true});
    }

    function setHidden(hidden) {
        $("body").toggleClass("kt-versteckt", hidden);
        localStorage.setItem("kartentisch_versteckt", hidden ? "1" : "0");
        $("#kt-zeigen").prop("hidden", !(hidden && (state || lobby)));
        relayout();
        if (!hidden) {
            focusHand();
        } else {
            $("#kt-zeigen").focus();
        }
    }

    function shown() {
        return (state || lobby) && !$("body").hasClass("kt-versteckt");
    }

    function relayout() {
        var gl = window.plugins && window.plugins.goldenlayout && window.plugins.goldenlayout.getGL();
        if (gl && gl.isInitialised) {
            gl.updateSize();
        }
    }

    // --- incoming data --------------------------------------------------

    function onTisch(event) {
        var fresh = !$("body").hasClass("kt-da");
        if (lobby) {
            lobby = null;
            root.removeClass("kt-vor").find(".kt-warten").prop("hidden", true).empty();
        }
        previous = state;
        state = event.detail;
        if (previous && previous.seat !== state.seat) {
            previous = null;
        }
        if (pending && signature(state) !== pending.signature) {
            clearPending();
        }
        if (notice && notice.error && previous && turnOrTrick(previous) !== turnOrTrick(state)) {
            notice = null;  // a refusal is about the trick and turn it came in (renderNotice shows the status)
        }
        if (previous && trickDone(previous, state) && !(state.trick || []).length) {
            holdUntil = Date.now() + HOLD_MS;
            clearTimeout(holdTimer);
            holdTimer = setTimeout(trickAway, HOLD_MS + 20);  // the middle only: a click on the hand stays
        }
        if (mode && !openingsOf(state).includes(mode)) {
            mode = null;
        }
        if (chosen && !(state.hand || []).some(function (c) { return c.number === chosen; })) {
            chosen = null;
        }
        $("body").addClass("kt-da");
        $("#kt-zeigen").prop("hidden", !$("body").hasClass("kt-versteckt"));
        if (!holding()) {
            holdUntil = 0;  // the new trick has begun: the old one does not fly away over it
            clearTimeout(holdTimer);
        }
        render();
        if (previous) {
            var laid = newCards(previous, state);
            flyIn(laid);
            tellLaid(laid, previous, state);
        }
        if (result && serverWeiter() && !result.match_over) {
            if (!state.over) {
                closeResult();  // everyone said „weiter“ (or the time was up): the next deal
            } else {
                renderResult();  // who is still awaited
            }
        }
        if (fresh) {
            relayout();
        }
    }

    // The server waits for `weiter` between two games when its state has the
    // field `abrechnung` (null while a game runs); without it the next game is
    // dealt at once and „Weiter“ only closes the panel.
    function serverWeiter() {
        return !!state && Object.prototype.hasOwnProperty.call(state, "abrechnung");
    }

    function awaitedNames() {
        var a = state && state.abrechnung;
        return a && a.wartet_auf || [];
    }

    function onErgebnis(event) {
        result = event.detail;
        said = false;
        clearPending();
        renderResult();
    }

    // Between matches: the seats, the game and its settings, how to start.
    function onPlaetze(event) {
        var fresh = !$("body").hasClass("kt-da");
        lobby = event.detail;
        state = previous = null;
        mode = chosen = null;
        clearPending();
        root.find(".kt-letzter-stich").prop("hidden", true);
        root.addClass("kt-vor").removeClass("kt-mein-zug");
        $("body").addClass("kt-da");
        $("#kt-zeigen").prop("hidden", !$("body").hasClass("kt-versteckt"));
        renderLobby();
        root.toggleClass("kt-ohne-dimmen", !settings().dimmen);
        renderGear();
        if (result && result.match_over) {
            renderResult();  // the rank the match brought
        }
        if (fresh) {
            relayout();
        }
    }

    function onVerlassen() {
        state = previous = result = lobby = null;
        clearTimeout(holdTimer);  // a trick held in the middle has no table left to go back to
        holdUntil = 0;
        root.removeClass("kt-vor").find(".kt-warten").prop("hidden", true).empty();
        mode = chosen = null;
        clearPending();
        root.find(".kt-panel").prop("hidden", true);
        $("body").removeClass("kt-da");
        $("#kt-zeigen").prop("hidden", true);
        relayout();
    }

    function turnOrTrick(s) {
        return JSON.stringify([s.trick, s.last_trick, s.to_act, s.my_turn]);
    }

    // The finished trick is held in the middle only while the next one is empty:
    // once a card of the new trick is in the state (a lead to answer), it shows.
    function holding() {
        return Date.now() < holdUntil && !!state.last_trick && !(state.trick || []).length;
    }

    function trickDone(before, after) {
        var key = function (s) { return JSON.stringify([s.last_trick, s.tricks_won]); };
        return after.last_trick && key(before) !== key(after);
    }

    // --- sending moves, refusals -------------------------------------------

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
        if (notice && !notice.error) {
            notice = null;  // „noch einmal tippen“ is done with once the card goes
            renderNotice();
        }
        pending = {command: command, signature: state ? signature(state) : "", texts: []};
        pending.timer = setTimeout(checkRefusal, 900);
        chosen = null;
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
    }

    function clearPending() {
        if (pending) {
            clearTimeout(pending.timer);
        }
        pending = null;
    }

    function onOutput(mutations) {
        if (info) {
            mutations.forEach(function (m) {
                m.addedNodes.forEach(function (node) {
                    if (node.nodeType === 1 && !$(node).hasClass("inp") && node.textContent.trim()) {
                        info.texts.push(node.innerText || node.textContent);
                    }
                });
            });
            renderInfo();
        }
        if (!pending) {
            return;
        }
        mutations.forEach(function (m) {
            m.addedNodes.forEach(function (node) {
                if (node.nodeType === 1 && !$(node).hasClass("inp") && node.textContent.trim()) {
                    pending.texts.push(node.textContent.trim());
                }
            });
        });
    }

    function checkRefusal() {
        if (!pending) {
            return;
        }
        if (!pending.texts.length) {  // no answer yet: wait a little longer
            pending.timer = setTimeout(checkRefusal, 900);
            return;
        }
        say(pending.texts.join(" "), true);
        root.find(".kt-hand").addClass("kt-wackeln");
        setTimeout(function () { root.find(".kt-hand").removeClass("kt-wackeln"); }, 500);
        clearPending();
    }

    // Kartenrunde.Abgelehnt: the server refused a command of yours (docs/GMCP.md);
    // its sentence is shown at the hand at once, no need to wait for the text.
    function onAbgelehnt(event) {
        var refusal = event.detail || {};
        if (!root || !refusal.text) {
            return;
        }
        clearPending();
        say(refusal.text, true);
        root.find(".kt-hand").addClass("kt-wackeln");
        setTimeout(function () { root.find(".kt-hand").removeClass("kt-wackeln"); }, 500);
    }

    function say(text, error) {
        notice = {text: text, error: !!error, until: Date.now() + (error ? 8000 : 5000)};
        renderNotice();
        setTimeout(renderNotice, (error ? 8000 : 5000) + 20);
    }

    // A command whose answer is no move (a setting, the Bilanz): sent as typed,
    // no refusal is looked for in its answer.
    function sendPlain(command) {
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.gesendet = window.Kartenrunde.gesendet || []).push(command);  // for tests
        window.plugin_handler.onSend(command);
    }

    // --- the gear (Zahnrad) -------------------------------------------------

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
        var panel = root.find(".kt-zahnrad");
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

    // Escape: the last trick, the gear and an answer panel close (not the Abrechnung: see onKeydown).
    function closePanels() {
        root.find(".kt-letzter-stich").prop("hidden", true);
        if (!root.find(".kt-zahnrad").prop("hidden")) {
            toggleGear();
        }
        if (info) {
            closeInfo();
        }
    }

    function toggleGear() {
        var panel = root.find(".kt-zahnrad");
        var open = panel.prop("hidden");
        panel.prop("hidden", !open);
        root.find(".kt-kopf .kt-k-zahnrad").attr("aria-expanded", open);
        if (open) {
            renderGear();
            panel.find("input").first().focus();
        } else {
            root.find(".kt-kopf .kt-k-zahnrad").focus();
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
        sendPlain(command);
    }

    // --- panels with the server's own text: Bilanz, Rat, Verlauf, Analyse ----

    function ask(command, title) {
        info = {command: command, title: title, texts: []};
        sendPlain(command);
        renderInfo();
        root.find(".kt-info .kt-schliessen").focus();
    }

    function renderInfo() {
        var panel = root.find(".kt-info");
        if (!info) {
            panel.prop("hidden", true).empty();
            return;
        }
        var body = info.texts.length ? '<pre class="kt-text">' + esc(info.texts.join("\n")) + "</pre>"
                                     : "<p>Einen Augenblick …</p>";
        var focused = $(document.activeElement).closest(".kt-info").length > 0;
        panel.attr("aria-label", info.title).html("<h2>" + esc(info.title) + "</h2>" + body +
            '<button type="button" class="kt-schliessen">Schließen <span aria-hidden="true">(Esc)</span></button>')
            .prop("hidden", false);
        if (focused) {
            panel.find(".kt-schliessen").focus();
        }
    }

    function closeInfo() {
        info = null;
        renderInfo();
        focusHand();
    }

    function aloneWithComputers() {
        return !!state && state.seat != null && state.seats.every(function (s) {
            return s.seat === state.seat || s.computer;
        });
    }

    // --- flying cards, the live region --------------------------------------

    // The cards of other seats that came into the middle since `before` (in
    // the running trick, or in the trick just finished), in playing order.
    function newCards(before, after) {
        var had = (before.trick || []).map(function (c) { return c.seat; });
        var now = after.trick || [];
        if (trickDone(before, after)) {
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
        var others = cards.filter(function (c) { return c.seat !== state.seat; });
        others.forEach(function (c, i) {
            var card = root.find('.kt-stich .kt-gelegt[data-seat="' + c.seat + '"]');
            var from = root.find('.kt-platz[data-seat="' + c.seat + '"]');
            var moved = !calm() && card.length && from.length && card[0].animate;
            var delay = state.my_turn ? 0 : i * flightMs();  // your turn: every card shows at once
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
        var lt = state && state.last_trick;
        var to = lt && (lt.winner === state.seat ? root.find(".kt-ich") : root.find('.kt-platz[data-seat="' + lt.winner + '"]'));
        var cards = root.find(".kt-stich.kt-fertig .kt-gelegt");
        if (!lt || calm() || !to.length || !cards.length || !cards[0].animate) {
            renderTrick();
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
                    renderTrick();
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
        if (trickDone(before, after)) {
            lines.push(after.last_trick.winner === after.seat ? "Du nimmst den Stich."
                                                                : nameOf(after.last_trick.winner) + " nimmt den Stich.");
        }
        if (!lines.length) {
            return;
        }
        var box = root.find(".kt-vorlesen");
        lines.forEach(function (line) { box.append($("<p>").text(line)); });
        box.children().slice(0, -6).remove();
    }

    // --- the hand ---------------------------------------------------------

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
            return mode ? p.kind === "opening" && p.name === mode : p.kind === "card";
        });
        return play ? play.command : null;
    }

    function whyNot(card) {
        if (card.reason) {
            return card.reason;
        }
        if (mode && card.playable) {
            return "Mit „" + mode + "“ kannst du diese Karte nicht eröffnen.";
        }
        if (!mode && card.playable) {
            return "Wähle zuerst eine Eröffnung.";
        }
        if (state.my_turn) {
            return null;
        }
        return state.to_act == null ? "Gerade ist niemand am Zug." : nameOf(state.to_act) + " ist am Zug, nicht du.";
    }

    function play(number) {
        var card = (state.hand || []).find(function (c) { return c.number === number; });
        if (!card) {
            return false;
        }
        var command = playOf(card);
        if (command) {
            send(command);
        } else if (whyNot(card)) {
            say(card.label + ": " + whyNot(card), true);
        } else {
            send("lege " + number);  // the server says why not
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
        clearTimeout(pressTimer);
        pressed = null;
        pressTimer = setTimeout(function () {
            pressed = number;
            lift(number);
        }, LONG_MS);
    }

    function lift(number) {
        var card = state && (state.hand || []).find(function (c) { return c.number === number; });
        if (!card) {
            return;
        }
        chosen = number;
        render();
        var why = playOf(card) ? null : whyNot(card);
        say(card.label + (why ? ": " + why : " – noch einmal tippen zum Legen."), !!why);
        root.find('.kt-hand-karte[data-number="' + number + '"]').focus();
    }

    function onCardClick(event) {
        var number = Number($(this).data("number"));
        if (pressed === number) {  // the end of a long press, not a tap
            pressed = null;
            return;
        }
        pressed = null;
        window.Kartenrunde = window.Kartenrunde || {};
        (window.Kartenrunde.klicks = window.Kartenrunde.klicks || []).push([number, touch]);
        if (touch && settings().antippen && chosen !== number) {
            lift(number);
            return;
        }
        play(number);
    }

    function focusHand() {
        var first = root.find(".kt-hand-karte.kt-spielbar").first();
        (first.length ? first : root.find(".kt-hand-karte").first()).focus();
    }

    // --- drawing ----------------------------------------------------------

    function partyOf(seat) {
        var parties = state.score && state.score.parties || [];
        for (var i = 0; i < parties.length; i++) {
            if (parties[i].seats.includes(seat)) {
                return i;
            }
        }
        return seat;
    }

    function markers(s) {
        var out = [];
        var mine = state.seat;
        if (state.to_act === s.seat && !state.over) {
            out.push(["kt-m-zug", "am Zug"]);
        }
        if (mine != null && state.seats[mine] && state.seats[mine].partners.includes(s.seat)) {
            out.push(["kt-m-partner", "Partner"]);
        }
        if (state.dealer === s.seat) {
            out.push(["kt-m-geber", "Geber"]);
        }
        if (state.forehand === s.seat) {
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
        return (state.marriages || []).filter(function (m) { return m.seat === seat; })
            .map(function (m) { return '<span class="kt-meld">' + esc(m.label) + " " + m.points + "</span>"; })
            .join("");
    }

    function tricksOf(seat) {
        var n = (state.tricks_won || [])[partyOf(seat)];
        return n == null ? "" : '<span class="kt-stiche">' + n + (n === 1 ? " Stich" : " Stiche") + "</span>";
    }

    function seatBox(s) {
        var backs = "";
        for (var i = 0; i < Math.min(s.cards, 10); i++) {
            backs += window.Kartenbild.back();
        }
        var cls = "kt-platz kt-partei-" + (partyOf(s.seat) % 4) +
                  (state.to_act === s.seat && !state.over ? " kt-am-zug" : "");
        var count = s.cards + (s.cards === 1 ? " Karte" : " Karten");
        var said = [s.name];  // „Ferdl, Computer, 5 Karten, Geber“
        if (s.computer) { said.push("Computer"); }
        if (s.stand_in) { said.push("vom Computer vertreten"); }
        said.push(count);
        if (state.dealer === s.seat) { said.push("Geber"); }
        if (state.to_act === s.seat && !state.over) { said.push("am Zug"); }
        if (state.seat != null && state.seats[state.seat] && state.seats[state.seat].partners.includes(s.seat)) {
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
        var sc = state.score;
        if (!sc) {
            return "";
        }
        var parts = sc.parties.map(function (p) {
            return p.seats.map(nameOf).join(" & ") + " " + p.score;
        });
        return "Stand: " + parts.join(" – ") + " (" + sc.unit + ", bis " + sc.target + ")";
    }

    function renderHead() {
        root.find(".kt-titel").text(state.preset_name);
        var setter = state.shown_trump ?  // 66 zu viert: the dealer's shown card set trump
            " (" + esc(nameOf(state.dealer)) + " hat " + esc(state.shown_trump.label) + " aufgedeckt)" : "";
        root.find(".kt-trumpf").html("Trumpf: <b>" + esc(state.trump.label) + "</b>" + setter);
        root.find(".kt-stand").text(scoreText());
        root.find(".kt-k-letzter").prop("disabled", !state.last_trick).prop("hidden", false);
    }

    function renderSeats() {
        var n = state.seats.length;
        var start = state.seat == null ? 0 : state.seat + 1;
        var html = "";
        for (var i = 0; i < n; i++) {
            var s = state.seats[(start + i) % n];
            if (s.seat !== state.seat) {
                html += seatBox(s);
            }
        }
        if (n > 2) {  // the others in playing order, after you
            html += '<div class="kt-richtung" aria-hidden="true">Spielrichtung →</div>';
        }
        setHtml(root.find(".kt-andere"), html).attr("data-zahl", n - (state.seat == null ? 0 : 1))
            .attr("aria-label", "Mitspieler in Spielrichtung");
    }

    function renderStapel() {
        var html = "";
        var t = state.talon;
        if (t) {
            if (state.trump_card) {
                html += '<div class="kt-karte kt-trumpfkarte" title="Trumpfkarte: ' + esc(state.trump_card.label) +
                        '" aria-label="Trumpfkarte ' + esc(state.trump_card.label) + '" role="img">' +
                        cardFace(state.trump_card.card) + "</div>";
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
        html += '<div class="kt-trumpf-farbe" aria-hidden="true">' + esc(state.trump.label) + " ist Trumpf</div>";
        if (state.opening) {  // Gaigel's first trick: how it was opened
            var words = {"ge-elfen": "Ge-Elfen", "höher hat": "Höher hat", "andere alte": "Andere Alte",
                         "nur trümpfe": "Nur Trümpfe"};
            html += '<div class="kt-eroeffnet">Eröffnung: <b>' + esc(words[state.opening] || state.opening) + "</b></div>";
        }
        setHtml(root.find(".kt-stapel"), html);
    }

    function trickCard(entry, winner) {
        var label = entry.face_down && !entry.card ? "verdeckte Karte" : entry.label;
        return '<figure class="kt-gelegt' + (winner ? " kt-sieger" : "") + '" data-seat="' + entry.seat + '">' +
               '<div class="kt-karte" role="img" aria-label="' + esc(nameOf(entry.seat) + ": " + label) + '">' +
               cardFace(entry.face_down && !entry.card ? null : entry.card) + "</div>" +
               "<figcaption>" + esc(entry.seat === state.seat ? "du" : nameOf(entry.seat)) + "</figcaption></figure>";
    }

    function renderTrick() {
        if (!state) {
            return;  // the player left the table while a trick was held
        }
        var box = root.find(".kt-stich");
        var html = "";
        root.find(".kt-grund").prop("hidden", true).text("");
        if (holding()) {
            var lt = state.last_trick;
            lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
            var who = lt.winner === state.seat ? "Du nimmst" : nameOf(lt.winner) + " nimmt";
            html += '<p class="kt-stich-grund kt-sr">' + esc(who + " den Stich: " + lt.reason) + "</p>";
            var place = root.find('.kt-platz[data-seat="' + lt.winner + '"] .kt-grund');
            if (lt.winner === state.seat) {
                place = root.find(".kt-ich .kt-grund");
            }
            place.text(lt.reason).prop("hidden", false);
            box.addClass("kt-fertig");
        } else {
            (state.trick || []).forEach(function (c) { html += trickCard(c, false); });
            if (!html) {
                html = '<p class="kt-leer">' + (state.over ? "Das Spiel ist aus." : "Noch keine Karte im Stich.") + "</p>";
            }
            box.removeClass("kt-fertig");
        }
        setHtml(box, html);
    }

    function renderMe() {
        var box = root.find(".kt-ich");
        if (state.seat == null) {
            box.html('<span class="kt-name">Du schaust zu.</span>');
            return;
        }
        var me = state.seats[state.seat];
        var points = "";
        if (state.points) {
            points = '<span class="kt-augen">Deine Augen: ' + state.points.own +
                     (state.points.pending ? " (+" + state.points.pending + " gemeldet)" : "") + "</span>";
        }
        box.attr("class", "kt-ich kt-partei-" + (partyOf(state.seat) % 4) + (state.my_turn ? " kt-am-zug" : ""))
           .attr("data-seat", state.seat)
           .html('<span class="kt-name">' + esc(me.name) + " (du)</span>" + wertungOf(me) + markers(me) + tricksOf(state.seat) +
                 meldungenOf(state.seat) + points + '<div class="kt-grund" hidden></div>');
    }

    function renderActions() {
        var html = "";
        var openings = openingsOf(state);
        openings.forEach(function (word) {
            html += '<button type="button" class="kt-eroeffnung' + (mode === word ? " kt-an" : "") +
                    '" aria-pressed="' + (mode === word) + '" data-mode="' + esc(word) +
                    '" title="Eröffnung wählen, dann eine Karte">' + esc(word) + "</button>";
        });
        (state.actions || []).forEach(function (a) {
            if (a.kind === "card" || a.kind === "opening") {
                return;  // plays a card: through the hand
            }
            var text = a.kind === "announce" ? "Genug ansagen" : SHORT[a.command] || a.label;
            var key = a.kind === "aus" ? " (A)" : "";
            var hint = state.hinweise || {};
            var lit = a.kind === "aus" ? !!hint.aus : a.kind === "announce" ? !!hint.genug : false;
            var bold = a.kind === "announce" || a.kind === "close";  // ends the game or risks it: not a safe button
            var title = a.label + " – „" + a.command + "“";
            var risky = a.command === "genug" && state.points && state.points.own < 66;
            if (risky) {
                title = "Vorsicht: du hast erst " + state.points.own + " Augen. " + title;
            }
            html += '<button type="button" class="kt-aktion' + (a.kind === "aus" ? " kt-aus" : "") +
                    (risky ? " kt-riskant" : "") + (bold ? " kt-gewagt" : "") + (lit ? " kt-leuchtet" : "") +
                    ((a.kind === "aus" || a.kind === "announce") && !lit ? " kt-leise" : "") +
                    '" data-command="' + esc(a.command) + '" title="' + esc(title) +
                    '" aria-label="' + esc(a.label) + '">' + esc(text + key) + "</button>";
        });
        setHtml(root.find(".kt-aktionen"), html);
        var due = state.hinweise && state.hinweise.aus;  // the Aus deadline, above the hand
        root.find(".kt-frist").text(due || "").prop("hidden", !due);
    }

    // The hand: the same cards keep their buttons (only lit/dimmed, labels
    // and titles change), so a click or the focus is never lost to a redraw.
    function renderHand() {
        var hand = root.find(".kt-hand");
        var cards = state.hand || [];
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
            var title = (command ? (mode ? mode + ": " : "Legen: ") + card.label + " (Taste " + card.number + ")"
                                 : card.label + (why ? " – " + why : "")) + (card.new ? " (neu gezogen)" : "");
            $(this).toggleClass("kt-neu", !!card.new)
                   .toggleClass("kt-spielbar", !!command).toggleClass("kt-gedimmt", !command)
                   .toggleClass("kt-gewaehlt", chosen === card.number)
                   .attr({"aria-label": label, title: title, "aria-disabled": command ? null : "true"});
        });
    }

    function statusText() {
        if (!state) {
            return "";
        }
        if (state.over) {
            return "Das Spiel ist aus.";
        }
        if (state.grace_time) {
            return "Der letzte Stich ist gespielt: Wer 101 hat, ruft jetzt „Aus“.";
        }
        if (state.my_turn) {
            if (openingsOf(state).length && !mode) {
                return "Du bist am Zug: Wähle eine Eröffnung und dann eine Karte.";
            }
            return "Du bist am Zug.";
        }
        if (state.to_act != null) {
            return nameOf(state.to_act) + " ist am Zug.";
        }
        return "";
    }

    function renderNotice() {
        if (!root || !(state || lobby)) {
            return;
        }
        var box = root.find(".kt-meldung");
        if (notice && Date.now() < notice.until) {
            box.text(notice.text).toggleClass("kt-fehler", notice.error);
        } else {
            notice = null;
            box.text(statusText()).removeClass("kt-fehler");
        }
    }

    function render() {
        if (!state) {
            return;
        }
        renderHead();
        renderSeats();
        renderMe();
        renderStapel();
        renderTrick();
        renderActions();
        renderHand();
        renderNotice();
        root.toggleClass("kt-mein-zug", !!state.my_turn).toggleClass("kt-zuschauer", state.seat == null)
            .toggleClass("kt-ohne-dimmen", !settings().dimmen);
        renderCorner();
        renderGear();
        if (!root.find(".kt-letzter-stich").prop("hidden")) {
            fillLastTrick();
        }
    }

    // The last trick stays in the corner (bottom left), small.
    function renderCorner() {
        var lt = state && state.last_trick;
        var box = root.find(".kt-ecke");
        if (!lt) {
            setHtml(box, "").prop("hidden", true);
            return;
        }
        var html = '<h3 class="kt-ecke-titel">Letzter Stich: ' + esc(lt.winner === state.seat ? "deiner" : nameOf(lt.winner)) +
                   "</h3><div class='kt-reihe'>";
        lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
        setHtml(box, html + "</div>").prop("hidden", false);
    }

    // --- between matches ---------------------------------------------------

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
        var w = lobby;
        root.find(".kt-titel").text(w.preset_name);
        var ended = result && result.match_over && result.score;  // the match just ended: its result
        root.find(".kt-trumpf").text(ended ? "Partie aus: " + result.score.parties.map(function (p) {
            return p.seats.map(function (s) { return result.names[s]; }).join(" & ") + " " + p.score;
        }).join(" – ") + " " + result.score.unit : "Noch keine Partie");
        root.find(".kt-stand").text(settingsText(w));
        root.find(".kt-k-letzter").prop("disabled", true).prop("hidden", true);
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
        var box = root.find(".kt-warten");
        var focused = $(document.activeElement).closest(".kt-warten").length > 0;
        setHtml(box, html).prop("hidden", false);
        if (focused) {
            box.find("button").first().focus();
        }
        renderNotice();
    }

    // --- panels: last trick, settlement ------------------------------------

    function fillLastTrick() {
        var lt = state && state.last_trick;
        var panel = root.find(".kt-letzter-stich");
        if (!lt) {
            panel.html("<p>Es gibt noch keinen Stich.</p>");
            return;
        }
        var html = "<h2>Letzter Stich</h2><div class='kt-reihe'>";
        lt.cards.forEach(function (c) { html += trickCard(c, c.seat === lt.winner); });
        var who = lt.winner === state.seat ? "Du nimmst" : nameOf(lt.winner) + " nimmt";
        html += "</div><p class='kt-letzter-sieger'>" + esc(who + " den Stich.") + "</p>" +
                "<p class='kt-letzter-grund'>" + esc("Warum: " + lt.reason) + "</p>" +
                '<button type="button" class="kt-k-letzter">Schließen</button>';
        panel.html(html);
    }

    function toggleLastTrick() {
        var panel = root.find(".kt-letzter-stich");
        var open = panel.prop("hidden");
        if (open) {
            fillLastTrick();
        }
        panel.prop("hidden", !open);
        root.find(".kt-kopf .kt-k-letzter").attr("aria-expanded", open);
        if (open) {
            panel.find("button").focus();
        } else {
            root.find(".kt-kopf .kt-k-letzter").focus();
        }
    }

    function renderResult() {
        if (!result) {
            return;
        }
        var names = result.names;
        var lines = (result.text || "").split("\n").filter(function (l) {
            return l.trim() && l.trim() !== "Abrechnung:" && l.indexOf("Spielende:") !== 0;  // the panel has both as headings
        });
        var html = '<h2>Abrechnung</h2><p class="kt-ergebnis-grund">' + esc(result.reason) + "</p><div class='kt-rechnung'>";
        lines.forEach(function (line) {
            var sub = /^\s/.test(line);
            html += '<p class="' + (sub ? "kt-genommen" : "kt-zeile") + '">' + esc(line.trim()) + "</p>";
        });
        html += "</div><table class='kt-tabelle'><thead><tr><th scope='col'>Spieler</th><th scope='col'>" +
                (result.striche ? "Striche" : "Punkte") + "</th></tr></thead><tbody>";
        names.forEach(function (name, seat) {
            var got = result.striche ? result.striche[seat] : result.points[seat];
            var won = result.winners.includes(seat);
            html += "<tr" + (won ? " class='kt-gewinner'" : "") + "><td>" + esc(name) + (won ? " – gewinnt" : "") +
                    "</td><td>" + (got > 0 ? "+" + got : got) + "</td></tr>";
        });
        html += "</tbody></table>";
        if (result.score) {
            var sc = result.score;
            html += "<p class='kt-ergebnis-stand'>Stand: " + esc(sc.parties.map(function (p) {
                return p.seats.map(function (s) { return names[s]; }).join(" & ") + " " + p.score;
            }).join(" – ")) + " (" + esc(sc.unit) + ", bis " + sc.target + ")</p>";
        }
        if (result.match_over) {
            html += "<p class='kt-ergebnis-aus'>Die Partie ist aus.</p>" + matchEnd();
        }
        var seconds = serverWeiter() && !result.match_over && state.abrechnung && state.abrechnung.sekunden;
        if (seconds) {  // the table goes on by itself: counted down from when it was first seen
            if (!countdown || countdown.key !== result) {
                clearInterval(countdown && countdown.timer);
                countdown = {key: result, until: Date.now() + seconds * 1000};
                countdown.timer = setInterval(tick, 1000);
            }
            html += "<p class='kt-countdown' aria-live='off'>" + esc(countdownText()) + "</p>";
        }
        var asks = serverWeiter() && !result.match_over && state.seat != null;
        var waiting = awaitedNames();
        if (serverWeiter() && !result.match_over && waiting.length) {
            html += "<p class='kt-wartet'>Es wartet noch auf: " + esc(joinNames(waiting)) + ".</p>";
        }
        if (serverWeiter() && state.abrechnung && state.abrechnung.pause) {
            html += "<p class='kt-wartet'>Pause: Der Tisch geht erst weiter, wenn alle „weiter“ gesagt haben.</p>";
        }
        var closes = result.match_over || serverWeiter() && state.seat == null;  // nothing to say on
        var text = closes ? "Schließen" : asks && said ? "Du hast „weiter“ gesagt" : "Weiter";
        html += '<button type="button" class="kt-weiter"' + (asks && said ? " disabled" : "") + ">" + esc(text) +
                (asks && said ? "" : " <span aria-hidden='true'>(Eingabetaste)</span>") + "</button>";
        var panel = root.find(".kt-abrechnung");
        panel.html(html).prop("hidden", false);
        if (!$(document.activeElement).is("textarea, input")) {
            panel.find(".kt-weiter").focus();
        }
    }

    function countdownText() {
        var left = Math.max(0, Math.round((countdown.until - Date.now()) / 1000));
        return "Ohne „weiter“ geht es in " + left + (left === 1 ? " Sekunde" : " Sekunden") + " von selbst weiter.";
    }

    function tick() {
        var box = root.find(".kt-abrechnung .kt-countdown");
        if (!box.length || !countdown) {
            clearInterval(countdown && countdown.timer);
            countdown = null;
            return;
        }
        box.text(countdownText());
    }

    function mySeat() {
        return state ? state.seat : lobby ? lobby.seat : null;
    }

    // After the last game: who won, the rank, and what to do next.
    function matchEnd() {
        var names = result.names;
        var sc = result.score;
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
        var rank = lobby && lobby.rang;
        if (rank && me != null) {
            html += "<p class='kt-rang'>Dein Rang: <b>" + esc(rank.name) + "</b> – " + esc(rank.text) + "</p>";
        }
        html += '<div class="kt-vor-knoepfe" role="toolbar" aria-label="Nach der Partie">';
        if (me != null) {
            html += '<button type="button" class="kt-vor-aktion kt-neue-partie" data-command="neue partie" ' +
                    'title="Dieselben Plätze, die Computerspieler bleiben – „neue partie“">Neue Partie</button>';
            if (result.revanche) {  // docs/GMCP.md: where people sit, the rematch
                html += '<button type="button" class="kt-vor-aktion kt-revanche" data-command="' +
                        esc(result.revanche.command) + '">' + esc(result.revanche.label) + "</button>";
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
        if (result && !result.match_over && serverWeiter() && state.seat != null) {
            if (!said) {
                said = true;
                send("weiter");
                renderResult();
            }
            return;
        }
        closeResult();
    }

    function closeResult() {
        clearInterval(countdown && countdown.timer);
        countdown = null;
        result = null;
        said = false;
        root.find(".kt-abrechnung").prop("hidden", true).empty();
        render();
        if (lobby) {
            root.find(".kt-vor-aktion").first().focus();
        } else {
            focusHand();
        }
    }

    // --- keys -------------------------------------------------------------

    function onKeydown(event) {
        if (!shown() || event.ctrlKey || event.altKey || event.metaKey) {
            return false;
        }
        var target = $(event.target);
        if (target.closest("#kt-lobby").length) {
            return false;  // the lobby's own keys (kartenlobby.js)
        }
        if (event.key === "Escape" && target.closest(".kt-panel").length) {
            closePanels();  // the gear's own inputs: Escape still closes it
            return true;
        }
        if (target.is("textarea, input, select")) {
            return false;
        }
        var inPane = target.closest("#kartentisch").length > 0;
        var key = event.key;
        if (key === "Escape") {
            closePanels();
            if (result) {
                closeResult();  // only the panel: Enter or „Weiter“ goes on
            }
            return true;
        }
        if (key === "Enter" && result) {
            event.preventDefault();
            weiter();
            return true;
        }
        if (!state) {  // between matches: the pane's buttons only
            return inPane && (key === "Enter" || key === " " || key === "Tab");
        }
        if (/^[1-9]$/.test(key) && !result) {
            if (play(Number(key))) {
                event.preventDefault();
                return true;
            }
            return false;
        }
        if ((key === "b" || key === "B") && !result) {
            event.preventDefault();
            ask("bilanz", "Bilanz");
            return true;
        }
        if ((key === "r" || key === "R") && !result && aloneWithComputers()) {
            event.preventDefault();
            ask("rat", "Rat");
            return true;
        }
        if ((key === "a" || key === "A") && (state.actions || []).some(function (a) { return a.command === "aus"; })) {
            event.preventDefault();
            send("aus");
            return true;
        }
        if ((key === "ArrowLeft" || key === "ArrowRight") && target.hasClass("kt-hand-karte")) {
            var cards = root.find(".kt-hand-karte");
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
            build();
            document.addEventListener("kartenrunde_tisch", onTisch);
            document.addEventListener("kartenrunde_ergebnis", onErgebnis);
            document.addEventListener("kartenrunde_plaetze", onPlaetze);
            document.addEventListener("kartenrunde_verlassen", onVerlassen);
            document.addEventListener("kartenrunde_abgelehnt", onAbgelehnt);
        },
        postInit: function () {  // the input line built by goldenlayout.js: German labels
            $("textarea.inputfield").attr("aria-label", "Befehl eingeben");
            $("button.inputsend").attr("aria-label", "Senden");
        },
        onKeydown: onKeydown,
    };
})();
plugin_handler.add("kartentisch", kartentisch_plugin);
