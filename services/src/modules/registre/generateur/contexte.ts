import type { Aleatoire } from './aleatoire.js';
import { iso, jour, type Jour } from './dates.js';
import type { Referentiel } from './referentiel.js';
import type { GenerateurSirens } from './sirens.js';
import type { TableAvecId, Tables } from './tables.js';

/** The day the generated registry is "as of": fixed, so that a seed always gives the same data. */
export const DATE_REFERENCE: Jour = jour('2025-06-30');

export type TypeEvenement = 'RCS' | 'BIL' | 'ACT' | 'PN' | 'PCL';

/**
 * The yearly series a greffe numbers: numéros de gestion (G), dépôts (D), inscriptions (I), gages
 * (P), and the court roll's (répertoire général) cases: procédures collectives (J), contentieux (F),
 * référés (R) and injonctions de payer (N: their roll letter is I, but that series is the
 * inscriptions'), and the liasses of the formalities (L).
 */
export type SerieNumero = 'G' | 'D' | 'I' | 'P' | 'J' | 'F' | 'R' | 'N' | 'L';

/** A generated company that may hold mandates in later ones (holding, audit firm). */
export interface PersonneMoraleDisponible {
  id: number;
  siren: string;
  denomination: string;
  representant: number;
  /** The representative's own mandate started then: the company is offered for mandates from that day. */
  representantDepuis: Jour;
  immatriculation: Jour;
  radiation: Jour | null;
}

/** A registry event of the current company, held until the company is done (its formality set). */
export interface EvenementEcrit {
  id: number;
  entreprise: number;
  date: Jour;
  /** Minutes after midnight (UTC) it was recorded at. */
  minutes: number;
  type: TypeEvenement;
  nature: string;
  libelle: string;
  /** The formality that explains it, if one does (migration 027). */
  formalite: number | null;
}

/** Fixed-size pool: once full, new entries replace old ones, so memory stays bounded. */
export class Reserve<T> {
  private readonly items: T[] = [];
  private prochain = 0;

  constructor(private readonly capacite: number) {}

  ajouter(item: T): void {
    if (this.items.length < this.capacite) this.items.push(item);
    else this.items[this.prochain] = item;
    this.prochain = (this.prochain + 1) % this.capacite;
  }

  get taille(): number {
    return this.items.length;
  }

  tirer(alea: Aleatoire): T | undefined {
    return this.items.length === 0 ? undefined : alea.choisir(this.items);
  }
}

/** Everything a run shares while generating companies one after the other. */
export class Contexte {
  private readonly ids: Record<TableAvecId, number>;
  private readonly compteurs = new Map<number, number>();
  private derniere: Jour = 0;
  private evenements: EvenementEcrit[] = [];
  readonly holdings = new Reserve<PersonneMoraleDisponible>(20_000);
  readonly cabinetsAudit = new Reserve<PersonneMoraleDisponible>(5_000);

  constructor(
    readonly alea: Aleatoire,
    readonly referentiel: Referentiel,
    readonly tables: Tables,
    readonly sirens: GenerateurSirens,
    premiersIds: Record<TableAvecId, number>,
    /** The day the registry is "as of": DATE_REFERENCE for a generated registry, the day applied by a registry activity day. */
    readonly reference: Jour = DATE_REFERENCE,
    /** Who writes the events (migration 016). */
    readonly origine: 'GENERATEUR' | 'ACTIVITE' = 'GENERATEUR',
    /** Where the yearly series start: a registry activity day numbers after the days before it. */
    private readonly premierNumero = 0,
  ) {
    this.ids = { ...premiersIds };
  }

  /** The next id of `table`. */
  id(table: TableAvecId): number {
    return this.ids[table]++;
  }

  /** Ids the next rows would take: after the run, the identity sequences are moved past them. */
  prochainsIds(): Readonly<Record<TableAvecId, number>> {
    return this.ids;
  }

  /** The next number of a registry's yearly series (see `SerieNumero`). */
  numero(serie: SerieNumero, greffe: string, annee: number): number {
    const cle = (serie.charCodeAt(0) * 10_000 + Number(greffe)) * 10_000 + annee;
    const valeur = (this.compteurs.get(cle) ?? 0) + 1;
    this.compteurs.set(cle, valeur);
    return this.premierNumero + valeur;
  }

  /** Starts a new company: resets its last-event day. */
  nouvelleEntreprise(): void {
    this.derniere = 0;
  }

  /**
   * The events not written yet, in their order (their formality may still be set): the current
   * company's for a generation; a registry activity day writes them before loading its rows.
   */
  get evenementsEnCours(): readonly EvenementEcrit[] {
    return this.evenements;
  }

  /** The day of the current company's latest event. */
  get dernierEvenement(): Jour {
    return this.derniere;
  }

  /** A registry event of the current company, held until `ecrireEvenements`. */
  evenement(entreprise: number, date: Jour, type: TypeEvenement, nature: string, libelle: string): void {
    if (date > this.derniere) this.derniere = date;
    const id = this.id('evenements_registre');
    // Recorded during the registry's office hours on the day of the event.
    this.evenements.push({ id, entreprise, date, minutes: 480 + (id % 540), type, nature, libelle, formalite: null });
  }

  /** Writes the events held, each with the formality that explains it (the company's last step, the day's load). */
  ecrireEvenements(): void {
    for (const ev of this.evenements) {
      const heure = `${String(Math.floor(ev.minutes / 60)).padStart(2, '0')}:${String(ev.minutes % 60).padStart(2, '0')}`;
      this.tables.evenements.ajouter([
        ev.id,
        ev.entreprise,
        iso(ev.date),
        ev.type,
        ev.nature,
        ev.libelle,
        `${iso(ev.date)} ${heure}:00+00`,
        this.origine,
        ev.formalite,
      ]);
    }
    this.evenements = [];
  }
}
