/** Wording of the court cases: hearings and decisions in words, the criteria, and the service's refusals by field. */
import type { Audience, Decision } from '@portail/contrat/affaires';
import { formatSiren } from '../../components/entreprise/format';
import type { GreffeChoisi } from '../../lib/api/gages';
import { formatDate } from '../../lib/registre/format';
import { deOrD } from '../../lib/text/greffe-title';
import { refusParChamp as refusCommun, type RefusParChamp as RefusCommun } from '../ui/refus-par-champ';
import type { Champ, Criteres } from './criteres';

const NBSP = '\u00a0';

export const TITRE_AFFAIRES = 'Consulter une affaire';

export const MESSAGE_INDISPONIBLE =
  'Le service de recherche d’affaires ne répond pas pour le moment. Veuillez réessayer dans un instant.';
export const MESSAGE_AUCUNE_NUMERO =
  'Aucune affaire n’est inscrite sous ce numéro au rôle de ce greffe. Vérifiez le numéro RG et le greffe indiqués sur la convocation ou la décision.';
export const MESSAGE_AUCUNE_PARTIE = 'Aucune affaire ne concerne une partie sous ces critères.';
export const MESSAGE_SANS_DECISION =
  'Aucune décision n’a encore été rendue dans cette affaire. Une copie pourra être commandée dès qu’une décision aura été rendue.';
export const MESSAGE_INDICATIF =
  'Les informations affichées sont données à titre indicatif. Seules les décisions et les convocations délivrées par le greffe font foi.';

/** « n° 2024F00123 », the number never parted from its sign. */
export const numero = (rg: string) => `n°${NBSP}${rg}`;

const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** AAAA-MM-JJ → « mardi 8 décembre 2026 » (the day of the week of that calendar day, anywhere). */
export function jourLong(date: string): string {
  const jour = JOURS[new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay()];
  return jour ? `${jour} ${formatDate(date)}` : formatDate(date);
}

/** « 09:30 » → « 9 h 30 », « 14:00 » → « 14 h » (no-break spaces around the h, like the site's times). */
export function heure(hhmm: string): string {
  const [h, m] = hhmm.split(':');
  const minutes = m && m !== '00' ? `${NBSP}${m}` : '';
  return `${Number(h)}${NBSP}h${minutes}`;
}

/** « mardi 8 décembre 2026 à 9 h 30, Juge des référés »: when and before which formation. */
export const quandEtOu = (audience: Audience) =>
  `${jourLong(audience.date)} à ${heure(audience.heure)}, ${audience.chambre}`;

/** « Prochaine audience : mardi 8 décembre 2026 à 9 h 30, Juge des référés ». */
export const texteProchaineAudience = (audience: Audience) => `Prochaine audience${NBSP}: ${quandEtOu(audience)}`;

/** « Jugement du 12 mars 2025 », « Ordonnance du 3 juin 2023 ». */
export const titreDecision = (decision: Decision) => `${decision.type.libelle} du ${formatDate(decision.date)}`;

/** « du jugement du 12 mars 2025 », « de l’ordonnance du 3 juin 2023 ». */
export const deLaDecision = (decision: Decision) =>
  `${decision.type.code === 'ORDONNANCE' ? 'de l’ordonnance' : 'du jugement'} du ${formatDate(decision.date)}`;

/** « Tribunal de commerce de Bordeaux » from a greffe's kind of court (« Tribunal de commerce ») and name. */
export const tribunal = (libelleType: string, nom: string) => `${libelleType} ${deOrD(nom)}`;

/** « greffe de Paris », or by its code when the list of greffes is not read (yet). */
export function nomGreffe(code: string, greffes: readonly GreffeChoisi[] | undefined): string {
  const nom = greffes?.find((g) => g.code === code)?.nom;
  return nom ? `greffe ${deOrD(nom)}` : `greffe ${code}`;
}

/** « pour le numéro RG 2024F00123, au greffe de Paris », « pour le nom « MARTIN », dans tous les greffes ». */
export function designation(criteres: Criteres, greffes: readonly GreffeChoisi[] | undefined): string {
  const ou = criteres.greffe ? `au ${nomGreffe(criteres.greffe, greffes)}` : 'dans tous les greffes';
  if (criteres.par === 'numero') return `pour le numéro RG ${criteres.rg}, ${ou}`;
  const qui =
    'siren' in criteres.partie
      ? `le SIREN ${formatSiren(criteres.partie.siren)}`
      : `le nom «${NBSP}${criteres.partie.nom}${NBSP}»`;
  return `pour ${qui}, ${ou}`;
}

const SUJETS: Record<string, { sujet: string; champ: (criteres: Criteres) => Champ }> = {
  numero_rg: { sujet: 'Le numéro RG', champ: () => 'rg' },
  code_greffe: {
    sujet: 'Le greffe choisi',
    champ: (criteres) => (criteres.par === 'numero' ? 'greffeNumero' : 'greffePartie'),
  },
  nom: { sujet: 'Le nom de la partie', champ: () => 'partie' },
  siren: { sujet: 'Le numéro SIREN', champ: () => 'partie' },
};

/** A refusal of the service (400), each message on the field it names; the rest for the whole search. */
export type RefusParChamp = RefusCommun<Champ>;

export function refusParChamp(erreur: unknown, criteres: Criteres | null): RefusParChamp | null {
  if (!criteres) return null;
  return refusCommun(erreur, (parametre) => {
    const cible = SUJETS[parametre];
    return cible && { champ: cible.champ(criteres), sujet: cible.sujet };
  });
}
