import { act, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { compteClientSelectionneAtom } from '../../state/compte';
import { RechercheApp } from './recherche-app';
import { rendre } from './test-utils';

const AVANCEE = '/recherche-entreprise-dirigeant/recherche-avancee';
const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const navigateMock = navigate as unknown as jest.Mock;

const ouvrir = (search = '') => rendre(<RechercheApp pathname={AVANCEE} search={search} />);

describe('advanced search page', () => {
  it('has its title, the two tabs and every company field labelled, grouped in fieldsets', () => {
    ouvrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Recherche avancée' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
    const groupe = screen.getByRole('group', { name: 'Rechercher une entreprise ou un établissement' });
    for (const label of [
      'Dénomination, sigle ou enseigne',
      'SIREN ou SIRET',
      'Domaine d’activité',
      'Département',
      'Trier par',
    ]) {
      expect(within(groupe).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(groupe).getByRole('group', { name: 'Type de résultats' })).toBeInTheDocument();
    const activites = within(screen.getByLabelText('Domaine d’activité')).getAllByRole('option');
    expect(activites[0]).toHaveTextContent('Tous les domaines d’activité');
    expect(activites[1]).toHaveTextContent('01 – Culture et production animale, chasse et services annexes');
    expect(activites).toHaveLength(89);
    const departements = within(screen.getByLabelText('Département')).getAllByRole('option');
    expect(departements.map((o) => o.getAttribute('value'))).toEqual(
      expect.arrayContaining(['2A', '2B', '971', '976', '988']),
    );
  });

  it('opens the results of the criteria as a new history entry', async () => {
    const { user } = ouvrir();
    await user.type(screen.getByLabelText('Dénomination, sigle ou enseigne'), 'Maison Dupré');
    await user.selectOptions(screen.getByLabelText('Département'), '69');
    await user.selectOptions(screen.getByLabelText('Domaine d’activité'), '10');
    await user.click(screen.getByRole('radio', { name: 'Établissements' }));
    await user.selectOptions(screen.getByLabelText('Trier par'), 'denomination');
    // Nothing is searched before the button.
    expect(navigateMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(navigateMock).toHaveBeenCalledWith(
      `${RESULTATS}?denomination=Maison+Dupr%C3%A9&activityDomain=10&department=69&companyType=ETABLISSEMENT&orderBy=denomination`,
      undefined,
    );
  });

  it('asks for a criterion instead of searching nothing', async () => {
    const { user } = ouvrir();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Saisissez un nom, un SIREN ou un SIRET/);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('checks the SIREN or SIRET before searching', async () => {
    const { user } = ouvrir();
    await user.type(screen.getByLabelText('SIREN ou SIRET'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByLabelText('SIREN ou SIRET')).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez les 9 chiffres du SIREN ou les 14 chiffres du SIRET.'),
    );
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('searches officers by name and birth date from the « Dirigeants » tab', async () => {
    const { user } = ouvrir();
    await user.click(screen.getByRole('tab', { name: 'Dirigeants' }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${AVANCEE}?recherche=dirigeants`, {
      replace: true,
      state: { conserverDefilement: true },
    });
    const groupe = screen.getByRole('group', { name: 'Rechercher un dirigeant' });
    const naissance = within(groupe).getByRole('group', { name: 'Date de naissance' });
    expect(
      within(within(naissance).getByLabelText('Mois'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tous les mois',
      'Janvier',
      'Février',
      'Mars',
      'Avril',
      'Mai',
      'Juin',
      'Juillet',
      'Août',
      'Septembre',
      'Octobre',
      'Novembre',
      'Décembre',
    ]);
    await user.type(within(groupe).getByLabelText('Nom'), 'Dupré');
    await user.type(within(groupe).getByLabelText('Prénom'), 'Jean');
    await user.selectOptions(within(naissance).getByLabelText('Mois'), '3');
    await user.type(within(naissance).getByLabelText('Année'), '1975');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(navigateMock).toHaveBeenLastCalledWith(
      `${RESULTATS}?recherche=dirigeants&nom=Dupr%C3%A9&prenom=Jean&moisDeNaissance=3&anneeDeNaissance=1975`,
      undefined,
    );
  });

  it('refuses a birth date without a name', async () => {
    const { user } = ouvrir('?recherche=dirigeants');
    await user.type(screen.getByLabelText('Année'), '1975');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le nom ou le prénom d’un dirigeant');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('is pre-filled from its address, without the free phrase', () => {
    ouvrir('?recherche=entreprises&phrase=ignoree&department=988&denomination=Nickel');
    expect(screen.getByLabelText('Département')).toHaveValue('988');
    expect(screen.getByLabelText('Dénomination, sigle ou enseigne')).toHaveValue('Nickel');
  });

  it('disables « Rechercher » for the blocked account position and says why', async () => {
    const vue = ouvrir();
    act(() => vue.store.set(compteClientSelectionneAtom, compteFixture({ position: 'INTERDIT' })));
    expect(
      await screen.findByText('La recherche n’est pas disponible pour le compte client sélectionné.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
    await vue.user.type(screen.getByLabelText('Dénomination, sigle ou enseigne'), 'Dupré{Enter}');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('other addresses under /recherche-entreprise-dirigeant', () => {
  it('say the page does not exist and lead to the advanced search', () => {
    rendre(<RechercheApp pathname="/recherche-entreprise-dirigeant/autre" search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire une recherche avancée' })).toHaveAttribute('href', AVANCEE);
  });
});
