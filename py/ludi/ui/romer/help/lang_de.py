"""Römer: the German texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's card
table, rules and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.deck.title": "Die Karten",
    "help.deck.count": "{cards} Karten in {colours} Farben, {per_colour} je Farbe. Jede Farbe hat ihr "
    "eigenes Zeichen, so unterscheidet sich keine Karte nur durch die Farbe.",
    "help.deck.colours": "Die Farben: {colours}",
    "help.deck.ranks": "Eine Farbe: ein Cäsar und die Zahlenkarten, jede zweimal",
    "help.deck.values": "Die große Zahl ist der Kampfwert: je höher, desto stärker im Stich. Die römische "
    "Zahl ist, was die Karte zählt. Beides läuft gegeneinander: {strong} zählt nur {strong_points} "
    "Punkte, {weak} zählt {weak_points}.",
    "help.deck.caesar": "Ein Cäsar (♛) zeigt den Kopf von Julius Cäsar auf einer alten Münze. Er hat den "
    "Kampfwert {combat} und zählt {points} Punkte: Jede Zahlenkarte seiner Farbe schlägt ihn, ebenso ein "
    "Stich mit Trumpf; er bringt keine Punkte, füllt aber einen Platz im Streitwagen wie jede andere Karte. "
    "Jede Farbe hat {n} Cäsaren.",
    "help.trumps.title": "Deine Trumpffarbe",
    "help.trumps.text": "Jede Runde beginnt mit den Trumpfkarten: Links vom Geber beginnend wählt jeder "
    "eine Farbe, legt eine Karte dieser Farbe offen als erste Karte seines Streitwagens aus und zieht "
    "eine Karte nach. Diese Farbe ist seine persönliche Trumpffarbe; mehrere dürfen dieselbe wählen.",
    "help.trumps.figure": "Ein Streitwagen: die Trumpfkarte ({colour}) offen, dahinter {horses} Pferde "
    "verdeckt. Unter jedem Platz: wie oft eine Karte der Trumpffarbe dort zählt.",
    "help.trumps.horses": "Pferde liegen verdeckt: Nur wer eines angelegt hat, kennt es. Deine "
    "Trumpffarbe wirkt doppelt: Im Stich sticht sie, und am Ende zählen ihre Karten mal ihrem Platz.",
    "help.trumps.caesar": "Mit der Regel „{rule}“ darf ein Cäsar die Trumpfkarte sein; "
    "er zählt nichts, aber seine Farbe ist deine Trumpffarbe.",
    "help.turn.title": "Dein Zug",
    "help.turn.text": "In deinem Zug tust du eines von drei Dingen: ein Pferd anlegen (eine Karte verdeckt "
    "ans Ende deines Streitwagens, dann nachziehen), deinen Trumpf wechseln oder einen Stich ausspielen.",
    "help.turn.limit": "Ein Streitwagen hat höchstens {n} Karten: die Trumpfkarte und {horses} Pferde.",
    "help.tricks.title": "Stiche und Stechen",
    "help.tricks.text": "Spielst du eine Karte aus, antwortet jeder andere mit einer Karte seiner Wahl: "
    "Niemand muss Farbe bedienen. Wer seine eigene Trumpffarbe spielt, sticht – außer diese Farbe wurde "
    "ausgespielt: Dann bedient er nur.",
    "help.tricks.cut_rule": "Gestochen: Die stärkste stechende Karte gewinnt (bei Gleichstand die zuerst "
    "gespielte), und nur der Gewinner zieht nach. Wer weder bedient noch gestochen hat, verliert die "
    "letzte Karte seines Streitwagens an den Gewinner, der sie verdeckt und ungesehen an seinen eigenen "
    "anlegt.",
    "help.tricks.uncut_rule": "Nicht gestochen: Die stärkste Karte der ausgespielten Farbe gewinnt, und "
    "jeder, der diese Farbe gespielt hat, auch der Ausspieler, zieht eine Karte nach. Die Karten des "
    "Stichs kommen auf den Ablagestapel und zählen nichts.",
    "help.tricks.cut_caption": "{leader} spielt {card} aus. Bei jedem steht seine Trumpffarbe.",
    "help.tricks.uncut_caption": "Dieselbe Karte ausgespielt, und niemand sticht.",
    "help.tricks.lose_trump": "Wer so seine Trumpfkarte verliert, legt sofort eine neue aus, bevor "
    "jemand anderes spielt.",
    "help.role.lead": "spielt aus",
    "help.role.follow": "bedient",
    "help.role.cut": "sticht",
    "help.role.off": "weder noch",
    "help.role.wins": "gewinnt",
    "help.trick.trump": "Trumpf: {colour}",
    "help.trick.cut_result": "{winner} hat mit der stärksten Karte gestochen und gewinnt; nur {drawers} "
    "zieht nach. {losers} hat weder bedient noch gestochen und verliert die letzte Karte des "
    "Streitwagens an {winner}.",
    "help.trick.keep": "{cutters} hat auch gestochen, aber verloren: Der Streitwagen bleibt (Regel "
    "„{rule}“).",
    "help.trick.uncut_result": "Niemand hat gestochen: {winner} hat die stärkste Karte in {colour} "
    "gespielt und gewinnt. {drawers} haben {colour} bedient und ziehen eine Karte nach.",
    "help.change.title": "Trumpf wechseln",
    "help.change.text": "Statt eines Pferdes oder eines Stichs darfst du deinen Trumpf wechseln: Dein "
    "ganzer Streitwagen, Trumpfkarte und Pferde, kommt auf den Ablagestapel, du legst eine neue "
    "Trumpfkarte offen aus und ziehst eine Karte nach. Das kostet alle ausgelegten Karten, lohnt sich "
    "also früh in einer Runde.",
    "help.change.figure": "Vorher: Trumpf {old}, mit {horses} Pferden. Nachher: Der ganze Streitwagen ist "
    "abgelegt, Trumpf ist {new}.",
    "help.scoring.title": "Einen Streitwagen werten",
    "help.scoring.text": "Am Ende der Runde werden alle Streitwagen aufgedeckt. Jede Karte zählt ihre "
    "Punkte; eine Karte in der Trumpffarbe ihres Besitzers zählt mal ihrem Platz: die Trumpfkarte "
    "einfach, das erste Pferd doppelt, und so weiter bis zum letzten Platz.",
    "help.scoring.figure": "Trumpffarbe: {colour}. Unter jeder Karte: ihre Punkte, mal ihrem Platz, wenn "
    "sie {colour} ist.",
    "help.scoring.total": "Dieser Streitwagen zählt {total} Punkte: {sum}. Die Karte {card} an Platz "
    "{place} bringt allein {best}.",
    "help.end.title": "Ende einer Runde und des Spiels",
    "help.end.round": "Die Runde endet, sobald ein Streitwagen {n} Karten hat. Sie endet auch, wenn nur "
    "noch einer Karten auf der Hand hat (er darf erst noch Pferde anlegen, dann aufhören) oder wenn "
    "niemand mehr spielen kann.",
    "help.end.game": "Die Punkte werden über die Runden addiert. Wer zuerst das Ziel erreicht, gewinnt "
    "({target} Punkte, wenn ihr zu Beginn kein anderes Ziel gewählt habt); erreichen es mehrere in "
    "derselben Runde, gewinnt die höchste Summe.",
}
