import type { FonctionDePersonne, PersonnePhysique } from '../../lib/registre/types';
import { entrepriseResume } from '../departement/departement.fixtures';

export const dupont: PersonnePhysique = {
  type: 'PHYSIQUE',
  id: 812,
  nom: 'Dupont',
  nomUsage: 'Martin',
  prenoms: 'Jeanne Marie',
  moisNaissance: 3,
  anneeNaissance: 1975,
  nationalite: 'Française',
  nombreMandats: 30,
  nombreMandatsActifs: 2,
};

const mandat = (id: number, overrides: Partial<FonctionDePersonne>): FonctionDePersonne => ({
  id,
  nature: 'DIRIGEANT',
  qualite: 'Présidente',
  dateDebut: '2021-03-05',
  dateFin: null,
  actif: true,
  modalitesControle: null,
  pourcentageCapital: null,
  pourcentageVotes: null,
  entreprise: entrepriseResume(41, 'Atelier Numérique Garonne'),
  ...overrides,
});

export const mandats: FonctionDePersonne[] = [
  mandat(1, {}),
  mandat(2, {
    qualite: 'Gérante',
    dateDebut: '2015-01-01',
    entreprise: entrepriseResume(42, 'Vignobles & Code', { siren: '732829320', sirenFormate: '732 829 320' }),
  }),
  mandat(3, {
    qualite: 'Directrice générale',
    dateDebut: '2009-06-15',
    dateFin: '2014-12-31',
    actif: false,
    entreprise: entrepriseResume(43, 'Ancienne Brasserie du Port', {
      siren: '404833048',
      sirenFormate: '404 833 048',
      etat: 'RADIEE',
      formeJuridique: { code: '5599', libelle: 'SA à conseil d’administration' },
    }),
  }),
];
