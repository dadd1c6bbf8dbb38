/**
 * The named failures of every service call of the site (SPEC §8), browser and server side, and
 * `appel`, which turns ky's errors into them. No runtime dependency: safe to import anywhere.
 *
 * - ErreurApi: an answer other than 2xx, with the service's French message and field messages;
 *   RechercheRefusee is the search service's 400.
 * - ServiceIndisponible: no answer (or, for search and getServerData, a 5xx); RechercheIndisponible
 *   and ServicesUnavailable (getServerData) are its kinds, each with its own wording.
 * - ReponseInattendue: an answer missing what the site relies on (see verifier.ts).
 */
import type { HTTPError } from 'ky';

export interface ErreurChamp {
  field: string;
  message: string;
}

/** One reason of a refused search: `field` is the service's name (« query.numero_identification »). */
export type RaisonRefus = ErreurChamp;

export const MESSAGE_ERREUR_GENERIQUE = 'Une erreur est survenue.';

/** An answer other than 2xx: its status, the service's French message and its field messages. */
export class ErreurApi extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly champs: ErreurChamp[] = [],
  ) {
    super(message);
    this.name = 'ErreurApi';
  }
}

/** A search refused by the service (400), with its reasons. */
export class RechercheRefusee extends ErreurApi {
  constructor(message: string, raisons: RaisonRefus[]) {
    super(400, message, raisons);
    this.name = 'RechercheRefusee';
  }

  get raisons(): RaisonRefus[] {
    return this.champs;
  }
}

/** The service did not answer (network) or answered something the site cannot read. */
export class ServiceIndisponible extends Error {
  constructor(
    cause?: unknown,
    /** The HTTP status when the service answered with a failure, null when it did not answer. */
    readonly status: number | null = null,
    message = 'Le service ne répond pas. Veuillez réessayer dans un instant.',
  ) {
    super(message, { cause });
    this.name = 'ServiceIndisponible';
  }
}

/** The search service failed (network or any status other than 400). */
export class RechercheIndisponible extends ServiceIndisponible {
  constructor(status: number | null, cause?: unknown) {
    super(cause, status, 'Le service de recherche ne répond pas.');
    this.name = 'RechercheIndisponible';
  }
}

/** getServerData: the services failed (anything but 2xx and 404); logged, the page shows its outage screen. */
export class ServicesUnavailable extends ServiceIndisponible {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(cause, null, `Les services ne répondent pas (${url}).`);
    this.name = 'ServicesUnavailable';
  }
}

/** Who answered, as the message of a ReponseInattendue names it (each wording kept from its client). */
export type Source = 'service' | 'recherche' | 'registre';

const FORMULATIONS: Record<Source, (chemin: string, detail: string) => string> = {
  service: (chemin, detail) => `Réponse inattendue du service (${chemin}) : ${detail}.`,
  recherche: (chemin, detail) => `Réponse inattendue du service de recherche (${chemin}) : ${detail}.`,
  registre: (chemin, detail) => `Réponse inattendue des services pour ${chemin} : ${detail}.`,
};

/** An answer missing what the site relies on: `detail` says what (« denomination manquant »). */
export class ReponseInattendue extends Error {
  constructor(
    readonly chemin: string,
    readonly detail: string,
    readonly source: Source = 'service',
  ) {
    super(FORMULATIONS[source](chemin, detail));
    this.name = 'ReponseInattendue';
  }
}

/** What a form says of a failed call: the service's message, or the generic one. */
export const messageDErreur = (erreur: unknown): string =>
  erreur instanceof ErreurApi ? erreur.message : MESSAGE_ERREUR_GENERIQUE;

export const estIntrouvable = (erreur: unknown) => erreur instanceof ErreurApi && erreur.status === 404;

/** The message and field messages of a refusal's body, `{ message, errors: [{ field, message }] }`. */
export function lireCorpsRefus(corps: unknown): { message: string | undefined; champs: ErreurChamp[] } {
  const { message, errors } = (typeof corps === 'object' && corps !== null ? corps : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const champs = Array.isArray(errors)
    ? errors.flatMap((e: unknown) => {
        const { field, message: texte } = (e ?? {}) as Record<string, unknown>;
        return typeof texte === 'string' ? [{ field: typeof field === 'string' ? field : '', message: texte }] : [];
      })
    : [];
  return { message: typeof message === 'string' ? message : undefined, champs };
}

/** A refusal from ky's HTTPError, whose body ky has already read into `data` (parsed when JSON). */
const lireRefusHttp = (error: HTTPError) => lireCorpsRefus(error.data);

/** A failed answer of the services: the service's message below 500, a generic one otherwise. */
export async function versErreurApi(error: HTTPError): Promise<ErreurApi> {
  const status = error.response.status;
  const { message, champs } = lireRefusHttp(error);
  if (status >= 500) return new ErreurApi(status, MESSAGE_ERREUR_GENERIQUE, champs);
  return new ErreurApi(status, message ?? 'La demande a été refusée.', champs);
}

/** How a service's failures are named: an answer other than 2xx, and no answer at all. */
export interface Traduction {
  reponse(error: HTTPError): Promise<Error>;
  absence(cause: unknown): Error;
}

/** The services of the app: every failed answer is an ErreurApi, no answer a ServiceIndisponible. */
export const ERREURS_SERVICES: Traduction = {
  reponse: versErreurApi,
  absence: (cause) => new ServiceIndisponible(cause),
};

/** Search: a 400 is refused with its reasons, anything else is an outage. */
export const ERREURS_RECHERCHE: Traduction = {
  async reponse(error) {
    if (error.response.status !== 400) return new RechercheIndisponible(error.response.status, error);
    // A 400 without a JSON body still is a refusal; its generic message is kept.
    const { message, champs } = lireRefusHttp(error);
    return new RechercheRefusee(message ?? 'Requête invalide.', champs);
  },
  absence: (cause) => new RechercheIndisponible(null, cause),
};

/** ky's HTTPError, recognised without loading ky. */
const estErreurHttp = (error: unknown): error is HTTPError =>
  error instanceof Error &&
  error.name === 'HTTPError' &&
  typeof (error as Partial<HTTPError>).response?.status === 'number';

/** A call cancelled on purpose (a DOMException, not always an `Error` of this realm: compare names). */
export const estAnnulation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Runs a call and turns ky's errors into the named ones above. Errors already named pass as they
 * are, and so does a call cancelled on purpose: it is not a failure of the service.
 */
export async function appel<T>(requete: () => Promise<T>, traduction: Traduction = ERREURS_SERVICES): Promise<T> {
  try {
    return await requete();
  } catch (error) {
    if (estErreurHttp(error)) throw await traduction.reponse(error);
    if (
      error instanceof ReponseInattendue ||
      error instanceof ErreurApi ||
      error instanceof ServiceIndisponible ||
      estAnnulation(error)
    )
      throw error;
    throw traduction.absence(error);
  }
}

/** The message of a field (`body.libelle_courrier` or `libelle_courrier`), if the service gave one. */
export function messageDuChamp(erreur: unknown, champ: string): string | undefined {
  if (!(erreur instanceof ErreurApi)) return undefined;
  return erreur.champs.find((c) => c.field === champ || c.field.endsWith(`.${champ}`) || c.field.endsWith(`/${champ}`))
    ?.message;
}
