import type { Db } from '../../../db/index.js';
import { isValidSiren, normaliserNumero, tvaIntracommunautaire } from '@portail/domaine';
import { ChampsInvalides, UtilisateurInconnu } from '../erreurs.js';
import { aUnCompteSelectionne, insererCompte, lier, verrouillerUtilisateur } from '../repository/comptes.js';
import { insererPremierePeriode } from '../repository/abonnements.js';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import { minimumRequis } from '@portail/contrat/commun/comptes';
import type { CreationDossierClient } from '@portail/contrat/comptes-clients';
import { aujourdhui } from '@portail/domaine';
import { habilitationsDuCompte } from './habilitations.js';
import { lireCompte, toCompteClient } from './comptes.js';

const texte = (valeur: string | null | undefined) => {
  const propre = valeur?.trim();
  return propre === undefined || propre === '' ? null : propre;
};

/**
 * Rules between fields: a professional is a company (a SIREN with a valid key and its name),
 * a private person has neither; a French postal code has 5 digits.
 */
function verifier(demande: CreationDossierClient): { siren: string | null } {
  const erreurs: Array<{ champ: string; message: string }> = [];
  const siren = demande.siren === undefined || demande.siren === null ? null : normaliserNumero(demande.siren);
  if (demande.type_profil === 'PROFESSIONNEL') {
    if (siren === null) erreurs.push({ champ: 'siren', message: 'est obligatoire pour un professionnel' });
    else if (!isValidSiren(siren)) {
      erreurs.push({ champ: 'siren', message: "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)" });
    }
    if (texte(demande.denomination_sociale) === null) {
      erreurs.push({ champ: 'denomination_sociale', message: 'est obligatoire pour un professionnel' });
    }
  } else {
    if (siren !== null) erreurs.push({ champ: 'siren', message: "ne s'applique pas à un particulier" });
    if (texte(demande.denomination_sociale) !== null) {
      erreurs.push({ champ: 'denomination_sociale', message: "ne s'applique pas à un particulier" });
    }
  }
  for (const champ of ['contact_nom', 'contact_prenom', 'numero_voie_facturation', 'ville_facturation'] as const) {
    if (demande[champ].trim() === '') erreurs.push({ champ, message: minimumRequis(1) });
  }
  const pays = demande.pays_facturation ?? 'FR';
  if (pays === 'FR' && !/^[0-9]{5}$/.test(demande.code_postal_facturation)) {
    erreurs.push({ champ: 'code_postal_facturation', message: 'doit être composé de 5 chiffres' });
  }
  if (demande.date_debut !== undefined && demande.type_compte !== 'ABONNE') {
    erreurs.push({ champ: 'date_debut', message: "ne s'applique qu'à un compte abonné" });
  }
  if (erreurs.length > 0) throw new ChampsInvalides(erreurs);
  return { siren };
}

/**
 * Creates the account, its first period (membership, or a yearly subscription waiting for its
 * payment) and the caller's link as administrator, selected when they had no selected account.
 */
export async function creerDossierClient(
  db: Db,
  utilisateur: string,
  demande: CreationDossierClient,
): Promise<CompteClient> {
  const { siren } = verifier(demande);
  const id = await db.transaction(async (tx) => {
    // Also serialises with a selection running at the same time (see selectionnerCompte).
    if (!(await verrouillerUtilisateur(tx, utilisateur))) throw new UtilisateurInconnu(utilisateur);
    const compte = await insererCompte(tx, {
      type_compte: demande.type_compte,
      type_profil: demande.type_profil,
      siren,
      denomination_sociale: texte(demande.denomination_sociale),
      tva_intra_communautaire: siren === null ? null : tvaIntracommunautaire(siren),
      libelle_courrier: texte(demande.libelle_courrier),
      libelle_facturation: texte(demande.libelle_facturation),
      habilitations: habilitationsDuCompte(demande.type_compte),
    });
    await insererPremierePeriode(tx, {
      compte,
      type_compte: demande.type_compte,
      date_debut: demande.date_debut ?? aujourdhui(),
      adresse: {
        libelle_facturation: texte(demande.libelle_facturation),
        contact_nom: demande.contact_nom.trim(),
        contact_prenom: demande.contact_prenom.trim(),
        numero_voie_facturation: demande.numero_voie_facturation.trim(),
        complement_adresse_facturation: texte(demande.complement_adresse_facturation),
        code_postal_facturation: demande.code_postal_facturation.trim().toUpperCase(),
        ville_facturation: demande.ville_facturation.trim(),
        pays_facturation: demande.pays_facturation ?? 'FR',
      },
    });
    const selectionne = !(await aUnCompteSelectionne(tx, utilisateur));
    await lier(tx, { utilisateur, compte, role: 'ADMINISTRATEUR', selectionne });
    return compte;
  });
  return toCompteClient(await lireCompte(db, utilisateur, id));
}
