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
        'Faut-il créer un compte pour commander ?',
        'La recherche et la consultation des fiches sont libres. Un compte vous permet de retrouver vos commandes et vos factures, d’enregistrer vos moyens de paiement et de surveiller des entreprises.',
      ),
      q(
        'compte-membre-abonne',
        'Quelle différence entre un compte membre et un compte abonné ?',
        'Le compte membre est gratuit et convient à un usage ponctuel. Le compte abonné, souscrit pour un an, s’adresse aux utilisateurs réguliers et donne accès à des services supplémentaires, comme la surveillance de plusieurs entreprises. Les conditions et le prix de l’abonnement sont présentés avant la souscription.',
      ),
      q(
        'plusieurs-comptes-clients',
        'Je gère plusieurs entreprises : puis-je avoir plusieurs comptes clients ?',
        'Oui. Un même utilisateur peut être rattaché à plusieurs comptes clients, par exemple un par entreprise. Le compte sélectionné est rappelé dans votre espace personnel, et vous pouvez en changer à tout moment.',
      ),
      q(
        'mot-de-passe-oublie',
        'J’ai oublié mon mot de passe : comment faire ?',
        'Utilisez le lien de réinitialisation proposé sur la page de connexion. Si vous n’y parvenez pas, écrivez-nous depuis la page de contact.',
      ),
      q(
        'resilier-abonnement',
        'Comment résilier mon abonnement ?',
        'Depuis votre espace personnel, rubrique « Mon abonnement », faites une demande de désabonnement. L’abonnement prend fin selon les conditions acceptées lors de sa souscription.',
      ),
      q(
        'supprimer-mon-compte',
        'Comment supprimer mon compte ?',
        'Depuis votre espace personnel, choisissez « Supprimer mon compte ». Vos factures sont toutefois conservées pendant la durée imposée par les obligations comptables.',
      ),
    ],
  },
  {
    slug: 'surveillance',
    titre: 'Surveillance d’entreprises',
    questions: [
      q(
        'principe-surveillance',
        'À quoi sert la surveillance d’une entreprise ?',
        'Elle vous avertit des événements publiés sur les entreprises que vous suivez : modification de l’inscription au registre (dirigeant, adresse, activité), dépôt des comptes annuels, dépôt d’actes, ouverture d’une procédure collective, inscription de privilèges ou de nantissements.',
      ),
      q(
        'recevoir-alertes',
        'Comment suis-je prévenu ?',
        'Les nouveaux événements, appelés « révélations », apparaissent dans votre espace personnel, rubrique « Mes surveillances ». Un point signale dans l’en-tête les révélations que vous n’avez pas encore lues.',
      ),
      q(
        'surveiller-plusieurs',
        'Combien d’entreprises puis-je surveiller ?',
        'Le nombre d’entreprises surveillées dépend de votre type de compte. Il est indiqué dans votre espace personnel lorsque vous ajoutez une surveillance.',
      ),
      q(
        'arreter-surveillance',
        'Comment arrêter une surveillance ?',
        'Depuis « Mes surveillances », retirez l’entreprise de votre liste. Une surveillance prend aussi fin lorsque l’entreprise est radiée du registre.',
      ),
      q(
        'dossiers-favoris',
        'Puis-je organiser mes entreprises surveillées ?',
        'Oui, vous pouvez regrouper les entreprises dans des dossiers de favoris, par exemple « clients » et « fournisseurs », et consulter les révélations dossier par dossier.',
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
