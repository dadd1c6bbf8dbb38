/**
 * Specimens: fictitious documents showing what a real one looks like. Every figure
 * is invented for the example and the entry always carries the « Spécimen » mention.
 */
export const SPECIMENS = [
  {
    slug: 'performance-financiere',
    titre: 'Spécimen : tableau de performance financière',
    nature: 'performance_financiere',
    mention: 'Spécimen : données fictives, sans rapport avec une entreprise réelle',
    description:
      'Exemple de présentation des chiffres clés d’une entreprise sur trois exercices, tels qu’ils peuvent être tirés de ses comptes annuels déposés.',
    unite: 'milliers d’euros',
    tableau: {
      colonnes: ['Exercice 2022', 'Exercice 2023', 'Exercice 2024'],
      lignes: [
        { libelle: 'Chiffre d’affaires', valeurs: [1250, 1384, 1472] },
        { libelle: 'Résultat d’exploitation', valeurs: [96, 118, 104] },
        { libelle: 'Résultat net', valeurs: [61, 79, 70] },
        { libelle: 'Capitaux propres', valeurs: [412, 476, 521] },
        { libelle: 'Effectif moyen (personnes)', valeurs: [14, 16, 17] },
      ],
    },
    note: `## Comment lire ce tableau ?

- Le **chiffre d’affaires** mesure l’activité de l’exercice.
- Le **résultat d’exploitation** montre ce que rapporte l’activité courante, avant les éléments financiers et exceptionnels.
- Le **résultat net** est le bénéfice ou la perte de l’exercice.
- Les **capitaux propres** représentent ce que l’entreprise possède en propre, après déduction de ses dettes.

Ce tableau est un **spécimen** : les montants sont fictifs et ne décrivent aucune entreprise.`,
  },
];
