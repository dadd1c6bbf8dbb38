import { liste } from './listes.js';

/** Vocabulary of French company names. */
export const lieuxDits = liste(`
  du Moulin, de la Gare, des Tilleuls, du Château, de la Fontaine, des Vignes, du Port, de l’Église,
  des Acacias, du Lac, de la Source, des Chênes, du Parc, de l’Étang, des Érables, du Val, de la Colline,
  des Prés, du Bourg, de la Forêt, des Sables, de l’Océan, du Golf, des Cèdres, de la Vallée, du Cloître
`);

export const nomsDeResidence = liste(`
  Les Tilleuls, Les Acacias, La Fontaine, Les Érables, Le Clos, Les Hauts de Seine, La Bastide,
  Les Oliviers, Le Verger, L’Orangerie, Les Charmilles, La Roseraie, Le Belvédère, Les Peupliers
`);

export const marques = liste(`
  Numéria, Solvéo, Altéa, Kéops, Horizon, Alizé, Azur, Hélios, Nova, Opale, Écrin, Atlas, Élan,
  Synergie, Vectéo, Arcadie, Boréal, Cléa, Émeraude, Férial, Galéa, Ivéo, Linéa, Méridien, Odéon,
  Prisme, Quartz, Rivéa, Sirius, Téléo, Ulysse, Vénus, Zénith, Ambre, Cap Ouest, Évasion, Épure, Océa
`);

export const suffixes = liste(`
  Conseil, Services, Solutions, Consulting, Développement, Gestion, Patrimoine, Immobilier, Invest,
  Distribution, Technologies, Digital, Ingénierie, Environnement, Innovation, Communication, Logistique
`);

export const regions = liste(`
  de l’Ouest, du Sud-Ouest, de l’Est, du Var, de Provence, d’Alsace, de Bretagne, Rhône-Alpes,
  d’Île-de-France, Normandie, Atlantique, Méditerranée, des Alpes, du Centre, de Gascogne, d’Auvergne
`);

export const banques = liste(`
  BNP Paribas, Société Générale, Crédit Agricole, LCL - Le Crédit Lyonnais, Caisse d’Épargne,
  Banque Populaire, Crédit Mutuel, CIC, La Banque Postale, Crédit du Nord, Bpifrance Financement,
  HSBC Continental Europe, Crédit Coopératif
`);

export const creditBailleurs = liste(`
  BNP Paribas Lease Group, Grenke Location, Locam, Natixis Lease, CM-CIC Leasing Solutions,
  Franfinance Location, Crédit Agricole Leasing & Factoring, DLL France
`);
