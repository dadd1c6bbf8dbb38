import type { ContexteCommun, Etape } from '../../lib/contenu/types';
import { breadcrumbJsonLd, JsonLd, type Crumb } from '../registre/json-ld';
import { useSiteUrl } from '../registre/use-site-url';
import { Seo } from '../seo';

/** The breadcrumb of a content page in the shape of the shared Breadcrumb (last step: current page). */
export const miettes = (fil: Etape[]): Crumb[] =>
  fil.map((etape, i) => (i === fil.length - 1 ? { label: etape.titre } : { label: etape.titre, path: etape.chemin }));

/**
 * `<head>` of every content page: title, description, canonical address, Open Graph (og:type
 * `article` for dated content, og:image when the entry has one) and the breadcrumb as JSON-LD.
 */
export function TeteContenu({ contexte }: { contexte: ContexteCommun }) {
  const siteUrl = useSiteUrl();
  const { seo } = contexte;
  return (
    <Seo
      title={seo.titre.replace(/\s*\|\s*Greffeo$/, '')}
      description={seo.description}
      path={contexte.chemin}
      type={seo.type}
      image={seo.image}
      noindex={seo.noindex}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, miettes(contexte.fil), contexte.chemin)} />
    </Seo>
  );
}
