/** The favourites folders: create one, rename or delete one (its watches go back to no folder). */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { PrimaryButton, SecondaryButton, VisuallyHidden } from '../../../components/shell/ui';
import { ChampSaisie } from '../../../components/ui/champs';
import { messageDErreur, messageDuChamp } from '../../../lib/api/erreurs';
import { surveillances, type GroupeFavoris } from '../../../lib/api/surveillances';
import { theme } from '../../../theme';
import { Confirmation, type Annonce } from './commun';

/** SPEC §5 general length limit, the service's too. */
export const LIBELLE_MAX = 70;

const Ligne = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: flex-end;
  & > div:first-of-type {
    flex: 1 1 16rem;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;

/** The French reason of a label the form refuses before asking the service, or null. */
export function erreurLibelle(libelle: string): string | null {
  const propre = libelle.trim();
  if (propre.length === 0) return 'Indiquez le nom du groupe.';
  if (propre.length > LIBELLE_MAX) return `Limité à ${LIBELLE_MAX} caractères.`;
  return null;
}

interface FormulaireProps {
  id: string;
  label: string;
  initial?: string;
  bouton: string;
  envoyer(libelle: string): Promise<unknown>;
  succes(libelle: string): string;
  onAnnonce(annonce: Annonce): void;
  onFait(): Promise<void> | void;
  onAnnuler?: () => void;
}

/** A one-field form for a folder's name: checks it, sends it, shows the service's refusal by the field. */
export function FormulaireLibelle({
  id,
  label,
  initial = '',
  bouton,
  envoyer,
  succes,
  onAnnonce,
  onFait,
  onAnnuler,
}: FormulaireProps) {
  const [libelle, setLibelle] = useState(initial);
  const [erreur, setErreur] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const soumettre = async (event: FormEvent) => {
    event.preventDefault();
    const refus = erreurLibelle(libelle);
    setErreur(refus);
    if (refus || envoi) return;
    setEnvoi(true);
    try {
      await envoyer(libelle.trim());
      onAnnonce({ type: 'succes', texte: succes(libelle.trim()) });
      setLibelle(initial);
      await onFait();
    } catch (e) {
      setErreur(messageDuChamp(e, 'libelle') ?? messageDErreur(e));
    } finally {
      setEnvoi(false);
    }
  };
  return (
    <Ligne noValidate onSubmit={(e) => void soumettre(e)}>
      <ChampSaisie
        id={id}
        label={label}
        value={libelle}
        onChange={setLibelle}
        erreur={erreur}
        maxLength={LIBELLE_MAX}
      />
      <PrimaryButton type="submit" disabled={envoi}>
        {bouton}
      </PrimaryButton>
      {onAnnuler ? (
        <SecondaryButton type="button" onClick={onAnnuler}>
          Annuler
        </SecondaryButton>
      ) : null}
    </Ligne>
  );
}

const Outils = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.sm};
`;

/** A folder's own actions: rename (inline form), delete (after a confirmation). */
export function OutilsGroupe({
  idCompte,
  groupe,
  onAnnonce,
  onChangement,
}: {
  idCompte: number;
  groupe: GroupeFavoris;
  onAnnonce(annonce: Annonce): void;
  onChangement(): Promise<void>;
}) {
  const [renommage, setRenommage] = useState(false);
  const [suppression, setSuppression] = useState(false);
  const supprimer = async () => {
    setSuppression(false);
    try {
      await surveillances.supprimerGroupe(idCompte, groupe.id);
      onAnnonce({ type: 'succes', texte: `Le groupe « ${groupe.libelle} » a été supprimé.` });
      await onChangement();
    } catch (e) {
      onAnnonce({ type: 'erreur', texte: `Le groupe n’a pas pu être supprimé : ${messageDErreur(e)}` });
    }
  };
  return (
    <>
      {renommage ? (
        <FormulaireLibelle
          id={`groupe-${groupe.id}-libelle`}
          label={`Nouveau nom du groupe « ${groupe.libelle} »`}
          initial={groupe.libelle}
          bouton="Renommer"
          envoyer={(libelle) => surveillances.renommerGroupe(idCompte, groupe.id, libelle)}
          succes={(libelle) => `Le groupe « ${groupe.libelle} » s’appelle maintenant « ${libelle} ».`}
          onAnnonce={onAnnonce}
          onFait={async () => {
            setRenommage(false);
            await onChangement();
          }}
          onAnnuler={() => setRenommage(false)}
        />
      ) : (
        <Outils>
          <SecondaryButton type="button" onClick={() => setRenommage(true)}>
            Renommer<VisuallyHidden> le groupe « {groupe.libelle} »</VisuallyHidden>
          </SecondaryButton>
          <SecondaryButton type="button" onClick={() => setSuppression(true)}>
            Supprimer<VisuallyHidden> le groupe « {groupe.libelle} »</VisuallyHidden>
          </SecondaryButton>
        </Outils>
      )}
      <Confirmation
        ouverte={suppression}
        titre="Supprimer le groupe"
        question={`Supprimer le groupe « ${groupe.libelle} » ? Ses surveillances continuent, sans groupe.`}
        confirmer="Oui, supprimer"
        onAnnuler={() => setSuppression(false)}
        onConfirmer={() => void supprimer()}
      />
    </>
  );
}
