import type { NatureAffaire, RolePartie } from '@portail/contrat/affaires';
import { LETTRES_RG } from '@portail/contrat/affaires';

import { normaliserNom } from '../../../lib/normaliser.js';
import { tirage, type Aleatoire, type Tirage } from '../generateur/aleatoire.js';
import {
  CHAMBRE_PROCEDURES,
  chambreContentieux,
  dispositifJugement,
  JUGE_DES_REFERES,
  OBJETS_PROCEDURE,
  PRESIDENT,
  remplirDispositif,
} from '../generateur/affaires.js';
import { ouvreApres, seance, tirerIssue, type NatureOrdinaire } from '../generateur/affaires-deroulement.js';
import {
  Barreaux,
  designer,
  tirageNoms,
  tirerPersonne,
  tirerTiers,
  type Partie,
} from '../generateur/affaires-parties.js';
import { annee, dateFrancaise, iso, jour, type Jour } from '../generateur/dates.js';
import {
  desistement,
  facturesImpayees,
  heuresContentieux,
  heuresReferes,
  injonctionFactures,
  modelesContentieux,
  modelesInjonction,
  modelesRefere,
  opposition,
  type Issue,
  type Modele,
} from '../generateur/donnees/affaires.js';
import type { TypeProcedure } from '../generateur/procedures.js';
import { Tireur, type EntrepriseTiree } from './entreprises-tirees.js';
import type { ChangementAffaire } from './taux.js';
import type { Journee } from './vie-sociale.js';

/** What the court's roll did on a day. */
export type BilanAffaires = Record<
  | ChangementAffaire
  | 'affairePcl'
  | 'decisionPcl'
  | 'clotureAffairePcl'
  | 'audienceAffaire'
  | 'decisionAffaire'
  | 'radiationAffaire',
  number
>;

export const AUCUNE_AFFAIRE: Readonly<BilanAffaires> = {
  affaireContentieux: 0,
  affaireRefere: 0,
  affaireInjonction: 0,
  affairePcl: 0,
  decisionPcl: 0,
  clotureAffairePcl: 0,
  audienceAffaire: 0,
  decisionAffaire: 0,
  radiationAffaire: 0,
};

/** The nature of the cases each count of the day introduces. */
const NATURES: Readonly<Record<ChangementAffaire, NatureOrdinaire>> = {
  affaireContentieux: 'CONTENTIEUX',
  affaireRefere: 'REFERE',
  affaireInjonction: 'INJONCTION_DE_PAYER',
};

/** The highest number of a greffe's yearly roll of a kind: year, letter and five digits. */
const NUMERO_MAX = 99_999;

const tirages: Readonly<Record<NatureOrdinaire, Tirage<Modele>>> = {
  CONTENTIEUX: tirage(modelesContentieux.map((m) => [m, m.poids] as const)),
  REFERE: tirage(modelesRefere.map((m) => [m, m.poids] as const)),
  INJONCTION_DE_PAYER: tirage(modelesInjonction.map((m) => [m, m.poids] as const)),
};

/** The generator's models by nature and objet: a case's decision follows its model's outcomes. */
const modeles = new Map<string, Modele>();
for (const [nature, liste] of [
  ['INJONCTION_DE_PAYER', [injonctionFactures, ...modelesInjonction]],
  ['REFERE', modelesRefere],
  ['CONTENTIEUX', [facturesImpayees, opposition, ...modelesContentieux]],
] as const) {
  for (const m of liste) if (!modeles.has(`${nature}:${m.objet}`)) modeles.set(`${nature}:${m.objet}`, m);
}
const modeleDe = (nature: NatureOrdinaire, objet: string): Modele =>
  modeles.get(`${nature}:${objet}`) ??
  (nature === 'INJONCTION_DE_PAYER'
    ? injonctionFactures
    : nature === 'REFERE'
      ? (modelesRefere[0] ?? opposition)
      : facturesImpayees);

/** What is at stake, in cents, as the generator draws it. */
const montantDe = (alea: Aleatoire, modele: Modele): number =>
  Math.max(300, Math.round(modele.montant * Math.exp(alea.normale(0, 0.8)))) * 100 + alea.entier(0, 99);

const RADIATION_ROLE = 'Radiation du rôle faute de diligence des parties';

/** The roll numbers of the day's year, each greffe's and letter's series going on after its last. */
class Roles {
  private constructor(
    private readonly an: number,
    private readonly derniers: Map<string, number>,
  ) {}

  static async ouvrir(j: Journee): Promise<Roles> {
    const an = annee(j.date);
    const { rows } = await j.tx.query<{ greffe: string; lettre: string; dernier: number }>(
      `SELECT greffe_code AS greffe, substr(numero_rg, 5, 1) AS lettre, max(right(numero_rg, 5)::int)::int AS dernier
         FROM affaires WHERE left(numero_rg, 4) = $1 GROUP BY 1, 2`,
      [String(an)],
    );
    return new Roles(an, new Map(rows.map((row) => [`${row.greffe}:${row.lettre}`, row.dernier])));
  }

  /** The next number of the greffe's roll of that kind; null when the year's series is full. */
  suivant(greffe: string, nature: NatureAffaire): string | null {
    const lettre = LETTRES_RG[nature];
    const numero = (this.derniers.get(`${greffe}:${lettre}`) ?? 0) + 1;
    if (numero > NUMERO_MAX) return null;
    this.derniers.set(`${greffe}:${lettre}`, numero);
    return `${this.an}${lettre}${String(numero).padStart(5, '0')}`;
  }
}

/**
 * A working day of the commercial courts' rolls (migration 026), which are not the RCS: no registry
 * event is written (the collective proceedings' judgments keep their own PCL events). Every draw
 * comes from `alea`, a stream of the cases' own, and the pass runs once the day's other rows are
 * written, so they are what they would be without it. In this order: the proceedings opened and the
 * judgments rendered today become cases and decisions; decisions set for today are rendered; the
 * hearings of the day (and any left without an issue) get theirs; new cases are introduced.
 */
export async function activiteAffaires(
  j: Journee,
  alea: Aleatoire,
  nombres: Readonly<Record<ChangementAffaire, number>>,
): Promise<BilanAffaires> {
  const roles = await Roles.ouvrir(j);
  const bilan: BilanAffaires = { ...AUCUNE_AFFAIRE };
  await procedures(j, alea, roles, bilan);
  const { rows: rendues } = await j.tx.query(
    `UPDATE affaires a SET etat = 'JUGEE', date_fin = d.date_decision
       FROM affaires_decisions d
      WHERE d.affaire_id = a.id AND d.jugement_id IS NULL AND d.date_decision <= $1::date
        AND a.etat = 'EN_COURS' AND a.nature <> 'PROCEDURE_COLLECTIVE'
      RETURNING a.id`,
    [iso(j.date)],
  );
  bilan.decisionAffaire += rendues.length;
  await audiences(j, alea, bilan);
  await introductions(j, alea, roles, nombres, bilan);
  return bilan;
}

function ecrireDecision(
  j: Journee,
  affaire: number,
  date: Jour,
  type: 'JUGEMENT' | 'ORDONNANCE',
  libelle: string,
  dispositif: string,
  jugement: number | null,
): void {
  j.ctx.tables.affairesDecisions.ajouter([
    j.ctx.id('affaires_decisions'),
    affaire,
    iso(date),
    type,
    libelle,
    dispositif,
    jugement,
  ]);
}

function ecrirePartie(j: Journee, affaire: number, p: Omit<Partie, 'designation' | 'jusqua'>): void {
  j.ctx.tables.affairesParties.ajouter([
    j.ctx.id('affaires_parties'),
    affaire,
    p.role,
    p.entreprise,
    p.siren,
    p.nom,
    normaliserNom(p.nom),
    p.personne,
    p.avocat,
  ]);
}

/** The firm of the mandataire or liquidator a judgment names (« Maître Jean DUPONT » → his SELARL). */
function cabinetNomme(complement: string | null): string | null {
  const nomme = /(?:Mandataire judiciaire|Liquidateur) : (.+)$/.exec(complement ?? '')?.[1]?.trim();
  if (!nomme) return null;
  const maitre = /^Maître \S+ (.+)$/.exec(nomme);
  return maitre ? `SELARL ${maitre[1]} & Associés, mandataires judiciaires` : nomme;
}

/**
 * The collective proceedings opened today become cases (the debtor, the mandataire the opening
 * judgment names), the judgments rendered today their decisions; a closing judgment closes the case.
 */
async function procedures(j: Journee, alea: Aleatoire, roles: Roles, bilan: BilanAffaires): Promise<void> {
  const texte = iso(j.date);
  const { rows: ouvertes } = await j.tx.query<{
    id: number;
    type: TypeProcedure;
    greffe: string;
    entreprise: number;
    siren: string;
    nom: string;
    personne: boolean;
    complement: string | null;
  }>(
    `SELECT p.id::int AS id, p.type, coalesce(p.greffe_code, e.greffe_code) AS greffe, e.id::int AS entreprise,
            e.siren, coalesce(nullif(e.denomination, ''), e.siren) AS nom, e.personne_physique AS personne,
            (SELECT j.complement FROM jugements j WHERE j.procedure_id = p.id ORDER BY j.id LIMIT 1) AS complement
       FROM procedures_collectives p JOIN entreprises e ON e.id = p.entreprise_id
      WHERE p.date_ouverture = $1::date AND coalesce(p.greffe_code, e.greffe_code) IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM affaires a WHERE a.procedure_id = p.id)
      ORDER BY p.id`,
    [texte],
  );
  const nouvelles = new Map<number, number>();
  for (const p of ouvertes) {
    const numero = roles.suivant(p.greffe, 'PROCEDURE_COLLECTIVE');
    if (numero === null) continue;
    const affaire = j.ctx.id('affaires');
    nouvelles.set(p.id, affaire);
    j.ctx.tables.affaires.ajouter([
      affaire,
      p.greffe,
      numero,
      'PROCEDURE_COLLECTIVE',
      CHAMBRE_PROCEDURES,
      OBJETS_PROCEDURE[p.type],
      texte,
      'EN_COURS',
      null,
      p.id,
    ]);
    const debiteur = { entreprise: p.entreprise, siren: p.siren, nom: p.nom, personne: p.personne, avocat: null };
    ecrirePartie(j, affaire, { ...debiteur, role: 'DEBITEUR' });
    const cabinet =
      cabinetNomme(p.complement) ?? `SELARL ${tirageNoms.tirer(alea)} & Associés, mandataires judiciaires`;
    const mandataire = { entreprise: null, siren: null, nom: cabinet, personne: false, avocat: null };
    ecrirePartie(j, affaire, { ...mandataire, role: 'MANDATAIRE_JUDICIAIRE' });
    bilan.affairePcl++;
  }

  const { rows: jugements } = await j.tx.query<{
    id: number;
    procedure: number;
    nature: string;
    complement: string | null;
    affaire: number | null;
    nom: string;
    personne: boolean;
  }>(
    `SELECT j.id::int AS id, j.procedure_id::int AS procedure, j.nature, j.complement, a.id::int AS affaire,
            coalesce(nullif(e.denomination, ''), e.siren) AS nom, e.personne_physique AS personne
       FROM jugements j
       JOIN procedures_collectives p ON p.id = j.procedure_id
       JOIN entreprises e ON e.id = p.entreprise_id
       LEFT JOIN affaires a ON a.procedure_id = j.procedure_id
      WHERE j.date_jugement = $1::date AND NOT EXISTS (SELECT 1 FROM affaires_decisions d WHERE d.jugement_id = j.id)
      ORDER BY j.id`,
    [texte],
  );
  for (const jugement of jugements) {
    const affaire = jugement.affaire ?? nouvelles.get(jugement.procedure);
    if (affaire === undefined) continue;
    const dispositif = dispositifJugement(
      jugement.nature,
      jugement.complement,
      designer(jugement.nom, jugement.personne),
    );
    ecrireDecision(j, affaire, j.date, 'JUGEMENT', jugement.nature, dispositif, jugement.id);
    bilan.decisionPcl++;
    if (jugement.affaire === null) continue;
    if (jugement.nature.startsWith('Jugement de clôture')) {
      await j.tx.query(`UPDATE affaires SET etat = 'CLOSE', date_fin = $2 WHERE id = $1 AND etat = 'EN_COURS'`, [
        affaire,
        texte,
      ]);
      bilan.clotureAffairePcl++;
    } else if (jugement.nature.startsWith('Jugement de conversion')) {
      // The liquidator named takes the mandataire's place among the parties.
      const cabinet = cabinetNomme(jugement.complement);
      if (cabinet !== null) {
        await j.tx.query(
          `UPDATE affaires_parties SET nom = $2, nom_recherche = $3 WHERE affaire_id = $1 AND role = 'MANDATAIRE_JUDICIAIRE'`,
          [affaire, cabinet, normaliserNom(cabinet)],
        );
      }
    }
  }
}

interface AudienceDuJour {
  [colonne: string]: unknown;
  id: number;
  affaire: number;
  objet: string;
  nature: 'CONTENTIEUX' | 'REFERE';
  chambre: string;
  greffe: string;
  objet_affaire: string;
  introduction: string;
  tenues: number;
}

/**
 * The hearings of the day (and any earlier one left without an issue) get their issue: the case is
 * sent to a later sitting of its chamber, pleaded and put under deliberation (the decision, dated
 * the day it will be rendered, is written with its dispositif and shown from that day), struck off
 * the roll, or withdrawn.
 */
async function audiences(j: Journee, alea: Aleatoire, bilan: BilanAffaires): Promise<void> {
  const { rows } = await j.tx.query<AudienceDuJour>(
    `SELECT au.id::int AS id, au.affaire_id::int AS affaire, au.objet, a.nature, a.chambre, a.greffe_code AS greffe,
            a.objet AS objet_affaire, a.date_introduction::text AS introduction,
            (SELECT count(*)::int FROM affaires_audiences x WHERE x.affaire_id = a.id AND x.issue IS NOT NULL) AS tenues
       FROM affaires_audiences au JOIN affaires a ON a.id = au.affaire_id
      WHERE au.issue IS NULL AND au.date_audience <= $1::date AND a.etat = 'EN_COURS'
        AND a.nature IN ('CONTENTIEUX', 'REFERE')
      ORDER BY au.id`,
    [iso(j.date)],
  );
  if (rows.length === 0) return;
  const { rows: lignes } = await j.tx.query<{ affaire: number; role: RolePartie; nom: string; personne: boolean }>(
    `SELECT affaire_id::int AS affaire, role, nom, personne_physique AS personne
       FROM affaires_parties WHERE affaire_id = ANY($1::bigint[]) ORDER BY id`,
    [rows.map((row) => row.affaire)],
  );
  const parties = new Map<number, Array<{ role: RolePartie; designation: string }>>();
  for (const p of lignes) {
    const liste = parties.get(p.affaire) ?? [];
    liste.push({ role: p.role, designation: designer(p.nom, p.personne) });
    parties.set(p.affaire, liste);
  }
  for (const a of rows) {
    const refere = a.nature === 'REFERE';
    const modele = modeleDe(a.nature, a.objet_affaire);
    const s = seance(a.greffe, a.chambre, refere ? heuresReferes : heuresContentieux, !refere);
    const plaidoiries = a.objet === 'Audience de plaidoiries';
    const r = alea.reel();
    const radiation = !plaidoiries && r < (refere ? 0.06 : 0.03);
    const desiste = !refere && !plaidoiries && !radiation && r < 0.06;
    let issue: string;
    if (radiation || desiste) {
      issue = radiation ? RADIATION_ROLE : 'Désistement d’instance';
      await j.tx.query('UPDATE affaires SET etat = $2, date_fin = $3 WHERE id = $1', [
        a.affaire,
        radiation ? 'RADIEE' : 'JUGEE',
        iso(j.date),
      ]);
      if (desiste) {
        const d = decision(alea, desistement, parties.get(a.affaire), a, j.date, modele);
        ecrireDecision(j, a.affaire, j.date, 'JUGEMENT', desistement.libelle, d, null);
        bilan.decisionAffaire++;
      } else bilan.radiationAffaire++;
    } else if (!plaidoiries && (refere ? a.tenues < 2 && alea.chance(0.4) : true)) {
      // Contentieux: mise en état until the parties are ready to plead (about 1.6 renvois on average).
      const pourPlaider = !refere && (a.tenues >= 5 || alea.chance(0.4));
      const suivante = s.apres(j.date + (refere ? alea.entier(14, 35) : alea.entier(28, 84)));
      issue = `${pourPlaider ? 'Renvoi pour plaidoiries' : 'Renvoi'} au ${dateFrancaise(suivante)}`;
      const objet = refere
        ? 'Audience des référés'
        : pourPlaider
          ? 'Audience de plaidoiries'
          : 'Audience de mise en état';
      j.ctx.tables.affairesAudiences.ajouter([
        j.ctx.id('affaires_audiences'),
        a.affaire,
        iso(suivante),
        s.heure,
        a.chambre,
        objet,
        null,
      ]);
    } else {
      const delibere = ouvreApres(j.date + (refere ? alea.entier(7, 21) : alea.entier(21, 63)));
      issue = `Affaire mise en délibéré au ${dateFrancaise(delibere)}`;
      const tiree = tirerIssue(alea, modele);
      const d = decision(alea, tiree, parties.get(a.affaire), a, delibere, modele);
      ecrireDecision(j, a.affaire, delibere, refere ? 'ORDONNANCE' : 'JUGEMENT', tiree.libelle, d, null);
    }
    await j.tx.query('UPDATE affaires_audiences SET issue = $2 WHERE id = $1', [a.id, issue]);
    bilan.audienceAffaire++;
  }
}

function decision(
  alea: Aleatoire,
  issue: Issue,
  parties: ReadonlyArray<{ role: RolePartie; designation: string }> | undefined,
  a: { introduction: string },
  date: Jour,
  modele: Modele,
): string {
  return remplirDispositif(alea, issue.dispositif, parties ?? [], montantDe(alea, modele), jour(a.introduction), date);
}

/**
 * New cases on registered active companies (civil companies go before the civil courts), at their
 * greffe: the other side is a lender or a lessor, a natural person or another company of the
 * registry, as the generator's models say. A contentieux or a référé gets its first hearing at a
 * later sitting of its chamber; an injonction de payer is an order on request, without a hearing,
 * rendered within weeks (written now, dated the day it is rendered).
 */
async function introductions(
  j: Journee,
  alea: Aleatoire,
  roles: Roles,
  nombres: Readonly<Record<ChangementAffaire, number>>,
  bilan: BilanAffaires,
): Promise<void> {
  const total = nombres.affaireContentieux + nombres.affaireRefere + nombres.affaireInjonction;
  if (total <= 0) return;
  const condition = `e.forme_juridique_code !~ '^65' AND e.denomination <> ''`;
  const tireur = await Tireur.ouvrir(j.tx, alea);
  const societes = await tireur.tirer(total, condition, true);
  const autres = await tireur.tirer(total, condition, true);
  const barreaux = new Barreaux();
  const texte = iso(j.date);
  let rang = 0;
  for (const changement of ['affaireContentieux', 'affaireRefere', 'affaireInjonction'] as const) {
    const nature = NATURES[changement];
    for (let i = 0; i < nombres[changement]; i++) {
      const e = societes[rang];
      const autre = autres[rang];
      rang++;
      if (e === undefined) return;
      const modele = tirages[nature].tirer(alea);
      const parties = partiesDe(alea, barreaux, nature, modele, e, autre);
      const numero = roles.suivant(e.greffe_code, nature);
      if (numero === null) continue;
      const chambre =
        nature === 'REFERE'
          ? JUGE_DES_REFERES
          : nature === 'INJONCTION_DE_PAYER'
            ? PRESIDENT
            : chambreContentieux(alea, e.greffe_code);
      const affaire = j.ctx.id('affaires');
      j.ctx.tables.affaires.ajouter([
        affaire,
        e.greffe_code,
        numero,
        nature,
        chambre,
        modele.objet,
        texte,
        'EN_COURS',
        null,
        null,
      ]);
      for (const p of parties) ecrirePartie(j, affaire, p);
      if (nature === 'INJONCTION_DE_PAYER') {
        const date = ouvreApres(j.date + alea.entier(5, 40));
        const issue = tirerIssue(alea, modele);
        const d = decision(alea, issue, parties, { introduction: texte }, date, modele);
        ecrireDecision(j, affaire, date, 'ORDONNANCE', issue.libelle, d, null);
      } else {
        const refere = nature === 'REFERE';
        const s = seance(e.greffe_code, chambre, refere ? heuresReferes : heuresContentieux, !refere);
        const premiere = s.apres(j.date + (refere ? alea.entier(7, 24) : alea.entier(21, 56)));
        const objet = refere ? 'Audience des référés' : 'Audience de mise en état';
        j.ctx.tables.affairesAudiences.ajouter([
          j.ctx.id('affaires_audiences'),
          affaire,
          iso(premiere),
          s.heure,
          chambre,
          objet,
          null,
        ]);
      }
      bilan[changement]++;
    }
  }
}

/** Who stands on each side, claimants first, with their lawyers (as the generator's `parties`). */
function partiesDe(
  alea: Aleatoire,
  barreaux: Barreaux,
  nature: NatureOrdinaire,
  modele: Modele,
  e: EntrepriseTiree,
  autre: EntrepriseTiree | undefined,
): Partie[] {
  const role: RolePartie = modele.tiers ? 'DEFENDEUR' : (modele.role ?? (alea.chance(0.5) ? 'DEMANDEUR' : 'DEFENDEUR'));
  const autreRole: RolePartie = role === 'DEMANDEUR' ? 'DEFENDEUR' : 'DEMANDEUR';
  const societe = {
    entreprise: e.id,
    siren: e.siren,
    nom: e.denomination,
    personne: e.personne_physique,
    designation: designer(e.denomination, e.personne_physique),
    jusqua: Infinity,
  };
  let adverse: Omit<Partie, 'role' | 'avocat'>;
  if (modele.tiers) {
    adverse = tirerTiers(alea, modele.tiers);
  } else if (autre !== undefined && !alea.chance(modele.personne)) {
    const designation = designer(autre.denomination, autre.personne_physique);
    adverse = {
      entreprise: autre.id,
      siren: autre.siren,
      nom: autre.denomination,
      personne: autre.personne_physique,
      designation,
      jusqua: Infinity,
    };
  } else adverse = tirerPersonne(alea);
  const [demandeur, defendeur] =
    nature === 'INJONCTION_DE_PAYER' ? [0.45, 0] : nature === 'REFERE' ? [0.9, 0.6] : [0.95, 0.75];
  const avocat = (r: RolePartie) =>
    alea.chance(r === 'DEMANDEUR' ? demandeur : defendeur) ? barreaux.avocat(alea, e.greffe_code) : null;
  const parties: Partie[] = [
    { ...societe, role, avocat: avocat(role) },
    { ...adverse, role: autreRole, avocat: avocat(autreRole) },
  ];
  return parties.sort((x, y) => (x.role === y.role ? 0 : x.role === 'DEMANDEUR' ? -1 : 1));
}
