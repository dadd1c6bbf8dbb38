/** Sample answers of the periodic Kbis service for the tests (never imported by the app). */
import type {
  AdresseLivraison,
  Envoi as EnvoiKbisPeriodique,
  KbisPeriodique,
  KbisPeriodiqueResume,
} from '@portail/contrat/kbis-periodiques';
import { prixFixture } from './fixtures-panier';

export const REFERENCE_KBIS = 'CMD-2026-000200';
export const JOUR_KBIS = '2026-09-15';

export const ADRESSE: AdresseLivraison = {
  nom: 'ALPHA SOLUTIONS',
  numero_voie: '12 rue de la Paix',
  complement: null,
  code_postal: '75002',
  ville: 'Paris',
  pays: 'FR',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The 15th of the month `k × frequence` months after September 2026. */
function jourDuRang(rang: number, frequence: number): string {
  const mois = 8 + (rang - 1) * frequence;
  return `${2026 + Math.floor(mois / 12)}-${pad((mois % 12) + 1)}-15`;
}

/** `envoyes` issues sent (a PDF each for ELEC, the address for COURRIER), the others planned. */
export function envoisFixture(
  nombre: number,
  envoyes: number,
  frequence: number,
  format: 'ELEC' | 'COURRIER',
): EnvoiKbisPeriodique[] {
  return Array.from({ length: nombre }, (_, i) => {
    const rang = i + 1;
    const prevu = jourDuRang(rang, frequence);
    const envoye = rang <= envoyes;
    return {
      rang,
      prevu_le: prevu,
      statut: envoye ? 'ENVOYE' : 'PREVU',
      libelle_statut: envoye ? 'Envoyé' : 'Prévu',
      envoye_le: envoye ? `${prevu}T05:00:00.000Z` : null,
      echoue_le: null,
      document:
        envoye && format === 'ELEC'
          ? {
              id: 7000 + rang,
              code_verification: `KB${rang}Q-M9XD-4HTR`,
              nom_fichier: `kbis-552100554-${prevu}.pdf`,
              emis_le: `${prevu}T05:00:00.000Z`,
            }
          : null,
      adresse_livraison: envoye && format === 'COURRIER' ? ADRESSE : null,
    };
  });
}

export function kbisResumeFixture(id: number, surcharge: Partial<KbisPeriodiqueResume> = {}): KbisPeriodiqueResume {
  return {
    id,
    id_entite: 12,
    siren: '552100554',
    denomination: 'ALPHA SOLUTIONS',
    format_diffusion: 'ELEC',
    quantite: 1,
    periodicite: { frequence_mois: 1, duree_mois: 12 },
    nombre_envois: 12,
    envois_effectues: 3,
    prochain_envoi_le: '2026-12-15',
    statut: 'ACTIF',
    libelle_statut: 'En cours',
    date_debut: JOUR_KBIS,
    cree_le: '2026-09-15T08:00:00.000Z',
    prix_unitaire: prixFixture('3,20', '2,67', '0,53'),
    montant: prixFixture('38,40', '32,04', '6,36'),
    commande: { reference_commande: REFERENCE_KBIS, jour_commande: JOUR_KBIS, id_article: 601 },
    ...surcharge,
  };
}

/** Electronic, every month for 12 months: 3 issues sent (each its PDF and code), 9 planned. */
export function kbisPeriodiqueFixture(surcharge: Partial<KbisPeriodique> = {}): KbisPeriodique {
  return {
    ...kbisResumeFixture(42),
    adresse_livraison: null,
    email: 'claire.martin@example.fr',
    termine_le: null,
    annule_le: null,
    remboursement: null,
    envois: envoisFixture(12, 3, 1, 'ELEC'),
    ...surcharge,
  };
}

/** By post, every 3 months for 12 months: 1 issue sent, 3 planned, 2 copies each. */
export function kbisCourrierFixture(surcharge: Partial<KbisPeriodique> = {}): KbisPeriodique {
  return {
    ...kbisResumeFixture(43, {
      format_diffusion: 'COURRIER',
      quantite: 2,
      periodicite: { frequence_mois: 3, duree_mois: 12 },
      nombre_envois: 4,
      envois_effectues: 1,
      prochain_envoi_le: '2026-12-15',
      prix_unitaire: prixFixture('3,97', '3,31', '0,66'),
      montant: prixFixture('31,76', '26,48', '5,28'),
    }),
    adresse_livraison: ADRESSE,
    email: null,
    termine_le: null,
    annule_le: null,
    remboursement: null,
    envois: envoisFixture(4, 1, 3, 'COURRIER'),
    ...surcharge,
  };
}

/** What the cancellation answers: the planned issues cancelled, `montant` refunded. */
export function kbisAnnuleFixture(kbis: KbisPeriodique, montant: string): KbisPeriodique {
  return {
    ...kbis,
    statut: 'ANNULE',
    libelle_statut: 'Annulé',
    prochain_envoi_le: null,
    annule_le: '2026-11-20T10:30:00.000Z',
    remboursement: prixFixture(montant),
    envois: kbis.envois.map((e) => (e.statut === 'PREVU' ? { ...e, statut: 'ANNULE', libelle_statut: 'Annulé' } : e)),
  };
}
