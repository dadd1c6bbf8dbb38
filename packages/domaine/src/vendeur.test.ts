import { instancePubliee, lireIdentiteEditeur, type IdentiteEditeur } from './vendeur.js';

const editeur: IdentiteEditeur = {
  denomination: 'Greffeo SAS',
  formeJuridique: 'Société par actions simplifiée',
  capital: 10000,
  adresse: ['1 rue de la Paix', '75002 Paris'],
  siren: '552100554',
  villeRcs: 'Paris',
  directeurPublication: 'Jeanne Dupont, présidente',
  hebergeur: { nom: 'Hébergeur SAS', adresse: ['2 rue du Serveur', '59100 Roubaix'], telephone: '03 20 00 00 00' },
  mediateur: { nom: 'CM2C', site: 'https://www.cm2c.net' },
};

describe('lireIdentiteEditeur (PORTAIL_EDITEUR)', () => {
  it('reads a complete identity', () => {
    expect(lireIdentiteEditeur(JSON.stringify(editeur), 'https://greffeo.fr')).toEqual({ editeur });
  });

  it('gives no identity, and no problem, when the variable is unset or empty', () => {
    expect(lireIdentiteEditeur(undefined, 'http://localhost:8000')).toEqual({ editeur: null });
    expect(lireIdentiteEditeur('  ', 'http://localhost:8000')).toEqual({ editeur: null });
  });

  it('refuses no identity for a published instance', () => {
    expect(lireIdentiteEditeur(undefined, 'https://greffeo.fr').probleme).toMatch(
      /^PORTAIL_EDITEUR est obligatoire pour un site publié en ligne .*\(SITE_URL https:\/\/greffeo\.fr\)$/,
    );
  });

  it.each([
    ['not JSON', '{denomination', /n’est pas un JSON lisible/],
    ['an array', '[]', /doit être un objet JSON/],
    ['without publication director', JSON.stringify({ ...editeur, directeurPublication: ' ' }), /directeurPublication/],
    ['with a negative capital', JSON.stringify({ ...editeur, capital: -1 }), /capital/],
    ['with a SIREN failing its key', JSON.stringify({ ...editeur, siren: '552100555' }), /siren/],
    ['without host address', JSON.stringify({ ...editeur, hebergeur: { nom: 'H' } }), /hebergeur/],
    ['with an empty address', JSON.stringify({ ...editeur, adresse: [] }), /adresse/],
    ['with a number as e-mail', JSON.stringify({ ...editeur, email: 3 }), /email/],
    ['without mediator', JSON.stringify({ ...editeur, mediateur: undefined }), /mediateur/],
  ])('refuses %s, naming the variable and the field, without echoing the value', (_cas, brut, raison) => {
    const lecture = lireIdentiteEditeur(brut, 'http://localhost:8000');
    expect(lecture.editeur).toBeNull();
    expect(lecture.probleme).toMatch(/^PORTAIL_EDITEUR /);
    expect(lecture.probleme).toMatch(raison);
    expect(lecture.probleme).not.toContain('Greffeo SAS');
  });
});

describe('instancePubliee', () => {
  it.each([
    'http://localhost:8000',
    'http://127.0.0.1:8300',
    'http://[::1]:8000',
    'http://portail:8000',
    'https://greffeo.test',
    'https://greffeo.example',
  ])('%s is a local instance', (url) => expect(instancePubliee(url)).toBe(false));

  it.each(['https://greffeo.fr', 'https://recette.greffeo.fr', 'http://203.0.113.7'])('%s is published', (url) =>
    expect(instancePubliee(url)).toBe(true),
  );
});
