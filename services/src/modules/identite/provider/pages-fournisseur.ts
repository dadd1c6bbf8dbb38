import type { KoaContextWithOIDC } from 'oidc-provider';

import { document, entetesPage, type Page } from '../../../lib/pages/gabarit.js';
import { fr, html, Html } from '../../../lib/pages/html.js';

/** Pages the provider itself renders (its errors, the sign-out confirmation), in our look. */
export function pagesDuFournisseur(siteUrl: string) {
  const rendre = (ctx: KoaContextWithOIDC, page: Page) => {
    ctx.set(entetesPage(siteUrl));
    ctx.type = 'html';
    ctx.body = document(siteUrl, page);
  };
  const retour = html`<p class="actions"><a class="bouton" href="${siteUrl}/">Revenir au portail</a></p>`;

  return {
    erreur(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
      // The library's descriptions are English and technical: kept as a detail for support.
      const detail = out.error_description ? `${out.error} : ${out.error_description}` : out.error;
      rendre(ctx, {
        titre: 'Connexion impossible',
        enErreur: true,
        contenu: html`<h1>Connexion impossible</h1>
          <div class="alerte" role="alert">
            <p>La demande de connexion n’a pas pu aboutir. Fermez cette fenêtre puis recommencez depuis le portail.</p>
          </div>
          <p class="aide">Détail technique : ${fr(detail)}</p>
          ${retour}`,
      });
    },
    deconnexion: {
      logoutSource(ctx: KoaContextWithOIDC, formulaire: string) {
        // `formulaire` is the library's hidden form (anti-forgery token included), markup it wrote.
        rendre(ctx, {
          titre: 'Déconnexion',
          contenu: html`<h1>Déconnexion</h1>
            ${new Html(formulaire)}
            <p>Êtes-vous sûr de vouloir vous déconnecter ?</p>
            <p class="actions">
              <button class="bouton" type="submit" form="op.logoutForm" name="logout" value="yes">
                Oui, continuer
              </button>
              <button class="bouton bouton-secondaire" type="submit" form="op.logoutForm">Non, annuler</button>
            </p>`,
        });
      },
      postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
        rendre(ctx, {
          titre: 'Vous êtes déconnecté',
          contenu: html`<h1>Vous êtes déconnecté</h1>
            <p>À bientôt sur Greffeo.</p>
            ${retour}`,
        });
      },
    },
  };
}
