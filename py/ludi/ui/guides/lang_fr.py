"""Textes français des premières manches guidées (clés ``guide.`` ; ``{p0}``… sont les joueurs)."""

MESSAGES: dict[str, str] = {
    "guide.title": "Apprendre à jouer",
    "guide.count": "étape {n} sur {total}",
    "guide.next": "Suivant",
    "guide.play_on": "Continuer contre les bots",
    "guide.new_game": "Nouvelle partie",
    "guide.watch": "Regardez : les autres jouent.",
    "guide.read_first": "Lisez d’abord ceci, puis touchez Suivant.",
    "guide.not_this": "Vous alliez {move} : ce n’est pas cette étape.",
    "guide.not_this_plain": "Ce n’est pas cette étape.",
    "guide.illegal": "Ce coup n’est pas permis maintenant.",
    "guide.off_script": "La manche a quitté le guide : jouez comme vous voulez.",
    # Römer
    "guide.romer.welcome": "Bienvenue dans Römer ! Chacun conduit un char : une carte d’atout face "
    "visible, puis jusqu’à six chevaux derrière. Sept cartes finissent la manche. Le vôtre est en bas, "
    "au-dessus de votre main.",
    "guide.romer.trump": "Choisissez d’abord votre couleur d’atout. Vous avez surtout du vert : touchez "
    "votre 6 vert.",
    "guide.romer.trump_wrong": "Prenez le 6 vert : le vert est la couleur que vous avez le plus.",
    "guide.romer.then": "Touchez maintenant « {button} ».",
    "guide.romer.trump_done": "Le vert est votre atout : les cartes vertes de votre char compteront "
    "fois leur place (×2 à ×7). Vous avez pioché une carte.",
    "guide.romer.others_trump": "{p1} a choisi le rouge, {p2} le bleu : les atouts sont visibles de "
    "tous. Vous êtes à gauche du donneur : vous jouez en premier.",
    "guide.romer.horse": "Ajoutez un cheval à votre char : touchez votre 1 vert. Il vaut XX = 20 points.",
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
    # Rommé
    "guide.romme.welcome": "Bienvenue au Rami ! Formez des combinaisons : des séries (3 ou 4 cartes de même "
    "valeur) et des suites (3 cartes ou plus d’une couleur, qui se suivent). Posez toutes vos cartes sauf "
    "une, défaussez-la, et vous gagnez.",
    "guide.romme.take": "Chaque tour commence par une carte piochée. La D♥ de la défausse va avec vos 10♥ et "
    "V♥ : touchez la défausse pour la prendre.",
    "guide.romme.take_wrong": "Prenez la D♥ de la défausse : elle complète vos cœurs.",
    "guide.romme.meld": "10♥ V♥ D♥ est une suite : trois cœurs qui se suivent. Touchez ces trois cartes.",
    "guide.romme.meld_wrong": "Choisissez exactement 10♥, V♥ et D♥ : ensemble, elles font une suite.",
    "guide.romme.then_meld": "Touchez maintenant « {button} ».",
    "guide.romme.come_out": "Votre première pose doit valoir au moins 30 points : 10 + 10 + 10 = 30. "
    "Touchez « Valider la pose » pour la mettre sur la table.",
    "guide.romme.come_out_wrong": "Mettez maintenant votre première pose sur la table : touchez "
    "« Valider la pose ».",
    "guide.romme.discard": "Un tour finit par une carte défaussée. Touchez votre 2♣ : il ne va avec rien.",
    "guide.romme.discard_wrong": "Défaussez le 2♣ : il est loin de vos autres trèfles.",
    "guide.romme.then_discard": "Touchez maintenant le bouton rouge pour défausser.",
    "guide.romme.other": "{p1} a pioché dans le talon et défaussé le 2♠. C’est de nouveau à vous.",
    "guide.romme.draw": "Le 2♠ ne vous aide guère : touchez le talon, la pile face cachée, pour piocher.",
    "guide.romme.draw_wrong": "Piochez cette fois dans le talon.",
    "guide.romme.layoff": "Vous avez pioché le R♥. Une fois posé, vous pouvez compléter les combinaisons "
    "de la table : touchez votre R♥.",
    "guide.romme.then_layoff": "Touchez maintenant votre suite sur la table : le R♥ la prolonge.",
    "guide.romme.layoff_wrong": "Ajoutez le R♥ à votre suite : 10♥ V♥ D♥ R♥.",
    "guide.romme.discard_high": "Finissez votre tour : défaussez votre D♣. Si quelqu’un finit, les cartes "
    "restées en main comptent contre vous : les fortes d’abord.",
    "guide.romme.discard_high_wrong": "Défaussez la D♣ : en main, elle coûte 10 points.",
    "guide.romme.end": "Voilà le Rami : piocher, poser ou compléter, défausser. Le premier qui se débarrasse "
    "de toutes ses cartes gagne la manche ; les autres perdent les points restés en main.",
    "guide.romme.tried.stock": "piocher dans le talon",
    "guide.romme.tried.pile": "prendre la défausse",
    "guide.romme.tried.meld": "poser {cards}",
    "guide.romme.tried.discard": "défausser le {card}",
    "guide.romme.tried.layoff": "compléter une combinaison avec le {card}",
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
    "guide.pokern.order": "Votre colonne croît de haut en bas, chaque nombre une fois : au-dessus du 21, "
    "de plus petits nombres ; en dessous, de plus grands. Une ligne peut rester vide. Au tour de {p1}.",
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
    "guide.pokern.tried.roll": "lancer un dé",
    "guide.pokern.tried.stop": "vous arrêter",
    "guide.pokern.tried.pass": "passer les dés",
    "guide.pokern.tried.write": "inscrire {number} à la ligne {row}",
    "guide.pokern.tried.card": "jouer {card}",
}
