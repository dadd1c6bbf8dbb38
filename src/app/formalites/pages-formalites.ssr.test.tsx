/**
 * @jest-environment node
 */
import type { HeadProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import LienPage, { Head as HeadLien } from '../../pages/Lien/[...]';
import SaisieInscriptionDgfipPage, { Head as HeadSaisie } from '../../pages/formalites-dgfip/saisie-inscription';
import ConditionsDAccesPage, { Head as HeadConditions } from '../../pages/formalites/conditions-d-acces';
import EtapesPrealablesPage, { Head as HeadEtapes } from '../../pages/formalites/etapes-prealables';
import SuiviFormalitePage, { Head as HeadSuivi } from '../../pages/formalites/suivi-formalite';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

const props = (pathname: string, search = '') => ({ location: { pathname, search } }) as unknown as PageProps;

describe('the formalities pages on the server (static pages)', () => {
  it('/formalites/suivi-formalite has its breadcrumb, title and form in the HTML, and searches nothing yet', () => {
    const html = renderToString(
      <SuiviFormalitePage {...props('/formalites/suivi-formalite', '?reference=75012026000123')} />,
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Fil d’Ariane"/);
    expect(html).toContain('<a href="/formalites">Formalités</a>');
    expect(html).toMatch(/<h1[^>]*>Suivre une formalité<\/h1>/);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/formalites\/suivi-formalite"/);
    expect(html).toMatch(/<label for="suivi-reference">Numéro de liasse ou référence<\/label>/);
    expect(html).toMatch(/<label for="suivi-siren">Numéro SIREN<\/label>/);
    expect(html).toMatch(/<label for="suivi-denomination">Dénomination<\/label>/);
    expect(html).toContain('<option value="" selected="">Tous les greffes</option>');
    expect(html).toMatch(/<h2[^>]*>Les étapes d’une formalité<\/h2>/);
    expect(html).not.toContain('Résultats');
  });

  it('the entry form of the tax office is in the HTML, with every field labelled', () => {
    const html = renderToString(<SaisieInscriptionDgfipPage />).replace(/<!-- -->/g, '');
    expect(html).toMatch(/<h1[^>]*>Saisir une inscription du privilège du Trésor<\/h1>/);
    expect(html).toContain('<a href="/formalites-dgfip">Formalités DGFiP</a>');
    for (const libelle of [
      'Opération demandée (obligatoire)',
      'Numéro SIREN du redevable (obligatoire)',
      'Service des impôts des entreprises (obligatoire)',
      'Nom et prénom de l’agent (obligatoire)',
      'Impôt ou taxe (obligatoire)',
      'Montant des sommes dues, en euros (obligatoire)',
      'Date d’exigibilité (obligatoire)',
      'Référence du service',
    ])
      expect(html).toContain(`>${libelle}</label>`);
    expect(html).toContain('Inscription du privilège du Trésor</option>');
  });

  it('the conditions of access and the prerequisite steps are written pages', () => {
    const conditions = renderToString(<ConditionsDAccesPage />);
    expect(conditions).toMatch(/<h1[^>]*>Conditions d’accès aux formalités<\/h1>/);
    expect(conditions).toContain('href="https://formalites.entreprises.gouv.fr"');
    expect(conditions).toMatch(/<h2[^>]*>Paiement<\/h2>/);
    expect(conditions).toMatch(/<h2[^>]*>Signature<\/h2>/);
    const etapes = renderToString(<EtapesPrealablesPage />);
    expect(etapes).toMatch(/<h1[^>]*>Étapes préalables à une formalité<\/h1>/);
    expect(etapes).toContain('href="/inscription"');
    expect(etapes).toContain('href="/formalites-dgfip/saisie-inscription"');
    expect(`${conditions}${etapes}`).not.toMatch(/bientôt|à venir|lorem/i);
  });

  it('each is indexed with its canonical address and breadcrumb data; the forward pages are not', () => {
    const cas: Array<[JSX.Element, string, string]> = [
      [<HeadSuivi key="s" />, 'Suivre une formalité', '/formalites/suivi-formalite'],
      [<HeadSaisie key="d" />, 'Saisir une inscription du privilège du Trésor', '/formalites-dgfip/saisie-inscription'],
      [<HeadConditions key="c" />, 'Conditions d’accès aux formalités', '/formalites/conditions-d-acces'],
      [<HeadEtapes key="e" />, 'Étapes préalables à une formalité', '/formalites/etapes-prealables'],
    ];
    for (const [head, titre, chemin] of cas) {
      const html = renderToString(head);
      expect(html).toContain(`<title>${titre} | Greffeo</title>`);
      expect(html).not.toContain('noindex');
      expect(html).toContain(`<link rel="canonical" href="https://greffeo.test${chemin}"/>`);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'BreadcrumbList' });
    }
    const lien = renderToString(
      <HeadLien {...({ location: { pathname: '/Lien/mmbId/J00012345678' } } as unknown as HeadProps)} />,
    );
    expect(lien).toContain('noindex');
  });

  it('the forward pages render only the loading shell on the server (the token is read in the browser)', () => {
    const html = renderToString(<LienPage {...props('/Lien/mmbId/J00012345678', '?jeton=abc')} />);
    expect(html).toContain('Chargement');
    expect(html).not.toContain('abc');
  });
});
