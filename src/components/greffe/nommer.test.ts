import { bordeaux, leMans } from './greffe.fixtures';
import { correspondance, greffeCourt, parDepartement, siege } from './nommer';

describe('registry wording', () => {
  it('explains a match that the registry’s name does not', () => {
    expect(correspondance(bordeaux, 'Bordeaux')).toBeNull();
    expect(correspondance(bordeaux, 'bord')).toBeNull();
    expect(correspondance(bordeaux, 'Pessac')).toBe(
      'Compétent pour une commune dont le nom commence par «\u00a0Pessac\u00a0»',
    );
    expect(correspondance(bordeaux, '33600')).toBe('Compétent pour le code postal 33600');
    expect(correspondance(bordeaux, '336')).toBe('Compétent pour des codes postaux commençant par 336');
  });

  it('names the seat from its address, or its city', () => {
    expect(siege(bordeaux)).toBe('33000 Bordeaux');
    expect(siege(leMans)).toBe('Le Mans');
    expect(greffeCourt(leMans)).toBe('Greffe du Mans');
  });

  it('groups registries by département, in département order', () => {
    const groupes = parDepartement([leMans, bordeaux, { ...bordeaux, code: '3303', nom: 'Libourne' }]);
    expect(groupes.map((g) => [g.departement.code, g.greffes.length])).toEqual([
      ['33', 2],
      ['72', 1],
    ]);
  });
});
