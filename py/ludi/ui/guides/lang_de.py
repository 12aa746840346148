"""Deutsche Texte der geführten ersten Runden (``guide.``-Schlüssel; ``{p0}``… sind die Spieler)."""

MESSAGES: dict[str, str] = {
    "guide.title": "Spielen lernen",
    "guide.count": "Schritt {n} von {total}",
    "guide.next": "Weiter",
    "guide.play_on": "Gegen die Bots weiterspielen",
    "guide.new_game": "Neues Spiel beginnen",
    "guide.watch": "Schau zu: Die anderen sind am Zug.",
    "guide.read_first": "Lies erst dies, dann tippe auf Weiter.",
    "guide.not_this": "Damit würdest du {move}: Das ist nicht dieser Schritt.",
    "guide.not_this_plain": "Das ist nicht dieser Schritt.",
    "guide.illegal": "Dieser Zug ist jetzt nicht erlaubt.",
    "guide.off_script": "Die Runde hat die Anleitung verlassen: Spiel weiter, wie du magst.",
    # Römer
    "guide.romer.welcome": "Willkommen bei Römer! Jeder lenkt einen Wagen: vorne eine offene "
    "Trumpfkarte, dahinter bis zu sechs Pferde. Sieben Karten beenden die Runde. Deiner steht unten, "
    "über deiner Hand.",
    "guide.romer.trump": "Wähle zuerst deine Trumpffarbe. Du hast die meisten grünen Karten: Tippe auf "
    "deine grüne 6.",
    "guide.romer.trump_wrong": "Nimm die grüne 6: Grün ist die Farbe, von der du am meisten hast.",
    "guide.romer.then": "Tippe jetzt auf „{button}“.",
    "guide.romer.trump_done": "Grün ist jetzt deine Trumpffarbe: Grüne Karten in deinem Wagen zählen mal "
    "ihrem Platz (×2 bis ×7). Du hast eine Karte nachgezogen.",
    "guide.romer.others_trump": "{p1} wählte Rot, {p2} Blau: Trumpfkarten liegen offen. Du sitzt links "
    "vom Geber, also beginnst du.",
    "guide.romer.horse": "Spanne ein Pferd an: Tippe auf deine grüne 1. Sie ist XX = 20 Punkte wert.",
    "guide.romer.horse_wrong": "In diesem Schritt kommt die grüne 1 als Pferd an, dann ziehst du: Auf "
    "Platz ×2 zählt ein grünes XX 20 × 2 = 40.",
    "guide.romer.horse_done": "Dein Pferd liegt verdeckt: Nur du kennst es. Auf Platz ×2 zählt es am "
    "Rundenende 40 Punkte. Du hast eine Karte gezogen.",
    "guide.romer.cut": "{p1} spielte Rot aus, {p2} warf Gelb ab. Du musst nicht bedienen. Stich mit "
    "deiner Trumpffarbe: Tippe auf deine grüne 7.",
    "guide.romer.cut_wrong": "Hier sticht die grüne 7: Grün ist deine Trumpffarbe, und die 7 ist am "
    "stärksten, also gewinnt sie den Stich.",
    "guide.romer.cut_done": "Du stichst mit Trumpf: Der Stich gehört dir! {p2} hat weder Rot bedient "
    "noch gestochen, also hängt die letzte Karte ihres Wagens jetzt verdeckt an deinem. Nur der "
    "Gewinner zieht.",
    "guide.romer.new_trump": "{p2} hat ihre Trumpfkarte verloren und sofort eine neue ausgelegt. Du hast "
    "den Stich gewonnen, also spielst du als Nächstes aus.",
    "guide.romer.lead": "Spiel einen Stich aus: Tippe auf deine gelbe 7, die stärkste gelbe Karte.",
    "guide.romer.lead_wrong": "Spiel die gelbe 7 aus: 7 ist der höchste Wert, in Gelb schlägt sie keiner.",
    "guide.romer.lead_done": "Niemand hat gestochen, also gewinnt das höchste Gelb: deine 7. Wer Gelb "
    "bedient hat, zieht eine Karte. Niemand verliert eine Wagenkarte: Das tut nur ein gestochener Stich.",
    "guide.romer.end": "Das ist Römer: Am Zug spannst du ein Pferd an, wechselst Trumpf oder spielst "
    "aus. Hat ein Wagen sieben Karten, zählt jede Karte, mal ihrem Platz, wenn sie deine Trumpffarbe hat.",
    "guide.romer.tried.trump": "die Karte {card} als Trumpf auslegen",
    "guide.romer.tried.horse": "die Karte {card} als Pferd anspannen",
    "guide.romer.tried.horse-keep": "die Karte {card} als Pferd anspannen, ohne zu ziehen",
    "guide.romer.tried.change": "die Karte {card} zum neuen Trumpf machen",
    "guide.romer.tried.lead": "die Karte {card} ausspielen",
    "guide.romer.tried.play": "die Karte {card} spielen",
}
