import { codeDepartement, comparerDepartements, deDepartement, estOutreMer } from './nommer';

describe('département naming', () => {
  it('recognises département codes in a path, Corsica in upper case', () => {
    expect(codeDepartement('33')).toBe('33');
    expect(codeDepartement('2a')).toBe('2A');
    expect(codeDepartement('974')).toBe('974');
    for (const mauvais of ['20', '96', '3', '330', 'gironde', '', undefined])
      expect(codeDepartement(mauvais)).toBeNull();
  });

  it('elides « de » before a vowel or a mute h, not before Haute-', () => {
    expect(deDepartement({ code: '33', nom: 'Gironde' })).toBe('de Gironde (33)');
    expect(deDepartement({ code: '01', nom: 'Ain' })).toBe('d’Ain (01)');
    expect(deDepartement({ code: '91', nom: 'Essonne' })).toBe('d’Essonne (91)');
    expect(deDepartement({ code: '34', nom: 'Hérault' })).toBe('d’Hérault (34)');
    expect(deDepartement({ code: '31', nom: 'Haute-Garonne' })).toBe('de Haute-Garonne (31)');
    expect(deDepartement({ code: '92', nom: 'Hauts-de-Seine' })).toBe('de Hauts-de-Seine (92)');
    expect(deDepartement({ code: '68', nom: 'Haut-Rhin' })).toBe('de Haut-Rhin (68)');
  });

  it('orders Corsica between 19 and 21 and overseas last', () => {
    const codes = ['974', '21', '2B', '19', '2A', '01'].map((code) => ({ code, nom: code }));
    expect(codes.sort(comparerDepartements).map((d) => d.code)).toEqual(['01', '19', '2A', '2B', '21', '974']);
    expect(estOutreMer('974')).toBe(true);
    expect(estOutreMer('988')).toBe(true);
    expect(estOutreMer('95')).toBe(false);
  });
});
