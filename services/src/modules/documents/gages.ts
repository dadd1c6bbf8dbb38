import { centimesDeEuros } from '@portail/domaine';
import type { InscriptionGage, ResultatGages } from '@portail/contrat/gages';
import { signature, type OptionsDate } from './pdf/communs.js';
import { dateCourte, dateLongue, deVille, euros, jourParis, siren } from './pdf/formats.js';
import { GRIS, Mise, type Ligne } from './pdf/mise-en-page.js';
import { NBSP } from './pdf/texte.js';

/*
 * État des inscriptions de gages sans dépossession: the certificate of the register of
 * non-possessory pledges (code civil art. 2338) for a pledger searched by SIREN or by name,
 * at one greffe or all of them. The caller gives the inscriptions in force on the issue day, all
 * of them (not paged), in the register's order; this module prints them as given.
 */

const INTITULE = 'État des inscriptions de gages sans dépossession';
const SOUS_TITRE = 'Registre des gages sans dépossession (article 2338 du code civil)';

/** « « MARTIN » », kept on one line with its guillemets. */
const entreGuillemets = (texte: string) => `«${NBSP}${texte}${NBSP}»`;

/** The criteria searched, as label/value rows: the pledger, then the greffe. */
function criteres(resultat: ResultatGages): Array<readonly [string, string]> {
  const { siren: numero, nom, code_greffe } = resultat.criteres;
  const constituant = [
    ...(numero === undefined ? [] : [`SIREN ${siren(numero)}`]),
    ...(nom === undefined ? [] : [`nom contenant ${entreGuillemets(nom)}`]),
  ];
  const greffe =
    resultat.greffe !== null
      ? resultat.greffe.nom
      : code_greffe === undefined
        ? 'tous les greffes'
        : `code ${code_greffe}`;
  return [
    ['Constituant', constituant.length === 0 ? 'Non précisé' : constituant.join(', ')],
    ['Greffe', greffe],
  ];
}

/** One inscription's label/value rows. */
function champsInscription(inscription: InscriptionGage): Array<readonly [string, string]> {
  const { constituant, categorie, mentions } = inscription;
  return [
    ['Numéro d’ordre', inscription.numero],
    ['Greffe', inscription.greffe.nom],
    [
      'Constituant',
      constituant.siren === null ? constituant.nom : `${constituant.nom} – SIREN ${siren(constituant.siren)}`,
    ],
    ['Créancier', inscription.creancier],
    ['Catégorie', `${categorie.code} — ${categorie.libelle}`],
    ['Désignation des biens', inscription.description],
    ['Montant garanti', euros(inscription.montant)],
    ['Date d’inscription', dateCourte(inscription.date_inscription)],
    ['Effet jusqu’au', dateCourte(inscription.date_fin_effet)],
    [
      'Mentions',
      mentions.length === 0
        ? 'Néant'
        : mentions.map((mention) => `${dateCourte(mention.date)} : ${mention.libelle}`).join('\n'),
    ],
  ];
}

/**
 * The certificate of the inscriptions in force in the register of non-possessory pledges for
 * the criteria searched: each inscription as given (number, greffe, pledger, creditor, category,
 * goods, secured amount, dates, mentions), or the statement that none is registered and « Néant ».
 */
export async function genererEtatGages(resultat: ResultatGages, options: OptionsDate): Promise<Buffer> {
  const jour = jourParis(options.emisLe);
  const lignesCriteres = criteres(resultat);
  const designation = lignesCriteres.map(([, valeur]) => valeur).join(', ');
  const mise = new Mise({
    titre: `${INTITULE} – ${designation}`,
    sujet: `${SOUS_TITRE} à la date du ${dateLongue(jour)}`,
    motsCles: [INTITULE, 'Gage sans dépossession', designation],
    emisLe: options.emisLe,
  });
  const emetteur: Ligne[] = [
    { texte: 'Greffeo', police: 'gras', taille: 11 },
    {
      texte:
        resultat.greffe === null ? 'Registre des gages sans dépossession' : `Greffe ${deVille(resultat.greffe.nom)}`,
      taille: 9.5,
    },
    ...(resultat.greffe === null ? [] : [{ texte: `Code greffe ${resultat.greffe.code}`, taille: 8.5, couleur: GRIS }]),
  ];
  mise.deuxColonnes(emetteur, [{ texte: `État arrêté au ${dateCourte(jour)}`, police: 'gras', taille: 10 }]);
  mise.filet();
  mise.espace(6);
  mise.titre(INTITULE, `${SOUS_TITRE}\nà la date du ${dateLongue(jour)}`);
  mise.section('Critères de recherche');
  mise.champs(lignesCriteres);

  const { inscriptions } = resultat;
  if (inscriptions.length === 0) {
    mise.section('Résultat');
    mise.texte(
      `Aucune inscription de gage sans dépossession en vigueur n’est enregistrée sous ces critères au registre des gages sans dépossession à la date du ${dateCourte(jour)}.`,
      { apres: 6, aligne: 'justify' },
    );
    mise.texte('Néant', { police: 'gras', taille: 12, aligne: 'center', apres: 6 });
  } else {
    const totalCentimes = inscriptions.reduce((somme, i) => somme + centimesDeEuros(i.montant), 0);
    mise.section('Résumé');
    mise.champs([
      ['Inscriptions en vigueur', String(inscriptions.length)],
      ['Total des montants garantis', euros(totalCentimes / 100)],
    ]);
    mise.section(`Inscriptions en vigueur au ${dateCourte(jour)}`);
    inscriptions.forEach((inscription, n) => {
      mise.sousTitre(`Inscription ${n + 1} sur ${inscriptions.length}`);
      mise.champs(champsInscription(inscription), { retrait: 12 });
      mise.espace(4);
    });
  }

  mise.espace(6);
  mise.texte(
    'Le présent état ne porte que sur le registre des gages sans dépossession. Les privilèges et les nantissements inscrits figurent à l’état d’endettement.',
    { taille: 9, police: 'italique', aligne: 'justify', apres: 2 },
  );
  signature(mise, 'Fin de l’état', options.emisLe, undefined, 'du registre des gages sans dépossession');
  return mise.terminer({
    entete: `${INTITULE} – ${designation} – au ${dateCourte(jour)}`,
    pied: [`${INTITULE} – recherche : ${designation}`, `État arrêté au ${dateCourte(jour)}`],
  });
}
