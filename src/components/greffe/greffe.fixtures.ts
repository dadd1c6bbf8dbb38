import type { Greffe } from '../../lib/registre/client';
import type { CommuneDuRessort as CommuneRessort } from '@portail/contrat/greffes';

const tc = { type: 'TC', libelle_type: 'Tribunal de commerce' } as const;

export const bordeaux: Greffe = {
  code: '3302',
  nom: 'Bordeaux',
  ...tc,
  ville: 'Bordeaux',
  departement: { code: '33', nom: 'Gironde' },
  adresse: { code_postal: '33000', commune: 'Bordeaux' },
  nombre_communes: 230,
  nombre_entreprises: 15420,
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
  libelle_type: 'Tribunal des activités économiques',
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
  { code: '33003', nom: 'Ambarès-et-Lagrave', codes_postaux: ['33440'] },
  { code: '33063', nom: 'Bordeaux', codes_postaux: ['33000', '33100', '33200', '33300', '33800'] },
  { code: '33069', nom: 'Le Bouscat', codes_postaux: ['33110'] },
];
