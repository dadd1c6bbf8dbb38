/** Sample answers of the orders and payments service for the tests (never imported by the app). */
import type { Commande, CommandeResume, SessionPaiement } from '@portail/contrat/commandes';
import type { Facture } from '@portail/contrat/commandes';
import type { ArticleCommande, Encaissement, MoyensPaiement, Portefeuille, Verification } from './commandes';
import { prixFixture } from './fixtures-panier';

type SousArticleCommande = ArticleCommande['sous_articles'][number];

export const REFERENCE = 'CMD-2026-000123';
export const JOUR = '2026-11-25';

function sousArticle(
  id: string,
  format: 'ELEC' | 'COURRIER',
  quantite: number,
  unitaire: string,
  montant: string,
): SousArticleCommande {
  return {
    id_sous_article_catalogue: id,
    format_diffusion: format,
    quantite,
    nombre_envois: 1,
    periodicite: null,
    prix_unitaire: prixFixture(unitaire),
    montant: prixFixture(montant),
  };
}

function article(
  id: number,
  code: string,
  libelle: string,
  montant: string,
  sous: SousArticleCommande[],
  donnees: Record<string, unknown> = {},
): ArticleCommande {
  return {
    id,
    id_article_catalogue: code,
    type: code,
    libelle,
    donnees,
    montant: prixFixture(montant),
    sous_articles: sous,
    documents: [],
    envois_postaux: [],
  };
}

/**
 * An order to pay: ALPHA SOLUTIONS (a Kbis downloaded twice and posted once, a certificate of
 * collective proceedings) and a debt statement on a debtor without SIREN (no company group).
 */
export function commandeFixture(surcharge: Partial<Commande> = {}): Commande {
  return {
    reference_commande: REFERENCE,
    date_commande: '2026-11-25T13:05:00.000Z',
    jour_commande: JOUR,
    statut: 'A_PAYER',
    libelle_statut: 'En attente de paiement',
    moyen_paiement: null,
    nombre_articles: 3,
    montant: prixFixture('63,41', '52,84', '10,57'),
    paye_le: null,
    livree_le: null,
    regroupements: [
      {
        id_entite: 12,
        siren: '552100554',
        denomination: 'ALPHA SOLUTIONS',
        montant: prixFixture('14,27'),
        articles: [
          article(501, 'KBIS', 'Extrait Kbis', '10,37', [
            sousArticle('KBIS_ELEC', 'ELEC', 2, '3,20', '6,40'),
            sousArticle('KBIS_COURRIER', 'COURRIER', 1, '3,97', '3,97'),
          ]),
          article(503, 'CERTIFICAT_PROCEDURES_COLLECTIVES', 'Certificat de procédures collectives', '3,90', [
            sousArticle('CERTIFICAT_PROCEDURES_COLLECTIVES_ELEC', 'ELEC', 1, '3,90', '3,90'),
          ]),
        ],
      },
      {
        id_entite: null,
        siren: null,
        denomination: null,
        montant: prixFixture('49,14'),
        articles: [
          article(
            502,
            'ETAT_ENDETTEMENT_DEBITEUR',
            'État d’endettement',
            '49,14',
            [sousArticle('ETAT_ENDETTEMENT_DEBITEUR_ELEC', 'ELEC', 1, '49,14', '49,14')],
            { nom: 'DURAND BATIMENT', departement: '69' },
          ),
        ],
      },
    ],
    paiements: [],
    facture: null,
    ...surcharge,
  };
}

export const commandePayeeFixture = (): Commande =>
  commandeFixture({
    statut: 'PAYEE',
    libelle_statut: 'Payée, documents en préparation',
    moyen_paiement: 'CARTE_BANCAIRE',
    paye_le: '2026-11-25T13:10:00.000Z',
  });

/** Delivered: a PDF per electronic article (codes for the Kbis and the certificate), the post, the invoice. */
export function commandeLivreeFixture(): Commande {
  const commande = commandePayeeFixture();
  const [alpha, autres] = commande.regroupements;
  const [kbis, certificat] = alpha?.articles ?? [];
  const [etat] = autres?.articles ?? [];
  if (!kbis || !certificat || !etat) throw new Error('fixture');
  kbis.documents = [
    {
      id: 9001,
      type: 'KBIS',
      libelle: 'Extrait Kbis',
      nom_fichier: 'kbis-552100554.pdf',
      taille: 48213,
      code_verification: '7KQ2-M9XD-4HTR',
      emis_le: '2026-11-25T13:12:00.000Z',
    },
  ];
  kbis.envois_postaux = [{ quantite: 1, enregistre_le: '2026-11-25T13:12:00.000Z' }];
  certificat.documents = [
    {
      id: 9003,
      type: 'CERTIFICAT_PROCEDURES_COLLECTIVES',
      libelle: 'Certificat de procédures collectives',
      nom_fichier: 'certificat-552100554.pdf',
      taille: 20480,
      code_verification: 'ABCD-EFGH-JKMN',
      emis_le: '2026-11-25T13:12:00.000Z',
    },
  ];
  etat.documents = [
    {
      id: 9002,
      type: 'ETAT_ENDETTEMENT',
      libelle: 'État d’endettement',
      nom_fichier: 'etat-endettement.pdf',
      taille: 30720,
      code_verification: null,
      emis_le: '2026-11-25T13:12:00.000Z',
    },
  ];
  return {
    ...commande,
    statut: 'LIVREE',
    libelle_statut: 'Documents délivrés',
    livree_le: '2026-11-25T13:12:00.000Z',
    facture: { numero: 'F2026-000042', date_facture: JOUR },
  };
}

export function resumeFixture(n: number, surcharge: Partial<CommandeResume> = {}): CommandeResume {
  return {
    reference_commande: `CMD-2026-${String(n).padStart(6, '0')}`,
    date_commande: '2026-11-25T13:05:00.000Z',
    jour_commande: JOUR,
    statut: 'LIVREE',
    libelle_statut: 'Documents délivrés',
    moyen_paiement: 'CARTE_BANCAIRE',
    nombre_articles: 2,
    montant: prixFixture('1 234,50'),
    ...surcharge,
  };
}

export function moyensFixture(surcharge: Partial<MoyensPaiement> = {}): MoyensPaiement {
  return {
    moyens: [
      { code: 'CARTE_BANCAIRE', libelle: 'Carte bancaire', disponible: true },
      { code: 'PORTEFEUILLE_ELECTRONIQUE', libelle: 'Portefeuille électronique', disponible: true },
      {
        code: 'DIFFERE',
        libelle: 'Paiement différé (facturation mensuelle)',
        disponible: false,
        raison: 'Le paiement différé n’est pas ouvert pour ce compte.',
      },
    ],
    portefeuille: { solde: prixFixture('120,00') },
    ...surcharge,
  };
}

export const INTITULES = {
  CARTE_BANCAIRE: 'Carte bancaire',
  PORTEFEUILLE_ELECTRONIQUE: 'Portefeuille électronique',
  DIFFERE: 'Paiement différé (facturation mensuelle)',
};

export function sessionFixture(surcharge: Partial<SessionPaiement> = {}): SessionPaiement {
  return {
    id_session: '5b0f7a52-0000-4000-8000-000000000001',
    moyen_paiement: 'CARTE_BANCAIRE',
    statut: 'OUVERTE',
    url_paiement: '/api/paiements/sandbox/5b0f7a52-0000-4000-8000-000000000001',
    reference_commande: REFERENCE,
    date_commande: JOUR,
    ...surcharge,
  };
}

export function factureFixture(n: number, surcharge: Partial<Facture> = {}): Facture {
  return {
    type: 'FACTURE',
    numero: `F2026-${String(n).padStart(6, '0')}`,
    date_facture: JOUR,
    reference_commande: `CMD-2026-${String(n).padStart(6, '0')}`,
    jour_commande: JOUR,
    periode: null,
    moyen_paiement: 'CARTE_BANCAIRE',
    montant: prixFixture('63,41'),
    facture_creditee: null,
    motif: null,
    ...surcharge,
  };
}

export function portefeuilleFixture(solde = '20,00', surcharge: Partial<Portefeuille> = {}): Portefeuille {
  return {
    solde: prixFixture(solde),
    mouvements: [
      {
        id: 2,
        date: '2026-11-20T09:30:00.000Z',
        type: 'PAIEMENT',
        libelle: 'Paiement de la commande',
        montant: prixFixture('-30,00'),
        reference_commande: 'CMD-2026-000100',
        numero_avoir: null,
      },
      {
        id: 1,
        date: '2026-11-19T08:00:00.000Z',
        type: 'RECHARGEMENT',
        libelle: 'Rechargement par carte bancaire',
        montant: prixFixture('50,00'),
        reference_commande: null,
        numero_avoir: null,
      },
    ],
    ...surcharge,
  };
}

export function verificationFixture(): Verification {
  return {
    code: '7KQ2-M9XD-4HTR',
    document: {
      type: 'KBIS',
      libelle: 'Extrait Kbis',
      emis_le: '2026-11-25T13:12:00.000Z',
      entreprise: { siren: '552100554', denomination: 'ALPHA SOLUTIONS' },
      greffe: 'Greffe du tribunal de commerce de Lyon',
      numero_gestion: '2019B01234',
      empreinte_sha256: '3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea',
    },
  };
}

export function encaissementFixture(n: number, surcharge: Partial<Encaissement> = {}): Encaissement {
  return {
    id_session: `0000000${n}-aaaa-4bbb-8ccc-${String(n).padStart(12, '0')}`.slice(-36),
    date: '2026-11-25T09:30:00.000Z',
    objet: 'COMMANDE',
    libelle: `Commande CMD-2026-${String(n).padStart(6, '0')}`,
    moyen_paiement: 'CARTE_BANCAIRE',
    libelle_moyen: 'Carte bancaire',
    montant: prixFixture('63,41'),
    reference_commande: `CMD-2026-${String(n).padStart(6, '0')}`,
    jour_commande: JOUR,
    facture: `F2026-${String(n).padStart(6, '0')}`,
    reference_prestataire: null,
    ...surcharge,
  };
}
