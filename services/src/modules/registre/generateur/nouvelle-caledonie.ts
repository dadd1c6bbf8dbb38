/**
 * The Caledonian registry (issue 20, FACTS §6): companies of the ISEE's RIDET directory, those on
 * the RCS kept by the DAE and the others (associations, many sole traders), with their
 * establishments in the 33 communes and their officers. Identifiers are RIDs and RIDETs, capitals
 * are in francs CFP; nothing is filed with a French greffe, so the company rows have no greffe nor
 * numéro de gestion, and the FR generator's deeds, accounts filings, pledges, court cases and
 * formalities are not drawn here.
 */
import type { Queryable } from '../../../db/index.js';
import { Tirage, tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { iso, jourDe, plusAnnees, type Jour } from './dates.js';
import { complementsAdresse, libellesVoie, typesVoie } from './donnees/adresses.js';
import { de, denominationEntrepreneur, denominationSociete } from './denominations.js';
import { Personnes, tirerNom, tirerPrenom } from './personnes.js';

export interface CommuneCaledonienne {
  code: string;
  nom: string;
  codes_postaux: readonly string[];
}

// Villages have businesses too (as in the FR referential): a few extra inhabitants each.
const POPULATION_MINIMALE = 30;

/** The 33 communes of the commune reference (département 988), weighted by population. */
export async function lireCommunesCaledoniennes(db: Queryable): Promise<Tirage<CommuneCaledonienne>> {
  const { rows } = await db.query<{ code: string; nom: string; codes_postaux: string[]; population: number }>(
    `SELECT code, nom, codes_postaux, population FROM communes WHERE departement_code = '988' ORDER BY code`,
  );
  if (rows.length === 0) throw new Error('Aucune commune de Nouvelle-Calédonie : le référentiel n’est pas chargé.');
  return new Tirage(
    rows.map((row) => ({ code: row.code, nom: row.nom, codes_postaux: row.codes_postaux })),
    rows.map((row) => row.population + POPULATION_MINIMALE),
  );
}

// RIDs from 0 100 000 to 1 999 999: 1 900 000 values (= 2^5 · 5^5 · 19) visited by
// i → (A·i + B) mod 1 900 000 with A prime to it, so consecutive companies get scattered RIDs.
const RID_MINIMAL = 100_000;
const RIDS = 1_900_000;
const MULTIPLICATEUR_RID = 1_234_567;

/** Unique seven-digit RIDs (FACTS §6), spread over the directory's range. */
export class GenerateurRids {
  private rang = 0;

  constructor(private readonly decalage: number) {}

  suivant(): string {
    if (this.rang >= RIDS) throw new Error('Plus aucun RID disponible.');
    const rid = RID_MINIMAL + ((MULTIPLICATEUR_RID * this.rang + this.decalage) % RIDS);
    this.rang++;
    return String(rid).padStart(7, '0');
  }
}

type FamilleNc = 'SARL' | 'SAS' | 'SA' | 'CIVILE' | 'EI' | 'ASSOCIATION';

/**
 * Legal forms drawn, with their family (INSEE catégories juridiques). 5499 covers the SARL
 * unipersonnelle as it covers the EURL in the FR generator (FACTS §4: 5498 is not in the INSEE list).
 */
const formes = tirage([
  ['1000', 380],
  ['5499', 260],
  ['5710', 110],
  ['6540', 120],
  ['6597', 20],
  ['5599', 10],
  ['9220', 100],
] as const);
const familles: Readonly<Record<string, FamilleNc>> = {
  '1000': 'EI',
  '5499': 'SARL',
  '5710': 'SAS',
  '6540': 'CIVILE',
  '6597': 'CIVILE',
  '5599': 'SA',
  '9220': 'ASSOCIATION',
};
const libellesCourts: Readonly<Record<string, string>> = {
  '5499': 'SARL',
  '5710': 'SAS',
  '5599': 'SA',
  '6540': 'SCI',
  '6597': 'SCEA',
};
const qualites: Readonly<Record<FamilleNc, string>> = {
  SARL: 'Gérant',
  SAS: 'Président',
  SA: 'Président du conseil d’administration',
  CIVILE: 'Gérant',
  EI: 'Entrepreneur individuel',
  ASSOCIATION: 'Président',
};

/** Share capitals in francs CFP (no subunit): round amounts, as Caledonian statutes state them. */
const capitaux: Readonly<Record<Exclude<FamilleNc, 'EI' | 'ASSOCIATION'>, Tirage<number>>> = {
  SARL: tirage([
    [100_000, 35],
    [200_000, 10],
    [500_000, 20],
    [1_000_000, 25],
    [5_000_000, 10],
  ]),
  SAS: tirage([
    [100_000, 25],
    [1_000_000, 40],
    [5_000_000, 20],
    [10_000_000, 15],
  ]),
  SA: tirage([
    [10_000_000, 40],
    [50_000_000, 30],
    [200_000_000, 30],
  ]),
  CIVILE: tirage([
    [10_000, 20],
    [100_000, 50],
    [1_000_000, 30],
  ]),
};

// Associations and the ISEE's activity codes: most associations declare 94.99Z.
const NAF_ASSOCIATION = '94.99Z';
const NAF_SCI = '68.20B';
const NAF_SCEA = '01.50Z';

const tirageTypesVoie = tirage(typesVoie);

/**
 * Generates one Caledonian unit after the other into the context's tables. The context's FR
 * referential gives the activities (the RIDET assigns NAF rév. 2 codes, FACTS §6); the communes
 * and identifiers are Caledonian.
 */
export class GenerateurEntreprisesNc {
  private readonly personnes: Personnes;

  constructor(
    private readonly ctx: Contexte,
    private readonly communes: Tirage<CommuneCaledonienne>,
    private readonly rids: GenerateurRids,
  ) {
    this.personnes = new Personnes(ctx);
  }

  generer(): number {
    const { ctx } = this;
    const { alea, referentiel } = ctx;
    ctx.nouvelleEntreprise();
    const id = ctx.id('entreprises');
    const rid = this.rids.suivant();
    const forme = formes.tirer(alea);
    const famille = familles[forme] ?? 'SARL';
    const naf =
      famille === 'ASSOCIATION'
        ? referentiel.naf.get(NAF_ASSOCIATION)
        : forme === '6540'
          ? referentiel.naf.get(NAF_SCI)
          : forme === '6597'
            ? referentiel.naf.get(NAF_SCEA)
            : (famille === 'EI' ? referentiel.activitesSansHolding : referentiel.activites).tirer(alea);
    if (naf === undefined) throw new Error('Nomenclature NAF incomplète : le référentiel n’est pas chargé.');

    const age = Math.min(60, alea.exponentielle(famille === 'EI' ? 8 : 12));
    const creation = Math.max(jourDe(1965, 1, 1), ctx.reference - Math.round(age * 365.25));
    const immatriculation = Math.min(ctx.reference, creation + Math.round(alea.exponentielle(10)));
    const anciennete = (ctx.reference - immatriculation) / 365.25;
    const radiee = anciennete > 0.3 && alea.chance(Math.min(0.5, 0.02 + 0.02 * anciennete));
    const radiation = radiee
      ? immatriculation + 90 + alea.entier(0, Math.floor(ctx.reference - immatriculation - 90))
      : null;
    const fin = radiation ?? ctx.reference;
    // The directory's status: R struck off, S dormant (a few active units), I otherwise.
    const statutRid = radiation !== null ? 'R' : alea.chance(0.03) ? 'S' : 'I';
    // On the RCS: companies, and the traders among sole traders; the rest only in the RIDET.
    const auRcs = famille !== 'ASSOCIATION' && (famille !== 'EI' || alea.chance(0.45));
    const statut = !auRcs ? 'RIDET' : radiation !== null ? (famille === 'EI' ? 'C' : 'D') : 'A';

    const siege = this.communes.tirer(alea);
    let nom: string | null = null;
    let prenoms: string | null = null;
    let denomination: string;
    let sigle: string | null = null;
    if (famille === 'EI') {
      nom = tirerNom(ctx);
      const premier = tirerPrenom(ctx);
      prenoms = premier;
      denomination = denominationEntrepreneur(nom, premier);
    } else if (famille === 'ASSOCIATION') {
      denomination = `Association ${alea.choisir(OBJETS_ASSOCIATIONS)} ${de(siege.nom)}`;
    } else {
      ({ denomination, sigle } = denominationSociete(ctx, {
        forme,
        libelleCourt: libellesCourts[forme] ?? null,
        naf: naf.code,
        commune: siege.nom,
        holding: false,
      }));
    }

    const etablissements = this.etablissements(id, rid, siege, naf, immatriculation, fin, radiation, famille);
    if (famille !== 'EI') {
      const dirigeant = this.personnes.pour(immatriculation, 0.1);
      ctx.tables.fonctions.ajouter([
        ctx.id('fonctions'),
        id,
        'DIRIGEANT',
        qualites[famille],
        dirigeant.id,
        null,
        null,
        null,
        null,
        iso(immatriculation),
        radiation === null ? null : iso(radiation),
        null,
        null,
        null,
      ]);
    }
    ctx.evenement(
      id,
      immatriculation,
      'RCS',
      'IMMATRICULATION',
      auRcs ? 'Immatriculation au RCS de Nouméa' : 'Inscription au RIDET',
    );
    if (radiation !== null) {
      ctx.evenement(id, radiation, 'RCS', 'RADIATION', auRcs ? 'Radiation du RCS de Nouméa' : 'Radiation du RIDET');
    }

    const capital = famille === 'EI' || famille === 'ASSOCIATION' ? null : capitaux[famille].tirer(alea);
    const personnePhysique = famille === 'EI';
    ctx.tables.entreprises.ajouter([
      id,
      rid,
      personnePhysique,
      denomination,
      sigle,
      nom,
      prenoms,
      forme,
      capital === null ? null : capital.toFixed(2),
      capital === null ? null : 'XPF',
      false,
      iso(creation),
      iso(immatriculation),
      iso(immatriculation),
      radiation === null ? null : iso(radiation),
      personnePhysique || famille === 'ASSOCIATION' ? null : iso(plusAnnees(creation, 99)),
      personnePhysique || famille === 'ASSOCIATION' ? null : '12-31',
      radiation === null ? 'ACTIVE' : 'RADIEE',
      statut,
      null,
      null,
      naf.code,
      'NN',
      famille === 'ASSOCIATION' ? null : 'PME',
      '988',
      siege.code,
      etablissements.nombre,
      etablissements.actifs,
      'GENERATEUR',
      `${iso(Math.max(ctx.dernierEvenement, immatriculation))} 18:00:00+00`,
      statutRid,
    ]);
    ctx.ecrireEvenements();
    return id;
  }

  /** The siège (rank 001) and, for a few companies, secondary establishments (002, 003…). */
  private etablissements(
    entreprise: number,
    rid: string,
    siege: CommuneCaledonienne,
    naf: { code: string; libelle: string },
    debut: Jour,
    fin: Jour,
    radiation: Jour | null,
    famille: FamilleNc,
  ): { nombre: number; actifs: number } {
    const { alea } = this.ctx;
    const secondaires =
      famille === 'SARL' || famille === 'SAS' || famille === 'SA' ? (alea.chance(0.12) ? alea.entier(1, 3) : 0) : 0;
    let actifs = 0;
    for (let rang = 1; rang <= 1 + secondaires; rang++) {
      const estSiege = rang === 1;
      const commune = estSiege ? siege : this.communes.tirer(alea);
      const ouverture = estSiege ? debut : alea.entier(debut, fin);
      const fermeture = estSiege
        ? radiation
        : alea.chance(0.2) && fin - ouverture > 60
          ? alea.entier(ouverture + 30, fin)
          : radiation;
      if (fermeture === null) actifs++;
      const numero = alea.chance(0.7) ? String(alea.entier(1, 250)) : null;
      const nic = String(rang).padStart(3, '0');
      this.ctx.tables.etablissements.ajouter([
        this.ctx.id('etablissements'),
        entreprise,
        rid + nic,
        nic,
        estSiege,
        null,
        null,
        numero,
        null,
        tirageTypesVoie.tirer(alea),
        alea.choisir(libellesVoie),
        alea.chance(0.15) ? alea.choisir(complementsAdresse) : null,
        alea.choisir(commune.codes_postaux),
        commune.code,
        commune.nom,
        null,
        naf.code,
        naf.libelle,
        'Création',
        'Exploitation directe',
        'NN',
        iso(ouverture),
        iso(ouverture),
        fermeture === null ? null : iso(fermeture),
        fermeture === null ? 'ACTIF' : 'FERME',
      ]);
    }
    return { nombre: 1 + secondaires, actifs };
  }
}

const OBJETS_ASSOCIATIONS = [
  'sportive',
  'culturelle',
  'des parents d’élèves',
  'de pêche',
  'des commerçants',
  'de randonnée',
  'de sauvegarde du patrimoine',
  'de danse',
  'musicale',
] as const;
