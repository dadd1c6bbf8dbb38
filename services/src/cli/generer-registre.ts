import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ConfigError, loadConfig } from '../config.js';
import { genererRegistre, RegistreDejaGenere, type Progression } from '../modules/registre/index.js';
import { rafraichirDerives } from './derives.js';
import { packageRoot } from '../package-info.js';
import { lireArguments, OptionInvalide } from './options.js';

const AIDE = `Usage : generer-registre [--companies 10000] [--seed 42] [--replace]

Remplit le registre (tables de 002_registre.sql) d'entreprises générées,
identiques pour une même graine et une même taille. Base : PGlite dans
$DATA_DIR/pglite, ou le serveur PostgreSQL de DATABASE_URL. Avec REGION=NC, le
registre de Nouvelle-Calédonie (RID, RIDET, F CFP), dans .data-nc par défaut.

  --companies N  nombre d'entreprises (défaut 10000)
  --seed S       graine du générateur (défaut 42)
  --replace      remplace un registre déjà généré (les lignes SIRENE sont conservées)
  --if-empty     ne fait rien si le registre contient déjà des entreprises
  --batch N      entreprises par lot copié (défaut 5000)
`;

/** A wrong command line: its message and the usage are shown, not a stack. */

function lireOptions() {
  const values = lireArguments(
    {
      companies: { type: 'string', default: '10000' },
      seed: { type: 'string', default: '42' },
      replace: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
      batch: { type: 'string', default: '5000' },
    },
    AIDE,
  );
  const entier = (nom: string, texte: string) => {
    const valeur = Number(texte.replace(/[_\s]/g, ''));
    if (!Number.isInteger(valeur) || valeur < 1) {
      throw new OptionInvalide(`--${nom} doit être un entier positif (reçu « ${texte} »).`);
    }
    return valeur;
  };
  const graine = /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
  return {
    entreprises: entier('companies', values.companies),
    graine,
    remplacer: values.replace,
    siVide: values['if-empty'],
    lot: entier('batch', values.batch),
  };
}

const nombre = (n: number) => Math.round(n).toLocaleString('fr-FR');

function afficher(etat: Progression, cible: number): void {
  const debit = etat.lignes / Math.max(etat.secondes, 0.001);
  process.stderr.write(
    `\rRegistre : ${nombre(etat.entreprises)} / ${nombre(cible)} entreprises, ${nombre(etat.lignes)} lignes, ` +
      `${nombre(debit)} lignes/s   `,
  );
}

try {
  const envFile = join(packageRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options = lireOptions();
  const config = loadConfig();
  const rapport = await genererRegistre(config, {
    ...options,
    region: config.region,
    progression: (etat) => afficher(etat, options.entreprises),
    rafraichirDerives,
  });
  if ('dejaPresentes' in rapport) {
    process.stderr.write(`Registre déjà présent (${nombre(rapport.dejaPresentes)} entreprises) : rien à générer.\n`);
    process.exit(0);
  }
  process.stderr.write('\n');
  const details = Object.entries(rapport.parTable)
    .map(([table, lignes]) => `  ${table.padEnd(24)} ${nombre(lignes).padStart(14)}`)
    .join('\n');
  process.stderr.write(
    `${details}\nTerminé (${rapport.base}) : ${nombre(rapport.lignes)} lignes en ${rapport.secondes.toFixed(1)} s, ` +
      `${nombre(rapport.lignesParSeconde)} lignes/s.\n`,
  );
} catch (error) {
  process.stderr.write('\n');
  if (error instanceof OptionInvalide) console.error(`${error.message}\n\n${AIDE}`);
  else if (error instanceof RegistreDejaGenere || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
