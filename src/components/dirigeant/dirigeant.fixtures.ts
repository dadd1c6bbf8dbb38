import type { FonctionDePersonne, PersonnePhysique } from '@portail/contrat/entreprises';
import { entrepriseResume } from '../departement/departement.fixtures';

export const dupont: PersonnePhysique = {
  type: 'PHYSIQUE',
  id: 812,
  nom: 'Dupont',
  nom_usage: 'Martin',
  prenoms: 'Jeanne Marie',
  mois_naissance: 3,
  annee_naissance: 1975,
  nationalite: 'Française',
  nombre_mandats: 30,
  nombre_mandats_actifs: 2,
};

const mandat = (id: number, overrides: Partial<FonctionDePersonne>): FonctionDePersonne => ({
  id,
  nature: 'DIRIGEANT',
  qualite: 'Présidente',
  date_debut: '2021-03-05',
  date_fin: null,
  actif: true,
  modalites_controle: null,
  pourcentage_capital: null,
  pourcentage_votes: null,
  entreprise: entrepriseResume(41, 'Atelier Numérique Garonne'),
  ...overrides,
});

export const mandats: FonctionDePersonne[] = [
  mandat(1, {}),
  mandat(2, {
    qualite: 'Gérante',
    date_debut: '2015-01-01',
    entreprise: entrepriseResume(42, 'Vignobles & Code', { siren: '732829320', siren_formate: '732 829 320' }),
  }),
  mandat(3, {
    qualite: 'Directrice générale',
    date_debut: '2009-06-15',
    date_fin: '2014-12-31',
    actif: false,
    entreprise: entrepriseResume(43, 'Ancienne Brasserie du Port', {
      siren: '404833048',
      siren_formate: '404 833 048',
      etat: 'RADIEE',
      forme_juridique: { code: '5599', libelle: 'SA à conseil d’administration' },
    }),
  }),
];
