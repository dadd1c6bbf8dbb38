import type { NatureAffaire, RolePartie } from '@portail/contrat/affaires';
import { LETTRES_RG } from '@portail/contrat/affaires';
import { ESPACE_FINE_INSECABLE, ESPACE_INSECABLE, grouperMilliers } from '@portail/domaine';

import { normaliserNom } from '../../../lib/normaliser.js';
import {
  couper,
  derouler,
  ouvreApres,
  ouvreAvant,
  type Deroulement,
  type NatureOrdinaire,
} from './affaires-deroulement.js';
import {
  Barreaux,
  designer,
  tirageNoms,
  tirerExpert,
  tirerPersonne,
  tirerTiers,
  type Identite,
  type Partie,
} from './affaires-parties.js';
import { Aleatoire, hashTexte, tirage } from './aleatoire.js';
import { Reserve, type Contexte, type SerieNumero } from './contexte.js';
import { annee, dateFrancaise, iso, jour, type Jour } from './dates.js';
import {
  facturesImpayees,
  injonctionFactures,
  modelesContentieux,
  modelesInjonction,
  modelesRefere,
  opposition,
  type Modele,
} from './donnees/affaires.js';
import type { ProcedureEcrite, TypeProcedure } from './procedures.js';
import type { Profil } from './profil.js';

/** The rolls the portal shows start in 2010: older cases are archived. */
export const DEBUT_AFFAIRES: Jour = jour('2010-01-01');

/** The counter of each kind's roll numbers (`ctx.numero`); injonctions count under N, I being the inscriptions'. */
const SERIES: Readonly<Record<NatureAffaire, SerieNumero>> = {
  CONTENTIEUX: 'F',
  REFERE: 'R',
  INJONCTION_DE_PAYER: 'N',
  PROCEDURE_COLLECTIVE: 'J',
};

/** The case of a collective proceeding is about the proceeding (labels of migration 026's backfill). */
export const OBJETS_PROCEDURE: Readonly<Record<TypeProcedure, string>> = {
  SAUVEGARDE: 'Procédure de sauvegarde',
  REDRESSEMENT_JUDICIAIRE: 'Redressement judiciaire',
  LIQUIDATION_JUDICIAIRE: 'Liquidation judiciaire',
  LIQUIDATION_JUDICIAIRE_SIMPLIFIEE: 'Liquidation judiciaire simplifiée',
  RETABLISSEMENT_PROFESSIONNEL: 'Rétablissement professionnel',
};

/**
 * Cases a company brings or faces per year of activity, by size (micro, small, medium, large):
 * estimates of the order of the commercial courts' yearly contentieux, référés and injonctions de
 * payer spread over the companies of the RCS. Holdings litigate little.
 */
const PAR_AN = [0.02, 0.05, 0.12, 0.25] as const;
const natures = tirage<NatureOrdinaire>([
  ['CONTENTIEUX', 40],
  ['REFERE', 20],
  ['INJONCTION_DE_PAYER', 40],
]);
const tirages = {
  CONTENTIEUX: tirage(modelesContentieux.map((m) => [m, m.poids] as const)),
  REFERE: tirage(modelesRefere.map((m) => [m, m.poids] as const)),
  INJONCTION_DE_PAYER: tirage(modelesInjonction.map((m) => [m, m.poids] as const)),
};

const ARTICLE_700 = [800, 1000, 1200, 1500, 2000, 2500, 3000, 5000] as const;

export const CHAMBRE_PROCEDURES = 'Chambre des procédures collectives';
export const JUGE_DES_REFERES = 'Juge des référés';
export const PRESIDENT = 'Président du tribunal (injonctions de payer)';

/** A company generated earlier, which later ones may meet in court. */
interface Connue {
  id: number;
  siren: string;
  nom: string;
  personne: boolean;
  debut: Jour;
  fin: Jour;
}

/** « 12 450,00 € »: narrow no-break spaces between thousands, a no-break space before the sign. */
export function euros(centimes: number): string {
  const unites = grouperMilliers(Math.floor(centimes / 100), ESPACE_FINE_INSECABLE);
  return `${unites},${String(centimes % 100).padStart(2, '0')}${ESPACE_INSECABLE}€`;
}

/** The dispositif of a collective proceeding's judgment, from its nature and complement. */
export function dispositifJugement(nature: string, complement: string | null, debiteur: string): string {
  const ouverture = /^Jugement d’ouverture d’une procédure (.+)$/.exec(nature);
  const conversion = /^Jugement de conversion en (.+)$/.exec(nature);
  const plan = /^Jugement arrêtant le plan (.+)$/.exec(nature);
  const cloture = /^Jugement de clôture pour (.+)$/.exec(nature);
  const phrase = ouverture
    ? `Ouvre une procédure ${ouverture[1]} à l’égard de ${debiteur}.`
    : conversion
      ? `Convertit la procédure en ${conversion[1]}.`
      : plan
        ? `Arrête le plan ${plan[1]} de ${debiteur}.`
        : cloture
          ? `Prononce la clôture de la procédure pour ${cloture[1]}.`
          : `${nature}.`;
  if (complement === null) return phrase;
  return `${phrase} ${complement}${complement.endsWith('.') ? '' : '.'}`;
}

/**
 * The dispositif of a decision from its model's (`{demandeur}`, `{montant}`… filled in: see
 * `donnees/affaires.ts`), for a case introduced on `introduction` and decided on `decision`.
 */
export function remplirDispositif(
  alea: Aleatoire,
  modele: string,
  parties: ReadonlyArray<Pick<Partie, 'role' | 'designation'>>,
  montant: number,
  introduction: Jour,
  decision: Jour,
): string {
  const demandeurs = parties.filter((p) => p.role === 'DEMANDEUR');
  const defendeurs = parties.filter((p) => p.role === 'DEFENDEUR');
  const valeurs: Readonly<Record<string, string>> = {
    demandeur: demandeurs.map((p) => p.designation).join(' et '),
    defendeur: defendeurs.map((p) => p.designation).join(' et '),
    solidairement: defendeurs.length > 1 ? ', solidairement,' : '',
    montant: euros(montant),
    // Costs awarded (article 700) in proportion to what is at stake.
    article700: euros(alea.choisir(ARTICLE_700.filter((m, i) => i === 0 || m * 400 <= montant)) * 100),
    astreinte: euros(alea.choisir([100, 150, 200, 300, 500, 1000]) * 100),
    consignation: euros(alea.choisir([2000, 2500, 3000, 3500, 4000, 5000, 6000]) * 100),
    date: dateFrancaise(introduction - alea.entier(30, 180)),
    contrat: dateFrancaise(introduction - alea.entier(120, 900)),
    echeance: dateFrancaise(ouvreApres(decision + alea.entier(30, 60))),
    mois: String(alea.entier(6, 24)),
    expert: tirerExpert(alea),
  };
  return modele.replace(/\{(\w+)\}/g, (_, cle: string) => {
    const valeur = valeurs[cle];
    if (valeur === undefined) throw new Error(`Dispositif : valeur « ${cle} » inconnue.`);
    return valeur;
  });
}

/** A chamber hearing the merits: a court has one to four, fixed by its greffe. */
export function chambreContentieux(alea: Aleatoire, greffe: string): string {
  const n = alea.entier(1, 1 + (hashTexte(greffe) % 4));
  return n === 1 ? '1re chambre' : `${n}e chambre`;
}

/** Poisson draw (Knuth; the means here are small). */
function poisson(alea: Aleatoire, moyenne: number): number {
  const limite = Math.exp(-moyenne);
  let k = 0;
  for (let p = alea.reel(); p > limite && k < 30; p *= alea.reel()) k++;
  return k;
}

/**
 * The court cases of the generated companies (migration 026), drawn from a random stream of their
 * own seeded by each company's SIREN, so that every other row of the registry is what it was
 * without them. Collective proceedings are cases; other cases (contentieux, référés, injonctions de
 * payer) oppose a company to another one generated earlier, a natural person, or a lender.
 */
export class GenerateurAffaires {
  private readonly connues = new Reserve<Connue>(20_000);
  private readonly barreaux = new Barreaux();

  constructor(private readonly ctx: Contexte) {}

  /**
   * The cases of the company just generated, named `nom`. `dirigeant`: its officer, a natural
   * person (« DURAND Marie »), who may have stood surety for it.
   */
  generer(profil: Profil, nom: string, procedure: ProcedureEcrite | null, dirigeant: string | null): void {
    // An activity day numbers its series from 100 000, beyond a roll number's five digits.
    if (this.ctx.origine !== 'GENERATEUR') return;
    const alea = new Aleatoire(`affaires:${profil.siren}`);
    const ei = profil.famille === 'EI';
    const societe: Partie = {
      role: 'DEFENDEUR',
      entreprise: profil.id,
      siren: profil.siren,
      nom,
      personne: ei,
      designation: designer(nom, ei),
      avocat: null,
      jusqua: profil.fin,
    };
    if (procedure !== null) this.procedure(alea, profil, societe, procedure);
    // Civil companies (SCI) go before the civil courts.
    if (profil.famille !== 'CIVILE') this.autres(alea, profil, societe, procedure, ei ? null : dirigeant);
    const connue = { id: profil.id, siren: profil.siren, nom, personne: ei, debut: profil.immatriculation };
    this.connues.ajouter({ ...connue, fin: profil.fin });
  }

  /** The case a collective proceeding is: its debtor, its mandataire (and administrator), its judgments. */
  private procedure(alea: Aleatoire, profil: Profil, debiteur: Partie, p: ProcedureEcrite): void {
    const auxiliaire = (role: RolePartie, nom: string): Partie => ({
      role,
      entreprise: null,
      siren: null,
      nom,
      personne: false,
      designation: `la société ${nom}`,
      avocat: null,
      jusqua: Infinity,
    });
    // The firm of the last mandataire or liquidator the judgments named.
    const cabinet = p.jugements.reduce<string | undefined>((dernier, j) => j.cabinet ?? dernier, undefined);
    const parties = [
      { ...debiteur, role: 'DEBITEUR' as const },
      auxiliaire(
        'MANDATAIRE_JUDICIAIRE',
        cabinet ?? `SELARL ${tirageNoms.tirer(alea)} & Associés, mandataires judiciaires`,
      ),
    ];
    // An administrator for the larger companies in safeguard or reorganisation (R. 621-11 thresholds).
    const administre = p.type === 'SAUVEGARDE' || p.type === 'REDRESSEMENT_JUDICIAIRE';
    if (administre && (profil.taille >= 2 || (profil.taille === 1 && alea.chance(0.3)))) {
      const nom = `SELARL ${tirageNoms.tirer(alea)} & Associés, administrateurs judiciaires`;
      parties.push(auxiliaire('ADMINISTRATEUR_JUDICIAIRE', nom));
    }
    const etat = p.cloture === null ? 'EN_COURS' : 'CLOSE';
    const deroulement: Deroulement = { audiences: [], etat, fin: p.cloture, decision: null };
    const objet = OBJETS_PROCEDURE[p.type];
    const greffe = profil.siege.greffe;
    const affaire = this.ecrire(
      greffe,
      'PROCEDURE_COLLECTIVE',
      CHAMBRE_PROCEDURES,
      objet,
      p.ouverture,
      deroulement,
      parties,
      p.id,
    );
    for (const j of p.jugements) {
      this.ctx.tables.affairesDecisions.ajouter([
        this.ctx.id('affaires_decisions'),
        affaire,
        iso(j.date),
        'JUGEMENT',
        j.nature,
        dispositifJugement(j.nature, j.complement, debiteur.designation),
        j.id,
      ]);
    }
  }

  /** Contentieux, référés and injonctions de payer over the company's years of activity. */
  private autres(
    alea: Aleatoire,
    profil: Profil,
    societe: Partie,
    procedure: ProcedureEcrite | null,
    dirigeant: string | null,
  ): void {
    const debut = Math.max(profil.immatriculation + 60, DEBUT_AFFAIRES);
    // Creditors may no longer sue once a proceeding is opened (arrêt des poursuites individuelles).
    const limite = procedure === null ? profil.fin : Math.min(profil.fin, procedure.ouverture - 30);
    const introductions: Array<{ date: Jour; nature: NatureOrdinaire; modele: Modele }> = [];
    if (limite - debut >= 30) {
      const facteur = profil.holding ? 0.3 : profil.famille === 'EI' ? 0.8 : 1;
      const nombre = poisson(alea, (PAR_AN[profil.taille] * facteur * (limite - debut)) / 365.25);
      for (let i = 0; i < nombre; i++) {
        const nature = natures.tirer(alea);
        const modele = tirages[nature].tirer(alea);
        introductions.push({ date: ouvreAvant(alea.entier(debut, limite)), nature, modele });
      }
    }
    // Unpaid suppliers often sue in the months before a proceeding opens.
    if (procedure !== null && alea.chance(0.5)) {
      const avant = Math.max(debut, procedure.ouverture - 720);
      if (procedure.ouverture - 30 - avant >= 30) {
        const injonction = alea.chance(0.6);
        introductions.push({
          date: ouvreAvant(alea.entier(avant, procedure.ouverture - 30)),
          nature: injonction ? 'INJONCTION_DE_PAYER' : 'CONTENTIEUX',
          modele: { ...(injonction ? injonctionFactures : facturesImpayees), role: 'DEFENDEUR' },
        });
      }
    }
    introductions.sort((a, b) => a.date - b.date);
    for (const { date, nature, modele } of introductions) {
      const montant = Math.max(300, Math.round(modele.montant * Math.exp(alea.normale(0, 0.8)))) * 100;
      const affaire = { nature, modele, introduction: date, montant: montant + alea.entier(0, 99) };
      this.affaire(alea, profil, societe, dirigeant, affaire);
    }
  }

  /** One case of the company (and the contentieux an injonction de payer becomes on opposition). */
  private affaire(
    alea: Aleatoire,
    profil: Profil,
    societe: Partie,
    dirigeant: string | null,
    a: { nature: NatureOrdinaire; modele: Modele; introduction: Jour; montant: number },
    imposees?: readonly Partie[],
  ): void {
    const greffe = profil.siege.greffe;
    const chambre =
      a.nature === 'REFERE'
        ? JUGE_DES_REFERES
        : a.nature === 'INJONCTION_DE_PAYER'
          ? PRESIDENT
          : this.chambre(alea, greffe);
    const d = couper(
      derouler(alea, a.nature, a.modele, greffe, chambre, a.introduction),
      this.ctx.reference,
      profil.fin,
    );
    if (d === null) return;
    // Every company party registered before the case and still in the registry at its end.
    const jusquA = d.fin ?? this.ctx.reference;
    const parties = imposees ?? this.parties(alea, profil, societe, dirigeant, a, jusquA);
    if (parties === null || parties.some((p) => p.jusqua < jusquA)) return;
    const affaire = this.ecrire(greffe, a.nature, chambre, a.modele.objet, a.introduction, d, parties, null);
    if (d.decision === null) return;
    const dispositif = remplirDispositif(
      alea,
      d.decision.issue.dispositif,
      parties,
      a.montant,
      a.introduction,
      d.decision.date,
    );
    this.ctx.tables.affairesDecisions.ajouter([
      this.ctx.id('affaires_decisions'),
      affaire,
      iso(d.decision.date),
      d.decision.type,
      d.decision.issue.libelle,
      dispositif,
      null,
    ]);
    // The debtor opposes about one injonction in ten: the case goes on as a contentieux, pleaded.
    const enjoint = a.nature === 'INJONCTION_DE_PAYER' && d.decision.issue.libelle.startsWith('Ordonnance portant');
    if (!enjoint || !alea.chance(0.1)) return;
    const introduction = ouvreApres(d.decision.date + alea.entier(20, 75));
    if (introduction > Math.min(profil.fin, this.ctx.reference)) return;
    const representees = parties.map((p) =>
      p.avocat === null && alea.chance(0.85) ? { ...p, avocat: this.barreaux.avocat(alea, greffe) } : p,
    );
    const suite = { nature: 'CONTENTIEUX' as const, modele: opposition, introduction, montant: a.montant };
    this.affaire(alea, profil, societe, dirigeant, suite, representees);
  }

  private chambre(alea: Aleatoire, greffe: string): string {
    return chambreContentieux(alea, greffe);
  }

  /** Who stands on each side, claimants first; null when no company of the registry fits the dates. */
  private parties(
    alea: Aleatoire,
    profil: Profil,
    societe: Partie,
    dirigeant: string | null,
    a: { nature: NatureOrdinaire; modele: Modele; introduction: Jour },
    jusquA: Jour,
  ): Partie[] | null {
    const { modele } = a;
    const greffe = profil.siege.greffe;
    const role: RolePartie = modele.tiers
      ? 'DEFENDEUR'
      : (modele.role ?? (alea.chance(0.5) ? 'DEMANDEUR' : 'DEFENDEUR'));
    const autreRole: RolePartie = role === 'DEMANDEUR' ? 'DEFENDEUR' : 'DEMANDEUR';
    let autre: Identite | null = null;
    if (modele.tiers) {
      autre = tirerTiers(alea, modele.tiers);
    } else if (!alea.chance(modele.personne)) {
      for (let essai = 0; essai < 4 && autre === null; essai++) {
        const c = this.connues.tirer(alea);
        if (c && c.debut <= a.introduction - 30 && c.fin >= jusquA) {
          const designation = designer(c.nom, c.personne);
          autre = { entreprise: c.id, siren: c.siren, nom: c.nom, personne: c.personne, designation, jusqua: c.fin };
        }
      }
      if (autre === null && modele.personne === 0) return null;
    }
    autre ??= tirerPersonne(alea);
    // Claimants are nearly always represented, defendants less often (some default); the debtor of
    // an injonction de payer is not heard before the order.
    const [demandeur, defendeur] =
      a.nature === 'INJONCTION_DE_PAYER' ? [0.45, 0] : a.nature === 'REFERE' ? [0.9, 0.6] : [0.95, 0.75];
    const avocat = (r: RolePartie) =>
      alea.chance(r === 'DEMANDEUR' ? demandeur : defendeur) ? this.barreaux.avocat(alea, greffe) : null;
    const parties: Partie[] = [
      { ...societe, role, avocat: avocat(role) },
      { ...autre, role: autreRole, avocat: avocat(autreRole) },
    ];
    if (role === 'DEFENDEUR' && dirigeant !== null && modele.caution !== undefined && alea.chance(modele.caution)) {
      const caution = { entreprise: null, siren: null, nom: dirigeant, personne: true, jusqua: Infinity };
      parties.push({ ...caution, role, designation: designer(dirigeant, true), avocat: parties[0]?.avocat ?? null });
    }
    return parties.sort((x, y) => (x.role === y.role ? 0 : x.role === 'DEMANDEUR' ? -1 : 1));
  }

  /** Writes the case with its roll number, its parties and its hearings; returns its id. */
  private ecrire(
    greffe: string,
    nature: NatureAffaire,
    chambre: string,
    objet: string,
    introduction: Jour,
    d: Deroulement,
    parties: readonly Partie[],
    procedure: number | null,
  ): number {
    const { ctx } = this;
    const id = ctx.id('affaires');
    const an = annee(introduction);
    const numero = `${an}${LETTRES_RG[nature]}${String(ctx.numero(SERIES[nature], greffe, an)).padStart(5, '0')}`;
    ctx.tables.affaires.ajouter([
      id,
      greffe,
      numero,
      nature,
      chambre,
      objet,
      iso(introduction),
      d.etat,
      d.fin === null ? null : iso(d.fin),
      procedure,
    ]);
    for (const p of parties) {
      ctx.tables.affairesParties.ajouter([
        ctx.id('affaires_parties'),
        id,
        p.role,
        p.entreprise,
        p.siren,
        p.nom,
        normaliserNom(p.nom),
        p.personne,
        p.avocat,
      ]);
    }
    for (const audience of d.audiences) {
      ctx.tables.affairesAudiences.ajouter([
        ctx.id('affaires_audiences'),
        id,
        iso(audience.date),
        audience.heure,
        chambre,
        audience.objet,
        audience.issue,
      ]);
    }
    return id;
  }
}
