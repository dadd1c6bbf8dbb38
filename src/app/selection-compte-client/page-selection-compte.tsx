import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { PrimaryButton } from '../../components/shell/ui';
import { pages } from '../../lib/api/routes';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import { useComptesClients, useSelectionnerCompte } from '../../lib/api/use-comptes-clients';
import { theme } from '../../theme';
import { MESSAGES_SESSION } from '../session/messages';
import { POSITIONS, TYPES_COMPTE } from '../espace-personnel/mise-en-page';
import { ConnexionRequise } from '../ui/connexion-requise';
import { Chargement, Erreur, Vide } from '../ui/etats';

const { colors, space, radii, fontWeights } = theme;

const Liste = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Carte = styled.li<{ actif: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  border: ${(p) => (p.actif ? `2px solid ${colors.primary}` : `1px solid ${colors.border}`)};
  border-radius: ${radii.lg};
  h2 {
    margin: 0 0 ${space.xxs};
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
  strong {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

const nomDuCompte = (c: CompteClient) => c.denomination_sociale ?? c.libelle_courrier ?? `Compte ${c.numero_client}`;

function Selection() {
  const comptes = useComptesClients();
  const selectionner = useSelectionnerCompte();
  const [en_cours, setEnCours] = useState<number | null>(null);
  const [echec, setEchec] = useState(false);

  const choisir = async (id: number) => {
    setEnCours(id);
    setEchec(false);
    try {
      await selectionner(id);
      void navigate(pages.espacePersonnel);
    } catch {
      setEchec(true);
      setEnCours(null);
    }
  };

  return (
    <PageContainer>
      <PageTitle>Choisir un compte client</PageTitle>
      <Lead>Vous avez accès à plusieurs comptes clients. Choisissez celui avec lequel vous voulez travailler.</Lead>
      {comptes.isLoading ? <Chargement texte="Chargement de vos comptes clients…" /> : null}
      {comptes.data === null ? (
        <Erreur message="Vos comptes clients n’ont pas pu être chargés." onReessayer={() => void comptes.mutate()} />
      ) : null}
      {echec ? <Erreur message={MESSAGES_SESSION.selectionEchouee} /> : null}
      {comptes.data?.length === 0 ? (
        <Vide>
          <p>Aucun compte client n’est rattaché à votre accès.</p>
        </Vide>
      ) : null}
      {comptes.data?.length ? (
        <Liste>
          {comptes.data.map((c) => (
            <Carte key={c.id} actif={c.selectionne}>
              <div>
                <h2>{nomDuCompte(c)}</h2>
                <p>
                  {`N° client ${c.numero_client} · ${TYPES_COMPTE[c.type_compte] ?? c.type_compte} · ${POSITIONS[c.position] ?? c.position}`}
                  {c.selectionne ? (
                    <>
                      {' · '}
                      <strong>compte actuel</strong>
                    </>
                  ) : null}
                </p>
              </div>
              <PrimaryButton
                type="button"
                disabled={en_cours !== null}
                aria-label={`Choisir ce compte : ${nomDuCompte(c)}, n° ${c.numero_client}`}
                onClick={() => void choisir(c.id)}
              >
                {en_cours === c.id ? 'Sélection…' : 'Choisir ce compte'}
              </PrimaryButton>
            </Carte>
          ))}
        </Liste>
      ) : null}
    </PageContainer>
  );
}

/** /selection-compte-client: the user's accounts; the chosen one is selected, then the personal space opens. */
export function PageSelectionCompte() {
  return (
    <ConnexionRequise titre="Choisir un compte client">
      <Selection />
    </ConnexionRequise>
  );
}
