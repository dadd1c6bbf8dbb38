/** Answers of the formalities service for the site's tests (shapes of @portail/contrat/formalites). */
import type { Formalite, FormaliteDuCompte, ResultatSuiviFormalites } from '@portail/contrat/formalites';

export function formaliteFixture(autres: Partial<Formalite> = {}): Formalite {
  return {
    identifiant: 'J00012345678',
    numero_liasse: '75012026000123',
    reference_formaliste: 'CAB-DUPONT-2026-041',
    type: 'MODIFICATION',
    objet: 'Transfert du siège social',
    greffe: { code: '7501', nom: 'Paris' },
    entreprise: { siren: '552100554', denomination: 'ALPHA SOLUTIONS', id_entite: 12 },
    date_depot: '2026-11-02',
    etat: 'EN_ATTENTE_REGULARISATION',
    motif: 'Pièce manquante : attestation de parution dans un journal d’annonces légales',
    date_etat: '2026-11-05T09:30:00Z',
    etapes: [
      { etat: 'RECUE', date: '2026-11-02T08:00:00Z', motif: null },
      { etat: 'EN_COURS_INSTRUCTION', date: '2026-11-03T13:05:00Z', motif: null },
      {
        etat: 'EN_ATTENTE_REGULARISATION',
        date: '2026-11-05T09:30:00Z',
        motif: 'Pièce manquante : attestation de parution dans un journal d’annonces légales',
      },
    ],
    ...autres,
  };
}

export function formaliteDuCompteFixture(autres: Partial<FormaliteDuCompte> = {}): FormaliteDuCompte {
  return {
    ...formaliteFixture(),
    origine: 'SUIVIE',
    documents: [{ code: 'RECEPISSE', libelle: 'Récépissé de dépôt' }],
    ...autres,
  };
}

export const inscriteFixture = (): FormaliteDuCompte =>
  formaliteDuCompteFixture({
    identifiant: 'D00000000042',
    numero_liasse: '69012026000042',
    reference_formaliste: null,
    type: 'INSCRIPTION_DGFIP',
    objet: 'Inscription du privilège du Trésor',
    greffe: { code: '6901', nom: 'Lyon' },
    entreprise: { siren: '732829320', denomination: 'BETA TRANSPORTS', id_entite: null },
    date_depot: '2026-10-01',
    etat: 'INSCRITE',
    motif: null,
    date_etat: '2026-10-08T10:00:00Z',
    etapes: [
      { etat: 'RECUE', date: '2026-10-01T08:00:00Z', motif: null },
      { etat: 'VALIDEE', date: '2026-10-06T08:00:00Z', motif: null },
      { etat: 'INSCRITE', date: '2026-10-08T10:00:00Z', motif: null },
    ],
    origine: 'DEPOSEE',
  });

export function suiviFixture(autres: Partial<ResultatSuiviFormalites> = {}): ResultatSuiviFormalites {
  return { total: 1, offset: 0, limit: 20, formalites: [formaliteFixture()], ...autres };
}
