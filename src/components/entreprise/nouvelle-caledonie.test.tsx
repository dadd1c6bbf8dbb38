/**
 * The company and establishment pages of a New Caledonia build: RID, RIDET and the DAE, never the
 * mainland's SIREN, SIRET, INSEE or EU VAT number. The build's region is fixed before any module
 * reads it, as `GATSBY_REGION=NC` fixes it for a real build.
 */
import { render, screen, within } from '@testing-library/react';
import type {
  Entreprise,
  EntrepriseResume,
  Etablissement,
  EtablissementResume,
  Fonction,
} from '@portail/contrat/entreprises';
import { EntrepriseHeader } from './entreprise-header';
import { FicheEtablissement } from './etablissement-fiche';
import { FicheEntreprise } from './fiche-entreprise';
import { formatSiren, sirenDansChemin } from './format';
import { formatValeur, libelleChamp } from './historique';
import { IdentiteSection } from './identite-section';
import { ListeEtablissements } from './liste-etablissements';
import { FonctionItem } from './personne';
import {
  descriptionEntreprise,
  descriptionEtablissement,
  organisationEntreprise,
  organisationEtablissement,
  titreEtablissement,
} from './seo';
import { entrepriseDuval, ficheDuval, jeanneDuval, siegeDuval } from './entreprise.fixtures';

jest.mock('../../lib/region', () => ({
  getRegion: () => 'NC',
  isRegionFR: () => false,
  isRegionNC: () => true,
}));

/** Words of the mainland registry that a Caledonian page must not show. */
const MOTS_DE_METROPOLE = /\b(SIREN|SIRET|INSEE)\b|TVA intracommunautaire/;

const adresseNoumea = {
  lignes: ['12 RUE DE SÉBASTOPOL'],
  code_postal: '98800',
  commune: 'Nouméa',
  commune_code: '98818',
  departement_code: '988',
  pays: null,
};

const siegeNc: EtablissementResume = {
  ...siegeDuval,
  id: 8000,
  siret: '1236165001',
  siret_formate: '1 236 165.001',
  nic: '001',
  adresse: adresseNoumea,
};

const etablissementKone: EtablissementResume = {
  ...siegeNc,
  id: 8001,
  siret: '1236165002',
  siret_formate: '1 236 165.002',
  nic: '002',
  siege: false,
  enseigne: 'COMPTOIR DU NORD',
  adresse: {
    ...adresseNoumea,
    lignes: ['3 RUE DE LA PAIX'],
    code_postal: '98860',
    commune: 'Koné',
    commune_code: '98811',
  },
};

// As the services send a Caledonian company (migration 030): no greffe, no EU VAT number.
const entrepriseNc: Entreprise = {
  ...entrepriseDuval,
  id: 3001,
  siren: '1236165',
  siren_formate: '1 236 165',
  denomination: 'COMPTOIR DU LAGON',
  sigle: null,
  capital: { montant: 1000000, devise: 'XPF', variable: false },
  greffe: null,
  numero_gestion: null,
  numero_rcs: '1 236 165 RCS Nouméa',
  tva_intracommunautaire: null,
  siege: siegeNc,
  nombre_etablissements: 2,
  nombre_etablissements_actifs: 2,
};

const resumeNc: EntrepriseResume = {
  id: entrepriseNc.id,
  siren: entrepriseNc.siren,
  siren_formate: entrepriseNc.siren_formate,
  denomination: entrepriseNc.denomination,
  sigle: null,
  forme_juridique: entrepriseNc.forme_juridique,
  etat: 'ACTIVE',
  naf: entrepriseNc.naf,
  capital: entrepriseNc.capital,
  date_immatriculation: entrepriseNc.date_immatriculation,
  siege: { code_postal: '98800', commune: 'Nouméa' },
  nombre_etablissements: 2,
};

const etablissementNc: Etablissement = {
  ...etablissementKone,
  activite: 'Commerce de détail',
  origine_fonds: 'Création',
  mode_exploitation: 'Exploitation directe',
  tranche_effectifs: null,
  date_debut_activite: '2008-05-15',
  entreprise: resumeNc,
  greffe: null,
};

const holding: Fonction = {
  id: 12,
  nature: 'DIRIGEANT',
  qualite: 'Gérant',
  date_debut: '2020-01-15',
  date_fin: null,
  actif: true,
  modalites_controle: null,
  pourcentage_capital: null,
  pourcentage_votes: null,
  personne: {
    type: 'MORALE',
    entreprise_id: 3002,
    siren: '0456789',
    denomination: 'HOLDING DU CAILLOU',
    representant: null,
  },
};

describe('company pages of a New Caledonia build', () => {
  it('heads the company page with its RID', () => {
    render(<EntrepriseHeader entreprise={entrepriseNc} procedures={[]} />);
    const bref = screen.getByRole('list', { name: 'En bref' });
    expect(bref).toHaveTextContent('RID 1 236 165');
    expect(bref.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('shows the RID, the siège’s RIDET, the Nouméa RCS number and the DAE as keeper, without a VAT number', () => {
    render(<IdentiteSection entreprise={entrepriseNc} />);
    const identite = screen.getByRole('region', { name: 'Identité' });
    const valeur = (label: string) => within(identite).getByText(label).nextElementSibling;
    expect(valeur('RID')).toHaveTextContent('1 236 165');
    expect(valeur('RIDET du siège')).toHaveTextContent('1 236 165.001');
    expect(valeur('Numéro RCS')).toHaveTextContent('1 236 165 RCS Nouméa');
    expect(valeur('Teneur du registre')).toHaveTextContent('Direction des affaires économiques (DAE)');
    expect(
      within(identite).getByRole('link', { name: 'Voir l’établissement du siège (RIDET 1 236 165.001)' }),
    ).toBeInTheDocument();
    expect(identite.textContent).not.toMatch(MOTS_DE_METROPOLE);
    expect(identite.textContent).not.toMatch(/greffe/i);
  });

  it('names no keeper for a unit known only to the RIDET directory (off the RCS)', () => {
    render(<IdentiteSection entreprise={{ ...entrepriseNc, numero_rcs: null }} />);
    const identite = screen.getByRole('region', { name: 'Identité' });
    expect(within(identite).queryByText('Teneur du registre')).toBeNull();
    expect(within(identite).getByText('Non immatriculée au RCS')).toBeInTheDocument();
  });

  it('says RID and RIDET all over the company sheet', () => {
    const fiche = {
      ...ficheDuval,
      entreprise: entrepriseNc,
      dirigeants: [holding],
      commissaires_aux_comptes: [],
      procedures: [],
    };
    const { container } = render(<FicheEntreprise fiche={fiche} ancre={null} />);
    expect(container.textContent).toContain('RID 1 236 165');
    expect(container.textContent).toContain('HOLDING DU CAILLOU (RID 0 456 789)');
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('sends the visitor to the DAE for a Caledonian company’s Kbis and offers no order the portal could not fulfil', () => {
    const fiche = { ...ficheDuval, entreprise: entrepriseNc, procedures: [] };
    const tarifs = { KBIS: { ELEC: '3,20' }, ETAT_ENDETTEMENT: { ELEC: '49,14' } };
    const { container } = render(<FicheEntreprise fiche={fiche} ancre={null} tarifs={tarifs} />);
    expect(screen.queryByRole('complementary', { name: 'Commander un document officiel' })).toBeNull();
    const kbis = screen.getByRole('region', { name: 'Extrait Kbis' });
    expect(kbis).toHaveTextContent(
      'atteste de l’immatriculation au registre du commerce et des sociétés (RCS) de la Nouvelle-Calédonie',
    );
    expect(kbis).toHaveTextContent(
      'Depuis le 1er octobre 2014, le registre est tenu par la Direction des affaires économiques (DAE) du gouvernement de la Nouvelle-Calédonie, qui délivre les extraits et les copies des actes et des comptes déposés. Ce portail ne les délivre pas : demandez-les à la DAE.',
    );
    // The national register of businesses (RNE) and its 55 procedures are the mainland's.
    expect(kbis.textContent).not.toMatch(/RNE|greffe/);
    expect(screen.getByRole('table', { name: /^Actes déposés au RCS/ })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/€\sTTC|Kbis périodique/);
    expect(screen.queryByRole('button', { name: /panier/i })).toBeNull();
  });

  it('lists the establishments by RIDET under the company’s RID', () => {
    render(
      <ListeEtablissements
        entreprise={entrepriseNc}
        etablissements={{ total: 2, total_actifs: 2, items: [siegeNc, etablissementKone] }}
        page={1}
        href={(page) => `/liste/${page}`}
      />,
    );
    expect(screen.getByRole('list', { name: 'L’entreprise en bref' })).toHaveTextContent('RID 1 236 165');
    expect(screen.getByRole('link', { name: 'RIDET 1 236 165.002' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('shows an establishment with its RIDET and its company’s RID', () => {
    render(<FicheEtablissement etablissement={etablissementNc} />);
    expect(screen.getByRole('list', { name: 'En bref' })).toHaveTextContent('RIDET 1 236 165.002');
    const identification = screen.getByRole('region', { name: 'Identification de l’établissement' });
    expect(within(identification).getByText('RIDET').nextElementSibling).toHaveTextContent('1 236 165.002');
    const entreprise = screen.getByRole('region', { name: 'Entreprise' });
    expect(within(entreprise).getByText('RID').nextElementSibling).toHaveTextContent('1 236 165');
    expect(document.body.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('writes a legal person’s RID beside its name', () => {
    render(
      <ul>
        <FonctionItem fonction={holding} />
        <FonctionItem fonction={{ ...holding, id: 13, personne: jeanneDuval }} />
      </ul>,
    );
    expect(screen.getByText(/HOLDING DU CAILLOU/).closest('p')).toHaveTextContent('HOLDING DU CAILLOU (RID 0 456 789)');
  });

  it('titles and describes the pages with RID and RIDET, in New Caledonia for schema.org', () => {
    expect(titreEtablissement(etablissementNc, 'COMPTOIR DU NORD')).toBe(
      'COMPTOIR DU NORD — établissement de COMPTOIR DU LAGON à Koné (RIDET 1 236 165.002)',
    );
    expect(descriptionEtablissement(etablissementNc)).toContain('(RID 1 236 165)');
    expect(descriptionEntreprise({ ...entrepriseNc, numero_rcs: null })).toContain(', RID 1 236 165,');
    expect(descriptionEntreprise(entrepriseNc)).toContain('immatriculée au 1 236 165 RCS Nouméa');
    const organisation = organisationEntreprise('https://greffeo.test', entrepriseNc);
    expect(organisation.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'RID', value: '1236165' });
    expect(organisation.vatID).toBeUndefined();
    expect(organisation.address?.addressCountry).toBe('NC');
    const etablissement = organisationEtablissement('https://greffeo.test', etablissementNc, '/chemin');
    expect(etablissement.identifier.map((i) => i.propertyID)).toEqual(['RIDET', 'RID']);
    expect(etablissement.parentOrganization?.identifier.propertyID).toBe('RID');
  });

  it('reads RIDs and RIDETs in the history and in free paths', () => {
    expect(libelleChamp('siren')).toBe('RID');
    expect(libelleChamp('siret')).toBe('RIDET');
    expect(formatValeur('siren', '1236165')).toBe('1 236 165');
    expect(formatValeur('siret', '1236165002')).toBe('1 236 165.002');
    expect(formatSiren('1236165')).toBe('1 236 165');
    expect(sirenDansChemin('comptoir-du-lagon-1-236-165')).toBe('1236165');
    expect(sirenDansChemin('1236165-comptoir-du-lagon')).toBe('1236165');
    expect(sirenDansChemin('comptoir-1236165.002')).toBe('1236165');
    expect(sirenDansChemin('comptoir-1236165002')).toBe('1236165');
    expect(sirenDansChemin('comptoir-98800-noumea')).toBeNull();
    expect(sirenDansChemin('danone-552-100-554')).toBeNull();
  });
});
