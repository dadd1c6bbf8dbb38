import type { NafSource } from './sources.js';

export const niveauxNaf = ['division', 'groupe', 'classe', 'sous-classe'] as const;
export type NiveauNaf = (typeof niveauxNaf)[number];

export interface NafReference {
  code: string;
  libelle: string;
  niveau: NiveauNaf;
  division: string;
}

// '62' division, '62.0' groupe, '62.01' classe, '62.01Z' sous-classe.
const niveauParLongueur: Readonly<Record<number, NiveauNaf>> = {
  2: 'division',
  4: 'groupe',
  5: 'classe',
  6: 'sous-classe',
};

/** NAF rév. 2, every level, from @socialgouv/codes-naf. */
export function nafReference(source: readonly NafSource[]): NafReference[] {
  return source.map(({ id, label }) => {
    const niveau = niveauParLongueur[id.length];
    if (niveau === undefined) throw new Error(`Code NAF inattendu : ${id}`);
    return { code: id, libelle: label.trim(), niveau, division: id.slice(0, 2) };
  });
}
