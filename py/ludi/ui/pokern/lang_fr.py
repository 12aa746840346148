"""Römisch Pokern: the French texts of its table, options and rules help."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "opt.roll-several.name": "Plusieurs dés à la fois",
    "opt.roll-several.help": "Choisissez combien des dés restants lancer ensemble.",
    "opt.cards-on-valid.name": "Cartes sur tout résultat",
    "opt.cards-on-valid.help": "Les cartes action peuvent être jouées après n’importe quel "
    "lancer, pas seulement après un échec.",
    "opt.order-matters.name": "L’ordre compte",
    "opt.order-matters.help": "L’ordre des lancers fixe la lecture : un I lancé avant un V ou "
    "un X se soustrait (IV, IX), après il s’ajoute (VI, XI).",
    "opt.strict-xxxx.name": "XXXX strict",
    "opt.strict-xxxx.help": "Quatre X échouent aussitôt au lieu d’attendre un I pour XXXIX.",
    "opt.fixed-start.name": "Premier joueur fixe",
    "opt.fixed-start.help": "La première place commence ; sinon le premier joueur est tiré au sort.",
    "table.round": "Tour {n}",
    "table.final_round": "Dernier tour",
    "table.dice": "Dés",
    "table.left": "encore {n}",
    "table.set_aside": "Mis de côté",
    "table.no_dice": "Aucun dé lancé pour l’instant.",
    "table.reads": "Donne {numbers}",
    "table.or": "ou",
    "table.pending": "XXXX n’est pas encore un nombre : seul un I (XXXIX = 39) peut le sauver.",
    "table.rolling": "Lancer en cours…",
    "table.roll": "Lancer",
    "table.roll_count": "Lancer {n}",
    "table.how_many": "Combien de dés ?",
    "table.stop": "S’arrêter",
    "table.choose_number": "Les dés se lisent de deux façons : choisissez le nombre à inscrire.",
    "table.choose_row": "Inscrire {number} : choisissez une ligne en surbrillance.",
    "table.no_row_for": "aucune ligne libre",
    "table.twin_active": "Jumeau actif : un nombre peut être inscrit une seconde fois juste à côté de lui.",
    "table.failed.title": "Tour raté",
    "table.failed.impossible": "Ces dés ne pourront jamais former un nombre romain ({symbols}).",
    "table.failed.stopped_on_xxxx": "Arrêt sur XXXX : quatre X ne forment pas un nombre.",
    "table.failed.no_row": "Aucune ligne de la colonne ne peut recevoir {numbers}.",
    "table.pass": "Passer les dés",
    "hint.button": "Conseil",
    "hint.thinking": "Calcul du meilleur coup…",
    "hint.roll_start": {
        "one": "Lancez {n} dé : aucun dé n’est encore lancé ce tour-ci.",
        "other": "Lancez {n} dés : aucun dé n’est encore lancé ce tour-ci.",
    },
    "hint.roll_on": {
        "one": "Relancez ({n} dé) : en vous arrêtant, vous inscririez {number} à la ligne {row}, mais un dé "
        "de plus rapporte davantage en moyenne.",
        "other": "Relancez ({n} dés) : en vous arrêtant, vous inscririez {number} à la ligne {row}, mais "
        "d’autres dés rapportent davantage en moyenne.",
    },
    "hint.roll_needed": {
        "one": "Relancez ({n} dé) : vous arrêter maintenant ferait échouer le tour.",
        "other": "Relancez ({n} dés) : vous arrêter maintenant ferait échouer le tour.",
    },
    "hint.stop": "Arrêtez-vous : {number} va à la ligne {row}.",
    "hint.stop.twin": "Seule la carte Jumeau peut l’y inscrire.",
    "hint.roll_on.gain": "Relancer rapporte en moyenne {gain} points de plus.",
    "hint.stop.gain": "S’arrêter rapporte en moyenne {gain} points de plus que relancer.",
    "hint.decimal": ",",
    "hint.stop_fails": "Arrêtez-vous, même si le tour échoue : un dé de plus imposerait plutôt un mauvais "
    "nombre à votre colonne.",
    "hint.write": "Inscrivez {number} à la ligne {row} : c’est là que votre colonne garde les meilleures "
    "chances.",
    "hint.card": "Jouez {card}.",
    "hint.card.as": "Faites-le agir comme {effect}.",
    "hint.card.die": "Choisissez le dé {die} ({face}).",
    "hint.card.failed": "Elle donne une nouvelle chance au tour échoué.",
    "hint.pass": {
        "one": "Passez les dés : aucune carte ne vaut la peine maintenant ({n} carte restante).",
        "other": "Passez les dés : aucune carte ne vaut la peine maintenant ({n} cartes restantes).",
    },
    "table.or_card": "…ou jouez une carte action pour changer le résultat.",
    "table.no_cards_left": "Plus aucune carte action.",
    "table.cards": "Cartes action — {name}",
    "table.cards.when_failed": "Jouables seulement après un tour raté.",
    "table.cards.when_any": "Jouables après tout lancer.",
    "table.card_used": "utilisée",
    "table.pick_die": "{card} : choisissez un dé.",
    "table.pick_joker": "Joker : choisissez la carte qu’il remplace.",
    "table.sheet": "Feuille de marque",
    "table.row": "Ligne {n}",
    "table.sum": "Nombres",
    "table.bonus": "Cartes (+{bonus} chacune)",
    "table.total": "Total",
    "table.write": "Inscrire {number} en ligne {row}",
    "table.active": "joue",
    "die.label": "Dé {n} : {symbol}",
    "die.unrolled": "Dé pas encore lancé",
    "die.rolling": "Dé en train de rouler",
    "die.dropped": "Mis de côté : {symbol}",
    "card.reroll_i.name": "Relancer les I",
    "card.reroll_i.help": "Relancer tous les dés qui montrent I.",
    "card.reroll_v.name": "Relancer le V",
    "card.reroll_v.help": "Relancer le dé qui montre V.",
    "card.reroll_one.name": "Relancer un dé",
    "card.reroll_one.help": "Relancer un dé de votre choix.",
    "card.drop_one.name": "Écarter un dé",
    "card.drop_one.help": "Mettre un dé de côté : il ne compte plus.",
    "card.twin.name": "Jumeau",
    "card.twin.help": "Inscrire un nombre déjà présent dans votre colonne juste au-dessus ou "
    "au-dessous de lui.",
    "card.joker.name": "Joker",
    "card.joker.help": "Agit comme l’une des cinq autres cartes.",
    "log.roll": "{name} lance {symbols}",
    "log.stop": "{name} s’arrête",
    "log.score": "{name} inscrit {number} en ligne {row}",
    "log.fail": "Le tour de {name} échoue : {reason}",
    "log.card": "{name} joue {card}",
    "log.quoted": "« {card} »",
    "log.joker_as": "le joker comme « {card} »",
    "log.reads": " — se lit {numbers}",
    "log.pending": " — XXXX, en attente d’un I",
    "log.card.twin": "peut inscrire un nombre juste à côté de lui-même",
    "log.card.drop": "met de côté le {symbol}",
    "log.card.reroll": "relance {old} → {new}",
    "announce.undo": "Le {number} de {name} est repris : choisissez à nouveau.",
    "table.final.badge": "Dernier tour : {cause} · {turns}",
    "table.final.short": "Dernier tour · {turns}",
    "table.final.seventh_number": "{name} a rempli sa colonne",
    "table.final.failed_without_cards": "{name} a échoué sans carte",
    "table.final.all_columns_closed": "aucune colonne ne peut plus prendre de nombre",
    "table.final.turns_left": {"one": "encore {n} tour", "other": "encore {n} tours"},
    "table.final.last_turn": "dernier tour de jeu",
    "die.row": "Dés : {symbols}",
    "die.none": "Aucun dé",
    "table.recap": "Depuis le dernier tour d’un joueur humain",
    "table.recap.wrote": "{name} a inscrit {number} en ligne {row}",
    "table.recap.wrote_cards": "{name} a joué {cards} et inscrit {number} en ligne {row}",
    "table.recap.failed": "{name} a raté : {reason}",
    "table.recap.failed_cards": "{name} a joué {cards} mais a raté : {reason}",
    "table.undo": "Annuler l’inscription de {name}",
    "table.outlook.fails.no_row": "S’arrêter maintenant échoue : aucune ligne libre ne prend {numbers}.",
    "table.outlook.fails.stopped_on_xxxx": "S’arrêter maintenant échoue : XXXX n’est pas un nombre.",
    "table.outlook.fails.impossible": "S’arrêter maintenant échoue.",
    "table.outlook.twin": "Une carte Jumeau pourrait encore le sauver.",
    "table.outlook.rows": "Si vous vous arrêtez : {places}.",
    "table.outlook.number": "{number} en ligne {rows}",
    "table.stop_fails": "échoue",
    "table.could": "peut prendre {numbers} si vous vous arrêtez",
    "table.cards.rescue": "Sauver avec une carte",
    "table.cards.now_failed": "Le tour a échoué : une carte peut le sauver, sinon passez les dés.",
    "table.cards.after_roll": "Jouables dès que vous avez lancé.",
    "table.cards.still_open": "Ce tour a échoué plus tôt : les cartes restent jouables jusqu’à sa fin.",
    "log.pass": "{name} passe les dés",
    "log.end": "Fin de la partie",
    "fail.impossible": "aucun nombre possible",
    "fail.stopped_on_xxxx": "arrêt sur XXXX",
    "fail.no_row": "aucune ligne libre",
    "announce.score": "{name} inscrit {number}.",
    "announce.fail": "Le tour de {name} a échoué.",
    "end.reason.seventh_number": "Une colonne a reçu sept nombres ; le tour a été terminé.",
    "end.reason.failed_without_cards": "Un joueur sans carte action a raté son tour ; le tour a été terminé.",
    "end.reason.all_columns_closed": "Plus aucune colonne ne pouvait recevoir de nombre.",
    "end.numbers": "Nombres",
    "end.bonus": "Bonus cartes",
    "end.sheet": "Feuille de marque finale",
    "help.title": "Comment jouer au Römisch Pokern",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Matériel",
        [
            "2 à 6 joueurs. Six dés, chacun avec les faces I, I, I, V, X, X.",
            "dice:I I I V X X|Les six faces de chaque dé",
            "Chaque joueur a une colonne de 7 lignes sur la feuille de marque et six cartes "
            "action, chacune utilisable une fois par partie.",
        ],
    ),
    (
        "Chiffres romains",
        [
            "Les dés lancés pendant le tour doivent former un nombre romain correct de 1 à 39 : "
            "au plus trois I de suite, seuls IV et IX soustraient, jamais deux V. Vous ne "
            "choisissez pas l’ordre des dés, seulement le nombre qu’ils forment.",
            "Certains dés se lisent de deux façons ; vous choisissez en inscrivant : I+V = 4 ou "
            "6, I+X = 9 ou 11, I+V+X = 14 ou 16, I+X+X = 19 ou 21, I+V+X+X = 24 ou 26, I+X+X+X "
            "= 29 ou 31, I+V+X+X+X = 34 ou 36.",
            "38 est impossible. Avec les six dés, seuls 28, 33 et 37 sont possibles.",
            "XXXX n’est pas encore un nombre, mais un I donne XXXIX = 39 : vous pouvez "
            "relancer. S’arrêter sur XXXX est un échec.",
        ],
    ),
    (
        "Un tour",
        [
            "Lancez un dé à la fois. Après chaque lancer, tant que les dés forment un nombre "
            "(ou XXXX), relancez un dé ou arrêtez-vous.",
            "Quand vous vous arrêtez, ou après le sixième dé, inscrivez un nombre formé par les "
            "dés dans une ligne vide de votre colonne. De haut en bas les nombres doivent "
            "croître strictement, et chaque nombre n’apparaît qu’une fois. Des lignes peuvent "
            "rester vides.",
            "Le tour échoue si les dés ne peuvent plus former de nombre (un quatrième I, un "
            "second V…) ou si aucune ligne ne peut recevoir le nombre. Passez alors les dés, ou "
            "sauvez le tour avec des cartes action.",
        ],
    ),
    (
        "Cartes action (une fois chacune)",
        [
            "Relancer les I : relancer tous les dés qui montrent I. Relancer le V : relancer le V.",
            "Relancer un dé : relancer un dé de votre choix. Écarter un dé : mettre un dé de "
            "côté, il ne compte plus.",
            "Jumeau : inscrire un nombre déjà présent dans votre colonne juste au-dessus ou "
            "au-dessous de lui.",
            "Joker : agit comme l’une des cinq autres cartes.",
        ],
    ),
    (
        "Exemple d’un tour",
        [
            "La colonne de Julia contient déjà 9 en ligne 2 et 20 en ligne 5. Elle lance un dé : "
            "X, puis un autre : I.",
            "dice:X I|X et I : 9 ou 11",
            "X et I se lisent de deux façons : IX = 9 ou XI = 11. Le 9 est déjà dans sa colonne ; "
            "le 11 irait en ligne 3 ou 4. Elle continue : V, puis encore V.",
            "dice:X I V V|Un second V : aucun nombre romain",
            "Deux V ne forment jamais un nombre : le tour échoue. Au lieu de passer les dés, elle "
            "joue « Relancer un dé » sur le second V. Il donne X.",
            "dice:X I V X|X, I, V, X : 24 ou 26",
            "Les dés se lisent maintenant 24 (XXIV) ou 26 (XXVI). Les deux vont sous le 20, en "
            "ligne 6 ou 7. Elle s’arrête et inscrit 24 en ligne 6, gardant la ligne 7 pour un "
            "nombre plus grand.",
        ],
    ),
    (
        "Fin et décompte",
        [
            "Quand un joueur inscrit son septième nombre, on termine le tour pour que chacun "
            "ait joué autant de fois, puis la partie s’arrête. De même quand un joueur sans "
            "carte rate son tour.",
            "Score : la somme de la colonne plus 5 points par carte action inutilisée. Le plus "
            "haut score gagne ; les égalités partagent la victoire.",
        ],
    ),
    (
        "Options",
        [
            "Plusieurs dés à la fois. Cartes sur tout résultat. L’ordre compte "
            " : un I lancé avant un V ou un X se soustrait, après il s’ajoute. XXXX "
            "strict : quatre X échouent aussitôt. Premier joueur fixe : sinon il est "
            "tiré au sort.",
        ],
    ),
]
