/**
 * Which definition and which specimen of the CMS (`definitions-documents`, `specimens`) go with an
 * orderable document, in one place: by the catalogue's article type (the company page's order
 * block) and by the slug of a « Kbis et documents officiels » page. A slug the CMS does not publish
 * shows nothing.
 */

/** Catalogue article type (src/components/entreprise/commander.tsx, `idArticle`) → definition slug. */
export const DEFINITION_PAR_ARTICLE: Readonly<Record<string, string>> = {
  KBIS: 'extrait-kbis',
  COMPTES_ANNUELS: 'comptes-annuels',
  ACTE: 'actes',
  ETAT_ENDETTEMENT: 'etat-endettement',
  CERTIFICAT_PROCEDURES_COLLECTIVES: 'procedure-collective',
  KBIS_PERIODIQUE: 'kbis-periodique',
};

/** Slug of a /kbis-documents/{slug} page (CMS `kbis-document`) → definition slug. */
export const DEFINITION_PAR_DOCUMENT: Readonly<Record<string, string>> = {
  'extrait-kbis': 'extrait-kbis',
  'validite-extrait-kbis': 'extrait-kbis',
  'comptes-annuels': 'comptes-annuels',
  'comptes-annuels-confidentiels': 'comptes-annuels',
  'actes-et-statuts': 'actes',
  'statuts-a-jour': 'actes',
  'proces-verbaux-assemblee': 'actes',
  'etat-endettement': 'etat-endettement',
  'privileges-et-nantissements': 'etat-endettement',
  'kbis-periodique': 'kbis-periodique',
  'certificat-non-faillite': 'procedure-collective',
};

/** The specimen of financial performance goes where annual accounts are ordered. */
export const SPECIMEN_PERFORMANCE = 'performance-financiere';

/** Article type → specimen slug. */
export const SPECIMEN_PAR_ARTICLE: Readonly<Record<string, string>> = { COMPTES_ANNUELS: SPECIMEN_PERFORMANCE };

/** Document page slug → specimen slug. */
export const SPECIMEN_PAR_DOCUMENT: Readonly<Record<string, string>> = { 'comptes-annuels': SPECIMEN_PERFORMANCE };

/** The question opening each definition; another definition reads « Définition : {titre} ». */
const QUESTIONS: Readonly<Record<string, string>> = {
  'extrait-kbis': 'Qu’est-ce qu’un extrait Kbis\u00a0?',
  'comptes-annuels': 'Que sont les comptes annuels\u00a0?',
  actes: 'Que sont les actes déposés au greffe\u00a0?',
  'etat-endettement': 'Qu’est-ce que l’état d’endettement\u00a0?',
  'procedure-collective': 'Qu’est-ce qu’une procédure collective\u00a0?',
  'kbis-periodique': 'Qu’est-ce que le Kbis périodique\u00a0?',
};

export function questionDe(slug: string, titre: string): string {
  return QUESTIONS[slug] ?? `Définition\u00a0: ${titre}`;
}

const own = <T>(table: Readonly<Record<string, T>>, cle: string): T | null =>
  Object.prototype.hasOwnProperty.call(table, cle) ? (table[cle] ?? null) : null;

export const definitionDeLArticle = (idArticle: string) => own(DEFINITION_PAR_ARTICLE, idArticle);
export const specimenDeLArticle = (idArticle: string) => own(SPECIMEN_PAR_ARTICLE, idArticle);
export const definitionDuDocument = (slug: string) => own(DEFINITION_PAR_DOCUMENT, slug);
export const specimenDuDocument = (slug: string) => own(SPECIMEN_PAR_DOCUMENT, slug);

/** A specimen's table once checked: columns, then rows of a label and one value per column. */
export interface TableauSpecimen {
  colonnes: string[];
  lignes: Array<{ libelle: string; valeurs: Array<number | string | null> }>;
}

/**
 * The `tableau` JSON as typed by the editors, or null when it is not a usable table (no columns,
 * no rows): a malformed entry shows nothing rather than a broken table. Short rows are padded.
 */
export function lireTableau(brut: unknown): TableauSpecimen | null {
  if (!brut || typeof brut !== 'object') return null;
  const { colonnes, lignes } = brut as { colonnes?: unknown; lignes?: unknown };
  if (!Array.isArray(colonnes) || !Array.isArray(lignes)) return null;
  const cols = colonnes.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  if (cols.length === 0 || cols.length !== colonnes.length) return null;
  const rows = lignes.flatMap((ligne: unknown) => {
    if (!ligne || typeof ligne !== 'object') return [];
    const { libelle, valeurs } = ligne as { libelle?: unknown; valeurs?: unknown };
    if (typeof libelle !== 'string' || libelle.trim() === '') return [];
    const liste = Array.isArray(valeurs) ? valeurs : [];
    return [
      {
        libelle,
        valeurs: cols.map((_, i) => {
          const v: unknown = liste[i];
          return typeof v === 'number' || typeof v === 'string' ? v : null;
        }),
      },
    ];
  });
  return rows.length > 0 ? { colonnes: cols, lignes: rows } : null;
}

/** A figure of a specimen table, French style (1 250), or a dash when missing. */
export function formatValeur(valeur: number | string | null): string {
  if (valeur === null || valeur === '') return '—';
  return typeof valeur === 'number' ? valeur.toLocaleString('fr-FR') : valeur;
}

/** The mention every specimen carries, « Spécimen » at least, whatever the editors typed. */
export function mentionDe(mention: string | null | undefined): string {
  const texte = mention?.trim() ?? '';
  if (!texte) return 'Spécimen';
  return /sp[ée]cimen/i.test(texte) ? texte : `Spécimen\u00a0: ${texte}`;
}
