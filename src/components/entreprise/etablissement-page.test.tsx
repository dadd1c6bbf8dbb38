import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import EtablissementPage, { Head, getServerData } from '../../pages/etablissement/[slug]/[numero]/[id]';
import type { Etablissement } from '@portail/contrat/entreprises';
import { duvalResume, etablissementDuvalLyon, siegeDuval } from './entreprise.fixtures';
import { oublierDepartements } from './server';
import {
  headOf,
  mockSiteMetadata,
  niveauxDesTitres,
  panne,
  renderWith,
  requete,
  sansSautDeNiveau,
  SITE_URL,
} from './test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { etablissement: jest.fn(), departements: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const canonique = { slug: 'ateliers-duval-fils', numero: '55210055400021', id: '7001' };
const trouve = { state: 'found', data: { etablissement: etablissementDuvalLyon, departement: null } } as const;

const siege: Etablissement = {
  ...siegeDuval,
  activite: 'Fabrication de meubles',
  origine_fonds: 'Création',
  mode_exploitation: 'Exploitation directe',
  tranche_effectifs: null,
  date_debut_activite: '1998-04-01',
  entreprise: duvalResume,
  greffe: { code: '7501', nom: 'Paris' },
};

const ferme: Etablissement = { ...etablissementDuvalLyon, etat: 'FERME', date_fermeture: '2023-06-30' };

beforeEach(() => {
  mockSiteMetadata();
  oublierDepartements();
  client.departements.mockResolvedValue([{ code: '75', nom: 'Paris', nombre_entreprises: 12 }]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/etablissement/{slug}/{siret}/{id} on the server', () => {
  it('answers 200 with the establishment; only the siège gets its département crumb', async () => {
    client.etablissement.mockResolvedValue(etablissementDuvalLyon);
    expect(await getServerData(requete(canonique))).toMatchObject({
      status: 200,
      props: { state: 'found', data: { etablissement: etablissementDuvalLyon, departement: null } },
    });
    expect(client.departements).not.toHaveBeenCalled();
    client.etablissement.mockResolvedValue(siege);
    const pourSiege = await getServerData(requete({ slug: 'ateliers-duval-fils', numero: siege.siret, id: '7000' }));
    expect(pourSiege).toMatchObject({ status: 200, props: { data: { departement: { code: '75', nom: 'Paris' } } } });
  });

  it('answers 301 to the canonical path for another slug or SIRET', async () => {
    client.etablissement.mockResolvedValue(etablissementDuvalLyon);
    for (const params of [
      { ...canonique, slug: 'duval-ebenisterie' },
      { ...canonique, numero: '55210055400013' },
    ]) {
      expect(await getServerData(requete(params))).toMatchObject({
        status: 301,
        headers: { location: '/etablissement/ateliers-duval-fils/55210055400021/7001' },
      });
    }
  });

  it('answers 404 for an unknown or malformed id and 503 on outage', async () => {
    client.etablissement.mockResolvedValue(null);
    expect(await getServerData(requete(canonique))).toMatchObject({ status: 404, props: { state: 'not-found' } });
    expect(await getServerData(requete({ ...canonique, id: 'x7001' }))).toMatchObject({ status: 404 });
    client.etablissement.mockRejectedValue(panne());
    expect(await getServerData(requete(canonique))).toMatchObject({ status: 503, props: { state: 'unavailable' } });
  });
});

describe('establishment page', () => {
  it('titles the page with its sign in an « Établissement » context, état and SIRET', () => {
    const { container } = renderWith(EtablissementPage, { serverData: trouve });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Établissement secondaire DUVAL ÉBÉNISTERIE' }),
    ).toBeInTheDocument();
    const bref = screen.getByRole('list', { name: 'En bref' });
    expect(bref).toHaveTextContent('Actif');
    expect(bref).toHaveTextContent('SIRET 552 100 554 00021');
    expect(bref).toHaveTextContent('69001 Lyon');
    expect(sansSautDeNiveau(niveauxDesTitres(container))).toBe(true);
  });

  it('lists what the registry says of the establishment', () => {
    renderWith(EtablissementPage, { serverData: trouve });
    const identite = screen.getByRole('region', { name: 'Identification de l’établissement' });
    const valeur = (label: string) => within(identite).getByText(label).nextElementSibling;
    expect(valeur('SIRET')).toHaveTextContent('552 100 554 00021');
    expect(valeur('Type')).toHaveTextContent('Établissement secondaire');
    expect(valeur('Adresse')).toHaveTextContent('8 QUAI SAINT-VINCENT69001 Lyon');
    expect(valeur('Activité')).toHaveTextContent('Ébénisterie d’art, restauration de meubles anciens');
    expect(valeur('Code NAF')).toHaveTextContent('31.09B — Fabrication d’autres meubles');
    expect(valeur('Date de création')).toHaveTextContent('1er mai 2008');
    expect(valeur('Début d’activité')).toHaveTextContent('15 mai 2008');
    expect(valeur('Origine du fonds')).toHaveTextContent('Création');
    expect(valeur('Mode d’exploitation')).toHaveTextContent('Exploitation directe');
    expect(valeur('Tranche d’effectifs')).toHaveTextContent('3 à 5 salariés');
    expect(within(identite).getByRole('link', { name: 'Greffe de Lyon' })).toHaveAttribute(
      'href',
      '/fiche-greffe/lyon/6901',
    );
    expect(within(identite).queryByText('Date de fermeture')).not.toBeInTheDocument();
  });

  it('shows the closing date of a closed establishment', () => {
    renderWith(EtablissementPage, {
      serverData: { state: 'found', data: { etablissement: ferme, departement: null } },
    });
    expect(screen.getByRole('list', { name: 'En bref' })).toHaveTextContent('Fermé');
    expect(screen.getByText('Date de fermeture').nextElementSibling).toHaveTextContent('30 juin 2023');
  });

  it('links back to its company and to the other establishments', () => {
    renderWith(EtablissementPage, { serverData: trouve });
    const entreprise = screen.getByRole('region', { name: 'Entreprise' });
    expect(entreprise).toHaveTextContent('SIREN552 100 554');
    expect(
      within(entreprise).getByRole('link', { name: 'Voir la fiche de l’entreprise ATELIERS DUVAL & FILS' }),
    ).toHaveAttribute('href', '/entreprise/ateliers-duval-fils/552100554/1042');
    expect(within(entreprise).getByRole('link', { name: 'Voir les 3 établissements de l’entreprise' })).toHaveAttribute(
      'href',
      '/liste_etablissements/ateliers-duval-fils/552100554/1042',
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'ATELIERS DUVAL & FILS', 'Établissement 552 100 554 00021']);
  });

  it('says « Établissement introuvable » for 404', () => {
    renderWith(EtablissementPage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Établissement introuvable' })).toBeInTheDocument();
  });

  it('has a precise title, the canonical link and Organization JSON-LD attached to its company', () => {
    const { container } = renderWith(Head, { serverData: trouve });
    const head = headOf(container);
    expect(head.title).toBe(
      'DUVAL ÉBÉNISTERIE — établissement d’ATELIERS DUVAL & FILS à Lyon (SIRET 552 100 554 00021) | Greffeo',
    );
    expect(head.description).toContain('Établissement secondaire d’ATELIERS DUVAL & FILS (SIREN 552 100 554)');
    expect(head.canonical).toBe(`${SITE_URL}/etablissement/ateliers-duval-fils/55210055400021/7001`);
    expect(head.jsonLd('BreadcrumbList')?.itemListElement).toHaveLength(3);
    expect(head.jsonLd('Organization')).toMatchObject({
      name: 'DUVAL ÉBÉNISTERIE',
      legalName: 'ATELIERS DUVAL & FILS',
      identifier: [
        { propertyID: 'SIRET', value: '55210055400021' },
        { propertyID: 'SIREN', value: '552100554' },
      ],
      address: { postalCode: '69001', addressLocality: 'Lyon', addressCountry: 'FR' },
      parentOrganization: { url: `${SITE_URL}/entreprise/ateliers-duval-fils/552100554/1042` },
    });
  });
});
