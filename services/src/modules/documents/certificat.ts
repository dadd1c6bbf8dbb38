import {
  codeAffiche,
  emetteur,
  identification,
  nomEntreprise,
  references,
  signature,
  type OptionsEmission,
} from './pdf/communs.js';
import { dateCourte, dateLongue, immatriculation, jourParis, nomGreffe, tribunalMajuscule } from './pdf/formats.js';
import { Mise } from './pdf/mise-en-page.js';
import type { ExtraitProcedures } from '../entreprises/index.js';

/*
 * Certificat relatif aux procédures collectives (the « certificat de non-faillite »): whether the
 * registry records a safeguard, reorganisation, liquidation or professional recovery proceeding
 * for the company, past or in progress, with its judgments; « Néant » when none.
 */

const INTITULE = 'Certificat relatif aux procédures collectives';

export async function genererCertificatProceduresCollectives(
  donnees: ExtraitProcedures,
  options: OptionsEmission,
): Promise<Buffer> {
  const { entreprise, greffe } = donnees;
  const jour = jourParis(options.emisLe);
  const nom = nomEntreprise(entreprise);
  const numero = immatriculation(entreprise.siren, greffe);
  // Only proceedings opened by the issue day: the certificate speaks of that day.
  const procedures = donnees.procedures.filter((p) => p.date_ouverture <= jour);
  const enCours = procedures.filter((p) => p.date_cloture === null || p.date_cloture > jour);

  const mise = new Mise({
    titre: `${INTITULE} – ${nom} – ${numero}`,
    sujet: `Situation au ${dateLongue(jour)}`,
    motsCles: [INTITULE, entreprise.siren, codeAffiche(options.codeVerification)],
    emisLe: options.emisLe,
  });
  mise.deuxColonnes(emetteur(greffe), references(options, entreprise.numero_gestion), { partGauche: 0.52 });
  mise.filet();
  mise.espace(6);
  mise.titre(
    INTITULE,
    `Procédures de sauvegarde, de redressement ou de liquidation judiciaires et de rétablissement professionnel – situation au ${dateLongue(jour)}`,
  );

  mise.section('Personne concernée');
  identification(mise, donnees);

  mise.section('Procédures collectives');
  if (procedures.length === 0) {
    mise.texte(
      `Le greffier certifie qu’à la date du ${dateCourte(jour)}, aucune procédure de sauvegarde, de redressement judiciaire, de liquidation judiciaire ou de rétablissement professionnel n’est ouverte ni n’a été ouverte à l’égard de ${nom} (${numero}), selon les mentions du registre.`,
      { apres: 8, aligne: 'justify' },
    );
    mise.texte('Néant', { police: 'gras', taille: 12, aligne: 'center', apres: 6 });
  } else {
    mise.texte(
      `Le greffier certifie qu’à la date du ${dateCourte(jour)}, ${nom} (${numero}) ${
        enCours.length > 0 ? 'fait l’objet' : 'a fait l’objet'
      } des procédures collectives suivantes, selon les mentions du registre :`,
      { apres: 6, aligne: 'justify' },
    );
    mise.champs([
      ['Procédure en cours', enCours.length > 0 ? `Oui (${enCours.map((p) => p.libelle).join(', ')})` : 'Non'],
      ['Nombre de procédures', String(procedures.length)],
    ]);
    mise.espace(4);
    procedures.forEach((procedure, i) => {
      mise.sousTitre(`${i + 1}. ${procedure.libelle}`);
      const cloturee = procedure.date_cloture !== null && procedure.date_cloture <= jour;
      mise.champs(
        [
          ['Juridiction', procedure.greffe ? tribunalMajuscule(procedure.greffe) : null],
          ['Date d’ouverture', dateCourte(procedure.date_ouverture)],
          ['Situation', cloturee ? `Clôturée le ${dateCourte(procedure.date_cloture as string)}` : 'En cours'],
        ],
        { retrait: 12 },
      );
      const jugements = procedure.jugements.filter((j) => j.date <= jour);
      if (jugements.length > 0) {
        mise.tableau(
          [
            { titre: 'Date', part: 1.2 },
            { titre: 'Jugement', part: 4 },
            { titre: 'Précisions', part: 2.6 },
          ],
          jugements.map((j) => [dateCourte(j.date), j.nature, j.complement ?? '']),
        );
      }
      mise.espace(4);
    });
  }

  signature(mise, 'Fin du certificat', options.emisLe, options);

  return mise.terminer({
    entete: `${INTITULE} – ${nom} – ${numero} – au ${dateCourte(jour)}`,
    pied: [
      greffe ? `${nomGreffe(greffe)} – ${numero}` : `Greffeo – SIREN ${numero}`,
      `Certificat délivré le ${dateCourte(jour)} – Code de vérification : ${codeAffiche(options.codeVerification)}`,
    ],
  });
}
