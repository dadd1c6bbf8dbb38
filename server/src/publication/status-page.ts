import type { BuildRecord, QueueSnapshot } from './rebuild-queue.js';

export interface PublicationStatus extends QueueSnapshot {
  enLigne: { version: string; publieeLe: string | null };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

function date(iso: string | null): string {
  if (!iso) return 'date inconnue';
  return `<time datetime="${escape(iso)}">${escape(dateFormat.format(new Date(iso)))}</time>`;
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;
const requests = (n: number) => `${n} demande${n > 1 ? 's' : ''}`;

function row(build: BuildRecord): string {
  const outcome =
    build.resultat === 'reussie'
      ? `Réussie — version ${escape(build.version ?? '')}`
      : `Échouée — ${escape(build.motif ?? 'raison inconnue')}`;
  return `<tr><th scope="row">${build.numero}</th><td>${date(build.debut)}</td><td>${seconds(build.dureeMs)}</td><td>${requests(build.demandes)}</td><td>${outcome}</td></tr>`;
}

/** The status page for editors and operators: French, readable without CSS or JavaScript. */
export function renderStatusPage(status: PublicationStatus): string {
  const { enLigne, en_cours, enAttente, dernieres } = status;
  const running = en_cours
    ? `<p>Construction n° ${en_cours.numero} commencée le ${date(en_cours.debut)} (${requests(en_cours.demandes)}).</p>`
    : '<p>Aucune construction en cours.</p>';
  const waiting = enAttente
    ? `<p>${requests(enAttente.demandes)} reçue${enAttente.demandes > 1 ? 's' : ''} depuis le ${date(enAttente.depuis)} : une construction suivra celle en cours.</p>`
    : '<p>Aucune demande en attente.</p>';
  const history = dernieres.length
    ? `<table><caption>Dernières constructions, la plus récente d’abord</caption><thead><tr><th scope="col">N°</th><th scope="col">Début</th><th scope="col">Durée</th><th scope="col">Demandes</th><th scope="col">Résultat</th></tr></thead><tbody>${dernieres.map(row).join('')}</tbody></table>`
    : '<p>Aucune construction depuis le démarrage du serveur.</p>';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Publication du site — Greffeo</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%}th,td{border:1px solid #767676;padding:.4rem;text-align:left}caption{text-align:left;font-weight:bold;margin-bottom:.5rem}</style>
</head>
<body>
<main>
<h1>Publication du site</h1>
<section aria-labelledby="en-ligne"><h2 id="en-ligne">Version en ligne</h2>
<p>Version ${escape(enLigne.version)}, publiée le ${date(enLigne.publieeLe)}.</p></section>
<section aria-labelledby="en-cours"><h2 id="en-cours">Construction en cours</h2>${running}${waiting}</section>
<section aria-labelledby="historique"><h2 id="historique">Historique</h2>${history}</section>
<p><a href="/_portail/publication">Actualiser</a></p>
</main>
</body>
</html>
`;
}
