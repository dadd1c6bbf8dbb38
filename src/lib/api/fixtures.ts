/** Sample service answers for the tests (never imported by the app). */
import type { CompteClient } from '@portail/contrat/comptes-clients';
import type { Utilisateur } from '@portail/contrat/identite';

export function compteFixture(surcharge: Partial<CompteClient> = {}): CompteClient {
  return {
    id: 1,
    numero_client: 'C0000001',
    type_compte: 'MEMBRE',
    type_profil: 'PROFESSIONNEL',
    siren: '552100554',
    version: 1,
    grille_tarifaire: 'STANDARD',
    denomination_sociale: 'EXEMPLE SAS',
    role_greffeo: 'ADMINISTRATEUR',
    tva_intra_communautaire: 'FR44552100554',
    position: 'OUVERT',
    libelle_courrier: 'EXEMPLE SAS',
    libelle_facturation: 'EXEMPLE SAS',
    offres_de_service: '14',
    abonnements: [],
    selectionne: true,
    ...surcharge,
  };
}

export function utilisateurFixture(surcharge: Partial<Utilisateur> = {}): Utilisateur {
  return {
    id: 'u-1',
    email: 'jeanne.martin@example.fr',
    lastName: 'Martin',
    firstName: 'Jeanne',
    attributes: {
      address: [],
      additionalAddress: [],
      zipCode: [],
      city: ['Lyon'],
      country: [],
      mobilePhone: [],
      phone: [],
    },
    email_en_attente: null,
    compte_de_test: false,
    ...surcharge,
  };
}
