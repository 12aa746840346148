"""Rommé / Rami: the French texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's rules,
card values and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.cards.title": "Cartes et combinaisons",
    "help.cards.deck": "{decks} jeux de 52 cartes et {jokers} jokers. Chacun reçoit {hand} cartes ; la "
    "carte suivante commence la défausse.",
    "help.cards.melds": "Une série, ce sont 3 ou 4 cartes de même rang, chaque couleur au plus une fois. "
    "Une suite, ce sont 3 cartes ou plus d’une couleur qui se suivent ; l’as commence une suite (A 2 3) "
    "ou la termine (D R A), jamais les deux.",
    "help.cards.figure": "Des combinaisons et ce qu’elles valent pour la première pose",
    "help.kind.set": "série",
    "help.kind.run": "suite",
    "help.meld.points": {"one": "{kind} · {n} point", "other": "{kind} · {n} points"},
    "help.jokers.title": "Les jokers",
    "help.jokers.text": "Un joker remplace une carte précise et compte comme elle. Une combinaison n’a "
    "jamais plus de jokers que de cartes naturelles.",
    "help.jokers.figure": "Le joker est la carte qu’il remplace",
    "help.jokers.as": "joker = {card}",
    "help.jokers.pairs": "Au Rommé Palast, deux jokers côte à côte ne doivent laisser aucun doute sur leurs "
    "places. Au Rami Palace, chaque joker peut nommer sa carte.",
    "help.jokers.pairs_figure": "Deux jokers : quelles places occupent-ils ?",
    "help.jokers.reading": "les jokers sont {cards}",
    "help.jokers.readings": "les jokers pourraient être {first} ou {second}",
    "help.verdict.yes": "{preset} : permis",
    "help.verdict.no": "{preset} : interdit",
    "help.turn.title": "Un tour",
    "help.turn.text": "Piochez une carte, dans le talon ou sur la défausse. Puis posez des combinaisons, "
    "ajoutez des cartes aux combinaisons sur la table ou échangez un joker. Finissez le tour en "
    "défaussant une carte ; la carte prise sur la défausse ne peut pas y retourner dans le même tour.",
    "help.turn.out": "Qui se débarrasse de toutes ses cartes, la dernière défaussée, termine la manche.",
    "help.first.title": "La première pose",
    "help.first.text": "Votre première pose doit valoir au moins {need} points : une ou plusieurs "
    "combinaisons nouvelles posées dans le même tour. Les cartes valent leur valeur, les figures 10, l’as "
    "1 au début d’une suite et 11 ailleurs, un joker la carte qu’il remplace. Ce n’est qu’ensuite que "
    "vous pouvez ajouter des cartes ou échanger des jokers.",
    "help.first.short": "{points} points sur {need} : pas assez à elle seule.",
    "help.first.enough": "{sum} = {points} points : la première pose est faite.",
    "help.first.forty": "Avec la règle spéciale « {rule} », les mêmes {points} points ne suffisent pas : il "
    "en faut {need}.",
    "help.first.none": "Avec « {rule} », n’importe quelle combinaison peut sortir en premier.",
    "help.layoff.title": "Ajouter des cartes et prendre un joker",
    "help.layoff.text": "Après votre première pose, vous pouvez ajouter des cartes une à une à toute "
    "combinaison sur la table, la vôtre ou celle d’un autre, tant qu’elle reste une combinaison.",
    "help.layoff.figure": "{card} ajouté à {meld}",
    "help.exchange.text": "Vous pouvez aussi prendre un joker sur la table en mettant à sa place la carte "
    "qu’il remplace.",
    "help.exchange.figure": "{card} prend la place du joker",
    "help.exchange.palast": "Rommé Palast : le joker pris doit entrer le même tour dans une nouvelle "
    "combinaison à vous. Rami Palace : il va dans votre main.",
    "help.knock.title": "Frapper (règle spéciale)",
    "help.knock.text": "Avec « {rule} » (à partir de {players} joueurs) : après une défausse, le joueur "
    "suivant pioche comme d’habitude ; puis tout autre joueur qui a fait sa première pose, sauf celui qui "
    "a défaussé, peut frapper pour prendre cette carte. Le prix : il pioche aussi la carte du dessus du "
    "talon. Le premier qui frappe l’obtient.",
    "help.knock.later": "Qui a frappé ne pose qu’à son propre tour suivant ; si quelqu’un termine avant, "
    "les cartes en plus comptent contre lui.",
    "help.score.title": "Terminer et compter",
    "help.score.text": "Quand un joueur termine, tous les autres comptent les cartes qui leur restent en "
    "main : les nombres leur valeur, les figures 10, l’as {ace}, un joker {joker}.",
    "help.score.hand": "{sum} = {total} points en moins",
    "help.score.round": "{winner} termine. {loser_a} a les cartes ci-dessus ({a} points), {loser_b} a "
    "{cards} ({b} points). {winner} marque +{total}, {loser_a} −{a}, {loser_b} −{b}.",
    "help.score.double": "Terminer en un seul tour sans avoir rien posé avant (rami sec) double tous les "
    "points de la manche.",
    "help.score.palast": "Rommé Palast : les points négatifs s’additionnent ; la partie s’arrête après la "
    "manche où quelqu’un dépasse {limit} points négatifs, et le moins de points négatifs gagne.",
    "help.score.palace": "Rami Palace : la partie dure {rounds} manches sauf autre choix ; tous les points, "
    "plus et moins, s’additionnent et le plus haut total gagne.",
    "help.score.casino": "Avec « {rule} », les cartes ont d’autres valeurs : la même main vaut {total} "
    "({sum}), et le gagnant marque aussi les cartes qu’il a posées.",
    "help.table.title": "À cette table",
    "help.table.select": "Touchez des cartes pour les choisir : l’appli dit tout de suite si elles forment "
    "une combinaison et ce qu’elle vaut. Touchez une combinaison en surbrillance sur la table pour y "
    "ajouter une carte choisie.",
    "help.table.discard": "Défausser se fait en deux temps : choisir la carte, puis appuyer sur "
    "« Défausser ». « {reset} » reprend tout ce que vous avez posé pendant ce tour.",
    "help.table.arrange": "Faites glisser les cartes pour ranger votre main, ou choisissez-en une et "
    "utilisez « {move} » ; au clavier, Maj avec une flèche déplace la carte active.",
}
