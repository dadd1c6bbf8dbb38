import { courrielReinitialisation, courrielValidation } from './modeles.js';

describe('e-mail templates', () => {
  const url = 'https://greffeo.example/inscription-validation?jeton=abc.def';

  it('typesets our wording with non-breaking spaces, and leaves the first name as typed', () => {
    const message = courrielValidation({ email: 'a@b.fr', prenom: 'Jean !' }, url);
    expect(message.texte.startsWith('Bonjour Jean !,\n\n')).toBe(true);
    expect(message.texte).toContain('(valable 24 heures)\u00a0:');
    expect(message.texte).toContain(`\n${url}\n`);
    expect(message.texte.endsWith('L’équipe Greffeo\n')).toBe(true);
  });

  it('escapes the first name in the HTML version and keeps the link as sent', () => {
    const message = courrielReinitialisation({ email: 'a@b.fr', prenom: '<b>Zoé</b>' }, url);
    expect(message.html).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt;,');
    expect(message.html).not.toContain('<b>Zoé</b>');
    expect(message.html).toContain(`href="${url}"`);
    expect(message.a).toBe('a@b.fr');
  });
});
