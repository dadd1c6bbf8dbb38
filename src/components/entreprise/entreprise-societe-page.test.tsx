import { screen } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import EntrepriseSocietePage, { getServerData } from '../../pages/entreprise-societe/[...]';
import { entrepriseDuval } from './entreprise.fixtures';
import { mockSiteMetadata, panne, renderWith } from './test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { entrepriseParNumero: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const requete = (chemin: string, viaUrl = false) => ({
  params: viaUrl ? {} : { '*': chemin },
  query: {},
  url: `/entreprise-societe/${chemin}`,
  headers: new Map<string, unknown>(),
  method: 'GET',
  pageContext: {},
});

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/entreprise-societe/*', () => {
  it.each(['552100554-ateliers-duval', 'ateliers-duval-552100554', 'ateliers-duval-552-100-554', '552%20100%20554'])(
    'answers 301 from « %s » to the canonical company page',
    async (chemin) => {
      client.entrepriseParNumero.mockResolvedValue(entrepriseDuval);
      expect(await getServerData(requete(chemin))).toMatchObject({
        status: 301,
        headers: { location: '/entreprise/ateliers-duval-fils/552100554/1042' },
      });
      expect(client.entrepriseParNumero).toHaveBeenCalledWith('552100554');
    },
  );

  it('reads the path from the URL when the route gives no splat', async () => {
    client.entrepriseParNumero.mockResolvedValue(entrepriseDuval);
    expect(await getServerData(requete('ateliers-duval-552100554', true))).toMatchObject({ status: 301 });
  });

  it('answers 404 without a valid SIREN, without asking the services', async () => {
    for (const chemin of ['ateliers-duval', '552100555-ateliers-duval', '']) {
      expect(await getServerData(requete(chemin))).toMatchObject({ status: 404, props: { state: 'not-found' } });
    }
    expect(client.entrepriseParNumero).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown SIREN and 503 on outage', async () => {
    client.entrepriseParNumero.mockResolvedValue(null);
    expect(await getServerData(requete('duval-552100554'))).toMatchObject({ status: 404 });
    client.entrepriseParNumero.mockRejectedValue(panne());
    expect(await getServerData(requete('duval-552100554'))).toMatchObject({ status: 503 });
  });

  it('shows « Entreprise introuvable » on its 404 page', () => {
    renderWith(EntrepriseSocietePage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Entreprise introuvable' })).toBeInTheDocument();
  });
});
