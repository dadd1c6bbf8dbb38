import { dateFrancaise } from '@portail/domaine';
import type { Revelation } from '@portail/contrat/surveillance';

import type { Courriel } from '../../../lib/courriels/messagerie.js';
import { html, typographie } from '../../../lib/pages/html.js';

/** Where the customer reads their révélations (issue 18 §4). */
export const CHEMIN_REVELATIONS = '/espace-personnel/mes-surveillances/mes-revelations';
export const CHEMIN_SURVEILLANCES = '/espace-personnel/mes-surveillances';
/** Its « Alertes » section: the e-mail mode and the webhook. */
export const CHEMIN_ALERTES = `${CHEMIN_SURVEILLANCES}#alertes`;
/** The site's page of the body link (src/pages/alertes/desabonnement.tsx): it asks, then POSTs. */
export const CHEMIN_PAGE_DESABONNEMENT = '/alertes/desabonnement';

/**
 * The site, and the two unsubscribe addresses of one token: the one-click POST of the
 * `List-Unsubscribe` header (RFC 8058: no GET handler there, link scanners prefetch GETs) and the
 * site's page that the body links to (a person clicking opens a page that asks before POSTing).
 */
export interface LiensCourriel {
  site: string;
  desabonnement: string;
  pageDesabonnement: string;
}

export function liensCourriel(site: string, jeton: string): LiensCourriel {
  const query = `jeton=${encodeURIComponent(jeton)}`;
  return {
    site,
    desabonnement: `${site}/api/alertes/desabonnement?${query}`,
    pageDesabonnement: `${site}${CHEMIN_PAGE_DESABONNEMENT}?${query}`,
  };
}

export interface Destinataire {
  email: string;
  prenom: string;
}

const SIGNATURE = 'L’équipe Greffeo';

/** One line about a révélation: company (SIREN), event, its date, and the person when there is one. */
function ligne(r: Revelation): string {
  const personne = r.personne_physique ? ` (${r.personne_physique.prenoms} ${r.personne_physique.nom})` : '';
  return `${r.entreprise.denomination} (SIREN ${r.entreprise.siren}) : ${r.libelle}${personne}, le ${dateFrancaise(r.date_evenement)}`;
}

/**
 * An alert e-mail: text and HTML (every value escaped by `html`), the RFC 8058 one-click
 * unsubscribe headers, a link to the révélations and one to choose the alerts.
 */
function courriel(
  d: Destinataire,
  sujet: string,
  introduction: string,
  revelations: readonly Revelation[],
  liens: LiensCourriel,
): Courriel {
  const lire = `${liens.site}${CHEMIN_REVELATIONS}`;
  const choisir = `${liens.site}${CHEMIN_ALERTES}`;
  const fin = 'Vous recevez ce courriel parce que vous surveillez ces entreprises sur Greffeo.';
  const texte = [
    `Bonjour ${d.prenom},`,
    '',
    typographie(introduction),
    '',
    ...revelations.map((r) => `- ${ligne(r)}`),
    '',
    `${typographie('Lire vos révélations :')} ${lire}`,
    '',
    `${fin} ${typographie('Pour choisir vos alertes :')} ${choisir}`,
    `${typographie('Ne plus recevoir ces alertes :')} ${liens.pageDesabonnement}`,
    '',
    SIGNATURE,
    '',
  ].join('\n');
  const corps = html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <title>${sujet}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f4f6fa;font-family:system-ui,Arial,sans-serif;color:#172033">
        <div
          style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d6dce6;border-radius:12px;padding:24px"
        >
          <p style="font-weight:700;font-size:22px;color:#1a3d8f;margin:0 0 16px">Greffeo</p>
          <p>Bonjour ${d.prenom},</p>
          <p>${typographie(introduction)}</p>
          <ul>
            ${revelations.map(
              (r) =>
                html`<li>
                  <strong>${r.entreprise.denomination}</strong> (SIREN ${r.entreprise.siren})${typographie(' :')}
                  ${r.libelle}${
                    r.personne_physique ? ` (${r.personne_physique.prenoms} ${r.personne_physique.nom})` : ''
                  },
                  le ${dateFrancaise(r.date_evenement)}
                </li>`,
            )}
          </ul>
          <p><a href="${lire}" style="color:#1a3d8f;font-weight:600">Lire vos révélations</a></p>
          <p style="font-size:13px;color:#4a5568">
            ${fin} <a href="${choisir}">Choisir vos alertes</a> ·
            <a href="${liens.pageDesabonnement}">Ne plus recevoir ces alertes</a>
          </p>
          <p>${SIGNATURE}</p>
        </div>
      </body>
    </html>`.texte;
  return {
    a: d.email,
    sujet,
    texte,
    html: corps,
    entetes: {
      'List-Unsubscribe': `<${liens.desabonnement}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function courrielImmediat(d: Destinataire, r: Revelation, liens: LiensCourriel): Courriel {
  return courriel(
    d,
    `Nouvelle révélation : ${r.entreprise.denomination}`,
    'Une entreprise que vous surveillez a un nouvel événement au registre :',
    [r],
    liens,
  );
}

export function courrielQuotidien(
  d: Destinataire,
  jour: string,
  revelations: readonly Revelation[],
  liens: LiensCourriel,
): Courriel {
  const n = revelations.length;
  const nouvelles = n > 1 ? `${n} nouvelles révélations` : '1 nouvelle révélation';
  return courriel(
    d,
    `Vos révélations du ${dateFrancaise(jour)} : ${nouvelles}`,
    `Voici les nouveaux événements au registre des entreprises que vous surveillez (${nouvelles}) :`,
    revelations,
    liens,
  );
}
