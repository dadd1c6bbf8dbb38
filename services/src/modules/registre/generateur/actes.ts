import type { Contexte } from './contexte.js';
import { annee, iso, type Jour } from './dates.js';
import type { Profil } from './profil.js';

export type CategorieDocument = 'ACTE' | 'COMPTES_ANNUELS' | 'BENEFICIAIRES_EFFECTIFS';
export type Confidentialite = 'PUBLIC' | 'COMPTE_RESULTAT_CONFIDENTIEL' | 'CONFIDENTIEL';

/** Filing takes days to weeks after the deed is signed, and is done before the company leaves the registry. */
export function dateDepot(ctx: Contexte, profil: Profil, date_document: Jour, delaiMoyen = 15): Jour {
  const depot = date_document + 1 + Math.round(ctx.alea.exponentielle(delaiMoyen));
  return Math.max(date_document, Math.min(profil.fin, ctx.reference, depot));
}

/** Writes a document on file at the company's registry. */
export function deposer(
  ctx: Contexte,
  profil: Profil,
  categorie: CategorieDocument,
  type: string,
  date_document: Jour,
  depot: Jour,
  confidentialite: Confidentialite = 'PUBLIC',
): void {
  const numero = `${annee(depot)}/${ctx.numero('D', profil.siege.greffe, annee(depot))}`;
  ctx.tables.documents.ajouter([
    ctx.id('documents'),
    profil.id,
    categorie,
    type,
    iso(date_document),
    iso(depot),
    numero,
    confidentialite,
  ]);
}

/** A deed filed at the registry, with its ACT event on the filing day; returns the filing day. */
export function deposerActe(ctx: Contexte, profil: Profil, type: string, dateActe: Jour): Jour {
  const depot = dateDepot(ctx, profil, dateActe);
  deposer(ctx, profil, 'ACTE', type, dateActe, depot);
  ctx.evenement(profil.id, depot, 'ACT', 'DEPOT_ACTE', `Dépôt d’acte : ${type}`);
  return depot;
}

const deliberation = (profil: Profil, extraordinaire: boolean): string =>
  profil.famille === 'SAS' || profil.famille === 'SARL'
    ? extraordinaire
      ? 'Procès-verbal d’assemblée générale extraordinaire'
      : 'Procès-verbal d’assemblée générale ordinaire'
    : profil.famille === 'CIVILE' || profil.famille === 'PERSONNES'
      ? 'Procès-verbal d’assemblée des associés'
      : 'Procès-verbal du conseil d’administration';

/** A decision of the company's members, filed, with its RCS modification event. */
export function modification(
  ctx: Contexte,
  profil: Profil,
  date: Jour,
  decision: string,
  evenement: string,
  extraordinaire = false,
): void {
  deposerActe(ctx, profil, `${deliberation(profil, extraordinaire)} – ${decision}`, date);
  ctx.evenement(profil.id, date, 'RCS', 'MODIFICATION', evenement);
}

/**
 * The life of the company on file: creation deeds and immatriculation,
 * occasional statutory changes, dissolution and radiation.
 */
export function genererVieSociale(ctx: Contexte, profil: Profil, parJugement: boolean): void {
  const { alea } = ctx;
  const societe = profil.famille !== 'EI';
  ctx.evenement(
    profil.id,
    profil.immatriculation,
    'RCS',
    'IMMATRICULATION',
    'Immatriculation au registre du commerce et des sociétés',
  );
  if (societe) {
    deposer(ctx, profil, 'ACTE', 'Statuts constitutifs', profil.creation, profil.immatriculation);
    if (alea.chance(0.4))
      deposer(ctx, profil, 'ACTE', 'Attestation de dépôt des fonds', profil.creation, profil.immatriculation);
    ctx.evenement(profil.id, profil.immatriculation, 'ACT', 'DEPOT_ACTE', 'Dépôt d’acte : Statuts constitutifs');
  }

  const vie = profil.fin - profil.immatriculation;
  const changements = societe && vie > 400 ? Math.min(4, Math.floor(alea.exponentielle(vie / 365.25 / 8))) : 0;
  for (let i = 0; i < changements; i++) {
    const date = alea.entier(profil.immatriculation + 180, profil.fin - 10);
    const r = alea.reel();
    if (r < 0.35) {
      modification(ctx, profil, date, 'Augmentation du capital social', 'Modification du capital social', true);
      deposer(ctx, profil, 'ACTE', 'Statuts mis à jour', date, dateDepot(ctx, profil, date));
    } else if (r < 0.55) {
      modification(ctx, profil, date, 'Modification de l’objet social', 'Modification de l’activité', true);
    } else if (r < 0.7) {
      modification(ctx, profil, date, 'Changement de dénomination', 'Modification de la dénomination', true);
      deposer(ctx, profil, 'ACTE', 'Statuts mis à jour', date, dateDepot(ctx, profil, date));
    } else if (r < 0.85) {
      modification(ctx, profil, date, 'Cession de parts sociales', 'Modification relative aux associés');
    } else {
      modification(ctx, profil, date, 'Prorogation de la durée de la société', 'Modification de la durée', true);
    }
  }

  if (profil.dissolution !== null) {
    deposerActe(ctx, profil, 'Procès-verbal de dissolution anticipée', profil.dissolution);
    ctx.evenement(profil.id, profil.dissolution, 'RCS', 'DISSOLUTION', 'Dissolution anticipée, liquidation amiable');
  }
  if (profil.radiation !== null) {
    if (societe && !parJugement) {
      deposerActe(ctx, profil, 'Procès-verbal de clôture de liquidation', profil.radiation - alea.entier(5, 40));
    }
    ctx.evenement(
      profil.id,
      profil.radiation,
      'RCS',
      'RADIATION',
      parJugement
        ? 'Radiation d’office après clôture de la liquidation judiciaire'
        : 'Radiation du registre du commerce et des sociétés',
    );
  }
}
