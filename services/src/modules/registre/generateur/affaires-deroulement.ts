import type { EtatAffaire, NatureAffaire, TypeDecision } from '@portail/contrat/affaires';

import { hashTexte, tirage, type Aleatoire, type Tirage } from './aleatoire.js';
import { dateFrancaise, iso, type Jour } from './dates.js';
import { desistement, heuresContentieux, heuresReferes, type Issue, type Modele } from './donnees/affaires.js';

export type NatureOrdinaire = Exclude<NatureAffaire, 'PROCEDURE_COLLECTIVE'>;

export interface Audience {
  date: Jour;
  heure: string;
  objet: string;
  /** What came of it; null for a hearing still to come. */
  issue: string | null;
}

/** How a case goes: its hearings, how it ends, and the decision that ends it. */
export interface Deroulement {
  audiences: Audience[];
  etat: EtatAffaire;
  fin: Jour | null;
  decision: { date: Jour; type: TypeDecision; issue: Issue } | null;
}

/** 0 Sunday … 6 Saturday (1970-01-01, day 0, was a Thursday). */
const jourSemaine = (j: Jour) => (((j + 4) % 7) + 7) % 7;

// The fixed public holidays (Easter Monday, Ascension and Whit Monday move: not modelled).
const FERIES = new Set(['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']);
const chome = (j: Jour) => jourSemaine(j) === 0 || jourSemaine(j) === 6 || FERIES.has(iso(j).slice(5));

/** A working day: a weekend or a public holiday moves to the working day after. */
export function ouvreApres(j: Jour): Jour {
  let jour = j;
  while (chome(jour)) jour++;
  return jour;
}

/** A working day: a weekend or a public holiday moves to the working day before. */
export function ouvreAvant(j: Jour): Jour {
  let jour = j;
  while (chome(jour)) jour--;
  return jour;
}

/**
 * Each chamber of a court sits on one weekday at one time, fixed by the court and the chamber; not
 * on public holidays, and the chambers hearing the merits not in August (vacations judiciaires:
 * the référés go on).
 */
export function seance(greffe: string, chambre: string, heures: readonly string[], vacations: boolean) {
  const h = hashTexte(`${greffe}:${chambre}`);
  const jour = 1 + (h % 5);
  return {
    heure: heures[(h >>> 8) % heures.length] ?? '14:00',
    /** The chamber's first sitting on or after `j`. */
    apres: (j: Jour) => {
      let date = j + ((jour - jourSemaine(j) + 7) % 7);
      while (FERIES.has(iso(date).slice(5)) || (vacations && iso(date).slice(5, 7) === '08')) date += 7;
      return date;
    },
  };
}

const tiragesIssues = new Map<Modele, Tirage<Issue>>();
export function tirerIssue(alea: Aleatoire, modele: Modele): Issue {
  let t = tiragesIssues.get(modele);
  if (t === undefined) tiragesIssues.set(modele, (t = tirage(modele.issues.map((i) => [i, i.poids] as const))));
  return t.tirer(alea);
}

/**
 * The whole course of a case introduced on `introduction`, as if nothing stopped it (`couper` then
 * cuts it at the reference day). An injonction de payer is an order on request, without a hearing;
 * a référé is heard within weeks and decided by an order; a contentieux goes through hearings of
 * mise en état, then is pleaded and decided by a judgment. Some are struck off the roll, some
 * contentieux withdrawn.
 */
export function derouler(
  alea: Aleatoire,
  nature: NatureOrdinaire,
  modele: Modele,
  greffe: string,
  chambre: string,
  introduction: Jour,
): Deroulement {
  const issue = tirerIssue(alea, modele);
  if (nature === 'INJONCTION_DE_PAYER') {
    const date = ouvreApres(introduction + alea.entier(5, 40));
    return { audiences: [], etat: 'JUGEE', fin: date, decision: { date, type: 'ORDONNANCE', issue } };
  }
  const refere = nature === 'REFERE';
  const s = seance(greffe, chambre, refere ? heuresReferes : heuresContentieux, !refere);
  const objet = refere ? 'Audience des référés' : 'Audience de mise en état';
  const renvois = refere
    ? alea.chance(0.55)
      ? 0
      : alea.chance(0.6)
        ? 1
        : 2
    : Math.min(5, Math.floor(alea.exponentielle(1.6)));
  const r = alea.reel();
  const arret = r < (refere ? 0.08 : 0.12) ? 'RADIATION' : !refere && r < 0.2 ? 'DESISTEMENT' : null;
  const rangArret = alea.entier(0, renvois);
  const audiences: Audience[] = [];
  let date = s.apres(introduction + (refere ? alea.entier(7, 24) : alea.entier(21, 56)));
  for (let i = 0; i <= renvois; i++) {
    if (arret !== null && i === rangArret) {
      const radiation = arret === 'RADIATION';
      const issueAudience = radiation ? 'Radiation du rôle faute de diligence des parties' : 'Désistement d’instance';
      audiences.push({ date, heure: s.heure, objet, issue: issueAudience });
      return {
        audiences,
        etat: radiation ? 'RADIEE' : 'JUGEE',
        fin: date,
        decision: radiation ? null : { date, type: 'JUGEMENT', issue: desistement },
      };
    }
    if (refere && i === renvois) break;
    const suivante = s.apres(date + (refere ? alea.entier(14, 35) : alea.entier(28, 84)));
    const renvoi = !refere && i === renvois ? 'Renvoi pour plaidoiries' : 'Renvoi';
    audiences.push({ date, heure: s.heure, objet, issue: `${renvoi} au ${dateFrancaise(suivante)}` });
    date = suivante;
  }
  const delibere = ouvreApres(date + (refere ? alea.entier(7, 21) : alea.entier(21, 63)));
  audiences.push({
    date,
    heure: s.heure,
    objet: refere ? objet : 'Audience de plaidoiries',
    issue: `Affaire mise en délibéré au ${dateFrancaise(delibere)}`,
  });
  return {
    audiences,
    etat: 'JUGEE',
    fin: delibere,
    decision: { date: delibere, type: refere ? 'ORDONNANCE' : 'JUGEMENT', issue },
  };
}

/**
 * The case as it stands on the reference day: ended, or still open with the hearings held and the
 * next one to come (what comes of it is not known yet). A company struck off before the reference
 * day has seen all its cases end: null when this one would not have.
 */
export function couper(d: Deroulement, reference: Jour, fin: Jour): Deroulement | null {
  const terme = d.fin ?? reference + 1;
  if (terme <= reference) return terme <= fin ? d : null;
  if (fin < reference) return null;
  const tenues = d.audiences.filter((a) => a.date <= reference);
  const prochaine = d.audiences.find((a) => a.date > reference);
  return {
    audiences: prochaine ? [...tenues, { ...prochaine, issue: null }] : tenues,
    etat: 'EN_COURS',
    fin: null,
    decision: null,
  };
}
