import { messagesCode, normaliserCode, validerCode } from './code';

describe('a typed verification code', () => {
  it('takes the printed form XXXX-XXXX-XXXX whatever the case, spaces and dashes', () => {
    for (const saisie of [
      '7kq2-m9xd-4htr',
      '7KQ2M9XD4HTR',
      ' 7kq2 m9xd 4htr ',
      '7KQ2–M9XD–4HTR',
      '7kq2\u00a0m9xd-4htr',
    ])
      expect(normaliserCode(saisie)).toBe('7KQ2-M9XD-4HTR');
  });

  it('sends another length as typed, in capitals, for the service to answer', () => {
    expect(normaliserCode('abc-123')).toBe('ABC-123');
  });

  it('says what is missing or wrong before anything is sent', () => {
    expect(validerCode('  ')).toBe(messagesCode.requis);
    expect(validerCode('7KQ2/M9XD')).toBe(messagesCode.caracteres);
    expect(validerCode('7kq2 m9xd-4htr')).toBeNull();
  });
});
