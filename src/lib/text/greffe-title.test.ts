import { greffeTitle } from './greffe-title';

describe('greffeTitle', () => {
  it('names the court then the seat', () => {
    expect(greffeTitle('Tribunal des activités économiques', 'Paris')).toBe(
      'Greffe du tribunal des activités économiques de Paris',
    );
  });

  it('elides « de » before a vowel, accented or not', () => {
    expect(greffeTitle('Tribunal de commerce', 'Évry')).toBe('Greffe du tribunal de commerce d’Évry');
    expect(greffeTitle('Tribunal de commerce', 'Agen')).toBe('Greffe du tribunal de commerce d’Agen');
  });

  it('contracts « de Le » and « de Les », keeps « de La »', () => {
    expect(greffeTitle('Tribunal des activités économiques', 'Le Mans')).toBe(
      'Greffe du tribunal des activités économiques du Mans',
    );
    expect(greffeTitle('Tribunal de commerce', 'Les Sables-d’Olonne')).toBe(
      'Greffe du tribunal de commerce des Sables-d’Olonne',
    );
    expect(greffeTitle('Tribunal de commerce', 'La Rochelle')).toBe('Greffe du tribunal de commerce de La Rochelle');
  });
});
