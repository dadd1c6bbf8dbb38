/** The FAQ: themes in display order, each with its questions in order. */

const q = (slug: string, question: string, reponse: string) => ({ slug, question, reponse });

export const FAQ_THEMES = [
  {
    slug: 'kbis-et-documents',
    titre: 'Kbis et documents',
    questions: [
      q(
        'qu-est-ce-qu-un-extrait-kbis',
        'Qu’est-ce qu’un extrait Kbis ?',
        'C’est l’extrait d’immatriculation d’une société au registre du commerce et des sociétés. Il indique notamment sa dénomination, sa forme juridique, son capital, l’adresse de son siège, ses dirigeants et son activité. Il est établi par le greffe du tribunal auprès duquel la société est immatriculée.',
      ),
      q(
        'duree-validite-kbis',
        'Combien de temps un extrait Kbis est-il valable ?',
        'Aucun texte ne fixe de durée de validité. En pratique, la plupart des organismes demandent un extrait de moins de trois mois. Si vous en avez besoin régulièrement, le Kbis périodique vous en adresse un à jour à la fréquence choisie.',
      ),
      q(
        'difference-kbis-extrait-k',
        'Quelle différence entre un extrait K, Kbis et L ?',
        'L’extrait **Kbis** concerne une personne morale (une société), l’extrait **K** un commerçant personne physique, et l’extrait **L** ou **Lbis** un établissement secondaire.',
      ),
      q(
        'kbis-gratuit',
        'Puis-je obtenir un Kbis gratuitement ?',
        'Le représentant légal d’une entreprise peut obtenir gratuitement le Kbis de sa propre entreprise avec l’identité numérique MonIdenum, sauf pour les entreprises immatriculées en Moselle, dans le Bas-Rhin, dans le Haut-Rhin et en Nouvelle-Calédonie. Par ailleurs, l’extrait du Registre national des entreprises (RNE), gratuit, contient les mêmes informations et remplace le Kbis dans de nombreuses démarches administratives.',
      ),
      q(
        'comptes-annuels-indisponibles',
        'Pourquoi les comptes annuels d’une entreprise ne sont-ils pas disponibles ?',
        'Plusieurs raisons sont possibles : l’entreprise n’est pas tenue de déposer ses comptes (un entrepreneur individuel, par exemple), elle ne les a pas encore déposés pour l’exercice recherché, ou elle les a déclarés confidentiels comme la loi le permet à certaines sociétés.',
      ),
      q(
        'etat-endettement-contenu',
        'Que montre un état d’endettement ?',
        'Il liste les inscriptions prises au greffe par les créanciers de l’entreprise : privilèges du Trésor et de la Sécurité sociale, nantissements, crédit-bail, réserves de propriété… Les gages sans dépossession, inscrits sur un registre distinct, n’y figurent pas.',
      ),
    ],
  },
  {
    slug: 'commandes-et-paiement',
    titre: 'Commandes et paiement',
    questions: [
      q(
        'comment-commander-document',
        'Comment commander un document ?',
        'Recherchez l’entreprise par son nom ou son numéro SIREN, ouvrez sa fiche, puis ajoutez le document voulu à votre panier. Choisissez la diffusion électronique ou par courrier, vérifiez le récapitulatif et validez le paiement.',
      ),
      q(
        'delai-reception',
        'Quand vais-je recevoir mon document ?',
        'Un document en diffusion électronique est mis à disposition dans votre espace personnel, rubrique « Mes commandes », dès qu’il est délivré. Un document envoyé par courrier suit les délais postaux.',
      ),
      q(
        'moyens-de-paiement',
        'Quels moyens de paiement sont acceptés ?',
        'La carte bancaire est acceptée pour toutes les commandes. Selon votre compte, d’autres moyens peuvent vous être proposés, comme le portefeuille électronique ou la facturation mensuelle. Les moyens disponibles s’affichent au moment du paiement.',
      ),
      q(
        'prix-documents',
        'Comment sont fixés les prix des documents ?',
        'Les émoluments des greffiers sont des tarifs réglementés, fixés par arrêté et révisés périodiquement. Le prix de chaque document est affiché toutes taxes comprises dans votre panier avant le paiement. La page « Tarifs » présente des prix publiés, avec leur date et leur source.',
      ),
      q(
        'obtenir-facture',
        'Comment obtenir une facture ?',
        'Vos factures sont disponibles dans votre espace personnel, rubrique « Mes factures ». Pour une facture au nom de votre entreprise, renseignez sa dénomination et, le cas échéant, son numéro de TVA intracommunautaire dans vos informations de facturation avant de commander.',
      ),
      q(
        'erreur-de-commande',
        'J’ai commandé le mauvais document : que faire ?',
        'Un document numérique délivré à votre demande ne peut en principe plus faire l’objet d’une rétractation une fois sa délivrance commencée. Contactez-nous toutefois avec la référence de votre commande : nous examinerons votre demande.',
      ),
    ],
  },
  {
    slug: 'compte-et-abonnement',
    titre: 'Compte et abonnement',
    questions: [
      q(
        'faut-il-un-compte',
        'Faut-il créer un compte pour commander ?',
        'La recherche et la consultation des fiches sont libres. Un compte vous permet de retrouver vos commandes et vos factures, d’enregistrer vos moyens de paiement et de surveiller des entreprises ou des dirigeants.',
      ),
      q(
        'compte-membre-abonne',
        'Quelle différence entre un compte membre et un compte abonné ?',
        'Le compte membre est gratuit : vous payez chaque commande à l’unité et vous pouvez avoir une surveillance active. L’abonnement annuel coûte 99,00 € TTC pour douze mois, payé en une fois (grille tarifaire d’Infogreffe de 2015 : « abonnement d’un an 99,00 € ») ; tant qu’il est payé, il permet d’avoir jusqu’à 50 surveillances actives et affiche le nombre de vos révélations non lues sur votre avatar et dans son menu. Les avis de révélation consultés et les documents commandés restent facturés à l’usage. L’offre en vigueur est présentée sur la page [Mon abonnement](/espace-personnel/mon-abonnement).',
      ),
      q(
        'souscrire-abonnement',
        'Comment m’abonner ?',
        'Depuis la page [Mon abonnement](/espace-personnel/mon-abonnement), un administrateur du compte client clique sur « M’abonner », vérifie le contact et l’adresse de facturation, puis paie la commande de l’abonnement comme toute commande : carte bancaire, portefeuille électronique ou paiement différé, selon les moyens proposés à votre compte. Les droits d’abonné s’ouvrent dès la confirmation du paiement, pour douze mois. Un paiement interrompu se reprend depuis la même page. Le tutoriel [Gérer son compte client](/aides-et-tutoriels/gerer-son-compte-client) détaille chaque étape.',
      ),
      q(
        'renouveler-abonnement',
        'Mon abonnement se renouvelle-t-il tout seul ?',
        'Non. Trente jours avant son échéance, un renouvellement est préparé et les administrateurs du compte reçoivent un courriel de rappel avec un lien pour le payer ; la page [Mon abonnement](/espace-personnel/mon-abonnement) propose aussi « Payer le renouvellement ». Payé en avance, il commence le lendemain de l’échéance. Sans paiement, l’abonnement prend fin à son échéance, un courriel vous le signale, et le compte retrouve les droits d’un compte membre ; vos surveillances et vos révélations restent consultables.',
      ),
      q(
        'plusieurs-comptes-clients',
        'Je gère plusieurs entreprises : puis-je avoir plusieurs comptes clients ?',
        'Oui. Un même utilisateur peut être rattaché à plusieurs comptes clients, par exemple un par entreprise. Le compte sélectionné est rappelé dans votre espace personnel, et vous pouvez en changer à tout moment.',
      ),
      q(
        'mot-de-passe-oublie',
        'J’ai oublié mon mot de passe : comment faire ?',
        'Utilisez le lien de réinitialisation proposé sur la page de connexion. Si vous n’y parvenez pas, écrivez-nous depuis la page de contact.',
      ),
      q(
        'resilier-abonnement',
        'Comment résilier mon abonnement ?',
        'Depuis votre espace personnel, rubrique [Demande de désabonnement](/espace-personnel/demande-desabonnement), indiquez le motif de votre demande. L’abonnement reste actif jusqu’à son échéance et n’est pas renouvelé.',
      ),
      q(
        'supprimer-mon-compte',
        'Comment supprimer mon compte ?',
        'Depuis votre espace personnel, rubrique [Suppression de mon compte](/espace-personnel/suppression-de-mon-compte). Vos factures sont toutefois conservées pendant la durée imposée par les obligations comptables.',
      ),
    ],
  },
  {
    slug: 'surveillance',
    titre: 'Surveillance d’entreprises',
    questions: [
      q(
        'principe-surveillance',
        'À quoi sert la surveillance d’une entreprise ?',
        'Elle vous signale, par une « révélation », chaque événement enregistré au registre sur les entreprises que vous suivez, dans les domaines que vous choisissez : registre, comptes et actes (modification de l’inscription au registre, dépôt des comptes annuels, dépôt d’actes) ; comptes annuels ; actes ; procédures collectives ; privilèges et nantissements. Elle s’ouvre avec le bouton « Surveiller cette entreprise » de la fiche de l’entreprise : voir le tutoriel [Mettre une entreprise ou un dirigeant sous surveillance](/aides-et-tutoriels/mettre-en-place-une-surveillance).',
      ),
      q(
        'surveiller-un-dirigeant',
        'Puis-je surveiller un dirigeant ?',
        'Oui : le bouton « Surveiller cette personne » de la page d’un dirigeant vous signale chacune de ses nominations et de ses fins de fonctions, dans n’importe quelle entreprise du registre.',
      ),
      q(
        'recevoir-alertes',
        'Comment suis-je prévenu ?',
        'Les révélations apparaissent sur la page [Mes révélations](/espace-personnel/mes-surveillances/mes-revelations), et chaque surveillance indique son nombre de révélations non lues sur la page [Mes surveillances](/espace-personnel/mes-surveillances). Dans la section [Alertes](/espace-personnel/mes-surveillances#alertes) de cette page, vous choisissez de recevoir un courriel par révélation, un récapitulatif quotidien (le choix par défaut) ou aucun courriel ; chaque courriel permet de se désabonner en un clic. Pour un compte abonné dont l’abonnement est payé, une pastille sur votre avatar signale aussi les révélations non lues. Les notifications par SMS ne sont pas proposées.',
      ),
      q(
        'webhook-surveillance',
        'Puis-je recevoir les révélations dans mon application ?',
        'Oui, par webhook : un compte client déclare une adresse https, dans la section [Alertes](/espace-personnel/mes-surveillances#alertes) de la page Mes surveillances, qui reçoit chaque nouvelle révélation en JSON. Chaque envoi est signé par un HMAC-SHA256 calculé avec le secret du webhook, affiché une seule fois à sa création ; un envoi qui échoue est retenté, et chaque envoi est listé avec son état.',
      ),
      q(
        'surveiller-plusieurs',
        'Combien d’entreprises puis-je surveiller ?',
        'Une surveillance active pour un compte membre, jusqu’à 50 pour un compte abonné dont l’abonnement est payé. Au-delà, l’ouverture d’une nouvelle surveillance est refusée avec le message « Plafond atteint » : mettez fin à une surveillance, ou abonnez-vous depuis la page [Mon abonnement](/espace-personnel/mon-abonnement).',
      ),
      q(
        'prix-surveillance',
        'Combien coûte la surveillance ?',
        'L’ouverture d’une surveillance est gratuite, comme la liste des révélations et le rapport PDF d’une surveillance. Seul l’avis détaillé d’une révélation est facturé, lorsque vous choisissez de le consulter, une seule fois : 1,56 € TTC d’après la grille tarifaire d’Infogreffe de 2015 (1,56 € par événement RCS consulté). Le prix est affiché avant l’ouverture de l’avis ; il est débité de votre portefeuille électronique si son solde suffit, sinon ajouté à la facture mensuelle de votre compte client. Voir aussi la page [Tarifs](/tarifs).',
      ),
      q(
        'arreter-surveillance',
        'Comment arrêter une surveillance ?',
        'Sur la page [Mes surveillances](/espace-personnel/mes-surveillances), cliquez sur « Mettre fin à la surveillance », puis confirmez : ses révélations déjà reçues restent consultables. Une surveillance prend aussi fin lorsque l’entreprise est radiée du registre, après une dernière révélation qui signale la radiation.',
      ),
      q(
        'dossiers-favoris',
        'Puis-je organiser mes entreprises surveillées ?',
        'Oui : sur la page [Mes surveillances](/espace-personnel/mes-surveillances), créez des groupes de favoris, par exemple « Clients » et « Fournisseurs », puis choisissez le groupe de chaque surveillance. Chaque surveillance indique ses révélations non lues, et la page Mes révélations se filtre par groupe.',
      ),
    ],
  },
  {
    slug: 'donnees-et-confidentialite',
    titre: 'Données et confidentialité',
    questions: [
      q(
        'origine-des-donnees',
        'D’où viennent les informations affichées sur Greffeo ?',
        'Elles proviennent des registres publics : le registre du commerce et des sociétés tenu par les greffes, le Registre national des entreprises tenu par l’INPI, le répertoire SIRENE de l’INSEE et les annonces du BODACC. Greffeo n’est ni un greffe, ni Infogreffe, ni un service de l’État.',
      ),
      q(
        'corriger-une-information',
        'Une information sur mon entreprise est erronée : comment la corriger ?',
        'Greffeo reproduit les registres tels qu’ils sont publiés. Une information inexacte doit être corrigée auprès de l’organisme qui tient le registre, le plus souvent par une formalité de modification déposée sur le guichet unique. La correction apparaît ensuite sur le portail.',
      ),
      q(
        'dirigeant-donnees-personnelles',
        'Je suis dirigeant : pourquoi mon nom apparaît-il ?',
        'L’identité des dirigeants figure au registre du commerce et des sociétés, qui est public. Vous pouvez néanmoins exercer vos droits sur l’affichage de ces informations sur Greffeo, dans les conditions décrites dans notre politique de confidentialité.',
      ),
      q(
        'cookies',
        'Quels cookies utilisez-vous ?',
        'Des cookies nécessaires au fonctionnement du portail (connexion, panier, mémorisation de vos choix) et, seulement si vous l’acceptez, des cookies de mesure d’audience. Vous pouvez modifier vos choix à tout moment avec le lien de gestion des cookies présent en bas de chaque page.',
      ),
      q(
        'exercer-mes-droits',
        'Comment exercer mes droits sur mes données ?',
        'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou vous opposer à certains traitements en nous écrivant depuis la page de contact. Vous pouvez aussi adresser une réclamation à la CNIL.',
      ),
    ],
  },
  {
    slug: 'formalites',
    titre: 'Formalités',
    questions: [
      q(
        'ou-declarer-formalite',
        'Où déclarer la création, la modification ou la cessation d’une entreprise ?',
        'Depuis le 1er janvier 2023, ces formalités se déclarent en ligne sur le guichet unique des formalités des entreprises (formalites.entreprises.gouv.fr), opéré par l’INPI. Le greffe continue de contrôler et d’inscrire au registre les formalités qui concernent le RCS.',
      ),
      q(
        'greffeo-formalites',
        'Greffeo peut-il faire mes formalités à ma place ?',
        'Non. Greffeo vous aide à préparer vos formalités et à suivre celles qui ont été déposées, mais la déclaration se fait sur le guichet unique, par vous-même ou par le professionnel que vous mandatez.',
      ),
      q(
        'suivre-une-formalite',
        'Comment suivre une formalité en cours ?',
        'Dans votre espace personnel, rubrique « Mes formalités », recherchez la formalité à partir du greffe, de la dénomination, du SIREN ou de la référence du dossier pour connaître son état d’avancement.',
      ),
      q(
        'depot-des-comptes',
        'Comment déposer les comptes annuels ?',
        'Le dépôt des comptes annuels se fait auprès du greffe, en ligne ou par courrier. Consultez notre fiche « Déposer les comptes annuels » pour connaître les pièces à fournir.',
      ),
    ],
  },
];
