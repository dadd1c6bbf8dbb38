import {
  lireNumeroCaledonien,
  COMMUNES_NC,
  communeNc,
  estRid,
  estRidet,
  formaterRid,
  formaterRidet,
  formaterXpf,
  lireRid,
  lireRidet,
  numeroRcsNouvelleCaledonie,
  PROVINCES_NC,
  REGISTRE_NC,
  STATUTS_RID,
  xpfDeCentimes,
} from './nouvelle-caledonie.js';

describe('RID', () => {
  it('reads seven digits, with or without spaces, and left-pads six', () => {
    expect(lireRid('1236165')).toBe('1236165');
    expect(lireRid('1 236 165')).toBe('1236165');
    expect(lireRid(' 1\u202f236\u00a0165 ')).toBe('1236165');
    expect(lireRid('123616')).toBe('0123616');
  });

  it('refuses anything else', () => {
    for (const saisie of ['12345', '12361650', '1236A65', '', '1.236.165'])
      expect([saisie, lireRid(saisie)]).toEqual([saisie, null]);
  });

  it('writes the digits grouped by three from the right', () => {
    expect(formaterRid('1236165')).toBe('1 236 165');
    expect(formaterRid('0123616')).toBe('0 123 616');
  });
});

describe('a stored identifier', () => {
  it('is a RID with seven digits and a RIDET with ten, never a SIREN, a SIRET or a typed form', () => {
    expect(estRid('1236165')).toBe(true);
    expect(estRid('0123616')).toBe(true);
    for (const autre of ['552100554', '123616', '1 236 165', '1236165002'])
      expect([autre, estRid(autre)]).toEqual([autre, false]);
    expect(estRidet('1236165002')).toBe(true);
    for (const autre of ['55210055400013', '1236165', '1 236 165.002', '1236165.002'])
      expect([autre, estRidet(autre)]).toEqual([autre, false]);
  });
});

describe('RIDET', () => {
  const ridet = { rid: '1236165', rang: '002' };

  it('reads the written form, with a dot, a space or nothing before the rank', () => {
    for (const saisie of ['1 236 165.002', '1236165.002', '1236165 002', '1 236 165 002', '1236165002', '1236165.2']) {
      expect([saisie, lireRidet(saisie)]).toEqual([saisie, ridet]);
    }
    expect(lireRidet('123616.001')).toEqual({ rid: '0123616', rang: '001' });
    expect(lireRidet('123616001')).toEqual({ rid: '0123616', rang: '001' });
  });

  it('refuses a RID alone, a rank of four digits, letters', () => {
    for (const saisie of ['1236165', '1236165.0002', '12361650021', 'RID 1236165.002', '1236165.', '']) {
      expect([saisie, lireRidet(saisie)]).toEqual([saisie, null]);
    }
  });

  it('writes « 1 236 165.002 » and the RCS number of Caledonian notices', () => {
    expect(formaterRidet({ rid: lireRid('1236165')!, rang: '002' })).toBe('1 236 165.002');
    expect(numeroRcsNouvelleCaledonie('1236165')).toBe('1 236 165 RCS Nouméa');
  });

  it('names the directory’s statuses', () => {
    expect(STATUTS_RID).toEqual({ I: 'En activité', R: 'Radiée', S: 'En sommeil' });
  });
});

describe('franc CFP', () => {
  it('converts euro cents at the fixed parity, to whole francs', () => {
    expect(xpfDeCentimes(100)).toBe(119);
    expect(xpfDeCentimes(838)).toBe(1000);
    expect(xpfDeCentimes(9900)).toBe(11814);
    expect(xpfDeCentimes(0)).toBe(0);
  });

  it('writes whole francs with grouped thousands and « F CFP »', () => {
    expect(formaterXpf(150000)).toBe('150\u202f000\u00a0F CFP');
    expect(formaterXpf(1000.4)).toBe('1\u202f000\u00a0F CFP');
    expect(formaterXpf(119)).toBe('119\u00a0F CFP');
  });
});

describe('communes and register of New Caledonia', () => {
  it('has the 33 communes, ISEE codes 98801 to 98833 each once: 13 in the Sud, 17 in the Nord, 3 in the Îles', () => {
    expect(COMMUNES_NC.map((commune) => commune.code)).toEqual(
      Array.from({ length: 33 }, (_, index) => String(98801 + index)),
    );
    expect(new Set(COMMUNES_NC.map((commune) => commune.nom)).size).toBe(33);
    const parProvince = (province: keyof typeof PROVINCES_NC) =>
      COMMUNES_NC.filter((commune) => commune.province === province).map((commune) => commune.nom);
    expect(parProvince('ILES')).toEqual(['Lifou', 'Maré', 'Ouvéa']);
    expect(parProvince('SUD')).toHaveLength(13);
    expect(parProvince('NORD')).toHaveLength(17);
    expect(parProvince('NORD')).toEqual(expect.arrayContaining(['Poya', 'Kouaoua', 'Koné']));
  });

  it('finds a commune by its code', () => {
    expect(communeNc('98818')).toEqual({ code: '98818', nom: 'Nouméa', province: 'SUD' });
    expect(communeNc(' 98833 ')?.nom).toBe('Kouaoua');
    expect(communeNc('98834')).toBeNull();
    expect(communeNc('75056')).toBeNull();
  });

  it('names the register’s keeper and the court, and numbers RCS entries after the court’s town', () => {
    expect(REGISTRE_NC.teneur).toBe('Direction des affaires économiques (DAE)');
    expect(REGISTRE_NC.tribunal).toBe('Tribunal mixte de commerce de Nouméa');
    expect(numeroRcsNouvelleCaledonie('1236165')).toBe('1 236 165 RCS Nouméa');
  });
});

describe('lireNumeroCaledonien', () => {
  it('reads a RIDET or a RID as the whole phrase', () => {
    expect(lireNumeroCaledonien('1 236 165.002')).toEqual({
      numero: { type: 'RIDET', ridet: { rid: '1236165', rang: '002' } },
      reste: '',
    });
    expect(lireNumeroCaledonien('1 236 165')).toEqual({ numero: { type: 'RID', rid: '1236165' }, reste: '' });
  });

  it('finds a RIDET written with its dot among words, and gives the words back', () => {
    expect(lireNumeroCaledonien('boulangerie 1 236 165.002 nouméa')).toEqual({
      numero: { type: 'RIDET', ridet: { rid: '1236165', rang: '002' } },
      reste: 'boulangerie nouméa',
    });
  });

  it('leaves postal codes, years and undotted numbers among words as words', () => {
    expect(lireNumeroCaledonien('98800')).toBeNull();
    expect(lireNumeroCaledonien('garage 2012')).toBeNull();
    expect(lireNumeroCaledonien('garage 1236165')).toBeNull();
    expect(lireNumeroCaledonien('version 1.002')).toBeNull();
  });
});
