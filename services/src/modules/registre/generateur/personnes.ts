import { tirage } from './aleatoire.js';
import { Reserve, type Contexte } from './contexte.js';
import { iso, type Jour } from './dates.js';
import { nationalites, noms, prenomsFeminins, prenomsMasculins, villesEtrangeres } from './donnees/personnes.js';

export interface Personne {
  id: number;
  nom: string;
  /** First given name, for company names. */
  prenom: string;
  naissance: Jour;
}

const tirageNoms = tirage(noms);
const tirageHommes = tirage(prenomsMasculins);
const tirageFemmes = tirage(prenomsFeminins);
const tirageNationalites = tirage(nationalites);
const JOURS_PAR_AN = 365.25;

export function tirerNom(ctx: Contexte): string {
  return tirageNoms.tirer(ctx.alea);
}

export function tirerPrenom(ctx: Contexte, femme = ctx.alea.chance(0.4)): string {
  return (femme ? tirageFemmes : tirageHommes).tirer(ctx.alea);
}

/**
 * Natural persons holding mandates. A person is written to
 * personnes_physiques when first drawn and may be drawn again for other
 * companies: the same gérant for three SCIs, a président of several SAS.
 */
export class Personnes {
  // Recent persons that later companies may share (bounded memory).
  private readonly reserve = new Reserve<Personne>(100_000);

  constructor(private readonly ctx: Contexte) {}

  /**
   * A person adult on `debut`: an already known one with probability
   * `partage`, else a new one.
   */
  pour(debut: Jour, partage: number): Personne {
    const { alea } = this.ctx;
    if (alea.chance(partage)) {
      for (let essai = 0; essai < 3; essai++) {
        const connue = this.reserve.tirer(alea);
        if (connue && connue.naissance <= debut - 20 * JOURS_PAR_AN) return connue;
      }
    }
    return this.nouvelle(debut);
  }

  /** A new person aged about 25 to 70 on `debut`. */
  nouvelle(debut: Jour): Personne {
    const { alea, tables } = this.ctx;
    const femme = alea.chance(0.38);
    const age = Math.min(78, Math.max(21, alea.normale(44, 11)));
    const naissance = Math.round(debut - age * JOURS_PAR_AN - alea.entier(0, 364));
    const nom = tirerNom(this.ctx);
    const prenom = tirerPrenom(this.ctx, femme);
    const prenoms = [prenom];
    const autres = alea.chance(0.45) ? (alea.chance(0.3) ? 2 : 1) : 0;
    for (let i = 0; i < autres; i++) {
      const autre = tirerPrenom(this.ctx, femme);
      if (!prenoms.includes(autre)) prenoms.push(autre);
    }
    const nomUsage = femme && alea.chance(0.15) ? tirerNom(this.ctx) : null;
    const etrangere = alea.chance(0.06);
    const lieu = etrangere
      ? alea.choisir(villesEtrangeres)
      : (() => {
          const commune = this.ctx.referentiel.communes.tirer(alea);
          return `${commune.nom} (${commune.departement})`;
        })();
    const nationalite = etrangere && alea.chance(0.6) ? tirageNationalites.tirer(alea) : 'Française';
    const personne: Personne = { id: this.ctx.id('personnes_physiques'), nom: nomUsage ?? nom, prenom, naissance };
    tables.personnes.ajouter([personne.id, nom, nomUsage, prenoms.join(', '), iso(naissance), lieu, nationalite]);
    this.reserve.ajouter(personne);
    return personne;
  }
}
