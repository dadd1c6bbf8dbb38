/** @jest-environment node */
import { loadSiteConfig, SiteConfigError } from '../../site-config';

const token = 'a'.repeat(64);

describe('loadSiteConfig', () => {
  it('uses the embedded defaults around the build token', () => {
    expect(loadSiteConfig({ CMS_BUILD_TOKEN: token })).toEqual({
      cmsUrl: 'http://127.0.0.1:1337',
      cmsBuildToken: token,
      region: 'FR',
      siteUrl: 'http://localhost:8000',
      editeur: null,
    });
  });

  it('reads the publisher of the legal notice (PORTAIL_EDITEUR) and stops the build on an incomplete one', () => {
    const editeur = {
      denomination: 'Greffeo SAS',
      formeJuridique: 'Société par actions simplifiée',
      capital: 10000,
      adresse: ['1 rue de la Paix', '75002 Paris'],
      siren: '552100554',
      villeRcs: 'Paris',
      directeurPublication: 'Jeanne Dupont',
      hebergeur: { nom: 'Hébergeur SAS', adresse: ['59100 Roubaix'] },
      mediateur: { nom: 'CM2C', site: 'https://www.cm2c.net' },
    };
    expect(loadSiteConfig({ CMS_BUILD_TOKEN: token, PORTAIL_EDITEUR: JSON.stringify(editeur) }).editeur).toEqual(
      editeur,
    );
    expect(() =>
      loadSiteConfig({ CMS_BUILD_TOKEN: token, PORTAIL_EDITEUR: JSON.stringify({ ...editeur, hebergeur: null }) }),
    ).toThrow(/Configuration invalide : PORTAIL_EDITEUR : « hebergeur » doit donner son nom et son adresse/);
  });

  it('refuses to build a published site (SITE_URL not local) without its publisher', () => {
    expect(() => loadSiteConfig({ CMS_BUILD_TOKEN: token, SITE_URL: 'https://greffeo.fr' })).toThrow(
      /PORTAIL_EDITEUR est obligatoire pour un site publié en ligne/,
    );
    expect(loadSiteConfig({ CMS_BUILD_TOKEN: token, SITE_URL: 'http://127.0.0.1:8100' }).editeur).toBeNull();
  });

  it('stops the build naming a missing or short token', () => {
    expect(() => loadSiteConfig({})).toThrow(SiteConfigError);
    expect(() => loadSiteConfig({ CMS_BUILD_TOKEN: 'court' })).toThrow(/CMS_BUILD_TOKEN/);
  });

  it('names an unknown region or a malformed URL', () => {
    expect(() => loadSiteConfig({ CMS_BUILD_TOKEN: token, GATSBY_REGION: 'BE' })).toThrow(
      /GATSBY_REGION doit valoir FR ou NC/,
    );
    expect(() => loadSiteConfig({ CMS_BUILD_TOKEN: token, CMS_URL: 'pas une url' })).toThrow(/CMS_URL/);
  });

  it('reads the New Caledonia variant, spelled exactly as the browser bundle expects', () => {
    expect(loadSiteConfig({ CMS_BUILD_TOKEN: token, GATSBY_REGION: 'NC' }).region).toBe('NC');
    expect(() => loadSiteConfig({ CMS_BUILD_TOKEN: token, GATSBY_REGION: 'nc' })).toThrow(/GATSBY_REGION/);
  });
});
