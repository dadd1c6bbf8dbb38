import { deposer, type Confidentialite } from './actes.js';
import type { Contexte } from './contexte.js';
import { anneePrecedente, dateFrancaise, derniereCloture, iso, type Jour } from './dates.js';
import type { Profil } from './profil.js';

const chiffreAffairesMedian = [150_000, 1_500_000, 15_000_000, 200_000_000] as const;
const dispersion = [1, 0.8, 0.7, 1.2] as const;
const effectifs: Readonly<Record<string, readonly [number, number]>> = {
  NN: [0, 0],
  '00': [0, 0],
  '01': [1, 2],
  '02': [3, 5],
  '03': [6, 9],
  '11': [10, 19],
  '12': [20, 49],
  '21': [50, 99],
  '22': [100, 199],
  '31': [200, 249],
  '32': [250, 499],
  '41': [500, 999],
  '42': [1000, 1999],
  '51': [2000, 4999],
  '52': [5000, 9999],
  '53': [10000, 50000],
};
const EXERCICES_DEPOSES = 5;
const EXERCICES_CHIFFRES_CLES = 3;

/**
 * Annual accounts of commercial companies (the last five financial years
 * filed, some confidential as small companies may ask) and, for a share of
 * them, the key figures of the last three.
 */
export function genererComptes(ctx: Contexte, profil: Profil, tranche_effectifs: string): void {
  const { alea } = ctx;
  const commerciale = ['SAS', 'SARL', 'SA', 'SA_DIRECTOIRE', 'PERSONNES'].includes(profil.famille);
  if (!commerciale || !alea.chance(0.85)) return;
  const limite = Math.min(profil.fin, ctx.reference);
  const confidentialite: Confidentialite =
    profil.taille === 0 && alea.chance(0.2)
      ? 'CONFIDENTIEL'
      : profil.taille <= 1 && alea.chance(0.12)
        ? 'COMPTE_RESULTAT_CONFIDENTIEL'
        : 'PUBLIC';

  const exercices: { cloture: Jour; depot: Jour }[] = [];
  let cloture = derniereCloture(profil.cloture, limite);
  for (let i = 0; i < EXERCICES_DEPOSES + 1 && cloture >= profil.immatriculation + 180; i++) {
    const depot = cloture + alea.entier(60, 210);
    if (depot <= limite) exercices.unshift({ cloture, depot });
    cloture = anneePrecedente(cloture);
  }
  const deposes = exercices.slice(-EXERCICES_DEPOSES);
  const type =
    profil.taille >= 2 ? 'COMPLETS' : alea.chance(profil.taille === 0 ? 0.7 : 0.5) ? 'SIMPLIFIES' : 'COMPLETS';
  for (const exercice of deposes) {
    deposer(ctx, profil, 'COMPTES_ANNUELS', type, exercice.cloture, exercice.depot, confidentialite);
    if (profil.taille === 3 && alea.chance(0.5)) {
      deposer(ctx, profil, 'COMPTES_ANNUELS', 'CONSOLIDES', exercice.cloture, exercice.depot, 'PUBLIC');
    }
    ctx.evenement(
      profil.id,
      exercice.depot,
      'BIL',
      'DEPOT_COMPTES',
      `Dépôt des comptes annuels de l’exercice clos le ${dateFrancaise(exercice.cloture)}`,
    );
  }

  if (!alea.chance(0.6)) return;
  const confidentiel = confidentialite !== 'PUBLIC';
  const [min, max] = effectifs[tranche_effectifs] ?? [0, 0];
  let chiffreAffaires = chiffreAffairesMedian[profil.taille] * Math.exp(alea.normale(0, dispersion[profil.taille]));
  for (const exercice of deposes.slice(-EXERCICES_CHIFFRES_CLES)) {
    const premier = exercice === exercices[0];
    const jours = exercice.cloture - profil.immatriculation;
    const duree = premier && jours < 550 ? Math.min(24, Math.max(1, Math.round(jours / 30.44))) : 12;
    chiffreAffaires *= Math.max(0.3, alea.normale(1.03, 0.12));
    const resultat = chiffreAffaires * alea.normale(0.04, 0.08);
    ctx.tables.chiffres.ajouter([
      profil.id,
      iso(exercice.cloture),
      duree,
      confidentiel ? null : Math.round(chiffreAffaires),
      confidentiel ? null : Math.round(resultat),
      confidentiel ? null : alea.entier(min, max),
      confidentiel,
    ]);
  }
}
