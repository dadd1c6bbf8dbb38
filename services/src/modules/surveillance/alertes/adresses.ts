import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

import { ChampsInvalides } from '../../../domain-error.js';

/**
 * SSRF: addresses a published instance never calls (loopback, private networks, link-local with the
 * cloud metadata services, CGNAT, unique-local IPv6, multicast, unspecified, IPv4-mapped forms).
 */
const INTERDITES = new BlockList();
for (const [reseau, prefixe] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERDITES.addSubnet(reseau, prefixe, 'ipv4');
for (const [reseau, prefixe] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INTERDITES.addSubnet(reseau, prefixe, 'ipv6');

export function adresseInterdite(ip: string): boolean {
  const mappee = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mappee !== undefined) return adresseInterdite(mappee);
  const famille = isIP(ip);
  if (famille === 0) return true;
  return INTERDITES.check(ip, famille === 4 ? 'ipv4' : 'ipv6');
}

export type Resolveur = (hote: string) => Promise<string[]>;

export const resoudre: Resolveur = async (hote) => (await lookup(hote, { all: true })).map((a) => a.address);

const LOCAUX = new Set(['localhost', '127.0.0.1', '[::1]']);

const refus = (message: string) => new ChampsInvalides([{ champ: 'url', message }]);

/**
 * A webhook address, checked at registration and again before each delivery (the name may resolve
 * elsewhere since): https; http only for localhost on a local instance; on a published instance no
 * name that resolves to a forbidden address. No user or password in it.
 */
export async function verifierUrlWebhook(brute: string, options: { publiee: boolean; resoudre: Resolveur }) {
  let url: URL;
  try {
    url = new URL(brute.trim());
  } catch {
    throw refus('doit être une adresse https complète');
  }
  const hote = url.hostname.toLowerCase();
  const http = url.protocol === 'http:' && !options.publiee && LOCAUX.has(hote);
  if (url.protocol !== 'https:' && !http)
    throw refus(
      options.publiee
        ? 'doit être une adresse https'
        : 'doit être une adresse https (http seulement pour localhost sur une instance locale)',
    );
  if (url.username !== '' || url.password !== '') throw refus('ne doit pas contenir d’identifiant ni de mot de passe');
  if (options.publiee) {
    const litterale = hote.replace(/^\[(.*)\]$/, '$1');
    let adresses: string[];
    try {
      adresses = isIP(litterale) !== 0 ? [litterale] : await options.resoudre(hote);
    } catch {
      throw refus('désigne un nom de domaine introuvable');
    }
    if (adresses.length === 0 || adresses.some(adresseInterdite))
      throw refus('désigne une adresse privée ou locale, refusée pour des raisons de sécurité');
  }
  url.hash = '';
  return url.toString();
}
