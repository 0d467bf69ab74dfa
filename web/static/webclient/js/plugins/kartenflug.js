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
