import { fr, html, type Html } from '../../../lib/pages/html.js';
import { squelette } from '../../../lib/pages/gabarit.js';

/** The test cards of the sandbox provider, shown on its page. */
export const CARTES_TEST = [
  { numero: '4242424242424242', issue: 'REUSSI', libelle: 'paiement accepté' },
  { numero: '4000000000000002', issue: 'REFUSE', libelle: 'paiement refusé par la banque' },
  { numero: '4000000000003220', issue: 'CONFIRMATION', libelle: 'la banque demande une confirmation' },
] as const;

export const formaterCarte = (numero: string) => numero.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface Erreur {
  champ: string;
  message: string;
}

/** The provider's own page: not the portal's, so it says whose it is and that it is a test. */
export function documentSandbox(titre: string, contenu: Html, enErreur = false): string {
  return squelette({
    titre: html`${enErreur ? fr('Erreur : ') : false}${fr(titre)} – Paiement sécurisé (environnement de test)`,
    entete: html`<span class="logo">Paiement sécurisé</span>`,
    carte: html`<p class="info">
        Environnement de test : aucune carte réelle n’est débitée. Utilisez l’une des cartes de test ci-dessous.
      </p>
      ${contenu}`,
    pied: html`Prestataire de paiement de démonstration intégré au portail Greffeo`,
  });
}

function resumeErreurs(erreurs: readonly Erreur[]): Html | false {
  if (erreurs.length === 0) return false;
  return html`<div class="resume-erreurs" role="alert" tabindex="-1">
    <h2>${fr('Le formulaire contient des erreurs :')}</h2>
    <ul>
      ${erreurs.map((e) => html`<li><a href="#champ-${e.champ}">${e.message}</a></li>`)}
    </ul>
  </div>`;
}

function champ(
  nom: string,
  libelle: string,
  aide: string,
  valeur: string,
  erreurs: readonly Erreur[],
  attributs: Html,
): Html {
  const erreur = erreurs.find((e) => e.champ === nom);
  return html`<div class="champ${erreur ? ' champ-erreur' : ''}">
    <label for="champ-${nom}">${fr(libelle)}</label>
    <p class="aide" id="aide-${nom}">${fr(aide)}</p>
    ${erreur ? html`<p class="message-champ" id="erreur-${nom}">${erreur.message}</p>` : false}
    <input
      type="text"
      id="champ-${nom}"
      name="${nom}"
      value="${valeur}"
      aria-describedby="aide-${nom}${erreur ? ` erreur-${nom}` : ''}"
      ${erreur ? html`aria-invalid="true"` : false}
      ${attributs}
    />
  </div>`;
}

export function pageCarte(options: {
  action: string;
  montant: string;
  objet: string;
  retour: string;
  valeurs?: { numero?: string; expiration?: string; cryptogramme?: string };
  erreurs?: readonly Erreur[];
}): string {
  const erreurs = options.erreurs ?? [];
  const v = options.valeurs ?? {};
  return documentSandbox(
    'Paiement par carte',
    html`<h1>Paiement par carte</h1>
      ${resumeErreurs(erreurs)}
      <p>${fr(options.objet)}</p>
      <p class="montant">Montant à payer : <strong>${options.montant}&nbsp;€</strong></p>
      <form method="post" action="${options.action}" novalidate>
        ${champ('numero', 'Numéro de carte', '16 chiffres, espaces permis.', v.numero ?? '', erreurs, html`inputmode="numeric" autocomplete="cc-number" required`)}
        ${champ('expiration', 'Date d’expiration', 'Au format MM/AA.', v.expiration ?? '', erreurs, html`inputmode="numeric" autocomplete="cc-exp" required`)}
        ${champ('cryptogramme', 'Cryptogramme visuel', 'Les 3 chiffres au dos de la carte.', v.cryptogramme ?? '', erreurs, html`inputmode="numeric" autocomplete="cc-csc" required`)}
        <div class="actions"><button type="submit" class="bouton">Payer ${options.montant}&nbsp;€</button></div>
      </form>
      <h2>Cartes de test</h2>
      <table>
        <caption class="evitement">
          Cartes de test et leur résultat
        </caption>
        <thead>
          <tr>
            <th scope="col">Numéro</th>
            <th scope="col">Résultat</th>
          </tr>
        </thead>
        <tbody>
          ${CARTES_TEST.map(
            (c) =>
              html`<tr>
                <td>${formaterCarte(c.numero)}</td>
                <td>${fr(c.libelle)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>Date d’expiration : toute date future. Cryptogramme : trois chiffres quelconques.</p>
      <p><a href="${options.retour}">Abandonner le paiement et revenir au portail</a></p>`,
    erreurs.length > 0,
  );
}

export function pageConfirmation(options: { action: string; montant: string }): string {
  return documentSandbox(
    'Confirmation demandée par votre banque',
    html`<h1>Confirmation demandée par votre banque</h1>
      <p>Votre banque vous demande de confirmer ce paiement de <strong>${options.montant}&nbsp;€</strong>.</p>
      <form method="post" action="${options.action}" class="actions">
        <button type="submit" name="decision" value="confirmer" class="bouton">Confirmer le paiement</button>
        <button type="submit" name="decision" value="refuser" class="bouton bouton-secondaire">Refuser</button>
      </form>`,
  );
}

export function pageTerminee(retour: string): string {
  return documentSandbox(
    'Paiement terminé',
    html`<h1>Ce paiement est terminé</h1>
      <p>Cette session de paiement a déjà reçu une réponse : elle ne peut plus servir.</p>
      <p><a href="${retour}">Revenir au portail</a></p>`,
  );
}

export function pageIntrouvable(siteUrl: string): string {
  return documentSandbox(
    'Session de paiement introuvable',
    html`<h1>Session de paiement introuvable</h1>
      <p>Ce lien de paiement n’existe pas ou n’est plus valable.</p>
      <p><a href="${siteUrl}/">Revenir au portail</a></p>`,
    true,
  );
}
