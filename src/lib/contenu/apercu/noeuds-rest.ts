import type { LecteurNoeuds, Noeud } from '../../../build/contenu/noeuds';

/**
 * A draft read from Strapi's REST API, seen through the same reader the build uses
 * (src/build/contenu/noeuds.ts), so the preview goes through the build's own page builders.
 * gatsby-source-strapi turns every nested object (relation, component, media) into a node of its
 * own linked by `<field>___NODE`; this does the same. Richtext stays a string, which Cms.markdown
 * reads as it is.
 */
export type Json = Record<string, unknown>;

const estObjet = (valeur: unknown): valeur is Json =>
  typeof valeur === 'object' && valeur !== null && !Array.isArray(valeur);

export class NoeudsApercu implements LecteurNoeuds {
  private readonly noeuds = new Map<string, Noeud>();
  private readonly parType = new Map<string, Noeud[]>();
  readonly racine: Noeud;

  /** `voisins`: nodes of other entries shown on the page (`{ 'dossier-thematique': ['parent'] }`). */
  constructor(type: string, document: Json, voisins: Record<string, string[]> = {}) {
    this.racine = this.convertir(document);
    this.parType.set(type, [this.racine]);
    for (const [typeVoisin, chemins] of Object.entries(voisins)) {
      const liste = this.parType.get(typeVoisin) ?? [];
      for (const chemin of chemins) liste.push(...this.suivre(this.racine, chemin.split('.')));
      this.parType.set(typeVoisin, liste);
    }
  }

  getNodesByType(type: string): unknown[] {
    // The build's reader asks by node type (STRAPI_ACTUALITE); the singular name is kept here.
    const singulier = type
      .replace(/^STRAPI_/, '')
      .toLowerCase()
      .replace(/_/g, '-');
    return this.parType.get(singulier) ?? [];
  }

  getNode(id: string): unknown {
    return this.noeuds.get(id);
  }

  private convertir(objet: Json): Noeud {
    const id = `apercu-${this.noeuds.size + 1}`;
    const noeud: Noeud = { id };
    this.noeuds.set(id, noeud);
    for (const [champ, valeur] of Object.entries(objet)) {
      if (champ === 'id') continue;
      if (estObjet(valeur)) noeud[`${champ}___NODE`] = this.convertir(valeur).id;
      else if (Array.isArray(valeur) && valeur.some(estObjet)) {
        noeud[`${champ}___NODE`] = valeur.filter(estObjet).map((v) => this.convertir(v).id);
      } else noeud[champ] = valeur;
    }
    return noeud;
  }

  private suivre(depart: Noeud, champs: string[]): Noeud[] {
    const [champ, ...reste] = champs;
    if (!champ) return [depart];
    const lien = depart[`${champ}___NODE`];
    const ids = Array.isArray(lien) ? lien : lien === undefined ? [] : [lien];
    return ids.flatMap((id) => {
      const suivant = typeof id === 'string' ? this.noeuds.get(id) : undefined;
      return suivant ? this.suivre(suivant, reste) : [];
    });
  }
}
