"""Römer: the French texts of its table, setup and rules help."""

MESSAGES: dict[str, str] = {
    "help.title": "Comment jouer au Römer",
    "setup.options": "Règles",
    "target.label": "Jouer jusqu’à",
    "target.points": "{n} points",
    "opt.caesar-trump.name": "César comme carte d’atout",
    "opt.caesar-trump.help": "Un César peut être posé comme carte d’atout d’un char.",
    "opt.cut-losers-keep.name": "Qui coupe garde son char",
    "opt.cut-losers-keep.help": "Dans un pli coupé, les joueurs qui ont coupé mais perdu gardent leur "
    "dernière carte.",
    "opt.optional-draw.name": "Piocher après un cheval est facultatif",
    "opt.optional-draw.help": "Après avoir ajouté un cheval, vous pouvez piocher une carte ou non.",
    "rules.target": "Le premier à atteindre {n} points gagne.",
    "rules.basics": "À votre tour : ajoutez un cheval à votre char, changez d’atout ou entamez un pli. "
    "Sept cartes dans un char terminent la manche.",
    "rules.caesar_yes": "Un César peut servir de carte d’atout.",
    "rules.caesar_no": "Un César ne peut pas servir de carte d’atout.",
    "rules.cut_keep": "Dans un pli coupé, les joueurs qui ont coupé mais perdu gardent leur char.",
    "rules.cut_lose": "Dans un pli coupé, chaque perdant cède la dernière carte de son char.",
    "rules.draw_optional": "Piocher après avoir ajouté un cheval est facultatif.",
    "rules.draw_always": "Vous piochez toujours après avoir ajouté un cheval.",
    "intro.title": "Les règles à cette table",
    "intro.players": "Joueurs : {names}",
    "intro.deal": "Distribuer les cartes",
    "colour.R": "rouge",
    "colour.B": "bleu",
    "colour.G": "vert",
    "colour.Y": "jaune",
    "colour.P": "violet",
    "card.name": "{combat} {colour} ({points})",
    "card.caesar": "César {colour}",
    "card.caesar_short": "0",
    "card.hidden": "carte face cachée",
    "banner.round": "Manche {n}",
    "banner.piles": "Pioche {draw} · défausse {discard}",
    "prompt.other": "C’est à {name} de jouer.",
    "prompt.trump": "Choisissez une carte et posez-la comme carte d’atout.",
    "prompt.turn": "Choisissez une carte : ajoutez-la comme cheval, faites-en votre nouvel atout "
    "ou entamez un pli avec elle.",
    "prompt.answer": "{name} a entamé : répondez avec n’importe quelle carte. Votre couleur d’atout coupe.",
    "prompt.final": "Vous seul avez encore des cartes : ajoutez des chevaux, puis arrêtez.",
    "chariot.title": "Chars",
    "chariot.label": {
        "one": "{name} : char de {n} carte, {cards} en main",
        "other": "{name} : char de {n} cartes, {cards} en main",
    },
    "chariot.horse": "cheval en position {n}, face cachée",
    "chariot.trump_colour": "couleur d’atout",
    "chariot.no_trump": "pas d’atout",
    "chariot.cards": "{n} en main",
    "chariot.points": "{n} pts",
    "chariot.peek": "Voir mes chevaux",
    "chariot.hide": "Cacher mes chevaux",
    "trick.title": "Le pli",
    "trick.led_by": "entamé par {name}",
    "trick.last": "Dernier pli",
    "trick.nothing": "rien",
    "trick.trump_of": "atout {colour}",
    "trick.draws": "Piochent : {names}",
    "hand.title": "Votre main ({n})",
    "hand.choose": "Touchez une carte pour voir ce que vous pouvez en faire.",
    "hand.selected": "Sélection : {card}.",
    "act.trump": "Poser comme atout",
    "act.horse": "Cheval, puis piocher",
    "act.horse-keep": "Cheval, sans piocher",
    "act.change": "Nouvel atout",
    "act.lead": "Entamer un pli",
    "hand.wait": "Vos cartes : vous jouez quand c’est votre tour.",
    "undo.card": "Reprendre {card}",
    "undo.moves": {
        "one": "Reprendre {n} coup",
        "other": "Reprendre {n} coups",
    },
    "trick.done": "Le pli est complet",
    "round.ending": "La manche est finie",
    "round.why_full": "Le char de {name} compte sept cartes : la manche est finie.",
    "round.why_stop": "{name} s’arrête : la manche est finie.",
    "round.why_stuck": "Plus personne ne peut jouer : la manche est finie.",
    "act.play": "Jouer cette carte",
    "act.stop": "Arrêter — finir la manche",
    "act.trump.what": "Face visible : sa couleur devient votre atout. Puis vous piochez.",
    "act.horse.what": "Face cachée à la place {place} ; une carte de votre atout ({colour}) y vaut "
    "×{times}. Puis vous piochez.",
    "act.horse-keep.what": "Face cachée à la place {place} ; une carte de votre atout ({colour}) y vaut "
    "×{times}. Vous ne piochez pas.",
    "act.change.what": {
        "one": "Votre char ({n} carte) part à la défausse ; cette carte en commence un nouveau.",
        "other": "Votre char ({n} cartes) part à la défausse ; cette carte en commence un nouveau.",
    },
    "act.lead.what": "Ouvre un pli : chacun répond ; la plus forte carte de sa couleur gagne, sauf si "
    "quelqu’un coupe.",
    "act.play.what": "Même couleur : vous fournissez ; {colour}, votre atout : vous coupez ; sinon vous "
    "vous défaussez.",
    "act.play.what_none": "Même couleur : vous fournissez ; sinon vous vous défaussez.",
    "act.stop.what": "Termine la manche : tous les chars sont retournés et comptés.",
    "hint.button": "Conseil",
    "hint.lay_trump": {
        "one": "Posez {card} comme carte d’atout : vous avez {n} carte de cette couleur ({colour}).",
        "other": "Posez {card} comme carte d’atout : vous avez {n} cartes de cette couleur ({colour}).",
    },
    "hint.change_trump": {
        "one": "Changez d’atout pour {card} : cette couleur ({colour}) convient mieux à votre main ; {n} "
        "carte de votre char part à la défausse.",
        "other": "Changez d’atout pour {card} : cette couleur ({colour}) convient mieux à votre main ; {n} "
        "cartes de votre char partent à la défausse.",
    },
    "hint.add_horse": "Ajoutez {card} comme cheval à la place {position} : il vaudra {points} points en "
    "fin de manche.",
    "hint.add_horse.draw": "Puis piochez.",
    "hint.add_horse.keep": "Ne piochez pas.",
    "hint.stop": "Arrêtez-vous : aucune carte de votre main ne vaut plus la peine ; la manche se termine.",
    "hint.lead": "Entamez avec {card} (force {combat}).",
    "hint.lead.free": "Personne d’autre n’a cette couleur comme atout : les autres ne peuvent que fournir "
    "ou couper.",
    "hint.cut": "Coupez avec {card} : elle bat {beats}, vous gagnez le pli sauf si une coupe plus forte "
    "suit.",
    "hint.cut.takes": "Vous prenez {cards}.",
    "hint.cut_keep": "Coupez avec {card} : {beaten_by} est plus forte, mais vous gardez votre char.",
    "hint.follow_high": "Fournissez avec {card} : elle bat {beats}, la meilleure carte jusqu’ici.",
    "hint.follow_low": "Fournissez avec {card}, votre plus petite carte de la couleur demandée : fournir "
    "ne coûte jamais de carte du char.",
    "hint.throw": "Défaussez {card} : c’est la carte dont vous avez le moins besoin.",
    "hint.throw.loses": "Une coupe est déjà posée : la dernière carte de votre char va à son gagnant.",
    "log.trump": "{name} pose {card} comme carte d’atout",
    "log.horse": "{name} ajoute un cheval",
    "log.change": {
        "one": "{name} change d’atout pour {card} ({n} carte défaussée)",
        "other": "{name} change d’atout pour {card} ({n} cartes défaussées)",
    },
    "log.lead": "{name} entame avec {card}",
    "log.play": "{name} joue {card}",
    "log.play_nothing": "{name} n’a aucune carte à jouer",
    "log.won": "{name} remporte le pli",
    "log.won_cut": "{name} remporte le pli coupé",
    "log.lost": "{name} perd une carte au profit de {winner}",
    "log.lost_discard": "{name} perd une carte dans la défausse",
    "log.stop": "{name} s’arrête",
    "announce.round": "La manche est terminée : {points}.",
    "round.title": "Fin de la manche {n}",
    "round.team": "Char",
    "round.points": "Points",
    "round.next": "Manche suivante",
    "round.last": "Dernière manche",
    "sheet.title": "Feuille de score",
    "sheet.round": "Manche {n}",
    "sheet.total": "Total",
    "sheet.target": "jusqu’à {n}",
}

HELP: list[tuple[str, list[str]]] = [
    (
        "Cartes et chars",
        [
            "105 cartes en cinq couleurs. Chaque couleur compte sept Césars et des cartes numérotées avec "
            "une valeur de combat (1 à 7) et des points (III, V, X, XX) : plus la carte est faible, plus "
            "elle rapporte.",
            "Chaque joueur construit un char : une carte d’atout face visible, puis des chevaux face "
            "cachée derrière elle. La couleur de votre carte d’atout est votre couleur d’atout.",
        ],
    ),
    (
        "Votre tour",
        [
            "Ajoutez un cheval (une carte face cachée au bout de votre char, puis piochez), changez "
            "d’atout (défaussez tout votre char et posez une nouvelle carte d’atout) ou entamez un pli.",
            "Dans un pli, chaque autre joueur répond avec n’importe quelle carte. Une carte de votre "
            "propre couleur d’atout coupe, sauf si cette couleur a été entamée.",
        ],
    ),
    (
        "Les plis",
        [
            "Pli non coupé : la plus forte carte de la couleur d’entame l’emporte ; tous ceux qui ont "
            "suivi piochent. Pli coupé : la plus forte carte qui coupe l’emporte et seul le gagnant pioche.",
            "Dans un pli coupé, quiconque n’a ni suivi ni coupé perd la dernière carte de son char au "
            "profit du gagnant, face cachée. Un joueur qui perd sa carte d’atout en pose aussitôt une "
            "nouvelle.",
        ],
    ),
    (
        "Le score",
        [
            "La manche se termine dès qu’un char compte sept cartes. Chaque carte rapporte ses points ; "
            "les cartes de la couleur d’atout du propriétaire sont multipliées par leur position : un XX "
            "en position 7 rapporte 140.",
            "Les scores s’additionnent d’une manche à l’autre ; le premier à atteindre l’objectif gagne.",
        ],
    ),
]
