import { formesJuridiques } from '../reference/formes-juridiques.js';
import { genererVieSociale } from './actes.js';
import { GenerateurAffaires } from './affaires.js';
import { Tirage, tirage } from './aleatoire.js';
import type { Contexte } from './contexte.js';
import { genererBeneficiaires, genererCommissaires } from './controle.js';
import { annee, iso, plusAnnees, type Jour } from './dates.js';
import { ponderes } from './donnees/listes.js';
import { denominationEntrepreneur, denominationSociete, type Denomination } from './denominations.js';
import { genererEtablissements } from './etablissements.js';
import { genererComptes } from './finances.js';
import { genererFormalites } from './formalites.js';
import { genererGages } from './gages.js';
import { genererInscriptions } from './inscriptions.js';
import { genererDirigeants, type Titulaire } from './mandats.js';
import { Personnes, tirerNom, tirerPrenom, type Personne } from './personnes.js';
import { genererProcedure } from './procedures.js';
import { tirerProfil, type Famille, type Profil } from './profil.js';

const libellesCourts = new Map(formesJuridiques.map((forme) => [forme.code, forme.libelle_court]));

// Share capital in euros, by legal form: round amounts, and the converted
// francs of older companies (7 622,45 € = 50 000 F, 1 524,49 € = 10 000 F).
const montants = (texte: string) =>
  tirage(ponderes(texte).map(([montant, poids]) => [Number(montant), poids] as const));
const capitaux: Readonly<Record<Famille, Tirage<number>>> = {
  SAS: montants('1 3, 100 8, 500 8, 1000 30, 1500 5, 2000 8, 3000 4, 5000 10, 10000 10, 37000 5, 50000 4, 100000 5'),
  SARL: montants(
    '1 2, 100 5, 500 6, 1000 25, 1500 6, 2000 8, 5000 12, 7500 5, 7622.45 8, 8000 6, 15244.9 5, 10000 8, 50000 4',
  ),
  SA: montants('37000 20, 38112.25 15, 40000 10, 50000 10, 100000 15, 152449.02 10, 500000 10, 1000000 10'),
  SA_DIRECTOIRE: montants('37000 10, 100000 20, 500000 30, 1000000 25, 5000000 15'),
  CIVILE: montants('100 15, 500 10, 1000 30, 1524.49 10, 1500 5, 2000 10, 10000 10, 15244.9 5, 100000 5'),
  PERSONNES: montants('1000 30, 1500 20, 5000 20, 10000 20, 50000 10'),
  GIE: montants('0 50, 1000 25, 10000 25'),
  EI: montants('0 1'),
  ETRANGERE: montants('10000 30, 100000 40, 1000000 30'),
};
const devisesEtrangeres = tirage([
  ['EUR', 40],
  ['USD', 30],
  ['GBP', 20],
  ['CHF', 10],
] as const);

/** The officer's name as a party shows it (« DURAND Marie »), when the officer is a natural person. */
function nomDuDirigeant(principal: { titulaire: Titulaire } | null): string | null {
  if (principal === null || !('personne' in principal.titulaire)) return null;
  // The mandates keep only the id; the person drawn for them is a whole Personne.
  const personne: Partial<Personne> = principal.titulaire.personne;
  return personne.nom !== undefined && personne.prenom !== undefined
    ? denominationEntrepreneur(personne.nom, personne.prenom)
    : null;
}

/**
 * Generates one company with everything on file about it, in an order fixed
 * for determinism: profile, proceedings, establishments, officers, life on
 * file, accounts, registrations, formalities, then the company row itself and its events.
 */
export class GenerateurEntreprises {
  private readonly personnes: Personnes;
  private readonly affaires: GenerateurAffaires;

  constructor(private readonly ctx: Contexte) {
    this.personnes = new Personnes(ctx);
    this.affaires = new GenerateurAffaires(ctx);
  }

  /** `nouvelle`: registered on the context's reference day (registry activity); returns its id. */
  generer(nouvelle = false): number {
    const { ctx } = this;
    const { alea } = ctx;
    ctx.nouvelleEntreprise();
    const profil = tirerProfil(ctx, ctx.id('entreprises'), ctx.sirens.suivant(), nouvelle);
    const ei = profil.famille === 'EI';
    const procedure = genererProcedure(ctx, profil);
    const implantation = genererEtablissements(ctx, profil);

    let nom: string | null = null;
    let prenoms: string | null = null;
    let denomination: Denomination;
    if (ei) {
      nom = tirerNom(ctx);
      const premier = tirerPrenom(ctx);
      prenoms = alea.chance(0.4) ? `${premier}, ${tirerPrenom(ctx)}` : premier;
      denomination = { denomination: denominationEntrepreneur(nom, premier), sigle: null };
    } else {
      denomination = denominationSociete(ctx, {
        forme: profil.forme,
        libelleCourt: libellesCourts.get(profil.forme) ?? null,
        naf: profil.naf.code,
        commune: profil.siege.nom,
        holding: profil.holding,
      });
    }

    const principal = genererDirigeants(ctx, this.personnes, profil);
    genererCommissaires(ctx, this.personnes, profil);
    genererBeneficiaires(ctx, this.personnes, profil, principal);
    genererVieSociale(ctx, profil, procedure.parJugement);
    genererComptes(ctx, profil, implantation.tranche_effectifs);
    genererInscriptions(ctx, profil);
    genererGages(ctx, profil, denomination.denomination);
    this.affaires.generer(profil, denomination.denomination, procedure.ecrite, nomDuDirigeant(principal));
    genererFormalites(ctx, profil, denomination.denomination);
    this.proposerCommePersonneMorale(profil, denomination.denomination, principal);

    const statut =
      profil.radiation !== null
        ? ei
          ? 'C'
          : 'D'
        : procedure.en_cours
          ? 'AC'
          : profil.dissolution !== null
            ? 'D'
            : profil.immatriculation > ctx.reference - 15
              ? 'I'
              : alea.chance(0.02)
                ? 'B'
                : alea.chance(0.01)
                  ? 'C'
                  : 'A';
    const etrangere = profil.famille === 'ETRANGERE';
    const echelle = profil.taille === 3 ? 1000 : profil.taille === 2 ? 20 : 1;
    const capital = capitaux[profil.famille].tirer(alea) * (ei ? 0 : echelle);
    const variable = ei ? false : profil.forme === '5458' || alea.chance(0.03);
    const debutActivite = alea.chance(0.7)
      ? profil.immatriculation
      : Math.min(profil.fin, profil.immatriculation + alea.entier(1, 60));
    const tranche = implantation.tranche_effectifs;
    const categorie = profil.taille < 3 ? 'PME' : ['51', '52', '53'].includes(tranche) ? 'GE' : 'ETI';
    const gestion = ctx.numero('G', profil.siege.greffe, annee(profil.immatriculation)) % 100_000;

    ctx.tables.entreprises.ajouter([
      profil.id,
      profil.siren,
      ei,
      denomination.denomination,
      denomination.sigle,
      nom,
      prenoms,
      profil.forme,
      capital.toFixed(2),
      etrangere ? devisesEtrangeres.tirer(alea) : 'EUR',
      variable,
      iso(profil.creation),
      iso(profil.immatriculation),
      iso(debutActivite),
      profil.radiation === null ? null : iso(profil.radiation),
      ei ? null : iso(plusAnnees(profil.creation, 99)),
      profil.cloture,
      profil.radiation === null ? 'ACTIVE' : 'RADIEE',
      statut,
      profil.siege.greffe,
      `${annee(profil.immatriculation)}${ei ? 'A' : 'B'}${String(gestion).padStart(5, '0')}`,
      profil.naf.code,
      tranche,
      categorie,
      profil.siege.departement,
      profil.siege.code,
      implantation.nombre,
      implantation.actifs,
      'GENERATEUR',
      `${iso(Math.max(ctx.dernierEvenement, profil.immatriculation))} 18:00:00+00`,
      null,
    ]);
    ctx.ecrireEvenements();
    return profil.id;
  }

  /** Holdings may become officers of later companies, accounting firms their auditors. */
  private proposerCommePersonneMorale(
    profil: Profil,
    denomination: string,
    dirigeant: { titulaire: Titulaire; depuis: Jour } | null,
  ): void {
    if (dirigeant === null) return;
    const principal = dirigeant.titulaire;
    const representant = 'personne' in principal ? principal.personne.id : principal.morale.representant;
    const representantDepuis =
      'personne' in principal ? dirigeant.depuis : Math.max(dirigeant.depuis, principal.morale.representantDepuis);
    const disponible = {
      id: profil.id,
      siren: profil.siren,
      denomination,
      representant,
      representantDepuis,
      immatriculation: profil.immatriculation,
      radiation: profil.radiation,
    };
    if (profil.holding) this.ctx.holdings.ajouter(disponible);
    if (profil.naf.code === '69.20Z' && (profil.famille === 'SAS' || profil.famille === 'SARL')) {
      this.ctx.cabinetsAudit.ajouter(disponible);
    }
  }
}
