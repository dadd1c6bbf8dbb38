/** The FAQ of a New Caledonia portal (REGION=NC): themes in display order, each with its questions in order. */

const q = (slug: string, question: string, reponse: string) => ({ slug, question, reponse });

export const FAQ_THEMES_NC = [
  {
    slug: 'registre-caledonien',
    titre: 'Le registre calédonien',
    questions: [
      q(
        'nc-difference-rid-ridet',
        'Quelle différence entre un RID et un RIDET ?',
        'Le **RID** identifie une entreprise : c’est l’identifiant RID de l’ISEE, sur 7 chiffres (par exemple « 1 236 165 »). Le **RIDET** identifie un établissement : c’est le RID suivi d’un point et du rang de l’établissement sur 3 chiffres (par exemple « 1 236 165.002 »). Voir la page [RID et RIDET](/kbis-documents/rid-et-ridet).',
      ),
      q(
        'nc-qui-tient-le-rcs',
        'Qui tient le registre du commerce et des sociétés en Nouvelle-Calédonie ?',
        'Depuis le 1er octobre 2014, la Direction des affaires économiques (DAE) du gouvernement de la Nouvelle-Calédonie. La tenue du registre était auparavant assurée par le greffe du tribunal mixte de commerce de Nouméa, qui reste la juridiction compétente pour le contentieux commercial et les difficultés des entreprises.',
      ),
      q(
        'nc-lire-numero-rcs',
        'Comment se lit un numéro RCS calédonien ?',
        'Il reprend couramment le RID, suivi de « RCS Nouméa » : par exemple « 1 236 165 RCS Nouméa ». On rencontre aussi des numéros plus anciens intégrant l’année et une lettre, comme « RCS Nouméa 2012 B 1 130 665 ».',
      ),
      q(
        'nc-entreprise-hors-rcs',
        'Pourquoi une entreprise est-elle « Non immatriculée au RCS » ?',
        'Toutes les entreprises inscrites au RIDET de l’ISEE ne sont pas immatriculées au registre du commerce et des sociétés : beaucoup ne figurent qu’au RIDET. Leur fiche indique alors leur RID et leurs établissements, sans numéro RCS.',
      ),
      q(
        'nc-capital-francs-cfp',
        'Pourquoi le capital est-il indiqué en francs CFP ?',
        'Le capital des sociétés calédoniennes est exprimé en francs CFP (XPF), la monnaie de la Nouvelle-Calédonie. Les fiches l’affichent dans cette monnaie, sans décimales.',
      ),
    ],
  },
  {
    slug: 'kbis-et-documents-caledoniens',
    titre: 'Kbis et documents',
    questions: [
      q(
        'nc-commander-kbis',
        'Puis-je obtenir un extrait Kbis calédonien sur Greffeo ?',
        'Non. Greffeo ne vend ni ne délivre aucun document du registre du commerce et des sociétés calédonien. Les extraits Kbis sont délivrés par la Direction des affaires économiques (DAE) du gouvernement de la Nouvelle-Calédonie, qui tient le registre : adressez-vous à elle. Voir la page [L’extrait Kbis d’une entreprise calédonienne](/kbis-documents/extrait-kbis-nouvelle-caledonie).',
      ),
      q(
        'nc-copies-actes-comptes',
        'Où obtenir la copie des statuts ou des comptes d’une société calédonienne ?',
        'Auprès de la DAE, qui délivre les copies des actes et des comptes déposés au registre et reçoit le dépôt des comptes. Greffeo ne délivre pas ces copies.',
      ),
      q(
        'nc-avis-situation-ridet',
        'Comment prouver l’inscription d’une entreprise au RIDET ?',
        'Par un avis de situation RIDET, délivré en ligne par l’ISEE (avisridet.isee.nc). Une entreprise qui n’est pas immatriculée au RCS n’a pas d’extrait Kbis.',
      ),
      q(
        'nc-kbis-monidenum',
        'Puis-je obtenir gratuitement le Kbis de ma propre entreprise avec MonIdenum ?',
        'Non : l’accès gratuit du représentant légal au Kbis de sa propre entreprise par l’identité numérique MonIdenum, proposé en métropole, ne couvre pas la Nouvelle-Calédonie. Le Kbis d’une entreprise calédonienne se demande à la DAE.',
      ),
    ],
  },
  {
    slug: 'rechercher-en-nouvelle-caledonie',
    titre: 'Rechercher une entreprise',
    questions: [
      q(
        'nc-rechercher-entreprise',
        'Comment trouver une entreprise calédonienne ?',
        'Saisissez son nom, son RID ou le RIDET de l’un de ses établissements dans la barre de recherche, ou utilisez la [recherche avancée](/recherche-entreprise-dirigeant/recherche-avancee). Un RID ou un RIDET saisi seul ouvre directement la fiche de l’entreprise ou de l’établissement. Le tutoriel [Trouver une entreprise calédonienne](/aides-et-tutoriels/trouver-une-entreprise-caledonienne) détaille chaque étape.',
      ),
      q(
        'nc-rechercher-par-commune',
        'Puis-je limiter ma recherche à une commune ?',
        'Oui : ajoutez le nom de la commune ou son code postal après le nom recherché, par exemple « boulangerie nouméa » ou « garage koné ». Les 33 communes des trois provinces sont reconnues.',
      ),
      q(
        'nc-rechercher-dirigeant',
        'Comment trouver un dirigeant ?',
        'Dans la recherche avancée, ouvrez l’onglet « Dirigeants » et saisissez son nom et son prénom. La page du dirigeant liste les entreprises dans lesquelles il exerce ses fonctions.',
      ),
      q(
        'nc-entreprise-introuvable',
        'Je ne trouve pas une entreprise : que faire ?',
        'Vérifiez l’orthographe du nom, essayez le sigle ou l’enseigne, retirez les filtres, ou recherchez-la par son RID si vous le connaissez. Le RID compte 7 chiffres : un RIDET se reconnaît au point suivi des 3 chiffres du rang de l’établissement.',
      ),
    ],
  },
  {
    slug: 'surveillance-en-nouvelle-caledonie',
    titre: 'Surveillance d’entreprises',
    questions: [
      q(
        'nc-principe-surveillance',
        'À quoi sert la surveillance d’une entreprise ?',
        'Elle vous signale, par une « révélation », chaque événement enregistré au registre sur les entreprises que vous suivez. Elle s’ouvre avec le bouton « Surveiller cette entreprise » de la fiche de l’entreprise : voir le tutoriel [Surveiller une entreprise calédonienne](/aides-et-tutoriels/surveiller-une-entreprise-caledonienne).',
      ),
      q(
        'nc-ou-lire-revelations',
        'Où retrouver mes surveillances et mes révélations ?',
        'Dans votre [espace personnel](/espace-personnel) : vos surveillances y sont rangées par groupes de favoris, chacune avec son nombre de révélations non lues.',
      ),
      q(
        'nc-prix-surveillance',
        'La surveillance est-elle payante ?',
        'L’ouverture d’une surveillance est gratuite. Lorsqu’un élément est payant, son prix est affiché dans votre espace personnel ou votre panier avant toute validation.',
      ),
      q(
        'nc-arreter-surveillance',
        'Comment arrêter une surveillance ?',
        'Depuis votre espace personnel, mettez fin à la surveillance, puis confirmez : ses révélations déjà reçues restent consultables. Une surveillance prend aussi fin lorsque l’entreprise est radiée, après une dernière révélation qui signale la radiation.',
      ),
    ],
  },
  {
    slug: 'compte-et-donnees',
    titre: 'Compte et données',
    questions: [
      q(
        'nc-faut-il-un-compte',
        'Faut-il créer un compte ?',
        'La recherche et la consultation des fiches sont libres. Un compte vous permet de surveiller des entreprises et de retrouver vos surveillances dans votre espace personnel.',
      ),
      q(
        'nc-origine-des-donnees',
        'D’où viennent les informations affichées sur Greffeo ?',
        'Des registres publics de la Nouvelle-Calédonie : le RIDET tenu par l’ISEE et le registre du commerce et des sociétés tenu par la DAE. Greffeo n’est ni la DAE, ni l’ISEE, ni un service du gouvernement de la Nouvelle-Calédonie ou de l’État.',
      ),
      q(
        'nc-corriger-une-information',
        'Une information sur mon entreprise est erronée : comment la corriger ?',
        'Greffeo reproduit les registres tels qu’ils sont publiés. Une information inexacte se corrige auprès de l’organisme qui tient le registre : la DAE pour le RCS, l’ISEE pour le RIDET. Une modification de l’inscription au registre se déclare auprès du centre de formalités de la chambre consulaire compétente.',
      ),
      q(
        'nc-dirigeant-donnees-personnelles',
        'Je suis dirigeant : pourquoi mon nom apparaît-il ?',
        'L’identité des dirigeants figure au registre du commerce et des sociétés, qui est public. Vous pouvez néanmoins exercer vos droits sur l’affichage de ces informations sur Greffeo, dans les conditions décrites dans notre [politique de confidentialité](/politique-de-confidentialite-traitement-donnees-personnelles).',
      ),
      q(
        'nc-exercer-mes-droits',
        'Comment exercer mes droits sur mes données ?',
        'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou vous opposer à certains traitements en nous écrivant depuis la [page de contact](/contact-greffeo). Vous pouvez aussi adresser une réclamation à la CNIL.',
      ),
    ],
  },
];
