import type { Queryable } from '../../../db/index.js';
import {
  DocumentIntrouvable as DocumentRegistreIntrouvable,
  EntrepriseNonImmatriculee,
  estImmatriculee,
  genererCertificatProceduresCollectives,
  genererCopieActe,
  genererCopieComptesAnnuels,
  genererEtatEndettement,
  genererEtatEndettementDebiteur,
  genererEtatGages,
  genererCopieDecision,
  genererFacture,
  genererJustificatif,
  genererKbis,
  nouveauCodeVerification,
  scellerPdf,
  type ClientFacture,
  type DonneesFacture as DonneesFacturePdf,
  type LigneFacture,
  type Sceau,
} from '../../documents/index.js';
import {
  lireExtraitDocuments,
  lireExtraitEndettement,
  lireExtraitKbis,
  lireExtraitProcedures,
  rechercherDebiteur,
} from '../../entreprises/index.js';
import { lireEtatGages } from '../../gages/index.js';
import { sourceAffaires, type SourceAffaires } from '../../affaires/index.js';
import type { Vendeur } from '../../../config.js';
import type { Prix } from '@portail/contrat/commun/paniers';
import type { ArticleRow } from '../repository/commandes.js';
import type { Commande } from '@portail/contrat/commandes';
import { findBlocFacturation } from '../../comptes-clients/index.js';

export interface DocumentProduit {
  libelle: string;
  nomFichier: string;
  contenu: Uint8Array;
  codeVerification?: string;
  siren?: string;
  denomination?: string;
  greffeCode?: string;
  numero_gestion?: string | null;
}

interface Contexte {
  /** Where the cases come from (copies of decisions); this registry's own by default. */
  affaires?: SourceAffaires;
  emisLe: Date;
  siteUrl: string;
  /** AAAA-MM-JJ (Paris) of the issue. */
  jour: string;
  /** The portal's electronic seal, applied to every document issued (sceauDesDocuments). */
  sceau: Sceau;
}

/** The public page where anyone checks a code (site: src/pages/verifier-un-document.tsx). */
export const urlVerification = (siteUrl: string, code: string) =>
  `${siteUrl}/verifier-un-document?code=${encodeURIComponent(code)}`;

const nomFichier = (prefixe: string, siren: string | null, jour: string) =>
  `${prefixe}${siren ? `-${siren}` : ''}-${jour}.pdf`;

/** A registry document that can no longer be produced is a fault to fix, not a silent skip. */
class ProductionImpossible extends Error {
  constructor(article: ArticleRow, raison: string) {
    super(`Document impossible pour l’article ${article.id} (${article.type}) : ${raison}`);
    this.name = 'ProductionImpossible';
  }
}

/**
 * The electronic document of one order line, from the registry as it stands at issue, sealed with
 * the portal's certificate (signing time: the issue), so the fingerprint the caller stores is the
 * sealed bytes'. undefined for an article with no document to produce here (a copy of a judgment
 * ordered before cases were served is requested from the greffe).
 */
export async function produireDocument(
  db: Queryable,
  article: ArticleRow,
  contexte: Contexte,
): Promise<DocumentProduit | undefined> {
  const document = await composerDocument(db, article, contexte);
  if (document === undefined) return undefined;
  const contenu = await scellerPdf(Buffer.from(document.contenu), contexte.sceau, {
    le: contexte.emisLe,
    contact: `${contexte.siteUrl}/verifier-un-document`,
  });
  return { ...document, contenu };
}

async function composerDocument(
  db: Queryable,
  article: ArticleRow,
  contexte: Contexte,
): Promise<DocumentProduit | undefined> {
  const { emisLe, siteUrl, jour } = contexte;
  const idEntite = article.id_entite;
  const idDocument = typeof article.donnees.id_document === 'number' ? article.donnees.id_document : undefined;
  const exigerEntite = () => {
    if (idEntite === null) throw new ProductionImpossible(article, 'aucune entreprise');
    return idEntite;
  };
  try {
    switch (article.type) {
      case 'KBIS':
      case 'KBIS_PERIODIQUE': {
        const donnees = await lireExtraitKbis(db, exigerEntite());
        if (donnees === undefined) throw new ProductionImpossible(article, 'entreprise absente du registre');
        if (!estImmatriculee(donnees)) throw new EntrepriseNonImmatriculee(donnees.entreprise.siren);
        const code = nouveauCodeVerification();
        const contenu = await genererKbis(donnees, {
          codeVerification: code,
          urlVerification: urlVerification(siteUrl, code),
          emisLe,
        });
        const personne = donnees.entreprise.personne_physique;
        return {
          libelle: personne ? 'Extrait K' : 'Extrait Kbis',
          nomFichier: nomFichier(personne ? 'Extrait-K' : 'Extrait-Kbis', donnees.entreprise.siren, jour),
          contenu,
          codeVerification: code,
          siren: donnees.entreprise.siren,
          denomination: donnees.entreprise.denomination,
          greffeCode: donnees.greffe?.code,
          numero_gestion: donnees.entreprise.numero_gestion,
        };
      }
      case 'CERTIFICAT_PROCEDURES_COLLECTIVES': {
        const donnees = await lireExtraitProcedures(db, exigerEntite());
        if (donnees === undefined) throw new ProductionImpossible(article, 'entreprise absente du registre');
        const code = nouveauCodeVerification();
        const contenu = await genererCertificatProceduresCollectives(donnees, {
          codeVerification: code,
          urlVerification: urlVerification(siteUrl, code),
          emisLe,
        });
        return {
          libelle: 'Certificat relatif aux procédures collectives',
          nomFichier: nomFichier('Certificat-procedures-collectives', donnees.entreprise.siren, jour),
          contenu,
          codeVerification: code,
          siren: donnees.entreprise.siren,
          denomination: donnees.entreprise.denomination,
          greffeCode: donnees.greffe?.code,
          numero_gestion: donnees.entreprise.numero_gestion ?? null,
        };
      }
      case 'COMPTES_ANNUELS':
      case 'ACTE': {
        const donnees = await lireExtraitDocuments(db, exigerEntite());
        if (donnees === undefined) throw new ProductionImpossible(article, 'entreprise absente du registre');
        const comptes = article.type === 'COMPTES_ANNUELS';
        const contenu = comptes
          ? await genererCopieComptesAnnuels(donnees, idDocument, { emisLe })
          : await genererCopieActe(donnees, idDocument, { emisLe });
        return {
          libelle: comptes ? 'Copie des comptes annuels' : 'Copie d’acte',
          nomFichier: nomFichier(comptes ? 'Comptes-annuels' : 'Acte', donnees.entreprise.siren, jour),
          contenu,
          siren: donnees.entreprise.siren,
          denomination: donnees.entreprise.denomination,
          greffeCode: donnees.greffe?.code,
        };
      }
      case 'ETAT_ENDETTEMENT': {
        const donnees = await lireExtraitEndettement(db, exigerEntite());
        if (donnees === undefined) throw new ProductionImpossible(article, 'entreprise absente du registre');
        return {
          libelle: 'État d’endettement',
          nomFichier: nomFichier('Etat-endettement', donnees.entreprise.siren, jour),
          contenu: await genererEtatEndettement(donnees, { emisLe }),
          siren: donnees.entreprise.siren,
          denomination: donnees.entreprise.denomination,
          greffeCode: donnees.greffe?.code,
        };
      }
      case 'ETAT_ENDETTEMENT_DEBITEUR': {
        const { siren, nom, departement } = article.donnees as { siren?: string; nom?: string; departement?: string };
        const critere =
          typeof siren === 'string'
            ? { siren }
            : typeof nom === 'string' && typeof departement === 'string'
              ? { nom, departement }
              : undefined;
        if (critere === undefined) throw new ProductionImpossible(article, 'débiteur sans SIREN ni nom');
        const recherche = await rechercherDebiteur(db, critere);
        return {
          libelle: 'État d’endettement par débiteur',
          nomFichier: nomFichier(
            'Etat-endettement-debiteur',
            'siren' in critere ? (critere.siren ?? null) : null,
            jour,
          ),
          contenu: await genererEtatEndettementDebiteur(recherche, { emisLe }),
        };
      }
      case 'COPIE_JUGEMENT': {
        const { id_affaire, id_decision } = article.donnees as { id_affaire?: number; id_decision?: number };
        // Articles ordered before cases were served name no case: the greffe sends those copies.
        if (id_affaire === undefined || id_decision === undefined) return undefined;
        const source = contexte.affaires ?? sourceAffaires(undefined);
        const affaire = await source.lire(db, id_affaire, jour);
        if (affaire === undefined) throw new ProductionImpossible(article, `affaire ${id_affaire} introuvable`);
        const decision = affaire.decisions.find((d) => d.id === id_decision);
        if (decision === undefined) throw new ProductionImpossible(article, `décision ${id_decision} introuvable`);
        const code = nouveauCodeVerification();
        return {
          libelle: decision.type.code === 'ORDONNANCE' ? 'Copie d’ordonnance' : 'Copie de jugement',
          nomFichier: nomFichier(`Copie-decision-${affaire.numero_rg}`, null, jour),
          contenu: await genererCopieDecision(affaire, id_decision, {
            emisLe,
            codeVerification: code,
            urlVerification: urlVerification(siteUrl, code),
          }),
          codeVerification: code,
          greffeCode: affaire.greffe.code,
        };
      }
      case 'ETAT_GAGES': {
        const { siren, nom, code_greffe } = article.donnees as { siren?: string; nom?: string; code_greffe?: string };
        if (siren === undefined && nom === undefined)
          throw new ProductionImpossible(article, 'constituant sans SIREN ni nom');
        const etat = await lireEtatGages(db, { siren, nom, code_greffe }, emisLe);
        return {
          libelle: 'État des inscriptions de gages sans dépossession',
          nomFichier: nomFichier('Etat-gages', etat.criteres.siren ?? null, jour),
          contenu: await genererEtatGages(etat, { emisLe }),
          ...(etat.criteres.siren === undefined ? {} : { siren: etat.criteres.siren }),
        };
      }
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof DocumentRegistreIntrouvable) throw new ProductionImpossible(article, error.message);
    throw error;
  }
}

/** An invoice as the orders module knows it; the seller comes from the configuration. */
export interface DonneesFacture {
  numero: string;
  date: string;
  referenceCommande: string | null;
  jourCommande: string | null;
  periode: string | null;
  moyenPaiement: string;
  payeLe: Date | null;
  acheteur: {
    numeroClient: string;
    nom: string;
    siren: string | null;
    tva_intracommunautaire: string | null;
    adresse: string[];
  };
  lignes: Array<{ libelle: string; quantite: number; prixUnitaire: Prix; montant: Prix }>;
  total: Prix;
}

/** The billing block of the account: its newest subscription period carries the address (SPEC §3). */
export async function acheteur(db: Queryable, compte: number): Promise<DonneesFacture['acheteur']> {
  const c = await findBlocFacturation(db, compte);
  if (c === undefined) throw new Error(`Compte client ${compte} introuvable pour sa facture`);
  const contact = [c.contact_prenom, c.contact_nom].filter(Boolean).join(' ');
  return {
    numeroClient: c.numero_client,
    nom: c.libelle_facturation ?? c.denomination_sociale ?? contact,
    siren: c.siren,
    tva_intracommunautaire: c.tva_intra_communautaire,
    adresse: [
      c.numero_voie_facturation,
      c.complement_adresse_facturation,
      [c.code_postal_facturation, c.ville_facturation].filter(Boolean).join(' '),
      c.pays_facturation && c.pays_facturation !== 'FR' ? c.pays_facturation : null,
    ].filter((ligne): ligne is string => typeof ligne === 'string' && ligne !== ''),
  };
}

export function clientFacture(acheteur: DonneesFacture['acheteur']): ClientFacture {
  return {
    nom: acheteur.nom,
    adresse: acheteur.adresse,
    siren: acheteur.siren,
    tva_intracommunautaire: acheteur.tva_intracommunautaire,
    reference: acheteur.numeroClient,
  };
}

export async function pdfFacture(facture: DonneesFacture, vendeur: Vendeur): Promise<Uint8Array> {
  const lignes: LigneFacture[] = facture.lignes.map((ligne) => {
    const [designation, ...detail] = ligne.libelle.split(' – ');
    return {
      designation: designation ?? ligne.libelle,
      detail: detail.length > 0 ? detail.join(' – ') : null,
      quantite: ligne.quantite,
      prixUnitaire: ligne.prixUnitaire,
      montant: ligne.montant,
    };
  });
  const donnees: DonneesFacturePdf = {
    vendeur,
    client: clientFacture(facture.acheteur),
    numero: facture.numero,
    dateFacture: facture.date,
    referenceCommande: facture.referenceCommande,
    dateCommande: facture.jourCommande,
    periode: facture.periode,
    lignes,
    total: facture.total,
    paiement: {
      moyen: facture.moyenPaiement,
      date: facture.payeLe === null ? null : facture.date,
      echeance: facture.payeLe === null ? finDuMoisSuivant(facture.date) : null,
    },
  };
  return genererFacture(donnees);
}

/** Deferred billing is due at the end of the month following the invoice. */
function finDuMoisSuivant(jour: string): string {
  const [annee, mois] = jour.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(annee, mois + 1, 0)).toISOString().slice(0, 10);
}

export function pdfJustificatif(commande: Commande, vendeur: Vendeur): Promise<Buffer> {
  return genererJustificatif(commande, { vendeur, emisLe: new Date(commande.paye_le ?? commande.date_commande) });
}
