import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { memoizeImmutableReads } from './immutable-reads.js';

describe('memoizeImmutableReads', () => {
  let root: string;
  let restore: () => void;
  const read = (file: string, encoding?: BufferEncoding) =>
    promisify((cb: (e: NodeJS.ErrnoException | null, d?: string | Buffer) => void) =>
      encoding ? fs.readFile(file, { encoding }, cb) : fs.readFile(file, cb),
    )();

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lectures-'));
    fs.mkdirSync(path.join(root, 'sq'));
    restore = memoizeImmutableReads([path.join(root, 'sq')]);
  });

  afterEach(() => {
    restore();
    rmSync(root, { recursive: true, force: true });
  });

  it('reads a file of a kept folder from disk once', async () => {
    const file = path.join(root, 'sq', '1.json');
    writeFileSync(file, '{"menu":1}');
    expect(await read(file, 'utf-8')).toBe('{"menu":1}');
    writeFileSync(file, '{"menu":2}');
    expect(await read(file, 'utf-8')).toBe('{"menu":1}');
    // Also with the (path, encoding, callback) form the engine's graceful-fs uses.
    expect(await promisify(fs.readFile)(file, 'utf-8')).toBe('{"menu":1}');
  });

  it('leaves other folders, binary reads and failures to the file system', async () => {
    const outside = path.join(root, 'autre.json');
    writeFileSync(outside, 'a');
    expect(await read(outside, 'utf-8')).toBe('a');
    writeFileSync(outside, 'b');
    expect(await read(outside, 'utf-8')).toBe('b');

    const binary = path.join(root, 'sq', '2.json');
    writeFileSync(binary, 'x');
    expect(String(await read(binary))).toBe('x');
    writeFileSync(binary, 'y');
    expect(String(await read(binary))).toBe('y');

    const missing = path.join(root, 'sq', 'absent.json');
    await expect(read(missing, 'utf-8')).rejects.toMatchObject({ code: 'ENOENT' });
    writeFileSync(missing, 'plus tard');
    expect(await read(missing, 'utf-8')).toBe('plus tard');
  });

  it('does not follow a path that leaves the folder', async () => {
    const outside = path.join(root, 'secret.json');
    writeFileSync(outside, '1');
    const sneaky = path.join(root, 'sq', '..', 'secret.json');
    expect(await read(sneaky, 'utf-8')).toBe('1');
    writeFileSync(outside, '2');
    expect(await read(sneaky, 'utf-8')).toBe('2');
  });

  it('parses a kept text once, into a frozen value, and any other text as before', async () => {
    const file = path.join(root, 'sq', '3.json');
    writeFileSync(file, '{"menu":[{"titre":"Entreprises"}]}');
    const texte = (await read(file, 'utf-8')) as string;
    const premier = JSON.parse(texte) as { menu: Array<{ titre: string }> };
    const second = JSON.parse((await read(file, 'utf-8')) as string) as typeof premier;
    expect(second).toBe(premier);
    expect(premier).toEqual({ menu: [{ titre: 'Entreprises' }] });
    expect(Object.isFrozen(premier.menu[0])).toBe(true);
    expect(() => {
      'use strict';
      premier.menu[0]!.titre = 'autre';
    }).toThrow(TypeError);

    // Other texts, and a parse with a reviver, give a new value each time.
    const autre = '{"menu":[]}';
    expect(JSON.parse(autre)).not.toBe(JSON.parse(autre));
    expect(Object.isFrozen(JSON.parse(autre))).toBe(false);
    expect(JSON.parse(texte, (_cle, valeur: unknown) => valeur)).not.toBe(premier);

    restore();
    expect(JSON.parse(texte)).not.toBe(premier);
    restore = memoizeImmutableReads([path.join(root, 'sq')]);
  });
});
