"""Römer: the French texts of the rules help (loaded when the help is opened).

Every number in these texts is a placeholder: the help fills it in from the engine's card
table, rules and worked examples, so a changed rule cannot leave the help telling another game.
"""

MESSAGES: dict[str, str | dict[str, str]] = {
    "help.deck.title": "Les cartes",
    "help.deck.count": "{cards} cartes en {colours} couleurs, {per_colour} par couleur. Chaque couleur a "
    "son propre symbole : aucune carte ne se distingue par sa seule couleur.",
    "help.deck.colours": "Les couleurs : {colours}",
    "help.deck.ranks": "Une couleur : un César et les cartes numérotées, chacune en deux exemplaires",
    "help.deck.values": "Le grand chiffre est la valeur de combat : plus il est haut, plus la carte est "
    "forte dans un pli. Le chiffre romain est ce que la carte rapporte. Les deux vont en sens inverse : "
    "{strong} ne rapporte que {strong_points} points, {weak} en rapporte {weak_points}.",
    "help.deck.caesar": "Un César (♛) montre la tête de Jules César sur une pièce ancienne. Sa valeur de "
    "combat est {combat} et sa valeur en points est {points} : toute carte numérotée de sa couleur le bat, "
    "une coupe aussi ; il n’ajoute rien au score, mais il occupe une place dans un char comme toute autre "
    "carte. Chaque couleur a {n} Césars.",
    "help.trumps.title": "Votre couleur d’atout",
    "help.trumps.text": "Chaque manche commence par les atouts : en commençant à gauche du donneur, chaque "
    "joueur choisit une couleur, pose une carte de cette couleur face visible comme première carte de "
    "son char, puis pioche une carte. C’est son atout personnel ; plusieurs joueurs peuvent choisir la "
    "même couleur.",
    "help.trumps.figure": "Un char : la carte d’atout ({colour}) face visible, {horses} chevaux face cachée "
    "derrière elle. Sous chaque place : combien y compte une carte de la couleur d’atout.",
    "help.trumps.horses": "Les chevaux sont face cachée : seul le joueur qui l’a posé connaît un cheval. "
    "Votre couleur d’atout agit deux fois : dans un pli elle coupe, et à la fin ses cartes comptent "
    "autant de fois que leur place.",
    "help.trumps.caesar": "Avec la règle « {rule} », un César peut être la carte "
    "d’atout ; il ne rapporte rien, mais sa couleur est votre atout.",
    "help.turn.title": "Votre tour",
    "help.turn.text": "À votre tour, faites l’une de trois choses : ajouter un cheval (une carte face "
    "cachée au bout de votre char, puis piocher), changer d’atout, ou entamer un pli.",
    "help.turn.limit": "Un char compte au plus {n} cartes : la carte d’atout et {horses} chevaux.",
    "help.tricks.title": "Plis et coupe",
    "help.tricks.text": "Quand vous entamez, chaque autre joueur répond avec la carte de son choix : "
    "personne n’est obligé de fournir. Jouer sa propre couleur d’atout coupe, sauf si cette couleur a "
    "été entamée : on ne fait alors que fournir.",
    "help.tricks.cut_rule": "Pli coupé : la plus forte carte de coupe gagne (à égalité, la première "
    "jouée) et seul le gagnant pioche. Qui n’a ni fourni ni coupé perd la dernière carte de son char au "
    "profit du gagnant, qui l’ajoute face cachée au sien sans la regarder.",
    "help.tricks.uncut_rule": "Pli non coupé : la plus forte carte de la couleur d’entame gagne, et "
    "tous ceux qui ont joué cette couleur, l’entameur compris, piochent une carte. Les cartes du pli "
    "vont à la défausse et ne rapportent rien.",
    "help.tricks.cut_caption": "{leader} entame {card}. La couleur d’atout de chacun est indiquée.",
    "help.tricks.uncut_caption": "La même entame, et personne ne coupe.",
    "help.tricks.lose_trump": "Un joueur qui perd ainsi sa carte d’atout en pose aussitôt une nouvelle, "
    "avant que quiconque ne joue.",
    "help.role.lead": "entame",
    "help.role.follow": "fournit",
    "help.role.cut": "coupe",
    "help.role.off": "ni l’un ni l’autre",
    "help.role.wins": "gagne",
    "help.trick.trump": "atout : {colour}",
    "help.trick.cut_result": "{winner} a coupé avec la plus forte carte et gagne ; seul(e) {drawers} "
    "pioche. {losers} n’a ni fourni ni coupé et perd la dernière carte de son char au profit de {winner}.",
    "help.trick.keep": "{cutters} a coupé aussi mais perdu : son char reste entier (règle « {rule} »).",
    "help.trick.uncut_result": "Personne n’a coupé : {winner} a joué la plus forte carte {colour} et "
    "gagne. {drawers} ont fourni en {colour} et piochent une carte.",
    "help.change.title": "Changer d’atout",
    "help.change.text": "Au lieu d’un cheval ou d’un pli, vous pouvez changer d’atout : tout votre char, "
    "carte d’atout et chevaux, va à la défausse, vous posez une nouvelle carte d’atout face visible et "
    "piochez une carte. Cela coûte toutes les cartes posées : c’est payant tôt dans la manche.",
    "help.change.figure": "Avant : atout {old}, avec {horses} chevaux. Après : tout le char est défaussé, "
    "l’atout est {new}.",
    "help.scoring.title": "Compter un char",
    "help.scoring.text": "À la fin de la manche, tous les chars sont retournés. Chaque carte rapporte ses "
    "points ; une carte de la couleur d’atout de son propriétaire compte autant de fois que sa place : "
    "la carte d’atout une fois, le premier cheval deux fois, et ainsi de suite jusqu’à la dernière place.",
    "help.scoring.figure": "Couleur d’atout : {colour}. Sous chaque carte : ses points, multipliés par sa "
    "place si elle est {colour}.",
    "help.scoring.total": "Ce char rapporte {total} points : {sum}. La carte {card} en place {place} "
    "rapporte à elle seule {best}.",
    "help.end.title": "Fin d’une manche et de la partie",
    "help.end.round": "La manche se termine dès qu’un char compte {n} cartes. Elle se termine aussi quand "
    "un seul joueur a encore des cartes en main (il peut d’abord ajouter des chevaux, puis s’arrêter) ou "
    "quand plus personne ne peut jouer.",
    "help.end.game": "Les points s’additionnent d’une manche à l’autre. Le premier à atteindre l’objectif "
    "gagne ({target} points, sauf si vous en avez choisi un autre au départ) ; si plusieurs l’atteignent "
    "dans la même manche, le plus haut total l’emporte.",
}
