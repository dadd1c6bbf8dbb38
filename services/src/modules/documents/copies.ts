import { DocumentIntrouvable, emetteur, identification, nomEntreprise, signature } from './pdf/communs.js';
import { dateCourte, dateLongue, eurosEntiers, immatriculation, jourParis, nomGreffe } from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';
import type { Document, Exercice } from '@portail/contrat/entreprises';
import type { ExtraitDocuments } from '../entreprises/index.js';

/*
 * « Copies » of filed accounts and deeds. The registry keeps the record of each filing, not the
 * filed papers: these documents say so, and give what the registry knows (kind, dates, filing
 * number and, for accounts, the key figures unless the company filed them as confidential).
 */

export const CONFIDENTIALITE_COMPTES = 'Comptes déposés avec déclaration de confidentialité';
export const CONFIDENTIALITE_COMPTE_RESULTAT = 'Compte de résultat déposé avec déclaration de confidentialité';

const AVERTISSEMENT =
  'Ce document reproduit les mentions portées au registre du commerce et des sociétés au sujet de chaque dépôt. ' +
  'Il ne constitue pas une reproduction (copie numérisée) des pièces déposées.';

export interface OptionsCopie {
  /** Issue instant (PDF CreationDate and the « au » date); now when omitted. */
  emisLe?: Date;
}

function choisir(documents: readonly Document[], idDocument: number | undefined): Document[] {
  if (idDocument === undefined) return [...documents];
  const document = documents.find((d) => d.id === idDocument);
  // An id of the company's other category is as unknown here as a foreign one.
  if (document === undefined) throw new DocumentIntrouvable(idDocument);
  return [document];
}

function chiffres(mise: Mise, document: Document, exercice: Exercice | undefined): void {
  if (document.confidentialite === 'CONFIDENTIEL') {
    mise.texte(CONFIDENTIALITE_COMPTES, { police: 'gras', retrait: 12, apres: 4 });
    return;
  }
  const resultatConfidentiel = document.confidentialite === 'COMPTE_RESULTAT_CONFIDENTIEL';
  if (resultatConfidentiel) mise.texte(CONFIDENTIALITE_COMPTE_RESULTAT, { police: 'gras', retrait: 12, apres: 2 });
  if (exercice === undefined) {
    mise.texte('Chiffres clés : non saisis au registre pour cet exercice.', { retrait: 12, couleur: GRIS, apres: 4 });
    return;
  }
  if (exercice.confidentiel && !resultatConfidentiel) {
    mise.texte(CONFIDENTIALITE_COMPTES, { police: 'gras', retrait: 12, apres: 4 });
    return;
  }
  const montant = (valeur: number | null) =>
    resultatConfidentiel || exercice.confidentiel
      ? 'Confidentiel'
      : valeur === null
        ? 'Non renseigné'
        : eurosEntiers(valeur);
  mise.champs(
    [
      ['Durée de l’exercice', `${exercice.duree_mois} mois`],
      ['Chiffre d’affaires', montant(exercice.chiffre_affaires)],
      ['Résultat', montant(exercice.resultat)],
      ['Effectif', exercice.effectif === null ? 'Non renseigné' : String(exercice.effectif)],
    ],
    { retrait: 12 },
  );
}

function publicite(document: Document): string {
  switch (document.confidentialite) {
    case 'CONFIDENTIEL':
      return CONFIDENTIALITE_COMPTES;
    case 'COMPTE_RESULTAT_CONFIDENTIEL':
      return CONFIDENTIALITE_COMPTE_RESULTAT;
    default:
      return 'Comptes publics';
  }
}

async function generer(
  donnees: ExtraitDocuments,
  categorie: 'ACTE' | 'COMPTES_ANNUELS',
  idDocument: number | undefined,
  options: OptionsCopie,
): Promise<Buffer> {
  const comptes = categorie === 'COMPTES_ANNUELS';
  const documents = choisir(comptes ? donnees.comptes_annuels : donnees.actes, idDocument);
  const emisLe = options.emisLe ?? new Date();
  const jour = jourParis(emisLe);
  const { entreprise, greffe } = donnees;
  const nom = nomEntreprise(entreprise);
  const numero = immatriculation(entreprise.siren, greffe);
  const intitule = comptes ? 'Comptes annuels déposés' : 'Actes déposés';

  const mise = new Mise({
    titre: `${intitule} – ${nom} – ${numero}`,
    sujet: `Relevé des dépôts inscrits au registre au ${dateLongue(jour)}`,
    motsCles: [intitule, entreprise.siren],
    emisLe,
  });
  mise.deuxColonnes(emetteur(greffe), [
    { texte: `Relevé du ${dateCourte(jour)}`, police: 'gras', taille: 10 },
    ...(entreprise.numero_gestion ? [{ texte: `N° de gestion : ${entreprise.numero_gestion}`, taille: 9.5 }] : []),
  ]);
  mise.filet();
  mise.espace(6);
  mise.titre(intitule, `Relevé des dépôts inscrits au registre du commerce et des sociétés au ${dateLongue(jour)}`);
  mise.texte(AVERTISSEMENT, { taille: 9, police: 'italique', couleur: GRIS, apres: 6, aligne: 'justify' });

  mise.section('Entreprise');
  identification(mise, donnees);

  mise.section(
    comptes
      ? documents.length > 1
        ? 'Comptes annuels'
        : 'Dépôt des comptes annuels'
      : documents.length > 1
        ? 'Actes'
        : 'Dépôt de l’acte',
  );
  if (documents.length === 0) {
    mise.texte(comptes ? 'Aucun compte annuel n’est déposé au registre.' : 'Aucun acte n’est déposé au registre.', {
      apres: 4,
    });
    mise.texte('Néant', { police: 'gras', aligne: 'center', apres: 4 });
  }
  documents.forEach((document, i) => {
    if (comptes) {
      const { libelle } = document;
      mise.sousTitre(
        `${documents.length > 1 ? `${i + 1}. ` : ''}${libelle} – exercice clos le ${dateCourte(document.date_document)}`,
      );
      mise.champs(
        [
          ['Type de dépôt', libelle],
          ['Date de clôture de l’exercice', dateCourte(document.date_document)],
          ['Date de dépôt', dateCourte(document.date_depot)],
          ['Numéro de dépôt', document.numero_depot ?? 'Non attribué'],
          ['Publicité', publicite(document)],
        ],
        { retrait: 12 },
      );
      chiffres(
        mise,
        document,
        donnees.chiffres_cles.find((c) => c.date_cloture === document.date_document),
      );
    } else {
      mise.sousTitre(`${documents.length > 1 ? `${i + 1}. ` : ''}${document.type}`);
      mise.champs(
        [
          ['Nature de l’acte', document.type],
          ['Date de l’acte', dateCourte(document.date_document)],
          ['Date de dépôt', dateCourte(document.date_depot)],
          ['Numéro de dépôt', document.numero_depot ?? 'Non attribué'],
        ],
        { retrait: 12 },
      );
    }
    mise.espace(6);
  });

  signature(mise, 'Fin du relevé', emisLe);
  return mise.terminer({
    entete: `${intitule} – ${nom} – ${numero}`,
    pied: [
      greffe ? `${nomGreffe(greffe)} – ${numero}` : `Greffeo – SIREN ${numero}`,
      `${intitule} – relevé du ${dateCourte(jour)} – ce document n’est pas une copie numérisée des pièces déposées`,
    ],
  });
}

/**
 * The registry's record of the filed annual accounts: one filing (`idDocument`, a
 * COMPTES_ANNUELS document of the company) or all of them. Throws DocumentIntrouvable for an
 * id that is not one of the company's accounts.
 */
export function genererCopieComptesAnnuels(
  donnees: ExtraitDocuments,
  idDocument?: number,
  options: OptionsCopie = {},
): Promise<Buffer> {
  return generer(donnees, 'COMPTES_ANNUELS', idDocument, options);
}

/** The registry's record of the filed deeds (one, `idDocument`, or all). */
export function genererCopieActe(
  donnees: ExtraitDocuments,
  idDocument?: number,
  options: OptionsCopie = {},
): Promise<Buffer> {
  return generer(donnees, 'ACTE', idDocument, options);
}
