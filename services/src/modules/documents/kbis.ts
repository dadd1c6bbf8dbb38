import {
  codeAffiche,
  EntrepriseNonImmatriculee,
  emetteur,
  estImmatriculee,
  nomEntreprise,
  references,
  signature,
  type OptionsEmission,
} from './pdf/communs.js';
import {
  adresseTexte,
  capital,
  dateCourte,
  dateLongue,
  immatriculation,
  jourEtMois,
  jourParis,
  nomGreffe,
  tribunalMajuscule,
} from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';
import type { EtablissementExtrait, ExtraitKbis, Mandataire, PersonnePhysiqueExtrait } from '../entreprises/index.js';

/*
 * The extrait Kbis (personne morale) or extrait K (personne physique), laid out as the extracts
 * the greffes issue (FACTS §3): header with the greffe, the verification code and the N° de
 * gestion; identification; officers and auditors in office; main establishment; other
 * establishments; numbered observations; « Le Greffier », « Fin de l’extrait ».
 */

const NON_RENSEIGNE = 'Non renseigné';

function naissance(personne: Pick<PersonnePhysiqueExtrait, 'date_naissance' | 'lieu_naissance'>): string | null {
  const { date_naissance: date, lieu_naissance: lieu } = personne;
  if (date === null && lieu === null) return null;
  return [date === null ? null : `Le ${dateCourte(date)}`, lieu && `à ${lieu}`].filter((partie) => partie).join(' ');
}

const nomPrenoms = (personne: Pick<PersonnePhysiqueExtrait, 'nom' | 'prenoms'>) =>
  `${personne.nom} ${personne.prenoms}`.trim();

function representant(personne: PersonnePhysiqueExtrait): string {
  const date = naissance(personne);
  return [
    nomPrenoms(personne),
    personne.nom_usage && `nom d’usage ${personne.nom_usage}`,
    date && `né(e) ${date.charAt(0).toLowerCase()}${date.slice(1)}`,
    personne.nationalite && `de nationalité ${personne.nationalite.toLowerCase()}`,
  ]
    .filter((partie) => partie)
    .join(', ');
}

/** In office on `jour`: started (or no start known) and not ended before. */
export function enFonction(mandataire: Pick<Mandataire, 'date_debut' | 'date_fin'>, jour: string): boolean {
  return (
    (mandataire.date_debut === null || mandataire.date_debut <= jour) &&
    (mandataire.date_fin === null || mandataire.date_fin >= jour)
  );
}

function mandataire(mise: Mise, m: Mandataire): void {
  const { personne } = m;
  if (personne.type === 'PHYSIQUE') {
    mise.champs([
      ['Qualité', m.qualite],
      ['Nom, prénoms', nomPrenoms(personne)],
      ['Nom d’usage', personne.nom_usage],
      ['Date et lieu de naissance', naissance(personne)],
      ['Nationalité', personne.nationalite],
    ]);
  } else {
    mise.champs([
      ['Qualité', m.qualite],
      ['Dénomination', personne.denomination],
      ['Forme juridique', personne.forme_juridique?.libelle],
      ['Adresse du siège', personne.siege ? adresseTexte(personne.siege) : null],
      ['Immatriculation', personne.siren === null ? null : immatriculation(personne.siren, personne.greffe)],
      ['Représentant permanent', personne.representant ? representant(personne.representant) : null],
    ]);
  }
  mise.espace(5);
}

function activite(etablissement: EtablissementExtrait | null, donnees: ExtraitKbis): string {
  return etablissement?.activite ?? etablissement?.naf?.libelle ?? donnees.entreprise.naf?.libelle ?? NON_RENSEIGNE;
}

function etablissementSecondaire(mise: Mise, e: EtablissementExtrait): void {
  mise.champs([
    ['Adresse', adresseTexte(e.adresse)],
    ['Nom commercial', e.denomination_usuelle],
    ['Enseigne', e.enseigne],
    ['Activité', e.activite ?? e.naf?.libelle],
    [
      'Date de début d’activité',
      e.date_debut_activite ? dateCourte(e.date_debut_activite) : e.date_creation && dateCourte(e.date_creation),
    ],
  ]);
  mise.espace(4);
}

/**
 * The extract of a registered company; a sole trader's is the « Extrait K ». Officers are those
 * in office on the issue day (Paris). Throws EntrepriseNonImmatriculee for a unit without a greffe.
 */
export async function genererKbis(donnees: ExtraitKbis, options: OptionsEmission): Promise<Buffer> {
  const { entreprise, greffe, siege } = donnees;
  if (!estImmatriculee(donnees) || greffe === null) throw new EntrepriseNonImmatriculee(entreprise.siren);
  const jour = jourParis(options.emisLe);
  const physique = entreprise.personne_physique;
  const intitule = physique ? 'Extrait K' : 'Extrait Kbis';
  const numero = immatriculation(entreprise.siren, greffe);
  const nom = nomEntreprise(entreprise);

  const mise = new Mise({
    titre: `${intitule} – ${nom} – ${numero}`,
    sujet: `Extrait d’immatriculation principale au registre du commerce et des sociétés à jour au ${dateLongue(jour)}`,
    motsCles: [intitule, entreprise.siren, codeAffiche(options.codeVerification)],
    emisLe: options.emisLe,
  });

  mise.deuxColonnes(emetteur(greffe), references(options, entreprise.numero_gestion), { partGauche: 0.52 });
  mise.filet();
  mise.espace(6);
  mise.titre(
    intitule,
    `Extrait d’immatriculation principale au registre du commerce et des sociétés à jour au ${dateLongue(jour)}`,
  );
  if (entreprise.date_radiation !== null) {
    mise.texte(
      `${physique ? 'Personne physique radiée' : 'Personne morale radiée'} du registre du commerce et des sociétés le ${dateCourte(entreprise.date_radiation)}`,
      { police: 'gras', aligne: 'center', couleur: '#8b1a1a', apres: 8 },
    );
  }

  const immatriculee: Array<readonly [string, string | null]> = [
    ['Immatriculation au RCS, numéro', numero],
    [
      'Date d’immatriculation',
      entreprise.date_immatriculation ? dateCourte(entreprise.date_immatriculation) : NON_RENSEIGNE,
    ],
  ];
  if (physique) {
    mise.section('Identification de la personne physique');
    mise.champs([
      ...immatriculee,
      ['Nom, prénoms', nom],
      ['Date et lieu de naissance', NON_RENSEIGNE],
      ['Nationalité', NON_RENSEIGNE],
      ['Forme d’exercice', entreprise.forme_juridique.libelle],
      ['Adresse de l’établissement principal', siege ? adresseTexte(siege.adresse) : NON_RENSEIGNE],
      ['Date de radiation', entreprise.date_radiation && dateCourte(entreprise.date_radiation)],
    ]);
  } else {
    mise.section('Identification de la personne morale');
    mise.champs([
      ...immatriculee,
      ['Dénomination ou raison sociale', entreprise.denomination],
      ['Sigle', entreprise.sigle],
      ['Forme juridique', entreprise.forme_juridique.libelle],
      ['Capital social', entreprise.capital && capital(entreprise.capital)],
      ['Adresse du siège', siege ? adresseTexte(siege.adresse) : NON_RENSEIGNE],
      ['Activités principales', activite(siege, donnees)],
      [
        'Durée de la personne morale',
        entreprise.date_fin_personne_morale
          ? `Jusqu’au ${dateCourte(entreprise.date_fin_personne_morale)}`
          : 'Non renseignée',
      ],
      [
        'Date de clôture de l’exercice social',
        entreprise.cloture_exercice
          ? jourEtMois(entreprise.cloture_exercice.jour, entreprise.cloture_exercice.mois)
          : 'Non renseignée',
      ],
      ['Date de radiation', entreprise.date_radiation && dateCourte(entreprise.date_radiation)],
    ]);
  }

  const mandataires = donnees.mandataires.filter((m) => enFonction(m, jour));
  if (!physique || mandataires.length > 0) {
    mise.section('Gestion, direction, administration, contrôle, associés ou membres');
    if (mandataires.length === 0) {
      mise.texte('Aucun dirigeant en fonction n’est inscrit au registre.', { apres: 4 });
    }
    for (const m of mandataires) mandataire(mise, m);
  }

  mise.section('Renseignements relatifs à l’activité et à l’établissement principal');
  mise.champs([
    ['Adresse de l’établissement', siege ? adresseTexte(siege.adresse) : NON_RENSEIGNE],
    ['Nom commercial', siege?.denomination_usuelle],
    ['Enseigne', siege?.enseigne],
    ['Activité(s) exercée(s)', activite(siege, donnees)],
    [
      'Date de commencement d’activité',
      (siege?.date_debut_activite ?? entreprise.date_debut_activite)
        ? dateCourte((siege?.date_debut_activite ?? entreprise.date_debut_activite) as string)
        : NON_RENSEIGNE,
    ],
    ['Origine du fonds ou de l’activité', siege?.origine_fonds ?? NON_RENSEIGNE],
    ['Mode d’exploitation', siege?.mode_exploitation ?? NON_RENSEIGNE],
    ['Fermeture', siege?.date_fermeture ? `Établissement fermé le ${dateCourte(siege.date_fermeture)}` : null],
  ]);

  const secondaires = donnees.etablissements_secondaires;
  const dansLeRessort = secondaires.filter((e) => e.greffe?.code === greffe.code);
  const horsRessort = secondaires.filter((e) => e.greffe !== null && e.greffe.code !== greffe.code);
  const autres = secondaires.filter((e) => e.greffe === null);
  if (dansLeRessort.length > 0) {
    mise.section('Renseignements relatifs aux autres établissements dans le ressort');
    for (const e of dansLeRessort) etablissementSecondaire(mise, e);
  }
  if (horsRessort.length > 0) {
    mise.section('Immatriculations hors ressort');
    for (const e of horsRessort) {
      mise.champs([['Greffe', e.greffe ? nomGreffe(e.greffe) : null]]);
      etablissementSecondaire(mise, e);
    }
  }
  // An establishment whose commune maps to no registry (abroad, unknown code).
  if (autres.length > 0) {
    mise.section('Autres établissements');
    for (const e of autres) etablissementSecondaire(mise, e);
  }
  const nonDetailles = donnees.nombre_etablissements_secondaires - secondaires.length;
  if (nonDetailles > 0) {
    mise.texte(
      `${donnees.nombre_etablissements_secondaires} établissements secondaires actifs sont inscrits : ${nonDetailles} ne sont pas détaillés sur cet extrait.`,
      { police: 'italique', apres: 4 },
    );
  }

  mise.section('Observations et renseignements complémentaires');
  if (donnees.observations.length === 0) {
    mise.texte('Néant', { apres: 4 });
  } else {
    mise.champs(
      donnees.observations.map((observation, i) => {
        const texte = [
          observation.libelle,
          observation.complement,
          observation.greffe ? `Juridiction : ${tribunalMajuscule(observation.greffe)}` : null,
        ]
          .filter((partie) => partie)
          .join('. ');
        return [`Mention n° ${i + 1} du ${dateCourte(observation.date)}`, texte] as const;
      }),
    );
  }

  signature(mise, 'Fin de l’extrait', options.emisLe, options);
  mise.texte(
    'Un extrait Kbis n’a pas de durée de validité légale ; il reflète la situation inscrite au registre à la date indiquée ci-dessus.',
    { taille: 7.5, couleur: GRIS, aligne: 'center' },
  );

  return mise.terminer({
    entete: `${intitule} – ${nom} – ${numero} – à jour au ${dateCourte(jour)}`,
    pied: [
      `${nomGreffe(greffe)} – ${numero} – N° de gestion ${entreprise.numero_gestion ?? NON_RENSEIGNE}`,
      `${intitule} délivré le ${dateCourte(jour)} – Code de vérification : ${codeAffiche(options.codeVerification)}`,
    ],
  });
}
