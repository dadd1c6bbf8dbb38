import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const script = join(__dirname, 'architecture.mjs');
const run = promisify(execFile);

/**
 * A tree of a few files, checked by the same command as `npm run lint`: its `src/` is read as the
 * services' (rules 1 to 3) and as the site's (rule 5), its `packages/` as the shared packages'.
 */
async function verifier(fichiers) {
  const racine = await mkdtemp(join(tmpdir(), 'architecture-'));
  try {
    const arbre = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true },
        include: ['src/**/*.ts'],
      }),
      ...fichiers,
    };
    for (const [chemin, texte] of Object.entries(arbre)) {
      await mkdir(dirname(join(racine, chemin)), { recursive: true });
      await writeFile(join(racine, chemin), texte);
    }
    try {
      const { stdout } = await run(process.execPath, [script, '--check', '--services', racine, '--racine', racine]);
      return { code: 0, stdout, stderr: '' };
    } catch (echec) {
      return { code: echec.code, stdout: echec.stdout, stderr: echec.stderr };
    }
  } finally {
    await rm(racine, { recursive: true, force: true });
  }
}

const moduleA = {
  'src/modules/a/index.ts': "export { calculer } from './interne.js';\n",
  'src/modules/a/interne.ts': 'export const calculer = (n: number) => n * 2;\n',
};

describe('the services’ import rule (npm run lint)', () => {
  jest.setTimeout(60_000);

  it('accepts a module used through its index.ts', async () => {
    const resultat = await verifier({
      ...moduleA,
      'src/modules/b/index.ts': "import { calculer } from '../a/index.js';\nexport const b = calculer(1);\n",
    });
    expect(resultat.code).toBe(0);
    expect(resultat.stdout).toMatch(/Imports entre modules : 1 /);
  });

  it('refuses an import into another module’s internals, naming both files', async () => {
    const resultat = await verifier({
      ...moduleA,
      'src/modules/b/index.ts': "import { calculer } from '../a/interne.js';\nexport const b = calculer(1);\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stderr).toContain(
      'Import interdit : services/src/modules/b/index.ts importe services/src/modules/a/interne.ts',
    );
  });

  it('refuses the same from outside the modules (app, plugins, command-line tools)', async () => {
    const resultat = await verifier({
      ...moduleA,
      'src/app.ts': "export { calculer } from './modules/a/interne.js';\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stderr).toContain('services/src/app.ts importe services/src/modules/a/interne.ts');
  });

  it('refuses modules that depend on each other in a cycle, even through their entries', async () => {
    const resultat = await verifier({
      'src/modules/a/index.ts': "import { b } from '../b/index.js';\nexport const a = () => b;\n",
      'src/modules/b/index.ts': "import { c } from '../c/index.js';\nexport const b = c;\n",
      'src/modules/c/index.ts': "import { a } from '../a/index.js';\nexport const c = a;\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stdout).toContain('a → b → c');
    expect(resultat.stderr).toMatch(/en cycle/);
  });

  it('refuses a shared helper of src/lib that imports a module', async () => {
    const resultat = await verifier({
      ...moduleA,
      'src/lib/aide.ts': "import { calculer } from '../modules/a/index.js';\nexport const aide = calculer;\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stderr).toContain('services/src/lib/aide.ts est sous les modules');
  });

  it('refuses a shared package that imports a library other than TypeBox, or a part of the portal', async () => {
    const resultat = await verifier({
      ...moduleA,
      'packages/contrat/src/a.ts':
        "import { Type } from 'typebox';\nimport { b } from './b.js';\nexport const a = Type.String();\n",
      'packages/contrat/src/b.ts': "import type { Jsx } from 'react';\nexport const b = 1;\n",
      'packages/domaine/src/c.ts': "import { x } from '../../../services/src/x.js';\nexport const c = x;\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stderr).toContain('packages/contrat/src/b.ts importe « react »');
    expect(resultat.stderr).toContain('packages/domaine/src/c.ts importe « ../../../services/src/x.js »');
    expect(resultat.stderr).not.toContain('a.ts');
  });

  it('refuses a value import of the contract by the site, accepts a type-only one', async () => {
    const resultat = await verifier({
      ...moduleA,
      'src/composants/fiche.tsx':
        "import type { Fiche } from '@portail/contrat/entreprises';\nexport type F = Fiche;\n",
      'src/composants/prix.tsx':
        "import {\n  Prix,\n} from '@portail/contrat/commun/paniers';\nexport const p = Prix;\n",
    });
    expect(resultat.code).toBe(1);
    expect(resultat.stderr).toContain(
      'src/composants/prix.tsx importe « @portail/contrat/commun/paniers » sans « import type »',
    );
    expect(resultat.stderr).not.toContain('fiche.tsx');
  });
});
