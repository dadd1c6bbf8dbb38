import type { CategorieInscription } from '@portail/contrat/entreprises';
import { tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { annee, iso } from './dates.js';
import { banques, creditBailleurs } from './donnees/entreprises.js';
import type { Profil } from './profil.js';

export const categories = tirage<CategorieInscription>([
  ['NANTISSEMENT_FONDS_COMMERCE', 30],
  ['PRIVILEGE_TRESOR', 15],
  ['PRIVILEGE_SECURITE_SOCIALE', 15],
  ['CREDIT_BAIL', 12],
  ['NANTISSEMENT_OUTILLAGE_MATERIEL', 10],
  ['NANTISSEMENT_PARTS_SOCIALES', 8],
  ['CLAUSE_RESERVE_PROPRIETE', 5],
  ['PROTET', 3],
  ['WARRANT', 2],
]);

export const libelles: Readonly<Record<CategorieInscription, string>> = {
  PRIVILEGE_TRESOR: 'd’un privilège du Trésor',
  PRIVILEGE_SECURITE_SOCIALE: 'd’un privilège de la sécurité sociale',
  NANTISSEMENT_FONDS_COMMERCE: 'd’un nantissement du fonds de commerce',
  NANTISSEMENT_OUTILLAGE_MATERIEL: 'd’un nantissement de l’outillage et du matériel',
  NANTISSEMENT_PARTS_SOCIALES: 'd’un nantissement de parts sociales',
  CREDIT_BAIL: 'd’une opération de crédit-bail',
  CLAUSE_RESERVE_PROPRIETE: 'd’une clause de réserve de propriété',
  PROTET: 'd’un protêt',
  WARRANT: 'd’un warrant',
};

// Median amount (euros) of each kind of registration.
export const montants: Readonly<Record<CategorieInscription, number>> = {
  PRIVILEGE_TRESOR: 12_000,
  PRIVILEGE_SECURITE_SOCIALE: 9_000,
  NANTISSEMENT_FONDS_COMMERCE: 80_000,
  NANTISSEMENT_OUTILLAGE_MATERIEL: 40_000,
  NANTISSEMENT_PARTS_SOCIALES: 150_000,
  CREDIT_BAIL: 35_000,
  CLAUSE_RESERVE_PROPRIETE: 15_000,
  PROTET: 3_000,
  WARRANT: 60_000,
};

export function creancier(ctx: Contexte, profil: Profil, categorie: CategorieInscription): string {
  const ville = ctx.referentiel.villesGreffes.get(profil.siege.greffe) ?? profil.siege.nom;
  switch (categorie) {
    case 'PRIVILEGE_TRESOR':
      return `Trésor public – Service des impôts des entreprises de ${ville}`;
    case 'PRIVILEGE_SECURITE_SOCIALE':
      return `URSSAF – ${ville}`;
    case 'CREDIT_BAIL':
      return ctx.alea.choisir(creditBailleurs);
    default:
      return ctx.alea.choisir(banques);
  }
}

/** Privilèges and nantissements (état d'endettement) of some companies, shops and restaurants more often. */
export function genererInscriptions(ctx: Contexte, profil: Profil): void {
  const { alea } = ctx;
  const commerce = /^(47|56|55|10\.71)/.test(profil.naf.code);
  const chance = (profil.radiation === null ? 0.07 : 0.04) * (commerce ? 1.6 : 1);
  if (profil.famille === 'CIVILE' || profil.fin - profil.immatriculation < 90 || !alea.chance(chance)) return;
  const r = alea.reel();
  const nombre = r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
  for (let i = 0; i < nombre; i++) {
    const categorie = categories.tirer(alea);
    const inscription = alea.entier(profil.immatriculation + 30, profil.fin);
    const radiee = alea.chance(0.4) && profil.fin - inscription > 60;
    const radiation = radiee ? alea.entier(inscription + 30, profil.fin) : null;
    const montant = Math.round(montants[categorie] * Math.exp(alea.normale(0, 0.8)) * 100) / 100;
    const an = annee(inscription);
    ctx.tables.inscriptions.ajouter([
      ctx.id('inscriptions'),
      profil.id,
      categorie,
      `${an}I${String(ctx.numero('I', profil.siege.greffe, an)).padStart(5, '0')}`,
      profil.siege.greffe,
      iso(inscription),
      radiation === null ? null : iso(radiation),
      montant.toFixed(2),
      creancier(ctx, profil, categorie),
    ]);
    ctx.evenement(profil.id, inscription, 'PN', 'INSCRIPTION', `Inscription ${libelles[categorie]}`);
    if (radiation !== null) {
      ctx.evenement(
        profil.id,
        radiation,
        'PN',
        'RADIATION_INSCRIPTION',
        `Radiation de l’inscription ${libelles[categorie]}`,
      );
    }
  }
}
