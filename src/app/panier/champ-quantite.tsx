import { useEffect, useState, type KeyboardEvent } from 'react';
import { MessageErreur } from '../../components/ui/champs';
import { VisuallyHidden } from '../../components/shell/ui';
import { lireQuantite, QUANTITE_MAX, QUANTITE_MIN } from './diffusions';
import { SaisieQuantite } from './styles';

export const MESSAGE_QUANTITE = `Saisissez un nombre entier entre ${QUANTITE_MIN} et ${QUANTITE_MAX}.`;

interface Props {
  id: string;
  /** The field's full name: the column header alone would not tell the article or the format. */
  label: string;
  quantite: number;
  occupe: boolean;
  onValider(quantite: number): void;
}

/**
 * A quantity 1–99. The change is sent when the field is left or on Entrée, not at every keystroke
 * (typing « 12 » would otherwise send 1, then 12).
 */
export function ChampQuantite({ id, label, quantite, occupe, onValider }: Props) {
  const [saisie, setSaisie] = useState(String(quantite));
  const [invalide, setInvalide] = useState(false);

  useEffect(() => {
    setSaisie(String(quantite));
    setInvalide(false);
  }, [quantite]);

  const valider = () => {
    const n = lireQuantite(saisie);
    setInvalide(n === null);
    if (n !== null && n !== quantite) onValider(n);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    valider();
  };
  const erreur = `${id}-erreur`;

  return (
    <>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SaisieQuantite
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITE_MIN}
        max={QUANTITE_MAX}
        step={1}
        value={saisie}
        aria-invalid={invalide || undefined}
        aria-describedby={invalide ? erreur : undefined}
        readOnly={occupe}
        onChange={(event) => setSaisie(event.target.value)}
        onBlur={valider}
        onKeyDown={onKeyDown}
      />
      {invalide ? <MessageErreur id={erreur}>{MESSAGE_QUANTITE}</MessageErreur> : null}
    </>
  );
}
