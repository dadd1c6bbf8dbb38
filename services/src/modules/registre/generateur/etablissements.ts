import { tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { iso, type Jour } from './dates.js';
import { complementsAdresse, libellesVoie, typesVoie } from './donnees/adresses.js';
import { marques } from './donnees/entreprises.js';
import type { Profil, Taille } from './profil.js';
import type { Commune } from './referentiel.js';
import { nic } from './sirens.js';

const tirageTypesVoie = tirage(typesVoie);
const origines = tirage([
  ['Création', 85],
  ['Achat', 10],
  ['Apport', 3],
  ['Prise en location-gérance', 2],
] as const);
const tranches: Readonly<Record<Taille, ReturnType<typeof tirage<string>>>> = {
  0: tirage([
    ['NN', 50],
    ['00', 15],
    ['01', 20],
    ['02', 15],
  ]),
  1: tirage([
    ['02', 20],
    ['03', 35],
    ['11', 45],
  ]),
  2: tirage([
    ['12', 60],
    ['21', 30],
    ['22', 10],
  ]),
  3: tirage([
    ['31', 20],
    ['32', 30],
    ['41', 25],
    ['42', 12],
    ['51', 8],
    ['52', 3],
    ['53', 2],
  ]),
};
// Shops, restaurants, hairdressers… often trade under a sign.
const COMMERCE_DE_DETAIL = /^(47|56|55|96|10\.71|45\.2)/;

export interface Implantation {
  nombre: number;
  actifs: number;
  /** Day the siège moved to its current commune, if it did. */
  transfertSiege: Jour | null;
  tranche_effectifs: string;
}

/** How many establishments a company has had: most one, a few dozens (heavy tail, mean ≈ 1.5). */
function nombreEtablissements(ctx: Contexte, profil: Profil): number {
  const { alea } = ctx;
  if (profil.famille === 'EI') return alea.chance(0.05) ? 2 : 1;
  if (profil.famille === 'CIVILE') return alea.chance(0.02) ? 2 : 1;
  if (profil.taille === 3) return Math.min(400, 4 + Math.floor(alea.pareto(0.9) * 2));
  if (profil.taille === 2) return Math.min(150, 1 + Math.floor(alea.pareto(1.1)));
  return alea.chance(0.8) ? 1 : Math.min(120, 1 + Math.floor(alea.pareto(1.5)));
}

/** Writes the establishments of a company and their events; the siège is in profil.siege. */
export function genererEtablissements(ctx: Contexte, profil: Profil): Implantation {
  const { alea, referentiel } = ctx;
  const trancheEffectifs = tranches[profil.taille].tirer(alea);
  const secondaires = nombreEtablissements(ctx, profil) - 1;
  const transfert = profil.fin - profil.immatriculation > 3 * 365 && alea.chance(0.1);
  const transfertSiege = transfert ? alea.entier(profil.immatriculation + 365, profil.fin - 30) : null;
  let rang = 0;
  let actifs = 0;
  const ajouter = (commune: Commune, siege: boolean, debut: Jour, fermeture: Jour | null, tranche: string) => {
    rang++;
    if (fermeture === null) actifs++;
    ecrireEtablissement(ctx, profil, { rang, commune, siege, debut, fermeture, tranche });
  };
  const departement = referentiel.communesParDepartement.get(profil.siege.departement);
  const ailleurs = () =>
    departement && alea.chance(0.55) ? departement.tirer(alea) : referentiel.communes.tirer(alea);

  if (transfertSiege !== null) {
    const ancien = ailleurs();
    ajouter(ancien, false, profil.immatriculation, transfertSiege, trancheEffectifs);
    ctx.evenement(
      profil.id,
      transfertSiege,
      'RCS',
      'TRANSFERT_SIEGE',
      `Transfert du siège social à ${profil.siege.nom}`,
    );
  }
  ajouter(profil.siege, true, transfertSiege ?? profil.immatriculation, profil.radiation, trancheEffectifs);
  for (let i = 0; i < secondaires; i++) {
    const commune = ailleurs();
    const debut = alea.entier(profil.immatriculation, profil.fin);
    const ferme = alea.chance(0.25) && profil.fin - debut > 60;
    const fermeture = ferme ? alea.entier(debut + 30, profil.fin) : profil.radiation;
    ajouter(commune, false, debut, fermeture, alea.chance(0.7) ? 'NN' : '01');
    if (debut > profil.immatriculation) {
      ctx.evenement(
        profil.id,
        debut,
        'RCS',
        'OUVERTURE_ETABLISSEMENT',
        `Ouverture d’un établissement secondaire à ${commune.nom}`,
      );
    }
    if (ferme) {
      ctx.evenement(
        profil.id,
        fermeture as Jour,
        'RCS',
        'FERMETURE_ETABLISSEMENT',
        `Fermeture de l’établissement secondaire de ${commune.nom}`,
      );
    }
  }
  return { nombre: rang, actifs, transfertSiege, tranche_effectifs: trancheEffectifs };
}

export interface Etablissement {
  rang: number;
  commune: Commune;
  siege: boolean;
  debut: Jour;
  fermeture: Jour | null;
  tranche: string;
}

export function ecrireEtablissement(ctx: Contexte, profil: Profil, e: Etablissement): void {
  const { alea } = ctx;
  const numero = alea.chance(0.85) ? String(Math.min(400, Math.floor(alea.pareto(0.9)))) : null;
  const indice = numero && alea.chance(0.04) ? (alea.chance(0.85) ? 'B' : 'T') : null;
  const origine = origines.tirer(alea);
  const codeNaf = e.siege || alea.chance(0.9) ? profil.naf : ctx.referentiel.activites.tirer(alea);
  const enseigne = alea.chance(COMMERCE_DE_DETAIL.test(codeNaf.code) ? 0.35 : 0.04) ? alea.choisir(marques) : null;
  const nicEtablissement = nic(profil.siren, e.rang);
  ctx.tables.etablissements.ajouter([
    ctx.id('etablissements'),
    profil.id,
    profil.siren + nicEtablissement,
    nicEtablissement,
    e.siege,
    enseigne,
    null,
    numero,
    indice,
    tirageTypesVoie.tirer(alea),
    alea.choisir(libellesVoie),
    alea.chance(0.12) ? alea.choisir(complementsAdresse) : null,
    alea.choisir(e.commune.codes_postaux),
    e.commune.code,
    e.commune.nom,
    null,
    codeNaf.code,
    codeNaf.libelle,
    origine,
    origine === 'Prise en location-gérance' ? 'Location-gérance' : 'Exploitation directe',
    e.tranche,
    iso(e.debut),
    iso(e.debut),
    e.fermeture === null ? null : iso(e.fermeture),
    e.fermeture === null ? 'ACTIF' : 'FERME',
  ]);
}
