import { Aide, MessageErreur } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';

/** The greffe select of the registry searches (pledges, court cases, formalities). */
export interface SelectGreffeProps {
  id: string;
  label: string;
  value: string;
  onChange(code: string): void;
  /** The first option (value ''): « Choisissez un greffe » or « Tous les greffes ». */
  vide: string;
  greffes: GreffeChoisi[] | undefined;
  /** What to say when the list could not be read. */
  indisponible: string | null;
  erreur: string | undefined;
  required?: boolean;
}

/** A select of the greffes, its help and error read with it; a code of the address not (yet) listed stays. */
export function SelectGreffe({
  id,
  label,
  value,
  onChange,
  vide,
  greffes,
  indisponible,
  erreur,
  required,
}: SelectGreffeProps) {
  const connu = greffes?.some((g) => g.code === value) ?? false;
  const decrit =
    [indisponible ? `${id}-aide` : null, erreur ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="greffe"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={erreur ? true : undefined}
        aria-describedby={decrit}
      >
        <option value="">{vide}</option>
        {value && !connu ? <option value={value}>Greffe {value}</option> : null}
        {(greffes ?? []).map((g) => (
          <option key={g.code} value={g.code}>
            {g.nom}
          </option>
        ))}
      </select>
      {indisponible ? <Aide id={`${id}-aide`}>{indisponible}</Aide> : null}
      {erreur ? <MessageErreur id={`${id}-erreur`}>{erreur}</MessageErreur> : null}
    </div>
  );
}

/** What the searches say when the greffes could not be listed: the search then covers them all. */
export const GREFFES_INDISPONIBLES =
  'La liste des greffes n’a pas pu être chargée\u00a0: la recherche porte sur tous les greffes.';
