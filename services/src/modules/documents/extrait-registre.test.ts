import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';
import { lireExtraitEndettement, lireExtraitKbis } from '../entreprises/index.js';
import { genererEtatEndettement } from './endettement.js';
import { genererKbis } from './kbis.js';

describe.each(backends)('documents from the registry extract on %s', (backend) => {
  let test: TestApp;
  const db = () => test.app.db;

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it('feeds the generators: the Kbis and the état of a fixture company', async () => {
    const kbis = await lireExtraitKbis(db(), ids.alpha);
    const endettement = await lireExtraitEndettement(db(), ids.alpha);
    if (kbis === undefined || endettement === undefined) throw new Error('ALPHA manque');
    const emisLe = new Date('2024-05-02T08:15:00Z');
    const [lu, etat] = await Promise.all([
      genererKbis(kbis, {
        codeVerification: 'K7M2P9QRX4HT',
        urlVerification: 'https://greffeo.example/v',
        emisLe,
      }).then(lirePdf),
      genererEtatEndettement(endettement, { emisLe }).then(lirePdf),
    ]);
    const texte = textePlat(lu.texte);
    expect(texte).toContain('Greffe du tribunal des activités économiques de Paris');
    expect(texte).toContain('552 100 554 R.C.S. Paris');
    expect(texte).toContain('Dénomination ou raison sociale : ALPHA SOLUTIONS');
    expect(texte).toContain('Nom, prénoms : DUPONT Marie Claire');
    expect(texte).toContain('Nom, prénoms : PETIT Lucie');
    expect(texte).not.toContain('LEROY');
    expect(texte).toContain('Code de vérification : K7M2-P9QR-X4HT');
    expect(texte).toContain('Greffe du tribunal de commerce de Nice');
    const etatTexte = textePlat(etat.texte);
    expect(etatTexte).toContain('Nantissements du fonds de commerce 2 250 000,00 €');
    expect(etatTexte).toContain('Privilèges du Trésor 1 15 000,00 €');
  });
});
