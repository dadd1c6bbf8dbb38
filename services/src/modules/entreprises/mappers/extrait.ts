import type { EtablissementExtrait, ExtraitRegistre, Mandataire, Observation, ProcedureExtrait } from '../extrait.js';
import type { EtablissementExtraitRow, EvenementRow, ExtraitRow, MandataireRow } from '../repository/extrait.js';
import { toDocument, toProcedure } from './dossier.js';
import { toEntreprise, toEtablissementDetail, toEtablissementResume } from './entreprise.js';
import { formeJuridique } from './libelles.js';
import type { Entreprise } from '@portail/contrat/entreprises';

/** The rows of repository/extrait.ts as the shapes of ../extrait.ts: the public mappers, then the rest. */

export function toEtablissementExtrait(row: EtablissementExtraitRow): EtablissementExtrait {
  return { ...toEtablissementDetail(row), greffe: row.greffe };
}

function toMandataire(row: MandataireRow): Mandataire {
  const { personne } = row;
  if (personne.type === 'PHYSIQUE') return { ...row, personne };
  const { forme_code: code, forme_libelle: libelle, siege, ...morale } = personne;
  return {
    ...row,
    personne: {
      ...morale,
      forme_juridique: code === null ? null : formeJuridique(code, libelle),
      siege: siege === null ? null : toEtablissementResume(siege).adresse,
    },
  };
}

/**
 * The Kbis « Observations »: the judgments of the proceedings, the dissolution and radiation
 * events, and the radiation date when no event records it, in date order.
 */
function observations(
  procedures: readonly ProcedureExtrait[],
  evenements: readonly EvenementRow[],
  entreprise: Entreprise,
): Observation[] {
  const liste: Observation[] = [];
  // Oldest proceeding first: a conversion comes before the opening of the next proceeding, the same day.
  const chronologie = [...procedures].sort((a, b) => a.date_ouverture.localeCompare(b.date_ouverture) || a.id - b.id);
  for (const procedure of chronologie) {
    for (const jugement of procedure.jugements) {
      liste.push({
        date: jugement.date,
        libelle: jugement.nature,
        complement: jugement.complement,
        greffe: procedure.greffe,
      });
    }
  }
  for (const evenement of evenements) {
    liste.push({ date: evenement.date, libelle: evenement.libelle, complement: null, greffe: null });
  }
  // A struck-off company whose radiation was recorded without its event (imports, fixtures).
  if (entreprise.date_radiation !== null && !evenements.some((ev) => ev.nature === 'RADIATION')) {
    liste.push({
      date: entreprise.date_radiation,
      libelle: entreprise.personne_physique
        ? 'Radiation du registre du commerce et des sociétés'
        : 'Radiation du registre du commerce et des sociétés de la personne morale',
      complement: null,
      greffe: null,
    });
  }
  // Stable: on the same day, judgments stay before registry events, in their own order.
  return liste.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Every part of the extract; those the read did not ask for are empty. */
export function toExtrait(row: ExtraitRow): ExtraitRegistre {
  const entreprise = toEntreprise(row.entreprise);
  const procedures = (row.procedures ?? []).map(toProcedure);
  return {
    entreprise,
    greffe: row.greffe,
    siege: row.siege ? toEtablissementExtrait(row.siege) : null,
    mandataires: (row.mandataires ?? []).map(toMandataire),
    etablissements_secondaires: (row.secondaires ?? []).map(toEtablissementExtrait),
    nombre_etablissements_secondaires: row.nombre_secondaires ?? row.secondaires?.length ?? 0,
    observations: observations(procedures, row.evenements ?? [], entreprise),
    procedures,
    actes: (row.actes ?? []).map(toDocument),
    comptes_annuels: (row.comptes_annuels ?? []).map(toDocument),
    chiffres_cles: row.chiffres_cles ?? [],
    inscriptions: row.inscriptions ?? [],
  };
}
