"""Catalogue français."""

LANGUAGE_NAME = "Français"

MESSAGES: dict[str, str] = {
    "app.title": "Ludi",
    "app.tagline": "Jeux romains pour la table — hors ligne, dans le navigateur",
    "nav.home": "Accueil",
    "nav.rules": "Règles",
    "nav.language": "Langue",
    "nav.speed": "Vitesse",
    "speed.off": "Aucune",
    "speed.fast": "Rapide",
    "speed.normal": "Normale",
    "speed.slow": "Lente",
    "home.heading": "Choisissez un jeu",
    "home.play": "Jouer",
    "home.rules": "Règles du jeu",
    "home.soon": "Bientôt",
    "home.players": "{min} à {max} joueurs",
    "game.romisch-pokern.name": "Römisch Pokern",
    "game.romisch-pokern.blurb": "Dés romains. Lancez I, V et X un à un, formez un nombre "
    "et inscrivez-le dans votre colonne — toujours croissante de haut en bas.",
    "game.romme.name": "Rommé / Rami",
    "game.romme.blurb": "Le rami à deux jeux avec jokers : posez séries et suites, finissez le premier.",
    "game.romer.name": "Römer",
    "game.romer.blurb": "Un troisième jeu de table romain, en préparation.",
    "home.resume.title": "Une partie vous attend",
    "home.resume.text": "{game} : {players} — tour {round}",
    "home.resume.button": "Reprendre la partie",
    "home.resume.discard": "Abandonner",
    "corrupt.title": "La partie enregistrée ne peut pas être chargée",
    "corrupt.json": "Le texte enregistré n’est pas un enregistrement de partie valide : {reason}",
    "corrupt.illegal": "Le coup {index} de la partie enregistrée n’est pas permis : {reason}",
    "corrupt.unknown_game": "La partie enregistrée concerne un jeu que cette version ne connaît pas "
    "({game}).",
    "corrupt.invalid": "L’enregistrement n’est pas valide : {reason}",
    "corrupt.keep": "Rien n’a été effacé. Copiez ou téléchargez l’enregistrement (par exemple pour "
    "signaler un bogue), puis supprimez-le pour libérer la place.",
    "corrupt.label": "Enregistrement (lecture seule)",
    "corrupt.download": "Télécharger l’enregistrement",
    "corrupt.discard": "Supprimer la partie enregistrée",
    "setup.heading": "Nouvelle partie",
    "setup.players": "Joueurs",
    "setup.seat": "Place {n}",
    "setup.name": "Nom",
    "setup.kind": "Qui joue",
    "setup.human": "Humain",
    "setup.bot": "Robot",
    "setup.level": "Niveau",
    "setup.add": "Ajouter un joueur",
    "setup.remove": "Retirer",
    "setup.remove_label": "Retirer la place {n}",
    "setup.options": "Options",
    "setup.start": "Commencer la partie",
    "setup.back": "Retour",
    "setup.error.name": "Chaque joueur doit avoir un nom.",
    "setup.count": "{n} joueurs (2 à 6)",
    "level.easy": "Facile",
    "level.normal": "Moyen",
    "level.strong": "Fort",
    "opt.roll-several.name": "Plusieurs dés à la fois",
    "opt.roll-several.help": "Choisissez combien des dés restants lancer ensemble (RP‑50).",
    "opt.cards-on-valid.name": "Cartes sur tout résultat",
    "opt.cards-on-valid.help": "Les cartes action peuvent être jouées après n’importe quel lancer, pas "
    "seulement après un échec (RP‑51).",
    "opt.order-matters.name": "L’ordre compte",
    "opt.order-matters.help": "L’ordre des lancers fixe la lecture : un I lancé avant un V ou un X se "
    "soustrait (IV, IX), après il s’ajoute (VI, XI) (RP‑52).",
    "opt.strict-xxxx.name": "XXXX strict",
    "opt.strict-xxxx.help": "Quatre X échouent aussitôt au lieu d’attendre un I pour XXXIX (RP‑53).",
    "opt.fixed-start.name": "Premier joueur fixe",
    "opt.fixed-start.help": "La première place commence ; sinon le premier joueur est tiré au sort.",
    "table.turn": "À {name} de jouer",
    "table.thinking": "{name} (robot) joue…",
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
    "table.choose_number": "Les dés se lisent de deux façons. Choisissez le nombre à inscrire :",
    "table.choose_row": "Inscrire {number} : choisissez une ligne en surbrillance dans la colonne de {name}.",
    "table.no_row_for": "aucune ligne libre",
    "table.twin_active": "Jumeau actif : un nombre peut être inscrit une seconde fois juste à côté de lui.",
    "table.failed.title": "Tour raté",
    "table.failed.impossible": "Ces dés ne pourront jamais former un nombre romain ({symbols}).",
    "table.failed.stopped_on_xxxx": "Arrêt sur XXXX : quatre X ne forment pas un nombre.",
    "table.failed.no_row": "Aucune ligne de la colonne ne peut recevoir {numbers}.",
    "table.pass": "Passer les dés",
    "table.or_card": "…ou jouez une carte action pour changer le résultat.",
    "table.no_cards_left": "Plus aucune carte action.",
    "table.cards": "Cartes action — {name}",
    "table.cards.when_failed": "Jouables seulement après un tour raté.",
    "table.cards.when_any": "Jouables après tout lancer (option RP‑51).",
    "table.card_used": "utilisée",
    "table.pick_die": "{card} : choisissez un dé.",
    "table.pick_joker": "Le joker agit comme :",
    "table.cancel": "Annuler",
    "table.sheet": "Feuille de marque",
    "table.row": "Ligne {n}",
    "table.sum": "Nombres",
    "table.bonus": "Cartes (+{bonus} chacune)",
    "table.total": "Total",
    "table.write": "Inscrire {number} en ligne {row}",
    "table.log": "Coups joués",
    "table.log_empty": "Aucun coup pour l’instant.",
    "table.bot": "Robot · {level}",
    "table.human": "Humain",
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
    "card.twin.help": "Inscrire un nombre déjà présent dans votre colonne juste au-dessus ou au-dessous de "
    "lui.",
    "card.joker.name": "Joker",
    "card.joker.help": "Agit comme l’une des cinq autres cartes.",
    "log.roll": "{name} lance {symbols}",
    "log.stop": "{name} s’arrête",
    "log.score": "{name} inscrit {number} en ligne {row}",
    "log.fail": "Le tour de {name} échoue : {reason}",
    "log.card": "{name} joue « {card} »",
    "log.joker": "{name} joue le joker comme « {card} »",
    "log.pass": "{name} passe les dés",
    "log.end": "Fin de la partie",
    "fail.impossible": "aucun nombre possible",
    "fail.stopped_on_xxxx": "arrêt sur XXXX",
    "fail.no_row": "aucune ligne libre",
    "announce.score": "{name} inscrit {number}.",
    "announce.fail": "Le tour de {name} a échoué.",
    "announce.end": "Fin de la partie. {winner}",
    "end.heading": "Fin de la partie",
    "end.reason.seventh_number": "Une colonne a reçu sept nombres ; le tour a été terminé.",
    "end.reason.failed_without_cards": "Un joueur sans carte action a raté son tour ; le tour a été terminé.",
    "end.reason.all_columns_closed": "Plus aucune colonne ne pouvait recevoir de nombre.",
    "end.winner": "{name} gagne !",
    "end.tie": "{names} se partagent la victoire !",
    "end.place": "Place",
    "end.player": "Joueur",
    "end.numbers": "Nombres",
    "end.bonus": "Bonus cartes",
    "end.total": "Total",
    "end.again": "Rejouer",
    "end.home": "Accueil",
    "end.sheet": "Feuille de marque finale",
    "help.title": "Comment jouer au Römisch Pokern",
    "help.close": "Fermer",
    "list.and": " et ",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Matériel",
        [
            "2 à 6 joueurs. Six dés, chacun avec les faces I, I, I, V, X, X.",
            "Chaque joueur a une colonne de 7 lignes sur la feuille de marque et six cartes action, "
            "chacune utilisable une fois par partie.",
        ],
    ),
    (
        "Chiffres romains",
        [
            "Les dés lancés pendant le tour doivent former un nombre romain correct de 1 à 39 : au plus "
            "trois I de suite, seuls IV et IX soustraient, jamais deux V. Vous ne choisissez pas l’ordre "
            "des dés, seulement le nombre qu’ils forment.",
            "Certains dés se lisent de deux façons ; vous choisissez en inscrivant : I+V = 4 ou 6, "
            "I+X = 9 ou 11, I+V+X = 14 ou 16, I+X+X = 19 ou 21, I+V+X+X = 24 ou 26, I+X+X+X = 29 ou 31, "
            "I+V+X+X+X = 34 ou 36.",
            "38 est impossible. Avec les six dés, seuls 28, 33 et 37 sont possibles.",
            "XXXX n’est pas encore un nombre, mais un I donne XXXIX = 39 : vous pouvez relancer. "
            "S’arrêter sur XXXX est un échec.",
        ],
    ),
    (
        "Un tour",
        [
            "Lancez un dé à la fois. Après chaque lancer, tant que les dés forment un nombre (ou XXXX), "
            "relancez un dé ou arrêtez-vous.",
            "Quand vous vous arrêtez, ou après le sixième dé, inscrivez un nombre formé par les dés dans une "
            "ligne vide de votre colonne. De haut en bas les nombres doivent croître strictement, et chaque "
            "nombre n’apparaît qu’une fois. Des lignes peuvent rester vides.",
            "Le tour échoue si les dés ne peuvent plus former de nombre (un quatrième I, un second V…) ou "
            "si aucune ligne ne peut recevoir le nombre. Passez alors les dés, ou sauvez le tour avec des "
            "cartes action.",
        ],
    ),
    (
        "Cartes action (une fois chacune)",
        [
            "Relancer les I : relancer tous les dés qui montrent I. Relancer le V : relancer le V.",
            "Relancer un dé : relancer un dé de votre choix. Écarter un dé : mettre un dé de côté, il ne "
            "compte plus.",
            "Jumeau : inscrire un nombre déjà présent dans votre colonne juste au-dessus ou au-dessous de "
            "lui.",
            "Joker : agit comme l’une des cinq autres cartes.",
        ],
    ),
    (
        "Fin et décompte",
        [
            "Quand un joueur inscrit son septième nombre, on termine le tour pour que chacun ait joué autant "
            "de fois, puis la partie s’arrête. De même quand un joueur sans carte rate son tour.",
            "Score : la somme de la colonne plus 5 points par carte action inutilisée. Le plus haut score "
            "gagne ; les égalités partagent la victoire.",
        ],
    ),
    (
        "Options",
        [
            "Plusieurs dés à la fois (RP‑50). Cartes sur tout résultat (RP‑51). L’ordre compte (RP‑52) : "
            "un I "
            "lancé avant un V ou un X se soustrait, après il s’ajoute. XXXX strict (RP‑53) : quatre X "
            "échouent aussitôt. Premier joueur fixe : sinon il est tiré au sort.",
        ],
    ),
]

DEFAULT_NAMES = ("Julia", "Marcus", "Livia", "Gaius", "Octavia", "Lucius")
