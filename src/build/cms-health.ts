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

/** Checks Strapi's health endpoint; throws CmsUnreachable with the cause in French terms. */
export async function assertCmsReachable(cmsUrl: string, timeoutMs = 10_000): Promise<void> {
  const url = `${cmsUrl}/_health`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new CmsUnreachable(url, cause === 'ECONNREFUSED' ? 'connexion refusée' : cause);
  }
  if (!response.ok) throw new CmsUnreachable(url, `réponse HTTP ${response.status}`);
}
