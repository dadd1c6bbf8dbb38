/**
 * The search of a New Caledonia build: RID and RIDET in the fields, their help and their messages,
 * in the results and the suggestions; a RID or RIDET typed as the phrase opens its entity, as a SIREN
 * or SIRET does on the mainland. The build's region is fixed before any module reads it, as
 * `GATSBY_REGION=NC` fixes it for a real build.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReponseSuggestions } from '@portail/contrat/recherche';
import { SEARCH_LABEL, SearchForm } from '../shell/search-form';
import { CONSEIL_RECHERCHE } from './page-resultats';
import { entreprise, etablissement, etablissementDuLieu, pageEntreprises, personne } from './recherche.fixtures';
import { RechercheApp } from './recherche-app';
import { fauxClient, rendre, type FauxClient } from './test-utils';

jest.mock('../../lib/region', () => ({
  getRegion: () => 'NC',
  isRegionFR: () => false,
  isRegionNC: () => true,
}));

const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const navigateMock = navigate as unknown as jest.Mock;

/** Words of the mainland registry that a Caledonian page must not show. */
const MOTS_DE_METROPOLE = /\b(SIREN|SIRET|INSEE)\b/;

const noumea = {
  lignes: ['12 RUE DE SÉBASTOPOL'],
  code_postal: '98800',
  commune: 'NOUMÉA',
  commune_code: '98818',
  departement_code: '988',
  pays: null,
};

const comptoir = (id: number) =>
  entreprise(id, {
    siren: '1236165',
    siren_formate: '1 236 165',
    denomination: 'COMPTOIR DU LAGON',
    adresse: noumea,
  });

const entrepriseDuComptoir = {
  id: 42,
  siren: '1236165',
  siren_formate: '1 236 165',
  denomination: 'COMPTOIR DU LAGON',
  etat: 'ACTIVE' as const,
};

function ouvrir(search: string, client: FauxClient = fauxClient()) {
  const vue = rendre(<RechercheApp pathname={RESULTATS} search={search} />, client);
  return {
    ...vue,
    aller: (suivante: string) => vue.rerendre(<RechercheApp pathname={RESULTATS} search={suivante} />),
  };
}

beforeEach(() => {
  delete window.dataLayer;
});

describe('search of a New Caledonia build', () => {
  it('asks for a name, a RID or a RIDET, with Caledonian places as examples', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValue(pageEntreprises([comptoir(1)]));
    const { container } = ouvrir('?phrase=comptoir', client);
    await screen.findByRole('article');
    expect(CONSEIL_RECHERCHE).toBe(
      'Cherchez une entreprise par son nom, son RID ou son RIDET, suivi si vous le souhaitez d’une commune ou d’un code postal («\u00a0boulangerie nouméa\u00a0», «\u00a0garage koné\u00a0»)\u00a0; affinez ensuite avec les filtres, ou cherchez un dirigeant dans l’onglet «\u00a0Dirigeants\u00a0».',
    );
    expect(container.textContent).toContain(CONSEIL_RECHERCHE);
    expect(screen.getByLabelText('Nom, RID, RIDET ou dirigeant')).toHaveValue('comptoir');
    const champ = screen.getByLabelText('RID ou RIDET');
    expect(champ).toHaveAccessibleDescription(expect.stringContaining('RID de l’ISEE (7 chiffres'));
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('shows companies and establishments with their RID and RIDET', async () => {
    const client = fauxClient();
    const dansLeLieu = etablissementDuLieu(11, '002', { siret: '1236165002', siege: true, adresse: noumea });
    client.entreprises.mockResolvedValueOnce(pageEntreprises([{ ...comptoir(1), etablissements_lieu: [dansLeLieu] }]));
    const { container, aller } = ouvrir('?phrase=comptoir+noumea', client);
    const [carte] = await screen.findAllByRole('article');
    expect(within(carte!).getByText('RID').nextElementSibling).toHaveTextContent('1 236 165');
    expect(carte!.textContent).toContain('(RIDET\u00a01 236 165.002)');
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);

    client.entreprises.mockResolvedValueOnce(
      pageEntreprises(
        [
          etablissement(10, {
            siret: '1236165002',
            siret_formate: '1 236 165.002',
            nic: '002',
            entreprise: { ...entrepriseDuComptoir, forme_juridique: { code: '5499', libelle: 'SARL' } },
          }),
        ],
        { type_entite: 'ETABLISSEMENT' },
      ),
    );
    aller('?phrase=comptoir&companyType=ETABLISSEMENT');
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('1 236 165.002'));
    const etablissementCarte = screen.getByRole('article');
    expect(within(etablissementCarte).getByText('RIDET').nextElementSibling).toHaveTextContent('1 236 165.002');
    expect(etablissementCarte.textContent).toContain('COMPTOIR DU LAGON (RID\u00a01 236 165)');
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('gives an officer’s companies with their RID', async () => {
    const client = fauxClient();
    client.personnes.mockResolvedValue({
      total: 1,
      total_exact: true,
      limit: 10,
      offset: 0,
      corrections: [],
      resultats: [
        personne(7, {
          nombre_fonctions: 1,
          fonctions: [{ qualite: 'Gérant', nature: 'DIRIGEANT', actif: true, entreprise: entrepriseDuComptoir }],
        }),
      ],
    });
    const { container } = ouvrir('?recherche=dirigeants&phrase=dupr', client);
    expect((await screen.findByRole('article')).textContent).toContain(
      'Gérant\u00a0: COMPTOIR DU LAGON (RID\u00a01 236 165)',
    );
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });

  it('opens the entity at once for a RID or RIDET typed as the phrase (replace), and runs the search for a word', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValueOnce(
      pageEntreprises([comptoir(42)].map((r) => ({ ...r, correspondance: 'IDENTIFIANT' as const }))),
    );
    const { aller } = ouvrir('?phrase=1+236+165', client);
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith('/entreprise/comptoir-du-lagon/1236165/42', { replace: true }),
    );

    for (const phrase of ['1236165.002', '1+236+165+002', 'comptoir+1+236+165.002']) {
      navigateMock.mockClear();
      client.entreprises.mockResolvedValueOnce(
        pageEntreprises([
          etablissement(10, {
            siret: '1236165002',
            siret_formate: '1 236 165.002',
            entreprise: { ...entrepriseDuComptoir, forme_juridique: { code: '5499', libelle: 'SARL' } },
            correspondance: 'IDENTIFIANT',
          }),
        ]),
      );
      aller(`?phrase=${phrase}&companyType=ETABLISSEMENT`);
      await waitFor(() =>
        expect(navigateMock).toHaveBeenCalledWith('/etablissement/comptoir-du-lagon/1236165002/10', { replace: true }),
      );
    }
  });

  it('checks the RID or RIDET field in RID terms, then sends the RID and the rank to the service', async () => {
    const client = fauxClient();
    client.entreprises.mockResolvedValueOnce(pageEntreprises([comptoir(1)]));
    client.entreprises.mockResolvedValue(pageEntreprises([]));
    const { user } = ouvrir('?phrase=comptoir', client);
    await screen.findByRole('article');
    const champ = screen.getByLabelText('RID ou RIDET');
    await user.type(champ, '552 100 554 00013');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(champ).toHaveAccessibleDescription(expect.stringContaining('Saisissez les 7 chiffres du RID, ou le RIDET'));
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(navigateMock).not.toHaveBeenCalled();

    await user.clear(champ);
    await user.type(champ, '1 236 165.002');
    await user.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${RESULTATS}?phrase=comptoir&sirenOrSiret=1236165.002`, {
      replace: true,
      state: { conserverDefilement: true },
    });
    await waitFor(() =>
      expect(client.entreprises).toHaveBeenLastCalledWith(
        expect.objectContaining({ numero_identification: '1236165', nic: '002' }),
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Retirer le filtre «\u00a0RID ou RIDET\u00a0: 1236165.002\u00a0»' }),
    ).toBeInTheDocument();
  });

  it('suggests companies with their RID in the header search bar, named in RID terms', async () => {
    const suggestions: ReponseSuggestions = {
      entreprises: [{ ...entrepriseDuComptoir, code_postal: '98800', commune: 'NOUMÉA' }],
      dirigeants: [],
    };
    const client = fauxClient();
    client.suggestions.mockResolvedValue(suggestions);
    const { user, container } = rendre(<SearchForm />, client);
    expect(SEARCH_LABEL).toBe('Rechercher une entreprise, un dirigeant, un RID…');
    const champ = screen.getByRole('combobox', { name: SEARCH_LABEL });
    expect(champ).toHaveAttribute('placeholder', 'Entreprise, dirigeant, RID…');
    await user.type(champ, 'comp');
    const [option] = await screen.findAllByRole('option');
    expect(option!.textContent).toContain('RID\u00a01 236 165 · 98800 NOUMÉA');
    expect(container.textContent).not.toMatch(MOTS_DE_METROPOLE);
  });
});
