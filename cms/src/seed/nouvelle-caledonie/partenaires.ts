import type { PartnerSeed } from '../partners';

/**
 * Public bodies of the Caledonian registry ecosystem (FACTS §6) shown in « Le réseau des organismes
 * partenaires » of a New Caledonia portal (REGION=NC). The Chambre d’agriculture is left out: no
 * address of its website is certain enough to be linked.
 */
export const PARTNERS_NC: PartnerSeed[] = [
  {
    name: 'Institut de la statistique et des études économiques de Nouvelle-Calédonie',
    shortName: 'ISEE',
    url: 'https://www.isee.nc',
    alt: 'ISEE, Institut de la statistique et des études économiques de Nouvelle-Calédonie',
    fileName: 'partenaire-nc-isee.png',
  },
  {
    name: 'Direction des affaires économiques du gouvernement de la Nouvelle-Calédonie',
    shortName: 'DAE',
    url: 'https://gouv.nc',
    alt: 'DAE, Direction des affaires économiques du gouvernement de la Nouvelle-Calédonie',
    fileName: 'partenaire-nc-dae.png',
  },
  {
    name: 'Tribunal mixte de commerce de Nouméa',
    shortName: 'TMC Nouméa',
    url: 'https://www.justice.gouv.fr',
    alt: 'Tribunal mixte de commerce de Nouméa',
    fileName: 'partenaire-nc-tribunal-mixte-commerce-noumea.png',
  },
  {
    name: 'Chambre de commerce et d’industrie de Nouvelle-Calédonie',
    shortName: 'CCI',
    url: 'https://www.cci.nc',
    alt: 'CCI, Chambre de commerce et d’industrie de Nouvelle-Calédonie',
    fileName: 'partenaire-nc-cci.png',
  },
  {
    name: 'Chambre de métiers et de l’artisanat de Nouvelle-Calédonie',
    shortName: 'CMA',
    url: 'https://www.cma.nc',
    alt: 'CMA, Chambre de métiers et de l’artisanat de Nouvelle-Calédonie',
    fileName: 'partenaire-nc-cma.png',
  },
];
