export const ANNUAIRE_ARNAQUES = {
  titre: 'Annuaire des arnaques au Kbis',
  chapo:
    'Fausses factures « d’inscription au registre », sites qui revendent le Kbis très cher : comment les reconnaître et comment réagir.',
  corps: `## Les fausses factures « registre »

Après une création ou une modification, de nombreuses entreprises reçoivent des courriers ou des e-mails qui ressemblent à une facture officielle : « inscription au registre », « référencement », « annuaire des entreprises »… Il s’agit en réalité d’offres commerciales pour l’inscription dans un annuaire privé, sans aucun caractère obligatoire.

### Les signes qui doivent vous alerter

- un document présenté comme une facture ou un « avis d’échéance », alors que vous n’avez rien commandé ;
- un intitulé proche de celui d’un organisme public (« registre », « répertoire », « Kbis », « RCS ») et parfois une Marianne ou des couleurs tricolores ;
- des informations exactes sur votre entreprise, copiées des registres publics pour inspirer confiance ;
- un délai de paiement très court et un ton pressant ;
- les conditions réelles (abonnement, durée, prix) écrites en petits caractères, souvent au dos.

### Ce qu’il faut savoir

Les frais de l’immatriculation et des formalités se paient au moment de la déclaration, sur le guichet unique. **Aucun organisme public ne vous réclame ensuite de paiement pour « figurer au registre ».**

## Les vendeurs non officiels de Kbis

Certains sites vendent un « Kbis » à un prix bien supérieur à celui d’un extrait délivré par le greffe, parfois sous forme d’abonnement difficile à résilier, ou livrent un simple résumé d’informations publiques.

### Comment vous protéger

- comparez le prix demandé avec les prix publiés de l’extrait Kbis (voir notre page « Tarifs ») ;
- lisez les conditions avant de payer, en particulier toute mention d’abonnement ;
- vérifiez que le document reçu est un véritable extrait, avec son code de vérification et la mention du greffe qui l’a délivré ;
- si vous êtes le représentant légal de l’entreprise, vous pouvez obtenir gratuitement son Kbis avec l’identité numérique MonIdenum (sauf en Moselle, dans le Bas-Rhin, dans le Haut-Rhin et en Nouvelle-Calédonie), et l’extrait gratuit du Registre national des entreprises remplace le Kbis dans de nombreuses démarches administratives.

## Vous avez reçu un courrier douteux ou payé par erreur ?

- ne payez pas et ne signez rien avant d’avoir vérifié l’expéditeur ;
- conservez le courrier, l’e-mail et tout justificatif de paiement ;
- signalez-le sur la plateforme SignalConso (signal.conso.gouv.fr) de la DGCCRF ;
- en cas de paiement, contactez rapidement votre banque, et déposez plainte si vous estimez avoir été victime d’une escroquerie.

Cette page décrit des pratiques ; elle ne met en cause aucune entreprise nommément.`,
  seo_title: 'Arnaques au Kbis et fausses factures « registre » | Greffeo',
  seo_description:
    'Reconnaître les fausses factures d’inscription au registre et les vendeurs non officiels de Kbis, et savoir comment réagir.',
};
