import type { IdentiteEditeur } from '@portail/domaine';
import { construirePagesContenu, contextePlan, liensCasses, robotsTxt, sitemapContenus } from '.';
import type { ContexteArticle, ContexteListe, ContexteTarifs } from '../../lib/contenu/types';
import { SITE_DE_DEMONSTRATION } from './pages-fixes';
import { correspond } from './verification-liens';
import { prixTtc } from './tarifs';

/** A node store shaped like gatsby-source-strapi's (richtext as text nodes, links as ___NODE). */
function magasin() {
  const noeuds = new Map<string, Record<string, unknown> & { id: string; internal: { type: string } }>();
  let n = 0;
  const ajouter = (type: string, champs: Record<string, unknown>) => {
    const id = `n${(n += 1)}`;
    const noeud = { id, internal: { type }, ...champs };
    noeuds.set(id, noeud);
    return id;
  };
  const md = (type: string, champ: string, texte: string) => ({
    data___NODE: ajouter(`${type}_${champ}_TEXTNODE`, { [champ]: texte }),
  });
  const lecteur = {
    getNodesByType: (type: string) => [...noeuds.values()].filter((x) => x.internal.type === type),
    getNode: (id: string) => noeuds.get(id),
  };
  return { ajouter, md, lecteur };
}

function cmsDeTest(corpsActualite = 'Voir [les tarifs](/tarifs) et [la FAQ](/faq#cookies).') {
  const { ajouter, md, lecteur } = magasin();
  const A = 'STRAPI_ACTUALITE';
  for (let i = 1; i <= 12; i += 1) {
    ajouter(A, {
      titre: `Actualité ${i}`,
      slug: `actualite-${i}`,
      date_publication: `2026-01-${String(i).padStart(2, '0')}`,
      categorie: 'Le portail',
      resume: `Résumé ${i}`,
      corps: md(A, 'corps', i === 1 ? corpsActualite : '# Titre\n\nTexte'),
    });
  }
  const kbis = ajouter('STRAPI_KBIS_DOCUMENT', {
    documentId: 'k1',
    titre: 'Extrait Kbis',
    slug: 'extrait-kbis',
    resume: 'r',
    corps: md('K', 'corps', 'x'),
    contenu: md('K', 'contenu', 'y'),
  });
  ajouter('STRAPI_TARIF', {
    document: 'Extrait Kbis',
    canal: 'electronique',
    prix_ttc: 3.2,
    gratuit: false,
    libelle_date: 'au 1er janvier 2025',
    source: 'keobiz.fr',
    ordre: 1,
    kbis_document___NODE: kbis,
  });
  ajouter('STRAPI_TARIF', {
    document: 'Extrait RNE',
    canal: 'en_ligne',
    prix_ttc: null,
    gratuit: true,
    libelle_date: 'Non datée',
    source: 'inpi.fr',
    ordre: 2,
  });
  ajouter('STRAPI_PAGE_TARIFS', {
    titre: 'Tarifs',
    introduction: md('T', 'introduction', 'Intro'),
    avertissement: md('T', 'avertissement', 'Attention'),
  });
  const theme = ajouter('STRAPI_FAQ_THEME', { documentId: 't1', titre: 'Cookies', slug: 'cookies-theme', ordre: 1 });
  ajouter('STRAPI_FAQ_QUESTION', {
    question: 'Des cookies ?',
    slug: 'cookies',
    reponse: md('Q', 'reponse', '## Réponse\n\nOui'),
    theme___NODE: theme,
  });
  for (const [chemin, niveau] of [
    ['creer', 1],
    ['creer/forme', 2],
    ['creer/forme/sas', 3],
  ] as const) {
    ajouter('STRAPI_DOSSIER_THEMATIQUE', {
      titre: `Dossier ${chemin}`,
      slug: chemin.split('/').pop(),
      chemin,
      niveau,
      resume: 'r',
      corps: md('D', 'corps', 'c'),
    });
  }
  return lecteur;
}

const pages = (lecteur: ReturnType<typeof cmsDeTest>, editeur: IdentiteEditeur | null = null) =>
  construirePagesContenu(lecteur, 'https://greffeo.fr', editeur);

const EDITEUR: IdentiteEditeur = {
  denomination: 'Greffeo SAS',
  formeJuridique: 'Société par actions simplifiée',
  capital: 10000,
  adresse: ['1 rue de la Paix', '75002 Paris'],
  siren: '552100554',
  villeRcs: 'Paris',
  email: 'contact@greffeo.fr',
  directeurPublication: 'Jeanne Dupont, présidente',
  hebergeur: { nom: 'Hébergeur SAS', adresse: ['2 rue du Serveur', '59100 Roubaix'] },
  mediateur: { nom: 'CM2C', site: 'https://www.cm2c.net' },
};

/** The legal notice (or the terms of sale) built from a CMS holding its text only. */
function pageLegale(editeur: IdentiteEditeur | null, chemin = '/mentions-legales'): ContexteArticle {
  const { ajouter, md, lecteur } = magasin();
  ajouter('STRAPI_MENTIONS_LEGALES', { titre: 'Mentions légales', corps: md('M', 'corps', '## Objet\n\nTexte') });
  ajouter('STRAPI_CGU_CGV', { titre: 'CGU-CGV', corps: md('C', 'corps', '## Objet\n\nTexte') });
  ajouter('STRAPI_QUI_SOMMES_NOUS', { titre: 'Qui sommes-nous', corps: md('Q', 'corps', 'Texte') });
  const page = construirePagesContenu(lecteur, 'https://greffeo.fr', editeur).pages.find(
    (p) => p.contexte.chemin === chemin,
  );
  return page?.contexte as ContexteArticle;
}

/** Runs `fn` as a Caledonian build would (GATSBY_REGION=NC), then restores the region. */
function enNouvelleCaledonie(fn: () => void): void {
  const region = process.env.GATSBY_REGION;
  process.env.GATSBY_REGION = 'NC';
  try {
    fn();
  } finally {
    if (region === undefined) delete process.env.GATSBY_REGION;
    else process.env.GATSBY_REGION = region;
  }
}

describe('content pages built from the CMS', () => {
  it('builds every section at its SPEC §2 address, with its template, and nothing else', () => {
    const construites = pages(cmsDeTest()).pages;
    const actualites = Array.from({ length: 12 }, (_, i) => `/actualites/actualite-${i + 1}`);
    // Address → template: exactly these pages, each once (the order of creation is not specified).
    expect(construites.map((p) => `${p.contexte.chemin} ${p.gabarit}`).sort()).toEqual(
      [
        '/actualites liste',
        '/actualites/page/2 liste',
        ...actualites.map((chemin) => `${chemin} article`),
        '/aides-et-tutoriels liste',
        '/tutoriels-videos liste',
        '/dossiers-thematiques liste',
        '/dossiers-thematiques/creer article',
        '/dossiers-thematiques/creer/forme article',
        '/dossiers-thematiques/creer/forme/sas article',
        '/guide-des-formalites liste',
        '/formalites liste',
        '/formalites-dgfip liste',
        '/services liste',
        '/kbis-documents liste',
        '/kbis-documents/extrait-kbis article',
        '/tarifs tarifs',
        '/faq faq',
      ].sort(),
    );
  });

  it('leaves the mainland’s guides, formalities, videos and prices out of a Caledonian build', () => {
    enNouvelleCaledonie(() => {
      const chemins = pages(cmsDeTest()).pages.map((p) => p.contexte.chemin);
      expect(chemins).toEqual(expect.arrayContaining(['/actualites', '/aides-et-tutoriels', '/services', '/faq']));
      expect(
        chemins.filter((c) =>
          /^\/(tarifs|formalites|guide-des-formalites|dossiers-thematiques|tutoriels-videos)/.test(c),
        ),
      ).toEqual([]);
      expect(chemins).toContain('/kbis-documents/extrait-kbis');
    });
  });

  it('paginates the news newest first, 10 a page', () => {
    const liste = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/actualites')?.contexte as ContexteListe;
    const titres = (l: ContexteListe) => l.groupes.flatMap((g) => g.cartes.map((c) => c.titre));
    expect(liste.groupes).toHaveLength(1);
    expect(titres(liste)).toEqual(Array.from({ length: 10 }, (_, i) => `Actualité ${12 - i}`));
    expect(liste.pagination).toEqual({ page: 1, pages: 2, base: '/actualites' });
    const suite = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/actualites/page/2')
      ?.contexte as ContexteListe;
    expect(titres(suite)).toEqual(['Actualité 2', 'Actualité 1']);
    expect(suite.pagination).toEqual({ page: 2, pages: 2, base: '/actualites' });
  });

  it('says plainly that no video is published, without inventing any', () => {
    const liste = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/tutoriels-videos')
      ?.contexte as ContexteListe;
    expect(liste.groupes.flatMap((g) => g.cartes)).toHaveLength(0);
    expect(liste.vide).toMatch(/Aucun tutoriel vidéo n’est publié/);
  });

  it('lists every service on /services, but leaves the addresses of the site’s searches of cases and pledges to their apps', () => {
    const { ajouter, md, lecteur } = magasin();
    const lien = ajouter('STRAPI__COMPONENT_SHARED_LINK', {
      label: 'Lancer une recherche',
      url: '/services/recherche-gage-sans-depossession',
    });
    const rechercher = ajouter('STRAPI__COMPONENT_SHARED_LINK', {
      label: 'Rechercher une affaire',
      url: '/services/consulter-une-affaire',
    });
    ajouter('STRAPI_SERVICE', {
      titre: 'Surveillance d’entreprises',
      slug: 'surveillance-entreprises',
      ordre: 1,
      resume: 'Soyez averti.',
      corps: md('S', 'corps', 'Texte'),
    });
    ajouter('STRAPI_SERVICE', {
      titre: 'Consulter une affaire',
      slug: 'consulter-une-affaire',
      ordre: 2,
      resume: 'Suivez une affaire.',
      corps: md('S', 'corps', 'Texte'),
      action___NODE: rechercher,
    });
    ajouter('STRAPI_SERVICE', {
      titre: 'Recherche de gage sans dépossession',
      slug: 'recherche-gage-sans-depossession',
      ordre: 3,
      resume: 'Vérifiez si un bien est gagé.',
      corps: md('S', 'corps', '## Qu’est-ce qu’un gage ?'),
      action___NODE: lien,
    });
    const construites = construirePagesContenu(lecteur, 'https://greffeo.fr', null);
    const liste = construites.pages.find((p) => p.contexte.chemin === '/services')?.contexte as ContexteListe;
    expect(liste.groupes.flatMap((g) => g.cartes.map((c) => `${c.titre} ${c.chemin}`))).toEqual([
      'Surveillance d’entreprises /services/surveillance-entreprises',
      'Consulter une affaire /services/consulter-une-affaire',
      'Recherche de gage sans dépossession /services/recherche-gage-sans-depossession',
    ]);
    const services = construites.pages.map((p) => p.contexte.chemin).filter((c) => c.startsWith('/services/'));
    expect(services).toEqual(['/services/surveillance-entreprises']);
    // No page of either entry (the one whose button led to itself), so none of their links to check either.
    expect(construites.liens.has('/services/consulter-une-affaire')).toBe(false);
    expect(construites.liens.has('/services/recherche-gage-sans-depossession')).toBe(false);
  });

  it('gives a three-level dossier its whole breadcrumb', () => {
    const dossier = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/dossiers-thematiques/creer/forme/sas');
    expect(dossier?.contexte.fil.map((e) => e.chemin)).toEqual([
      '/',
      '/dossiers-thematiques',
      '/dossiers-thematiques/creer',
      '/dossiers-thematiques/creer/forme',
      '/dossiers-thematiques/creer/forme/sas',
    ]);
  });

  it('names the publisher, the publication director and the host from the configuration (PORTAIL_EDITEUR)', () => {
    const article = pageLegale(EDITEUR);
    expect(article.blocs.map((b) => b.titre)).toEqual([
      undefined,
      'Éditeur',
      'Directeur de la publication',
      'Hébergeur',
      'Médiateur de la consommation',
    ]);
    const editeur = article.blocs[1]?.html ?? '';
    expect(editeur).toContain('Greffeo SAS, société par actions simplifiée au capital de 10\u00a0000\u00a0€');
    expect(editeur).toContain('Siège : 1 rue de la Paix, 75002 Paris');
    expect(editeur).toContain('RCS Paris 552 100 554 – TVA intracommunautaire FR96552100554');
    expect(editeur).toContain('Contact : <a href="mailto:contact@greffeo.fr">contact@greffeo.fr</a>');
    expect(article.blocs[2]?.html).toContain('Jeanne Dupont, présidente');
    expect(article.blocs[3]?.html).toContain('2 rue du Serveur, 59100 Roubaix');
    expect(article.blocs[4]?.html).toContain('CM2C');
  });

  it('names the same company as the seller on the terms of sale, with its mediator, and nowhere else', () => {
    const cgv = pageLegale(EDITEUR, '/cgu-cgv');
    expect(cgv.blocs.map((b) => b.titre)).toEqual([undefined, 'Vendeur', 'Médiateur de la consommation']);
    expect(cgv.blocs[1]?.html).toContain('RCS Paris 552 100 554');
    expect(pageLegale(EDITEUR, '/qui-sommes-nous').blocs.map((b) => b.titre)).toEqual([undefined]);
  });

  it('says an instance without a declared publisher is a demonstration site, instead of showing a template', () => {
    const article = pageLegale(null);
    expect(article.blocs.map((b) => b.titre)).toEqual([undefined, 'Éditeur']);
    // The notice is the whole block: no field of the identity is shown empty.
    expect(article.blocs[1]?.html).toBe(`<p>${SITE_DE_DEMONSTRATION}</p>\n`);
    expect(SITE_DE_DEMONSTRATION).toMatch(
      /^Site de démonstration : cette instance du portail n’a pas déclaré d’éditeur/,
    );
    expect(pageLegale(null, '/cgu-cgv').blocs[1]?.html).toContain('Site de démonstration');
  });

  it('renders Markdown at build time with headings under the page title', () => {
    const article = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/actualites/actualite-2')
      ?.contexte as ContexteArticle;
    expect(article.blocs[0]?.html).toContain('<h2>Titre</h2>');
  });

  it('writes one price table per document, prices with a decimal comma, dates and sources', () => {
    const tarifs = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/tarifs')?.contexte as ContexteTarifs;
    expect(tarifs.tables).toEqual([
      {
        document: 'Extrait Kbis',
        lignes: [
          { canal: 'Par voie électronique', prix: '3,20\u00a0€', date: 'au 1er janvier 2025', source: 'keobiz.fr' },
        ],
      },
      {
        document: 'Extrait RNE',
        lignes: [{ canal: 'En ligne', prix: 'Gratuit', date: 'Non datée', source: 'inpi.fr' }],
      },
    ]);
    const kbis = pages(cmsDeTest()).pages.find((p) => p.contexte.chemin === '/kbis-documents/extrait-kbis')
      ?.contexte as ContexteArticle;
    expect(kbis.tarifs?.[0]?.lignes).toHaveLength(1);
    expect(prixTtc({ id: 'x', prix_ttc: '45.87', gratuit: false })).toBe('45,87\u00a0€');
  });
});

describe('link check', () => {
  const construites = (fabrique: ReturnType<typeof pages>) => [
    ...fabrique.pages.map((p) => ({ path: p.contexte.chemin })),
    { path: '/espace-personnel/', matchPath: '/espace-personnel/*' },
    { path: '/entreprise/[slug]/[siren]/[id]', matchPath: '/entreprise/:slug/:siren/:id' },
  ];

  it('accepts links to built pages, client routes and server addresses', () => {
    const fabrique = pages(
      cmsDeTest('[a](/tarifs) [b](/espace-personnel/mes-factures) [c](/entreprise/x/1/2) [d](/api/docs)'),
    );
    expect(liensCasses(fabrique.liens, construites(fabrique))).toEqual([]);
  });

  it('names the page and the link that leads nowhere', () => {
    const fabrique = pages(cmsDeTest('[perdu](/page-inexistante) et [autre](/entreprise/x)'));
    expect(liensCasses(fabrique.liens, construites(fabrique))).toEqual([
      { page: '/actualites/actualite-1', lien: '/page-inexistante' },
      { page: '/actualites/actualite-1', lien: '/entreprise/x' },
    ]);
  });

  it('refuses a link into a client-only app at an address the app has no page for', () => {
    const fabrique = pages(
      cmsDeTest(
        '[a](/espace-personnel/mes-formalites) [b](/espace-personnel/mes-formalite) ' +
          '[c](/espace-personnel/mes-commandes/commande/CMD-2026-000001/etat-endettement/3) ' +
          '[d](/recherche-entreprise-dirigeant/recherche-avancee?q=x) [e](/recherche-entreprise-dirigeant/avancee) ' +
          '[f](/Lien/liasse/75012026000123) [g](/Lien/inconnu/1)',
      ),
    );
    const avecApps = [
      ...construites(fabrique),
      { path: '/recherche-entreprise-dirigeant/', matchPath: '/recherche-entreprise-dirigeant/*' },
      { path: '/Lien/', matchPath: '/Lien/*' },
    ];
    expect(liensCasses(fabrique.liens, avecApps)).toEqual([
      { page: '/actualites/actualite-1', lien: '/espace-personnel/mes-formalite' },
      { page: '/actualites/actualite-1', lien: '/recherche-entreprise-dirigeant/avancee' },
      { page: '/actualites/actualite-1', lien: '/Lien/inconnu/1' },
    ]);
  });

  it('matches Gatsby match paths', () => {
    expect(correspond('/recherche-entreprise-dirigeant/recherche-avancee', '/recherche-entreprise-dirigeant/*')).toBe(
      true,
    );
    expect(correspond('/a/b', '/a/:x/:y')).toBe(false);
  });
});

describe('plan du site, sitemap and robots.txt', () => {
  const sitePages = [
    { path: '/' },
    { path: '/404/' },
    { path: '/espace-personnel/', matchPath: '/espace-personnel/*' },
    { path: '/recherche-entreprise-dirigeant/', matchPath: '/recherche-entreprise-dirigeant/*' },
    { path: '/faq', context: { section: 'faq', titre: 'Questions fréquentes' } },
    { path: '/tarifs', context: { section: 'tarifs', titre: 'Tarifs' } },
    { path: '/cachee', context: { section: 'faq', titre: 'Cachée', seo: { noindex: true } } },
  ];

  it('groups every indexable built page by section', () => {
    expect(contextePlan(sitePages).groupes).toEqual([
      {
        titre: 'Rechercher',
        pages: [
          { titre: 'Accueil', chemin: '/' },
          {
            titre: 'Recherche avancée d’entreprises et de dirigeants',
            chemin: '/recherche-entreprise-dirigeant/recherche-avancee',
          },
          { titre: 'Recherche par département', chemin: '/recherche-par-departement' },
          { titre: 'Rechercher un greffe', chemin: '/rechercher-un-greffe' },
          { titre: 'Consulter une affaire', chemin: '/services/consulter-une-affaire' },
          { titre: 'Recherche de gage sans dépossession', chemin: '/services/recherche-gage-sans-depossession' },
        ],
      },
      {
        titre: 'Formalités',
        pages: [
          {
            titre: 'Saisir une inscription du privilège du Trésor',
            chemin: '/formalites-dgfip/saisie-inscription',
          },
          { titre: 'Conditions d’accès aux formalités', chemin: '/formalites/conditions-d-acces' },
          { titre: 'Étapes préalables à une formalité', chemin: '/formalites/etapes-prealables' },
          { titre: 'Suivre une formalité', chemin: '/formalites/suivi-formalite' },
        ],
      },
      { titre: 'Tarifs', pages: [{ titre: 'Tarifs', chemin: '/tarifs' }] },
      { titre: 'Questions fréquentes', pages: [{ titre: 'Questions fréquentes', chemin: '/faq' }] },
    ]);
  });

  it('lists none of the mainland’s application pages in a Caledonian build', () => {
    enNouvelleCaledonie(() => {
      const chemins = contextePlan(sitePages).groupes.flatMap((g) => g.pages.map((p) => p.chemin));
      expect(chemins).toEqual([
        '/',
        '/recherche-entreprise-dirigeant/recherche-avancee',
        '/recherche-par-departement',
        '/faq',
      ]);
      expect(sitemapContenus(sitePages, 'https://greffeo.nc')).not.toMatch(/greffe<|affaire|gage|formalites|tarifs/);
    });
  });

  it('lists the same pages in /sitemaps/contenus.xml, and robots.txt points at the index', () => {
    const xml = sitemapContenus(sitePages, 'https://greffeo.fr');
    expect(xml).toContain('<loc>https://greffeo.fr</loc>');
    expect(xml).toContain('<loc>https://greffeo.fr/faq</loc>');
    expect(xml).toContain('<loc>https://greffeo.fr/plan-du-site</loc>');
    expect(xml).not.toContain('cachee');
    expect(robotsTxt('https://greffeo.fr')).toContain('Sitemap: https://greffeo.fr/sitemap.xml');
    // The unsubscribe page of the alert e-mails: its links carry a token.
    expect(robotsTxt('https://greffeo.fr')).toMatch(/^Disallow: \/alertes\/$/m);
    // The forward pages of the formalities: theirs carry a token of the guichet unique.
    expect(robotsTxt('https://greffeo.fr')).toMatch(/^Disallow: \/Lien\/$/m);
  });
});
