import type { Compte, Departement, EntrepriseResume, Libelle } from '../../lib/registre/types';

export const gironde: Departement = { code: '33', nom: 'Gironde' };

export const departements: (Departement & { nombreEntreprises: number })[] = [
  { code: '33', nom: 'Gironde', nombreEntreprises: 1234 },
  { code: '974', nom: 'La Réunion', nombreEntreprises: 210 },
  { code: '2A', nom: 'Corse-du-Sud', nombreEntreprises: 88 },
  { code: '01', nom: 'Ain', nombreEntreprises: 402 },
  { code: '21', nom: 'Côte-d’Or', nombreEntreprises: 1 },
];

export const secteurs: Compte[] = [
  { code: '62', libelle: 'Programmation, conseil et autres activités informatiques', nombreEntreprises: 130 },
  { code: '56', libelle: 'Restauration', nombreEntreprises: 1 },
];

export const programmation: Libelle = {
  code: '62',
  libelle: 'Programmation, conseil et autres activités informatiques',
};

export const codesNaf: Compte[] = [
  { code: '62.01Z', libelle: 'Programmation informatique', nombreEntreprises: 90 },
  { code: '62.02A', libelle: 'Conseil en systèmes et logiciels informatiques', nombreEntreprises: 40 },
];

export const entrepriseResume = (id: number, denomination: string, overrides: Partial<EntrepriseResume> = {}) => ({
  id,
  siren: '552100554',
  sirenFormate: '552 100 554',
  denomination,
  sigle: null,
  formeJuridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
  etat: 'ACTIVE' as const,
  naf: { code: '62.01Z', libelle: 'Programmation informatique' },
  capital: { montant: 150000, devise: 'EUR', variable: false },
  dateImmatriculation: '2012-03-05',
  siege: { codePostal: '33000', commune: 'Bordeaux' },
  nombreEtablissements: 3,
  ...overrides,
});

export const entreprises: EntrepriseResume[] = [
  entrepriseResume(41, 'Atelier Numérique Garonne', { sigle: 'ANG', nombreEtablissements: 12 }),
  entrepriseResume(42, 'Vignobles & Code', {
    siren: '732829320',
    sirenFormate: '732 829 320',
    formeJuridique: { code: '5499', libelle: 'Société à responsabilité limitée (SARL)' },
    siege: { codePostal: '33500', commune: 'Libourne' },
    naf: null,
  }),
];
