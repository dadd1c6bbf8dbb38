import { libellesNature, type NatureFichier } from './colonnes.js';
import type { Compteurs } from './suivi.js';

/** What the importer tells the operator (on stderr for the CLI). */
export interface Progression {
  message(texte: string): void;
  debut(fichier: { nom: string; nature: NatureFichier; taille: number }): void;
  /** Called as lines are read: bytes read so far, lines read by this run, rejections committed. */
  avancer(etat: { octets: number; lignes: number; rejetees: number }): void;
  fin(bilan: BilanFichier): void;
}

export interface BilanFichier {
  nom: string;
  nature: NatureFichier;
  /** This run only (a resumed import counts the lines it read itself). */
  compteurs: Compteurs;
  dureeMs: number;
}

export const progressionMuette: Progression = {
  message: () => undefined,
  debut: () => undefined,
  avancer: () => undefined,
  fin: () => undefined,
};

const nombre = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const pourcent = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formaterDuree(ms: number): string {
  const secondes = Math.round(ms / 1000);
  if (secondes < 60) return `${secondes} s`;
  const minutes = Math.floor(secondes / 60);
  if (minutes < 60) return `${minutes} min ${String(secondes % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function debit(lignes: number, ms: number): number {
  return ms > 0 ? Math.round((lignes * 1000) / ms) : 0;
}

interface Sortie {
  write(texte: string): unknown;
  isTTY?: boolean;
}

/**
 * A bar redrawn in place (at most 5 times a second) when the output is a
 * terminal; otherwise one plain line every `intervalleMs` (logs, CI).
 */
export function progressionTexte(sortie: Sortie, { intervalleMs = 10_000 } = {}): Progression {
  const tty = sortie.isTTY === true;
  let fichier = { nom: '', nature: 'UNITES_LEGALES' as NatureFichier, taille: 0 };
  let debutMs = 0;
  let dernierAffichage = 0;
  let barreAffichee = false;

  const effacerBarre = () => {
    if (barreAffichee) sortie.write('\r\x1b[K');
    barreAffichee = false;
  };

  return {
    message(texte) {
      effacerBarre();
      sortie.write(`${texte}\n`);
    },
    debut(infos) {
      fichier = infos;
      debutMs = performance.now();
      dernierAffichage = debutMs;
      effacerBarre();
      sortie.write(`Import des ${libellesNature[infos.nature]} : ${infos.nom}\n`);
    },
    avancer({ octets, lignes, rejetees }) {
      const maintenant = performance.now();
      if (maintenant - dernierAffichage < (tty ? 200 : intervalleMs)) return;
      dernierAffichage = maintenant;
      const part = fichier.taille > 0 ? Math.min(1, octets / fichier.taille) : 1;
      const etat =
        `${pourcent.format(part * 100)} % · ${nombre.format(lignes)} lignes · ` +
        `${nombre.format(debit(lignes, maintenant - debutMs))} lignes/s · ${nombre.format(rejetees)} rejetées`;
      if (tty) {
        const plein = Math.round(part * 30);
        sortie.write(`\r\x1b[K[${'█'.repeat(plein)}${'░'.repeat(30 - plein)}] ${etat}`);
        barreAffichee = true;
      } else {
        sortie.write(`${fichier.nom} : ${etat}\n`);
      }
    },
    fin({ nom, nature, compteurs, dureeMs }) {
      effacerBarre();
      const inchangees = compteurs.lignesImportees - compteurs.creees - compteurs.modifiees;
      sortie.write(
        [
          `Import des ${libellesNature[nature]} terminé : ${nom}`,
          `  lignes lues : ${nombre.format(compteurs.lignesLues)}`,
          `  importées   : ${nombre.format(compteurs.lignesImportees)} (créées ${nombre.format(compteurs.creees)}, ` +
            `mises à jour ${nombre.format(compteurs.modifiees)}, inchangées ${nombre.format(inchangees)})`,
          `  rejetées    : ${nombre.format(compteurs.lignesRejetees)}`,
          ...(compteurs.valeursEcartees > 0
            ? [
                `  écartées    : ${nombre.format(compteurs.valeursEcartees)} ` +
                  `valeur${compteurs.valeursEcartees > 1 ? 's mises' : ' mise'} de côté, ` +
                  'leurs lignes importées (motifs dans le rapport)',
              ]
            : []),
          `  durée       : ${formaterDuree(dureeMs)}`,
          `  débit       : ${nombre.format(debit(compteurs.lignesLues, dureeMs))} lignes/s`,
          '',
        ].join('\n'),
      );
    },
  };
}
