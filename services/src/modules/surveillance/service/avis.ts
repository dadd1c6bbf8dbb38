import { aujourdhui, dateFrancaise, prix } from '@portail/domaine';

import type { Db, Queryable } from '../../../db/index.js';
import type { Revelation } from '@portail/contrat/surveillance';
import type { AvisRevelation, ModeFacturationAvis } from '@portail/contrat/surveillance-avis';
import { debiterPortefeuille, echeanceFacturation, TRAVAIL_FACTURATION_DIFFEREE } from '../../commandes/index.js';
import { nomGreffe } from '../../documents/index.js';
import { ajouterTravail } from '../../travaux/index.js';
import { Introuvable, TarifAvisAbsent } from '../erreurs.js';
import {
  insererConsultation,
  insererLigneDifferee,
  lireConsultation,
  lireEvenementAvis,
  tarifAvis,
  verrouillerRevelation,
  type TarifAvis,
} from '../repository/avis.js';
import { lireRevelations } from '../repository/lecture.js';
import { exigerOuvert, type Compte } from './contexte.js';
import { redigerAvis } from './redaction-avis.js';

/**
 * Notices (« avis ») of révélations (FACTS §7): reading one's price is free; consulting charges it
 * once — to the wallet when its balance covers it, otherwise as a line of the account's monthly
 * deferred invoice — and gives its text. Price rows: `tarifs_avis_surveillance` (migration 018).
 */

async function revelationDuCompte(db: Queryable, compte: Compte, id: number): Promise<Revelation> {
  const [revelation] = await lireRevelations(db, compte.id, 'r.id = $2', [id]);
  if (revelation === undefined) throw new Introuvable('revelation', { id, compte: compte.id });
  return revelation;
}

async function tarifDuJour(db: Queryable, compte: Compte, revelation: Revelation, jour: string): Promise<TarifAvis> {
  const tarif = await tarifAvis(db, compte.id, revelation.type, jour);
  if (tarif === undefined) throw new TarifAvisAbsent({ compte: compte.id, type: revelation.type, jour });
  return tarif;
}

/** The notice's text, written from its registry event. */
async function texte(db: Queryable, compte: Compte, id: number): Promise<AvisRevelation['avis']> {
  const evenement = await lireEvenementAvis(db, compte.id, id);
  if (evenement === undefined) return null;
  const greffe =
    evenement.greffe_code === null || evenement.greffe_type === null
      ? null
      : {
          code: evenement.greffe_code,
          libelle: nomGreffe({ type: evenement.greffe_type, nom: String(evenement.greffe_nom) }),
        };
  return redigerAvis({ ...evenement, greffe });
}

/** GET revelation/avis: before consultation, today's price and no text; after, the price charged and the text. */
export async function lireAvis(db: Queryable, compte: Compte, id: number): Promise<AvisRevelation> {
  const revelation = await revelationDuCompte(db, compte, id);
  const consultation = await lireConsultation(db, compte.id, id);
  if (consultation === undefined) {
    const tarif = await tarifDuJour(db, compte, revelation, aujourdhui());
    return {
      revelation,
      prix: prix({ ht: tarif.ht_centimes, ttc: tarif.ttc_centimes }),
      source_prix: tarif.source,
      consultee_le: null,
      mode_facturation: null,
      avis: null,
    };
  }
  return {
    revelation,
    prix: prix({ ht: consultation.ht_centimes, ttc: consultation.ttc_centimes }),
    source_prix: consultation.source,
    consultee_le: new Date(consultation.consultee_le).toISOString(),
    mode_facturation: consultation.mode_facturation,
    avis: await texte(db, compte, id),
  };
}

/**
 * POST revelation/avis: consults the notice. The révélation's row is locked, so a second or
 * concurrent consultation finds the first one's row and charges nothing (the primary key of
 * consultations_avis backs it). A blocked account may not run up charges: 403.
 */
export async function consulterAvis(db: Db, compte: Compte, id: number): Promise<AvisRevelation> {
  const revelation = await revelationDuCompte(db, compte, id);
  exigerOuvert(compte);
  await db.transaction(async (tx) => {
    if (!(await verrouillerRevelation(tx, compte.id, id)))
      throw new Introuvable('revelation', { id, compte: compte.id });
    if ((await lireConsultation(tx, compte.id, id)) !== undefined) return;
    const jour = aujourdhui();
    const tarif = await tarifDuJour(tx, compte, revelation, jour);
    const libelle = `Avis de surveillance : ${revelation.libelle} – ${revelation.entreprise.denomination} (SIREN ${revelation.entreprise.siren}), événement du ${dateFrancaise(revelation.date_evenement)}`;
    const mouvement = (await debiterPortefeuille(tx, { compte: compte.id, libelle, ttc: tarif.ttc_centimes })) ?? null;
    let ligne: number | null = null;
    if (mouvement === null) {
      const { periode, date } = echeanceFacturation(jour);
      ligne = await insererLigneDifferee(tx, {
        compte: compte.id,
        periode,
        libelle,
        ht: tarif.ht_centimes,
        ttc: tarif.ttc_centimes,
        revelation: id,
      });
      // The month's invoice of the account (module commandes), on the 1st of next month.
      await ajouterTravail(tx, {
        type: TRAVAIL_FACTURATION_DIFFEREE,
        cle: `${compte.id}:${periode}`,
        donnees: { compte: compte.id, periode },
        executerApres: date,
      });
    }
    const mode: ModeFacturationAvis = mouvement === null ? 'FACTURE_MENSUELLE' : 'PORTEFEUILLE';
    await insererConsultation(tx, {
      revelation: id,
      compte: compte.id,
      utilisateur: compte.utilisateur,
      tarif,
      mode,
      mouvement,
      ligne,
    });
    await tx.query('UPDATE revelations SET lue_le = COALESCE(lue_le, now()) WHERE id = $1', [id]);
  });
  return lireAvis(db, compte, id);
}
