import { LIBELLES_ETAT_FORMALITE, LIBELLES_TYPE_FORMALITE, type Formalite } from '@portail/contrat/formalites';
import { signature, type OptionsDate } from './pdf/communs.js';
import { dateCourte, dateHeure, deVille, siren } from './pdf/formats.js';
import { GRIS, Mise, type Ligne } from './pdf/mise-en-page.js';

/*
 * Récépissé de dépôt: what the greffe received (a formality of the formalities register, SPEC §2
 * « formalités ») and where the dossier stands on the issue day. Made on the fly for the customer
 * account that entered or follows the dossier; nothing is kept.
 */

const INTITULE = 'Récépissé de dépôt';

/**
 * The receipt of one dossier: the greffe, the liasse number and the dossier's identifier, the
 * company, the type and object of the formality, the deposit date, the current state (with the
 * reason of a regularisation or a rejection) and the states it went through.
 */
export async function genererRecepisseFormalite(formalite: Formalite, options: OptionsDate): Promise<Buffer> {
  const { entreprise, greffe } = formalite;
  const type = LIBELLES_TYPE_FORMALITE[formalite.type];
  const mise = new Mise({
    titre: `${INTITULE} – liasse n° ${formalite.numero_liasse}`,
    sujet: `${type} – ${entreprise.denomination} – greffe ${deVille(greffe.nom)}`,
    motsCles: [INTITULE, type, formalite.numero_liasse, formalite.identifiant, entreprise.siren],
    emisLe: options.emisLe,
  });
  const emetteur: Ligne[] = [
    { texte: `Greffe ${deVille(greffe.nom)}`, police: 'gras', taille: 11 },
    { texte: 'Registre des formalités', taille: 9.5 },
    { texte: `Code greffe ${greffe.code}`, taille: 8.5, couleur: GRIS },
  ];
  const references: Ligne[] = [
    { texte: `Liasse n° ${formalite.numero_liasse}`, police: 'gras', taille: 10 },
    { texte: `Formalité ${formalite.identifiant}`, taille: 9.5 },
  ];
  mise.deuxColonnes(emetteur, references);
  mise.filet();
  mise.espace(6);
  mise.titre(INTITULE, `${type}\ndéposée le ${dateCourte(formalite.date_depot)}`);

  mise.section('Dossier');
  mise.champs([
    ['Numéro de liasse', formalite.numero_liasse],
    ['Identifiant de la formalité', formalite.identifiant],
    ['Référence du déposant', formalite.reference_formaliste],
    ['Greffe', `${greffe.nom} (code ${greffe.code})`],
    ['Type de formalité', type],
    ['Objet', formalite.objet],
    ['Date de dépôt', dateCourte(formalite.date_depot)],
  ]);

  mise.section('Entreprise');
  mise.champs([
    ['Dénomination au dépôt', entreprise.denomination],
    ['SIREN', siren(entreprise.siren)],
  ]);

  mise.section('État du dossier');
  mise.champs([
    ['État actuel', LIBELLES_ETAT_FORMALITE[formalite.etat]],
    ['Depuis le', dateHeure(formalite.date_etat)],
    ['Motif', formalite.motif],
  ]);
  if (formalite.etapes.length > 0) {
    mise.sousTitre('Étapes du dossier');
    mise.tableau(
      [
        { titre: 'Date', part: 2 },
        { titre: 'État', part: 3 },
        { titre: 'Motif', part: 5 },
      ],
      formalite.etapes.map((etape) => [dateHeure(etape.date), LIBELLES_ETAT_FORMALITE[etape.etat], etape.motif ?? '']),
    );
  }

  mise.espace(6);
  mise.texte(
    'Le présent récépissé atteste la réception du dossier par le greffe. Il ne préjuge pas de la suite qui lui sera donnée : seule l’inscription au registre en produit les effets.',
    { taille: 9, police: 'italique', aligne: 'justify', apres: 2 },
  );
  signature(mise, 'Fin du récépissé', options.emisLe, undefined, 'du registre des formalités du greffe');
  return mise.terminer({
    entete: `${INTITULE} – liasse n° ${formalite.numero_liasse}`,
    pied: [`${INTITULE} – ${type} – ${entreprise.denomination}`, `Liasse n° ${formalite.numero_liasse}`],
  });
}
