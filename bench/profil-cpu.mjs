#!/usr/bin/env node
// CPU profile of one running Node process of the stack (issue 24: where a page's CPU goes), taken
// while a load runs (bench/company-page.mjs in another terminal). Opens the process's inspector
// with SIGUSR1 (127.0.0.1:9229, so one process at a time), samples for --duree seconds through the
// DevTools protocol, closes the inspector, writes the .cpuprofile (Chrome DevTools can open it)
// and prints the busiest files and functions, self and inclusive time.
//   node bench/profil-cpu.mjs --pid PID [--duree 10] [--sortie profil.cpuprofile] [--lignes 30]
// Also reads a profile already written: node bench/profil-cpu.mjs --lire profil.cpuprofile
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    pid: { type: 'string' },
    duree: { type: 'string', default: '10' },
    sortie: { type: 'string', default: 'profil.cpuprofile' },
    lignes: { type: 'string', default: '30' },
    lire: { type: 'string' },
  },
});

async function profiler(pid, secondes) {
  process.kill(pid, 'SIGUSR1');
  await new Promise((fin) => setTimeout(fin, 800));
  const [cible] = await (await fetch('http://127.0.0.1:9229/json/list')).json();
  const ws = new WebSocket(cible.webSocketDebuggerUrl);
  await new Promise((fin) => ws.addEventListener('open', fin, { once: true }));
  let numero = 0;
  const attente = new Map();
  ws.addEventListener('message', (evenement) => {
    const message = JSON.parse(evenement.data);
    attente.get(message.id)?.(message);
    attente.delete(message.id);
  });
  const envoyer = (method, params = {}) =>
    new Promise((fin) => {
      numero += 1;
      attente.set(numero, fin);
      ws.send(JSON.stringify({ id: numero, method, params }));
    });
  await envoyer('Profiler.enable');
  await envoyer('Profiler.setSamplingInterval', { interval: 200 });
  await envoyer('Profiler.start');
  await new Promise((fin) => setTimeout(fin, secondes * 1000));
  const { result } = await envoyer('Profiler.stop');
  // The process goes on serving; its inspector closes (no reply comes once it is closed).
  ws.send(
    JSON.stringify({ id: numero + 1, method: 'Runtime.evaluate', params: { expression: 'process._debugEnd()' } }),
  );
  ws.close();
  return result.profile;
}

/** A frame's place: the package under node_modules, or the path inside the project. */
function lieu(url) {
  const paquets = url.match(/node_modules\/(?:@[^/]+\/)?[^/]+/g);
  if (paquets) return paquets[paquets.length - 1].replace('node_modules/', '');
  return url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/\.data\/builds\/[^/]+\//, '')
    .replace(process.cwd() + '/', '');
}

function resumer(profil, lignes) {
  const noeuds = new Map(profil.nodes.map((noeud) => [noeud.id, noeud]));
  const parent = new Map();
  for (const noeud of profil.nodes) for (const enfant of noeud.children ?? []) parent.set(enfant, noeud.id);
  const cle = ({ callFrame: f }) => `${f.functionName || '(anonyme)'} ${lieu(f.url)}:${f.lineNumber + 1}`;
  const propreParLieu = new Map();
  const propre = new Map();
  const inclusif = new Map();
  const ajouter = (table, k, ms) => table.set(k, (table.get(k) ?? 0) + ms);
  let occupe = 0;
  profil.samples.forEach((id, i) => {
    const ms = (profil.timeDeltas[i] ?? 0) / 1000;
    const noeud = noeuds.get(id);
    if (noeud.callFrame.functionName === '(idle)') return;
    occupe += ms;
    ajouter(propre, cle(noeud), ms);
    ajouter(propreParLieu, lieu(noeud.callFrame.url) || noeud.callFrame.functionName, ms);
    const vues = new Set();
    for (let courant = id; courant !== undefined; courant = parent.get(courant)) {
      const k = cle(noeuds.get(courant));
      if (!vues.has(k)) ajouter(inclusif, k, ms);
      vues.add(k);
    }
  });
  const afficher = (titre, table) => {
    console.log(`\n${titre}`);
    for (const [k, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, lignes))
      console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / occupe).toFixed(1).padStart(5)} %  ${k}`);
  };
  console.log(`Occupé ${occupe.toFixed(0)} ms`);
  afficher('Temps propre, par fichier ou paquet', propreParLieu);
  afficher('Temps propre, par fonction', propre);
  afficher('Temps inclusif, par fonction', inclusif);
}

const lignes = Number(values.lignes);
if (values.lire) {
  resumer(JSON.parse(readFileSync(values.lire, 'utf8')), lignes);
} else {
  if (!values.pid) throw new Error('--pid PID (ou --lire fichier.cpuprofile) est requis.');
  const profil = await profiler(Number(values.pid), Number(values.duree));
  writeFileSync(values.sortie, JSON.stringify(profil));
  console.log(`Profil écrit : ${values.sortie}`);
  resumer(profil, lignes);
}
process.exit(0);
