/**
 * INSEE catégories juridiques of FACTS §4 (level 3, 4 digits), with their
 * labels spelled out and a short form where one is in common use.
 */
export interface FormeJuridiqueReference {
  code: string;
  libelle: string;
  libelle_court: string | null;
}

type Row = readonly [code: string, libelle: string, libelleCourt?: string];

const rows: readonly Row[] = [
  ['1000', 'Entrepreneur individuel', 'EI'],
  ['2110', 'Indivision entre personnes physiques'],
  ['2310', 'Société en participation entre personnes physiques'],
  ['2900', 'Autre groupement de droit privé non doté de la personnalité morale'],
  ['3120', 'Société commerciale étrangère immatriculée au RCS'],
  ['3220', 'Société étrangère non immatriculée au RCS'],
  ['4110', "Établissement public national à caractère industriel ou commercial doté d'un comptable public", 'EPIC'],
  ['5191', 'Société de caution mutuelle'],
  ['5202', 'Société en nom collectif', 'SNC'],
  ['5306', 'Société en commandite simple', 'SCS'],
  ['5308', 'Société en commandite par actions', 'SCA'],
  ['5385', "Société d'exercice libéral en commandite par actions", 'SELCA'],
  ['5458', 'Société coopérative ouvrière de production à responsabilité limitée', 'SCOP'],
  ['5470', 'Société de participations financières de profession libérale à responsabilité limitée', 'SPFPL'],
  ['5485', "Société d'exercice libéral à responsabilité limitée", 'SELARL'],
  ['5499', 'Société à responsabilité limitée (sans autre indication)', 'SARL'],
  ['5515', "Société anonyme d'économie mixte à conseil d'administration", 'SAEM'],
  ['5546', "Société anonyme d'HLM à conseil d'administration", 'SA'],
  ['5560', "Autre société anonyme coopérative à conseil d'administration", 'SA'],
  ['5599', "Société anonyme à conseil d'administration (sans autre indication)", 'SA'],
  ['5699', 'Société anonyme à directoire (sans autre indication)', 'SA'],
  ['5710', 'Société par actions simplifiée', 'SAS'],
  ['5770', 'Société de participations financières de profession libérale par actions simplifiée', 'SPFPL'],
  ['5785', "Société d'exercice libéral par actions simplifiée", 'SELAS'],
  ['5800', 'Société européenne', 'SE'],
  ['6210', "Groupement européen d'intérêt économique", 'GEIE'],
  ['6220', "Groupement d'intérêt économique", 'GIE'],
  ['6316', "Coopérative d'utilisation de matériel agricole en commun", 'CUMA'],
  ['6317', 'Société coopérative agricole'],
  ['6411', "Société d'assurance à forme mutuelle"],
  ['6521', 'Société civile de placement collectif immobilier', 'SCPI'],
  ['6533', "Groupement agricole d'exploitation en commun", 'GAEC'],
  ['6534', 'Groupement foncier agricole', 'GFA'],
  ['6540', 'Société civile immobilière', 'SCI'],
  ['6541', 'Société civile immobilière de construction-vente', 'SCI'],
  ['6585', 'Autre société civile professionnelle', 'SCP'],
  ['6589', 'Société civile de moyens', 'SCM'],
  ['6597', "Société civile d'exploitation agricole", 'SCEA'],
  ['6598', 'Exploitation agricole à responsabilité limitée', 'EARL'],
  ['6599', 'Autre société civile'],
  ['6901', 'Autre personne de droit privé inscrite au registre du commerce et des sociétés'],
  ['7210', 'Commune et commune nouvelle'],
  ['7220', 'Département'],
  ['7348', "Communauté d'agglomération"],
  ['8210', 'Mutuelle'],
  ['9110', 'Syndicat de copropriété'],
  ['9220', 'Association déclarée'],
  ['9260', 'Association de droit local (Bas-Rhin, Haut-Rhin et Moselle)'],
  ['9300', 'Fondation'],
  ['9900', 'Autre personne morale de droit privé'],
];

export const formesJuridiques: readonly FormeJuridiqueReference[] = rows.map(([code, libelle, libelleCourt]) => ({
  code,
  libelle,
  libelle_court: libelleCourt ?? null,
}));

/** Level 1 of the nomenclature: the first digit of the code. */
const categories: Readonly<Record<string, string>> = {
  '1': 'Entrepreneur individuel',
  '2': 'Groupement de droit privé non doté de la personnalité morale',
  '3': 'Personne morale de droit étranger',
  '4': 'Personne morale de droit public soumise au droit commercial',
  '5': 'Société commerciale',
  '6': 'Autre personne morale immatriculée au RCS',
  '7': 'Personne morale et organisme soumis au droit administratif',
  '8': 'Organisme privé spécialisé',
  '9': 'Groupement de droit privé',
};

const parDefaut: ReadonlyMap<string, string> = new Map(formesJuridiques.map((forme) => [forme.code, forme.libelle]));

/**
 * The label of a catégorie juridique: from `table` (by default the one
 * above; the read API passes the rows of formes_juridiques), else the label of
 * its level-1 category, else "Forme juridique <code>".
 */
export function libelleFormeJuridique(
  code: string,
  table: { get(code: string): string | undefined } = parDefaut,
): string {
  return table.get(code) ?? categories[code.charAt(0)] ?? `Forme juridique ${code}`;
}
