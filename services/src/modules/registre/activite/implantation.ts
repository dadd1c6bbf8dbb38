import { iso } from '../generateur/dates.js';
import { ecrireEtablissement } from '../generateur/etablissements.js';
import type { Commune } from '../generateur/referentiel.js';
import { profilDe, type EntrepriseTiree } from './entreprises-tirees.js';
import type { Journee } from './vie-sociale.js';

/** The next establishment rank of a company: its NICs are a 4-digit order number and a key. */
async function prochainRang(j: Journee, entreprise: number): Promise<number> {
  const deja = j.rangs.get(entreprise);
  if (deja !== undefined) {
    j.rangs.set(entreprise, deja + 1);
    return deja + 1;
  }
  const { rows } = await j.tx.query<{ rang: number | null }>(
    `SELECT max(substr(nic, 1, 4)::int)::int AS rang FROM etablissements WHERE entreprise_id = $1 AND nic ~ '^[0-9]{5}$'`,
    [entreprise],
  );
  const rang = (rows[0]?.rang ?? 0) + 1;
  j.rangs.set(entreprise, rang);
  return rang;
}

function communeProche(j: Journee, departement: string | null): Commune {
  const { alea, referentiel } = j.ctx;
  const voisines = departement !== null ? referentiel.communesParDepartement.get(departement) : undefined;
  return voisines && alea.chance(0.6) ? voisines.tirer(alea) : referentiel.communes.tirer(alea);
}

async function nomCommune(j: Journee, code: string | null): Promise<string | null> {
  if (code === null) return null;
  const { rows } = await j.tx.query<{ nom: string }>('SELECT nom FROM communes WHERE code = $1', [code]);
  return rows[0]?.nom ?? null;
}

function ouvrir(j: Journee, e: EntrepriseTiree, commune: Commune, rang: number, siege: boolean): void {
  ecrireEtablissement(j.ctx, profilDe(e, j.ctx.referentiel, j.date, commune), {
    rang,
    commune,
    siege,
    debut: j.date,
    fermeture: null,
    tranche: j.ctx.alea.chance(0.7) ? 'NN' : '01',
  });
}

/**
 * The siège moves: the old siège establishment closes, a new one opens in the new commune (a new
 * SIRET), and when the commune depends on another registry the company changes registry and gets a
 * new numéro de gestion there.
 */
export async function transfertSiege(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, 'e.siege_commune_code IS NOT NULL');
  for (const e of tirees) {
    const commune = communeProche(j, e.siege_departement_code);
    if (commune.code === e.siege_commune_code) continue;
    const ancienne = await nomCommune(j, e.siege_commune_code);
    await j.tx.query(
      `UPDATE etablissements SET siege = false, etat = 'FERME', date_fermeture = $2
        WHERE entreprise_id = $1 AND siege AND etat = 'ACTIF'`,
      [e.id, iso(j.date)],
    );
    ouvrir(j, e, commune, await prochainRang(j, e.id), true);
    const changeDeGreffe = commune.greffe !== e.greffe_code;
    const annee = iso(j.date).slice(0, 4);
    const gestion = changeDeGreffe
      ? `${annee}${e.personne_physique ? 'A' : 'B'}${String(j.ctx.numero('G', commune.greffe, Number(annee)) % 100_000).padStart(5, '0')}`
      : e.numero_gestion;
    await j.tx.query(
      `UPDATE entreprises SET siege_commune_code = $2, siege_departement_code = $3, greffe_code = $4, numero_gestion = $5,
              nb_etablissements = nb_etablissements + 1
        WHERE id = $1`,
      [e.id, commune.code, commune.departement, commune.greffe, gestion],
    );
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'TRANSFERT_SIEGE',
      libelle: `Transfert du siège social à ${commune.nom}${ancienne !== null ? ` (précédemment à ${ancienne})` : ''}`,
      avant: { commune: ancienne, commune_code: e.siege_commune_code, greffe_code: e.greffe_code },
      apres: { commune: commune.nom, commune_code: commune.code, greffe_code: commune.greffe },
    });
  }
  return tirees.length;
}

/** A secondary establishment opens, in the siège's département more often than not. */
export async function ouvertureEtablissement(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, 'NOT e.personne_physique OR e.nb_etablissements_actifs < 2');
  for (const e of tirees) {
    const commune = communeProche(j, e.siege_departement_code);
    ouvrir(j, e, commune, await prochainRang(j, e.id), false);
    await j.tx.query(
      `UPDATE entreprises SET nb_etablissements = nb_etablissements + 1,
              nb_etablissements_actifs = nb_etablissements_actifs + 1
        WHERE id = $1`,
      [e.id],
    );
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'OUVERTURE_ETABLISSEMENT',
      libelle: `Ouverture d’un établissement secondaire à ${commune.nom}`,
      apres: { commune: commune.nom, commune_code: commune.code },
    });
  }
  return tirees.length;
}

/** A secondary establishment closes. */
export async function fermetureEtablissement(j: Journee, nombre: number): Promise<number> {
  const tirees = await j.tireur.tirer(nombre, 'e.nb_etablissements_actifs >= 2');
  let faits = 0;
  for (const e of tirees) {
    const { rows } = await j.tx.query<{ id: number; siret: string; libelle_commune: string | null }>(
      `SELECT id::int AS id, siret, libelle_commune FROM etablissements
        WHERE entreprise_id = $1 AND NOT siege AND etat = 'ACTIF' ORDER BY id`,
      [e.id],
    );
    if (rows.length === 0) continue;
    const etablissement = j.ctx.alea.choisir(rows);
    await j.tx.query(`UPDATE etablissements SET etat = 'FERME', date_fermeture = $2 WHERE id = $1`, [
      etablissement.id,
      iso(j.date),
    ]);
    await j.tx.query(`UPDATE entreprises SET nb_etablissements_actifs = nb_etablissements_actifs - 1 WHERE id = $1`, [
      e.id,
    ]);
    j.evenements.push({
      entreprise: e.id,
      type: 'RCS',
      nature: 'FERMETURE_ETABLISSEMENT',
      libelle: `Fermeture de l’établissement secondaire${etablissement.libelle_commune ? ` de ${etablissement.libelle_commune}` : ''}`,
      avant: { siret: etablissement.siret, etat: 'ACTIF' },
      apres: { siret: etablissement.siret, etat: 'FERME' },
    });
    faits++;
  }
  return faits;
}
