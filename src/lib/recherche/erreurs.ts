/** Named failures of the search service, as the pages show them (no dependency: safe to import anywhere). */

/** One reason of a 400 answer: `field` is the service's name (« query.numero_identification »). */
export interface RaisonRefus {
  field: string;
  message: string;
}

export class RechercheRefusee extends Error {
  constructor(
    message: string,
    readonly raisons: RaisonRefus[],
  ) {
    super(message);
    this.name = 'RechercheRefusee';
  }
}

export class RechercheIndisponible extends Error {
  constructor(
    readonly status: number | null,
    cause?: unknown,
  ) {
    super('Le service de recherche ne répond pas.', { cause });
    this.name = 'RechercheIndisponible';
  }
}

export class ReponseInattendue extends Error {
  constructor(chemin: string, manquant: string) {
    super(`Réponse inattendue du service de recherche (${chemin}) : ${manquant} manquant.`);
    this.name = 'ReponseInattendue';
  }
}
