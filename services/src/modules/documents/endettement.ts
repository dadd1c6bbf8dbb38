import { categoriesInscription } from '../entreprises/index.js';
import { emetteur, identification, nomEntreprise, signature, type OptionsDate } from './pdf/communs.js';
import { dateCourte, dateLongue, euros, immatriculation, jourParis, nomGreffe, siren } from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';
import type { ExtraitEndettement, Inscription, RechercheDebiteur } from '../entreprises/index.js';

/*
 * État d'endettement: the inscriptions of privilèges and nantissements in force on the issue day,
 * by category in the order of the état (privilèges du Trésor, de la sécurité sociale,
 * nantissements…), each category « Néant » when empty.
 */

const INTITULE = 'État d’endettement';
const SOUS_TITRE = 'État des inscriptions de privilèges et de nantissements';

/** Inscribed by `jour` and not struck off on that day. */
export function enVigueur(
  inscription: Pick<Inscription, 'date_inscription' | 'date_radiation'>,
  jour: string,
): boolean {
  return (
    inscription.date_inscription <= jour && (inscription.date_radiation === null || inscription.date_radiation > jour)
  );
}

/** Summary and per-category lists of one company. */
function inscriptions(mise: Mise, donnees: ExtraitEndettement, jour: string): void {
  const enCours = donnees.inscriptions.filter((i) => enVigueur(i, jour));
  const parCategorie = categoriesInscription.map(([code, libelle]) => ({
    libelle,
    liste: enCours.filter((i) => i.categorie === code),
  }));

  mise.section(`Inscriptions en vigueur au ${dateCourte(jour)}`);
  if (enCours.length === 0) {
    mise.texte(
      `Aucune inscription de privilège ou de nantissement n’est en vigueur au ${dateCourte(jour)} à l’égard de ${nomEntreprise(donnees.entreprise)}.`,
      { apres: 4 },
    );
    mise.texte('Néant', { police: 'gras', taille: 12, aligne: 'center', apres: 6 });
  } else {
    const total = enCours.reduce((somme, i) => somme + (i.montant ?? 0), 0);
    mise.tableau(
      [
        { titre: 'Catégorie', part: 5 },
        { titre: 'Inscriptions', part: 1.4, aligne: 'right' },
        { titre: 'Montant total', part: 2, aligne: 'right' },
      ],
      [
        ...parCategorie.map(({ libelle, liste }) => [
          libelle,
          liste.length === 0 ? 'Néant' : String(liste.length),
          liste.length === 0 ? '' : euros(liste.reduce((somme, i) => somme + (i.montant ?? 0), 0)),
        ]),
        ['Total', String(enCours.length), euros(total)],
      ],
    );
  }

  for (const { libelle, liste } of parCategorie) {
    mise.sousTitre(libelle);
    if (liste.length === 0) {
      mise.texte('Néant', { retrait: 12, couleur: GRIS, apres: 4 });
      continue;
    }
    mise.tableau(
      [
        { titre: 'Numéro', part: 1.5 },
        { titre: 'Date d’inscription', part: 1.4 },
        { titre: 'Greffe', part: 1.4 },
        { titre: 'Créancier', part: 2.8 },
        { titre: 'Montant', part: 1.6, aligne: 'right' },
      ],
      liste.map((i) => [
        i.numero,
        dateCourte(i.date_inscription),
        i.greffe?.ville ?? '',
        i.creancier,
        i.montant === null ? 'Non précisé' : euros(i.montant),
      ]),
    );
  }
}

/** The état of a registry company: every category, « Néant » where nothing is in force. */
export async function genererEtatEndettement(donnees: ExtraitEndettement, options: OptionsDate): Promise<Buffer> {
  const { entreprise, greffe } = donnees;
  const jour = jourParis(options.emisLe);
  const nom = nomEntreprise(entreprise);
  const numero = immatriculation(entreprise.siren, greffe);
  const mise = new Mise({
    titre: `${INTITULE} – ${nom} – ${numero}`,
    sujet: `${SOUS_TITRE} au ${dateLongue(jour)}`,
    motsCles: [INTITULE, entreprise.siren],
    emisLe: options.emisLe,
  });
  mise.deuxColonnes(emetteur(greffe), [
    { texte: `État arrêté au ${dateCourte(jour)}`, police: 'gras', taille: 10 },
    ...(entreprise.numero_gestion ? [{ texte: `N° de gestion : ${entreprise.numero_gestion}`, taille: 9.5 }] : []),
  ]);
  mise.filet();
  mise.espace(6);
  mise.titre(INTITULE, `${SOUS_TITRE} en vigueur au ${dateLongue(jour)}`);
  mise.section('Débiteur');
  identification(mise, donnees);
  inscriptions(mise, donnees, jour);
  signature(mise, 'Fin de l’état', options.emisLe);
  return mise.terminer({
    entete: `${INTITULE} – ${nom} – ${numero} – au ${dateCourte(jour)}`,
    pied: [
      greffe ? `${nomGreffe(greffe)} – ${numero}` : `Greffeo – SIREN ${numero}`,
      `${INTITULE} arrêté au ${dateCourte(jour)}`,
    ],
  });
}

function criteres(recherche: RechercheDebiteur): Array<readonly [string, string]> {
  const { critere } = recherche;
  if ('siren' in critere)
    return [['Numéro SIREN', /^[0-9]{9}$/.test(critere.siren) ? siren(critere.siren) : critere.siren]];
  const { code, nom } = critere.departement;
  return [
    ['Nom ou dénomination', critere.nom],
    ['Département', nom === null ? code : `${code} – ${nom}`],
  ];
}

/**
 * The état ordered for a debtor given by SIREN or by name and département (rechercherDebiteur):
 * for each matching registry company its inscriptions; when none matches, the searched criteria
 * and the statement that no inscription is registered under them.
 */
export async function genererEtatEndettementDebiteur(
  recherche: RechercheDebiteur,
  options: OptionsDate,
): Promise<Buffer> {
  const jour = jourParis(options.emisLe);
  const lignesCriteres = criteres(recherche);
  const designation = lignesCriteres.map(([, valeur]) => valeur).join(', ');
  const mise = new Mise({
    titre: `${INTITULE} – ${designation}`,
    sujet: `${SOUS_TITRE} – recherche par débiteur au ${dateLongue(jour)}`,
    motsCles: [INTITULE, designation],
    emisLe: options.emisLe,
  });
  const greffe = recherche.entreprises.length === 1 ? (recherche.entreprises[0]?.greffe ?? null) : null;
  mise.deuxColonnes(emetteur(greffe), [{ texte: `État arrêté au ${dateCourte(jour)}`, police: 'gras', taille: 10 }]);
  mise.filet();
  mise.espace(6);
  mise.titre(INTITULE, `${SOUS_TITRE} – recherche par débiteur au ${dateLongue(jour)}`);
  mise.section('Critères de recherche');
  mise.champs(lignesCriteres);

  if (recherche.entreprises.length === 0) {
    mise.section('Résultat');
    const sous = 'siren' in recherche.critere ? 'sous ce numéro SIREN' : 'sous ce nom dans ce département';
    mise.texte(
      `Aucune inscription de privilège ou de nantissement n’est enregistrée ${sous} dans les registres tenus par Greffeo à la date du ${dateCourte(jour)} : aucune entreprise immatriculée ne répond aux critères ci-dessus.`,
      { apres: 6, aligne: 'justify' },
    );
    mise.texte('Néant', { police: 'gras', taille: 12, aligne: 'center', apres: 6 });
  } else {
    if (recherche.entreprises.length > 1) {
      mise.texte(`${recherche.entreprises.length} entreprises répondent aux critères de recherche.`, { apres: 4 });
    }
    for (const donnees of recherche.entreprises) {
      mise.section(`Débiteur : ${nomEntreprise(donnees.entreprise)}`);
      identification(mise, donnees);
      inscriptions(mise, donnees, jour);
    }
  }
  signature(mise, 'Fin de l’état', options.emisLe);
  return mise.terminer({
    entete: `${INTITULE} – ${designation} – au ${dateCourte(jour)}`,
    pied: [`${INTITULE} – recherche : ${designation}`, `État arrêté au ${dateCourte(jour)}`],
  });
}
