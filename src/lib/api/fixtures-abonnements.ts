/** Sample answers of the subscription calls for the tests (never imported by the app). */
import type { MesAbonnements, PeriodeAbonnement } from '@portail/contrat/abonnements';
import { JOUR, REFERENCE } from './fixtures-commandes';
import { prixFixture } from './fixtures-panier';

export const UUID_ATTENTE = '0b6c3f9e-1d2a-4c5b-8e7f-000000000002';
export const UUID_PAYEE = '0b6c3f9e-1d2a-4c5b-8e7f-000000000001';

export const ADRESSE_PERIODE = {
  libelle_facturation: 'DUPONT CONSEIL',
  contact_nom: 'Dupont',
  contact_prenom: 'Lucie',
  numero_voie_facturation: '8 rue des Lilas',
  complement_adresse_facturation: null,
  code_postal_facturation: '69003',
  ville_facturation: 'Lyon',
  pays_facturation: 'FR',
};

export function periodeFixture(surcharge: Partial<PeriodeAbonnement> = {}): PeriodeAbonnement {
  return {
    id: 2,
    uuid: UUID_ATTENTE,
    formule: 'ANNUEL',
    libelle: 'Abonnement annuel',
    date_debut: '2026-11-25',
    date_fin: '2027-11-24',
    montant: prixFixture('99,00', '82,50', '16,50'),
    statut: 'EN_ATTENTE_DE_PAIEMENT',
    resiliation_demandee_le: null,
    paye_le: null,
    adresse_facturation: ADRESSE_PERIODE,
    commande: { reference_commande: REFERENCE, jour_commande: JOUR, statut: 'A_PAYER' },
    ...surcharge,
  };
}

export const periodePayeeFixture = (surcharge: Partial<PeriodeAbonnement> = {}) =>
  periodeFixture({
    statut: 'PAYE',
    paye_le: '2026-11-25T13:10:00.000Z',
    commande: { reference_commande: REFERENCE, jour_commande: JOUR, statut: 'LIVREE' },
    ...surcharge,
  });

/** A member who never subscribed, unless `surcharge` says otherwise. */
export function mesAbonnementsFixture(surcharge: Partial<MesAbonnements> = {}): MesAbonnements {
  return {
    id_compte_client: 1,
    type_compte: 'MEMBRE',
    abonne_actif: false,
    paye_jusqu_au: null,
    offre: {
      formule: 'ANNUEL',
      libelle: 'Abonnement annuel',
      duree_mois: 12,
      montant: prixFixture('99,00', '82,50', '16,50'),
      plafond_surveillances: 50,
    },
    abonnements: [],
    ...surcharge,
  };
}
