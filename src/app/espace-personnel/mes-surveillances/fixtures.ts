/** Sample answers of the surveillance service for the tests (never imported by the app). */
import type { GroupeFavoris, Revelation, Surveillance } from '../../../lib/api/surveillances';
import type { AvisRevelation } from '@portail/contrat/surveillance-avis';
import { prixFixture } from '../../../lib/api/fixtures-panier';

export function surveillanceFixture(surcharge: Partial<Surveillance> = {}): Surveillance {
  return {
    id: 7,
    id_compte_client: 1,
    entreprise: { id: 1042, siren: '552100554', denomination: 'ATELIERS DUVAL & FILS', etat: 'ACTIVE' },
    personne_physique: null,
    domaines: ['RCS_BILAN_ACTES'],
    types_evenement: ['RCS', 'BIL', 'ACT'],
    groupe_favoris: null,
    etat: 'ACTIVE',
    date_fin: null,
    motif_fin: null,
    non_lues: 2,
    cree_le: '2026-03-02T09:15:00.000Z',
    ...surcharge,
  };
}

export function groupeFixture(surcharge: Partial<GroupeFavoris> = {}): GroupeFavoris {
  return { id: 3, libelle: 'Clients', nombre_surveillances: 0, cree_le: '2026-03-01T08:00:00.000Z', ...surcharge };
}

export function revelationFixture(surcharge: Partial<Revelation> = {}): Revelation {
  return {
    id: 51,
    id_compte_client: 1,
    id_surveillance: 7,
    groupe_favoris_id: null,
    type: 'RCS',
    nature: 'TRANSFERT_SIEGE',
    libelle: 'Transfert du siège social',
    date_evenement: '2026-03-12',
    entreprise: { id: 1042, siren: '552100554', denomination: 'ATELIERS DUVAL & FILS', etat: 'ACTIVE' },
    personne_physique: null,
    avant: null,
    apres: null,
    lue_le: null,
    cree_le: '2026-03-12T10:00:00.000Z',
    ...surcharge,
  };
}

export function avisFixture(consulte: boolean, surcharge: Partial<AvisRevelation> = {}): AvisRevelation {
  return {
    revelation: revelationFixture(consulte ? { lue_le: '2026-03-13T08:00:00.000Z' } : {}),
    prix: prixFixture('1,56'),
    source_prix: 'Grille Infogreffe 2015 (1,56 € par événement RCS consulté)',
    consultee_le: consulte ? '2026-03-13T08:00:00.000Z' : null,
    mode_facturation: consulte ? 'PORTEFEUILLE' : null,
    avis: consulte
      ? {
          titre: 'Transfert du siège social',
          paragraphes: ['Siège transféré du 12 rue des Lilas, Lyon au 3 quai Perrache, Lyon.'],
          greffe: { code: '6901', libelle: 'Lyon' },
          date_evenement: '2026-03-12',
        }
      : null,
    ...surcharge,
  };
}
