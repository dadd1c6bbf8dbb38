import { ponderes } from './listes.js';

/**
 * NAF sous-classes weighted by their rough share of the RCS stock: trade,
 * construction, catering and business services dominate. Every other
 * sous-classe keeps a small base weight (see activites in ../activite.ts).
 */
export const activitesCourantes = ponderes(`
  41.20A 2, 41.20B 1, 43.21A 3, 43.22A 1.5, 43.22B 2.5, 43.31Z 1.2, 43.32A 2, 43.33Z 0.8, 43.34Z 2,
  43.91B 1, 43.99C 3, 43.12A 0.8, 43.29A 0.5, 43.39Z 0.8, 41.10A 1.5,
  47.11B 0.6, 47.11C 0.5, 47.11D 0.3, 47.19B 0.8, 47.21Z 0.3, 47.22Z 0.3, 47.24Z 0.3, 47.25Z 0.3,
  47.26Z 0.6, 47.30Z 0.2, 47.41Z 0.2, 47.52A 0.4, 47.59B 0.6, 47.62Z 0.2, 47.71Z 2, 47.72A 0.4,
  47.73Z 0.6, 47.75Z 0.4, 47.76Z 0.4, 47.77Z 0.3, 47.78C 1.2, 47.79Z 0.3, 47.81Z 0.3, 47.82Z 0.6,
  47.91A 0.4, 47.91B 2, 47.99A 0.3, 46.19B 1.5, 46.90Z 2, 46.69B 0.6, 46.73A 0.4, 46.46Z 0.3, 46.34Z 0.4,
  46.49Z 0.4, 45.11Z 1.5, 45.20A 1.5, 45.32Z 0.5, 46.18Z 0.3, 46.39B 0.4,
  56.10A 3.5, 56.10C 3, 56.30Z 1.2, 55.10Z 0.8, 56.21Z 0.3, 55.20Z 0.4,
  49.41A 1.2, 49.41B 0.5, 49.32Z 1, 49.39A 0.2, 53.20Z 0.8, 52.29A 0.2, 49.42Z 0.3,
  62.01Z 2.2, 62.02A 1.5, 62.09Z 0.6, 63.12Z 0.3, 58.11Z 0.2, 59.11C 0.2, 73.11Z 1, 74.10Z 0.8,
  74.20Z 0.4, 70.21Z 0.3, 63.11Z 0.3, 59.20Z 0.2, 62.03Z 0.2,
  68.31Z 1.5, 68.10Z 1, 68.32A 0.6, 68.20A 0.5, 68.20B 0.8, 64.20Z 2, 70.10Z 3, 66.22Z 0.6, 66.19B 0.2,
  70.22Z 6, 69.10Z 0.8, 69.20Z 1, 71.11Z 0.6, 71.12B 1.5, 71.12A 0.2, 71.20B 0.3, 74.90B 1, 82.99Z 1.5,
  82.11Z 0.3, 78.10Z 0.2, 78.20Z 0.2, 80.10Z 0.4, 81.21Z 1.2, 81.22Z 0.3, 81.30Z 1, 77.11A 0.4,
  77.39Z 0.3, 79.11Z 0.3,
  86.21Z 0.4, 86.23Z 0.4, 86.90E 0.3, 85.59A 1, 85.59B 0.6, 85.53Z 0.2, 88.91A 0.1,
  96.02A 2, 96.02B 1, 96.04Z 0.4, 96.09Z 1, 95.11Z 0.1, 93.13Z 0.4, 93.29Z 0.3, 90.01Z 0.3, 93.12Z 0.1,
  10.71C 1.2, 10.71D 0.4, 10.13B 0.2, 25.62B 0.5, 25.11Z 0.2, 33.12Z 0.4, 16.23Z 0.2, 18.12Z 0.3,
  31.09B 0.2, 32.12Z 0.2, 11.02B 0.3, 35.11Z 0.5, 10.85Z 0.1, 20.42Z 0.1, 26.51B 0.1, 28.29B 0.1,
  22.29A 0.1, 01.11Z 0.3, 01.21Z 0.4, 01.61Z 0.2, 02.20Z 0.1
`);

/** Activities of the legal forms whose trade is specific. */
export const activitesParForme: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  // Sociétés civiles immobilières: letting, dealing, building for sale.
  '6540': ponderes('68.20B 60, 68.20A 25, 68.10Z 8, 41.10A 5, 68.32A 2'),
  '6541': ponderes('41.10A 70, 68.10Z 30'),
  // Liberal professions: doctors, dentists, lawyers, accountants, pharmacies.
  '5485': ponderes('86.21Z 25, 86.23Z 20, 69.10Z 20, 69.20Z 15, 75.00Z 8, 86.22C 5, 71.11Z 5, 47.73Z 12'),
  '5785': ponderes('86.21Z 20, 86.23Z 15, 69.10Z 25, 69.20Z 20, 75.00Z 5, 71.11Z 5, 47.73Z 10'),
  '6589': ponderes('86.21Z 40, 86.23Z 20, 86.90E 10, 69.10Z 15, 86.22C 15'),
  '6585': ponderes('69.10Z 50, 86.23Z 20, 69.20Z 10, 71.11Z 10, 86.21Z 10'),
  '6599': ponderes('64.20Z 30, 68.20B 20, 01.21Z 20, 66.30Z 10, 70.10Z 20'),
  '6220': ponderes('82.99Z 40, 70.22Z 30, 46.19B 20, 63.11Z 10'),
};

/** Holding activities: the companies other companies may have as officers. */
export const activitesHolding: ReadonlySet<string> = new Set(['64.20Z', '70.10Z']);

/** Trade words used in names, by NAF sous-classe prefix (longest prefix wins). */
export const metiers: Readonly<Record<string, readonly string[]>> = {
  '10.71': ['Boulangerie', 'Boulangerie-Pâtisserie', 'Le Fournil'],
  '56.10A': ['Restaurant', 'Brasserie', 'Bistrot', 'Auberge'],
  '56.10C': ['Pizzeria', 'Snack', 'Crêperie'],
  '56.30': ['Bar', 'Café', 'Le Comptoir'],
  '55.10': ['Hôtel', 'Hôtel-Restaurant'],
  '47.73': ['Pharmacie'],
  '47.76': ['Fleurs', 'Fleuriste'],
  '47.71': ['Boutique', 'Mode'],
  '47.2': ['Épicerie', 'Primeur', 'Boucherie'],
  '45.2': ['Garage', 'Carrosserie'],
  '45.1': ['Automobiles'],
  '43.21': ['Électricité', 'Électricité Générale'],
  '43.22': ['Plomberie', 'Plomberie Chauffage'],
  '43.32': ['Menuiserie'],
  '43.34': ['Peinture', 'Décoration'],
  '43.99': ['Maçonnerie', 'Bâtiment'],
  '43.91': ['Couverture', 'Charpente'],
  '41.2': ['Construction', 'Bâtiment'],
  '49.4': ['Transports'],
  '49.32': ['Taxi', 'Taxis'],
  '96.02A': ['Coiffure', 'Salon de coiffure'],
  '96.02B': ['Institut de beauté', 'Beauté'],
  '69.2': ['Cabinet', 'Expertise comptable'],
  '69.1': ['Cabinet', 'Étude'],
  '71.1': ['Architecture', 'Bureau d’études'],
  '62.0': ['Informatique', 'Digital'],
  '68.31': ['Immobilier', 'Agence immobilière'],
  '81.21': ['Nettoyage', 'Propreté'],
  '81.30': ['Paysage', 'Jardins'],
  '70.22': ['Conseil'],
  '86.2': ['Cabinet médical', 'Centre dentaire'],
};
