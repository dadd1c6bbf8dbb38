import { pageDeService } from '../donnees/services';

/**
 * Pages of /services/{slug} on a New Caledonia portal (REGION=NC): only the services it offers,
 * the search of companies and officers and the surveillance of companies.
 */

const service = pageDeService('Greffeo Nouvelle-Calédonie');

export const SERVICES_NC = [
  service(
    1,
    'surveillance-entreprises',
    'Surveillance d’entreprises',
    'Suivez les entreprises calédoniennes qui vous intéressent : clients, fournisseurs, concurrents. Leurs événements au registre vous sont signalés dans votre espace personnel.',
    `## Le principe

Plutôt que de consulter régulièrement les mêmes fiches, vous placez sous surveillance les entreprises qui vous intéressent. Chaque événement enregistré au registre à leur sujet après l’ouverture de la surveillance vous est signalé par une **révélation**, que vous retrouvez dans votre [espace personnel](/espace-personnel).

## Comment ça marche ?

1. Recherchez l’entreprise par son nom, son RID ou le RIDET de l’un de ses établissements, puis ouvrez sa fiche.
2. Cliquez sur « Surveiller cette entreprise ». Un visiteur est d’abord invité à se connecter ou à créer son compte, sans quitter la page.
3. Choisissez les domaines suivis parmi ceux qui vous sont proposés et, si vous le souhaitez, un groupe de favoris, puis validez.
4. Retrouvez vos surveillances et leurs révélations dans votre espace personnel, rangées par groupes de favoris, avec le nombre de révélations non lues de chacune.

Une surveillance prend fin lorsque vous y mettez fin, ou lorsque l’entreprise est radiée, après une dernière révélation qui signale la radiation ; les révélations déjà reçues restent consultables.

## Qui peut surveiller ?

La surveillance est réservée aux titulaires d’un compte client, membre ou abonné. L’ouverture d’une surveillance est gratuite, et le nombre de surveillances actives dépend de votre compte. Lorsqu’un élément est payant, son prix est affiché dans votre espace personnel ou votre panier avant toute validation.

## Bon à savoir

La surveillance vous signale des événements ; elle ne délivre aucun document. Les extraits Kbis et les copies des actes et des comptes déposés au registre du commerce et des sociétés calédonien sont délivrés par la Direction des affaires économiques (DAE).

Le pas à pas figure dans le tutoriel [Surveiller une entreprise calédonienne](/aides-et-tutoriels/surveiller-une-entreprise-caledonienne).`,
    { label: 'Mon espace personnel', url: '/espace-personnel' },
  ),
  service(
    2,
    'recherche-entreprises-dirigeants',
    'Recherche d’entreprises et de dirigeants',
    'Retrouvez une entreprise calédonienne par son nom, son RID ou son RIDET, ou un dirigeant par son nom.',
    `## Les critères de recherche

- **Entreprises** : dénomination, sigle ou enseigne ; RID de l’ISEE (7 chiffres, par exemple « 1 236 165 ») ou RIDET d’un établissement (le RID, un point et le rang de l’établissement, par exemple « 1 236 165.002 ») ; le nom d’une commune à la suite du nom (« garage koné »), parmi les 33 communes des trois provinces.
- **Dirigeants** : nom et prénom, dans l’onglet « Dirigeants ».

Un RID ou un RIDET saisi seul ouvre directement la fiche de l’entreprise ou de l’établissement.

## Ce que vous trouvez

- La **fiche de l’entreprise** : son RID, le RIDET de son siège, son numéro RCS (par exemple « 1 236 165 RCS Nouméa »), sa forme juridique, son capital en francs CFP, ses établissements et ses dirigeants. Pour une entreprise immatriculée au registre du commerce et des sociétés, la fiche indique la Direction des affaires économiques (DAE) comme teneur du registre ; une entreprise connue du seul RIDET est signalée « Non immatriculée au RCS ».
- La **fiche de chaque établissement**, identifié par son RIDET, avec son adresse et son activité.
- La **page de chaque dirigeant**, avec les entreprises dans lesquelles il exerce ses fonctions.

Les extraits Kbis et les copies des actes et des comptes ne sont pas délivrés par ce portail : ils se demandent à la DAE. Le pas à pas figure dans le tutoriel [Trouver une entreprise calédonienne](/aides-et-tutoriels/trouver-une-entreprise-caledonienne).`,
    { label: 'Recherche avancée', url: '/recherche-entreprise-dirigeant/recherche-avancee' },
  ),
];
