/** Public organisations of the registry ecosystem shown in « Le réseau des organismes partenaires ». */

export interface PartnerSeed {
  /** Name shown on the generated wordmark and in the admin panel. */
  name: string;
  /** Short form printed large on the wordmark. */
  shortName: string;
  url: string;
  alt: string;
  /** File name of the generated wordmark in the media library. */
  fileName: string;
}

export const PARTNERS: PartnerSeed[] = [
  {
    name: 'Conseil national des greffiers des tribunaux de commerce',
    shortName: 'CNGTC',
    url: 'https://www.cngtc.fr',
    alt: 'CNGTC, Conseil national des greffiers des tribunaux de commerce',
    fileName: 'partenaire-cngtc.png',
  },
  {
    name: 'Institut national de la propriété industrielle',
    shortName: 'INPI',
    url: 'https://www.inpi.fr',
    alt: 'INPI, Institut national de la propriété industrielle',
    fileName: 'partenaire-inpi.png',
  },
  {
    name: 'Institut national de la statistique et des études économiques',
    shortName: 'INSEE',
    url: 'https://www.insee.fr',
    alt: 'INSEE, Institut national de la statistique et des études économiques',
    fileName: 'partenaire-insee.png',
  },
  {
    name: 'Ministère de la Justice',
    shortName: 'Justice',
    url: 'https://www.justice.gouv.fr',
    alt: 'Ministère de la Justice',
    fileName: 'partenaire-ministere-justice.png',
  },
  {
    name: 'Guichet unique des formalités des entreprises',
    shortName: 'Guichet unique',
    url: 'https://formalites.entreprises.gouv.fr',
    alt: 'Guichet unique des formalités des entreprises',
    fileName: 'partenaire-guichet-unique.png',
  },
  {
    name: 'Bulletin officiel des annonces civiles et commerciales',
    shortName: 'Bodacc',
    url: 'https://www.bodacc.fr',
    alt: 'Bodacc, Bulletin officiel des annonces civiles et commerciales',
    fileName: 'partenaire-bodacc.png',
  },
];
