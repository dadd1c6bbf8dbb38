import type { Aleatoire } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { metiers } from './donnees/activites.js';
import { lieuxDits, marques, nomsDeResidence, regions, suffixes } from './donnees/entreprises.js';
import { tirerNom, tirerPrenom } from './personnes.js';

export interface Denomination {
  denomination: string;
  sigle: string | null;
}

const VOYELLE = /^[AEIOUYÀÂÉÈÊËÎÏÔŒÙÛÜaeiouyàâéèêëîïôœùûüHh]/;

/** "de Julien", "d’Élise": the preposition with its elision. */
export function de(mot: string): string {
  return VOYELLE.test(mot) ? `d’${mot}` : `de ${mot}`;
}

/** The trade word of a NAF code, by longest matching prefix. */
function metier(alea: Aleatoire, naf: string): string | undefined {
  for (let longueur = naf.length; longueur >= 4; longueur--) {
    const mots = metiers[naf.slice(0, longueur)];
    if (mots) return alea.choisir(mots);
  }
  return undefined;
}

function initiales(alea: Aleatoire, n: number): string {
  let texte = '';
  for (let i = 0; i < n; i++) texte += String.fromCharCode(65 + alea.entier(0, 25));
  return texte;
}

/** A word the way registries often store names: upper case, accents kept (DUPRÉ). */
function majuscules(texte: string): string {
  return texte.toLocaleUpperCase('fr-FR');
}

export interface ContexteNom {
  forme: string;
  libelleCourt: string | null;
  naf: string;
  commune: string;
  holding: boolean;
}

/** A French company name fitting its legal form and activity. */
export function denominationSociete(ctx: Contexte, c: ContexteNom): Denomination {
  const { alea } = ctx;
  if (c.forme === '6540' || c.forme === '6541') return denominationSci(ctx);
  if (c.holding) return { denomination: denominationHolding(ctx), sigle: null };
  const nom = tirerNom(ctx);
  const mot = metier(alea, c.naf);
  const forme = c.libelleCourt && alea.chance(0.25) ? `${c.libelleCourt} ` : '';
  const r = alea.reel();
  let denomination: string;
  if (mot && r < 0.3) denomination = `${mot} ${nom}`;
  else if (mot && r < 0.42) denomination = `${mot} ${c.commune}`;
  else if (mot && r < 0.5) denomination = `${mot} ${alea.choisir(regions)}`;
  else if (r < 0.6) {
    const suite = alea.choisir(['& Fils', 'et Fils', 'Frères', '& Associés', 'et Cie', '& Cie']);
    denomination = `${forme}${nom} ${suite}`;
  } else if (r < 0.67) denomination = `${alea.choisir(['Établissements', 'Ets', 'Maison'])} ${nom}`;
  else if (r < 0.74) {
    const prenom = tirerPrenom(ctx);
    const lieu = alea.choisir(['L’Atelier', 'Le Fournil', 'Les Jardins', 'La Maison', 'Le Comptoir', 'L’Épicerie']);
    denomination = alea.chance(0.2) ? `Chez ${prenom}` : `${lieu} ${de(prenom)}`;
  } else if (r < 0.8) {
    const lettres = initiales(alea, alea.entier(2, 4));
    if (alea.chance(0.5)) {
      const sigle = lettres.split('').join('.') + '.';
      return { denomination: sigle, sigle: null };
    }
    denomination = `${lettres} ${mot ?? alea.choisir(suffixes)}`;
    return { denomination, sigle: lettres };
  } else if (r < 0.84) denomination = `${nom}-${tirerNom(ctx)}`;
  else denomination = mot ? `${mot} ${alea.choisir(marques)}` : `${alea.choisir(marques)} ${alea.choisir(suffixes)}`;
  return { denomination: alea.chance(0.25) ? majuscules(denomination) : denomination, sigle: null };
}

function denominationSci(ctx: Contexte): Denomination {
  const { alea } = ctx;
  const sci = alea.chance(0.15) ? 'S.C.I.' : 'SCI';
  const r = alea.reel();
  let suite: string;
  if (r < 0.3) suite = alea.choisir(lieuxDits);
  else if (r < 0.5) suite = alea.choisir(nomsDeResidence);
  else if (r < 0.7) suite = tirerNom(ctx);
  else if (r < 0.8) suite = `${tirerNom(ctx)}-${tirerNom(ctx)}`;
  else if (r < 0.9) suite = initiales(alea, 3);
  else suite = `${tirerPrenom(ctx)} et ${tirerPrenom(ctx)}`;
  const denomination = `${sci} ${suite}`;
  return { denomination: alea.chance(0.7) ? majuscules(denomination) : denomination, sigle: null };
}

function denominationHolding(ctx: Contexte): string {
  const { alea } = ctx;
  const r = alea.reel();
  if (r < 0.35) return `Holding ${tirerNom(ctx)}`;
  if (r < 0.6) return `${initiales(alea, 3)} Participations`;
  if (r < 0.8) return `Financière ${alea.choisir(lieuxDits)}`;
  return `Groupe ${tirerNom(ctx)}`;
}

/** A sole trader's name as registries show it: family name in capitals, then the first name. */
export function denominationEntrepreneur(nom: string, prenom: string): string {
  return `${majuscules(nom)} ${prenom}`;
}
