"""Textes français des premières manches guidées (clés ``guide.`` ; ``{p0}``… sont les joueurs)."""

MESSAGES: dict[str, str | dict[str, str]] = {
    "guide.title": "Apprendre à jouer",
    "guide.count": "étape {n} sur {total}",
    "guide.next": "Suivant",
    "guide.play_on": "Continuer contre les robots",
    "guide.real_game": "Commencer une vraie partie",
    "guide.summary.title": "Ce que vous avez appris",
    "guide.new_game": "Nouvelle partie",
    "guide.watch": "Regardez : les autres jouent.",
    "guide.read_first": "Lisez d’abord ceci, puis touchez Suivant.",
    "guide.not_this": "Vous alliez {move} : ce n’est pas cette étape.",
    "guide.not_this_plain": "Ce n’est pas cette étape.",
    "guide.illegal": "Ce coup n’est pas permis maintenant.",
    "guide.off_script": "La manche a quitté le guide : jouez comme vous voulez.",
    # Römer
    "guide.romer.welcome": (
        "Bienvenue dans Römer ! Chacun mène un char : un atout visible, puis jusqu’à six chevaux "
        "(places ×2 à ×7). Sept cartes finissent la manche. Le vôtre est entouré, en bas."
    ),
    "guide.romer.trump": "Choisissez d’abord votre couleur d’atout. Vous avez surtout du vert : touchez "
    "votre 6 vert.",
    "guide.romer.trump_wrong": "Prenez le 6 vert : le vert est la couleur que vous avez le plus.",
    "guide.romer.then": "Touchez maintenant « {button} ».",
    "guide.romer.trump_done": "Le vert est votre atout : les cartes vertes de votre char compteront "
    "fois leur place (×2 à ×7). Vous avez pioché une carte.",
    "guide.romer.others_trump": "{p1} a choisi le violet, {p2} le bleu : les atouts sont visibles. "
    "Chaque couleur a sa forme : rouge ●, bleu ■, vert ▲, jaune ◆, violet ★. Vous commencez.",
    "guide.romer.values": "Lisez une carte : le grand chiffre est sa force dans un pli, le chiffre romain "
    "ses points dans un char. Ils vont en sens inverse : votre 1 vert vaut XX, votre 7 vert III.",
    "guide.romer.horse": "Ajoutez un cheval à votre char : touchez votre 1 vert. Faible dans un pli, il "
    "vaut XX = 20 points.",
    "guide.romer.horse_wrong": "Cette étape ajoute le 1 vert comme cheval, puis pioche : en place ×2, un "
    "XX vert compte 20 × 2 = 40.",
    "guide.romer.horse_done": "Votre cheval est face cachée : vous seul le connaissez. En place ×2, il "
    "comptera 40 points en fin de manche. Vous avez pioché.",
    "guide.romer.cut": "{p1} a entamé en rouge, {p2} a joué du jaune. Rien ne vous oblige à fournir. "
    "Coupez avec votre atout : touchez votre 7 vert.",
    "guide.romer.cut_wrong": "Ici le 7 vert coupe : le vert est votre atout et 7 la plus forte valeur, "
    "il gagne donc le pli.",
    "guide.romer.cut_done": "Vous coupez avec votre atout : le pli est à vous ! {p2} n’a ni fourni "
    "rouge ni coupé : la dernière carte de son char termine maintenant le vôtre, face cachée. Seul le "
    "gagnant pioche.",
    "guide.romer.new_trump": "{p2} a perdu son atout : elle en a posé un nouveau aussitôt. Vous avez "
    "gagné le pli : vous entamez le suivant.",
    "guide.romer.lead": "Entamez un pli : touchez votre 7 jaune, la plus forte carte jaune.",
    "guide.romer.lead_wrong": "Entamez avec le 7 jaune : 7 est la plus forte valeur, personne ne le bat "
    "en jaune.",
    "guide.romer.lead_done": "Personne n’a coupé : le plus fort jaune gagne, votre 7. Chaque joueur qui a "
    "fourni du jaune pioche. Personne ne perd de carte de char : seul un pli coupé en prend.",
    "guide.romer.end": "Voilà Römer : à votre tour, ajoutez un cheval, changez d’atout ou entamez un pli. "
    "Quand un char a sept cartes, chaque carte compte, fois sa place si elle est de votre atout.",
    "guide.romer.tried.trump": "poser le {card} comme atout",
    "guide.romer.tried.horse": "ajouter le {card} comme cheval",
    "guide.romer.tried.horse-keep": "ajouter le {card} comme cheval sans piocher",
    "guide.romer.tried.change": "faire du {card} votre nouvel atout",
    "guide.romer.tried.lead": "entamer avec le {card}",
    "guide.romer.tried.play": "jouer le {card}",
    "guide.romer.caesar": "Votre ♛ violet est un César, sept par couleur. Force 0 : toute carte de sa "
    "couleur le bat. Points 0 : il ne rapporte rien, mais occupe une place dans un char.",
    "guide.romer.keep": "Comme {p2}, vous pouvez perdre la dernière carte de votre char dans un pli "
    "coupé. Mettez au bout le César, qui ne vaut rien, sans piocher : touchez votre César violet.",
    "guide.romer.keep_wrong": "Cette étape ajoute le César violet comme cheval, sans piocher : en dernière "
    "place, il est tout ce qu’un pli coupé peut vous prendre.",
    "guide.romer.keep_done": "Un pli coupé ne peut plus vous prendre que le César. Vous n’avez pas pioché : "
    "plus de cartes gagnent plus de plis, on pioche donc souvent ; quand nul autre n’a de cartes, nul ne "
    "pioche.",
    "guide.romer.summary": "Vous avez posé un atout, ajouté des chevaux, coupé et entamé un pli. Vous "
    "savez maintenant :",
    "guide.romer.concept.chariot": "Votre char : une carte d’atout visible, puis des chevaux aux places "
    "×2…×7",
    "guide.romer.concept.trump": "Votre atout : la couleur de la carte posée face visible",
    "guide.romer.concept.purple": "Cinq couleurs, chacune avec sa forme : rouge ●, bleu ■, vert ▲, "
    "jaune ◆, violet ★",
    "guide.romer.concept.strength_points": "Grand chiffre : force dans un pli ; chiffre romain : points. "
    "Un 1 vaut XX, un 7 seulement III",
    "guide.romer.concept.horse": "Un cheval de votre atout compte ses points fois sa place",
    "guide.romer.concept.cut": "Couper avec votre atout ; qui n’a ni fourni ni coupé perd une carte de son "
    "char",
    "guide.romer.concept.lead": "Entamer : la plus forte carte de la couleur gagne, sauf si quelqu’un coupe",
    "guide.romer.concept.caesar": "César ♛ : force 0 et 0 point, une dernière carte sans risque pour "
    "votre char",
    "guide.romer.concept.horse_no_draw": "« Cheval, sans piocher » : piocher après un cheval est au choix",
    # Rommé
    "guide.romme.welcome": (
        "Bienvenue au Rami ! Posez vos cartes en suites (3 ou plus qui se suivent, d’une couleur)"
        " et en séries (3 ou 4 de même valeur). Main vide : manche gagnée."
    ),
    "guide.romme.take": "Un tour commence par une carte, de la pioche ou de la défausse. Le 4♥ de la "
    "défausse comble le trou dans vos 2♥ 3♥ 5♥ 6♥ : touchez-le pour le prendre.",
    "guide.romme.take_wrong": "Prenez le 4♥ de la défausse : il comble le trou entre votre 3♥ et votre 5♥.",
    "guide.romme.run": "2♥ 3♥ 4♥ 5♥ 6♥ est une suite : trois cartes ou plus qui se suivent, d’une seule "
    "couleur. Touchez ces cinq cartes.",
    "guide.romme.run_wrong": "Choisissez exactement 2♥ 3♥ 4♥ 5♥ 6♥ : cinq cœurs qui se suivent font une "
    "suite.",
    "guide.romme.then_meld": "Touchez maintenant « {button} ».",
    "guide.romme.set": "Cette suite vaut 20, mais la première pose doit atteindre 30. Ajoutez une série : "
    "vos quatre 9, un de chaque couleur, 36 points. Touchez-les.",
    "guide.romme.set_wrong": "Choisissez vos quatre 9 : même valeur, chaque couleur une fois, ils font une "
    "série.",
    "guide.romme.come_out": "Vos combinaisons attendent ici : 20 + 36 = 56 points, au moins les 30 d’une "
    "première pose. Touchez « Valider la pose » pour les poser sur la table.",
    "guide.romme.come_out_wrong": "Mettez maintenant votre première pose sur la table : touchez "
    "« Valider la pose ».",
    "guide.romme.discard": "Un tour finit par une carte défaussée. Votre R♣ ne va avec rien et coûterait "
    "10 points si {p1} finissait : touchez-le.",
    "guide.romme.discard_wrong": "Défaussez le R♣ : il ne va avec aucune de vos cartes, et les fortes cartes "
    "restées en main coûtent le plus.",
    "guide.romme.then_discard": "Touchez maintenant le bouton rouge pour défausser.",
    "guide.romme.draw": "{p1} a pioché et défaussé le 7♣ : il ne vous sert à rien. Touchez la pioche, la "
    "pile face cachée, pour prendre sa carte du dessus.",
    "guide.romme.draw_wrong": "Piochez : le 7♣ de la défausse ne va avec aucune de vos cartes.",
    "guide.romme.joker": "Vous avez pioché un joker, montré ★. Dans une combinaison, il remplace la carte "
    "qui manque et en prend la valeur : ★R♠ sur la table est le joker comme R♠.",
    "guide.romme.joker_meld": "Il manque un troisième pique à vos V♠ et D♠ : le ★ peut l’être. Touchez V♠, "
    "D♠ et le ★.",
    "guide.romme.joker_meld_wrong": "Posez V♠ D♠ ★R♠, le joker comme R♠ : cette suite pourra encore prendre "
    "un 10♠ devant ou un A♠ après.",
    "guide.romme.then_joker": "Le ★ pourrait être le 10♠ ou le R♠ : la table demande « {question} » "
    "Touchez « {choice} ».",
    "guide.romme.discard_high": "Finissez votre tour : défaussez le 8♦ et gardez le 2♣. Si {p1} finit avant "
    "vous, vos cartes en main comptent contre vous : les fortes d’abord.",
    "guide.romme.discard_high_wrong": "Défaussez le 8♦ : en main, il coûterait 8 points, le 2♣ seulement 2.",
    "guide.romme.draw_again": "{p1} a défaussé le 6♠ : il ne vous sert à rien. Piochez de nouveau.",
    "guide.romme.draw_again_wrong": "Piochez : le 6♠ ne va sur aucune combinaison de la table.",
    "guide.romme.layoff": "Vous avez pioché le 10♠. Après votre première pose, vous pouvez compléter toute "
    "combinaison de la table, la vôtre ou celle de {p1}. Touchez votre 10♠.",
    "guide.romme.then_layoff": "Touchez maintenant la suite {meld} sur la table : le 10♠ va devant le V♠.",
    "guide.romme.layoff_wrong": "Ajoutez le 10♠ à la suite V♠ D♠ ★R♠ de la table : il va devant le V♠.",
    "guide.romme.go_out": "Plus qu’une carte : défaussez-la et vous finissez, vainqueur de la manche. "
    "Touchez votre 2♣.",
    "guide.romme.go_out_wrong": "Défaussez votre dernière carte, le 2♣ : le premier qui n’a plus de carte "
    "gagne la manche.",
    "guide.romme.then_go_out": "Touchez maintenant « {button} » : sans carte, vous gagnez la manche.",
    "guide.romme.end": (
        "Rami ! Vous gagnez la manche. {p1} compte ses cartes en main en points négatifs (joker :"
        " 20). On joue jusqu’à ce que quelqu’un dépasse 500 : le moins de points gagne."
    ),
    "guide.romme.tried.stock": "piocher",
    "guide.romme.tried.pile": "prendre la défausse",
    "guide.romme.tried.meld": "poser {cards}",
    "guide.romme.tried.discard": "défausser {card}",
    "guide.romme.tried.layoff": "ajouter {card} à une combinaison",
    "guide.romme.tried.come_out": "valider la pose",
    "guide.romme.tried.take_back": "reprendre votre première pose",
    "guide.romme.summary": "Vous avez pris la défausse, posé une suite et une série, placé un joker et fini "
    "la manche. Vous savez maintenant :",
    "guide.romme.concept.turn": "Un tour : piocher une carte, poser, en défausser une",
    "guide.romme.concept.take_discard": "Prendre la défausse : sa carte du dessus, si elle vous sert",
    "guide.romme.concept.run": "Une suite : trois cartes ou plus qui se suivent, d’une couleur",
    "guide.romme.concept.set": "Une série : trois ou quatre de même valeur, chaque couleur une fois",
    "guide.romme.concept.first_meld": "La première pose : vos combinaisons valent au moins 30 points",
    "guide.romme.concept.joker": "Le joker ★ : toute carte qui manque ; la table demande où il va",
    "guide.romme.concept.lay_off": "Compléter : ajouter des cartes à toute combinaison de la table",
    "guide.romme.concept.go_out": "Finir : défausser sa dernière carte et gagner la manche",
    # Römisch Pokern
    "guide.pokern.welcome": "Bienvenue dans Römisch Pokern ! Chaque dé montre I, I, I, V, X ou X. Lancez "
    "les dés un à un : ensemble, ils forment un nombre romain à inscrire sur la feuille de marque.",
    "guide.pokern.roll": "Touchez « Lancer » pour lancer votre premier dé.",
    "guide.pokern.roll_wrong": "Lancez d’abord : un dé de plus peut donner un plus grand nombre.",
    "guide.pokern.ten": "X : dix. Les dés lancés ce tour se lisent toujours comme un seul nombre romain, "
    "affiché sous les dés : ici 10. Chaque nouveau dé le change.",
    "guide.pokern.roll_two": "Lancez un deuxième dé : touchez « Lancer ».",
    "guide.pokern.two_ways": "X et I se lisent de deux façons : IX = 9 ou XI = 11. Vous ne choisissez "
    "jamais l’ordre des dés, seulement le nombre qu’ils forment, au moment de l’inscrire.",
    "guide.pokern.risk": "Plus de dés, de plus grands nombres ; mais un dé qui ne forme aucun nombre romain "
    "termine le tour (un second V, un quatrième I). Osez : touchez « Lancer ».",
    "guide.pokern.risk_wrong": "Relancez encore : avec X et I, aucun dé ne peut encore gâcher le nombre.",
    "guide.pokern.nineteen": "X, I, X : XIX = 19 ou XXI = 21. Les cases vides de votre colonne montrent où "
    "chaque nombre pourrait aller si vous vous arrêtiez maintenant.",
    "guide.pokern.stop": "21 est un bon nombre pour un tour. Arrêtez-vous et inscrivez-le : touchez "
    "« S’arrêter ».",
    "guide.pokern.stop_wrong": "Arrêtez-vous ici : 21 est un bon premier nombre, et l’inscrire est la suite.",
    "guide.pokern.write": "Les dés donnent 19 ou 21 : choisissez le nombre à inscrire. Touchez 21.",
    "guide.pokern.then_row": "Touchez maintenant la ligne {row} : au milieu, le {number} laisse de la "
    "place aux plus petits nombres au-dessus et aux plus grands en dessous.",
    "guide.pokern.write_wrong": "Inscrivez 21 à la ligne 4 : au milieu, il laisse de la place au-dessus "
    "et en dessous.",
    "guide.pokern.order": (
        "Votre colonne croît de haut en bas, chaque nombre une fois : au-dessus du 21, de plus "
        "petits ; en dessous, de plus grands. Une ligne peut rester vide. Au tour de {p1}."
    ),
    "guide.pokern.bot": "{p1} a fait X et V, s’est arrêté sur XV = 15 et l’a inscrit à la ligne 3. "
    "À vous de nouveau.",
    "guide.pokern.again": "Votre deuxième tour : touchez « Lancer ».",
    "guide.pokern.five": "V : cinq. Le 5 n’irait qu’au-dessus de votre 21, lignes 1 à 3. Lancez encore : "
    "touchez « Lancer ».",
    "guide.pokern.five_wrong": "Lancez encore : un V seul ne vaut que 5.",
    "guide.pokern.failed": "Un second V : deux V ne forment jamais un nombre romain, votre tour a échoué. "
    "Passez les dés sans rien inscrire, ou sauvez le tour avec l’une de vos six cartes action.",
    "guide.pokern.card": "Chaque carte ne sert qu’une fois par partie. Touchez « Relancer un dé » : elle "
    "relance le dé de votre choix.",
    "guide.pokern.then_die": "Touchez maintenant le second V : il sera relancé.",
    "guide.pokern.cancel": "Touchez d’abord « Annuler », puis « Relancer un dé ».",
    "guide.pokern.card_wrong": "Relancez le second V avec « Relancer un dé » : seul ce dé a gâché le nombre.",
    "guide.pokern.rescued": "Le V est devenu un X : V et X donnent XV = 15, et votre tour continue. Une "
    "carte jamais jouée vaut 5 points à la fin.",
    "guide.pokern.stop_again": "Arrêtez-vous et inscrivez le 15 : touchez « S’arrêter ».",
    "guide.pokern.stop_again_wrong": "Arrêtez-vous : le 15 tient encore au-dessus de votre 21.",
    "guide.pokern.write_again": "Le 15 doit aller au-dessus de votre 21 : touchez la ligne 3. Les lignes 1 "
    "et 2 restent libres pour de plus petits nombres.",
    "guide.pokern.write_again_wrong": "Inscrivez 15 à la ligne 3 : juste au-dessus du 21, il garde les "
    "lignes 1 et 2 pour les petits nombres.",
    "guide.pokern.end": "Voilà Römisch Pokern ! Quand une colonne compte sept nombres, on finit le tour de "
    "table et la partie s’arrête. Score : vos nombres plus 5 par carte inutilisée.",
    "guide.pokern.bot_again": "{p1} a fait X et X et a inscrit XX = 20 à la ligne 4. À vous : un second "
    "sauvetage à apprendre.",
    "guide.pokern.third": "Votre troisième tour : touchez « Lancer ».",
    "guide.pokern.five_again": "Encore un V : 5 irait à la ligne 1 ou 2. Lancez encore une fois et voyez "
    "ce qui arrive.",
    "guide.pokern.failed_again": "Encore deux V : échec. Il vous reste cinq cartes, chacune pour un souci "
    "différent. Les voici, une à une.",
    "guide.pokern.about.reroll_v": "« Relancer le V » relancerait ici chaque V : les deux dés, une "
    "nouvelle chance.",
    "guide.pokern.about.reroll_i": "« Relancer les I » relance chaque dé montrant un I : quand des I "
    "gâchent un nombre. Aucun I ici.",
    "guide.pokern.about.twin": "« Jumeau » inscrit une seconde fois un nombre de votre colonne, juste "
    "au-dessus ou au-dessous de lui.",
    "guide.pokern.about.joker": "Le Joker agit comme l’une des cinq autres cartes : gardez-le pour le "
    "souci qu’aucune autre ne règle.",
    "guide.pokern.drop": "Touchez « Écarter un dé », puis le second V : ce dé ne compte plus, il reste V "
    "= 5.",
    "guide.pokern.drop_wrong": "Écartez le second V avec « Écarter un dé » : les autres cartes sauveront "
    "peut-être un plus grand nombre.",
    "guide.pokern.then_drop": "Touchez maintenant le second V : il est écarté.",
    "guide.pokern.stop_five": "V = 5 va à la ligne 1 ou 2. Arrêtez-vous : touchez « S’arrêter ».",
    "guide.pokern.stop_five_wrong": "Arrêtez-vous : un 5 tient au-dessus de votre 15.",
    "guide.pokern.write_five": "Inscrivez 5 à la ligne 1 : touchez la ligne 1. Les plus petits nombres "
    "vont en haut.",
    "guide.pokern.write_five_wrong": "Inscrivez 5 à la ligne 1 : la ligne 2 reste libre pour un nombre "
    "entre 5 et 15.",
    "guide.pokern.summary": "Vous avez lancé, lu, arrêté, inscrit et sauvé deux tours échoués. Vous savez "
    "maintenant :",
    "guide.pokern.concept.readings": "Les dés forment un nombre romain, parfois de deux façons",
    "guide.pokern.concept.stop": "S’arrêter à temps : un dé qui ne forme aucun nombre fait échouer le tour",
    "guide.pokern.concept.column": "Votre colonne monte de haut en bas, chaque nombre une fois",
    "guide.pokern.concept.failed": "Un tour échoué : passer les dés ou le sauver avec une carte",
    "guide.pokern.concept.reroll_one": "Relancer un dé : un dé de votre choix à nouveau",
    "guide.pokern.concept.reroll_v": "Relancer le V : chaque V à nouveau",
    "guide.pokern.concept.reroll_i": "Relancer les I : chaque I à nouveau",
    "guide.pokern.concept.twin": "Jumeau : un nombre à nouveau, juste au-dessus ou au-dessous de lui",
    "guide.pokern.concept.joker": "Joker : n’importe laquelle des cinq autres cartes",
    "guide.pokern.concept.drop_one": "Écarter un dé : un dé écarté ne compte plus",
    "guide.pokern.concept.score": "Score : vos nombres plus 5 par carte inutilisée",
    "guide.pokern.tried.roll": "lancer un dé",
    "guide.pokern.tried.stop": "vous arrêter",
    "guide.pokern.tried.pass": "passer les dés",
    "guide.pokern.tried.write": "inscrire {number} à la ligne {row}",
    "guide.pokern.tried.card": "jouer {card}",
}
