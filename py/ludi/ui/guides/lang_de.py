"""Deutsche Texte der geführten ersten Runden (``guide.``-Schlüssel; ``{p0}``… sind die Spieler)."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "guide.title": "Spielen lernen",
    "guide.count": "Schritt {n} von {total}",
    "guide.next": "Weiter",
    "guide.play_on": "Gegen die Bots weiterspielen",
    "guide.real_game": "Ein echtes Spiel starten",
    "guide.summary.title": "Das hast du gelernt",
    "guide.new_game": "Neues Spiel beginnen",
    "guide.watch": "Schau zu: Die anderen sind am Zug.",
    "guide.read_first": "Lies erst dies, dann tippe auf Weiter.",
    "guide.not_this": "Damit würdest du {move}: Das ist nicht dieser Schritt.",
    "guide.not_this_plain": "Das ist nicht dieser Schritt.",
    "guide.illegal": "Dieser Zug ist jetzt nicht erlaubt.",
    "guide.off_script": "Die Runde hat die Anleitung verlassen: Spiel weiter, wie du magst.",
    # Römer
    "guide.romer.welcome": "Willkommen bei Römer! Jeder lenkt einen Wagen: eine offene Trumpfkarte, "
    "dahinter bis zu sechs Pferde auf Platz ×2 bis ×7. Sieben Karten beenden die Runde. Deiner ist "
    "unten markiert.",
    "guide.romer.trump": "Wähle zuerst deine Trumpffarbe. Du hast die meisten grünen Karten: Tippe auf "
    "deine grüne 6.",
    "guide.romer.trump_wrong": "Nimm die grüne 6: Grün ist die Farbe, von der du am meisten hast.",
    "guide.romer.then": "Tippe jetzt auf „{button}“.",
    "guide.romer.trump_done": "Grün ist jetzt deine Trumpffarbe: Grüne Karten in deinem Wagen zählen mal "
    "ihrem Platz (×2 bis ×7). Du hast eine Karte nachgezogen.",
    "guide.romer.others_trump": "{p1} wählte Lila, {p2} Blau: Trumpfkarten liegen offen. Jede Farbe hat "
    "ihre Form: Rot ●, Blau ■, Grün ▲, Gelb ◆, Lila ★. Du sitzt links vom Geber: Du beginnst.",
    "guide.romer.values": "Lies eine Karte: Die große Zahl ist ihre Stärke im Stich, die römische ihre "
    "Punkte im Wagen. Das läuft gegenläufig: Deine grüne 1 zählt XX, deine grüne 7 nur III.",
    "guide.romer.horse": "Spanne ein Pferd an: Tippe auf deine grüne 1. Schwach im Stich, ist sie doch "
    "XX = 20 Punkte wert.",
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
    "guide.romer.caesar": "Dein lila ♛ ist ein Cäsar, sieben gibt es je Farbe. Stärke 0: Jede Karte "
    "seiner Farbe schlägt ihn. Punkte 0: Er zählt nichts, füllt aber einen Platz im Wagen.",
    "guide.romer.keep": "Wie {p2} kannst du in einem gestochenen Stich die letzte Karte deines Wagens "
    "verlieren. Setz den wertlosen Cäsar ans Ende, ohne zu ziehen: Tippe auf deinen lila Cäsar.",
    "guide.romer.keep_wrong": "Hier kommt der lila Cäsar als Pferd an, ohne zu ziehen: Als letzte Karte "
    "ist er alles, was dir ein gestochener Stich nehmen kann.",
    "guide.romer.keep_done": "Jetzt kann dir ein gestochener Stich nur den Cäsar nehmen. Du hast nicht "
    "gezogen: Mehr Karten gewinnen mehr Stiche, also ziehst du meist. Hast nur du noch Karten, zieht keiner.",
    "guide.romer.summary": "Du hast Trumpf ausgelegt, Pferde angespannt, gestochen und ausgespielt. Jetzt "
    "weißt du:",
    "guide.romer.concept.chariot": "Dein Wagen: eine offene Trumpfkarte, dahinter Pferde auf Platz ×2…×7",
    "guide.romer.concept.trump": "Deine Trumpffarbe: die Farbe der Karte, die du offen auslegst",
    "guide.romer.concept.purple": "Fünf Farben, jede mit ihrer Form: Rot ●, Blau ■, Grün ▲, Gelb ◆, Lila ★",
    "guide.romer.concept.strength_points": "Große Zahl: Stärke im Stich; römische Zahl: Punkte. Eine 1 "
    "zählt XX, eine 7 nur III",
    "guide.romer.concept.horse": "Ein Pferd in deiner Trumpffarbe zählt seine Punkte mal seinem Platz",
    "guide.romer.concept.cut": "Stechen mit deiner Trumpffarbe; wer weder bedient noch sticht, verliert "
    "eine Wagenkarte",
    "guide.romer.concept.lead": "Ausspielen: Die stärkste Karte der Farbe gewinnt, außer jemand sticht",
    "guide.romer.concept.caesar": "Cäsar ♛: Stärke 0 und 0 Punkte, eine sichere letzte Wagenkarte",
    "guide.romer.concept.horse_no_draw": "„Pferd, nicht ziehen“: Nach einem Pferd ziehst du nur, wenn du "
    "willst",
    # Rommé
    "guide.romme.welcome": (
        "Willkommen beim Rommé! Leg deine Karten in Kombinationen aus: Folgen (3 oder mehr in "
        "Reihe, eine Farbe) und Sätze (3 oder 4 eines Werts). Alle los: Runde gewonnen."
    ),
    "guide.romme.take": "Ein Zug beginnt mit einer Karte vom Talon oder vom Ablagestapel. Die 4♥ dort füllt "
    "die Lücke in deinen 2♥ 3♥ 5♥ 6♥: Tippe sie an, um sie zu nehmen.",
    "guide.romme.take_wrong": "Nimm die 4♥ vom Ablagestapel: Sie füllt die Lücke zwischen deiner 3♥ und 5♥.",
    "guide.romme.run": "2♥ 3♥ 4♥ 5♥ 6♥ ist eine Folge: drei oder mehr Karten in Reihe, alle von einer Farbe. "
    "Tippe diese fünf Karten an.",
    "guide.romme.run_wrong": "Wähle genau 2♥ 3♥ 4♥ 5♥ 6♥: Fünf Herz in Reihe sind eine Folge.",
    "guide.romme.then_meld": "Tippe jetzt auf „{button}“.",
    "guide.romme.set": "Die Folge zählt 20, die Erstkombination braucht aber 30. Nimm einen Satz dazu: "
    "deine vier 9en, jede Farbe einmal, 36 Punkte. Tippe sie an.",
    "guide.romme.set_wrong": "Wähle deine vier 9en: ein Wert, jede Farbe einmal, das ist ein Satz.",
    "guide.romme.come_out": "Deine Kombinationen warten hier: 20 + 36 = 56 Punkte, mindestens die 30 der "
    "Erstkombination. Tippe auf „Rauskommen“, um sie auszulegen.",
    "guide.romme.come_out_wrong": "Leg jetzt deine Erstkombination auf den Tisch: Tippe auf „Rauskommen“.",
    "guide.romme.discard": "Ein Zug endet mit einer abgeworfenen Karte. Dein K♣ passt zu nichts und kostet "
    "10 Punkte, wenn {p1} rausgeht: Tippe ihn an.",
    "guide.romme.discard_wrong": "Wirf den K♣ ab: Er passt zu keiner deiner Karten, und hohe Karten in der "
    "Hand kosten am meisten.",
    "guide.romme.then_discard": "Tippe jetzt auf den roten Abwerfen-Knopf.",
    "guide.romme.draw": "{p1} hat gezogen und die 7♣ abgeworfen: Sie nützt dir nichts. Tippe auf den Talon, "
    "den verdeckten Stapel, um seine oberste Karte zu ziehen.",
    "guide.romme.draw_wrong": "Zieh vom Talon: Die 7♣ auf dem Ablagestapel passt zu keiner deiner Karten.",
    "guide.romme.joker": "Du hast einen Joker gezogen, gezeigt als ★. In einer Kombination ersetzt er jede "
    "fehlende Karte und zählt wie sie: ★K♠ auf dem Tisch ist der Joker als K♠.",
    "guide.romme.joker_meld": "Deinem B♠ und D♠ fehlt ein drittes Pik: Der ★ kann es sein. Tippe B♠, D♠ und "
    "den ★ an.",
    "guide.romme.joker_meld_wrong": "Leg B♠ D♠ ★K♠ aus, den Joker als K♠: Die Folge nimmt dann noch eine "
    "10♠ davor oder ein A♠ danach.",
    "guide.romme.then_joker": "Der ★ könnte die 10♠ oder der K♠ sein, darum fragt der Tisch „{question}“ "
    "Tippe auf „{choice}“.",
    "guide.romme.discard_high": "Beende deinen Zug: Wirf die 8♦ ab und behalte die 2♣. Geht {p1} zuerst "
    "raus, zählen deine Handkarten gegen dich: hohe zuerst weg.",
    "guide.romme.discard_high_wrong": "Wirf die 8♦ ab: In der Hand kostet sie 8 Punkte, die 2♣ nur 2.",
    "guide.romme.draw_again": "{p1} hat die 6♠ abgeworfen: Sie nützt dir nichts. Zieh wieder vom Talon.",
    "guide.romme.draw_again_wrong": "Zieh vom Talon: Die 6♠ passt an keine Kombination auf dem Tisch.",
    "guide.romme.layoff": "Du hast die 10♠ gezogen. Bist du rausgekommen, darfst du an jede Kombination auf "
    "dem Tisch anlegen, deine oder die von {p1}. Tippe deine 10♠ an.",
    "guide.romme.then_layoff": "Tippe jetzt auf die Folge {meld} auf dem Tisch: Die 10♠ kommt vor den B♠.",
    "guide.romme.layoff_wrong": "Leg die 10♠ an die Folge B♠ D♠ ★K♠ auf dem Tisch an: Sie kommt vor den B♠.",
    "guide.romme.go_out": "Noch eine Karte: Wirf sie ab, dann bist du raus und gewinnst die Runde. Tippe "
    "deine 2♣ an.",
    "guide.romme.go_out_wrong": "Wirf deine letzte Karte ab, die 2♣: Wer zuerst keine Karte mehr hat, "
    "gewinnt die Runde.",
    "guide.romme.then_go_out": "Tippe jetzt auf „{button}“: Ohne Karte gewinnst du die Runde.",
    "guide.romme.end": (
        "Rommé! Du hast die Runde gewonnen. {p1} bekommt die Karten in der Hand als Minuspunkte "
        "(Joker 20). Gespielt wird bis über 500; die wenigsten Minuspunkte gewinnen."
    ),
    "guide.romme.tried.stock": "vom Talon ziehen",
    "guide.romme.tried.pile": "die abgeworfene Karte nehmen",
    "guide.romme.tried.meld": "{cards} auslegen",
    "guide.romme.tried.discard": "{card} abwerfen",
    "guide.romme.tried.layoff": "{card} anlegen",
    "guide.romme.tried.come_out": "rauskommen",
    "guide.romme.tried.take_back": "deine Erstkombination zurücknehmen",
    "guide.romme.summary": "Du hast vom Ablagestapel genommen, mit Folge und Satz ausgelegt, einen Joker "
    "gesetzt und bist rausgegangen. Jetzt weißt du:",
    "guide.romme.concept.turn": "Ein Zug: eine Karte ziehen, auslegen, eine abwerfen",
    "guide.romme.concept.take_discard": "Vom Ablagestapel nehmen: die oberste Karte, wenn sie passt",
    "guide.romme.concept.run": "Eine Folge: drei oder mehr in Reihe, eine Farbe",
    "guide.romme.concept.set": "Ein Satz: drei oder vier eines Werts, jede Farbe einmal",
    "guide.romme.concept.first_meld": "Rauskommen: die Erstkombination zählt mindestens 30 Punkte",
    "guide.romme.concept.joker": "Der Joker ★: jede fehlende Karte; der Tisch fragt, wohin er kommt",
    "guide.romme.concept.lay_off": "Anlegen: Karten an jede Kombination auf dem Tisch",
    "guide.romme.concept.go_out": "Rausgehen: die letzte Karte abwerfen und die Runde gewinnen",
    # Römisch Pokern
    "guide.pokern.welcome": (
        "Willkommen bei Römisch Pokern! Jeder Würfel zeigt I, I, I, V, X oder X. Würfle sie "
        "einzeln: Zusammen ergeben sie eine römische Zahl für deinen Spielblock."
    ),
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
    "guide.pokern.bot_again": "{p1} würfelte X und X und trug XX = 20 in Zeile 4 ein. Du bist dran: Lern "
    "eine zweite Rettung.",
    "guide.pokern.third": "Dein dritter Zug: Tippe auf „Würfeln“.",
    "guide.pokern.five_again": "Wieder ein V: 5 passt in Zeile 1 oder 2. Würfle noch einmal und sieh, was "
    "passiert.",
    "guide.pokern.failed_again": "Wieder zwei V: gescheitert. Dir bleiben fünf Karten, jede hilft bei "
    "etwas anderem. Hier sind sie, eine nach der anderen.",
    "guide.pokern.about.reroll_v": "„V neu würfeln“ würde hier jedes V neu würfeln: beide Würfel, eine "
    "neue Chance.",
    "guide.pokern.about.reroll_i": "„I neu würfeln“ würfelt jeden Würfel mit I neu: wenn I eine Zahl "
    "verderben. Hier liegt kein I.",
    "guide.pokern.about.twin": "„Zwilling“ schreibt eine Zahl deiner Spalte noch einmal, in die Zeile "
    "direkt darüber oder darunter.",
    "guide.pokern.about.joker": "Der Joker wirkt wie jede der fünf anderen Karten: Heb ihn für die Not "
    "auf, die keine andere Karte behebt.",
    "guide.pokern.drop": "Tippe auf „Einen weglegen“, dann auf das zweite V: Dieser Würfel zählt nicht "
    "mehr, V = 5 bleibt.",
    "guide.pokern.drop_wrong": "Leg mit „Einen weglegen“ das zweite V weg: Die anderen Karten retten "
    "später vielleicht eine größere Zahl.",
    "guide.pokern.then_drop": "Tippe jetzt auf das zweite V: Es wird weggelegt.",
    "guide.pokern.stop_five": "V = 5 passt in Zeile 1 oder 2. Hör auf: Tippe auf „Aufhören“.",
    "guide.pokern.stop_five_wrong": "Hör jetzt auf: Eine 5 passt über deine 15.",
    "guide.pokern.write_five": "Trag die 5 in Zeile 1 ein: Tippe auf Zeile 1. Die kleinsten Zahlen "
    "gehören nach oben.",
    "guide.pokern.write_five_wrong": "Trag die 5 in Zeile 1 ein: So bleibt Zeile 2 frei für eine Zahl "
    "zwischen 5 und 15.",
    "guide.pokern.summary": "Du hast gewürfelt, gelesen, aufgehört, eingetragen und zwei gescheiterte "
    "Züge gerettet. Das weißt du jetzt:",
    "guide.pokern.concept.readings": "Die Würfel ergeben eine römische Zahl, manchmal auf zwei Arten",
    "guide.pokern.concept.stop": "Rechtzeitig aufhören: Ein Würfel, der in keine Zahl passt, lässt den "
    "Zug scheitern",
    "guide.pokern.concept.column": "Deine Spalte steigt von oben nach unten, jede Zahl einmal",
    "guide.pokern.concept.failed": "Ein gescheiterter Zug: Würfel weitergeben oder mit einer Karte retten",
    "guide.pokern.concept.reroll_one": "Einen neu würfeln: ein Würfel deiner Wahl noch einmal",
    "guide.pokern.concept.reroll_v": "V neu würfeln: jedes V noch einmal",
    "guide.pokern.concept.reroll_i": "I neu würfeln: jedes I noch einmal",
    "guide.pokern.concept.twin": "Zwilling: eine Zahl noch einmal, direkt über oder unter sich",
    "guide.pokern.concept.joker": "Joker: jede der fünf anderen Karten",
    "guide.pokern.concept.drop_one": "Einen weglegen: Ein weggelegter Würfel zählt nicht mehr",
    "guide.pokern.concept.score": "Punkte: deine Zahlen plus 5 je ungenutzter Karte",
    "guide.pokern.tried.roll": "würfeln",
    "guide.pokern.tried.stop": "aufhören",
    "guide.pokern.tried.pass": "die Würfel weitergeben",
    "guide.pokern.tried.write": "{number} in Zeile {row} eintragen",
    "guide.pokern.tried.card": "{card} spielen",
}
