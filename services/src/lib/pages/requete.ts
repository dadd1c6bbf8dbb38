import { isIP } from 'node:net';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { envoyerPage } from './gabarit.js';
import { html } from './html.js';

/**
 * The browser's address, for per-address throttling: the last `X-Forwarded-For` entry (the one
 * the portal server saw) when the request comes from a trusted proxy, the socket's otherwise.
 */
export function adresseClient(request: FastifyRequest, proxies: readonly string[]): string {
  const pair = (request.raw.socket?.remoteAddress ?? '').replace(/^::ffff:/, '');
  const transmise = request.headers['x-forwarded-for'];
  if (proxies.includes(pair) && typeof transmise === 'string') {
    const derniere = transmise
      .split(',')
      .map((a) => a.trim().replace(/^::ffff:/, ''))
      .at(-1);
    if (derniere && isIP(derniere) !== 0) return derniere;
  }
  return pair || 'inconnue';
}

/** A form field as a trimmed string ('' when absent or not a string). */
export function texte(corps: unknown, nom: string, options: { brut?: boolean } = {}): string {
  const valeur = (corps as Record<string, unknown> | undefined)?.[nom];
  if (typeof valeur !== 'string') return '';
  // Passwords are taken as typed; other fields lose surrounding spaces.
  return options.brut ? valeur : valeur.trim();
}

/**
 * Our forms post to our own origin: a POST announcing another origin is a cross-site forgery
 * (the sign-in cookies are SameSite=Lax already; this covers the forms without a session).
 */
export function origineRefusee(request: FastifyRequest, reply: FastifyReply, siteUrl: string): boolean {
  const origine = request.headers.origin;
  if (origine === undefined || origine === new URL(siteUrl).origin) return false;
  const hote = request.headers.host;
  if (hote && origine.replace(/^https?:\/\//, '') === hote) return false;
  request.log.info({ origine }, 'Formulaire refusé : envoyé depuis une autre origine');
  void envoyerPage(reply, siteUrl, 403, {
    titre: 'Demande refusée',
    enErreur: true,
    contenu: html`<h1>Demande refusée</h1>
      <p>Ce formulaire doit être envoyé depuis le portail.</p>`,
  });
  return true;
}
