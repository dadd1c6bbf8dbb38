import type { RolePartie } from '@portail/contrat/affaires';

import { tirage, type Aleatoire } from './aleatoire.js';
import type { Jour } from './dates.js';
import { banques, creditBailleurs } from './donnees/entreprises.js';
import { noms, prenomsFeminins, prenomsMasculins } from './donnees/personnes.js';
import { denominationEntrepreneur } from './denominations.js';

/** A party to a court case, as `affaires_parties` keeps it. */
export interface Partie {
  role: RolePartie;
  entreprise: number | null;
  siren: string | null;
  nom: string;
  personne: boolean;
  /** How the decisions name it: « la société X », « Mme DURAND Marie ». */
  designation: string;
  avocat: string | null;
  /** A company of the registry's last day there (radiation or reference day), else Infinity. */
  jusqua: Jour;
}

export type Identite = Omit<Partie, 'role' | 'avocat'>;

export const tirageNoms = tirage(noms);
const tirageHommes = tirage(prenomsMasculins);
const tirageFemmes = tirage(prenomsFeminins);
const feminins = new Set(prenomsFeminins.map(([prenom]) => prenom));

/** « la société X »; a natural person by civility and name, the civility read from the first name. */
export function designer(nom: string, personne: boolean): string {
  if (!personne) return `la société ${nom}`;
  return `${feminins.has(nom.slice(nom.lastIndexOf(' ') + 1)) ? 'Mme' : 'M.'} ${nom}`;
}

/** A natural person outside the registry, « DURAND Marie » as registries write sole traders. */
export function tirerPersonne(alea: Aleatoire): Identite {
  const femme = alea.chance(0.35);
  const prenom = (femme ? tirageFemmes : tirageHommes).tirer(alea);
  const nom = denominationEntrepreneur(tirageNoms.tirer(alea), prenom);
  return { entreprise: null, siren: null, nom, personne: true, designation: designer(nom, true), jusqua: Infinity };
}

/** The bank or the lessor on the other side of a loan or a lease. */
export function tirerTiers(alea: Aleatoire, tiers: 'BANQUE' | 'BAILLEUR'): Identite {
  const nom = alea.choisir(tiers === 'BANQUE' ? banques : creditBailleurs);
  return { entreprise: null, siren: null, nom, personne: false, designation: designer(nom, false), jusqua: Infinity };
}

/** The expert a référé designates. */
export function tirerExpert(alea: Aleatoire): string {
  const femme = alea.chance(0.3);
  const prenom = (femme ? tirageFemmes : tirageHommes).tirer(alea);
  const nom = tirageNoms.tirer(alea).toLocaleUpperCase('fr-FR');
  return `${femme ? 'Mme' : 'M.'} ${prenom} ${nom}, expert inscrit sur la liste de la cour d’appel`;
}

/** The lawyers' firms pleading before each court: the same firms come back, now and then a new one. */
export class Barreaux {
  private readonly parGreffe = new Map<string, string[]>();

  avocat(alea: Aleatoire, greffe: string): string {
    let barreau = this.parGreffe.get(greffe);
    if (barreau === undefined) this.parGreffe.set(greffe, (barreau = []));
    if (barreau.length >= 12 && !alea.chance(0.15)) return alea.choisir(barreau);
    const nom = tirageNoms.tirer(alea);
    const r = alea.reel();
    const cabinet =
      r < 0.35
        ? `SELARL ${nom} & Associés`
        : r < 0.55
          ? `Cabinet ${nom} Avocats`
          : r < 0.7
            ? `SCP ${nom}-${tirageNoms.tirer(alea)}`
            : r < 0.8
              ? `AARPI ${nom} ${tirageNoms.tirer(alea)}`
              : `Maître ${(alea.chance(0.4) ? tirageFemmes : tirageHommes).tirer(alea)} ${nom}`;
    if (barreau.length < 60) barreau.push(cabinet);
    else barreau[alea.entier(0, barreau.length - 1)] = cabinet;
    return cabinet;
  }
}
