/** Wording of the search pages (French typography: no-break spaces, « guillemets »). */
import { RechercheRefusee, type RaisonRefus } from '../../lib/api/erreurs';
import { LONGUEUR_MAX, LONGUEUR_MIN } from '../../lib/recherche/constantes';
import { type SansRequete } from '../../lib/recherche/requete';
import { type Tabulation } from '../../lib/recherche/filtres';
import type { Adresse } from '@portail/contrat/commun/communs';
import type { Correction } from '@portail/contrat/recherche';
import { formatEntier } from '../../lib/registre/format';
import { vocabulaire } from '../../lib/vocabulaire';

export const NBSP = '\u00a0';

/** « texte » with no-break spaces inside the guillemets. */
export const guillemets = (texte: string) => `«${NBSP}${texte}${NBSP}»`;

/** SPEC §5 messages. */
export const limiteA = (n: number) => `Limité à ${n} caractères.`;
export const minimumRequis = (n: number) => `Minimum ${n} caractères requis.`;
export const MESSAGE_LIMITE = limiteA(LONGUEUR_MAX);
export const MESSAGE_MINIMUM = minimumRequis(LONGUEUR_MIN);

/**
 * « Aucun résultat », « 1 résultat », « 1 234 résultats » (narrow no-break space between thousands),
 * « Plus de 1 000 résultats » when the service stopped counting (it counts exactly up to `total`).
 */
export function totalResultats(total: number, total_exact: boolean): string {
  if (!total_exact) return `Plus de ${formatEntier(total)}${NBSP}résultats`;
  if (total === 0) return 'Aucun résultat';
  return `${formatEntier(total)}${NBSP}${total > 1 ? 'résultats' : 'résultat'}`;
}

/** « page 2 sur 124 ». */
export const pageSur = (page: number, pages: number) => `page ${formatEntier(page)} sur ${formatEntier(pages)}`;

/** « Résultats approchés pour « boulangerie » au lieu de « boulangeire » ». */
export function texteCorrections(corrections: Correction[]): string | null {
  const parties = corrections
    .filter((c) => c.propositions.length > 0)
    .map((c) => `${guillemets(c.propositions[0] ?? '')} au lieu de ${guillemets(c.mot)}`);
  return parties.length > 0 ? `Résultats approchés pour ${parties.join(', ')}` : null;
}

/** The service's parameter names, as the visitor knows the fields (the identifiers': `champsIdentifiants`). */
const CHAMPS: Record<string, string> = {
  phrase: 'Recherche',
  nom_entreprise: 'Dénomination',
  activite: 'Domaine d’activité',
  critere_geographique: 'Département',
  type_entite: 'Type',
  tri: 'Tri',
  nom: 'Nom',
  prenom: 'Prénom',
  annee_naissance: 'Année de naissance',
  mois_naissance: 'Mois de naissance',
  limit: 'Nombre de résultats par page',
  offset: 'Page',
};

/** The identifier fields, in the region's words (« SIREN ou SIRET », « RID ou RIDET »). */
function champsIdentifiants(): Record<string, string> {
  const v = vocabulaire();
  return {
    numero_identification: v.champIdentifiant,
    nic: v.libelleComplementEtablissement,
  };
}

/** French typography on the service's words: curly apostrophes, no-break space before « : ; ? ! ». */
const typographie = (texte: string) => texte.replace(/'/g, '’').replace(/\s+([:;?!])/g, `${NBSP}$1`);

/**
 * « « SIREN ou SIRET » doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET). », « « Département » : le
 * département 00 n’existe pas. »
 */
export function raisonEnClair({ field, message }: RaisonRefus): string {
  const nom = field.replace(/^query\./, '');
  const champ = champsIdentifiants()[nom] ?? CHAMPS[nom];
  const texte = typographie(message.trim().replace(/[.\s]+$/, ''));
  if (!champ) return `${texte.charAt(0).toLocaleUpperCase('fr-FR')}${texte.slice(1)}.`;
  return texte.startsWith(':') ? `${guillemets(champ)}${NBSP}${texte}.` : `${guillemets(champ)} ${texte}.`;
}

/** Why the service refused a search, one sentence per reason. */
export function raisonsDuRefus(erreur: RechercheRefusee): string[] {
  if (erreur.raisons.length > 0) return erreur.raisons.map(raisonEnClair);
  return [erreur.message];
}

/** What to type before a search can be sent. */
export function texteSansRequete(raison: SansRequete, tab: Tabulation): string {
  if (raison === 'trop-court') return MESSAGE_MINIMUM;
  const v = vocabulaire();
  return tab === 'dirigeants'
    ? 'Saisissez le nom ou le prénom d’un dirigeant pour lancer la recherche.'
    : `Saisissez un nom, un ${v.identifiantEntreprise} ou un ${v.identifiantEtablissement}, ou choisissez un domaine d’activité ou un département pour lancer la recherche.`;
}

/** « 12 RUE DE LA PAIX, 75002 PARIS »; null when the service knows no address. */
export function adresseSurUneLigne(adresse: Adresse | null): string | null {
  if (!adresse) return null;
  const commune = [adresse.code_postal, adresse.commune].filter(Boolean).join(' ');
  const parties = [...adresse.lignes, commune, adresse.pays].filter((p): p is string => Boolean(p));
  return parties.length > 0 ? parties.join(', ') : null;
}
