import type { Queryable } from '../../../db/index.js';
import type { TypeEvenement } from '../generateur/contexte.js';
import { iso, type Jour } from '../generateur/dates.js';

/** A registry event with the values it replaced and wrote (migration 016). */
export interface Evenement {
  entreprise: number;
  type: TypeEvenement;
  nature: string;
  libelle: string;
  avant?: Record<string, unknown> | null;
  apres?: Record<string, unknown> | null;
  personne?: number | null;
}

const PAR_INSERT = 200;

/**
 * Writes the day's events with their before/after values, stamped during the registry's office
 * hours of the day (08:00–17:00 UTC), in the order of the changes. Their ids come from `id` (the
 * day's context, after the rows it wrote), not from the identity sequence: a simulated day, rolled
 * back, must leave the sequences as they were, and a sequence's moves are never rolled back.
 */
export async function ecrireEvenements(
  tx: Queryable,
  date: Jour,
  evenements: readonly Evenement[],
  id: () => number,
): Promise<void> {
  for (let debut = 0; debut < evenements.length; debut += PAR_INSERT) {
    const lot = evenements.slice(debut, debut + PAR_INSERT);
    const valeurs: unknown[] = [];
    const lignes = lot.map((ev, i) => {
      const rang = debut + i;
      const minutes = 480 + Math.floor((rang * 540) / Math.max(evenements.length, 1));
      const heure = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      valeurs.push(
        id(),
        ev.entreprise,
        iso(date),
        ev.type,
        ev.nature,
        ev.libelle,
        ev.avant ? JSON.stringify(ev.avant) : null,
        ev.apres ? JSON.stringify(ev.apres) : null,
        ev.personne ?? null,
        `${iso(date)} ${heure}:00+00`,
      );
      const p = i * 10;
      return `($${p + 1}::bigint, $${p + 2}::bigint, $${p + 3}::date, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}::jsonb, $${p + 8}::jsonb, $${p + 9}::bigint, $${p + 10}::timestamptz, 'ACTIVITE')`;
    });
    await tx.query(
      `INSERT INTO evenements_registre
         (id, entreprise_id, date_evenement, type, nature, libelle, avant, apres, personne_physique_id, enregistre_le, origine)
       VALUES ${lignes.join(', ')}`,
      valeurs,
    );
  }
}

/**
 * Loads rows held in COPY text format (the generator's buffers) with INSERT statements: the services'
 * database handle has no COPY, and a day's rows are a few thousand at most.
 */
export async function insererCopie(
  tx: Queryable,
  table: string,
  colonnes: readonly string[],
  texte: string,
): Promise<void> {
  const lignes = texte.split('\n').filter((ligne) => ligne !== '');
  const parInsert = Math.max(1, Math.floor(2000 / colonnes.length));
  for (let debut = 0; debut < lignes.length; debut += parInsert) {
    const valeurs: unknown[] = [];
    const tuples = lignes.slice(debut, debut + parInsert).map((ligne) => {
      const champs = ligne.split('\t').map(champCopie);
      const base = valeurs.length;
      valeurs.push(...champs);
      return `(${champs.map((_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${colonnes.join(', ')}) VALUES ${tuples.join(', ')}`, valeurs);
  }
}

function champCopie(champ: string): string | null {
  if (champ === '\\N') return null;
  return champ.includes('\\')
    ? champ.replace(/\\([\\tnr])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? '\\')
    : champ;
}
