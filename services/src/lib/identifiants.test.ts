// The identifiers' own cases (SIREN, SIRET, La Poste, formatting, VAT key) are in
// packages/domaine/src/identifiants.test.ts, beside the code.
import { codesStatut, codesTrancheEffectifs, libelleStatut, libelleTrancheEffectifs } from './identifiants.js';

describe('labels', () => {
  it('labels the SIRENE tranches in French', () => {
    expect(libelleTrancheEffectifs('01')).toBe('1 ou 2 salariés');
    expect(libelleTrancheEffectifs('11')).toBe('10 à 19 salariés');
    expect(libelleTrancheEffectifs('NN')).toBe('Unité non employeuse');
    expect(libelleTrancheEffectifs('42')).toBe('1\u00a0000 à 1\u00a0999 salariés');
    expect(libelleTrancheEffectifs('99')).toBeNull();
    expect(codesTrancheEffectifs).toHaveLength(16);
  });

  it('labels every statut code of SPEC §9 and nothing else', () => {
    for (const code of codesStatut) expect(libelleStatut(code)).toEqual(expect.any(String));
    expect(libelleStatut('A')).toBe('Immatriculée, active');
    expect(libelleStatut('AC')).toBe('Active, procédure collective en cours');
    expect(libelleStatut('INSEE')).toBe('Connue du seul répertoire SIRENE');
    expect(libelleStatut('Z')).toBeNull();
    expect(libelleStatut('toString')).toBeNull();
  });
});
