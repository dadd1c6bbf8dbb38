import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

/**
 * The pages' stylesheet and script, kept in the code (not files beside it) so that the compiled
 * `dist/` needs nothing copied. Colours and fonts are the portal's (`src/theme.ts`).
 */
const CSS = `
:root { --primaire: #1a3d8f; --primaire-survol: #122c6b; --primaire-doux: #e9eef8; --texte: #172033;
  --texte-attenue: #4a5568; --bordure: #d6dce6; --bordure-forte: #8792a6; --fond-alt: #f4f6fa;
  --erreur: #b02a20; --erreur-doux: #fdecea; --succes: #1b6e3f; --succes-doux: #e7f4ec;
  --avertissement: #7a4e00; --avertissement-doux: #fff4dc; --pied: #0b1d3a; --pied-texte: #e8edf6; --or: #c99a2e; }
* { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif;
  color: var(--texte); background: var(--fond-alt); line-height: 1.5; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; }
a { color: var(--primaire); }
a:hover { color: var(--primaire-survol); }
:focus-visible { outline: 3px solid var(--primaire); outline-offset: 2px; }
.evitement { position: absolute; left: -9999px; }
.evitement:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; z-index: 1; }
.entete { background: #fff; border-bottom: 1px solid var(--bordure); padding: 0.75rem 1.5rem; }
.logo { font-weight: 700; font-size: 1.375rem; color: var(--primaire); text-decoration: none; }
.logo::before { content: ""; display: inline-block; width: 0.6rem; height: 1.2rem; margin-right: 0.4rem;
  background: var(--or); border-radius: 2px; vertical-align: -0.15rem; }
main { flex: 1; display: flex; justify-content: center; padding: 2rem 1rem; }
.carte { background: #fff; border: 1px solid var(--bordure); border-radius: 12px; padding: 2rem;
  width: 100%; max-width: 34rem; box-shadow: 0 4px 16px rgba(16, 30, 60, 0.12); align-self: flex-start; }
.carte-large { max-width: 60rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; color: var(--primaire); }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
p { margin: 0 0 1rem; }
.champ { margin-bottom: 1.25rem; }
label, legend { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.aide { display: block; color: var(--texte-attenue); font-size: 0.875rem; margin-bottom: 0.25rem; }
input[type=text], input[type=email], input[type=password] { width: 100%; font: inherit; padding: 0.6rem 0.75rem;
  border: 1px solid var(--bordure-forte); border-radius: 4px; color: var(--texte); background: #fff; }
input[aria-invalid=true] { border: 2px solid var(--erreur); }
.case { display: flex; gap: 0.5rem; align-items: flex-start; }
.case input { margin-top: 0.35rem; width: 1.1rem; height: 1.1rem; }
.case label { font-weight: 400; }
.message-champ { color: var(--erreur); font-weight: 600; font-size: 0.875rem; margin: 0.25rem 0 0; }
.bouton { display: inline-block; font: inherit; font-weight: 600; padding: 0.65rem 1.5rem; border-radius: 999px;
  border: 2px solid var(--primaire); background: var(--primaire); color: #fff; cursor: pointer; text-decoration: none; }
.bouton:hover { background: var(--primaire-survol); border-color: var(--primaire-survol); color: #fff; }
.bouton-secondaire { background: #fff; color: var(--primaire); }
.bouton-secondaire:hover { background: var(--primaire-doux); color: var(--primaire-survol); }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: 1.5rem; }
.liens { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; margin-top: 1.5rem;
  padding-top: 1rem; border-top: 1px solid var(--bordure); }
.resume-erreurs, .alerte { border-left: 4px solid var(--erreur); background: var(--erreur-doux); padding: 1rem; margin-bottom: 1.5rem; }
.resume-erreurs h2 { margin-top: 0; font-size: 1rem; color: var(--erreur); }
.resume-erreurs ul { margin: 0; padding-left: 1.25rem; }
.resume-erreurs a { color: var(--erreur); font-weight: 600; }
.succes { border-left: 4px solid var(--succes); background: var(--succes-doux); padding: 1rem; margin-bottom: 1.5rem; }
.info { border-left: 4px solid var(--avertissement); background: var(--avertissement-doux); padding: 1rem; margin-bottom: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--bordure); vertical-align: top; }
pre { white-space: pre-wrap; background: var(--fond-alt); padding: 1rem; border-radius: 4px; }
footer { background: var(--pied); color: var(--pied-texte); padding: 1rem 1.5rem; font-size: 0.875rem; }
footer a { color: var(--pied-texte); }
@media (max-width: 700px) { .carte { padding: 1.25rem; border-radius: 0; } main { padding: 0; } }
`;

// No inline script anywhere (the CSP says script-src 'self'): behaviour comes from this file.
const JS = `(function () {
  // An error summary takes the focus, so that a screen reader announces it first.
  var resume = document.querySelector('.resume-erreurs');
  if (resume) resume.focus();
  // In the site's sign-in popup (SPEC §4), « Créer un compte » hands over to the opener,
  // which closes the popup and opens the registration; without an opener the link just opens it.
  // The opener closes the popup once it has the message: closing here at once could let the
  // opener see a closed popup before the message reaches it. The popup only closes itself
  // if the opener has not done so after a while (it left the site meanwhile).
  var lien = document.querySelector('[data-inscription]');
  if (!lien || !window.opener) return;
  lien.addEventListener('click', function (event) {
    try {
      window.opener.postMessage({ type: 'INSCRIPTION_REDIRECT' }, lien.getAttribute('data-origine'));
    } catch (erreur) {
      return;
    }
    event.preventDefault();
    window.setTimeout(function () { window.close(); }, 3000);
  });
})();
`;

const empreinte = (texte: string) => createHash('sha256').update(texte).digest('hex').slice(0, 12);

export const RESSOURCES = {
  css: `/identite/ressources/identite-${empreinte(CSS)}.css`,
  js: `/identite/ressources/identite-${empreinte(JS)}.js`,
};

/** Served under a name that carries their digest: cached for good, replaced by a new name. */
export async function ressourcesRoutes(fastify: FastifyInstance) {
  const servir = (url: string, type: string, contenu: string) =>
    fastify.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(contenu),
    );
  servir(RESSOURCES.css, 'text/css; charset=utf-8', CSS);
  servir(RESSOURCES.js, 'text/javascript; charset=utf-8', JS);
}
