import { screen, within } from '@testing-library/react';
import { headOf, mockSiteMetadata, renderWith, SITE_URL } from '../../components/departement/page-test-utils';
import { Head } from '../../pages/services/detail-affaire/[id]';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { rendre, visiteur } from '../../test/session';
import type { AffaireData } from './chargement';
import { affaireFixture, refereFixture } from './fixtures';
import { MESSAGE_SANS_DECISION } from './textes';
import { VueAffaire } from './vue-affaire';

const PRIX = { ELEC: '5,46', COURRIER: '4,06' };
const jugee: AffaireData = {
  affaire: affaireFixture(),
  typeTribunal: 'Tribunal des activités économiques',
  prix: PRIX,
};
const refere: AffaireData = {
  affaire: refereFixture(),
  typeTribunal: 'Tribunal des activités économiques',
  prix: PRIX,
};

/** Text as the eye reads it: every kind of space is one space. */
const lu = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/gu, ' ').trim();
const lignes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((ligne) => Array.from(ligne.querySelectorAll('td, th'), lu));

beforeEach(mockSiteMetadata);

describe('/services/detail-affaire/{id}', () => {
  it('names the case and its court, with its breadcrumb and what it is about', () => {
    rendre(visiteur(), <VueAffaire {...jugee} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Affaire n°\u00a02024F00012 — Tribunal des activités économiques de Paris',
      }),
    ).toBeInTheDocument();
    const fil = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(fil).getAllByRole('listitem').map(lu)).toEqual([
      'Accueil',
      'Services',
      'Consulter une affaire',
      'Affaire n° 2024F00012',
    ]);
    expect(within(fil).getByRole('link', { name: 'Consulter une affaire' })).toHaveAttribute(
      'href',
      '/services/consulter-une-affaire',
    );
    const resume = screen.getByRole('region', { name: 'L’affaire' });
    const valeur = (terme: string) => lu(within(resume).getByText(terme).nextElementSibling);
    expect(valeur('Greffe')).toBe('Greffe du tribunal des activités économiques de Paris (code 7501)');
    expect(within(resume).getByRole('link', { name: /^Greffe du tribunal/ })).toHaveAttribute(
      'href',
      '/fiche-greffe/paris/7501',
    );
    expect(valeur('Numéro RG')).toBe('2024F00012');
    expect(valeur('Nature')).toBe('Contentieux');
    expect(valeur('Chambre')).toBe('2e chambre');
    expect(valeur('Objet')).toBe('Paiement de factures impayées');
    expect(valeur('Date d’introduction')).toBe('5 février 2024');
    expect(valeur('État')).toBe('Jugée le 12 mars 2025');
    attendreBasesAccessibilite();
  });

  it('lists the parties with their roles: a company links to its page, a natural person is a name only', () => {
    rendre(visiteur(), <VueAffaire {...refere} />);
    const parties = within(screen.getByRole('region', { name: 'Parties' })).getByRole('table');
    expect(lignes(parties)).toEqual([
      ['Demandeur', 'MOREAU Jeanne', 'Maître Durand'],
      ['Défendeur', 'ALPHA SOLUTIONS (SIREN 552 100 554)', '—'],
    ]);
    expect(within(parties).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(within(parties).getAllByRole('link')).toHaveLength(1);
  });

  it('gives the calendar of hearings, those to come first with the next one highlighted, then those held', () => {
    rendre(visiteur(), <VueAffaire {...refere} />);
    expect(lu(screen.getByText('Prochaine audience', { selector: 'strong' }).parentElement)).toBe(
      'Prochaine audience : mardi 8 décembre 2026 à 9 h 30, Juge des référés (audience des référés).',
    );
    const calendrier = screen.getByRole('region', { name: 'Calendrier des audiences' });
    const aVenir = within(calendrier).getByRole('table', { name: 'Audiences à venir, la plus proche d’abord' });
    expect(lignes(aVenir)).toEqual([
      ['Prochaine audience mardi 8 décembre 2026', '9 h 30', 'Juge des référés', 'Audience des référés', 'À venir'],
      ['mardi 12 janvier 2027', '14 h', 'Juge des référés', 'Audience des référés', 'À venir'],
    ]);
    const [prochaine, suivante] = within(aVenir).getAllByRole('row').slice(1);
    expect(prochaine).toHaveAttribute('aria-current', 'date');
    expect(suivante).not.toHaveAttribute('aria-current');
    const passees = within(calendrier).getByRole('table', { name: 'Audiences passées, la plus récente d’abord' });
    expect(lignes(passees)).toEqual([
      ['vendredi 20 novembre 2026', '9 h 30', 'Juge des référés', 'Audience des référés', 'Renvoi'],
    ]);
  });

  it('says that a copy can be ordered once a decision is rendered, when none is', () => {
    rendre(visiteur(), <VueAffaire {...refere} />);
    const decisions = screen.getByRole('region', { name: 'Décisions' });
    expect(decisions).toHaveTextContent(MESSAGE_SANS_DECISION);
    expect(MESSAGE_SANS_DECISION).toBe(
      'Aucune décision n’a encore été rendue dans cette affaire. Une copie pourra être commandée dès qu’une décision aura été rendue.',
    );
    expect(within(decisions).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives each decision its date, type, label and dispositif, and a way to order its copy', () => {
    const deux: AffaireData = {
      ...jugee,
      affaire: affaireFixture({
        decisions: [
          {
            id: 10,
            date: '2024-06-03',
            type: { code: 'ORDONNANCE', libelle: 'Ordonnance' },
            libelle: 'Ordonnance de mise en état',
            dispositif: 'Fixe le calendrier de procédure.',
          },
          ...affaireFixture().decisions,
        ],
      }),
    };
    rendre(visiteur(), <VueAffaire {...deux} />);
    const decisions = within(screen.getByRole('region', { name: 'Décisions' })).getAllByRole('article');
    expect(decisions.map((d) => d.getAttribute('aria-labelledby'))).toEqual(['decision-10-titre', 'decision-11-titre']);
    const jugement = screen.getByRole('article', { name: 'Jugement du 12 mars 2025' });
    expect(within(jugement).getByText('Jugement condamnant au paiement')).toBeInTheDocument();
    expect(within(jugement).getByRole('heading', { name: 'Dispositif' }).nextElementSibling).toHaveTextContent(
      'Condamne la société BETA NEGOCE à payer à la société ALPHA SOLUTIONS la somme de 12 450,00 €.',
    );
    expect(
      within(jugement).getByRole('region', { name: 'Commander une copie du jugement du 12 mars 2025' }),
    ).toBeInTheDocument();
    const ordonnance = screen.getByRole('article', { name: 'Ordonnance du 3 juin 2024' });
    expect(
      within(ordonnance).getByRole('region', { name: 'Commander une copie de l’ordonnance du 3 juin 2024' }),
    ).toBeInTheDocument();
    // No hearing to come: no announcement, and the calendar says so.
    expect(screen.queryByText('Prochaine audience', { selector: 'strong' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Calendrier des audiences' })).toHaveTextContent(
      'Aucune audience n’est prévue pour le moment.',
    );
  });

  it('is indexed with its canonical address when no natural person is a party, never otherwise', () => {
    const indexee = headOf(renderWith(Head, { serverData: { state: 'found', data: jugee } }).container);
    expect(indexee.title).toBe('Affaire n°\u00a02024F00012 — Tribunal des activités économiques de Paris | Greffeo');
    expect(indexee.noindex).toBe(false);
    expect(indexee.canonical).toBe(`${SITE_URL}/services/detail-affaire/1`);
    expect(indexee.description).toBe(
      'Affaire n°\u00a02024F00012 (contentieux) devant le tribunal des activités économiques de Paris, introduite le 5 février 2024\u00a0: paiement de factures impayées. Parties, calendrier des audiences, décisions rendues et copie des décisions.',
    );
    expect(indexee.jsonLd?.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Accueil', `${SITE_URL}/`],
      ['Services', `${SITE_URL}/services`],
      ['Consulter une affaire', `${SITE_URL}/services/consulter-une-affaire`],
      ['Affaire n°\u00a02024F00012', `${SITE_URL}/services/detail-affaire/1`],
    ]);

    const personne = headOf(renderWith(Head, { serverData: { state: 'found', data: refere } }).container);
    expect(personne.noindex).toBe(true);
    expect(personne.title).toBe('Affaire n°\u00a02025R00003 — Tribunal des activités économiques de Paris | Greffeo');
    expect(personne.description).not.toContain('MOREAU');
  });

  it('names the greffe when its kind of court could not be read', () => {
    rendre(visiteur(), <VueAffaire {...jugee} typeTribunal={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Affaire n°\u00a02024F00012 — Greffe de Paris' }),
    ).toBeInTheDocument();
  });
});
