import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { consentAtom } from '../../state/consent';
import { SUGGESTIONS } from './recherche.fixtures';
import { SuggestionsCombobox } from './suggestions-combobox';
import { fauxClient, rendre } from './test-utils';

const navigateMock = navigate as unknown as jest.Mock;

function rendreCombobox() {
  const client = fauxClient();
  client.suggestions.mockResolvedValue(SUGGESTIONS);
  const vue = rendre(
    <form>
      <label htmlFor="champ">Rechercher</label>
      <SuggestionsCombobox id="champ" />
    </form>,
    client,
  );
  return { ...vue, champ: screen.getByRole('combobox', { name: 'Rechercher' }) };
}

beforeEach(() => {
  delete window.dataLayer;
});

describe('SuggestionsCombobox', () => {
  it('is a collapsed combobox named by its label, controlling a listbox, with the name « phrase »', () => {
    const { champ } = rendreCombobox();
    expect(champ).toHaveAttribute('aria-expanded', 'false');
    expect(champ).toHaveAttribute('aria-autocomplete', 'list');
    expect(champ).toHaveAttribute('name', 'phrase');
    const listbox = document.getElementById(champ.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('asks the service once the typing pauses, and shows the suggestions grouped « Entreprises » / « Dirigeants »', async () => {
    const { champ, user, client } = rendreCombobox();
    await user.type(champ, 'dupr');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(champ).toHaveAttribute('aria-expanded', 'true');
    // One request for the whole word typed quickly, with the text as typed.
    expect(client.suggestions).toHaveBeenCalledTimes(1);
    expect(client.suggestions.mock.calls[0]?.[0]).toBe('dupr');
    const groupes = within(listbox).getAllByRole('group');
    expect(
      groupes.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Entreprises', 'Dirigeants']);
    expect(within(groupes[0]!).getAllByRole('option')).toHaveLength(2);
    expect(within(groupes[1]!).getByRole('option')).toHaveTextContent('Jean-Édouard DUPRÉ');
    expect(within(groupes[1]!).getByRole('option')).toHaveTextContent('né(e) en mars 1975 · 4 mandats');
    expect(within(groupes[0]!).getAllByRole('option')[1]).toHaveTextContent('radiée');
  });

  it('announces the number of suggestions politely, and when there is none', async () => {
    const { champ, user, client } = rendreCombobox();
    await user.type(champ, 'dupr');
    const statut = screen.getByRole('status');
    expect(statut).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(statut).toHaveTextContent('3 suggestions'));
    client.suggestions.mockResolvedValue({ entreprises: [], dirigeants: [] });
    await user.type(champ, 'xq');
    await waitFor(() => expect(statut).toHaveTextContent('Aucune suggestion'));
    expect(champ).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing below 2 characters', async () => {
    const { champ, user, client } = rendreCombobox();
    await user.type(champ, 'd');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(client.suggestions).not.toHaveBeenCalled();
  });

  it('cancels the previous request when the text changes, and never shows its late answer', async () => {
    const { champ, user, client } = rendreCombobox();
    let repondreAncienne: (valeur: typeof SUGGESTIONS) => void = () => undefined;
    client.suggestions.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          repondreAncienne = resolve;
        }),
    );
    await user.type(champ, 'du');
    await waitFor(() => expect(client.suggestions).toHaveBeenCalledTimes(1));
    const ancienSignal = client.suggestions.mock.calls[0]?.[1];
    client.suggestions.mockResolvedValueOnce({ entreprises: [], dirigeants: SUGGESTIONS.dirigeants });
    await user.type(champ, 'p');
    expect(ancienSignal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    act(() => repondreAncienne(SUGGESTIONS));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('moves through the options with the arrows, Home and End, keeping focus in the field', async () => {
    const { champ, user } = rendreCombobox();
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    const active = () => document.getElementById(champ.getAttribute('aria-activedescendant') ?? '');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]);
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0]);
    await user.keyboard('{End}');
    expect(active()).toBe(options[2]);
    expect(champ).toHaveFocus();
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('opens the page of the chosen suggestion with Enter, and tracks it when consent allows', async () => {
    const { champ, user, store } = rendreCombobox();
    store.set(consentAtom, { version: 1, analytics: true, decidedAt: '2025-01-01T00:00:00.000Z' });
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(navigateMock).toHaveBeenCalledWith('/dirigeant/dupre-jean-edouard/7');
    expect(window.dataLayer).toEqual([{ event: 'recherche', categorie: 'suggestion', type: 'dirigeant', position: 1 }]);
    expect(champ).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a company page on a click, and tracks nothing without consent', async () => {
    const { champ, user } = rendreCombobox();
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: /MAISON DUPRÉ/ }));
    expect(navigateMock).toHaveBeenCalledWith('/entreprise/maison-dupre/552100554/42');
    expect(window.dataLayer).toBeUndefined();
  });

  it('lets Enter submit the form when no option is active', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const { champ, user, container } = rendreCombobox();
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then clears the field with a second Escape', async () => {
    const { champ, user } = rendreCombobox();
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(champ).toHaveAttribute('aria-expanded', 'false');
    expect(champ).not.toHaveAttribute('aria-activedescendant');
    expect(champ).toHaveValue('dupr');
    await user.keyboard('{Escape}');
    expect(champ).toHaveValue('');
  });

  it('closes the list when focus leaves the field', async () => {
    const { champ, user } = rendreCombobox();
    await user.type(champ, 'dupr');
    await screen.findByRole('listbox');
    await user.tab();
    expect(champ).toHaveAttribute('aria-expanded', 'false');
  });
});
