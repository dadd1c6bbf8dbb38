// The publisher's identity (éditeur, directeur de la publication, hébergeur) is not content: the
// site's build writes it from the portal's configuration (PORTAIL_EDITEUR), as for the French
// portal, so the page names the same company, Greffeo, in both regions.
export const MENTIONS_LEGALES_NC = {
  titre: 'Mentions légales',
  chapo:
    'Éditeur, hébergeur, sources des données et conditions de réutilisation du portail Greffeo Nouvelle-Calédonie.',
  corps: `## Objet du portail

Greffeo Nouvelle-Calédonie est un portail d’accès aux informations légales sur les entreprises calédoniennes. Il n’est **ni la Direction des affaires économiques, ni l’ISEE, ni un service du gouvernement de la Nouvelle-Calédonie ou de l’État**, et ses contenus ne constituent pas une publication officielle. Il ne vend ni ne délivre aucun document du registre du commerce et des sociétés calédonien : les extraits Kbis et les copies des actes et des comptes déposés sont délivrés par la DAE.

## Sources des données

Les informations sur les entreprises proviennent des registres publics de la Nouvelle-Calédonie : le répertoire d’identification des entreprises et des établissements (RIDET) tenu par l’Institut de la statistique et des études économiques (ISEE), qui attribue les numéros RID et RIDET, et le registre du commerce et des sociétés (RCS) tenu par la Direction des affaires économiques (DAE) du gouvernement de la Nouvelle-Calédonie. Elles sont reproduites telles qu’elles sont publiées ; leur correction relève de l’organisme qui tient le registre.

## Propriété intellectuelle

La structure du portail, ses textes, ses illustrations et sa charte graphique sont protégés. Toute reproduction sans autorisation est interdite, sous réserve des droits attachés aux données publiques, qui restent soumises à leurs propres conditions de réutilisation.

## Liens vers d’autres sites

Greffeo renvoie vers des sites publics (ISEE, gouvernement de la Nouvelle-Calédonie, chambres consulaires…) dont il n’est pas responsable du contenu.

## Données personnelles et cookies

Le traitement de vos données personnelles et l’usage des cookies sont décrits dans notre politique de confidentialité. Vous pouvez modifier vos choix de cookies à tout moment avec le lien de gestion des cookies présent en bas de chaque page.

## Nous contacter

Pour toute question sur le portail, utilisez notre page de contact.`,
  seo_title: 'Mentions légales | Greffeo Nouvelle-Calédonie',
  seo_description:
    'Mentions légales du portail Greffeo Nouvelle-Calédonie : éditeur, hébergeur, sources des données (RIDET de l’ISEE, RCS de la DAE) et propriété intellectuelle.',
};
