/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compteFixture } from '../../../../lib/api/fixtures';
import {
  ADRESSE,
  JOUR_KBIS,
  kbisAnnuleFixture,
  kbisCourrierFixture,
  kbisPeriodiqueFixture,
  REFERENCE_KBIS,
} from '../../../../lib/api/fixtures-kbis-periodiques';
import type { KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../../test/session';
import { capterTelechargements } from '../../../../test/telechargements';
import { SessionController } from '../../../session/session-controller';
import { EspacePersonnelApp } from '../../espace-personnel-app';

const BASE = '/espace-personnel/mes-commandes/mes-kbis-periodiques';

const ouvrir = (id: number) =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={`${BASE}/${id}`} />
      <EspacePersonnelApp pathname={`${BASE}/${id}`} />
    </>,
  );

const routes = (id: number, lecture: Gestionnaire, autres: Record<string, Gestionnaire> = {}) => ({
  ...routesDuCompte(compteFixture()),
  [`GET /api/kbis_periodiques/${id}`]: lecture,
  ...autres,
});

/** Answers each reading with the next of `etats` (the last one then stays). */
function successivement(...etats: KbisPeriodique[]) {
  let i = 0;
  return () => ({ corps: etats[Math.min(i++, etats.length - 1)] });
}

/** Texts hold no-break spaces: compared as the eye reads them. */
const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;
const texte = (el: Element) => (el.textContent ?? '').replace(/\s+/gu, ' ').trim();
const valeur = (region: HTMLElement, terme: string) => {
  const dt = within(region).getByText(terme, { selector: 'dt' });
  return texte(dt.nextElementSibling as Element);
};
const saisir = (label: RegExp, v: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: v } });

describe('/espace-personnel/mes-commandes/mes-kbis-periodiques/{id}', () => {
  it('sums up the subscription and lists its issues, each sent PDF with its verification code', async () => {
    const api = apiFactice(routes(42, { corps: kbisPeriodiqueFixture() }));
    ouvrir(42);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kbis périodique — ALPHA SOLUTIONS' }),
    ).toBeInTheDocument();
    expect(api.appelsA('GET /api/kbis_periodiques/42')[0]?.entetes.get('authorization')).toMatch(/^Bearer e30\./);

    const resume = screen.getByRole('region', { name: 'Résumé' });
    expect(within(resume).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(valeur(resume, 'Statut')).toBe('En cours');
    expect(valeur(resume, 'Format')).toBe('Téléchargement');
    expect(valeur(resume, 'Périodicité')).toBe('tous les mois pendant 12 mois');
    expect(valeur(resume, 'Envois effectués')).toBe('3 sur 12');
    expect(valeur(resume, 'Prochain envoi')).toBe('15 décembre 2026');
    expect(valeur(resume, 'Envoyé par courriel à')).toBe('claire.martin@example.fr');
    expect(valeur(resume, 'Prix par envoi')).toBe('3,20 € TTC');
    expect(within(resume).getByRole('link', { name: REFERENCE_KBIS })).toHaveAttribute(
      'href',
      `/espace-personnel/mes-commandes/commande?reference_commande=${REFERENCE_KBIS}&date_commande=${JOUR_KBIS}`,
    );

    const envois = within(screen.getByRole('region', { name: 'Envois' })).getByRole('table');
    const lignes = within(envois).getAllByRole('row').slice(1);
    expect(lignes).toHaveLength(12);
    const [premier, , troisieme, quatrieme] = lignes as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(Array.from(premier.querySelectorAll('th, td'), texte).slice(0, 4)).toEqual([
      '1 / 12',
      '15 septembre 2026',
      'Envoyé',
      '15 septembre 2026 à 7 h 00',
    ]);
    expect(
      within(troisieme).getByRole('button', { name: 'Télécharger (PDF) : envoi n° 3 du 15 novembre 2026' }),
    ).toBeInTheDocument();
    expect(within(troisieme).getByText('KB3Q-M9XD-4HTR')).toBeInTheDocument();
    expect(
      within(troisieme).getByRole('link', { name: 'Vérifier ce document : envoi n° 3 du 15 novembre 2026' }),
    ).toHaveAttribute('href', '/verifier-un-document?code=KB3Q-M9XD-4HTR');
    expect(Array.from(quatrieme.querySelectorAll('th, td'), texte)).toEqual([
      '4 / 12',
      '15 décembre 2026',
      'Prévu',
      '—',
      '—',
    ]);
    expect(within(quatrieme).queryByRole('button')).not.toBeInTheDocument();
    // Electronic: no delivery address to change.
    expect(screen.queryByRole('region', { name: 'Adresse de livraison' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Résilier' })).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('downloads a sent issue with the bearer token, through the order’s visualisations and its id_document', async () => {
    const capture = capterTelechargements();
    const api = apiFactice(
      routes(
        42,
        { corps: kbisPeriodiqueFixture() },
        {
          [`GET /api/commandes/${REFERENCE_KBIS}/visualisations`]: (appel) => ({
            corps: `%PDF ${appel.recherche.get('id_document')}`,
            entetes: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="kbis-${appel.recherche.get('id_document')}.pdf"`,
            },
          }),
        },
      ),
    );
    ouvrir(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger (PDF) : envoi n° 2 du 15 octobre 2026' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('kbis-7002.pdf');
    expect(await capture.enregistrements[0]?.contenu.text()).toBe('"%PDF 7002"');
    const [appel] = api.appelsA(`GET /api/commandes/${REFERENCE_KBIS}/visualisations`) as [Appel];
    expect(appel.entetes.get('authorization')).toMatch(/^Bearer e30\./);
    expect(appel.entetes.get('accept')).toBe('application/pdf');
    expect(Object.fromEntries(appel.recherche)).toEqual({
      date_commande: JOUR_KBIS,
      id_article: '601',
      id_document: '7002',
    });
  });

  it('says next to the button why an issue could not be downloaded', async () => {
    capterTelechargements().restaurer();
    apiFactice(
      routes(
        42,
        { corps: kbisPeriodiqueFixture() },
        {
          [`GET /api/commandes/${REFERENCE_KBIS}/visualisations`]: refus(404, 'Document introuvable.'),
        },
      ),
    );
    ouvrir(42);
    const bouton = await screen.findByRole('button', { name: 'Télécharger (PDF) : envoi n° 1 du 15 septembre 2026' });
    fireEvent.click(bouton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le téléchargement a échoué : Document introuvable.');
    expect(bouton).toHaveAccessibleDescription('Le téléchargement a échoué : Document introuvable.');
  });

  it('checks a postal subscription’s new address as the service does, then sends it cleaned and shows it', async () => {
    const nouvelle = {
      ...ADRESSE,
      nom: 'ALPHA SOLUTIONS SIÈGE',
      numero_voie: '3 avenue Foch',
      complement: 'Bâtiment B',
      code_postal: '69006',
      ville: 'Lyon',
    };
    const api = apiFactice(
      routes(
        43,
        { corps: kbisCourrierFixture() },
        {
          'PUT /api/kbis_periodiques/43/adresse_livraison': {
            corps: kbisCourrierFixture({ adresse_livraison: nouvelle }),
          },
        },
      ),
    );
    ouvrir(43);
    const section = await screen.findByRole('region', { name: 'Adresse de livraison' });
    expect(section).toHaveTextContent(
      'Les prochains envois partiront à : ALPHA SOLUTIONS, 12 rue de la Paix, 75002 Paris.',
    );
    const envois = within(screen.getByRole('region', { name: 'Envois' })).getByRole('table');
    expect(within(envois).getByText('ALPHA SOLUTIONS, 12 rue de la Paix, 75002 Paris')).toBeInTheDocument();
    expect(valeur(screen.getByRole('region', { name: 'Résumé' }), 'Format')).toBe('Courrier (2 exemplaires par envoi)');
    expect(screen.getByRole('textbox', { name: /^Destinataire/ })).toHaveValue('ALPHA SOLUTIONS');
    expect(screen.getByRole('textbox', { name: /^Pays/ })).toHaveValue('FR');

    saisir(/^Destinataire/, '   ');
    saisir(/^Numéro et voie/, 'x'.repeat(39));
    saisir(/^Complément/, 'Porte n°2');
    saisir(/^Code postal/, '7500');
    saisir(/^Ville/, 'Paris#');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(screen.getByRole('textbox', { name: /^Destinataire/ })).toHaveAccessibleDescription(
      'Nom ou raison sociale, 38 caractères au maximum. Ce champ est obligatoire.',
    );
    expect(screen.getByRole('textbox', { name: /^Numéro et voie/ })).toHaveAccessibleDescription(
      '38 caractères au maximum. Limité à 38 caractères.',
    );
    expect(screen.getByRole('textbox', { name: /^Complément/ })).toHaveAccessibleDescription(
      /Les caractères spéciaux ne sont pas autorisés$/,
    );
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveAccessibleDescription(
      'Le code postal doit être composé de 5 chiffres.',
    );
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveAccessibleDescription(
      'Les caractères spéciaux ne sont pas autorisés',
    );
    attendreErreursLiees();
    saisir(/^Pays/, 'France');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(screen.getByRole('textbox', { name: /^Pays/ })).toHaveAccessibleDescription(
      'Code en 2 lettres : FR pour la France. Saisissez le code du pays en 2 lettres, par exemple FR.',
    );
    expect(api.appelsA('PUT /api/kbis_periodiques/43/adresse_livraison')).toHaveLength(0);

    saisir(/^Destinataire/, '  ALPHA   SOLUTIONS SIÈGE ');
    saisir(/^Numéro et voie/, '3 avenue Foch');
    saisir(/^Complément/, ' Bâtiment B');
    saisir(/^Code postal/, '69006');
    saisir(/^Ville/, 'Lyon');
    saisir(/^Pays/, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(
      await screen.findByText('L’adresse de livraison est enregistrée : les prochains envois y seront adressés.'),
    ).toBeInTheDocument();
    const [envoi] = api.appelsA('PUT /api/kbis_periodiques/43/adresse_livraison') as [Appel];
    expect(envoi.corps).toEqual({
      nom: 'ALPHA SOLUTIONS SIÈGE',
      numero_voie: '3 avenue Foch',
      complement: 'Bâtiment B',
      code_postal: '69006',
      ville: 'Lyon',
      pays: 'FR',
    });
    expect(envoi.entetes.get('authorization')).toMatch(/^Bearer e30\./);
    expect(section).toHaveTextContent(
      'Les prochains envois partiront à : ALPHA SOLUTIONS SIÈGE, 3 avenue Foch, Bâtiment B, 69006 Lyon.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts a foreign postcode, leaves an empty complement out and shows the service’s field message', async () => {
    const api = apiFactice(
      routes(
        43,
        { corps: kbisCourrierFixture() },
        {
          'PUT /api/kbis_periodiques/43/adresse_livraison': refus(
            400,
            'Requête invalide : code_postal n’est pas un code postal valide.',
            [{ field: 'body.code_postal', message: 'n’est pas un code postal valide' }],
          ),
        },
      ),
    );
    ouvrir(43);
    await screen.findByRole('region', { name: 'Adresse de livraison' });
    saisir(/^Code postal/, 'B-1000');
    saisir(/^Ville/, 'Bruxelles');
    saisir(/^Pays/, 'BE');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’adresse n’a pas pu être enregistrée : Requête invalide : code_postal n’est pas un code postal valide.',
    );
    expect(api.appelsA('PUT /api/kbis_periodiques/43/adresse_livraison')[0]?.corps).toEqual({
      nom: 'ALPHA SOLUTIONS',
      numero_voie: '12 rue de la Paix',
      code_postal: 'B-1000',
      ville: 'Bruxelles',
      pays: 'BE',
    });
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveAccessibleDescription(
      'n’est pas un code postal valide',
    );
  });

  it('says why the address was refused when the subscription is over (409), and shows it as it now is', async () => {
    const message = 'Ce Kbis périodique est terminé ou annulé : il ne peut plus être modifié.';
    const api = apiFactice(
      routes(43, successivement(kbisCourrierFixture(), kbisAnnuleFixture(kbisCourrierFixture(), '23,82')), {
        'PUT /api/kbis_periodiques/43/adresse_livraison': refus(409, message),
      }),
    );
    ouvrir(43);
    await screen.findByRole('region', { name: 'Adresse de livraison' });
    saisir(/^Ville/, 'Lyon');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(api.appelsA('GET /api/kbis_periodiques/43')).toHaveLength(2));
    expect(
      await screen.findByText(
        'Ce Kbis périodique est terminé ou résilié : son adresse de livraison ne peut plus être modifiée.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`L’adresse n’a pas pu être enregistrée : ${message}`);
    expect(screen.queryByRole('button', { name: 'Enregistrer l’adresse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
    expect(valeur(screen.getByRole('region', { name: 'Résumé' }), 'Statut')).toBe('Annulé');
  });

  it('cancels after an in-place confirmation stating the refund, then shows the result', async () => {
    const resilie = kbisAnnuleFixture(kbisPeriodiqueFixture(), '28,80');
    const api = apiFactice(
      routes(
        42,
        { corps: kbisPeriodiqueFixture() },
        { 'POST /api/kbis_periodiques/42/annulations': { corps: resilie } },
      ),
    );
    ouvrir(42);
    const resilier = await screen.findByRole('button', { name: 'Résilier' });
    fireEvent.click(resilier);
    const question =
      'Résilier le Kbis périodique de ALPHA SOLUTIONS ? Les 9 envois encore prévus seront annulés et 28,80 € TTC seront remboursés sur votre portefeuille électronique.';
    expect(screen.getByText(lu(question))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Non, garder ce Kbis périodique' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Non, garder ce Kbis périodique' }));
    expect(screen.getByRole('button', { name: 'Résilier' })).toHaveFocus();
    expect(api.appelsA('POST /api/kbis_periodiques/42/annulations')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Résilier' }));
    const oui = screen.getByRole('button', { name: 'Oui, résilier' });
    expect(oui).toHaveAccessibleDescription(question.replace('28,80 €', '28,80\u00a0€'));
    fireEvent.click(oui);
    const statut = await screen.findByText(
      lu('Votre Kbis périodique est résilié. 28,80 € TTC ont été remboursés sur votre portefeuille électronique.'),
    );
    expect(statut.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Voir mon portefeuille électronique' })).toHaveAttribute(
      'href',
      '/espace-personnel/portefeuille-electronique-details',
    );
    const [annulation] = api.appelsA('POST /api/kbis_periodiques/42/annulations') as [Appel];
    expect(annulation.corps).toEqual({});
    expect(annulation.entetes.get('authorization')).toMatch(/^Bearer e30\./);

    const resume = screen.getByRole('region', { name: 'Résumé' });
    expect(valeur(resume, 'Statut')).toBe('Annulé');
    expect(valeur(resume, 'Remboursé sur votre portefeuille électronique')).toBe('28,80 € TTC');
    expect(valeur(resume, 'Prochain envoi')).toBe('Aucun');
    const lignes = within(within(screen.getByRole('region', { name: 'Envois' })).getByRole('table')).getAllByRole(
      'row',
    );
    expect(lignes.slice(1).map((l) => texte(l.querySelectorAll('td')[1] as Element))).toEqual([
      ...Array(3).fill('Envoyé'),
      ...Array(9).fill('Annulé'),
    ]);
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
  });

  it('counts the copies of each planned issue in the refund it announces', async () => {
    apiFactice(routes(43, { corps: kbisCourrierFixture() }));
    ouvrir(43);
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    // 3 planned issues × 2 copies × 3,97 €.
    expect(
      screen.getByText(
        lu(
          'Résilier le Kbis périodique de ALPHA SOLUTIONS ? Les 3 envois encore prévus seront annulés et 23,82 € TTC seront remboursés sur votre portefeuille électronique.',
        ),
      ),
    ).toBeInTheDocument();
  });

  it('says why the cancellation was refused (409) and shows the subscription as it now is', async () => {
    const message = 'Ce Kbis périodique est terminé ou annulé : il ne peut plus être annulé.';
    const termine = kbisPeriodiqueFixture({ statut: 'TERMINE', libelle_statut: 'Terminé', prochain_envoi_le: null });
    const api = apiFactice(
      routes(42, successivement(kbisPeriodiqueFixture(), termine), {
        'POST /api/kbis_periodiques/42/annulations': refus(409, message),
      }),
    );
    ouvrir(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, résilier' }));
    await waitFor(() => expect(api.appelsA('GET /api/kbis_periodiques/42')).toHaveLength(2));
    await waitFor(() => expect(valeur(screen.getByRole('region', { name: 'Résumé' }), 'Statut')).toBe('Terminé'));
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`Le Kbis périodique n’a pas pu être résilié : ${message}`);
    expect(screen.queryByText(/est résilié/)).not.toBeInTheDocument();
  });

  it('keeps the refusal of a cancellation in view while the subscription is still running', async () => {
    apiFactice(
      routes(
        42,
        { corps: kbisPeriodiqueFixture() },
        {
          'POST /api/kbis_periodiques/42/annulations': refus(503, 'panne'),
        },
      ),
    );
    ouvrir(42);
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, résilier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le Kbis périodique n’a pas pu être résilié : Une erreur est survenue.',
    );
    expect(screen.getByRole('button', { name: 'Résilier' })).toBeInTheDocument();
  });

  it('says when the subscription is not the account’s or does not exist', async () => {
    apiFactice(routes(99, refus(404, 'Kbis périodique introuvable.')));
    ouvrir(99);
    expect(await screen.findByText('Kbis périodique introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes Kbis périodiques' })).toHaveAttribute('href', BASE);
  });
});
