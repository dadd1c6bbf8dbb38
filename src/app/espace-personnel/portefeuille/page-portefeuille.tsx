import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { ResponsiveTable } from '../../../components/departement/responsive-table';
import { VisuallyHidden } from '../../../components/shell/ui';
import { factures } from '../../../lib/api/commandes';
import { pages, pagesCommandes } from '../../../lib/api/routes';
import type { TypeMouvement } from '../../../lib/api/commandes';
import { usePortefeuille, useSuivi } from '../../../lib/api/use-commandes';
import { formatDateHeure } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { euros } from '../../panier/diffusions';
import { AnnonceSuivi, BlocErreur, Chargement, Erreur, Fort, Vide } from '../../ui/etats';
import type { ProprietesEcran } from '../espace-personnel-app';
import { BoutonTelechargement } from '../mes-commandes/commun';
import { PageEspace, Section } from '../mise-en-page';
import { useEspace } from '../use-espace';
import { FormulaireRechargement } from './formulaire-rechargement';
import { lireRechargement, oublierRechargement } from './montant';

const TYPES: Record<TypeMouvement, string> = {
  RECHARGEMENT: 'Rechargement',
  PAIEMENT: 'Paiement',
  REMBOURSEMENT: 'Remboursement',
};

/** A refund's credit note, under its operation. */
const Avoir = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
`;

const Solde = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
`;

/**
 * /espace-personnel/portefeuille-electronique-details[?paiement=reussi|refuse]: the wallet of the
 * selected account (balance, movements) and its top-up by card. Back from the provider with
 * `paiement=reussi`, the wallet is read every 2 s until its balance moves (about a minute at most).
 */
export function PagePortefeuille({ recherche }: ProprietesEcran) {
  const retour = recherche.get('paiement');
  const { compte, selection, chargement } = useEspace();
  const idCompte = compte?.id ?? null;
  const swr = usePortefeuille(idCompte);
  const { mutate } = swr;
  const portefeuille = swr.data;

  const [soldeAvant, setSoldeAvant] = useState<number | null>(null);
  useEffect(() => {
    if (retour !== 'reussi' || idCompte === null || !portefeuille || soldeAvant !== null) return;
    setSoldeAvant(lireRechargement(idCompte)?.soldeAvant ?? portefeuille.solde.ttc);
  }, [retour, idCompte, portefeuille, soldeAvant]);
  const credite = soldeAvant !== null && !!portefeuille && portefeuille.solde.ttc !== soldeAvant;
  useEffect(() => {
    if (credite) oublierRechargement();
  }, [credite]);
  const attendre = retour === 'reussi' && soldeAvant !== null && !credite;
  const rafraichir = useCallback(() => mutate(), [mutate]);
  const suivi = useSuivi(attendre, rafraichir);

  let etatSuivi: { texte: string; succes: boolean } | null = null;
  if (attendre && suivi.etat === 'en_cours')
    etatSuivi = { texte: 'Paiement accepté : votre portefeuille sera crédité dès sa confirmation…', succes: false };
  else if (attendre && suivi.etat === 'expire')
    etatSuivi = {
      texte: 'Le crédit de votre portefeuille prend plus de temps que prévu : il apparaîtra ici dès sa confirmation.',
      succes: false,
    };
  else if (retour === 'reussi' && credite && portefeuille)
    etatSuivi = {
      texte: `Votre portefeuille a été rechargé. Nouveau solde : ${euros(portefeuille.solde.ttc_formate)}.`,
      succes: true,
    };

  return (
    <PageEspace
      titre="Mon portefeuille électronique"
      intro="Un solde prépayé pour régler vos commandes en un clic, rechargeable par carte bancaire."
      retour={{ lien: pages.moyensDePaiement, texte: 'Mes moyens de paiement' }}
    >
      {chargement || (compte && !portefeuille && !swr.error) ? (
        <Chargement texte="Chargement de votre portefeuille…" />
      ) : null}
      {selection.error ? (
        <Erreur message="Votre compte client n’a pas pu être chargé." onReessayer={() => void selection.mutate()} />
      ) : null}
      {swr.error ? (
        <Erreur message="Votre portefeuille n’a pas pu être chargé." onReessayer={() => void mutate()} />
      ) : null}
      <AnnonceSuivi
        message={etatSuivi?.texte}
        succes={!!etatSuivi?.succes}
        expire={attendre && suivi.etat === 'expire'}
        onRelancer={suivi.relancer}
      />
      {retour === 'refuse' ? (
        <BlocErreur role="alert">
          <Fort>Votre paiement a été refusé.</Fort>
          <p>
            Votre portefeuille n’a pas été rechargé et aucun montant n’a été débité. Vous pouvez réessayer ci-dessous.
          </p>
        </BlocErreur>
      ) : null}
      {portefeuille && idCompte !== null ? (
        <>
          <Section aria-labelledby="titre-solde">
            <h2 id="titre-solde">Solde</h2>
            <Solde>{euros(portefeuille.solde.ttc_formate)}</Solde>
          </Section>
          <Section aria-labelledby="titre-rechargement">
            <h2 id="titre-rechargement">Recharger mon portefeuille</h2>
            <FormulaireRechargement idCompte={idCompte} soldeActuel={portefeuille.solde.ttc} />
          </Section>
          <Section aria-labelledby="titre-mouvements">
            <h2 id="titre-mouvements">Mouvements</h2>
            {portefeuille.mouvements.length === 0 ? (
              <Vide>
                <p>Aucun mouvement pour le moment.</p>
              </Vide>
            ) : (
              <ResponsiveTable>
                <table>
                  <caption>Mouvements de votre portefeuille</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Opération</th>
                      <th scope="col">Type</th>
                      <th scope="col" className="nombre">
                        Montant
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {portefeuille.mouvements.map((m) => (
                      <tr key={m.id}>
                        <td data-label="Date">{formatDateHeure(m.date)}</td>
                        <td data-label="Opération">
                          {m.libelle}
                          {m.reference_commande ? (
                            <>
                              {' '}
                              (
                              <Link to={pagesCommandes.commande(m.reference_commande, null)}>
                                {m.reference_commande}
                              </Link>
                              )
                            </>
                          ) : null}
                          {m.numero_avoir ? (
                            <Avoir>
                              <span>Avoir n°&nbsp;{m.numero_avoir}</span>
                              <BoutonTelechargement
                                id={`avoir-${m.numero_avoir}`}
                                lire={() => factures.telecharger(m.numero_avoir as string)}
                              >
                                Télécharger (PDF)<VisuallyHidden> : avoir {m.numero_avoir}</VisuallyHidden>
                              </BoutonTelechargement>
                            </Avoir>
                          ) : null}
                        </td>
                        <td data-label="Type">{TYPES[m.type] ?? m.type}</td>
                        <td data-label="Montant" className="nombre">
                          {euros(m.montant.ttc_formate)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ResponsiveTable>
            )}
          </Section>
        </>
      ) : null}
    </PageEspace>
  );
}
