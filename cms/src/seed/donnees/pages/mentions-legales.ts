// The publisher's identity (éditeur, directeur de la publication, hébergeur) is not content: the
// site's build writes it from the portal's configuration (PORTAIL_EDITEUR), which the invoices
// read too, so the page and the invoices always name the same company.
export const MENTIONS_LEGALES = {
  titre: 'Mentions légales',
  chapo: 'Éditeur, hébergeur, sources des données et conditions de réutilisation du portail Greffeo.',
  corps: `## Objet du portail

Greffeo est un portail d’accès aux informations légales sur les entreprises. Il n’est **ni un greffe, ni le GIE Infogreffe, ni un service de l’État**, et ses contenus ne constituent pas une publication officielle.

## Sources des données

Les informations sur les entreprises proviennent de registres publics : le registre du commerce et des sociétés tenu par les greffes, le Registre national des entreprises tenu par l’INPI, le répertoire SIRENE de l’INSEE et le Bulletin officiel des annonces civiles et commerciales (BODACC). Elles sont reproduites telles qu’elles sont publiées ; leur correction relève de l’organisme qui tient le registre.

## Propriété intellectuelle

La structure du portail, ses textes, ses illustrations et sa charte graphique sont protégés. Toute reproduction sans autorisation est interdite, sous réserve des droits attachés aux données publiques, qui restent soumises à leurs propres conditions de réutilisation.

## Liens vers d’autres sites

Greffeo renvoie vers des sites publics (guichet unique, INPI, INSEE, impots.gouv.fr…) dont il n’est pas responsable du contenu.

## Données personnelles et cookies

Le traitement de vos données personnelles et l’usage des cookies sont décrits dans notre politique de confidentialité. Vous pouvez modifier vos choix de cookies à tout moment avec le lien de gestion des cookies présent en bas de chaque page.

## Nous contacter

Pour toute question sur le portail, utilisez notre page de contact.`,
  seo_title: 'Mentions légales | Greffeo',
  seo_description:
    'Mentions légales du portail Greffeo : éditeur, hébergeur, sources des données et propriété intellectuelle.',
};
