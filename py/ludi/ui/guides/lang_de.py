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
    # Rommé
    "guide.romme.welcome": "Willkommen beim Rommé! Bilde Kombinationen aus deiner Hand: Sätze (3 oder 4 "
    "Karten eines Werts) und Folgen (3 oder mehr einer Farbe in Reihe). Leg alle Karten bis auf eine ab, "
    "wirf sie ab, und du gewinnst.",
    "guide.romme.take": "Jeder Zug beginnt mit einer gezogenen Karte. Die D♥ auf dem Ablagestapel passt zu "
    "deiner 10♥ und B♥: Tippe auf den Ablagestapel, um sie zu nehmen.",
    "guide.romme.take_wrong": "Nimm die D♥ vom Ablagestapel: Sie ergänzt deine Herzen.",
    "guide.romme.meld": "10♥ B♥ D♥ ist eine Folge: drei Herz in Reihe. Tippe auf diese drei Karten.",
    "guide.romme.meld_wrong": "Wähle genau 10♥, B♥ und D♥: Zusammen sind sie eine Folge.",
    "guide.romme.then_meld": "Tippe jetzt auf „{button}“.",
    "guide.romme.come_out": "Deine erste Auslage muss mindestens 30 Punkte wert sein: 10 + 10 + 10 = 30. "
    "Tippe auf „Rauskommen“, um sie auszulegen.",
    "guide.romme.come_out_wrong": "Leg jetzt deine erste Auslage auf den Tisch: Tippe auf „Rauskommen“.",
    "guide.romme.discard": "Ein Zug endet mit einer abgeworfenen Karte. Tippe auf deine 2♣: Sie passt zu "
    "nichts.",
    "guide.romme.discard_wrong": "Wirf die 2♣ ab: Sie ist weit weg von deinen anderen Kreuz-Karten.",
    "guide.romme.then_discard": "Tippe jetzt auf den roten Abwerfen-Knopf.",
    "guide.romme.other": "{p1} hat vom Stapel gezogen und die 2♠ abgeworfen. Jetzt bist du wieder dran.",
    "guide.romme.draw": "Die 2♠ hilft dir kaum: Tippe auf den verdeckten Stapel, um seine oberste Karte zu "
    "ziehen.",
    "guide.romme.draw_wrong": "Zieh diesmal vom verdeckten Stapel.",
    "guide.romme.layoff": "Du hast den K♥ gezogen. Bist du rausgekommen, darfst du Karten an Auslagen auf "
    "dem Tisch anlegen: Tippe auf deinen K♥.",
    "guide.romme.then_layoff": "Tippe jetzt auf deine Folge auf dem Tisch: Der K♥ setzt sie fort.",
    "guide.romme.layoff_wrong": "Leg den K♥ an deine Folge an: 10♥ B♥ D♥ K♥.",
    "guide.romme.discard_high": "Beende deinen Zug: Wirf deine D♣ ab. Geht jemand raus, zählen die Karten "
    "in deiner Hand gegen dich, also zuerst die hohen.",
    "guide.romme.discard_high_wrong": "Wirf die D♣ ab: In der Hand kostet sie 10 Minuspunkte.",
    "guide.romme.end": "Das ist Rommé: ziehen, auslegen oder anlegen, abwerfen. Wer zuerst alle Karten los "
    "ist, gewinnt die Runde; die anderen verlieren die Punkte in ihrer Hand.",
    "guide.romme.tried.stock": "vom Stapel ziehen",
    "guide.romme.tried.pile": "die abgeworfene Karte nehmen",
    "guide.romme.tried.meld": "{cards} auslegen",
    "guide.romme.tried.discard": "die {card} abwerfen",
    "guide.romme.tried.layoff": "die {card} anlegen",
    # Römisch Pokern
    "guide.pokern.welcome": "Willkommen bei Römisch Pokern! Jeder Würfel zeigt I, I, I, V, X oder X. "
    "Würfle sie einzeln: Zusammen ergeben sie eine römische Zahl, die du in den Spielblock schreibst.",
    "guide.pokern.roll": "Tippe auf „Würfeln“ für deinen ersten Würfel.",
    "guide.pokern.roll_wrong": "Würfle erst weiter: Ein Würfel mehr kann eine größere Zahl ergeben.",
    "guide.pokern.ten": "X: zehn. Die Würfel dieses Zuges ergeben immer eine römische Zahl, sie steht "
    "unter den Würfeln: jetzt 10. Jeder weitere Würfel ändert sie.",
    "guide.pokern.roll_two": "Würfle einen zweiten Würfel: Tippe auf „Würfeln“.",
    "guide.pokern.two_ways": "X und I lassen sich zweifach lesen: IX = 9 oder XI = 11. Die Reihenfolge "
    "der Würfel wählst du nie, nur welche Zahl sie ergeben, und zwar beim Eintragen.",
    "guide.pokern.risk": "Mehr Würfel ergeben größere Zahlen, doch ein Würfel, der zu keiner römischen Zahl "
    "passt, beendet den Zug (ein zweites V, ein viertes I). Wage es: Tippe auf „Würfeln“.",
    "guide.pokern.risk_wrong": "Würfle noch einmal: Zu X und I kann noch kein Würfel die Zahl verderben.",
    "guide.pokern.nineteen": "X, I, X: XIX = 19 oder XXI = 21. Die leeren Zeilen deiner Spalte zeigen, wo "
    "jede Zahl hin könnte, wenn du jetzt aufhörst.",
    "guide.pokern.stop": "21 ist eine gute Zahl für einen Zug. Hör hier auf und trag sie ein: Tippe auf "
    "„Aufhören“.",
    "guide.pokern.stop_wrong": "Hör hier auf: 21 ist eine gute erste Zahl, und das Eintragen kommt als "
    "Nächstes.",
    "guide.pokern.write": "Die Würfel ergeben 19 oder 21: Wähle die Zahl, die du einträgst. Tippe auf 21.",
    "guide.pokern.then_row": "Tippe jetzt auf Zeile {row}: In der Mitte lässt die {number} oben Platz für "
    "kleinere Zahlen und unten für größere.",
    "guide.pokern.write_wrong": "Trag 21 in Zeile 4 ein: In der Mitte bleibt oben und unten Platz.",
    "guide.pokern.order": "Deine Spalte steigt von oben nach unten, jede Zahl nur einmal: Über der 21 "
    "passen nur kleinere Zahlen, darunter nur größere. Zeilen dürfen leer bleiben. Jetzt spielt {p1}.",
    "guide.pokern.bot": "{p1} würfelte X und V, hörte bei XV = 15 auf und trug sie in Zeile 3 ein. Du bist "
    "wieder dran.",
    "guide.pokern.again": "Dein zweiter Zug: Tippe auf „Würfeln“.",
    "guide.pokern.five": "V: fünf. Die 5 passt nur über deine 21, in Zeile 1 bis 3. Würfle noch einmal: "
    "Tippe auf „Würfeln“.",
    "guide.pokern.five_wrong": "Würfle noch einmal: Ein V allein ist nur 5.",
    "guide.pokern.failed": "Ein zweites V: Zwei V ergeben nie eine römische Zahl, dein Zug ist "
    "gescheitert. Gib die Würfel weiter, ohne etwas einzutragen, oder rette den Zug mit einer Aktionskarte.",
    "guide.pokern.card": "Jede Karte gilt einmal pro Spiel. Tippe auf „Einen neu würfeln“: Damit würfelst "
    "du einen Würfel deiner Wahl neu.",
    "guide.pokern.then_die": "Tippe jetzt auf das zweite V: Es wird neu gewürfelt.",
    "guide.pokern.cancel": "Tippe erst auf „Abbrechen“, dann auf „Einen neu würfeln“.",
    "guide.pokern.card_wrong": "Würfle mit „Einen neu würfeln“ das zweite V neu: Nur dieser Würfel hat die "
    "Zahl verdorben.",
    "guide.pokern.rescued": "Aus dem V wurde ein X: V und X ergeben XV = 15, und dein Zug geht weiter. Eine "
    "Karte, die du nie spielst, ist am Ende 5 Punkte wert.",
    "guide.pokern.stop_again": "Hör auf und trag die 15 ein: Tippe auf „Aufhören“.",
    "guide.pokern.stop_again_wrong": "Hör jetzt auf: Die 15 passt noch über deine 21.",
    "guide.pokern.write_again": "Die 15 muss über deine 21: Tippe auf Zeile 3. Zeilen 1 und 2 bleiben frei "
    "für kleinere Zahlen.",
    "guide.pokern.write_again_wrong": "Trag 15 in Zeile 3 ein: Direkt über der 21 bleiben Zeilen 1 und 2 "
    "für kleine Zahlen.",
    "guide.pokern.end": "Das ist Römisch Pokern! Hat eine Spalte sieben Zahlen, wird die Runde zu Ende "
    "gespielt, dann endet das Spiel. Punkte: deine Zahlen plus 5 je ungenutzter Karte.",
    "guide.pokern.tried.roll": "würfeln",
    "guide.pokern.tried.stop": "aufhören",
    "guide.pokern.tried.pass": "die Würfel weitergeben",
    "guide.pokern.tried.write": "{number} in Zeile {row} eintragen",
    "guide.pokern.tried.card": "{card} spielen",
}
