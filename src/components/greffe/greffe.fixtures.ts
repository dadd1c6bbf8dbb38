import type { CommuneRessort, Greffe } from '../../lib/registre/types';

const tc = { type: 'TC', libelleType: 'Tribunal de commerce' };

export const bordeaux: Greffe = {
  code: '3302',
  nom: 'Bordeaux',
  ...tc,
  ville: 'Bordeaux',
  departement: { code: '33', nom: 'Gironde' },
  adresse: { codePostal: '33000', commune: 'Bordeaux' },
  nombreCommunes: 230,
  nombreEntreprises: 15420,
};

export const libourne: Greffe = {
  code: '3303',
  nom: 'Libourne',
  ...tc,
  ville: 'Libourne',
  departement: { code: '33', nom: 'Gironde' },
};

export const leMans: Greffe = {
  code: '7202',
  nom: 'Le Mans',
  type: 'TAE',
  libelleType: 'Tribunal des activités économiques',
  ville: 'Le Mans',
  departement: { code: '72', nom: 'Sarthe' },
};

export const ajaccio: Greffe = {
  code: '2001',
  nom: 'Ajaccio',
  ...tc,
  ville: 'Ajaccio',
  departement: { code: '2A', nom: 'Corse-du-Sud' },
};

export const bourg: Greffe = {
  code: '0101',
  nom: 'Bourg-en-Bresse',
  ...tc,
  ville: 'Bourg-en-Bresse',
  departement: { code: '01', nom: 'Ain' },
};

export const communes: CommuneRessort[] = [
  { code: '33003', nom: 'Ambarès-et-Lagrave', codesPostaux: ['33440'] },
  { code: '33063', nom: 'Bordeaux', codesPostaux: ['33000', '33100', '33200', '33300', '33800'] },
  { code: '33069', nom: 'Le Bouscat', codesPostaux: ['33110'] },
];
