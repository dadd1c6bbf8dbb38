/** Raised when the CMS cannot be reached before a build: the build must stop, nothing is published. */
export class CmsUnreachable extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(
      `Le CMS ne répond pas à ${url} (${reason}). ` +
        'La construction du site est interrompue ; la version déjà publiée reste en ligne.',
    );
    this.name = 'CmsUnreachable';
  }
}

/** Why a request failed, in French, whichever fetch implementation raised it. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const { name, code, cause } = error as { name?: string; code?: string; cause?: { code?: string } };
  const errno = cause?.code ?? code;
  if (errno === 'ECONNREFUSED') return 'connexion refusée';
  if (errno === 'ENOTFOUND' || errno === 'EAI_AGAIN') return 'adresse introuvable';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `pas de réponse en ${(timeoutMs / 1000).toLocaleString('fr-FR')} s`;
  return 'connexion impossible';
}

/** Checks Strapi's health endpoint; throws CmsUnreachable with the cause in French terms. */
export async function assertCmsReachable(cmsUrl: string, timeoutMs = 10_000): Promise<void> {
  const url = `${cmsUrl}/_health`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CmsUnreachable(url, describeFailure(error, timeoutMs));
  }
  if (!response.ok) throw new CmsUnreachable(url, `réponse HTTP ${response.status}`);
}
