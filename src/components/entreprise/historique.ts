/**
 * Wording of the history section: the kinds of registry events, and the fields a change replaced
 * and wrote (`avant` / `apres`, JSON objects keyed by field) in readable French.
 */
import { estRidet, formaterSiret } from '@portail/domaine';
import { formatCloture, formatDate, formatEntier, formatMontant } from '../../lib/registre/format';
import { isRegionNC } from '../../lib/region';
import { vocabulaire } from '../../lib/vocabulaire';
import type { Evenement } from '@portail/contrat/entreprises';
import { formatSiren, lignesAdresse } from './format';

/** Events of a page of the history: the fiche carries the first 20 (LIMIT_EVENEMENTS of the contract). */
export const EVENEMENTS_PAR_PAGE = 20;

const TYPES: Record<Evenement['type'], string> = {
  RCS: 'Registre',
  BIL: 'Comptes annuels',
  ACT: 'Actes',
  PN: 'Privilèges et nantissements',
  PCL: 'Procédures collectives',
};

export const libelleTypeEvenement = (type: Evenement['type']): string => TYPES[type] ?? type;

const CHAMPS: Record<string, string> = {
  denomination: 'Dénomination',
  sigle: 'Sigle',
  nom: 'Nom',
  nom_usage: 'Nom d’usage',
  prenoms: 'Prénoms',
  prenom: 'Prénom',
  nom_commercial: 'Nom commercial',
  enseigne: 'Enseigne',
  denomination_usuelle: 'Dénomination usuelle',
  capital: 'Capital social',
  montant: 'Montant',
  devise: 'Devise',
  capital_variable: 'Capital variable',
  forme_juridique: 'Forme juridique',
  forme_juridique_code: 'Forme juridique',
  categorie_juridique: 'Forme juridique',
  naf: 'Activité principale (NAF)',
  naf_code: 'Activité principale (NAF)',
  code_naf: 'Activité principale (NAF)',
  activite_principale: 'Activité principale (NAF)',
  activite: 'Activité',
  objet_social: 'Objet social',
  adresse: 'Adresse',
  siege: 'Siège social',
  adresse_siege: 'Adresse du siège',
  lignes: 'Adresse',
  code_postal: 'Code postal',
  commune: 'Commune',
  commune_code: 'Code de la commune',
  pays: 'Pays',
  etat: 'État',
  etat_administratif: 'État',
  statut: 'Statut',
  greffe: 'Greffe',
  greffe_code: 'Code du greffe',
  date_creation: 'Date de création',
  date_immatriculation: 'Date d’immatriculation',
  date_debut_activite: 'Début d’activité',
  date_radiation: 'Date de radiation',
  date_fermeture: 'Date de fermeture',
  date_cloture: 'Date de clôture',
  date_fin_personne_morale: 'Durée de la personne morale',
  cloture_exercice: 'Clôture de l’exercice',
  tranche_effectifs: 'Effectif salarié',
  categorie_entreprise: 'Catégorie d’entreprise',
  dirigeant: 'Dirigeant',
  dirigeants: 'Dirigeants',
  personne: 'Personne',
  qualite: 'Qualité',
  nationalite: 'Nationalité',
  date_debut: 'Date de début',
  date_fin: 'Date de fin',
  commissaire_aux_comptes: 'Commissaire aux comptes',
  mode_exploitation: 'Mode d’exploitation',
  origine_fonds: 'Origine du fonds',
  economie_sociale_solidaire: 'Économie sociale et solidaire',
  numero_gestion: 'N° de gestion',
  associe_unique: 'Associé unique',
  categorie: 'Catégorie',
  numero: 'Numéro',
  type: 'Type',
  confidentialite: 'Diffusion',
  creancier: 'Créancier',
};

/** The identifiers' fields, in the region's words (« SIREN », « RID »). */
function champIdentifiant(champ: string): string | undefined {
  if (champ === 'siret') return vocabulaire().identifiantEtablissement;
  if (champ === 'siren') return vocabulaire().identifiantEntreprise;
  return undefined;
}

/** « Capital social » for `capital`; an unknown field by its name made readable (« Mode paiement »). */
export function libelleChamp(champ: string): string {
  const connu = champIdentifiant(champ) ?? CHAMPS[champ];
  if (connu) return connu;
  const mots = champ.replace(/[_-]+/g, ' ').trim();
  return mots ? mots.charAt(0).toUpperCase() + mots.slice(1).toLowerCase() : champ;
}

/** Registry codes a change may write, in words. */
const CODES: Record<string, string> = {
  ACTIVE: 'Active',
  RADIEE: 'Radiée',
  ACTIF: 'Actif',
  FERME: 'Fermé',
  PUBLIC: 'Public',
  CONFIDENTIEL: 'Confidentiel',
  COMPTE_RESULTAT_CONFIDENTIEL: 'Compte de résultat confidentiel',
  COMPLETS: 'Comptes annuels complets',
  SIMPLIFIES: 'Comptes annuels simplifiés',
  CONSOLIDES: 'Comptes consolidés',
  PRIVILEGE_TRESOR: 'Privilège du Trésor',
  PRIVILEGE_SECURITE_SOCIALE: 'Privilège de la sécurité sociale et des régimes complémentaires',
  NANTISSEMENT_FONDS_COMMERCE: 'Nantissement du fonds de commerce',
  NANTISSEMENT_OUTILLAGE_MATERIEL: 'Nantissement de l’outillage, du matériel et de l’équipement',
  NANTISSEMENT_PARTS_SOCIALES: 'Nantissement de parts sociales',
  CREDIT_BAIL: 'Opération de crédit-bail en matière mobilière',
  CLAUSE_RESERVE_PROPRIETE: 'Clause de réserve de propriété',
  PROTET: 'Protêt',
  WARRANT: 'Warrant',
};

const MONTANTS = /^(capital|montant)(_|$)/;
/** An empty value, as the pages show an unknown one. */
const VIDE = '—';

type Objet = Record<string, unknown>;
const estObjet = (valeur: unknown): valeur is Objet =>
  valeur !== null && typeof valeur === 'object' && !Array.isArray(valeur);

function nombre(champ: string, valeur: number): string {
  if (MONTANTS.test(champ)) return formatMontant(valeur, 'EUR');
  return Number.isInteger(valeur) ? formatEntier(valeur) : String(valeur).replace('.', ',');
}

function texte(champ: string, valeur: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(valeur)) return formatDate(valeur);
  // A Caledonian registry holds RIDETs (10 digits) and RIDs (7 digits) there.
  if (champ === 'siret' && (/^\d{14}$/.test(valeur) || (isRegionNC() && estRidet(valeur))))
    return formaterSiret(valeur);
  if (champ === 'siren') return formatSiren(valeur);
  return CODES[valeur] ?? valeur;
}

function objet(champ: string, valeur: Objet): string {
  if (typeof valeur.montant === 'number') {
    const montant = formatMontant(valeur.montant, typeof valeur.devise === 'string' ? valeur.devise : 'EUR');
    return valeur.variable === true ? `${montant} (capital variable)` : montant;
  }
  if (typeof valeur.libelle === 'string') {
    return typeof valeur.code === 'string' && champ.includes('naf')
      ? `${valeur.code} — ${valeur.libelle}`
      : valeur.libelle;
  }
  if (Array.isArray(valeur.lignes)) {
    const adresse = {
      lignes: valeur.lignes.filter((ligne): ligne is string => typeof ligne === 'string'),
      code_postal: typeof valeur.code_postal === 'string' ? valeur.code_postal : null,
      commune: typeof valeur.commune === 'string' ? valeur.commune : null,
      commune_code: null,
      departement_code: null,
      pays: typeof valeur.pays === 'string' ? valeur.pays : null,
    };
    return lignesAdresse(adresse).join(', ') || VIDE;
  }
  if (typeof valeur.jour === 'number' && typeof valeur.mois === 'number') {
    return formatCloture({ jour: valeur.jour, mois: valeur.mois });
  }
  if (typeof valeur.denomination === 'string') return valeur.denomination;
  if (typeof valeur.nom === 'string') {
    const prenoms = valeur.prenoms ?? valeur.prenom;
    return [prenoms, valeur.nom].filter((partie) => typeof partie === 'string' && partie).join(' ');
  }
  if (typeof valeur.code === 'string') return valeur.code;
  const parties = Object.entries(valeur).map(([cle, v]) => `${libelleChamp(cle)}\u00a0: ${formatValeur(cle, v)}`);
  return parties.length > 0 ? parties.join(', ') : VIDE;
}

/** A field's value in French: amounts with their currency, dates in words, codes in words, « oui »/« non ». */
export function formatValeur(champ: string, valeur: unknown): string {
  if (valeur === null || valeur === undefined || valeur === '') return VIDE;
  if (typeof valeur === 'boolean') return valeur ? 'oui' : 'non';
  if (typeof valeur === 'number') return nombre(champ, valeur);
  if (typeof valeur === 'string') return texte(champ, valeur);
  if (Array.isArray(valeur)) {
    return valeur.length > 0 ? valeur.map((element) => formatValeur(champ, element)).join(', ') : VIDE;
  }
  if (estObjet(valeur)) return objet(champ, valeur);
  return String(valeur);
}

export interface Changement {
  champ: string;
  libelle: string;
  /** The value the change replaced; null when it only states a value (unchanged, or on one side only). */
  avant: string | null;
  apres: string;
}

/**
 * The fields an event records, in the order it lists them (those of `avant`, then those only
 * `apres` has). A field both sides give with different values (an empty one, `null`, included)
 * reads « avant → après »; a field given on one side only, or unchanged, reads as its value. The
 * commune's INSEE code is left out beside the commune's name.
 */
export function changements(evenement: Pick<Evenement, 'avant' | 'apres'>): Changement[] {
  const avant = evenement.avant ?? {};
  const apres = evenement.apres ?? {};
  const avecCommune = 'commune' in avant || 'commune' in apres;
  const champs = [...new Set([...Object.keys(avant), ...Object.keys(apres)])].filter(
    (champ) => !(champ === 'commune_code' && avecCommune),
  );
  return champs.flatMap((champ): Changement[] => {
    const libelle = libelleChamp(champ);
    const deuxCotes = champ in avant && champ in apres;
    const valeurAvant = formatValeur(champ, avant[champ]);
    const valeurApres = formatValeur(champ, apres[champ]);
    if (deuxCotes && valeurAvant !== valeurApres) return [{ champ, libelle, avant: valeurAvant, apres: valeurApres }];
    const valeur = champ in apres ? valeurApres : valeurAvant;
    return valeur === VIDE ? [] : [{ champ, libelle, avant: null, apres: valeur }];
  });
}
