import { COMMUNES_NC, lireRid, lireRidet, REGISTRE_NC } from '@portail/domaine';

import { vocabulaire } from './vocabulaire';

describe('vocabulaire', () => {
  const original = process.env.GATSBY_REGION;

  afterEach(() => {
    if (original === undefined) delete process.env.GATSBY_REGION;
    else process.env.GATSBY_REGION = original;
  });

  it('speaks of the INSEE’s SIREN and SIRET and of each company’s greffe in mainland France (GATSBY_REGION unset)', () => {
    delete process.env.GATSBY_REGION;
    const v = vocabulaire();
    expect([v.identifiantEntreprise, v.identifiantEtablissement, v.teneurRegistre, v.codePays]).toEqual([
      'SIREN',
      'SIRET',
      null,
      'FR',
    ]);
    expect(v.aideIdentifiant).toContain('9 chiffres (SIREN)');
  });

  it('speaks of the ISEE’s RID and RIDET, of the DAE and of Caledonian places in New Caledonia (GATSBY_REGION=NC)', () => {
    process.env.GATSBY_REGION = 'NC';
    const v = vocabulaire();
    expect([v.identifiantEntreprise, v.identifiantEtablissement, v.teneurRegistre, v.codePays]).toEqual([
      'RID',
      'RIDET',
      REGISTRE_NC.teneur,
      'NC',
    ]);
    // The examples of the help text are read back as the identifiers they show.
    const [rid, ridet] = v.aideIdentifiant.match(/\d{1,3}(?:\u00a0\d{3})+(?:\.\d{3})?/g) ?? [];
    expect(lireRid(rid ?? '')).toBe('1236165');
    expect(lireRidet(ridet ?? '')).toEqual({ rid: '1236165', rang: '002' });
    // The search examples end with a commune of New Caledonia.
    const communes = new Set(COMMUNES_NC.map((commune) => commune.nom.toLowerCase()));
    for (const exemple of v.exemplesRecherche) expect(communes.has(exemple.split(' ').pop() ?? '')).toBe(true);
  });

  it('never says SIREN, SIRET, INSEE or greffe in New Caledonia', () => {
    process.env.GATSBY_REGION = 'NC';
    const mots = JSON.stringify(vocabulaire());
    expect(mots).not.toMatch(/\b(SIREN|SIRET|INSEE|NIC)\b|greffe/i);
  });

  it.each(['FR', '', 'nc'])('falls back to the mainland words for any other region value (%p)', (valeur) => {
    process.env.GATSBY_REGION = valeur;
    expect(vocabulaire().identifiantEntreprise).toBe('SIREN');
  });
});
