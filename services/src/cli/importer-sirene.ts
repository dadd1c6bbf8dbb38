import { executerCli } from '../modules/registre/index.js';
import { rafraichirDerives } from './derives.js';

// Ctrl-C once: the batch in progress is committed, then the import stops and
// can be resumed. A second Ctrl-C kills the process (the open batch is rolled back).
const arret = new AbortController();
process.once('SIGINT', () => {
  process.stderr.write('\nInterruption demandée : fin du lot en cours…\n');
  arret.abort();
});

process.exitCode = await executerCli(process.argv.slice(2), { signal: arret.signal, rafraichirDerives });
