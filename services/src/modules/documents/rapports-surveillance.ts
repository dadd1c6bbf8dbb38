import type { Revelation, Surveillance } from '@portail/contrat/surveillance';
import type { Avis } from '@portail/contrat/surveillance-avis';
import type { Prix } from '@portail/contrat/commun/paniers';
import { dateCourte, dateHeure, jourParis, montantFormate, siren } from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';

/*
 * Surveillance reports (SPEC §7 revelation/rapport, surveillance/rapport): what the surveillance
 * module read and wrote, laid out. Labels (domains, billing) come with the data: this module renders only.
 */

const ETATS_ENTREPRISE: Readonly<Record<string, string>> = { ACTIVE: 'Active', RADIEE: 'Radiée' };
const etatEntreprise = (etat: string) => ETATS_ENTREPRISE[etat] ?? etat;
const entrepriseLigne = (e: Revelation['entreprise']) => `${e.denomination} – SIREN ${siren(e.siren)}`;

export interface DonneesRapportRevelation {
  revelation: Revelation;
  avis: Avis;
  prix: Prix;
  /** ISO instant of the consultation. */
  consultee_le: string;
  /** « Portefeuille électronique », « Facture mensuelle »… */
  facturation: string;
}

/** One révélation's report: the company, the event and its dates, the notice's text, what it cost. */
export async function genererRapportRevelation(
  d: DonneesRapportRevelation,
  options: { emisLe: Date },
): Promise<Buffer> {
  const { revelation: r, avis } = d;
  const intitule = 'Rapport de révélation';
  const mise = new Mise({
    titre: `${intitule} – ${r.entreprise.denomination}`,
    sujet: `${avis.titre} – SIREN ${r.entreprise.siren}`,
    motsCles: ['Surveillance', 'Révélation', r.type, r.entreprise.siren],
    emisLe: options.emisLe,
  });
  mise.titre(intitule, `${avis.titre} – révélation n° ${r.id}`);

  mise.section('Entreprise');
  mise.champs([
    ['Dénomination', r.entreprise.denomination],
    ['SIREN', siren(r.entreprise.siren)],
    ['État', etatEntreprise(r.entreprise.etat)],
    ['Greffe', avis.greffe ? `${avis.greffe.libelle} (code ${avis.greffe.code})` : 'Non immatriculée au RCS'],
    ['Personne concernée', r.personne_physique ? `${r.personne_physique.prenoms} ${r.personne_physique.nom}` : null],
  ]);

  mise.section('Événement');
  mise.champs([
    ['Type', r.type],
    ['Libellé', r.libelle],
    ['Date de l’événement', dateCourte(r.date_evenement)],
    ['Révélée le', dateHeure(r.cree_le)],
    ['Lue le', r.lue_le ? dateHeure(r.lue_le) : null],
  ]);

  mise.section(`Avis : ${avis.titre}`);
  for (const paragraphe of avis.paragraphes) mise.texte(paragraphe, { apres: 4 });

  mise.section('Consultation');
  mise.champs([
    ['Consulté le', dateHeure(d.consultee_le)],
    ['Prix', `${montantFormate(d.prix.ttc_formate)} TTC (${montantFormate(d.prix.ht_formate)} HT)`],
    ['Facturation', d.facturation],
  ]);
  mise.espace(8);
  mise.texte(`Rapport établi le ${dateHeure(options.emisLe)}. Ce document n’est pas un extrait du registre.`, {
    taille: 8.5,
    police: 'italique',
    couleur: GRIS,
  });
  return mise.terminer({
    entete: `${intitule} – ${r.entreprise.denomination}`,
    pied: [`Greffeo – ${intitule.toLowerCase()} n° ${r.id}`, `Établi le ${dateCourte(jourParis(options.emisLe))}`],
  });
}

export interface DonneesRapportSurveillance {
  surveillance: Surveillance;
  /** The watched domains, labelled. */
  domaines: string[];
  /** « En cours », « Terminée le … (radiation) »… */
  etat: string;
  revelations: Revelation[];
  /** How many révélations there are in all (the list may be cut). */
  total: number;
}

/** A watch's report: its target, domains, folder, dates, state, and its révélations (no notice text). */
export async function genererRapportSurveillance(
  d: DonneesRapportSurveillance,
  options: { emisLe: Date },
): Promise<Buffer> {
  const s = d.surveillance;
  const cible = s.entreprise
    ? entrepriseLigne(s.entreprise)
    : `${s.personne_physique?.prenoms ?? ''} ${s.personne_physique?.nom ?? ''}`.trim();
  const intitule = 'Rapport de surveillance';
  const mise = new Mise({
    titre: `${intitule} – ${cible}`,
    sujet: `Surveillance n° ${s.id}`,
    motsCles: ['Surveillance', ...(s.entreprise ? [s.entreprise.siren] : [])],
    emisLe: options.emisLe,
  });
  mise.titre(intitule, `Surveillance n° ${s.id}`);

  mise.section(s.entreprise ? 'Entreprise surveillée' : 'Personne surveillée');
  mise.champs(
    s.entreprise
      ? [
          ['Dénomination', s.entreprise.denomination],
          ['SIREN', siren(s.entreprise.siren)],
          ['État', etatEntreprise(s.entreprise.etat)],
        ]
      : [
          ['Nom', s.personne_physique?.nom],
          ['Prénoms', s.personne_physique?.prenoms],
        ],
  );

  mise.section('Surveillance');
  mise.champs([
    ['Domaines', d.domaines.join('\n')],
    ['Groupe de favoris', s.groupe_favoris?.libelle ?? 'Aucun'],
    ['Ouverte le', dateHeure(s.cree_le)],
    ['État', d.etat],
    ['Révélations', `${d.total} dont ${s.non_lues} non lue${s.non_lues > 1 ? 's' : ''}`],
  ]);

  mise.section('Révélations');
  if (d.revelations.length === 0) mise.texte('Aucune révélation à ce jour.');
  else {
    mise.tableau(
      [
        { titre: 'Date', part: 1.3 },
        { titre: 'Type', part: 0.8 },
        { titre: 'Libellé', part: 5.5 },
        { titre: 'Lue', part: 1.4 },
      ],
      d.revelations.map((r) => [
        dateCourte(r.date_evenement),
        r.type,
        s.entreprise ? r.libelle : `${r.libelle} – ${entrepriseLigne(r.entreprise)}`,
        r.lue_le ? dateCourte(r.lue_le) : 'Non lue',
      ]),
    );
    if (d.total > d.revelations.length)
      mise.texte(`Les ${d.revelations.length} révélations les plus récentes sur ${d.total}.`, {
        taille: 8.5,
        couleur: GRIS,
      });
  }
  mise.espace(8);
  mise.texte(
    `Rapport établi le ${dateHeure(options.emisLe)}. Le texte des avis n’y figure pas : consultez-les un à un.`,
    {
      taille: 8.5,
      police: 'italique',
      couleur: GRIS,
    },
  );
  return mise.terminer({
    entete: `${intitule} – ${cible}`,
    pied: [`Greffeo – ${intitule.toLowerCase()} n° ${s.id}`, `Établi le ${dateCourte(jourParis(options.emisLe))}`],
  });
}
