import type { Libelle } from '@portail/contrat/commun/communs';
import type { CompteSeo as Compte, EntrepriseResume } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';

export const gironde: Departement = { code: '33', nom: 'Gironde' };

export const departements: (Departement & { nombre_entreprises: number })[] = [
  { code: '33', nom: 'Gironde', nombre_entreprises: 1234 },
  { code: '974', nom: 'La Réunion', nombre_entreprises: 210 },
  { code: '2A', nom: 'Corse-du-Sud', nombre_entreprises: 88 },
  { code: '01', nom: 'Ain', nombre_entreprises: 402 },
  { code: '21', nom: 'Côte-d’Or', nombre_entreprises: 1 },
];

export const secteurs: Compte[] = [
  { code: '62', libelle: 'Programmation, conseil et autres activités informatiques', nombre_entreprises: 130 },
  { code: '56', libelle: 'Restauration', nombre_entreprises: 1 },
];

export const programmation: Libelle = {
  code: '62',
  libelle: 'Programmation, conseil et autres activités informatiques',
};

export const codesNaf: Compte[] = [
  { code: '62.01Z', libelle: 'Programmation informatique', nombre_entreprises: 90 },
  { code: '62.02A', libelle: 'Conseil en systèmes et logiciels informatiques', nombre_entreprises: 40 },
];

export const entrepriseResume = (id: number, denomination: string, overrides: Partial<EntrepriseResume> = {}) => ({
  id,
  siren: '552100554',
  siren_formate: '552 100 554',
  denomination,
  sigle: null,
  forme_juridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
  etat: 'ACTIVE' as const,
  naf: { code: '62.01Z', libelle: 'Programmation informatique' },
  capital: { montant: 150000, devise: 'EUR', variable: false },
  date_immatriculation: '2012-03-05',
  siege: { code_postal: '33000', commune: 'Bordeaux' },
  nombre_etablissements: 3,
  ...overrides,
});

export const entreprises: EntrepriseResume[] = [
  entrepriseResume(41, 'Atelier Numérique Garonne', { sigle: 'ANG', nombre_etablissements: 12 }),
  entrepriseResume(42, 'Vignobles & Code', {
    siren: '732829320',
    siren_formate: '732 829 320',
    forme_juridique: { code: '5499', libelle: 'Société à responsabilité limitée (SARL)' },
    siege: { code_postal: '33500', commune: 'Libourne' },
    naf: null,
  }),
];
