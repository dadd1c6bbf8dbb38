import { deposer, modification } from './actes.js';
import type { Contexte } from './contexte.js';
import { jour, type Jour } from './dates.js';
import { ecrireMandat, personneMorale, type Controle, type Titulaire } from './mandats.js';
import type { Personnes } from './personnes.js';
import type { Profil } from './profil.js';

// The register of beneficial owners opened on 1 August 2017; companies
// already registered had until 1 April 2018 to file.
const OUVERTURE_REGISTRE_BE = jour('2017-08-01');
const DELAI_DECLARATION = 243;
const SIX_ANS = Math.round(6 * 365.25);

const repartitions: readonly (readonly number[])[][] = [
  [[100]],
  [
    [50, 50],
    [60, 40],
    [70, 30],
    [51, 49],
  ],
  [
    [40, 30, 30],
    [34, 33, 33],
    [35, 35, 30],
  ],
];

const DIRECTE = 'Détention directe de plus de 25 % du capital ; détention directe de plus de 25 % des droits de vote';

/**
 * 1 to 3 beneficial owners of a company alive after August 2017, with their
 * declaration filed: the principal officer (through the holding's
 * representative when the officer is a company) and co-owners.
 */
export function genererBeneficiaires(
  ctx: Contexte,
  personnes: Personnes,
  profil: Profil,
  dirigeant: { titulaire: Titulaire; depuis: Jour } | null,
): void {
  const { alea } = ctx;
  if (dirigeant === null || profil.fin < OUVERTURE_REGISTRE_BE) return;
  const principal = dirigeant.titulaire;
  const declaration = Math.min(
    profil.fin,
    profil.immatriculation >= OUVERTURE_REGISTRE_BE
      ? profil.immatriculation + alea.entier(0, 15)
      : OUVERTURE_REGISTRE_BE + alea.entier(0, DELAI_DECLARATION),
  );
  // The current officer appointed after the first declaration came in with a modifying one.
  const modificative = dirigeant.depuis > declaration ? dirigeant.depuis : null;
  const ecrire = (titulaire: Titulaire, controle: Controle, depuis = declaration) =>
    ecrireMandat(ctx, profil, 'BENEFICIAIRE_EFFECTIF', 'Bénéficiaire effectif', titulaire, depuis, null, controle);

  const premier: Titulaire = 'personne' in principal ? principal : { personne: { id: principal.morale.representant } };
  const grandCapital = (profil.famille === 'SA' || profil.famille === 'SA_DIRECTOIRE') && alea.chance(0.4);
  if (grandCapital) {
    // No one holds more than 25 %: the legal representative is declared.
    const controle = {
      modalites: 'Représentant légal, à défaut d’autre bénéficiaire effectif',
      capital: null,
      votes: null,
    };
    ecrire(premier, controle, modificative ?? declaration);
  } else {
    const r = alea.reel();
    const nombre = r < 0.55 ? 1 : r < 0.88 ? 2 : 3;
    const parts = alea.choisir(repartitions[nombre - 1] ?? [[100]]);
    parts.forEach((part, i) => {
      const titulaire = i === 0 ? premier : { personne: personnes.pour(declaration, 0.1) };
      const modalites =
        i === 0 && 'morale' in principal
          ? `Détention indirecte de plus de 25 % du capital par l’intermédiaire de ${principal.morale.denomination}`
          : DIRECTE;
      ecrire(
        titulaire,
        { modalites, capital: part, votes: part },
        i === 0 ? (modificative ?? declaration) : declaration,
      );
    });
  }
  deposer(
    ctx,
    profil,
    'BENEFICIAIRES_EFFECTIFS',
    'Déclaration initiale des bénéficiaires effectifs',
    declaration,
    declaration,
  );
  ctx.evenement(
    profil.id,
    declaration,
    'ACT',
    'DEPOT_BENEFICIAIRES_EFFECTIFS',
    'Dépôt de la déclaration des bénéficiaires effectifs',
  );
  if (modificative !== null) {
    deposer(
      ctx,
      profil,
      'BENEFICIAIRES_EFFECTIFS',
      'Déclaration modificative des bénéficiaires effectifs',
      modificative,
      modificative,
    );
    ctx.evenement(
      profil.id,
      modificative,
      'ACT',
      'DEPOT_BENEFICIAIRES_EFFECTIFS',
      'Dépôt d’une déclaration modificative des bénéficiaires effectifs',
    );
  }
}

/** Statutory auditors: every SA, and larger companies. Six-year mandates, renewed. */
export function genererCommissaires(ctx: Contexte, personnes: Personnes, profil: Profil): void {
  const { alea } = ctx;
  const sa = profil.famille === 'SA' || profil.famille === 'SA_DIRECTOIRE';
  const commerciale = profil.famille === 'SAS' || profil.famille === 'SARL' || profil.famille === 'PERSONNES';
  const requis =
    sa ||
    (commerciale && profil.taille >= 2 && alea.chance(0.7)) ||
    (commerciale && profil.taille === 1 && alea.chance(0.04));
  if (!requis) return;
  const nomination = alea.chance(0.7) ? profil.immatriculation : alea.entier(profil.immatriculation, profil.fin);
  let debut: Jour = nomination;
  while (debut + SIX_ANS <= profil.fin) debut += SIX_ANS;
  const cabinet = (depuis: Jour): Titulaire => {
    const morale = alea.chance(0.75) ? personneMorale(ctx, ctx.cabinetsAudit, profil, depuis) : undefined;
    return morale ? { morale } : { personne: personnes.pour(depuis, 0.3) };
  };
  // Drawn for the previous mandate when there is one: a renewed auditor held both.
  const depuis = debut > nomination ? debut - SIX_ANS : debut;
  const titulaire = cabinet(depuis);
  if (depuis < debut) {
    const precedent = alea.chance(0.6) ? titulaire : cabinet(depuis);
    ecrireMandat(ctx, profil, 'COMMISSAIRE_AUX_COMPTES', 'Commissaire aux comptes titulaire', precedent, depuis, debut);
  }
  ecrireMandat(ctx, profil, 'COMMISSAIRE_AUX_COMPTES', 'Commissaire aux comptes titulaire', titulaire, debut, null);
  if (alea.chance(0.25)) {
    const suppleant = { personne: personnes.pour(debut, 0.3) };
    ecrireMandat(ctx, profil, 'COMMISSAIRE_AUX_COMPTES', 'Commissaire aux comptes suppléant', suppleant, debut, null);
  }
  if (nomination > profil.immatriculation) {
    modification(
      ctx,
      profil,
      nomination,
      'Nomination d’un commissaire aux comptes',
      'Nomination d’un commissaire aux comptes',
    );
  }
}
