import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { sirenDansChemin } from '../../components/entreprise/format';
import { Indisponible, Introuvable } from '../../components/registre/page-states';
import { Seo } from '../../components/seo';
import { registre } from '../../lib/registre/client';
import { vocabulaire } from '../../lib/vocabulaire';
import { entreprisePath } from '../../lib/registre/paths';
import { load, notFound, redirect, type Loaded } from '../../lib/registre/server-page';

/** This address never renders a company: it redirects to the canonical page, or says why it cannot. */
type ServerData = Loaded<null>;

const PREFIXE = '/entreprise-societe/';

/** The part of the address after /entreprise-societe/, from the route's splat or the raw URL. */
function cheminDemande(params: Record<string, unknown> | undefined, url: string): string {
  const splat = params?.['*'];
  if (typeof splat === 'string' && splat) return splat;
  const path = url.split('?')[0] ?? '';
  const start = path.indexOf(PREFIXE);
  return start >= 0 ? path.slice(start + PREFIXE.length) : '';
}

export default function EntrepriseSocietePage({ serverData }: PageProps<object, object, unknown, ServerData>) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="La recherche de l’entreprise est momentanément indisponible." />;
  }
  const { identifiantEntreprise } = vocabulaire();
  return (
    <Introuvable
      titre="Entreprise introuvable"
      texte={`Cette adresse ne contient pas le numéro ${identifiantEntreprise} d’une entreprise du registre. Vérifiez le lien ou recherchez l’entreprise par son nom ou son numéro ${identifiantEntreprise}.`}
    />
  );
}

export function Head({ location }: HeadProps<object, object, ServerData>) {
  return <Seo title="Entreprise introuvable" path={location.pathname} noindex />;
}

/**
 * Old and third-party addresses of a company (« /entreprise-societe/552100554-danone »,
 * « …/danone-552-100-554 »…): the first valid SIREN in the path leads, with a 301, to the
 * company's canonical page; no SIREN or an unknown one gives 404.
 */
export const getServerData: GetServerData<ServerData> = (props) =>
  load<null>('entreprise-societe', async () => {
    const siren = sirenDansChemin(cheminDemande(props.params, props.url));
    if (!siren) return notFound();
    const entreprise = await registre.entrepriseParNumero(siren);
    return entreprise ? redirect(entreprisePath(entreprise)) : notFound();
  });
