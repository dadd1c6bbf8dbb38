import { modification } from './actes.js';
import type { Contexte, PersonneMoraleDisponible, Reserve } from './contexte.js';
import { iso, type Jour } from './dates.js';
import type { Personne, Personnes } from './personnes.js';
import type { Famille, Profil } from './profil.js';

export type Titulaire = { personne: Pick<Personne, 'id'> } | { morale: PersonneMoraleDisponible };
export type Nature = 'DIRIGEANT' | 'COMMISSAIRE_AUX_COMPTES' | 'BENEFICIAIRE_EFFECTIF';

export interface Controle {
  modalites: string;
  capital: number | null;
  votes: number | null;
}

/** Writes one mandate. */
export function ecrireMandat(
  ctx: Contexte,
  profil: Profil,
  nature: Nature,
  qualite: string,
  titulaire: Titulaire,
  debut: Jour,
  fin: Jour | null,
  controle: Controle | null = null,
): void {
  const pp = 'personne' in titulaire ? titulaire.personne.id : null;
  const pm = 'morale' in titulaire ? titulaire.morale : null;
  ctx.tables.fonctions.ajouter([
    ctx.id('fonctions'),
    profil.id,
    nature,
    qualite,
    pp,
    pm?.id ?? null,
    pm?.siren ?? null,
    pm?.denomination ?? null,
    pm?.representant ?? null,
    iso(debut),
    fin === null ? null : iso(fin),
    controle?.modalites ?? null,
    controle?.capital ?? null,
    controle?.votes ?? null,
  ]);
}

/** A company of `reserve` already registered on `debut`, or undefined. */
export function personneMorale(
  ctx: Contexte,
  reserve: Reserve<PersonneMoraleDisponible>,
  profil: Profil,
  debut: Jour,
): PersonneMoraleDisponible | undefined {
  for (let essai = 0; essai < 3; essai++) {
    const candidate = reserve.tirer(ctx.alea);
    if (
      candidate &&
      candidate.id !== profil.id &&
      candidate.immatriculation <= debut &&
      candidate.representantDepuis <= debut &&
      (candidate.radiation === null || candidate.radiation > debut)
    ) {
      return candidate;
    }
  }
  return undefined;
}

interface Regles {
  principal: string;
  /** Share of legal persons (holdings) as principal officer. */
  morale: number;
  /** Chance that a natural person is one already holding other mandates. */
  partage: number;
  autres: ReadonlyArray<readonly [qualite: string, chance: number, nombreMax: number]>;
}

const regles: Readonly<Record<Famille, Regles>> = {
  SAS: {
    principal: 'Président',
    morale: 0.15,
    partage: 0.12,
    autres: [
      ['Directeur général', 0.2, 1],
      ['Directeur général délégué', 0.04, 2],
    ],
  },
  SARL: { principal: 'Gérant', morale: 0, partage: 0.1, autres: [['Gérant', 0.2, 1]] },
  SA: {
    principal: 'Président du conseil d’administration',
    morale: 0,
    partage: 0.15,
    autres: [
      ['Directeur général', 0.5, 1],
      ['Administrateur', 1, 5],
    ],
  },
  SA_DIRECTOIRE: {
    principal: 'Président du directoire',
    morale: 0,
    partage: 0.15,
    autres: [
      ['Membre du directoire', 1, 2],
      ['Président du conseil de surveillance', 1, 1],
      ['Membre du conseil de surveillance', 1, 4],
    ],
  },
  CIVILE: { principal: 'Gérant', morale: 0.05, partage: 0.45, autres: [['Gérant', 0.25, 1]] },
  PERSONNES: { principal: 'Gérant', morale: 0.1, partage: 0.1, autres: [['Associé en nom', 1, 3]] },
  GIE: { principal: 'Administrateur', morale: 0.3, partage: 0.1, autres: [['Administrateur', 0.5, 2]] },
  EI: { principal: '', morale: 0, partage: 0, autres: [] },
  ETRANGERE: { principal: 'Représentant légal en France', morale: 0, partage: 0.05, autres: [] },
};

/**
 * Officers of a company, past and current: the principal officer changes now
 * and then (each change filed and recorded), other officers as the legal form
 * requires. Returns the current principal officer and the start of their
 * mandate, for the beneficial owners.
 */
export function genererDirigeants(
  ctx: Contexte,
  personnes: Personnes,
  profil: Profil,
): { titulaire: Titulaire; depuis: Jour } | null {
  const { alea } = ctx;
  const r = regles[profil.famille];
  if (r.principal === '') return null;
  const titulaire = (debut: Jour, chanceMorale = r.morale): Titulaire => {
    const morale = alea.chance(chanceMorale) ? personneMorale(ctx, ctx.holdings, profil, debut) : undefined;
    return morale ? { morale } : { personne: personnes.pour(debut, r.partage) };
  };

  const vie = profil.fin - profil.immatriculation;
  const changements = vie > 3 * 365 && alea.chance(0.3) ? (alea.chance(0.25) ? 2 : 1) : 0;
  const dates = Array.from({ length: changements }, () =>
    alea.entier(profil.immatriculation + 365, profil.fin - 30),
  ).sort((a, b) => a - b);
  let debut = profil.immatriculation;
  let actuel = titulaire(debut);
  for (const date of dates) {
    ecrireMandat(ctx, profil, 'DIRIGEANT', r.principal, actuel, debut, date);
    modification(
      ctx,
      profil,
      date,
      `Changement de ${r.principal.toLowerCase()}`,
      `Modification de l’administration : nouveau ${r.principal.toLowerCase()}`,
    );
    debut = date;
    actuel = titulaire(debut);
  }
  ecrireMandat(ctx, profil, 'DIRIGEANT', r.principal, actuel, debut, null);

  for (const [qualite, chance, nombreMax] of r.autres) {
    if (!alea.chance(chance)) continue;
    const nombre = alea.entier(1, nombreMax);
    for (let i = 0; i < nombre; i++) {
      const depuis = alea.chance(0.6) ? profil.immatriculation : alea.entier(profil.immatriculation, profil.fin);
      // Now and then a past mandate: ended before the company's end.
      const fin = profil.fin - depuis > 400 && alea.chance(0.15) ? alea.entier(depuis + 200, profil.fin) : null;
      // Boards have some legal persons; a Président is often Directeur général too.
      const conseil = qualite === 'Administrateur' || qualite === 'Membre du conseil de surveillance';
      const personne: Titulaire =
        qualite === 'Directeur général' && 'personne' in actuel && depuis >= debut && alea.chance(0.5)
          ? actuel
          : titulaire(depuis, conseil ? 0.2 : r.morale);
      ecrireMandat(ctx, profil, 'DIRIGEANT', qualite, personne, depuis, fin);
    }
  }
  return { titulaire: actuel, depuis: debut };
}
