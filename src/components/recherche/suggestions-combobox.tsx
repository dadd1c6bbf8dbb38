import styled from '@emotion/styled';
import type { Interpolation, Theme } from '@emotion/react';
import { navigate } from 'gatsby';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { evenementSuggestion } from '../../lib/recherche/analytics';
import type { ReponseSuggestions } from '@portail/contrat/recherche';
import { useSuggestions } from '../../lib/recherche/use-suggestions';
import { neEn, pluriel } from '../../lib/registre/format';
import { dirigeantPath, entreprisePath } from '../../lib/registre/paths';
import { useSuivreEvenement } from '../../state/analytics';
import { vocabulaire } from '../../lib/vocabulaire';
import { theme, visuallyHidden } from '../../theme';
import { useDomId } from '../shell/use-dom-id';

const { colors, space, radii, shadows, fontSizes, fontWeights, zIndices } = theme;

const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
  align-self: stretch;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 0;
  z-index: ${zIndices.dropdown};
  width: 100%;
  min-width: min(22rem, 90vw);
  max-height: min(70vh, 30rem);
  overflow-y: auto;
  padding: ${space.xxs} 0;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.md};
  text-align: left;
`;

const GroupLabel = styled.div`
  padding: ${space.xs} ${space.md} ${space.xxs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: ${space.xs} ${space.md};
  border-left: 4px solid transparent;
  color: ${colors.text};
  cursor: pointer;
  &[aria-selected='true'] {
    border-left-color: ${colors.primary};
    background: ${colors.primarySoft};
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
`;

const OptionNom = styled.span`
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const OptionDetail = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Status = styled.div`
  ${visuallyHidden};
`;

interface OptionSuggestion {
  cle: string;
  type: 'entreprise' | 'dirigeant';
  /** 1-based position in its group. */
  position: number;
  chemin: string;
  nom: string;
  detail: string;
}

const NBSP = '\u00a0';

function optionsDe(reponse: ReponseSuggestions | null): OptionSuggestion[] {
  if (!reponse) return [];
  const { identifiantEntreprise } = vocabulaire();
  const entreprises = reponse.entreprises.map((e, index): OptionSuggestion => {
    const lieu = [e.code_postal, e.commune].filter(Boolean).join(' ');
    const detail = [`${identifiantEntreprise}${NBSP}${e.siren_formate}`, lieu, e.etat === 'RADIEE' ? 'radiée' : null];
    return {
      cle: `e-${e.id}`,
      type: 'entreprise',
      position: index + 1,
      chemin: entreprisePath(e),
      nom: e.denomination,
      detail: detail.filter(Boolean).join(' · '),
    };
  });
  const dirigeants = reponse.dirigeants.map((d, index): OptionSuggestion => {
    const detail = [neEn(d), d.nombre_fonctions > 0 ? pluriel(d.nombre_fonctions, 'mandat') : null];
    return {
      cle: `d-${d.id}`,
      type: 'dirigeant',
      position: index + 1,
      chemin: dirigeantPath(d),
      nom: `${d.prenoms} ${d.nom}`.trim(),
      detail: detail.filter(Boolean).join(' · '),
    };
  });
  return [...entreprises, ...dirigeants];
}

/** « 3 suggestions », « 1 suggestion », « Aucune suggestion ». */
export const annonceSuggestions = (nombre: number) =>
  nombre === 0 ? 'Aucune suggestion' : pluriel(nombre, 'suggestion');

export interface SuggestionsComboboxProps {
  /** Id of the input, for its `<label htmlFor>`. */
  id: string;
  name?: string;
  placeholder?: string;
  describedBy?: string;
  inputCss?: Interpolation<Theme>;
}

/**
 * The search field with suggestions as you type (WAI-ARIA combobox with a listbox popup). Focus
 * stays in the field; the arrows, Home and End move through the options, Enter opens the chosen
 * entity's page (or submits the form when no option is active), Escape closes the list then
 * clears the field. The number of suggestions is announced politely. The field keeps its `name`,
 * so the surrounding GET form works before and without JavaScript.
 */
export function SuggestionsCombobox({
  id,
  name = 'phrase',
  placeholder,
  describedBy,
  inputCss,
}: SuggestionsComboboxProps) {
  const [valeur, setValeur] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [ouvert, setOuvert] = useState(false);
  const [actif, setActif] = useState(-1);
  const suivre = useSuivreEvenement();
  const listboxId = useDomId('suggestions');
  const etat = useSuggestions(valeur);
  const options = useMemo(() => optionsDe(etat.reponse), [etat.reponse]);
  const deplie = ouvert && options.length > 0;
  const optionId = (option: OptionSuggestion) => `${listboxId}-${option.cle}`;
  const active = deplie && actif >= 0 ? options[actif] : undefined;
  const annonce = ouvert && etat.reponse && !etat.chargement ? annonceSuggestions(options.length) : '';

  // Text typed before hydration is kept by React in the field but not in the state: take it over.
  useEffect(() => {
    const saisi = inputRef.current?.value ?? '';
    if (saisi) setValeur(saisi);
  }, []);

  const choisir = (option: OptionSuggestion) => {
    setOuvert(false);
    setActif(-1);
    setValeur('');
    suivre(evenementSuggestion(option.type, option.position));
    void navigate(option.chemin);
  };

  const deplacer = (vers: number) => {
    setOuvert(true);
    setActif(((vers % options.length) + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (options.length === 0) return;
        event.preventDefault();
        if (event.altKey) setOuvert(true);
        else deplacer(deplie ? actif + 1 : 0);
        break;
      case 'ArrowUp':
        if (options.length === 0) return;
        event.preventDefault();
        deplacer(deplie && actif >= 0 ? actif - 1 : options.length - 1);
        break;
      case 'Home':
      case 'End':
        // Inside the list they go to its ends; otherwise they move the caret in the text as usual.
        if (!deplie || actif < 0) return;
        event.preventDefault();
        setActif(event.key === 'Home' ? 0 : options.length - 1);
        break;
      case 'Enter':
        if (!active) return;
        event.preventDefault();
        choisir(active);
        break;
      case 'Escape':
        if (deplie) {
          event.preventDefault();
          setOuvert(false);
          setActif(-1);
        } else if (valeur) {
          event.preventDefault();
          setValeur('');
        }
        break;
      case 'Tab':
        setOuvert(false);
        break;
      default:
        break;
    }
  };

  const groupe = (type: OptionSuggestion['type'], titre: string) => {
    const membres = options.map((option, index) => ({ option, index })).filter(({ option }) => option.type === type);
    if (membres.length === 0) return null;
    const titreId = `${listboxId}-${type}`;
    return (
      <div role="group" aria-labelledby={titreId}>
        <GroupLabel role="presentation" id={titreId}>
          {titre}
        </GroupLabel>
        {membres.map(({ option, index }) => (
          <Option
            key={option.cle}
            id={optionId(option)}
            role="option"
            aria-selected={index === actif}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActif(index)}
            onClick={() => choisir(option)}
          >
            <OptionNom>{option.nom}</OptionNom>
            {option.detail ? <OptionDetail>{option.detail}</OptionDetail> : null}
          </Option>
        ))}
      </div>
    );
  };

  return (
    <Wrapper>
      <input
        ref={inputRef}
        id={id}
        css={inputCss}
        type="search"
        name={name}
        value={valeur}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={deplie}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setValeur(event.target.value);
          setOuvert(true);
          setActif(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOuvert(false);
          setActif(-1);
        }}
        onFocus={() => setOuvert(true)}
      />
      <Popup id={listboxId} role="listbox" aria-label="Suggestions" hidden={!deplie}>
        {groupe('entreprise', 'Entreprises')}
        {groupe('dirigeant', 'Dirigeants')}
      </Popup>
      <Status role="status" aria-live="polite" aria-atomic="true">
        {annonce}
      </Status>
    </Wrapper>
  );
}
