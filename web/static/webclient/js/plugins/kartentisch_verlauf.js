/*
 * Kartentisch, the bottom right corner (kartentisch_kern.js describes the
 * pane and its files): the course of the game and the table's talk, as the
 * card sites have them (the last trick stays bottom left, kartentisch_tisch.js).
 *
 * The course is read from the table states as they come, one after the
 * other (noteCourse, called by kartentisch_kern.js's onTisch with the state
 * before and the new one): who laid which card (a card laid face down stays
 * „verdeckt“ until the finished trick shows it), who took the trick and why
 * (the trick's `reason`, „König schlägt Neun“), a meld, a closed talon, a
 * robbed trump card, Gaigel's last chance to call Aus; and from the game's
 * end (noteResult, `kartenrunde_ergebnis`): who said „genug“ or called „Aus!“
 * and the game's end in the server's sentence. So it holds nothing a seat's
 * own state does not already show. A new deal begins a new list; coming to
 * a table in the middle of a game, the list begins with the last trick and
 * the cards in the middle.
 *
 * The talk: the lines Evennia sends with the type `say`, `pose` or `whisper`
 * (sag, tu, flüster in the room) and a computer player's table talk at this
 * table (a plain line „Ferdl sagt: "…"“ from a computer seat's name). The
 * lines stay in the text window too; channel lines only go there. The text
 * is caught before the web client routes it (listenTalk wraps the one
 * listener Evennia's emitter has for "text"). The field under the talk sends
 * what is typed there as `sag …`.
 *
 * On a wide screen both stand in the corner (side by side, or one under the
 * other when the pane is narrow); on a phone the head's button „Verlauf“
 * opens them as a panel (kartentisch_tafeln.js's panel manager), so they
 * never push the hand or the input line off the screen.
 */
(function () {
    var kt = window.Kartentisch;

    var esc = kt.esc, nameOf = kt.nameOf, setHtml = kt.setHtml;  // kartentisch_kern.js's helpers
    var MOST = 80;        // entries of the course kept
    var MOST_TALK = 40;   // lines of talk kept
    var SPEECH = ["say", "pose", "whisper"];

    kt.course = [];       // {kind, html, seat}: this game's course, oldest first
    kt.courseEnd = [];    // the game's end (who called it, the sentence): after every card
    kt.talk = [];         // {who, words, text, kind}: the talk, oldest first

    // --- the course of the game ------------------------------------------------

    function who(s, seat) {  // „du“ for your own seat
        return seat === s.seat ? "du" : nameOf(seat);
    }

    function subject(s, seat, own, other) {  // „Du meldest“ / „Anna meldet“
        return seat === s.seat ? "Du " + own : nameOf(seat) + " " + other;
    }

    function push(entry) {
        kt.course.push(entry);
        if (kt.course.length > MOST) {
            kt.course.splice(0, kt.course.length - MOST);
        }
    }

    function add(kind, html, seat) {
        push({kind: kind, html: html, seat: seat});
    }

    function tricksTotal(s) {
        return (s.tricks_won || []).reduce(function (a, b) { return a + b; }, 0);
    }

    function newDeal(before, after) {
        return !before || (before.over && !after.over) || tricksTotal(after) < tricksTotal(before) ||
               (!!before.last_trick && !after.last_trick);
    }

    function cardEntry(s, c, opening) {
        var hidden = c.face_down && !c.card;
        var what = hidden ? "verdeckt" : esc(c.label);
        var words = {"ge-elfen": "Ge-Elfen", "höher hat": "Höher hat", "andere alte": "Andere Alte",
                     "nur trümpfe": "Nur Trümpfe"};
        var how = opening ? ' <span class="kt-lauf-wie">(' + esc(words[opening] || opening) + ")</span>" : "";
        return {kind: "karte", seat: c.seat, hidden: hidden,
                html: '<span class="kt-lauf-wer">' + esc(who(s, c.seat)) + ':</span> <span class="kt-lauf-karte">' +
                      what + "</span>" + how};
    }

    function trickEntry(s, lt) {
        var to = lt.winner === s.seat ? "dich" : nameOf(lt.winner);
        return '<span class="kt-lauf-sieger">Stich an ' + esc(to) + "</span>" +
               (lt.reason ? ' <span class="kt-lauf-grund">– ' + esc(lt.reason) + "</span>" : "");
    }

    function dealLine(s, running) {  // `running`: the game was under way when the pane came
        var dealer = s.dealer == null ? "" : ", " + (s.dealer === s.seat ? "du gibst" : nameOf(s.dealer) + " gibt");
        return (running ? "Laufendes Spiel" : "Neues Spiel") + " – Trumpf " + esc(s.trump && s.trump.label || "") +
               esc(dealer);
    }

    // The finished trick shows what was laid face down: its entry says it now.
    function revealed(s) {
        var lt = s.last_trick;
        if (!lt) {
            return;
        }
        lt.cards.forEach(function (c) {
            for (var i = kt.course.length - 1; i >= 0; i--) {
                var e = kt.course[i];
                if (e.kind === "karte" && e.hidden && e.seat === c.seat && c.card) {
                    e.hidden = false;
                    e.html = '<span class="kt-lauf-wer">' + esc(who(s, c.seat)) + ':</span> <span class="kt-lauf-karte">' +
                             esc(c.label) + '</span> <span class="kt-lauf-wie">(verdeckt gelegt)</span>';
                    return;
                }
            }
        });
    }

    // What happened between two table states, in the order it happened.
    function noteCourse(before, after) {
        if (!after) {
            return;
        }
        if (newDeal(before, after)) {
            kt.course = [];
            kt.courseEnd = [];
            var running = before === null && !!(after.last_trick || (after.trick || []).length);
            add("neu", dealLine(after, running));
            if (running) {
                seed(after);  // came in during the game: what the table shows now
            }
            renderCourse();
            return;
        }
        var s = after;
        (after.marriages || []).slice((before.marriages || []).length).forEach(function (m) {
            add("ansage", esc(subject(s, m.seat, "meldest", "meldet") + " " + m.points + " in " + m.label), m.seat);
        });
        var bt = before.talon, at = after.talon;
        if (bt && at && !bt.closed && at.closed) {
            add("ansage", esc(subject(s, at.closer, "drehst zu", "dreht zu")), at.closer);
        }
        if (before.trump_card && after.trump_card && before.trump_card.card !== after.trump_card.card &&
            bt && at && bt.count === at.count) {  // the face-up card changed, nothing was drawn: robbed
            var robber = before.to_act;
            add("ansage", esc(subject(s, robber, "raubst", "raubt") + " " + before.trump_card.label +
                              " (gegen " + after.trump_card.label + ")"), robber);
        }
        var opening = !before.opening && after.opening ? after.opening : null;
        kt.newCards(before, after).forEach(function (c, i) {
            push(cardEntry(s, c, i === 0 ? opening : null));
        });
        if (kt.trickDone(before, after)) {
            revealed(after);
            add("stich", trickEntry(s, after.last_trick), after.last_trick.winner);
        }
        if (!before.grace_time && after.grace_time) {
            add("ansage", esc("Letzter Stich gespielt – wer " + (after.grace_goal || 101) +
                              " Augen hat, ruft jetzt „Aus!“"));
        }
        renderCourse();
    }

    function seed(s) {
        var lt = s.last_trick;
        if (lt) {
            add("frueher", "Letzter Stich:");
            lt.cards.forEach(function (c) { push(cardEntry(s, c, null)); });
            add("stich", trickEntry(s, lt), lt.winner);
        }
        (s.trick || []).forEach(function (c) { push(cardEntry(s, c, null)); });
    }

    // The game's end (kartenrunde_ergebnis): who called it, and the server's
    // sentence. It comes before the table state that shows the game's last
    // cards (docs/GMCP.md), so it is kept apart and always listed last.
    function noteResult(result) {
        if (!result || !kt.state) {
            return;
        }
        var s = kt.state, end = result.ending || {};
        var seat = end.seat;
        var call = {announce: ["sagst „genug“", "sagt „genug“"], aus: ["rufst „Aus!“", "ruft „Aus!“"],
                    untergaigel: ["rufst „Aus!“", "ruft „Aus!“"], uebergaigel: ["rufst „Aus!“", "ruft „Aus!“"],
                    five_sevens: ["legst fünf Siebener auf", "legt fünf Siebener auf"]}[end.kind];
        kt.courseEnd = [];
        if (call && seat != null) {
            kt.courseEnd.push({kind: "ansage", html: esc(subject(s, seat, call[0], call[1])), seat: seat});
        }
        if (result.reason) {
            kt.courseEnd.push({kind: "ende", html: esc(result.reason)});
        }
        renderCourse();
    }

    // --- the talk --------------------------------------------------------------

    function plain(html) {  // the text of a line of HTML, nothing in it run or loaded
        return new DOMParser().parseFromString("<div>" + html + "</div>", "text/html").body.textContent.trim();
    }

    function computerNames() {
        var seats = kt.state ? kt.state.seats : kt.lobby ? kt.lobby.seats : [];
        return (seats || []).filter(function (s) { return s.computer && s.name; })
            .map(function (s) { return s.name; });
    }

    // One line of text from the server: kept if it is talk.
    function heard(args, kwargs) {
        var html = args && args[0];
        if (typeof html !== "string") {
            return;
        }
        var type = kwargs && kwargs.type;
        var text = plain(html);
        if (!text) {
            return;
        }
        var said = /^(.+?) sagt: "([\s\S]*)"$/.exec(text) || /^(Du) sagst: "([\s\S]*)"$/.exec(text);
        var line = null;
        if (SPEECH.indexOf(type) >= 0) {
            line = said && type === "say" ? {who: said[1], words: said[2], kind: "sag"}
                                          : {text: text, kind: type === "pose" ? "tu" : "fluester"};
        } else if (!type && said && computerNames().indexOf(said[1]) >= 0) {
            line = {who: said[1], words: said[2], kind: "computer"};  // a computer player's table talk
        }
        if (!line) {
            return;
        }
        kt.talk.push(line);
        if (kt.talk.length > MOST_TALK) {
            kt.talk.splice(0, kt.talk.length - MOST_TALK);
        }
        if (kt.root && kt.root.find(".kt-lauf-tafel").prop("hidden")) {
            kt.root.find(".kt-k-lauf").addClass("kt-ungelesen");  // a phone: a dot says something was said
        }
        renderTalk();
    }

    // Evennia's emitter has one listener for "text" (the client's plugin
    // handler, which hands the line to the layout): the table hears it first.
    function listenTalk() {
        var ev = window.Evennia, handler = window.plugin_handler;
        if (!ev || !ev.emitter || !ev.emitter.on || !handler || !handler.onText) {
            return;
        }
        ev.emitter.on("text", function (args, kwargs) {
            try {
                heard(args, kwargs);
            } catch (e) {
                console.error(e);
            }
            return handler.onText(args, kwargs);
        });
    }

    // --- drawing ---------------------------------------------------------------

    function courseHtml() {
        var all = kt.course.concat(kt.courseEnd);
        if (!all.length) {
            return '<li class="kt-lauf-leer">Noch nichts gespielt.</li>';
        }
        return all.map(function (e) {
            return '<li class="kt-lauf-' + e.kind + '">' + e.html + "</li>";
        }).join("");
    }

    function talkHtml() {
        if (!kt.talk.length) {
            return '<li class="kt-lauf-leer">Noch nichts gesagt. „sag …“ oder das Feld unten.</li>';
        }
        return kt.talk.map(function (l) {
            if (l.words != null) {
                return '<li class="kt-gespraech-' + l.kind + '"><span class="kt-lauf-wer">' + esc(l.who) +
                       ':</span> ' + esc(l.words) + "</li>";
            }
            return '<li class="kt-gespraech-' + l.kind + '">' + esc(l.text) + "</li>";
        }).join("");
    }

    // A list at its end: the newest line at the bottom, and no line half cut at
    // the top (the list's height is seldom a whole number of lines): the line
    // cut there goes up out of sight, a little room under the newest line (the
    // list's ::after, --kt-luft: it changes no box) makes the room for it.
    function toEnd(el) {
        el.style.removeProperty("--kt-luft");
        el.scrollTop = el.scrollHeight;
        if (el.scrollTop > 0) {
            var top = el.getBoundingClientRect().top;
            var cut = $(el).children().filter(function () {
                return this.getBoundingClientRect().bottom > top + 1;
            })[0];
            var r = cut && cut.getBoundingClientRect();
            if (r && r.top < top - 1) {
                el.style.setProperty("--kt-luft", Math.ceil(r.bottom - top) + "px");
                el.scrollTop = el.scrollHeight;
            }
        }
        el.ktAtEnd = true;
        el.ktHeight = el.clientHeight;
    }

    function atEnd(el) {
        return el.scrollHeight - el.scrollTop - el.clientHeight < 24 + (parseFloat(el.style.getPropertyValue("--kt-luft")) || 0);
    }

    // Fill a list; it shows its newest line unless the player scrolled up to read.
    function fill(list, html) {
        list.each(function () {
            var el = this, end = atEnd(el);
            setHtml($(el), html);
            if (end || !$(el).data("kt-gelesen")) {
                toEnd(el);
                $(el).data("kt-gelesen", true);
            }
        });
    }

    // The lists keep their end in view when their height changes (the table
    // above them grew or shrank), unless the player scrolled up to read.
    function watchCorner() {
        var lists = kt.root.find(".kt-lauf-liste, .kt-gespraech-liste");
        lists.on("scroll", function () { this.ktAtEnd = atEnd(this); });
        if (window.ResizeObserver) {
            var watch = new ResizeObserver(function (entries) {
                entries.forEach(function (e) {
                    var el = e.target;
                    if (el.ktAtEnd && el.clientHeight && el.clientHeight !== el.ktHeight) {
                        toEnd(el);
                    }
                });
            });
            lists.each(function () { watch.observe(this); });
        }
    }

    function renderCourse() {
        if (kt.root) {
            fill(kt.root.find(".kt-lauf-liste"), courseHtml());
        }
    }

    function renderTalk() {
        if (kt.root) {
            fill(kt.root.find(".kt-gespraech-liste"), talkHtml());
        }
    }

    // The corner's parts: made once (kartentisch_rahmen.js puts it in the frame).
    function cornerHtml() {
        return '<section class="kt-lauf-spiel" aria-label="Spielverlauf"><h3 class="kt-lauf-titel">Spielverlauf</h3>' +
               '<ol class="kt-lauf-liste" aria-label="Spielverlauf" aria-live="off" tabindex="0"></ol></section>' +
               '<section class="kt-lauf-gespraech" aria-label="Gespräch am Tisch"><h3 class="kt-lauf-titel">Am Tisch gesagt</h3>' +
               '<ol class="kt-gespraech-liste" aria-label="Gespräch am Tisch" aria-live="off" tabindex="0"></ol>' +
               '<form class="kt-sagen" autocomplete="off"><input type="text" class="kt-sagen-feld" maxlength="500" ' +
               'aria-label="Am Tisch sagen" placeholder="Sag etwas …" enterkeyhint="send">' +
               '<button type="submit" class="kt-sagen-los">Sagen</button></form></section>';
    }

    function onSay(event) {
        event.preventDefault();
        var field = $(this).find(".kt-sagen-feld");
        var words = field.val().replace(/[\r\n]+/g, " ").trim();
        if (words) {
            kt.sendPlain("sag " + words);
        }
        field.val("");
    }

    // Keys typed in the field under the talk are its own (the stock client would
    // take them to its input line); Escape leaves the field.
    function sayKey(event) {
        if (event.key === "Escape") {
            $(event.target).blur();
            kt.focusHand();
            return true;
        }
        if (event.key === "Enter") {
            event.preventDefault();
            $(event.target).closest("form").trigger("submit");
            return true;
        }
        return true;
    }

    // The window changed size (a phone turned): each list shows its newest line again.
    function pinCorner() {
        if (kt.root) {
            kt.root.find(".kt-lauf-liste, .kt-gespraech-liste").each(function () { toEnd(this); });
        }
    }

    // The phone: the head's button „Verlauf“ opens the corner's twin as a
    // panel (one panel at a time: kartentisch_tafeln.js); both are kept filled.
    function toggleCorner() {
        var panel = kt.root.find(".kt-lauf-tafel");
        if (panel.prop("hidden")) {
            kt.root.find(".kt-k-lauf").removeClass("kt-ungelesen");
            kt.showPanel(".kt-lauf-tafel");
            panel.find(".kt-lauf-liste, .kt-gespraech-liste").each(function () { toEnd(this); });
            panel.find(".kt-lauf-zu").focus();
        } else if (!kt.hidePanel(".kt-lauf-tafel")) {
            kt.root.find(".kt-kopf .kt-k-lauf").focus();
        }
    }

    // what the other files call, through window.Kartentisch
    Object.assign(kt, {
        noteCourse: noteCourse, noteResult: noteResult, heard: heard, listenTalk: listenTalk,
        cornerHtml: cornerHtml, onSay: onSay, sayKey: sayKey, toggleCorner: toggleCorner,
        renderCourse: renderCourse, renderTalk: renderTalk, pinCorner: pinCorner, watchCorner: watchCorner
    });
})();
