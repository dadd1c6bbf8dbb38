/**
 * Prices of FACTS.md §2, as data: each with its channel, its date and its source.
 *
 * Only prices the reference sheet does not mark as unconfirmed. `date_tarif` is
 * read with `precision_date`: `annee` means only the year of that date is known.
 * Amounts are never recomputed: `detail` quotes the breakdown given by the source.
 */

type Canal = 'guichet' | 'courrier' | 'electronique' | 'identite_numerique' | 'en_ligne' | 'non_precise';

export interface TarifSeed {
  code: string;
  document: string;
  rubrique: 'documents' | 'formalites';
  canal: Canal;
  prix_ttc?: number;
  prix_ht?: number;
  gratuit: boolean;
  detail?: string;
  date_tarif: string | null;
  precision_date: 'jour' | 'annee' | 'non_datee';
  libelle_date: string;
  source: string;
  /** Slug of the kbis-document the price belongs to. */
  kbisDocument?: string;
}

const IG2015 =
  'Grille « tarifs au 1er janvier 2015 » du greffe du tribunal de commerce de Marseille, publiée sur infogreffe.com';
const AN_2015 = { date_tarif: '2015-01-01', precision_date: 'annee', libelle_date: '2015', source: IG2015 } as const;
const DEPOT_2024 = {
  date_tarif: '2024-01-01',
  precision_date: 'annee',
  libelle_date: '2024',
  source: 'Guide du dépôt des comptes d’infogreffe.com ; lecoindesentrepreneurs.fr (2024)',
} as const;
const KEOBIZ_2025 = {
  date_tarif: '2025-01-01',
  precision_date: 'jour',
  libelle_date: 'au 1er janvier 2025',
  source: 'keobiz.fr',
} as const;
const SANS_DATE = {
  date_tarif: null,
  precision_date: 'non_datee',
  libelle_date: 'non daté',
  source: 'FAQ de l’Annuaire des entreprises (annuaire-entreprises.data.gouv.fr)',
} as const;

const paid = (
  code: string,
  document: string,
  canal: Canal,
  prix_ttc: number,
  dated: object,
  extra: Partial<TarifSeed> = {},
) => ({ code, document, rubrique: 'documents', canal, prix_ttc, gratuit: false, ...dated, ...extra }) as TarifSeed;

export const TARIFS: TarifSeed[] = [
  paid('kbis-guichet-2025', 'Extrait Kbis', 'guichet', 2.56, KEOBIZ_2025, { kbisDocument: 'extrait-kbis' }),
  paid('kbis-electronique-2025', 'Extrait Kbis', 'electronique', 3.2, KEOBIZ_2025, { kbisDocument: 'extrait-kbis' }),
  paid('kbis-courrier-2025', 'Extrait Kbis', 'courrier', 3.97, KEOBIZ_2025, { kbisDocument: 'extrait-kbis' }),
  paid(
    'kbis-guichet-2015',
    'Extrait Kbis',
    'guichet',
    3.12,
    { ...AN_2015, precision_date: 'jour', libelle_date: 'au 1er janvier 2015' },
    { kbisDocument: 'extrait-kbis' },
  ),
  paid('kbis-electronique-2015', 'Extrait Kbis', 'electronique', 3.9, AN_2015, {
    detail: 'Dont 0,78 € de frais de transmission.',
    kbisDocument: 'extrait-kbis',
  }),
  paid('kbis-courrier-2015', 'Extrait Kbis', 'courrier', 4.06, AN_2015, { kbisDocument: 'extrait-kbis' }),
  {
    code: 'kbis-emolument-2015',
    document: 'Extrait Kbis : émolument du greffier seul',
    rubrique: 'documents',
    canal: 'non_precise',
    prix_ht: 2.6,
    gratuit: false,
    detail: 'Montant hors taxes, sans frais de transmission ni d’envoi.',
    ...AN_2015,
    source: 'Déclaration du président d’Infogreffe publiée sur infogreffe.com',
    kbisDocument: 'extrait-kbis',
  },
  {
    code: 'kbis-representant-legal-monidenum',
    document: 'Extrait Kbis de sa propre entreprise, demandé par son représentant légal',
    rubrique: 'documents',
    canal: 'identite_numerique',
    gratuit: true,
    detail:
      'Avec l’identité numérique MonIdenum. Service non disponible pour les entreprises immatriculées en Moselle, dans le Bas-Rhin, dans le Haut-Rhin et en Nouvelle-Calédonie.',
    ...SANS_DATE,
    kbisDocument: 'extrait-kbis',
  },
  {
    code: 'extrait-rne',
    document: 'Extrait du Registre national des entreprises (INPI), mêmes informations que le Kbis',
    rubrique: 'documents',
    canal: 'en_ligne',
    gratuit: true,
    ...SANS_DATE,
    kbisDocument: 'extrait-kbis',
  },
  paid('statuts-acte-courrier-2015', 'Copie des statuts ou d’un acte', 'courrier', 11.63, AN_2015, {
    kbisDocument: 'actes-et-statuts',
  }),
  paid('statuts-acte-electronique-2015', 'Copie des statuts ou d’un acte', 'electronique', 11.7, AN_2015, {
    detail: 'Dont 2,34 € de frais de transmission.',
    kbisDocument: 'actes-et-statuts',
  }),
  paid('comptes-annuels-courrier-2015', 'Copie intégrale des comptes annuels', 'courrier', 11.63, AN_2015, {
    kbisDocument: 'comptes-annuels',
  }),
  paid('comptes-annuels-electronique-2015', 'Copie intégrale des comptes annuels', 'electronique', 11.7, AN_2015, {
    kbisDocument: 'comptes-annuels',
  }),
  paid('bilan-saisi-electronique-2015', 'Bilan simplifié saisi (données chiffrées)', 'electronique', 5.94, AN_2015, {
    kbisDocument: 'comptes-annuels',
  }),
  paid(
    'etat-endettement-guichet-2015',
    'État d’endettement (copie intégrale des inscriptions)',
    'guichet',
    46.8,
    AN_2015,
    { kbisDocument: 'etat-endettement' },
  ),
  paid(
    'etat-endettement-courrier-2015',
    'État d’endettement (copie intégrale des inscriptions)',
    'courrier',
    48.31,
    AN_2015,
    { kbisDocument: 'etat-endettement' },
  ),
  paid(
    'etat-endettement-electronique-2015',
    'État d’endettement (copie intégrale des inscriptions)',
    'electronique',
    49.14,
    AN_2015,
    { kbisDocument: 'etat-endettement' },
  ),
  paid(
    'certificat-procedures-guichet-2015',
    'Certificat relatif aux procédures collectives',
    'guichet',
    1.56,
    AN_2015,
    { kbisDocument: 'certificat-non-faillite' },
  ),
  paid(
    'certificat-procedures-courrier-2015',
    'Certificat relatif aux procédures collectives',
    'courrier',
    2.5,
    AN_2015,
    { kbisDocument: 'certificat-non-faillite' },
  ),
  paid(
    'certificat-procedures-electronique-2015',
    'Certificat relatif aux procédures collectives',
    'electronique',
    3.9,
    AN_2015,
    { kbisDocument: 'certificat-non-faillite' },
  ),
  paid(
    'historique-modifications-electronique-2015',
    'Historique des modifications au RCS',
    'electronique',
    10.14,
    AN_2015,
  ),
  paid('copie-jugement-courrier-2015', 'Copie d’un jugement ou d’une ordonnance', 'courrier', 4.06, AN_2015),
  paid('copie-jugement-electronique-2015', 'Copie d’un jugement ou d’une ordonnance', 'electronique', 5.46, AN_2015),
  paid('depot-comptes-en-ligne-2024', 'Dépôt des comptes annuels', 'en_ligne', 45.87, DEPOT_2024, {
    rubrique: 'formalites',
    detail:
      'Décomposition donnée par la source : 12,85 € d’émolument, 2,57 € de TVA, 5,45 € de redevance INPI et 25,00 € d’annonce au BODACC.',
  }),
  paid('depot-comptes-courrier-2024', 'Dépôt des comptes annuels', 'courrier', 45.15, DEPOT_2024, {
    rubrique: 'formalites',
    source: 'lecoindesentrepreneurs.fr (2024)',
    detail:
      'Décomposition donnée par la source : 12,25 € d’émolument, 2,45 € de TVA, 5,45 € de redevance INPI et 25,00 € d’annonce au BODACC.',
  }),
  paid('depot-comptes-guichet-2024', 'Dépôt des comptes annuels', 'guichet', 43.85, DEPOT_2024, {
    rubrique: 'formalites',
    source: 'lecoindesentrepreneurs.fr (2024)',
    detail:
      'Décomposition donnée par la source : 11,17 € d’émolument, 2,23 € de TVA, 5,45 € de redevance INPI et 25,00 € d’annonce au BODACC.',
  }),
];
