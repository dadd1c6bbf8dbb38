import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { ResponsiveTable } from '../../../../components/departement/responsive-table';
import { VisuallyHidden } from '../../../../components/shell/ui';
import { kbisPeriodiques } from '../../../../lib/api/kbis-periodiques';
import { pagesCommandes } from '../../../../lib/api/routes';
import type { AdresseLivraison, Envoi, KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { formatDate, formatDateHeure } from '../../../../lib/registre/format';
import { theme } from '../../../../theme';
import { Section } from '../../mise-en-page';
import { BoutonTelechargement } from '../commun';
import { StatutEnvoiBadge } from './commun';

const Code = styled.span`
  display: block;
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
`;

/** « ALPHA SOLUTIONS, 12 rue de la Paix, 75002 Paris »; the country when it is not France. */
export const adresseSurUneLigne = (a: AdresseLivraison) =>
  [a.nom, a.numero_voie, a.complement, `${a.code_postal} ${a.ville}`, a.pays === 'FR' ? null : a.pays]
    .filter(Boolean)
    .join(', ');

/** What a sent issue gave: its PDF (download, verification code) or the address it went to. */
function Livraison({ kbis, envoi }: { kbis: KbisPeriodique; envoi: Envoi }) {
  const { document } = envoi;
  const quoi = `envoi n° ${envoi.rang} du ${formatDate(envoi.prevu_le)}`;
  if (document)
    return (
      <>
        <BoutonTelechargement
          id={`envoi-${envoi.rang}-document`}
          lire={() => kbisPeriodiques.document(kbis.commande, document)}
        >
          Télécharger (PDF)<VisuallyHidden> : {quoi}</VisuallyHidden>
        </BoutonTelechargement>
        {document.code_verification ? (
          <Code>
            Code de vérification : <strong>{document.code_verification}</strong> —{' '}
            <Link to={pagesCommandes.verification(document.code_verification)}>
              Vérifier ce document<VisuallyHidden> : {quoi}</VisuallyHidden>
            </Link>
          </Code>
        ) : null}
      </>
    );
  if (envoi.adresse_livraison) return <>{adresseSurUneLigne(envoi.adresse_livraison)}</>;
  return <>—</>;
}

/** Every issue of the subscription: its day, its status and, once sent, what it delivered. */
export function EnvoisKbisPeriodique({ kbis }: { kbis: KbisPeriodique }) {
  const elec = kbis.format_diffusion === 'ELEC';
  return (
    <Section aria-labelledby="titre-envois">
      <h2 id="titre-envois">Envois</h2>
      {kbis.envois.length === 0 ? (
        <p>Aucun envoi n’est encore planifié.</p>
      ) : (
        <ResponsiveTable>
          <table>
            <caption>
              <VisuallyHidden>Envois du Kbis périodique : {kbis.denomination}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Envoi</th>
                <th scope="col">Date prévue</th>
                <th scope="col">Statut</th>
                <th scope="col">Envoyé le</th>
                <th scope="col">{elec ? 'Document' : 'Adressé à'}</th>
              </tr>
            </thead>
            <tbody>
              {kbis.envois.map((envoi) => (
                <tr key={envoi.rang}>
                  <th scope="row">
                    {envoi.rang} / {kbis.nombre_envois}
                  </th>
                  <td data-label="Date prévue">{formatDate(envoi.prevu_le)}</td>
                  <td data-label="Statut">
                    <StatutEnvoiBadge statut={envoi.statut} libelle={envoi.libelle_statut} />
                  </td>
                  <td data-label="Envoyé le">{envoi.envoye_le ? formatDateHeure(envoi.envoye_le) : '—'}</td>
                  <td data-label={elec ? 'Document' : 'Adressé à'}>
                    <Livraison kbis={kbis} envoi={envoi} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ResponsiveTable>
      )}
    </Section>
  );
}
