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
            hand[0].style.setProperty("--n", Math.max(cards.length, 2));  // the CSS fits them in one row
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
        if (kt.state.ended) {
            return kt.state.ended;  // play stopped before the game's end (a lesson that showed its point)
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
