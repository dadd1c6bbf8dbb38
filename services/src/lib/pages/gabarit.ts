import type { FastifyReply } from 'fastify';

import { fr, html, type Html, type Valeur } from './html.js';
import { RESSOURCES } from './ressources.js';

export interface ErreurChamp {
  /** Name of the field, so the summary can link to it (`#champ-<nom>`). */
  champ: string;
  message: string;
}

export interface Page {
  titre: string;
  contenu: Html;
  /** Prefixes the title with « Erreur : » (the first thing a screen reader says). */
  enErreur?: boolean;
  large?: boolean;
}

/** What differs between the pages the services render: their title, header, card and footer. */
export interface Squelette {
  /** The whole `<title>`, « Erreur : » included when the page reports one. */
  titre: Html;
  entete: Html;
  carte: Html;
  large?: boolean;
  pied: Html;
}

/**
 * The whole document of every page the services render (identity pages, the sandbox payment
 * provider): French, the portal's colours, no inline script or style, a skip link.
 */
export function squelette({ titre, entete, carte, large, pied }: Squelette): string {
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${titre}</title>
        <link rel="stylesheet" href="${RESSOURCES.css}" />
        <script src="${RESSOURCES.js}" defer></script>
      </head>
      <body>
        <a class="evitement" href="#contenu">Aller au contenu</a>
        <header class="entete">${entete}</header>
        <main id="contenu" tabindex="-1">
          <div class="carte${large ? ' carte-large' : ''}">${carte}</div>
        </main>
        <footer>${pied}</footer>
      </body>
    </html> `.texte;
}

/** A page of the portal's own (identity): its logo leads home, its footer names the portal. */
export function document(siteUrl: string, page: Page): string {
  return squelette({
    titre: html`${page.enErreur ? fr('Erreur : ') : false}${fr(page.titre)} – Greffeo`,
    entete: html`<a class="logo" href="${siteUrl}/">Greffeo<span class="evitement"> – accueil du portail</span></a>`,
    carte: page.contenu,
    large: page.large ?? false,
    pied: html`<a href="${siteUrl}/">Greffeo</a> – informations sur les entreprises immatriculées au registre du
      commerce et des sociétés`,
  });
}

/**
 * Sends a page with the headers every identity page needs: no cache (forms and personal
 * messages), a CSP without inline script, no referrer (links carry signed tokens), and no
 * `Cross-Origin-Opener-Policy: same-origin`, which would cut the popup from the site (SPEC §4).
 */
export function envoyerPage(reply: FastifyReply, siteUrl: string, statut: number, page: Page) {
  return reply
    .code(statut)
    .headers(entetesPage(siteUrl))
    .type('text/html; charset=utf-8')
    .send(document(siteUrl, page));
}

export function entetesPage(siteUrl: string): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      // Forms post here, and the sign-in ends with a redirect to the site (its origin).
      `form-action 'self' ${siteUrl}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'cross-origin-opener-policy': 'unsafe-none',
    // Not no-referrer: with it, browsers send `Origin: null` on a form POST, which the origin check
    // (pages/requete.ts) must refuse. same-origin still keeps the links' tokens from other sites.
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** Linked to the fields, focused by the page script; the title says how many. */
export function resumeErreurs(erreurs: readonly ErreurChamp[]): Html | false {
  if (erreurs.length === 0) return false;
  const titre =
    erreurs.length === 1 ? 'Le formulaire contient une erreur' : `Le formulaire contient ${erreurs.length} erreurs`;
  return html`<div class="resume-erreurs" role="alert" tabindex="-1" aria-labelledby="resume-erreurs-titre">
    <h2 id="resume-erreurs-titre">${fr(titre)}</h2>
    <ul>
      ${erreurs.map((e) => html`<li><a href="#champ-${e.champ}">${fr(e.message)}</a></li>`)}
    </ul>
  </div>`;
}

export interface Champ {
  nom: string;
  libelle: string;
  type?: 'text' | 'email' | 'password';
  valeur?: string;
  erreurs?: readonly ErreurChamp[];
  autocomplete?: string;
  aide?: string;
  requis?: boolean;
}

export function champ(c: Champ): Html {
  const erreur = c.erreurs?.find((e) => e.champ === c.nom);
  const decrit = [c.aide ? `aide-${c.nom}` : '', erreur ? `erreur-${c.nom}` : ''].filter(Boolean).join(' ');
  // Passwords are never sent back into the page.
  const valeur = c.type === 'password' ? undefined : c.valeur;
  return html`<div class="champ">
    <label for="champ-${c.nom}">${fr(c.libelle)}${c.requis === false ? ' (facultatif)' : ''}</label>
    ${c.aide ? html`<span class="aide" id="aide-${c.nom}">${fr(c.aide)}</span>` : false}
    <input
      id="champ-${c.nom}"
      name="${c.nom}"
      type="${c.type ?? 'text'}"
      ${valeur ? html` value="${valeur}"` : false}${c.autocomplete ? html` autocomplete="${c.autocomplete}"` : false}${c.requis === false ? false : html` required`}${erreur ? html` aria-invalid="true"` : false}${decrit ? html` aria-describedby="${decrit}"` : false}
    />
    ${erreur ? html`<p class="message-champ" id="erreur-${c.nom}">${fr(erreur.message)}</p>` : false}
  </div>`;
}

export function caseACocher(c: {
  nom: string;
  libelle: Valeur;
  coche?: boolean;
  erreurs?: readonly ErreurChamp[];
}): Html {
  const erreur = c.erreurs?.find((e) => e.champ === c.nom);
  return html`<div class="champ">
    <div class="case">
      <input
        id="champ-${c.nom}"
        name="${c.nom}"
        type="checkbox"
        value="oui"
        required${c.coche ? html` checked` : false}${erreur ? html` aria-invalid="true" aria-describedby="erreur-${c.nom}"` : false}
      />
      <label for="champ-${c.nom}">${c.libelle}</label>
    </div>
    ${erreur ? html`<p class="message-champ" id="erreur-${c.nom}">${fr(erreur.message)}</p>` : false}
  </div>`;
}

export function champCache(nom: string, valeur: string): Html {
  return html`<input type="hidden" name="${nom}" value="${valeur}" />`;
}
