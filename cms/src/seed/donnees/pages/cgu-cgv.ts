export const CGU_CGV = {
  titre: 'Conditions générales d’utilisation et de vente',
  chapo: 'Les règles d’utilisation du portail Greffeo et les conditions de vente des documents et services.',
  date_mise_a_jour: '2026-11-27',
  corps: `## 1. Objet

Les présentes conditions régissent l’utilisation du portail Greffeo et la vente des documents et services qui y sont proposés. Toute commande suppose leur acceptation. L’éditeur du portail est identifié dans les mentions légales.

Greffeo est un portail d’accès aux informations légales sur les entreprises : il n’est ni un greffe, ni le GIE Infogreffe, ni un service de l’État.

## 2. Définitions

- **Utilisateur** : toute personne qui navigue sur le portail.
- **Client** : l’utilisateur titulaire d’un compte qui passe commande.
- **Compte client** : le compte au nom duquel sont passées et facturées les commandes ; un même utilisateur peut être rattaché à plusieurs comptes clients.
- **Document** : tout document issu d’un registre public proposé à la commande (extrait Kbis, actes, comptes annuels, état d’endettement, certificats…).

## 3. Accès au portail

La recherche et la consultation des fiches d’entreprises sont accessibles sans compte. La commande de documents, la surveillance d’entreprises et l’espace personnel nécessitent un compte. Le client garde ses identifiants confidentiels et répond de leur utilisation.

L’accès peut être interrompu pour maintenance ou pour des raisons de sécurité, sans que cela ouvre droit à indemnité.

## 4. Comptes membre et abonné

Le **compte membre** est gratuit. Le **compte abonné** est souscrit pour une durée d’un an, par un administrateur du compte client, depuis la page « Mon abonnement » de l’espace personnel ; son prix, 99,00 € TTC par an à la date des présentes, est affiché avant la souscription et payé en une fois, comme une commande (article 7). Les droits d’abonné sont ouverts pour la période payée, à compter du jour du paiement.

L’abonnement ne se renouvelle pas tacitement : trente jours avant son échéance, un renouvellement est proposé au paiement et un courriel de rappel est adressé aux administrateurs du compte. Un renouvellement payé avant l’échéance prend effet le lendemain de celle-ci. À défaut de paiement, l’abonnement prend fin à son échéance et le compte retrouve les droits d’un compte membre. Le client peut demander son désabonnement depuis son espace personnel : l’abonnement reste alors actif jusqu’à son échéance et n’est pas renouvelé.

Un compte dont la situation l’exige (radiation, suspension, interdiction) peut voir ses fonctions limitées.

## 5. Commandes

Le client sélectionne les documents ou services, choisit le mode de diffusion (électronique ou courrier) et, pour un Kbis périodique, la fréquence et la durée des envois. Le récapitulatif du panier indique le prix de chaque article toutes taxes comprises. La commande est ferme après validation du paiement ; une confirmation est alors adressée au client.

## 6. Prix

Les émoluments des greffiers sont des tarifs réglementés, fixés par arrêté. Les frais de transmission ou d’envoi, les redevances et les prix des services propres au portail sont indiqués séparément lorsqu’ils s’appliquent. Le prix applicable est celui affiché au panier au moment de la validation.

## 7. Paiement

Le paiement s’effectue par carte bancaire ou, selon le compte, par les autres moyens proposés au moment du paiement (portefeuille électronique, virement, prélèvement, facturation mensuelle…). Les factures sont disponibles dans l’espace personnel.

## 8. Délivrance

Un document en diffusion électronique est mis à disposition dans l’espace personnel, rubrique « Mes commandes ». Un document en diffusion papier est envoyé par courrier à l’adresse indiquée. Les documents reflètent l’état du registre à leur date de délivrance.

## 9. Droit de rétractation

Le consommateur dispose en principe d’un délai de quatorze jours pour se rétracter. Conformément à l’article L221-28 du Code de la consommation, ce droit ne peut toutefois pas être exercé pour un contenu numérique fourni sans support matériel dont l’exécution a commencé avec son accord préalable exprès et sa renonciation expresse à ce droit : c’est le cas des documents délivrés immédiatement par voie électronique. Le client en est informé et donne cet accord avant de valider sa commande.

## 10. Surveillance d’entreprises

La surveillance signale, par des révélations, les événements enregistrés au registre sur les entreprises et les personnes suivies, dans les domaines choisis par le client. Elle dépend de la publication des informations par les organismes qui tiennent les registres : Greffeo ne garantit ni l’exhaustivité des événements signalés, ni leur délai de publication.

Elle est réservée aux titulaires d’un compte membre ou abonné. L’ouverture d’une surveillance est gratuite ; le nombre de surveillances actives est limité selon le compte (à la date des présentes : une pour un compte membre, cinquante pour un compte abonné dont l’abonnement est payé). L’avis détaillé d’une révélation est facturé lorsque le client choisit de le consulter, une seule fois par révélation, au prix affiché avant sa consultation ; ce montant est débité du portefeuille électronique si son solde le permet, sinon porté sur la facture mensuelle du compte client. Les alertes par courriel peuvent être modifiées ou arrêtées à tout moment.

Une surveillance prend fin lorsque le client y met fin ou lorsque l’entreprise est radiée, après une dernière révélation signalant la radiation ; les révélations déjà reçues restent consultables.

## 11. Responsabilité

Les informations sur les entreprises proviennent des registres publics et sont reproduites telles qu’elles y figurent. Greffeo n’est pas responsable de leur contenu ; leur correction relève de l’organisme qui tient le registre. Les contenus éditoriaux du portail sont fournis à titre d’information et ne constituent pas un conseil juridique.

## 12. Données personnelles

Les traitements de données personnelles sont décrits dans la politique de confidentialité.

## 13. Réclamations et médiation

Toute réclamation peut être adressée depuis la page de contact, en indiquant la référence de la commande concernée. Le consommateur peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées figurent dans les mentions légales.

## 14. Droit applicable

Les présentes conditions sont soumises au droit français. Elles peuvent être modifiées ; la version applicable est celle en vigueur à la date de la commande.`,
  seo_title: 'Conditions générales d’utilisation et de vente | Greffeo',
  seo_description:
    'Conditions d’utilisation du portail Greffeo et conditions de vente des documents et services : commande, prix, paiement, délivrance.',
};
