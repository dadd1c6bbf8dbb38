/**
 * The registry's words in the build's region (src/lib/region.ts): what the pages call a company's
 * and an establishment's identifier, who keeps the register, how the search field explains itself.
 * Mainland France has the INSEE's SIREN and SIRET and one greffe per company; New Caledonia the
 * ISEE's RID and RIDET (« 1 236 165 », « 1 236 165.002 ») and one register kept by the government's
 * Direction des affaires économiques (FACTS §6). Pages take these words from `vocabulaire()` only.
 */
import { REGISTRE_NC } from '@portail/domaine';
import { isRegionNC } from './region';

export interface Vocabulaire {
  /** A company's identifier: « SIREN », « RID ». */
  identifiantEntreprise: 'SIREN' | 'RID';
  /** An establishment's identifier: « SIRET », « RIDET ». */
  identifiantEtablissement: 'SIRET' | 'RIDET';
  /** The label of the search field taking either identifier: « SIREN ou SIRET », « RID ou RIDET ». */
  champIdentifiant: string;
  /** What the establishment's identifier adds to the company's, as a search filter names it. */
  libelleComplementEtablissement: string;
  /** Help text of the identifier field of the search forms. */
  aideIdentifiant: string;
  /** The identifier field's message when what was typed is neither identifier. */
  identifiantInvalide: string;
  /** Label of the line naming who keeps the company's register. */
  libelleTeneurRegistre: 'Greffe' | 'Teneur du registre';
  /**
   * Who keeps the whole register, when one body keeps it (New Caledonia); null when each company's
   * own greffe says it (mainland France).
   */
  teneurRegistre: string | null;
  /** Two searches a visitor may type, a name followed by a place, as the search advice shows them. */
  exemplesRecherche: readonly [string, string];
  /** The places a search phrase may end with, as the search advice names them. */
  lieuxRecherche: string;
  /** Where deeds and accounts are filed, as a table's caption ends: « au greffe », « au RCS ». */
  lieuDepot: 'au greffe' | 'au RCS';
  /** What a customer account offers, as the footer's sign-up band says it. */
  promesseEspaceClient: string;
  /** ISO 3166 code of the country of an address that names none (schema.org data). */
  codePays: 'FR' | 'NC';
}

const FR: Vocabulaire = {
  identifiantEntreprise: 'SIREN',
  identifiantEtablissement: 'SIRET',
  champIdentifiant: 'SIREN ou SIRET',
  libelleComplementEtablissement: 'NIC (5 derniers chiffres du SIRET)',
  aideIdentifiant: '9 chiffres (SIREN) ou 14 chiffres (SIRET), espaces acceptés.',
  identifiantInvalide: 'Saisissez les 9 chiffres du SIREN ou les 14 chiffres du SIRET.',
  libelleTeneurRegistre: 'Greffe',
  teneurRegistre: null,
  exemplesRecherche: ['boulangerie lyon', 'garage 33'],
  lieuxRecherche: 'd’une commune, d’un code postal ou d’un département',
  lieuDepot: 'au greffe',
  promesseEspaceClient:
    'Commandez vos documents officiels, retrouvez vos factures et surveillez les entreprises qui vous intéressent.',
  codePays: 'FR',
};

const NC: Vocabulaire = {
  identifiantEntreprise: 'RID',
  identifiantEtablissement: 'RIDET',
  champIdentifiant: 'RID ou RIDET',
  libelleComplementEtablissement: 'Rang de l’établissement (3 derniers chiffres du RIDET)',
  aideIdentifiant:
    'RID de l’ISEE (7 chiffres, par exemple 1\u00a0236\u00a0165) ou RIDET (le RID, un point et le rang de l’établissement, par exemple 1\u00a0236\u00a0165.002), espaces acceptés.',
  identifiantInvalide:
    'Saisissez les 7 chiffres du RID, ou le RIDET\u00a0: le RID, un point et les 3 chiffres du rang de l’établissement (par exemple 1\u00a0236\u00a0165.002).',
  libelleTeneurRegistre: 'Teneur du registre',
  teneurRegistre: REGISTRE_NC.teneur,
  exemplesRecherche: ['boulangerie nouméa', 'garage koné'],
  lieuxRecherche: 'd’une commune ou d’un code postal',
  lieuDepot: 'au RCS',
  // The Caledonian portal issues no document of the DAE's registry (FACTS §6).
  promesseEspaceClient:
    'Surveillez les entreprises qui vous intéressent et retrouvez leurs alertes en un seul endroit.',
  codePays: 'NC',
};

/** The words of the build's region. */
export function vocabulaire(): Vocabulaire {
  return isRegionNC() ? NC : FR;
}
