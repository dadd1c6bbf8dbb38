import type { Queryable } from '../../../db/index.js';
import type { Aleatoire } from '../generateur/aleatoire.js';
import { jour, type Jour } from '../generateur/dates.js';
import type { Famille, Profil } from '../generateur/profil.js';
import type { Commune, Referentiel } from '../generateur/referentiel.js';

/** A registered, active company drawn for a change, as the changes need it. */
export interface EntrepriseTiree {
  [colonne: string]: unknown;
  id: number;
  siren: string;
  personne_physique: boolean;
  denomination: string;
  forme_juridique_code: string;
  capital: string | null;
  capital_variable: boolean;
  greffe_code: string;
  numero_gestion: string | null;
  code_naf: string | null;
  siege_commune_code: string | null;
  siege_departement_code: string | null;
  cloture_exercice: string | null;
  statut: string;
  nb_etablissements: number;
  nb_etablissements_actifs: number;
  date_immatriculation: string | null;
  date_creation: string | null;
}

const COLONNES = `e.id::int AS id, e.siren, e.personne_physique, e.denomination, e.forme_juridique_code, e.capital::text AS capital,
  e.capital_variable, e.greffe_code, e.numero_gestion, e.code_naf, e.siege_commune_code, e.siege_departement_code,
  e.cloture_exercice, e.statut, e.nb_etablissements, e.nb_etablissements_actifs, e.date_immatriculation::text AS date_immatriculation,
  e.date_creation::text AS date_creation`;

/**
 * Draws registered active companies (on the RCS: a registry and not a SIRENE-only unit) uniformly
 * by id, deterministic for the day's random stream and the registry's state. `condition` is SQL on
 * `e`. An `exclusif` draw (striking off, opening proceedings) takes only companies nothing else
 * changed today, and keeps them from every later draw (`exclues`).
 */
export class Tireur {
  private constructor(
    private readonly tx: Queryable,
    private readonly alea: Aleatoire,
    private readonly min: number,
    private readonly max: number,
    readonly exclues: Set<number>,
  ) {}

  /** Companies drawn today by any change: a company struck off today is not one of them. */
  readonly touchees = new Set<number>();

  static async ouvrir(tx: Queryable, alea: Aleatoire): Promise<Tireur> {
    const { rows } = await tx.query<{ min: number | null; max: number | null }>(
      'SELECT min(id)::int AS min, max(id)::int AS max FROM entreprises',
    );
    return new Tireur(tx, alea, rows[0]?.min ?? 0, rows[0]?.max ?? -1, new Set());
  }

  async tirer(nombre: number, condition = 'true', exclusif = false): Promise<EntrepriseTiree[]> {
    const retenues: EntrepriseTiree[] = [];
    if (nombre <= 0 || this.max < this.min) return retenues;
    const vues = new Set<number>();
    for (let tour = 0; tour < 6 && retenues.length < nombre; tour++) {
      const candidats: number[] = [];
      const voulus = (nombre - retenues.length) * (4 << tour) + 8;
      for (let i = 0; i < voulus; i++) candidats.push(this.alea.entier(this.min, this.max));
      const { rows } = await this.tx.query<EntrepriseTiree>(
        `SELECT ${COLONNES} FROM entreprises e
          WHERE e.id = ANY($1::bigint[]) AND e.etat = 'ACTIVE' AND e.statut <> 'INSEE' AND e.greffe_code IS NOT NULL
            AND (${condition})`,
        [candidats],
      );
      const parId = new Map(rows.map((row) => [row.id, row]));
      for (const id of candidats) {
        const row = parId.get(id);
        if (!row || vues.has(id) || this.exclues.has(id) || (exclusif && this.touchees.has(id))) continue;
        vues.add(id);
        this.touchees.add(id);
        retenues.push(row);
        if (exclusif) this.exclues.add(id);
        if (retenues.length === nombre) break;
      }
    }
    return retenues;
  }
}

const familles: ReadonlyArray<readonly [RegExp, Famille]> = [
  [/^57/, 'SAS'],
  [/^54/, 'SARL'],
  [/^55/, 'SA'],
  [/^56/, 'SA_DIRECTOIRE'],
  [/^65/, 'CIVILE'],
  [/^5[23]/, 'PERSONNES'],
  [/^62/, 'GIE'],
  [/^1/, 'EI'],
  [/^31/, 'ETRANGERE'],
];

export function familleDe(forme: string): Famille {
  return familles.find(([motif]) => motif.test(forme))?.[1] ?? 'SAS';
}

/**
 * The generator's writers (deeds, establishments, proceedings, registrations) take a company's
 * profile: the one of a company already on file, on the day applied, as far as they read it.
 */
export function profilDe(e: EntrepriseTiree, referentiel: Referentiel, jourApplique: Jour, commune?: Commune): Profil {
  const siege: Commune = commune ?? {
    code: e.siege_commune_code ?? '',
    nom: referentiel.villesGreffes.get(e.greffe_code) ?? '',
    departement: e.siege_departement_code ?? '',
    codes_postaux: [],
    greffe: e.greffe_code,
  };
  const naf = (e.code_naf !== null ? referentiel.naf.get(e.code_naf) : undefined) ?? { code: '70.22Z', libelle: '' };
  const immatriculation = e.date_immatriculation !== null ? jour(e.date_immatriculation) : jourApplique;
  return {
    id: e.id,
    siren: e.siren,
    forme: e.forme_juridique_code,
    famille: familleDe(e.forme_juridique_code),
    naf,
    holding: false,
    siege,
    creation: e.date_creation !== null ? jour(e.date_creation) : immatriculation,
    immatriculation,
    fin: jourApplique,
    radiation: null,
    dissolution: null,
    taille: e.nb_etablissements > 3 ? 2 : 0,
    cloture: e.cloture_exercice ?? '12-31',
  };
}
