/** The last deliveries of the account's webhook: status, attempts, HTTP code, date; paged. */
import styled from '@emotion/styled';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/departement/responsive-table';
import { SecondaryButton } from '../../../components/shell/ui';
import { TAILLE_PAGE_LIVRAISONS, type Livraison } from '../../../lib/api/alertes';
import { useLivraisons } from '../../../lib/api/use-alertes';
import { formatDateHeure, pluriel } from '../../../lib/registre/format';
import { theme } from '../../../theme';
import { Chargement, Erreur } from '../../ui/etats';
import { Actions } from '../../ui/formulaire';
import { Pastille, TEINTES, type Teinte } from '../mes-commandes/commun';

const STATUTS: Record<Livraison['statut'], { libelle: string; teinte: Teinte }> = {
  EN_ATTENTE: { libelle: 'En attente', teinte: TEINTES.attente },
  LIVREE: { libelle: 'Livrée', teinte: TEINTES.fait },
  ECHEC: { libelle: 'Échec', teinte: { couleur: theme.colors.error, fond: theme.colors.errorSoft } },
};

const Precision = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The delivery's last attempt, or when it was recorded if none was made yet. */
const dateLivraison = (l: Livraison) => formatDateHeure(l.derniere_tentative_le ?? l.cree_le);

export function ListeLivraisons({ idCompte, idWebhook }: { idCompte: number; idWebhook: number }) {
  const [offset, setOffset] = useState(0);
  const liste = useLivraisons(idCompte, idWebhook, offset);
  const donnees = liste.data;
  if (liste.error)
    return (
      <Erreur message="Les livraisons du webhook n’ont pas pu être chargées." onReessayer={() => void liste.mutate()} />
    );
  if (!donnees) return <Chargement texte="Chargement des livraisons…" />;
  if (donnees.total === 0)
    return (
      <p>Aucune livraison pour l’instant : chaque nouvelle révélation du compte client sera envoyée à cette adresse.</p>
    );
  const premiere = donnees.offset + 1;
  const derniere = donnees.offset + donnees.livraisons.length;
  return (
    <>
      <p>
        {pluriel(donnees.total, 'livraison')}, les plus récentes d’abord
        {donnees.total > donnees.livraisons.length ? ` (${premiere} à ${derniere})` : ''}.
      </p>
      <ResponsiveTable>
        <table>
          <caption>Dernières livraisons du webhook</caption>
          <thead>
            <tr>
              <th scope="col">Révélation</th>
              <th scope="col">Statut</th>
              <th scope="col">Tentatives</th>
              <th scope="col">Code HTTP</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {donnees.livraisons.map((l) => (
              <tr key={l.id}>
                <th scope="row">n° {l.id_revelation}</th>
                <td data-label="Statut">
                  <Pastille teinte={STATUTS[l.statut]?.teinte ?? TEINTES.clos}>
                    {STATUTS[l.statut]?.libelle ?? l.statut}
                  </Pastille>
                  {l.derniere_erreur && l.statut !== 'LIVREE' ? <Precision>{l.derniere_erreur}</Precision> : null}
                </td>
                <td data-label="Tentatives">{l.tentatives}</td>
                <td data-label="Code HTTP">{l.code_http ?? '—'}</td>
                <td data-label="Date">{dateLivraison(l)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ResponsiveTable>
      {donnees.total > TAILLE_PAGE_LIVRAISONS ? (
        <Actions>
          <SecondaryButton
            type="button"
            disabled={donnees.offset === 0}
            onClick={() => setOffset(Math.max(0, donnees.offset - TAILLE_PAGE_LIVRAISONS))}
          >
            Livraisons plus récentes
          </SecondaryButton>
          <SecondaryButton
            type="button"
            disabled={derniere >= donnees.total}
            onClick={() => setOffset(donnees.offset + TAILLE_PAGE_LIVRAISONS)}
          >
            Livraisons plus anciennes
          </SecondaryButton>
        </Actions>
      ) : null}
    </>
  );
}
