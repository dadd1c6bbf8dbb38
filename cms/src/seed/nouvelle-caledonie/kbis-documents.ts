import { pageDeDocument } from '../donnees/kbis-documents';

/**
 * Pages of /kbis-documents/{slug} on a New Caledonia portal (REGION=NC): what the Caledonian
 * extrait Kbis and the RID and RIDET numbers are (corps) and what the portal shows of them
 * (contenu). The portal sells none of these documents, so no price (`tarif`) points at them.
 */

const doc = pageDeDocument('Greffeo Nouvelle-Calédonie');

export const KBIS_DOCUMENTS_NC = [
  doc(
    1,
    'extrait-kbis-nouvelle-caledonie',
    'L’extrait Kbis d’une entreprise calédonienne',
    'L’extrait Kbis atteste de l’immatriculation d’une entreprise au registre du commerce et des sociétés de la Nouvelle-Calédonie. Il est délivré par la Direction des affaires économiques (DAE), pas par ce portail.',
    `## Qui délivre le Kbis calédonien ?

Le droit civil et le droit commercial sont devenus une compétence de la Nouvelle-Calédonie le 1er juillet 2013. La tenue du registre du commerce et des sociétés (RCS), auparavant assurée par le greffe du tribunal mixte de commerce de Nouméa, a été transférée à la Nouvelle-Calédonie le 1er octobre 2014. Le registre est depuis tenu par la **Direction des affaires économiques (DAE)** du gouvernement de la Nouvelle-Calédonie.

C’est la DAE qui délivre les **extraits Kbis** et les **copies des actes et des comptes déposés**, et qui reçoit le dépôt des comptes.

## Ce portail ne le délivre pas

Greffeo Nouvelle-Calédonie ne vend ni ne délivre aucun document du RCS calédonien. Pour obtenir l’extrait Kbis d’une entreprise calédonienne, adressez-vous à la DAE.

L’accès gratuit du représentant légal au Kbis de sa propre entreprise par l’identité numérique MonIdenum, proposé en métropole, ne couvre pas la Nouvelle-Calédonie.

## Les formalités, auprès des chambres consulaires

Depuis le 1er janvier 2016, les inscriptions, les modifications et les radiations sont reçues par les centres de formalités des chambres consulaires : chambre de commerce et d’industrie, chambre de métiers et de l’artisanat, chambre d’agriculture.

## Toutes les entreprises n’ont pas de Kbis

Toutes les entreprises inscrites au RIDET de l’ISEE ne sont pas immatriculées au RCS : beaucoup ne figurent qu’au RIDET. Une entreprise qui n’est pas immatriculée au RCS n’a pas d’extrait Kbis ; son inscription au RIDET est attestée par un avis de situation RIDET, délivré en ligne par l’ISEE.`,
    `## Ce que montre la fiche d’une entreprise calédonienne

Sans remplacer l’extrait Kbis, la fiche de l’entreprise sur ce portail reprend les principales informations du registre :

- son **RID**, l’identifiant de l’entreprise attribué par l’ISEE (par exemple « 1 236 165 ») ;
- le **RIDET de son siège** (par exemple « 1 236 165.001 ») et la liste de ses établissements ;
- son **numéro RCS**, qui reprend couramment le RID (« 1 236 165 RCS Nouméa »), et la **DAE** comme teneur du registre ; une entreprise connue du seul RIDET est signalée « Non immatriculée au RCS » ;
- sa dénomination, sa forme juridique et son **capital en francs CFP** ;
- ses dirigeants.

Sur la fiche, la rubrique « Extrait Kbis » rappelle que l’extrait se demande à la DAE.`,
  ),
  doc(
    2,
    'rid-et-ridet',
    'RID et RIDET : les numéros d’une entreprise calédonienne',
    'En Nouvelle-Calédonie, une entreprise est identifiée par son RID, attribué par l’ISEE, et chacun de ses établissements par son RIDET : le RID suivi d’un rang sur trois chiffres.',
    `## Le RIDET, répertoire de l’ISEE

Les entreprises et les établissements de Nouvelle-Calédonie sont inscrits au **RIDET**, le répertoire d’identification des entreprises et des établissements, tenu par l’**ISEE**, l’Institut de la statistique et des études économiques de Nouvelle-Calédonie. Leur identifiant est l’identifiant RID de l’ISEE.

## Lire un RID et un RIDET

- Le **RID** identifie l’entreprise : il compte **7 chiffres**, par exemple « 1 236 165 ».
- Le **RIDET** identifie un établissement : c’est le RID suivi d’un point et d’un **rang d’établissement sur 3 chiffres**, par exemple « 1 236 165.002 » pour un établissement de l’entreprise dont le RID est 1 236 165.

Le RIDET attribue aussi à chaque établissement un code APE issu de la nomenclature NAF rév. 2. Un **avis de situation RIDET** peut être obtenu en ligne auprès de l’ISEE (avisridet.isee.nc).

## Le RID et le numéro RCS

Le numéro d’immatriculation au registre du commerce et des sociétés reprend couramment le RID : on lit par exemple « 1 236 165 RCS Nouméa » à côté du RIDET « 1 236 165.002 ». D’autres présentations existent, notamment des numéros plus anciens intégrant l’année et une lettre, comme « RCS Nouméa 2012 B 1 130 665 ». Toutes les entreprises inscrites au RIDET ne sont pas immatriculées au RCS.`,
    `## Rechercher avec un RID ou un RIDET

Sur ce portail, saisissez un RID ou un RIDET dans la barre de recherche ou dans le champ « RID ou RIDET » de la recherche avancée : les espaces sont acceptés, un RID de 6 chiffres est complété d’un zéro à gauche, et un numéro saisi seul ouvre directement la fiche de l’entreprise ou de l’établissement. La fiche d’une entreprise indique son RID et le RIDET de son siège ; celle d’un établissement, son RIDET et le RID de son entreprise.`,
  ),
];
