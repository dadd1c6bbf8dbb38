import { fullName, initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first name then of the last name', () => {
    expect(initials('Jean', 'Dupont')).toBe('JD');
  });

  it('upper-cases accented letters and ignores surrounding spaces', () => {
    expect(initials('  élodie', 'ørsted ')).toBe('ÉØ');
  });

  it('keeps only the first letter of compound names', () => {
    expect(initials('Jean-Pierre', 'de La Fontaine')).toBe('JD');
  });

  it('copes with a missing part of the name', () => {
    expect(initials('', 'Martin')).toBe('M');
    expect(fullName('', ' Martin ')).toBe('Martin');
  });
});
