import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { LONGUEUR_MAX } from '../../lib/recherche/constantes';
import { normaliserTexte } from '../../lib/recherche/normalisation';
import { vocabulaire } from '../../lib/vocabulaire';
import { theme } from '../../theme';
import { BoutonPrincipal, MessageBlocage } from './boutons';
import { Champs } from './champs';

const Ligne = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  input {
    flex: 1 1 20rem;
    width: auto;
  }
`;

interface FormulairePhraseProps {
  phrase: string;
  bloquee: boolean;
  onChercher(phrase: string): void;
}

/** « Nom, SIREN, SIRET ou dirigeant »: what the phrase may hold. */
const libellePhrase = () => {
  const v = vocabulaire();
  return `Nom, ${v.identifiantEntreprise}, ${v.identifiantEtablissement} ou dirigeant`;
};

/** The phrase of the results page: a new phrase is a new search (a new step in the history). */
export function FormulairePhrase({ phrase, bloquee, onChercher }: FormulairePhraseProps) {
  const [valeur, setValeur] = useState(phrase);
  useEffect(() => setValeur(phrase), [phrase]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!bloquee) onChercher(normaliserTexte(valeur));
  };
  return (
    <form role="search" aria-label="Modifier la recherche" onSubmit={onSubmit} css={{ marginBottom: theme.space.lg }}>
      <Champs>
        <div>
          <label htmlFor="recherche-phrase">{libellePhrase()}</label>
          <Ligne>
            <input
              id="recherche-phrase"
              type="search"
              name="phrase"
              value={valeur}
              onChange={(event) => setValeur(event.target.value)}
              maxLength={LONGUEUR_MAX}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
            />
            <BoutonPrincipal type="submit" disabled={bloquee}>
              Rechercher
            </BoutonPrincipal>
          </Ligne>
        </div>
        {bloquee ? <MessageBlocage /> : null}
      </Champs>
    </form>
  );
}
