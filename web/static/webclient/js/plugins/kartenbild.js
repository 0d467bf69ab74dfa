/*
 * Kartenbild: the game's own card faces, drawn as SVG (no images, no fonts
 * from outside). German suits (Eichel, Laub, Herz, Schellen with Unter, Ober,
 * König) or French ones (Kreuz, Pik, Herz, Karo with Bube, Dame, König),
 * after the card names the player chose (`card_names` of the table state).
 *
 * window.Kartenbild.face(card, family) -> SVG markup of the face;
 * `card` is the state's canonical German text ("herz ober").
 */
window.Kartenbild = (function () {
    var FRENCH_SUIT = {eichel: "kreuz", laub: "pik", herz: "herz", schellen: "karo"};
    var INDEX = {
        deutsch: {ass: "A", zehn: "10", "könig": "K", ober: "O", unter: "U",
                  neun: "9", acht: "8", sieben: "7"},
        "französisch": {ass: "A", zehn: "10", "könig": "K", ober: "D", unter: "B",
                        neun: "9", acht: "8", sieben: "7"},
    };
    var COLOUR = {eichel: "#7a4f16", laub: "#27803a", herz: "#c8202c", schellen: "#c27c00",
                  kreuz: "#1d1d1d", pik: "#1d1d1d", karo: "#d2331f"};

    // one suit symbol in a 100x100 box
    var SYMBOL = {
        herz: '<path d="M50 90C22 68 5 50 5 31 5 15 17 5 30 5c10 0 17 6 20 15 3-9 10-15 20-15 13 0 25 10 25 26 0 19-17 37-45 59z" fill="#d3202d" stroke="#7d0f17" stroke-width="3"/>',
        karo: '<path d="M50 3 88 50 50 97 12 50z" fill="#e0391f" stroke="#8a1a0b" stroke-width="3"/>',
        pik: '<path d="M50 4c16 26 45 38 45 59 0 14-11 22-23 22-9 0-15-5-18-11 1 10 5 17 13 23H33c8-6 12-13 13-23-3 6-9 11-18 11C16 85 5 77 5 63 5 42 34 30 50 4z" fill="#1d1d1d"/>',
        kreuz: '<g fill="#1d1d1d"><circle cx="50" cy="27" r="20"/><circle cx="27" cy="57" r="20"/>' +
               '<circle cx="73" cy="57" r="20"/><path d="M45 50 39 97h22l-6-47z"/></g>',
        laub: '<path d="M50 97V80" stroke="#1c5e28" stroke-width="6" stroke-linecap="round"/>' +
              '<path d="M50 84C18 72 6 46 20 22 30 8 43 7 50 2c7 5 20 6 30 20 14 24 2 50-30 62z" fill="#2f9a43" stroke="#1c5e28" stroke-width="3"/>' +
              '<path d="M50 80V14M50 58 32 42M50 58 68 42M50 38 38 28M50 38 62 28" stroke="#1c5e28" stroke-width="3" fill="none"/>',
        eichel: '<path d="M47 2h6v14h-6z" fill="#4a2f0c"/>' +
                '<ellipse cx="50" cy="64" rx="23" ry="31" fill="#d89a33" stroke="#7a4f16" stroke-width="3"/>' +
                '<path d="M20 46c0-20 14-32 30-32s30 12 30 32z" fill="#6b4513" stroke="#3d2707" stroke-width="3"/>' +
                '<path d="M27 38h46M24 30h52M34 22h32" stroke="#9a6a2a" stroke-width="2.5"/>',
        schellen: '<circle cx="50" cy="13" r="7" fill="none" stroke="#8a5a00" stroke-width="4"/>' +
                  '<circle cx="50" cy="56" r="38" fill="#f0b928" stroke="#8a5a00" stroke-width="3"/>' +
                  '<path d="M13 50h74v12H13z" fill="#b3261e"/>' +
                  '<circle cx="50" cy="77" r="6" fill="#5a3a00"/><path d="M50 80v14" stroke="#5a3a00" stroke-width="4"/>',
    };

    // pip positions on the 100x150 card for the number cards
    var PIPS = {
        "7": [[33, 40], [67, 40], [50, 58], [33, 76], [67, 76], [33, 112], [67, 112]],
        "8": [[33, 40], [67, 40], [50, 58], [33, 76], [67, 76], [50, 94], [33, 112], [67, 112]],
        "9": [[33, 38], [67, 38], [33, 63], [67, 63], [50, 75], [33, 88], [67, 88], [33, 113], [67, 113]],
        "10": [[33, 38], [67, 38], [50, 51], [33, 63], [67, 63], [33, 88], [67, 88], [50, 100],
               [33, 113], [67, 113]],
    };

    var CROWN = '<path d="M34 52l6-14 10 10 10-10 6 14z" fill="#e8b820" stroke="#7a5a00" stroke-width="2"/>';

    function symbol(suit, x, y, size) {
        var s = size / 100;
        return '<g transform="translate(' + (x - size / 2) + ' ' + (y - size / 2) + ') scale(' + s + ')">' +
               SYMBOL[suit] + "</g>";
    }

    function parts(card, family) {
        var words = (card || "").split(" ");
        var suit = words[0], rank = words.slice(1).join(" ");
        var french = family === "französisch";
        var shown = french ? (FRENCH_SUIT[suit] || suit) : suit;
        var index = (INDEX[french ? "französisch" : "deutsch"][rank]) || rank.charAt(0).toUpperCase();
        return {suit: shown, rank: rank, index: index};
    }

    function face(card, family) {
        var p = parts(card, family);
        if (!SYMBOL[p.suit]) {
            return back();
        }
        var colour = COLOUR[p.suit];
        var corner = '<text x="11" y="25" font-size="22" font-weight="700" text-anchor="middle" ' +
                     'font-family="DejaVu Sans, Arial, sans-serif" fill="' + colour + '">' + p.index + "</text>" +
                     symbol(p.suit, 11, 38, 15);
        var middle = "";
        if (p.rank === "ass") {
            middle = symbol(p.suit, 50, 75, 58);
        } else if (PIPS[p.index]) {
            PIPS[p.index].forEach(function (xy) { middle += symbol(p.suit, xy[0], xy[1], 20); });
        } else {  // a figure: framed, its letter big, its suit above (Ober/Dame) or below (Unter/Bube)
            var low = p.rank === "unter";
            middle = '<rect x="22" y="26" width="56" height="98" rx="6" fill="' + colour +
                     '" fill-opacity="0.08" stroke="' + colour + '" stroke-width="2"/>' +
                     (p.rank === "könig" ? CROWN : "") +
                     '<text x="50" y="' + (low ? 84 : 96) + '" font-size="38" font-weight="700" ' +
                     'text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" fill="' + colour + '">' +
                     p.index + "</text>" +
                     symbol(p.suit, 50, low ? 106 : (p.rank === "könig" ? 113 : 46), 26);
        }
        return '<svg class="kb-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">' +
               '<rect x="1.5" y="1.5" width="97" height="147" rx="8" fill="#fffdf6" stroke="#6b6256" stroke-width="2"/>' +
               corner + '<g transform="rotate(180 50 75)">' + corner + "</g>" + middle + "</svg>";
    }

    function back() {
        return '<span class="kb-back" aria-hidden="true"></span>';
    }

    return {face: face, back: back, parts: parts};
})();
