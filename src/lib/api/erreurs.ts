/** Named failures of the services, as the screens show them (SPEC §8). */
import type { HTTPError } from 'ky';

export interface ErreurChamp {
  field: string;
  message: string;
}

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

/** The service did not answer (network) or answered something the site cannot read. */
export class ServiceIndisponible extends Error {
  constructor(cause?: unknown) {
    super('Le service ne répond pas. Veuillez réessayer dans un instant.', { cause });
    this.name = 'ServiceIndisponible';
  }
}

export class ReponseInattendue extends Error {
  constructor(chemin: string, detail: string) {
    super(`Réponse inattendue du service (${chemin}) : ${detail}.`);
    this.name = 'ReponseInattendue';
  }
}

/** What a form says of a failed call: the service's message, or the generic one. */
export const messageDErreur = (erreur: unknown): string =>
  erreur instanceof ErreurApi ? erreur.message : MESSAGE_ERREUR_GENERIQUE;

export const estIntrouvable = (erreur: unknown) => erreur instanceof ErreurApi && erreur.status === 404;

/** Reads `{ message, errors: [{ field, message }] }` from a failed answer. */
export async function versErreurApi(error: HTTPError): Promise<ErreurApi> {
  const status = error.response.status;
  let message = status >= 500 ? MESSAGE_ERREUR_GENERIQUE : 'La demande a été refusée.';
  let champs: ErreurChamp[] = [];
  try {
    const corps = (await error.response.json()) as { message?: unknown; errors?: unknown };
    if (status < 500 && typeof corps.message === 'string') message = corps.message;
    if (Array.isArray(corps.errors)) {
      champs = corps.errors.flatMap((e: unknown) => {
        const { field, message: texte } = (e ?? {}) as Record<string, unknown>;
        return typeof texte === 'string' ? [{ field: typeof field === 'string' ? field : '', message: texte }] : [];
      });
    }
  } catch {
    // No JSON body: the generic message stays.
  }
  return new ErreurApi(status, message, champs);
}

/** ky's HTTPError, recognised without loading ky. */
const estErreurHttp = (error: unknown): error is HTTPError =>
  error instanceof Error &&
  error.name === 'HTTPError' &&
  typeof (error as Partial<HTTPError>).response?.status === 'number';

/** Runs a call and turns ky's errors into the named ones above. */
export async function appel<T>(requete: () => Promise<T>): Promise<T> {
  try {
    return await requete();
  } catch (error) {
    if (estErreurHttp(error)) throw await versErreurApi(error);
    if (error instanceof ReponseInattendue || error instanceof ErreurApi) throw error;
    throw new ServiceIndisponible(error);
  }
}

/** The message of a field (`body.libelle_courrier` or `libelle_courrier`), if the service gave one. */
export function messageDuChamp(erreur: unknown, champ: string): string | undefined {
  if (!(erreur instanceof ErreurApi)) return undefined;
  return erreur.champs.find((c) => c.field === champ || c.field.endsWith(`.${champ}`) || c.field.endsWith(`/${champ}`))
    ?.message;
}
