export const CGU_CGV_NC = {
  titre: 'Conditions générales d’utilisation et de vente',
  chapo: 'Les règles d’utilisation du portail Greffeo Nouvelle-Calédonie et les conditions de vente de ses services.',
  date_mise_a_jour: '2026-11-29',
  corps: `## 1. Objet

Les présentes conditions régissent l’utilisation du portail Greffeo Nouvelle-Calédonie et la vente des services qui y sont proposés. Toute commande suppose leur acceptation. L’éditeur du portail est identifié dans les mentions légales.

Greffeo est un portail d’accès aux informations légales sur les entreprises : il n’est ni la Direction des affaires économiques (DAE), ni l’ISEE, ni un service du gouvernement de la Nouvelle-Calédonie ou de l’État.

## 2. Définitions

- **Utilisateur** : toute personne qui navigue sur le portail.
- **Client** : l’utilisateur titulaire d’un compte qui souscrit un service.
- **Compte client** : le compte au nom duquel sont souscrits et facturés les services ; un même utilisateur peut être rattaché à plusieurs comptes clients.
- **Registres** : le répertoire d’identification des entreprises et des établissements (RIDET) tenu par l’ISEE et le registre du commerce et des sociétés (RCS) de la Nouvelle-Calédonie tenu par la DAE.

## 3. Accès au portail

La recherche et la consultation des fiches d’entreprises, d’établissements et de dirigeants sont accessibles sans compte. La surveillance d’entreprises et l’espace personnel nécessitent un compte. Le client garde ses identifiants confidentiels et répond de leur utilisation.

L’accès peut être interrompu pour maintenance ou pour des raisons de sécurité, sans que cela ouvre droit à indemnité.

## 4. Comptes membre et abonné

Le **compte membre** est gratuit. Le **compte abonné** est souscrit pour une durée d’un an, par un administrateur du compte client, depuis la page « Mon abonnement » de l’espace personnel ; son prix est affiché avant la souscription et payé en une fois, comme une commande (article 7). Les droits d’abonné sont ouverts pour la période payée, à compter du jour du paiement.

L’abonnement ne se renouvelle pas tacitement : trente jours avant son échéance, un renouvellement est proposé au paiement et un courriel de rappel est adressé aux administrateurs du compte. Un renouvellement payé avant l’échéance prend effet le lendemain de celle-ci. À défaut de paiement, l’abonnement prend fin à son échéance et le compte retrouve les droits d’un compte membre. Le client peut demander son désabonnement depuis son espace personnel : l’abonnement reste alors actif jusqu’à son échéance et n’est pas renouvelé.

Un compte dont la situation l’exige (radiation, suspension, interdiction) peut voir ses fonctions limitées.

## 5. Commandes

Greffeo Nouvelle-Calédonie **ne vend ni ne délivre aucun document du RCS calédonien** (extrait Kbis, copies des actes ou des comptes déposés) : ces documents sont délivrés par la DAE, à qui il faut les demander. Les commandes passées sur le portail ne portent que sur ses propres services payants. Le récapitulatif indique le prix de chaque service toutes taxes comprises. La commande est ferme après validation du paiement ; une confirmation est alors adressée au client.

## 6. Prix

Le prix de chaque service payant du portail est affiché dans le panier ou dans l’espace personnel avant la validation. Le prix applicable est celui affiché au moment de la validation.

## 7. Paiement

Le paiement s’effectue par carte bancaire ou, selon le compte, par les autres moyens proposés au moment du paiement (portefeuille électronique, virement, prélèvement, facturation mensuelle…). Les factures sont disponibles dans l’espace personnel.

## 8. Informations du registre

Les fiches des entreprises, des établissements et des dirigeants reflètent les informations des registres telles qu’elles sont connues du portail à la date de leur consultation. Elles ne remplacent pas un extrait Kbis ni un avis de situation RIDET, délivrés respectivement par la DAE et par l’ISEE.

## 9. Droit de rétractation

Lorsque la réglementation applicable ouvre au consommateur un droit de rétractation, ce droit ne peut pas être exercé pour un contenu numérique fourni sans support matériel dont l’exécution a commencé avec son accord préalable exprès et sa renonciation expresse à ce droit. Le client en est informé et donne cet accord avant de valider sa commande.

## 10. Surveillance d’entreprises

La surveillance signale, par des révélations, les événements enregistrés au registre sur les entreprises et les personnes suivies, dans les domaines choisis par le client. Elle dépend de la publication des informations par les organismes qui tiennent les registres : Greffeo ne garantit ni l’exhaustivité des événements signalés, ni leur délai de publication.

Elle est réservée aux titulaires d’un compte membre ou abonné. L’ouverture d’une surveillance est gratuite ; le nombre de surveillances actives est limité selon le compte (à la date des présentes : une pour un compte membre, cinquante pour un compte abonné dont l’abonnement est payé). Lorsque la consultation de l’avis détaillé d’une révélation est payante, elle est facturée une seule fois par révélation, au prix affiché avant sa consultation ; ce montant est débité du portefeuille électronique si son solde le permet, sinon porté sur la facture mensuelle du compte client. Les alertes par courriel peuvent être modifiées ou arrêtées à tout moment.

Une surveillance prend fin lorsque le client y met fin ou lorsque l’entreprise est radiée, après une dernière révélation signalant la radiation ; les révélations déjà reçues restent consultables.

## 11. Responsabilité

Les informations sur les entreprises proviennent des registres publics et sont reproduites telles qu’elles y figurent. Greffeo n’est pas responsable de leur contenu ; leur correction relève de l’organisme qui tient le registre : la DAE pour le RCS, l’ISEE pour le RIDET. Les contenus éditoriaux du portail sont fournis à titre d’information et ne constituent pas un conseil juridique.

## 12. Données personnelles

Les traitements de données personnelles sont décrits dans la politique de confidentialité.

## 13. Réclamations et médiation

Toute réclamation peut être adressée depuis la page de contact, en indiquant la référence de la commande concernée. Le consommateur peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées figurent dans les mentions légales.

## 14. Droit applicable

Les présentes conditions sont soumises au droit français. Elles peuvent être modifiées ; la version applicable est celle en vigueur à la date de la commande.`,
  seo_title: 'Conditions générales d’utilisation et de vente | Greffeo Nouvelle-Calédonie',
  seo_description:
    'Conditions d’utilisation du portail Greffeo Nouvelle-Calédonie et conditions de vente de ses services : compte, surveillance, prix, paiement.',
};
