import { html, typographie, type Html } from '../pages/html.js';
import type { Courriel } from './messagerie.js';

interface Destinataire {
  email: string;
  prenom: string;
}

const SIGNATURE = 'L’équipe Greffeo';

/** One HTML frame for every message: inline styles only (mail clients ignore stylesheets). */
function corpsHtml(titre: string, paragraphes: Html[], lien?: { texte: string; url: string }): string {
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <title>${titre}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f4f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#172033;line-height:1.5"
      >
        <div
          style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d6dce6;border-radius:12px;padding:24px"
        >
          <p style="font-weight:700;font-size:22px;color:#1a3d8f;margin:0 0 16px">Greffeo</p>
          <h1 style="font-size:20px;color:#1a3d8f;margin:0 0 16px">${titre}</h1>
          ${paragraphes.map((p) => html`<p style="margin:0 0 16px">${p}</p>`)}
          ${
            lien
              ? html`<p style="margin:24px 0">
                    <a
                      href="${lien.url}"
                      style="display:inline-block;background:#1a3d8f;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600"
                      >${lien.texte}</a
                    >
                  </p>
                  <p style="margin:0 0 16px;font-size:14px;color:#4a5568">
                    Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur : <br /><a
                      href="${lien.url}"
                      style="color:#1a3d8f;word-break:break-all"
                      >${lien.url}</a
                    >
                  </p>`
              : false
          }
          <p style="margin:24px 0 0">${SIGNATURE}</p>
        </div>
      </body>
    </html>`.texte;
}

/**
 * Every message greets the person and ends with the signature, in both versions; `texte` and
 * `paragraphes` are what lies between.
 */
function courriel(
  d: Destinataire,
  a: string,
  sujet: string,
  texte: string,
  paragraphes: Html[],
  lien: { texte: string; url: string },
): Courriel {
  return {
    a,
    sujet,
    // Typography for our wording only: the first name stays as the user typed it.
    texte: `Bonjour ${d.prenom},\n\n${typographie(texte)}\n\n${SIGNATURE}\n`,
    html: corpsHtml(sujet, [html`Bonjour ${d.prenom},`, ...paragraphes], lien),
  };
}

export function courrielValidation(d: Destinataire, url: string): Courriel {
  return courriel(
    d,
    d.email,
    'Validez votre adresse e-mail',
    `Pour activer votre compte Greffeo, validez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :
${url}

Si vous n’avez pas créé de compte, ignorez ce message.`,
    [
      html`Pour activer votre compte Greffeo, validez votre adresse e-mail. Le lien est valable 24 heures.`,
      html`Si vous n’avez pas créé de compte, ignorez ce message.`,
    ],
    { texte: 'Valider mon adresse e-mail', url },
  );
}

/** Registration with an address that already has an account: said to its owner only. */
export function courrielDejaInscrit(d: Destinataire, urlReinitialisation: string): Courriel {
  return courriel(
    d,
    d.email,
    'Vous avez déjà un compte Greffeo',
    `Quelqu’un a demandé la création d’un compte Greffeo avec votre adresse e-mail, qui en a déjà un.
Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau ici :
${urlReinitialisation}

Sinon, ignorez ce message : votre compte n’a pas été modifié.`,
    [
      html`Quelqu’un a demandé la création d’un compte Greffeo avec votre adresse e-mail, qui en a déjà un.`,
      html`Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau. Sinon, ignorez ce
      message : votre compte n’a pas été modifié.`,
    ],
    { texte: 'Choisir un nouveau mot de passe', url: urlReinitialisation },
  );
}

export function courrielReinitialisation(d: Destinataire, url: string): Courriel {
  return courriel(
    d,
    d.email,
    'Choisissez un nouveau mot de passe',
    `Vous avez demandé à changer le mot de passe de votre compte Greffeo. Ouvrez ce lien (valable 1 heure, une seule fois) :
${url}

Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste le même.`,
    [
      html`Vous avez demandé à changer le mot de passe de votre compte Greffeo. Le lien est valable 1 heure et ne sert
      qu’une fois.`,
      html`Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste le même.`,
    ],
    { texte: 'Choisir un nouveau mot de passe', url },
  );
}

export function courrielChangementEmail(d: Destinataire, nouvelle: string, url: string): Courriel {
  return courriel(
    d,
    nouvelle,
    'Confirmez votre nouvelle adresse e-mail',
    `Pour que ${nouvelle} devienne l’adresse de votre compte Greffeo, confirmez-la en ouvrant ce lien (valable 24 heures) :
${url}

Tant qu’elle n’est pas confirmée, votre compte garde l’adresse ${d.email}.`,
    [
      html`Pour que ${nouvelle} devienne l’adresse de votre compte Greffeo, confirmez-la. Le lien est valable 24 heures.`,
      html`Tant qu’elle n’est pas confirmée, votre compte garde l’adresse ${d.email}.`,
    ],
    { texte: 'Confirmer cette adresse', url },
  );
}

/** An order's documents are ready (commandes module): where to download them. */
export function courrielCommandeLivree(d: Destinataire, reference: string, url: string): Courriel {
  return courriel(
    d,
    d.email,
    `Vos documents sont disponibles – commande ${reference}`,
    `Votre commande ${reference} est payée et ses documents sont prêts. Téléchargez-les depuis votre espace personnel :
${url}`,
    [
      html`Votre commande ${reference} est payée et ses documents sont prêts. Téléchargez-les depuis votre espace
      personnel.`,
    ],
    { texte: 'Voir ma commande', url },
  );
}

/** A subscription period is paid (abonnements module): until when, and where to follow it. */
export function courrielAbonnementPaye(d: Destinataire, fin: string, url: string): Courriel {
  return courriel(
    d,
    d.email,
    'Votre abonnement Greffeo est actif',
    `Merci : votre abonnement est payé. Il court jusqu’au ${fin} inclus. Suivez-le depuis votre espace personnel :
${url}`,
    [html`Merci : votre abonnement est payé. Il court jusqu’au ${fin} inclus.`],
    { texte: 'Voir mon abonnement', url },
  );
}

/** A paid period ends soon; its renewal waits for its payment (abonnements module, daily due dates). */
export function courrielRappelAbonnement(d: Destinataire, fin: string, montant: string, url: string): Courriel {
  return courriel(
    d,
    d.email,
    `Votre abonnement Greffeo prend fin le ${fin}`,
    `Votre abonnement prend fin le ${fin}. Son renouvellement pour un an coûte ${montant} TTC ; il commencera le lendemain de la fin de la période en cours. Renouvelez-le depuis votre espace personnel :
${url}

Sans renouvellement, vos surveillances restent consultables, mais les compteurs de révélations et le plafond de surveillances d’un abonné ne s’appliquent plus.`,
    [
      html`Votre abonnement prend fin le ${fin}. Son renouvellement pour un an coûte ${montant} TTC ; il commencera le
      lendemain de la fin de la période en cours.`,
      html`Sans renouvellement, vos surveillances restent consultables, mais les compteurs de révélations et le plafond
      de surveillances d’un abonné ne s’appliquent plus.`,
    ],
    { texte: 'Renouveler mon abonnement', url },
  );
}

/** A paid period has ended without a paid successor (abonnements module, daily due dates). */
export function courrielExpirationAbonnement(d: Destinataire, fin: string, url: string): Courriel {
  return courriel(
    d,
    d.email,
    'Votre abonnement Greffeo a pris fin',
    `Votre abonnement a pris fin le ${fin}. Vos surveillances restent consultables ; les compteurs de révélations et le plafond de surveillances d’un abonné ne s’appliquent plus. Vous pouvez vous réabonner à tout moment :
${url}`,
    [
      html`Votre abonnement a pris fin le ${fin}. Vos surveillances restent consultables ; les compteurs de révélations
      et le plafond de surveillances d’un abonné ne s’appliquent plus.`,
    ],
    { texte: 'Me réabonner', url },
  );
}
