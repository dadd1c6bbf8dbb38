export const POLITIQUE_CONFIDENTIALITE_NC = {
  titre: 'Politique de confidentialité et traitement des données personnelles',
  chapo:
    'Quelles données Greffeo collecte, pourquoi, sur quelle base légale, combien de temps elles sont conservées et comment exercer vos droits.',
  date_mise_a_jour: '2026-11-29',
  corps: `## Responsable du traitement

Le responsable des traitements décrits ici est l’éditeur du portail Greffeo, identifié dans les mentions légales. Pour toute question sur vos données, écrivez-nous depuis la page de contact en précisant « Données personnelles ».

## Les données que nous collectons

- **Votre compte** : nom, prénom, adresse e-mail, adresse postale, numéros de téléphone, identifiants de connexion.
- **Vos comptes clients** : dénomination et coordonnées de l’entreprise ou de l’organisme, adresses de facturation et d’envoi.
- **Vos paiements** : services souscrits, factures, historique des paiements. Les données de carte bancaire sont traitées par notre prestataire de paiement.
- **Vos surveillances** : entreprises et personnes suivies, groupes de favoris, révélations lues ou non lues, avis consultés, choix des alertes par courriel, courriels d’alerte envoyés, adresse du webhook et état de ses envois.
- **Vos échanges avec nous** : messages envoyés depuis le formulaire de demande.
- **Votre navigation** : éléments stockés dans votre navigateur pour vous garder connecté, conserver votre panier et mémoriser vos choix de cookies ; statistiques de fréquentation si vous les acceptez.

## Pourquoi et sur quelle base légale

| finalité | base légale |
|---|---|
| créer et gérer votre compte, fournir la surveillance et les services souscrits | exécution du contrat |
| facturer et tenir la comptabilité | obligation légale |
| assurer la sécurité du portail et prévenir la fraude | intérêt légitime |
| mesurer l’audience du portail | consentement |
| répondre à vos demandes | intérêt légitime, ou exécution du contrat pour un service souscrit |

## Les informations publiques sur les entreprises

Les fiches d’entreprises, d’établissements et de dirigeants reproduisent des informations issues des registres publics de la Nouvelle-Calédonie : le répertoire d’identification des entreprises et des établissements (RIDET) tenu par l’ISEE et le registre du commerce et des sociétés (RCS) tenu par la Direction des affaires économiques (DAE) du gouvernement de la Nouvelle-Calédonie. Leur diffusion sur Greffeo repose sur l’intérêt légitime d’informer sur les entreprises. Vous pouvez exercer auprès de nous vos droits sur leur affichage sur le portail ; la rectification des informations elles-mêmes relève de l’organisme qui tient le registre : la DAE pour le RCS, l’ISEE pour le RIDET.

## Durées de conservation

- **Compte** : pendant toute la durée d’utilisation, puis supprimé après trois ans sans connexion, ou à votre demande.
- **Factures et pièces comptables** : dix ans, durée imposée par le Code de commerce.
- **Commandes de services** : pendant la durée de la relation, puis archivées le temps des délais de prescription applicables.
- **Demandes adressées au support** : trois ans après le dernier échange.
- **Cookies de mesure d’audience** : treize mois au plus ; votre choix d’accepter ou de refuser est conservé six mois.

## Cookies et traceurs

Les traceurs nécessaires au fonctionnement du portail (connexion, panier, mémorisation de vos choix) ne demandent pas votre consentement. Les traceurs de mesure d’audience ne sont déposés qu’avec votre accord, que vous pouvez retirer à tout moment avec le lien de gestion des cookies présent en bas de chaque page. Refuser ne vous empêche pas d’utiliser le portail.

## Destinataires

Vos données sont destinées aux équipes de Greffeo qui en ont besoin et à nos prestataires techniques (hébergement, paiement, envoi de courriels), qui agissent sur nos instructions. Lorsqu’un prestataire traite des données hors de l’UE, le transfert est encadré par les garanties prévues par le RGPD.

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, du droit de retirer votre consentement à tout moment, et du droit de définir des directives sur le sort de vos données après votre décès. Vous pouvez modifier vos informations et supprimer votre compte depuis votre espace personnel, ou nous écrire depuis la page de contact. Nous répondons dans un délai d’un mois, qui peut être prolongé de deux mois pour une demande complexe ; nous vous en informerions.

Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL, www.cnil.fr).

## Sécurité

Les échanges avec le portail sont chiffrés, l’accès aux données est limité aux personnes habilitées et les mots de passe ne sont jamais conservés en clair.`,
  seo_title: 'Politique de confidentialité | Greffeo Nouvelle-Calédonie',
  seo_description:
    'Données collectées par Greffeo, finalités, bases légales, durées de conservation, cookies et exercice de vos droits (RGPD).',
};
