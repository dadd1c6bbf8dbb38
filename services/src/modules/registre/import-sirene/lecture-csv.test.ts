import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { decouperChamps, lireEnregistrements, lireEnTete, LigneIllisible, type Enregistrement } from './lecture-csv.js';

describe('decouperChamps', () => {
  it('splits a line without quotes on every comma, keeping empty fields', () => {
    expect(decouperChamps('552100554,,O,')).toEqual(['552100554', '', 'O', '']);
  });

  it('reads quoted fields holding commas, escaped quotes and accents', () => {
    expect(decouperChamps('1,"ÉTABLISSEMENTS DUPRÉ, FILS","dit ""Le Grand""",')).toEqual([
      '1',
      'ÉTABLISSEMENTS DUPRÉ, FILS',
      'dit "Le Grand"',
      '',
    ]);
  });

  it.each([
    ['1,"non refermé', 'guillemet non refermé (colonne 2)'],
    ['1,"fermé"puis,2', 'caractère inattendu après un guillemet fermant (colonne 2)'],
    ['1,au"milieu,2', "guillemet à l'intérieur d'un champ non délimité (colonne 2)"],
  ])('rejects %p with a French reason', (ligne, message) => {
    expect(() => decouperChamps(ligne)).toThrow(new LigneIllisible(message));
  });
});

describe('lireEnregistrements', () => {
  let dossier: string;
  beforeAll(async () => {
    dossier = await mkdtemp(join(tmpdir(), 'lecture-csv-'));
  });
  afterAll(() => rm(dossier, { recursive: true, force: true }));

  async function toutLire(chemin: string, options = {}): Promise<Enregistrement[]> {
    const resultat: Enregistrement[] = [];
    for await (const lot of lireEnregistrements(chemin, options)) resultat.push(...lot);
    return resultat;
  }

  it('numbers lines from 1, skips the BOM, strips CRLF and gives the byte offset after each line', async () => {
    const chemin = join(dossier, 'crlf.csv');
    await writeFile(chemin, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b\r\né,2\r\nc,3')]));
    expect(await toutLire(chemin)).toEqual([
      { ligne: 1, octetFin: 8, texte: 'a,b' },
      { ligne: 2, octetFin: 14, texte: 'é,2' },
      { ligne: 3, octetFin: 17, texte: 'c,3' },
    ]);
    expect((await lireEnTete(chemin))?.texte).toBe('a,b');
  });

  it('resumes from a byte offset with the following line numbers', async () => {
    const chemin = join(dossier, 'reprise.csv');
    await writeFile(chemin, 'entete\nun\ndeux\ntrois\n');
    const toutes = await toutLire(chemin);
    const apresDeux = toutes[1] as Enregistrement;
    expect(await toutLire(chemin, { octetDepart: apresDeux.octetFin, premiereLigne: 3 })).toEqual(toutes.slice(2));
  });

  it('keeps multi-byte characters whole across read chunks of 1 MiB', async () => {
    const chemin = join(dossier, 'gros.csv');
    const ligne = 'é'.repeat(1000);
    await writeFile(chemin, `${Array.from({ length: 1500 }, () => ligne).join('\n')}\n`);
    const lues = await toutLire(chemin);
    expect(lues).toHaveLength(1500);
    expect(lues.every((l) => l.texte === ligne)).toBe(true);
    expect(lues[1499]?.octetFin).toBe(1500 * 2001);
  });
});
