import { aujourdhui, dateFrancaise } from '../../../lib/dates.js';
import { formaterMontant } from '../../../lib/montants.js';
import { formaterSiren } from '../../../lib/identifiants.js';
import type { Adresse, GreffeRegistre } from '../repository/registre.js';
import { NBSP } from './texte.js';

/** AAAA-MM-JJ of an instant, in Paris (documents are dated on the French calendar). */
export function jourParis(instant: Date): string {
  return aujourdhui(instant);
}

/** AAAA-MM-JJ → JJ/MM/AAAA. */
export function dateCourte(date: string): string {
  return dateFrancaise(date.slice(0, 10));
}

const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** AAAA-MM-JJ → « 1er mai 2024 », « 23 avril 1971 ». */
export function dateLongue(date: string): string {
  const [annee, mois, jour] = date.slice(0, 10).split('-').map(Number);
  return `${jour === 1 ? '1er' : String(jour)} ${MOIS[(mois ?? 1) - 1] ?? ''} ${annee}`;
}

/** 'MM-JJ' → « 31 décembre ». */
export function jourDuMois(mmjj: string): string {
  const [mois, jour] = mmjj.split('-').map(Number);
  return `${jour === 1 ? '1er' : String(jour)} ${MOIS[(mois ?? 1) - 1] ?? ''}`;
}

const heureParisFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** « 02/05/2024 à 10:15 » (Paris) of an instant or an ISO string. */
export function dateHeure(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${dateCourte(jourParis(date))} à ${heureParisFormat.format(date).replace(/\s/g, '')}`;
}

/** Euros → « 1 234,50 € » (SPEC §9 figures, unbreakable spaces in a PDF). */
export function euros(montant: number): string {
  return `${formaterMontant(Math.round(montant * 100)).replace(/ /g, NBSP)}${NBSP}€`;
}

/** A SPEC §9 amount string (« 1 234,50 ») kept on one line, with its sign. */
export function montantFormate(formate: string): string {
  return `${formate.replace(/ /g, NBSP)}${NBSP}€`;
}

/** Whole euros → « 1 450 000 € ». */
export function eurosEntiers(montant: number): string {
  const signe = montant < 0 ? '-' : '';
  const entier = Math.round(Math.abs(montant))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${signe}${entier}${NBSP}€`;
}

/** « 552 100 554 », never split across lines. */
export function siren(numero: string): string {
  return formaterSiren(numero).replace(/ /g, NBSP);
}

/** The Kbis immatriculation: « 552 100 554 R.C.S. Paris » (FACTS §3). */
export function immatriculation(numero: string, greffe: Pick<GreffeRegistre, 'ville'> | null): string {
  return greffe === null ? siren(numero) : `${siren(numero)} R.C.S. ${greffe.ville}`;
}

/** « de Paris », « d’Évry », « du Havre » (Le Havre), « des Sables » (Les …). */
export function deVille(ville: string): string {
  if (/^Le /.test(ville)) return `du ${ville.slice(3)}`;
  if (/^Les /.test(ville)) return `des ${ville.slice(4)}`;
  if (/^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒ]/i.test(ville)) return `d’${ville}`;
  return `de ${ville}`;
}

/** « tribunal de commerce de Nice », « tribunal des activités économiques de Paris »… */
export function tribunal(greffe: Pick<GreffeRegistre, 'type' | 'nom'>): string {
  switch (greffe.type) {
    case 'TAE':
      return `tribunal des activités économiques ${deVille(greffe.nom)}`;
    case 'TJ':
      return `tribunal judiciaire ${deVille(greffe.nom)} (chambre commerciale)`;
    case 'TMC':
      return `tribunal mixte de commerce ${deVille(greffe.nom)}`;
    default:
      return `tribunal de commerce ${deVille(greffe.nom)}`;
  }
}

/** « Tribunal de commerce de Nice » (the court, capitalised to start a field). */
export function tribunalMajuscule(greffe: Pick<GreffeRegistre, 'type' | 'nom'>): string {
  const texte = tribunal(greffe);
  return texte.charAt(0).toUpperCase() + texte.slice(1);
}

/** « Greffe du tribunal de commerce de Nice ». */
export function nomGreffe(greffe: Pick<GreffeRegistre, 'type' | 'nom'>): string {
  return `Greffe du ${tribunal(greffe)}`;
}

/** « 75001 Paris »: the greffe's seat (FACTS gives no street address). */
export function adresseGreffe(greffe: GreffeRegistre): string {
  return [greffe.codePostal, greffe.commune ?? greffe.ville].filter((partie) => partie).join(' ');
}

/** One line: « 12 RUE DE LA PAIX, BATIMENT B, 75002 PARIS 2 ». */
export function adresseTexte(adresse: Adresse): string {
  const commune = [adresse.codePostal, adresse.commune].filter((partie) => partie).join(' ');
  const texte = [...adresse.lignes, commune, adresse.pays ?? ''].filter((partie) => partie !== '').join(', ');
  return texte === '' ? 'Non renseignée' : texte;
}

/** « Euros » for EUR, the ISO code otherwise. */
export function devise(code: string | null): string {
  return code === null || code === 'EUR' ? 'Euros' : code;
}

/** « 150 000,00 Euros », variable capital noted. */
export function capital(montant: number, code: string | null, variable: boolean): string {
  const texte = `${formaterMontant(Math.round(montant * 100)).replace(/ /g, NBSP)} ${devise(code)}`;
  return variable ? `${texte} (capital variable)` : texte;
}
