import type { Affaire, Audience, Decision, Partie, TypeDecision } from '@portail/contrat/affaires';
import type { GreffeReference } from '@portail/contrat/commun/communs';
import { greffes, type TypeGreffe } from '../greffes/index.js';
import { codeAffiche, references, signature, type OptionsEmission } from './pdf/communs.js';
import { dateCourte, dateLongue, jourParis, nomGreffe, siren, tribunal, tribunalMajuscule } from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';

/*
 * Copy of a court decision (jugement or ordonnance) of a case of the commercial courts, as the
 * portal knows it from the court's records: the case, its parties, the hearings that led to the
 * decision, the decision and its dispositif. It is not the engrossed copy (copie exécutoire), which
 * only the greffe delivers, and says so.
 */

/** The decision asked for by id is not one of the case's. */
export class DecisionIntrouvable extends Error {
  constructor(
    readonly idDecision: number,
    readonly numeroRg: string,
  ) {
    super(`Décision ${idDecision} introuvable dans l’affaire ${numeroRg}.`);
    this.name = 'DecisionIntrouvable';
  }
}

/** How each kind of decision is named: in a heading, and in the document's title. */
const NOMS_DECISION: Readonly<Record<TypeDecision, { nom: string; copie: string }>> = {
  JUGEMENT: { nom: 'Jugement', copie: 'Copie de jugement' },
  ORDONNANCE: { nom: 'Ordonnance', copie: 'Copie d’ordonnance' },
};

const SOUS_TITRE = 'Extrait des minutes du greffe';

const AVERTISSEMENT =
  'La présente copie est délivrée par Greffeo d’après les mentions du rôle de la juridiction ; elle reproduit ' +
  'le dispositif de la décision tel qu’il y est inscrit. Elle n’est pas une copie exécutoire : l’expédition ' +
  'revêtue de la formule exécutoire n’est délivrée que par le greffe de la juridiction.';

/** The court behind the contract's greffe (code and name only): its type from the greffes' reference. */
function juridiction(greffe: GreffeReference): { type: TypeGreffe; nom: string } {
  return { type: greffes.find((g) => g.code === greffe.code)?.type ?? 'TC', nom: greffe.nom };
}

/** « Jugement du 12 mars 2025 ». */
const intituleDecision = (decision: Decision) =>
  `${NOMS_DECISION[decision.type.code].nom} du ${dateLongue(decision.date)}`;

/**
 * A party as the law lets it be shown: a natural person by name only, a company with its SIREN;
 * the lawyer who represents it when known.
 */
function designation(partie: Partie): string {
  const nom =
    partie.personne_physique || partie.siren === null ? partie.nom : `${partie.nom} (SIREN ${siren(partie.siren)})`;
  return partie.avocat === null ? nom : `${nom}, représentée par ${partie.avocat}`;
}

/** The hearings that led to the decision: those held on or before its day, in the case's order. */
const audiencesPrecedentes = (audiences: readonly Audience[], decision: Decision) =>
  audiences.filter((audience) => audience.date <= decision.date);

/**
 * The copy of one decision of the case (`idDecision`, one of `affaire.decisions`), with the
 * verification code and URL on every page like the Kbis. Throws DecisionIntrouvable for an id that
 * is not one of the case's decisions.
 */
export async function genererCopieDecision(
  affaire: Affaire,
  idDecision: number,
  options: OptionsEmission,
): Promise<Buffer> {
  const decision = affaire.decisions.find((d) => d.id === idDecision);
  if (decision === undefined) throw new DecisionIntrouvable(idDecision, affaire.numero_rg);
  const jour = jourParis(options.emisLe);
  const cour = juridiction(affaire.greffe);
  const { copie } = NOMS_DECISION[decision.type.code];
  const intitule = intituleDecision(decision);
  const rg = `RG n° ${affaire.numero_rg}`;

  const mise = new Mise({
    titre: `${copie} – ${rg} – ${intitule}`,
    sujet: `${SOUS_TITRE} – ${tribunalMajuscule(cour)}`,
    motsCles: [copie, affaire.numero_rg, codeAffiche(options.codeVerification)],
    emisLe: options.emisLe,
  });
  mise.deuxColonnes(
    [
      { texte: tribunalMajuscule(cour), police: 'gras', taille: 11 },
      { texte: nomGreffe(cour), taille: 9.5 },
      { texte: `Code greffe ${affaire.greffe.code}`, taille: 8.5, couleur: GRIS },
    ],
    [...references(options, null), { texte: rg, police: 'gras', taille: 9.5 }],
    { partGauche: 0.52 },
  );
  mise.filet();
  mise.espace(6);
  mise.titre(copie, SOUS_TITRE);

  mise.section('Affaire');
  mise.champs([
    ['Numéro RG', affaire.numero_rg],
    ['Nature', affaire.nature.libelle],
    ['Chambre', affaire.chambre],
    ['Objet', affaire.objet],
    ['Date d’introduction', dateCourte(affaire.date_introduction)],
  ]);

  mise.section('Parties');
  if (affaire.parties.length === 0) mise.texte('Aucune partie n’est inscrite au rôle.', { apres: 4 });
  else mise.champs(affaire.parties.map((partie) => [partie.role.libelle, designation(partie)] as const));

  mise.section('Audiences');
  const audiences = audiencesPrecedentes(affaire.audiences, decision);
  if (audiences.length === 0) {
    mise.texte('Aucune audience n’est inscrite au rôle avant cette décision.', { apres: 4 });
  } else {
    mise.tableau(
      [
        { titre: 'Date', part: 1.2 },
        { titre: 'Heure', part: 0.8 },
        { titre: 'Chambre', part: 2 },
        { titre: 'Objet', part: 2.4 },
        { titre: 'Issue', part: 2.4 },
      ],
      audiences.map((a) => [dateCourte(a.date), a.heure, a.chambre, a.objet, a.issue ?? '']),
    );
  }

  mise.section(intitule);
  mise.texte(decision.libelle, { police: 'gras', apres: 8 });
  mise.texte('Par ces motifs', { police: 'gras', aligne: 'center', apres: 6 });
  mise.texte(decision.dispositif, { aligne: 'justify', apres: 8 });

  mise.texte(AVERTISSEMENT, { taille: 9, police: 'italique', aligne: 'justify', apres: 2 });
  signature(mise, 'Fin de la copie', options.emisLe, options, `du rôle du ${tribunal(cour)}`);

  return mise.terminer({
    entete: `${copie} – ${rg} – ${intitule}`,
    pied: [
      `${nomGreffe(cour)} – ${rg}`,
      `Copie délivrée le ${dateCourte(jour)} – Code de vérification : ${codeAffiche(options.codeVerification)}`,
    ],
  });
}
