import type { Queryable } from '../../../db/index.js';
import { deposer, type Confidentialite } from '../generateur/actes.js';
import type { Contexte } from '../generateur/contexte.js';
import { dateFrancaise, derniereCloture, iso, jour, type Jour } from '../generateur/dates.js';
import { Personnes } from '../generateur/personnes.js';
import type { Evenement } from './evenements.js';
import { familleDe, profilDe, type EntrepriseTiree, type Tireur } from './entreprises-tirees.js';

/** What every change of a day shares. */
export interface Journee {
  tx: Queryable;
  ctx: Contexte;
  tireur: Tireur;
  date: Jour;
  evenements: Evenement[];
  personnes: Personnes;
  /** The last establishment rank given today, per company (establishments are written at the end of the day). */
  rangs: Map<number, number>;
}

const SOCIETE = 'NOT e.personne_physique';
const COMMERCIALE = `e.forme_juridique_code ~ '^(5[2-8]|57)'`;

function deposerActe(j: Journee, e: EntrepriseTiree, type: string): void {
  const profil = profilDe(e, j.ctx.referentiel, j.date);
  // Signed days or weeks before its filing, never before the company existed.
  const signe = Math.max(profil.creation, j.date - j.ctx.alea.entier(3, 30));
  deposer(j.ctx, profil, 'ACTE', type, signe, j.date);
}

/** Annual accounts of the last closed financial year, filed within the legal delay, some confidential. */
export async function depotComptes(j: Journee, nombre: number): Promise<number> {
  const { alea } = j.ctx;
  const tirees = await j.tireur.tirer(nombre * 2, `${SOCIETE} AND ${COMMERCIALE} AND e.cloture_exercice IS NOT NULL`);
  let faits = 0;
  for (const e of tirees) {
    if (faits === nombre) break;
    const cloture = derniereCloture(e.cloture_exercice as string, j.date - 30);
    // A first financial year lasts at least six months.
    if (e.date_immatriculation === null || cloture < jour(e.date_immatriculation) + 180) continue;
    const { rows } = await j.tx.query<{ n: number; ca: string | null }>(
      `SELECT (SELECT count(*)::int FROM documents WHERE entreprise_id = $1 AND categorie = 'COMPTES_ANNUELS' AND date_document = $2) AS n,
              (SELECT chiffre_affaires::text FROM chiffres_cles WHERE entreprise_id = $1 ORDER BY date_cloture DESC LIMIT 1) AS ca`,
      [e.id, iso(cloture)],
    );
    if ((rows[0]?.n ?? 0) > 0) continue;
    const r = alea.reel();
    const confidentialite: Confidentialite =
      r < 0.18 ? 'CONFIDENTIEL' : r < 0.28 ? 'COMPTE_RESULTAT_CONFIDENTIEL' : 'PUBLIC';
    const type = e.nb_etablissements > 3 || alea.chance(0.4) ? 'COMPLETS' : 'SIMPLIFIES';
    deposer(j.ctx, profilDe(e, j.ctx.referentiel, j.date), 'COMPTES_ANNUELS', type, cloture, j.date, confidentialite);
    const precedent = Number(rows[0]?.ca ?? 0) || Math.round(150_000 * Math.exp(alea.normale(0, 1)));
    const chiffreAffaires = Math.max(0, Math.round(precedent * (1 + alea.normale(0.03, 0.15))));
    const resultat = Math.round(chiffreAffaires * alea.normale(0.04, 0.08));
    const confidentiel = confidentialite !== 'PUBLIC';
    await j.tx.query(
      `INSERT INTO chiffres_cles (entreprise_id, date_cloture, chiffre_affaires, resultat, effectif, confidentiel)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        e.id,
        iso(cloture),
        confidentiel ? null : chiffreAffaires,
        confidentiel ? null : resultat,
        alea.entier(0, 9),
        confidentiel,
      ],
    );
    j.evenements.push({
      entreprise: e.id,
      type: 'BIL',
      nature: 'DEPOT_COMPTES',
      libelle: `Dépôt des comptes annuels de l’exercice clos le ${dateFrancaise(cloture)}${confidentiel ? ' (déclaration de confidentialité)' : ''}`,
      apres: { date_cloture: iso(cloture), type, confidentialite },
    });
    faits++;
  }
  return faits;
}

const actesCourants = [
  'Procès-verbal d’assemblée générale ordinaire – Approbation des comptes',
  'Statuts mis à jour',
  'Procès-verbal d’assemblée générale extraordinaire – Modification des statuts',
  'Décision de l’associé unique',
] as const;

/** Deeds filed without a change of the registry entry (approval of accounts, updated articles, share transfers). */
export async function depotActe(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, SOCIETE);
  for (const e of tirees) {
    const sarl = familleDe(e.forme_juridique_code) === 'SARL';
    const type =
      sarl && j.ctx.alea.chance(0.25) ? 'Acte de cession de parts sociales' : j.ctx.alea.choisir(actesCourants);
    deposerActe(j, e, type);
    j.evenements.push({ entreprise: e.id, type: 'ACT', nature: 'DEPOT_ACTE', libelle: `Dépôt d’acte : ${type}` });
  }
  return tirees.length;
}

const qualitesNommees: Readonly<Record<string, string>> = {
  SAS: 'Directeur général',
  SARL: 'Gérant',
  SA: 'Administrateur',
  SA_DIRECTOIRE: 'Membre du directoire',
  CIVILE: 'Gérant',
  PERSONNES: 'Gérant',
  GIE: 'Administrateur',
  ETRANGERE: 'Représentant permanent',
};

/** A new officer (a natural person), with the minutes of the decision filed. */
export async function nominationDirigeant(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, SOCIETE);
  for (const e of tirees) {
    const qualite = qualitesNommees[familleDe(e.forme_juridique_code)] ?? 'Gérant';
    const personne = j.personnes.nouvelle(j.date);
    j.ctx.tables.fonctions.ajouter([
      j.ctx.id('fonctions'),
      e.id,
      'DIRIGEANT',
      qualite,
      personne.id,
      null,
      null,
      null,
      null,
      iso(j.date),
      null,
      null,
      null,
      null,
    ]);
    deposerActe(j, e, `Procès-verbal – Nomination d’un ${qualite.toLowerCase()}`);
    const { nom, prenom } = personne;
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'NOMINATION_DIRIGEANT',
      libelle: `Nomination de ${prenom} ${nom} en qualité de ${qualite.toLowerCase()}`,
      apres: { qualite, nom, prenom },
      personne: personne.id,
    });
  }
  return tirees.length;
}

/** An officer leaves a company that keeps at least one other. */
export async function cessationDirigeant(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(
    nombre,
    `${SOCIETE} AND (SELECT count(*) FROM fonctions f WHERE f.entreprise_id = e.id AND f.nature = 'DIRIGEANT' AND f.date_fin IS NULL) >= 2`,
  );
  let faits = 0;
  for (const e of tirees) {
    const { rows } = await j.tx.query<{ id: number; qualite: string; personne: number; nom: string; prenoms: string }>(
      `SELECT f.id::int AS id, f.qualite, p.id::int AS personne, p.nom, p.prenoms
         FROM fonctions f JOIN personnes_physiques p ON p.id = f.personne_physique_id
        WHERE f.entreprise_id = $1 AND f.nature = 'DIRIGEANT' AND f.date_fin IS NULL
          AND (f.date_debut IS NULL OR f.date_debut <= $2)
        ORDER BY f.id`,
      [e.id, iso(j.date)],
    );
    if (rows.length === 0) continue;
    const f = j.ctx.alea.choisir(rows);
    await j.tx.query('UPDATE fonctions SET date_fin = $2 WHERE id = $1', [f.id, iso(j.date)]);
    const prenom = f.prenoms.split(',')[0]?.trim() ?? f.prenoms;
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'CESSATION_DIRIGEANT',
      libelle: `Fin des fonctions de ${prenom} ${f.nom} (${f.qualite.toLowerCase()})`,
      avant: { qualite: f.qualite, nom: f.nom, prenom },
      personne: f.personne,
    });
    faits++;
  }
  return faits;
}

/** A capital increase (most often) or reduction, with the minutes and the updated articles. */
export async function modificationCapital(j: Journee, nombre: number): Promise<number> {
  const { alea } = j.ctx;
  const tirees = await j.tireur.tirer(
    nombre,
    `${SOCIETE} AND ${COMMERCIALE} AND e.capital > 0 AND NOT e.capital_variable`,
  );
  for (const e of tirees) {
    const avant = Number(e.capital);
    const hausse = alea.chance(0.85);
    const apres = hausse
      ? Math.round(avant * alea.choisir([1.5, 2, 3, 5, 10]))
      : Math.max(1, Math.round(avant / alea.choisir([2, 4])));
    await j.tx.query('UPDATE entreprises SET capital = $2 WHERE id = $1', [e.id, apres]);
    const decision = hausse ? 'Augmentation du capital social' : 'Réduction du capital social';
    deposerActe(j, e, `Procès-verbal d’assemblée générale extraordinaire – ${decision}`);
    deposerActe(j, e, 'Statuts mis à jour');
    const euros = (n: number) => `${n.toLocaleString('fr-FR')} €`;
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'MODIFICATION_CAPITAL',
      libelle: `${decision} : ${euros(avant)} → ${euros(apres)}`,
      avant: { capital: avant },
      apres: { capital: apres },
    });
  }
  return tirees.length;
}

/** A new main activity (NAF code) for the company and its siège. */
export async function changementActivite(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, 'e.code_naf IS NOT NULL');
  for (const e of tirees) {
    const naf = j.ctx.referentiel.activitesSansHolding.tirer(j.ctx.alea);
    if (naf.code === e.code_naf) continue;
    await j.tx.query('UPDATE entreprises SET code_naf = $2 WHERE id = $1', [e.id, naf.code]);
    await j.tx.query(
      `UPDATE etablissements SET code_naf = $2, activite = $3 WHERE entreprise_id = $1 AND siege AND etat = 'ACTIF'`,
      [e.id, naf.code, naf.libelle],
    );
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'CHANGEMENT_ACTIVITE',
      libelle: `Changement d’activité principale : ${naf.libelle}`,
      avant: { code_naf: e.code_naf },
      apres: { code_naf: naf.code },
    });
  }
  return tirees.length;
}

/** Struck off: the company and its establishments close on the day. */
export async function radiation(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, `e.statut <> 'AC'`, true);
  for (const e of tirees) await radier(j, e, 'Radiation du registre du commerce et des sociétés');
  return tirees.length;
}

export async function radier(j: Journee, e: Pick<EntrepriseTiree, 'id' | 'personne_physique'>, libelle: string) {
  const statut = e.personne_physique ? 'C' : 'D';
  await j.tx.query(
    `UPDATE entreprises SET etat = 'RADIEE', statut = $3, date_radiation = $2, nb_etablissements_actifs = 0
      WHERE id = $1`,
    [e.id, iso(j.date), statut],
  );
  await j.tx.query(
    `UPDATE etablissements SET etat = 'FERME', date_fermeture = $2 WHERE entreprise_id = $1 AND etat = 'ACTIF'`,
    [e.id, iso(j.date)],
  );
  j.tireur.exclues.add(e.id);
  j.evenements.push({
    entreprise: e.id,
    type: 'RCS',
    nature: 'RADIATION',
    libelle,
    avant: { etat: 'ACTIVE' },
    apres: { etat: 'RADIEE', date_radiation: iso(j.date) },
  });
}
