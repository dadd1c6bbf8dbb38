import type { Db } from '../../../db/index.js';
import { ChampsInvalides } from '../../../domain-error.js';
import { CUSTOM_MESSAGE_KEYWORD } from '@portail/contrat/commun/messages';
import { exigerCompteOuvert, type Client } from '../../commandes/index.js';
import { insererCommande, lireCommandeCreee } from '../../commandes/index.js';
import type { Commande } from '../../commandes/index.js';
import { aujourdhui } from '@portail/domaine';
import { refusKbis } from '../../documents/index.js';
import { lireExtraitKbis } from '../../entreprises/index.js';
import { KBIS_PERIODIQUE, lignesDiffusion } from '../../paniers/index.js';
import { chiffrerSousArticle } from '../../paniers/index.js';
import { prix } from '@portail/domaine';
import { findEntreprise, findTarif } from '../repository/sources.js';
import type { CreationKbisPeriodique } from '@portail/contrat/kbis-periodiques';

const invalide = (champ: string, message: string) => new ChampsInvalides([{ champ, message }]);

/**
 * The basket names a diffusion's fields `diffusions/0/…`; this body has them flat
 * (`diffusions/0/periodicite/duree_mois` → `duree_mois`).
 */
function aplatir(erreur: ChampsInvalides): ChampsInvalides {
  return new ChampsInvalides(
    erreur.validation.map((issue) => ({
      champ: issue.instancePath.replace(/^\/diffusions\/0\/(periodicite\/?)?/, '').replace(/^\//, '') || 'periodicite',
      message: String((issue.parentSchema as Record<string, unknown>)[CUSTOM_MESSAGE_KEYWORD]),
    })),
  );
}

/**
 * POST kbis_periodiques: an order of one KBIS_PERIODIQUE article, without the basket but with its
 * rules and prices (lignesDiffusion, then the basket's pricing of a sub-article), A_PAYER like any
 * order. The company must have a Kbis (a unit known from SIRENE only has none, a Caledonian one has
 * the DAE's).
 */
export async function commanderKbisPeriodique(
  db: Db,
  client: Client,
  corps: CreationKbisPeriodique,
): Promise<Commande> {
  exigerCompteOuvert(client);
  const jour = aujourdhui();
  const entreprise = await findEntreprise(db, corps.id_entite);
  if (entreprise === undefined) throw invalide('id_entite', 'ne correspond à aucune entreprise du registre');
  const refus = refusKbis(await lireExtraitKbis(db, corps.id_entite));
  if (refus !== null) throw invalide('id_entite', refus);
  const diffusion = {
    format_diffusion: corps.format_diffusion,
    quantite: corps.quantite,
    periodicite: { frequence_mois: corps.frequence_mois, duree_mois: corps.duree_mois },
  };
  const [demande] = await lignesDiffusion(db, KBIS_PERIODIQUE, [diffusion], client.grille).catch((erreur: unknown) => {
    throw erreur instanceof ChampsInvalides ? aplatir(erreur) : erreur;
  });
  if (demande === undefined) throw new Error('lignesDiffusion sans ligne pour une diffusion acceptée');
  const tarif = await findTarif(db, demande.id_sous_article_catalogue, client.grille, jour);
  if (tarif === undefined) throw new Error(`Sous-article ${demande.id_sous_article_catalogue} absent du catalogue`);
  const { sous_article, centimes } = chiffrerSousArticle(
    {
      id: 0,
      panier_article_id: 0,
      ...tarif,
      id_sous_article_catalogue: demande.id_sous_article_catalogue,
      payload: { diffusions: [diffusion] },
    },
    client.grille,
    jour,
  );
  const reference = await db.transaction((tx) =>
    insererCommande(tx, client, { jour, grille: client.grille }, [
      {
        groupe: entreprise,
        article: {
          id_article_catalogue: tarif.id_article_catalogue,
          type: tarif.type,
          libelle: tarif.libelle,
          id_entite: corps.id_entite,
          donnees: {},
          montant: prix(centimes),
          sous_articles: [sous_article],
        },
      },
    ]),
  );
  return lireCommandeCreee(db, client, reference);
}
