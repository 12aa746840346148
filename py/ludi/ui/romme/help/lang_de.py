"""Rommé / Rami: the German texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's rules,
card values and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.cards.title": "Karten und Kombinationen",
    "help.cards.deck": "{decks} Spiele zu 52 Karten und {jokers} Joker. Jeder bekommt {hand} Karten; die "
    "nächste Karte eröffnet den Ablagestapel.",
    "help.cards.melds": "Ein Satz sind 3 oder 4 Karten gleichen Rangs, jede Farbe höchstens einmal. Eine "
    "Folge sind 3 oder mehr Karten einer Farbe in einer Reihe; das Ass beginnt eine Folge (A 2 3) oder "
    "beendet sie (D K A), nie beides.",
    "help.cards.figure": "Kombinationen und was sie für die Erstkombination zählen",
    "help.kind.set": "Satz",
    "help.kind.run": "Folge",
    "help.meld.points": {"one": "{kind} · {n} Punkt", "other": "{kind} · {n} Punkte"},
    "help.jokers.title": "Joker",
    "help.jokers.text": "Ein Joker steht für eine bestimmte Karte und zählt wie sie. Eine Kombination hat "
    "nie mehr Joker als natürliche Karten.",
    "help.jokers.figure": "Der Joker ist die Karte, für die er steht",
    "help.jokers.as": "Joker = {card}",
    "help.jokers.pairs": "Zwei Joker nebeneinander dürfen bei Rommé Palast keinen Zweifel an ihren "
    "Plätzen lassen. Bei Rami Palace darf jeder Joker seine Karte nennen.",
    "help.jokers.pairs_figure": "Zwei Joker: Welche Plätze füllen sie?",
    "help.jokers.reading": "die Joker sind {cards}",
    "help.jokers.readings": "die Joker könnten {first} oder {second} sein",
    "help.verdict.yes": "{preset}: erlaubt",
    "help.verdict.no": "{preset}: nicht erlaubt",
    "help.turn.title": "Ein Zug",
    "help.turn.text": "Zieh eine Karte, vom Stapel oder oben vom Ablagestapel. Dann lege Kombinationen "
    "aus, lege Karten an Kombinationen auf dem Tisch an oder tausche einen Joker. Beende den Zug, indem "
    "du eine Karte ablegst; die Karte vom Ablagestapel darf im selben Zug nicht zurück.",
    "help.turn.out": "Wer alle Karten los wird, die letzte abgelegt, beendet die Runde.",
    "help.first.title": "Die Erstkombination",
    "help.first.text": "Deine Erstkombination muss mindestens {need} Punkte wert sein: eine oder mehrere "
    "neue Kombinationen im selben Zug. Karten zählen ihren Wert, Bilder 10, das Ass 1 am Anfang einer "
    "Folge und sonst 11, ein Joker wie die Karte, für die er steht. Erst danach darfst du anlegen oder "
    "Joker tauschen.",
    "help.first.short": "{points} von {need} Punkten: allein nicht genug.",
    "help.first.enough": "{sum} = {points} Punkte: die Erstkombination liegt.",
    "help.first.forty": "Mit der Sonderregel „{rule}“ reichen dieselben {points} Punkte nicht: Es braucht "
    "{need}.",
    "help.first.none": "Mit „{rule}“ darf jede Kombination zuerst kommen.",
    "help.layoff.title": "Anlegen und Joker nehmen",
    "help.layoff.text": "Nach deiner Erstkombination darfst du einzelne Karten an jede Kombination auf dem "
    "Tisch anlegen, an deine oder die anderer, solange sie eine Kombination bleibt.",
    "help.layoff.figure": "{card} an {meld} angelegt",
    "help.exchange.text": "Du darfst auch einen Joker vom Tisch nehmen, indem du die Karte, für die er "
    "steht, an seinen Platz legst.",
    "help.exchange.figure": "{card} nimmt den Platz des Jokers ein",
    "help.exchange.palast": "Rommé Palast: Der genommene Joker muss im selben Zug in eine neue Kombination "
    "von dir. Rami Palace: Er kommt auf deine Hand.",
    "help.knock.title": "Klopfen (Sonderregel)",
    "help.knock.text": "Mit „{rule}“ (ab {players} Spielern): Nach einem Ablegen zieht der nächste Spieler "
    "wie immer; dann darf jeder andere, der schon seine Erstkombination gelegt hat, außer dem, der "
    "abgelegt hat, klopfen und diese Karte nehmen. Der Preis: Er zieht dazu die oberste Karte vom Stapel. "
    "Wer zuerst klopft, bekommt sie.",
    "help.knock.later": "Wer klopft, legt erst in seinem eigenen nächsten Zug aus; geht vorher jemand "
    "raus, zählen die zusätzlichen Karten gegen ihn.",
    "help.score.title": "Rausgehen und Wertung",
    "help.score.text": "Geht ein Spieler raus, zählen alle anderen die Karten auf ihrer Hand: Zahlen ihren "
    "Wert, Bilder 10, das Ass {ace}, ein Joker {joker}.",
    "help.score.hand": "{sum} = {total} Minuspunkte",
    "help.score.round": "{winner} geht raus. {loser_a} hat die Karten oben ({a} Punkte), {loser_b} hat "
    "{cards} ({b} Punkte). {winner} bekommt +{total}, {loser_a} −{a}, {loser_b} −{b}.",
    "help.score.double": "Wer in einem Zug rausgeht, ohne vorher etwas ausgelegt zu haben (Handrommé), "
    "verdoppelt alle Punkte der Runde.",
    "help.score.palast": "Rommé Palast: Die Minuspunkte werden addiert; das Spiel endet nach der Runde, in "
    "der jemand {limit} Minuspunkte überschreitet, und die wenigsten Minuspunkte gewinnen.",
    "help.score.palace": "Rami Palace: Das Spiel dauert {rounds} Runden, wenn ihr nichts anderes gewählt "
    "habt; alle Punkte, plus und minus, werden addiert, die höchste Summe gewinnt.",
    "help.score.casino": "Mit „{rule}“ zählen die Karten andere Werte: Dieselbe Hand ist {total} wert "
    "({sum}), und der Gewinner bekommt auch die Karten, die er ausgelegt hat.",
    "help.table.title": "An diesem Tisch",
    "help.table.select": "Tippe Karten an, um sie zu wählen: Die App sagt sofort, ob sie eine Kombination "
    "bilden und was sie wert ist. Tippe eine hervorgehobene Kombination auf dem Tisch an, um eine gewählte "
    "Karte anzulegen.",
    "help.table.discard": "Ablegen geht in zwei Schritten: Karte wählen, dann „abwerfen“ drücken. „{reset}“ "
    "nimmt alles zurück, was du in diesem Zug ausgelegt hast.",
    "help.table.arrange": "Zieh Karten, um deine Hand zu ordnen, oder wähle eine und nutze „{move}“; mit "
    "der Tastatur verschiebt Umschalt mit einer Pfeiltaste die Karte im Fokus.",
}
