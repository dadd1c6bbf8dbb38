/** Sample answers of the court cases for the tests (never imported by the app). */
import type { Affaire, AffaireResume, Audience, Decision, ResultatAffaires } from '@portail/contrat/affaires';
import type { SynthesesArticles } from '@portail/contrat/paniers';
import { prixFixture } from '../../lib/api/fixtures-panier';

export const SIREN_ALPHA = '552100554';
export const SIREN_BETA = '732829320';

export const plaidoiries: Audience = {
  date: '2025-01-14',
  heure: '14:00',
  chambre: '2e chambre',
  objet: 'Audience de plaidoiries',
  issue: 'Affaire mise en délibéré',
  a_venir: false,
};

export const jugement: Decision = {
  id: 11,
  date: '2025-03-12',
  type: { code: 'JUGEMENT', libelle: 'Jugement' },
  libelle: 'Jugement condamnant au paiement',
  dispositif: 'Condamne la société BETA NEGOCE à payer à la société ALPHA SOLUTIONS la somme de 12 450,00 €.',
};

/** 2024F00012 at Paris: ALPHA SOLUTIONS (with its lawyers) v. BETA NEGOCE, judged; no natural person. */
export function affaireFixture(surcharge: Partial<Affaire> = {}): Affaire {
  return {
    id: 1,
    numero_rg: '2024F00012',
    greffe: { code: '7501', nom: 'Paris' },
    nature: { code: 'CONTENTIEUX', libelle: 'Contentieux' },
    etat: { code: 'JUGEE', libelle: 'Jugée' },
    objet: 'Paiement de factures impayées',
    date_introduction: '2024-02-05',
    date_fin: '2025-03-12',
    parties: [
      {
        role: { code: 'DEMANDEUR', libelle: 'Demandeur' },
        nom: 'ALPHA SOLUTIONS',
        siren: SIREN_ALPHA,
        id_entite: 12,
        personne_physique: false,
        avocat: 'SELARL Martin & Associés',
      },
      {
        role: { code: 'DEFENDEUR', libelle: 'Défendeur' },
        nom: 'BETA NEGOCE',
        siren: SIREN_BETA,
        id_entite: 13,
        personne_physique: false,
        avocat: null,
      },
    ],
    prochaine_audience: null,
    personnes_physiques: false,
    chambre: '2e chambre',
    audiences: [plaidoiries],
    decisions: [jugement],
    ...surcharge,
  };
}

export const refereRenvoi: Audience = {
  date: '2026-11-20',
  heure: '09:30',
  chambre: 'Juge des référés',
  objet: 'Audience des référés',
  issue: 'Renvoi',
  a_venir: false,
};
export const refereProchaine: Audience = {
  date: '2026-12-08',
  heure: '09:30',
  chambre: 'Juge des référés',
  objet: 'Audience des référés',
  issue: null,
  a_venir: true,
};
export const refereSuivante: Audience = {
  date: '2027-01-12',
  heure: '14:00',
  chambre: 'Juge des référés',
  objet: 'Audience des référés',
  issue: null,
  a_venir: true,
};

/** 2025R00003 at Paris: Jeanne MOREAU (a natural person) v. ALPHA SOLUTIONS, under way, no decision yet. */
export function refereFixture(surcharge: Partial<Affaire> = {}): Affaire {
  return affaireFixture({
    id: 2,
    numero_rg: '2025R00003',
    nature: { code: 'REFERE', libelle: 'Référé' },
    etat: { code: 'EN_COURS', libelle: 'En cours' },
    objet: 'Désignation d’un expert',
    date_introduction: '2026-10-27',
    date_fin: null,
    chambre: 'Juge des référés',
    parties: [
      {
        role: { code: 'DEMANDEUR', libelle: 'Demandeur' },
        nom: 'MOREAU Jeanne',
        siren: null,
        id_entite: null,
        personne_physique: true,
        avocat: 'Maître Durand',
      },
      {
        role: { code: 'DEFENDEUR', libelle: 'Défendeur' },
        nom: 'ALPHA SOLUTIONS',
        siren: SIREN_ALPHA,
        id_entite: 12,
        personne_physique: false,
        avocat: null,
      },
    ],
    prochaine_audience: refereProchaine,
    personnes_physiques: true,
    audiences: [refereRenvoi, refereProchaine, refereSuivante],
    decisions: [],
    ...surcharge,
  });
}

/** What the search gives of a case: no chamber, hearings or decisions, but the next hearing and the latest decision. */
export function resumeDe(affaire: Affaire): AffaireResume {
  const { chambre, audiences, decisions, ...resume } = affaire;
  void chambre;
  void audiences;
  return { ...resume, derniere_decision: decisions.at(-1) ?? null };
}

/** ALPHA SOLUTIONS's cases: the référé with its next hearing, then the judged one. */
export function resultatFixture(surcharge: Partial<ResultatAffaires> = {}): ResultatAffaires {
  return {
    total: 2,
    affaires: [resumeDe(refereFixture()), resumeDe(affaireFixture())],
    ...surcharge,
  };
}

/** The public grid's synthèse of the copy of a decision: electronic and posted. */
export const SYNTHESES_COPIE: SynthesesArticles = {
  grille_tarifaire: { code: 'PUBLIC', libelle: 'Public' },
  date: '2026-11-25',
  articles: [
    {
      id_article_catalogue: 'COPIE_JUGEMENT',
      type: 'COPIE_JUGEMENT',
      libelle: 'Copie de jugement ou d’ordonnance',
      code_produit: null,
      ancien_code_produit: null,
      sous_articles: [
        {
          id_sous_article_catalogue: 'COPIE_JUGEMENT_ELEC',
          libelle: 'Copie de jugement électronique',
          format_diffusion: 'ELEC',
          prix: prixFixture('5,46', '4,55', '0,91'),
          tarif: null,
        },
        {
          id_sous_article_catalogue: 'COPIE_JUGEMENT_COURRIER',
          libelle: 'Copie de jugement par courrier',
          format_diffusion: 'COURRIER',
          prix: prixFixture('4,06', '3,38', '0,68'),
          tarif: null,
        },
      ],
    },
  ],
};
