import styled from '@emotion/styled';
import { useState } from 'react';
import { PrimaryButton, SecondaryButton, VisuallyHidden } from '../../../components/shell/ui';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { surveillances, type GroupeFavoris, type Surveillance } from '../../../lib/api/surveillances';
import { formaterSiren } from '@portail/domaine';
import { theme } from '../../../theme';
import { BoutonTelechargement } from '../mes-commandes/commun';
import { dateFr } from '../mise-en-page';
import { ChoixDomaines, ChoixGroupe, Confirmation, type Annonce } from './commun';
import { deOrD } from '../../../lib/text/greffe-title';
import { cibleSurveillance, DOMAINES_PERSONNE, libelleDomaine, nonLues } from './libelles';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const Carte = styled.li`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${space.sm};
  }
`;

const Details = styled.p`
  color: ${colors.textMuted};
`;

const NonLues = styled.strong<{ actif: boolean }>`
  color: ${({ actif }) => (actif ? colors.primary : colors.textMuted)};
  font-weight: ${fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  align-items: flex-end;
`;

interface Props {
  surveillance: Surveillance;
  groupes: GroupeFavoris[];
  onAnnonce(annonce: Annonce): void;
  /** After a change: the lists are read again. */
  onChangement(): Promise<void>;
}

/**
 * One watch: its target, domains, unread count and start; move it to another folder, change its
 * domains, download its report, end it.
 */
export function CarteSurveillance({ surveillance: s, groupes, onAnnonce, onChangement }: Props) {
  const cible = cibleSurveillance(s);
  const id = `surveillance-${s.id}`;
  const [groupe, setGroupe] = useState<number | null>(s.groupe_favoris?.id ?? null);
  const [edition, setEdition] = useState(false);
  const [domaines, setDomaines] = useState(s.domaines);
  const [erreurDomaines, setErreurDomaines] = useState<string | null>(null);
  const [fin, setFin] = useState(false);
  const [occupe, setOccupe] = useState(false);

  const agir = async (action: () => Promise<unknown>, succes: string) => {
    if (occupe) return false;
    setOccupe(true);
    try {
      await action();
      onAnnonce({ type: 'succes', texte: succes });
      await onChangement();
      return true;
    } catch (e) {
      onAnnonce({ type: 'erreur', texte: `${cible} : ${messageDErreur(e)}` });
      return false;
    } finally {
      setOccupe(false);
    }
  };

  const deplacer = () => {
    const libelle = groupes.find((g) => g.id === groupe)?.libelle;
    void agir(
      () => surveillances.modifier(s.id_compte_client, s.id, { groupe_favoris_id: groupe }),
      libelle ? `${cible} est maintenant dans le groupe « ${libelle} ».` : `${cible} n’est plus dans aucun groupe.`,
    );
  };

  const enregistrerDomaines = async () => {
    if (domaines.length === 0) {
      setErreurDomaines('Choisissez au moins un domaine.');
      return;
    }
    setErreurDomaines(null);
    try {
      setOccupe(true);
      await surveillances.modifier(s.id_compte_client, s.id, { domaines });
      onAnnonce({ type: 'succes', texte: `Les domaines surveillés ${deOrD(cible)} ont été modifiés.` });
      setEdition(false);
      await onChangement();
    } catch (e) {
      setErreurDomaines(messageDuChamp(e, 'domaines') ?? messageDErreur(e));
    } finally {
      setOccupe(false);
    }
  };

  return (
    <Carte aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`}>{cible}</h3>
      <Details>
        {s.entreprise ? `SIREN ${formaterSiren(s.entreprise.siren)}` : 'Personne (dirigeant)'} · surveillée depuis le{' '}
        {dateFr(s.cree_le)}
      </Details>
      <p>Domaines : {s.domaines.map(libelleDomaine).join(', ')}</p>
      <p>
        <NonLues actif={s.non_lues > 0}>{nonLues(s.non_lues)}</NonLues>
      </p>
      <Actions>
        <ChoixGroupe
          id={`${id}-groupe`}
          label={`Groupe ${deOrD(cible)}`}
          groupes={groupes}
          valeur={groupe}
          onChange={setGroupe}
        />
        <SecondaryButton
          type="button"
          disabled={occupe || groupe === (s.groupe_favoris?.id ?? null)}
          onClick={deplacer}
        >
          Déplacer<VisuallyHidden> {cible}</VisuallyHidden>
        </SecondaryButton>
      </Actions>
      {edition ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void enregistrerDomaines();
          }}
        >
          <ChoixDomaines
            id={`${id}-domaines`}
            legende={`Domaines surveillés ${deOrD(cible)}`}
            choisis={domaines}
            possibles={s.personne_physique ? DOMAINES_PERSONNE : undefined}
            onChange={setDomaines}
            erreur={erreurDomaines}
          />
          <Actions>
            <PrimaryButton type="submit" disabled={occupe}>
              Enregistrer les domaines
            </PrimaryButton>
            <SecondaryButton
              type="button"
              onClick={() => {
                setEdition(false);
                setDomaines(s.domaines);
                setErreurDomaines(null);
              }}
            >
              Annuler
            </SecondaryButton>
          </Actions>
        </form>
      ) : null}
      <Actions>
        {edition || s.personne_physique ? null : (
          <SecondaryButton type="button" onClick={() => setEdition(true)}>
            Modifier les domaines<VisuallyHidden> de {cible}</VisuallyHidden>
          </SecondaryButton>
        )}
        <BoutonTelechargement id={`${id}-rapport`} lire={() => surveillances.rapport(s.id_compte_client, s.id)}>
          Rapport (PDF)<VisuallyHidden> de {cible}</VisuallyHidden>
        </BoutonTelechargement>
        <SecondaryButton type="button" disabled={occupe} onClick={() => setFin(true)}>
          Mettre fin à la surveillance<VisuallyHidden> {deOrD(cible)}</VisuallyHidden>
        </SecondaryButton>
      </Actions>
      <Confirmation
        ouverte={fin}
        titre="Mettre fin à la surveillance"
        question={`Ne plus surveiller ${cible} ? Ses révélations déjà reçues restent consultables.`}
        confirmer="Oui, mettre fin"
        onAnnuler={() => setFin(false)}
        onConfirmer={() => {
          setFin(false);
          void agir(
            () => surveillances.terminer(s.id_compte_client, s.id),
            `La surveillance ${deOrD(cible)} est terminée.`,
          );
        }}
      />
    </Carte>
  );
}
