import { formaterDuree, progressionTexte } from './progression.js';
import { insertionParTableaux, ligneCopy, sansEchappement, tableStaging, texteCopy } from './staging.js';

function sortie(isTTY: boolean) {
  const ecrit: string[] = [];
  return { ecrit, isTTY, write: (texte: string) => ecrit.push(texte) };
}

describe('progress on stderr', () => {
  const fichier = { nom: 'StockEtablissement.csv', nature: 'ETABLISSEMENTS' as const, taille: 1000 };
  const bilan = {
    nom: 'StockEtablissement.csv',
    nature: 'ETABLISSEMENTS' as const,
    compteurs: {
      lignesLues: 120_000,
      lignesImportees: 119_990,
      lignesRejetees: 10,
      creees: 100_000,
      modifiees: 9_990,
      valeursEcartees: 0,
    },
    dureeMs: 2_000,
  };

  it('redraws a bar in place on a terminal, then prints the summary', () => {
    const terminal = sortie(true);
    const progression = progressionTexte(terminal);
    const horloge = jest.spyOn(performance, 'now').mockReturnValue(0);
    progression.debut(fichier);
    horloge.mockReturnValue(1_000);
    progression.avancer({ octets: 250, lignes: 50_000, rejetees: 3 });
    progression.fin(bilan);
    jest.restoreAllMocks();

    expect(terminal.ecrit[0]).toBe('Import des établissements : StockEtablissement.csv\n');
    expect(terminal.ecrit[1]?.slice(0, 4)).toBe('\r\x1b[K');
    expect(terminal.ecrit[1]?.slice(4)).toBe(
      `[${'█'.repeat(8)}${'░'.repeat(22)}] 25,0 % · 50\u202f000 lignes · 50\u202f000 lignes/s · 3 rejetées`,
    );
    expect(terminal.ecrit[2]).toBe('\r\x1b[K');
    expect(terminal.ecrit[3]).toBe(
      [
        'Import des établissements terminé : StockEtablissement.csv',
        '  lignes lues : 120\u202f000',
        '  importées   : 119\u202f990 (créées 100\u202f000, mises à jour 9\u202f990, inchangées 10\u202f000)',
        '  rejetées    : 10',
        '  durée       : 2 s',
        '  débit       : 60\u202f000 lignes/s',
        '',
      ].join('\n'),
    );
  });

  it('counts the values set aside on imported lines in the summary, when there are some', () => {
    const journal = sortie(false);
    progressionTexte(journal).fin({ ...bilan, compteurs: { ...bilan.compteurs, valeursEcartees: 2 } });
    expect(journal.ecrit[0]).toContain(
      '  rejetées    : 10\n  écartées    : 2 valeurs mises de côté, leurs lignes importées (motifs dans le rapport)\n',
    );
  });

  it('prints plain lines no more often than the interval when stderr is not a terminal', () => {
    const journal = sortie(false);
    const progression = progressionTexte(journal, { intervalleMs: 60_000 });
    progression.debut(fichier);
    progression.avancer({ octets: 100, lignes: 10, rejetees: 0 });
    expect(journal.ecrit).toHaveLength(1);
    jest.spyOn(performance, 'now').mockReturnValue(performance.now() + 61_000);
    progression.avancer({ octets: 500, lignes: 20, rejetees: 1 });
    jest.restoreAllMocks();
    expect(journal.ecrit[1]).toMatch(/^StockEtablissement\.csv : 50,0 % · 20 lignes · 0 lignes\/s · 1 rejetées\n$/);
  });

  it('writes durations in French', () => {
    expect([formaterDuree(42_000), formaterDuree(72_000), formaterDuree(7_380_000)]).toEqual([
      '42 s',
      '1 min 12 s',
      '2 h 03 min',
    ]);
  });
});

describe('COPY text', () => {
  it('escapes backslashes, tabs and line breaks and writes NULL as \\N', () => {
    expect(texteCopy([ligneCopy(1, ['a\\b', 'c\td', null], false)])).toBe('1\ta\\\\b\tc\\td\t\\N\n');
  });

  it('trusts rows whose raw line holds nothing to escape', () => {
    expect([sansEchappement('552100554,SOCIETE,O'), sansEchappement('a\tb')]).toEqual([true, false]);
    expect(texteCopy([ligneCopy(1, ['x', null], true)])).toBe('1\tx\t\\N\n');
  });

  it('reads the rows back as column arrays for PGlite', () => {
    const table = tableStaging('t', [
      { nom: 'a', type: 'text' },
      { nom: 'b', type: 'text' },
    ]);
    const lignes = [ligneCopy(2, ['a\\b\r\n', null], false), ligneCopy(3, ['c\td', 'e'], false)];
    expect(insertionParTableaux(table, lignes).parametres).toEqual([
      ['2', '3'],
      ['a\\b\r\n', 'c\td'],
      [null, 'e'],
    ]);
  });
});
