/** @jest-environment node */
import { chargerApercu } from './chargement';
import { ConfigApercuInvalide, lireConfigApercu } from './config';
import { DUREE_MAX_SECONDES, lireLienApercu, signerApercu, verifierApercu } from './signature';
import { articleApercu, TYPES_APERCU, typeApercu } from './types-apercu';

const SECRET = 'a'.repeat(64);
const MAINTENANT = 1_767_225_600;
const lien = (type: string, id: string, expire: number, secret = SECRET) => ({
  type,
  id,
  expire,
  signature: signerApercu(secret, type, id, expire),
});

describe('the signature of preview links', () => {
  it('is HMAC-SHA256 of "type:id:expire" in hex (the vector the CMS test pins too)', () => {
    expect(signerApercu('secret-partage-entre-cms-et-portail', 'actualite', 'abc123', 1767225600)).toBe(
      'a5a7614ff4bb921479bb44202f574050503bb5f224dac3e62b2cc044281d1fdd',
    );
  });

  it('accepts a link signed with the secret that expires within the hour', () => {
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT + 600), MAINTENANT)).toBe('valide');
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT + DUREE_MAX_SECONDES), MAINTENANT)).toBe(
      'valide',
    );
  });

  it('refuses another secret, a malformed or altered signature', () => {
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT + 600, 'b'.repeat(64)), MAINTENANT)).toBe(
      'invalide',
    );
    const bon = lien('actualite', 'abc', MAINTENANT + 600);
    expect(verifierApercu(SECRET, { ...bon, signature: 'zz' }, MAINTENANT)).toBe('invalide');
    const change = `${bon.signature.slice(0, -1)}${bon.signature.endsWith('0') ? '1' : '0'}`;
    expect(verifierApercu(SECRET, { ...bon, signature: change }, MAINTENANT)).toBe('invalide');
  });

  it('refuses a link whose type, id or expiry was changed after signing', () => {
    const bon = lien('actualite', 'abc', MAINTENANT + 600);
    expect(verifierApercu(SECRET, { ...bon, type: 'page' }, MAINTENANT)).toBe('invalide');
    expect(verifierApercu(SECRET, { ...bon, id: 'abd' }, MAINTENANT)).toBe('invalide');
    expect(verifierApercu(SECRET, { ...bon, expire: bon.expire + 1 }, MAINTENANT)).toBe('invalide');
  });

  it('refuses an expired link, and one expiring more than an hour ahead', () => {
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT), MAINTENANT)).toBe('expire');
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT - 1), MAINTENANT)).toBe('expire');
    expect(verifierApercu(SECRET, lien('actualite', 'abc', MAINTENANT + DUREE_MAX_SECONDES + 1), MAINTENANT)).toBe(
      'invalide',
    );
  });

  it('reads only well-formed parameters', () => {
    const lire = (q: string) => lireLienApercu((nom) => new URLSearchParams(q).get(nom) ?? undefined);
    expect(lire('type=actualite&id=abc&expire=12&signature=AB')).toEqual({
      type: 'actualite',
      id: 'abc',
      expire: 12,
      signature: 'ab',
    });
    expect(lire('type=actualite&id=abc&signature=ab')).toBeNull();
    expect(lire('type=../x&id=abc&expire=1&signature=ab')).toBeNull();
    expect(lire('type=actualite&id=a/b&expire=1&signature=ab')).toBeNull();
    expect(lire('type=actualite&id=abc&expire=1e9&signature=ab')).toBeNull();
  });
});

describe('the allow-list of previewable types', () => {
  it('holds the types built into article pages, with their REST routes', () => {
    expect(typeApercu('actualite')?.pluriel).toBe('actualites');
    expect(typeApercu('dossier-thematique')?.pluriel).toBe('dossiers-thematiques');
    expect(typeApercu('formalite-dgfip')?.pluriel).toBe('formalites-dgfip');
    expect(typeApercu('mentions-legales')?.pluriel).toBeNull();
    expect(Object.keys(TYPES_APERCU)).toHaveLength(18);
  });

  it('refuses everything else, prototype keys included', () => {
    for (const type of [
      'tarif',
      'menu-entry',
      'rubrique',
      'faq-question',
      'site-information',
      'constructor',
      'toString',
    ]) {
      expect(typeApercu(type)).toBeNull();
    }
  });
});

const def = (type: string) => {
  const trouve = typeApercu(type);
  if (!trouve) throw new Error(type);
  return trouve;
};

describe('the mapping of a draft to the article layout', () => {
  it('maps an actualité as the build does: date and category, summary, sanitized Markdown, image', () => {
    const article = articleApercu(
      'actualite',
      def('actualite'),
      {
        id: 7,
        documentId: 'abc',
        titre: 'Brouillon à relire',
        slug: 'brouillon-a-relire',
        date_publication: '2026-03-01',
        categorie: 'Réglementation',
        resume: 'En bref.',
        corps: '# Titre\n\nTexte <script>alert(1)</script> [lien](https://exemple.fr).',
        image: { url: '/uploads/x.png', width: 800, height: 400, alternativeText: 'Illustration', formats: null },
      },
      'http://localhost:8000',
    );
    expect(article.chemin).toBe('/actualites/brouillon-a-relire');
    expect(article.titre).toBe('Brouillon à relire');
    expect(article.chapo).toBe('En bref.');
    expect(article.meta).toEqual(['Publié le 1er\u00a0mars\u00a02026', 'Réglementation']);
    expect(article.image?.url).toBe('/uploads/x.png');
    expect(article.fil.map((e) => e.titre)).toEqual(['Accueil', 'Actualités', 'Brouillon à relire']);
    const html = article.blocs.map((b) => b.html).join('');
    expect(html).toContain('<h2');
    expect(html).not.toContain('<script');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('places a dossier under its parents and lists its children', () => {
    const article = articleApercu(
      'dossier-thematique',
      def('dossier-thematique'),
      {
        documentId: 'd2',
        titre: 'Choisir sa forme',
        slug: 'choisir',
        chemin: 'creer/choisir',
        niveau: 2,
        resume: 'R',
        corps: 'C',
        parent: {
          documentId: 'd1',
          titre: 'Créer',
          slug: 'creer',
          chemin: 'creer',
          niveau: 1,
          resume: 'r',
          corps: 'c',
        },
        enfants: [{ documentId: 'd3', titre: 'EI', slug: 'ei', chemin: 'creer/choisir/ei', niveau: 3, resume: 'e' }],
      },
      'http://localhost:8000',
    );
    expect(article.chemin).toBe('/dossiers-thematiques/creer/choisir');
    expect(article.fil.map((e) => e.titre)).toEqual(['Accueil', 'Dossiers thématiques', 'Créer', 'Choisir sa forme']);
    expect(article.sousPages?.cartes.map((c) => c.chemin)).toEqual(['/dossiers-thematiques/creer/choisir/ei']);
  });

  it('maps a single type to its fixed address; the publisher’s mentions come from the configuration, not the draft', () => {
    const article = articleApercu(
      'mentions-legales',
      def('mentions-legales'),
      { documentId: 'm', titre: 'Mentions légales', corps: 'Texte', editeur: 'Greffeo SAS', liens: [] },
      'http://localhost:8000',
    );
    expect(article.chemin).toBe('/mentions-legales');
    expect(article.blocs.map((b) => b.titre)).toEqual([undefined]);
    expect(JSON.stringify(article.blocs)).not.toContain('Greffeo SAS');
  });

  it('still shows a draft the build could not place (reserved slug of a custom page)', () => {
    const article = articleApercu(
      'page',
      def('page'),
      { documentId: 'p', titre: 'Page en cours', slug: 'apercu', corps: 'Corps **gras**' },
      'http://localhost:8000',
    );
    expect(article.titre).toBe('Page en cours');
    expect(article.blocs[0]?.html).toContain('<strong>gras</strong>');
  });
});

describe('getServerData of /apercu', () => {
  const config = () => ({
    cmsUrl: 'http://cms.test',
    jeton: 'j'.repeat(64),
    secret: SECRET,
    siteUrl: 'http://localhost:8000',
  });
  const url = (l: ReturnType<typeof lien>) =>
    `/apercu?${new URLSearchParams({ type: l.type, id: l.id, expire: String(l.expire), signature: l.signature })}`;
  const cms = (status: number, body: unknown = {}) => {
    const appels: Array<[string, RequestInit | undefined]> = [];
    const fetcher = (async (input: string, init?: RequestInit) => {
      appels.push([input, init]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { fetcher, appels };
  };

  it('reads the draft with the preview token and answers it with no-store', async () => {
    const { fetcher, appels } = cms(200, { data: { documentId: 'abc', titre: 'Brouillon', slug: 's', corps: 'x' } });
    const reponse = await chargerApercu(
      { url: url(lien('actualite', 'abc', MAINTENANT + 60)) },
      config,
      fetcher,
      MAINTENANT,
    );
    expect(reponse.status).toBe(200);
    expect(reponse.headers['cache-control']).toBe('no-store');
    expect(reponse.props).toMatchObject({ etat: 'pret', article: { titre: 'Brouillon' } });
    expect(appels[0]?.[0]).toBe('http://cms.test/api/actualites/abc?status=draft&populate=*');
    expect((appels[0]?.[1]?.headers as Record<string, string>).authorization).toBe(`Bearer ${'j'.repeat(64)}`);
    expect(JSON.stringify(reponse.props)).not.toContain('j'.repeat(64));
  });

  it('reads a single type at its singular route and checks it is the signed document', async () => {
    const { fetcher, appels } = cms(200, { data: { documentId: 'autre', titre: 'CGU', corps: 'x' } });
    const reponse = await chargerApercu(
      { url: url(lien('cgu-cgv', 'cgu', MAINTENANT + 60)) },
      config,
      fetcher,
      MAINTENANT,
    );
    expect(appels[0]?.[0]).toBe('http://cms.test/api/cgu-cgv?status=draft');
    expect(reponse.status).toBe(404);
  });

  it('answers 403 without asking the CMS for a bad, expired or not allowed link', async () => {
    const { fetcher, appels } = cms(200);
    const bon = lien('actualite', 'abc', MAINTENANT + 60);
    for (const requete of [
      { url: '/apercu' },
      { url: url({ ...bon, signature: signerApercu('x'.repeat(64), 'actualite', 'abc', bon.expire) }) },
      { url: url({ ...bon, id: 'abd' }) },
      { url: url(lien('actualite', 'abc', MAINTENANT - 1)) },
      { url: url(lien('tarif', 'abc', MAINTENANT + 60)) },
    ]) {
      const reponse = await chargerApercu(requete, config, fetcher, MAINTENANT);
      expect(reponse).toMatchObject({ status: 403, props: { etat: 'refuse' } });
    }
    expect(appels).toHaveLength(0);
  });

  it('answers 404 for an unknown draft and 503 when the CMS or the configuration fails', async () => {
    const lu = { url: url(lien('actualite', 'abc', MAINTENANT + 60)) };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await chargerApercu(lu, config, cms(404).fetcher, MAINTENANT)).status).toBe(404);
    expect((await chargerApercu(lu, config, cms(500).fetcher, MAINTENANT)).status).toBe(503);
    const sansJeton = () => {
      throw new ConfigApercuInvalide('CMS_APERCU_TOKEN');
    };
    expect((await chargerApercu(lu, sansJeton, cms(200).fetcher, MAINTENANT)).status).toBe(503);
  });
});

describe('the run-time configuration of the preview', () => {
  const valide = { CMS_APERCU_TOKEN: 't'.repeat(64), APERCU_SECRET: 's'.repeat(64) };

  it('reads the token, the secret and the addresses, with defaults', () => {
    expect(lireConfigApercu({ ...valide, CMS_URL: 'http://127.0.0.1:1438/' })).toEqual({
      cmsUrl: 'http://127.0.0.1:1438',
      jeton: 't'.repeat(64),
      secret: 's'.repeat(64),
      siteUrl: 'http://localhost:8000',
    });
  });

  it('names a missing or short variable', () => {
    expect(() => lireConfigApercu({ APERCU_SECRET: valide.APERCU_SECRET })).toThrow(/CMS_APERCU_TOKEN/);
    expect(() => lireConfigApercu({ ...valide, APERCU_SECRET: 'court' })).toThrow(/APERCU_SECRET/);
  });
});
