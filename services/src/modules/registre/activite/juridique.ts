import type { CategorieInscription } from '@portail/contrat/entreprises';

import { annee, iso } from '../generateur/dates.js';
import { categories, creancier, libelles, montants } from '../generateur/inscriptions.js';
import { ecrire, intitules, mandataire, ouvertureDe, type TypeProcedure } from '../generateur/procedures.js';
import { profilDe, type EntrepriseTiree } from './entreprises-tirees.js';
import { radier, type Journee } from './vie-sociale.js';

/** A collective proceeding opens (statut AC): safeguard, reorganisation or liquidation. */
export async function ouverturePcl(j: Journee, nombre: number): Promise<number> {
  const { alea } = j.ctx;
  const tirees = await j.tireur.tirer(
    nombre,
    `e.statut <> 'AC' AND NOT EXISTS (SELECT 1 FROM procedures_collectives p WHERE p.entreprise_id = e.id AND p.date_cloture IS NULL)`,
    true,
  );
  for (const e of tirees) {
    const r = alea.reel();
    const type: TypeProcedure =
      e.personne_physique && r < 0.1
        ? 'RETABLISSEMENT_PROFESSIONNEL'
        : r < 0.15
          ? 'SAUVEGARDE'
          : r < 0.5
            ? 'REDRESSEMENT_JUDICIAIRE'
            : 'LIQUIDATION_JUDICIAIRE';
    const profil = profilDe(e, j.ctx.referentiel, j.date);
    // The generator's writer records the judgment's PCL event (origine ACTIVITE) with the rows.
    ecrire(j.ctx, profil, type, j.date, null, [ouvertureDe(j.ctx, type, j.date)]);
    await j.tx.query(`UPDATE entreprises SET statut = 'AC' WHERE id = $1`, [e.id]);
  }
  return tirees.length;
}

interface ProcedureOuverte {
  [colonne: string]: unknown;
  id: number;
  type: TypeProcedure;
  entreprise: number;
  personne_physique: boolean;
  conversion: boolean;
  plan: boolean;
}

/**
 * Open proceedings move on: a plan is adopted (safeguard, reorganisation) or the reorganisation is
 * converted into liquidation; a liquidation is closed for lack of assets and the company struck off.
 */
export async function suitePcl(j: Journee, parProcedure: number): Promise<number> {
  const { alea } = j.ctx;
  const { rows } = await j.tx.query<ProcedureOuverte>(
    `SELECT p.id::int AS id, p.type, p.entreprise_id::int AS entreprise, e.personne_physique,
            bool_or(j.nature LIKE 'Jugement de conversion%') AS conversion,
            bool_or(j.nature LIKE 'Jugement arrêtant le plan%') AS plan
       FROM procedures_collectives p
       JOIN entreprises e ON e.id = p.entreprise_id AND e.etat = 'ACTIVE'
       LEFT JOIN jugements j ON j.procedure_id = p.id
      WHERE p.date_cloture IS NULL AND p.date_ouverture < $1
      GROUP BY p.id, e.personne_physique
      ORDER BY p.id`,
    [iso(j.date)],
  );
  let faits = 0;
  for (const p of rows) {
    if (p.plan || !alea.chance(parProcedure)) continue;
    if (j.tireur.exclues.has(p.entreprise) || j.tireur.touchees.has(p.entreprise)) continue;
    const liquidation = p.type.startsWith('LIQUIDATION') || p.conversion;
    let jugement: { nature: string; complement: string | null };
    if (liquidation) {
      jugement = { nature: 'Jugement de clôture pour insuffisance d’actif', complement: null };
      await j.tx.query('UPDATE procedures_collectives SET date_cloture = $2 WHERE id = $1', [p.id, iso(j.date)]);
    } else if (p.type === 'REDRESSEMENT_JUDICIAIRE' && alea.chance(0.45)) {
      jugement = {
        nature: 'Jugement de conversion en liquidation judiciaire',
        complement: `Liquidateur : ${mandataire(j.ctx)}`,
      };
    } else {
      const intitule = intitules[p.type] ?? '';
      jugement = {
        nature: `Jugement arrêtant le plan ${intitule}`,
        complement: `Durée du plan : ${alea.entier(3, 10)} ans`,
      };
    }
    j.ctx.tables.jugements.ajouter([j.ctx.id('jugements'), p.id, iso(j.date), jugement.nature, jugement.complement]);
    j.evenements.push({ entreprise: p.entreprise, type: 'PCL', nature: 'JUGEMENT', libelle: jugement.nature });
    if (liquidation) {
      await radier(
        j,
        { id: p.entreprise, personne_physique: p.personne_physique },
        'Radiation d’office après clôture de la liquidation judiciaire',
      );
    }
    faits++;
  }
  return faits;
}

/** A privilège, nantissement or similar registration is entered against the company. */
export async function inscription(j: Journee, nombre: number): Promise<number> {
  const { alea } = j.ctx;
  const tirees: EntrepriseTiree[] = await j.tireur.tirer(nombre, `e.forme_juridique_code !~ '^65'`);
  for (const e of tirees) {
    const categorie: CategorieInscription = categories.tirer(alea);
    const montant = Math.round(montants[categorie] * Math.exp(alea.normale(0, 0.8)) * 100) / 100;
    const an = annee(j.date);
    const numero = `${an}I${String(j.ctx.numero('I', e.greffe_code, an) % 100_000).padStart(5, '0')}`;
    j.ctx.tables.inscriptions.ajouter([
      j.ctx.id('inscriptions'),
      e.id,
      categorie,
      numero,
      e.greffe_code,
      iso(j.date),
      null,
      montant.toFixed(2),
      creancier(j.ctx, profilDe(e, j.ctx.referentiel, j.date), categorie),
    ]);
    j.evenements.push({
      entreprise: e.id,
      type: 'PN',
      nature: 'INSCRIPTION',
      libelle: `Inscription ${libelles[categorie]}`,
      apres: { categorie, numero, montant },
    });
  }
  return tirees.length;
}

/** Registrations in force are struck off (paid, released). */
export async function radiationInscription(j: Journee, nombre: number): Promise<number> {
  const { alea } = j.ctx;
  if (nombre <= 0) return 0;
  const { rows: bornes } = await j.tx.query<{ min: number | null; max: number | null }>(
    'SELECT min(id)::int AS min, max(id)::int AS max FROM inscriptions WHERE date_radiation IS NULL',
  );
  const min = bornes[0]?.min;
  const max = bornes[0]?.max;
  if (min == null || max == null) return 0;
  const candidats = Array.from({ length: nombre * 6 + 8 }, () => alea.entier(min, max));
  const { rows } = await j.tx.query<{
    id: number;
    entreprise: number;
    categorie: CategorieInscription;
    numero: string;
  }>(
    `SELECT i.id::int AS id, i.entreprise_id::int AS entreprise, i.categorie, i.numero
       FROM inscriptions i JOIN entreprises e ON e.id = i.entreprise_id AND e.etat = 'ACTIVE'
      WHERE i.id = ANY($1::bigint[]) AND i.date_radiation IS NULL AND i.date_inscription < $2`,
    [candidats, iso(j.date)],
  );
  const parId = new Map(rows.map((row) => [row.id, row]));
  const faites = new Set<number>();
  for (const id of candidats) {
    const i = parId.get(id);
    if (!i || faites.has(id) || faites.size === nombre) continue;
    faites.add(id);
    await j.tx.query('UPDATE inscriptions SET date_radiation = $2 WHERE id = $1', [i.id, iso(j.date)]);
    j.evenements.push({
      entreprise: i.entreprise,
      type: 'PN',
      nature: 'RADIATION_INSCRIPTION',
      libelle: `Radiation de l’inscription ${libelles[i.categorie]}`,
      avant: { numero: i.numero, date_radiation: null },
      apres: { numero: i.numero, date_radiation: iso(j.date) },
    });
  }
  return faites.size;
}
