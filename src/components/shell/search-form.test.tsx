import { screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { fauxClient, rendre } from '../recherche/test-utils';
import { SUGGESTIONS } from '../recherche/recherche.fixtures';
import { SEARCH_LABEL, SearchForm } from './search-form';

const navigateMock = navigate as unknown as jest.Mock;

function rendreFormulaire(disabled = false) {
  const client = fauxClient();
  client.suggestions.mockResolvedValue(SUGGESTIONS);
  const vue = rendre(<SearchForm disabled={disabled} />, client);
  return { ...vue, champ: screen.getByRole('combobox', { name: SEARCH_LABEL }) };
}

describe('SearchForm (header search bar)', () => {
  it('opens the results of the phrase as a new history entry once hydrated', async () => {
    const { champ, user } = rendreFormulaire();
    await user.type(champ, '  la   poste ');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(navigateMock).toHaveBeenCalledWith('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=la+poste');
  });

  it('opens the advanced search when nothing was typed', async () => {
    const { user } = rendreFormulaire();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(navigateMock).toHaveBeenCalledWith('/recherche-entreprise-dirigeant/recherche-avancee');
  });

  it('offers suggestions in the header too', async () => {
    const { champ, user } = rendreFormulaire();
    await user.type(champ, 'dupr');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('cannot search while searching is blocked: the button is disabled and Enter does nothing', async () => {
    const { champ, user } = rendreFormulaire(true);
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
    await user.type(champ, 'abc{Escape}{Enter}');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
