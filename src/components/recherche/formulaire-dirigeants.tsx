import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ANNEE_NAISSANCE_MIN, LONGUEUR_MAX } from '../../lib/recherche/constantes';
import { anneeMax, normaliserAnnee, normaliserMois, normaliserTexte } from '../../lib/recherche/normalisation';
import { type FiltresDirigeant } from '../../lib/recherche/filtres';
import { PiedFormulaire } from './boutons';
import { ChampSelection, ChampTexte, Champs, Rangee, useBrouillon } from './champs';
import { OPTIONS_MOIS } from './options';
import { NBSP } from './textes';

export const messageAnneeInvalide = (maintenant: Date = new Date()) =>
  `Saisissez une année sur 4 chiffres, entre ${ANNEE_NAISSANCE_MIN} et ${anneeMax(maintenant)}.`;

export interface FormulaireDirigeantsProps {
  id: string;
  legende: string;
  valeurs: FiltresDirigeant;
  mode: 'filtres' | 'avancee';
  libelleSoumission: string;
  bloquee: boolean;
  /** Applies the filters; returns a message to show when they cannot be searched as they are. */
  onAppliquer(filtres: FiltresDirigeant): string | null;
  onEffacer?(): void;
}

/** Officer criteria: last name, first name, month and year of birth (the day is never published). */
export function FormulaireDirigeants({
  id,
  legende,
  valeurs,
  mode,
  libelleSoumission,
  bloquee,
  onAppliquer,
  onEffacer,
}: FormulaireDirigeantsProps) {
  const { nom, prenom, moisDeNaissance, anneeDeNaissance } = valeurs;
  const initial = useMemo(
    () => ({
      nom,
      prenom,
      mois: moisDeNaissance === null ? '' : String(moisDeNaissance),
      annee: anneeDeNaissance === null ? '' : String(anneeDeNaissance),
    }),
    [nom, prenom, moisDeNaissance, anneeDeNaissance],
  );
  const [brouillon, changer] = useBrouillon(initial);
  const [erreurAnnee, setErreurAnnee] = useState<string | null>(null);
  const [erreurFormulaire, setErreurFormulaire] = useState<string | null>(null);
  const anneeRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bloquee) return;
    const anneeSaisie = brouillon.annee.trim();
    const annee = normaliserAnnee(anneeSaisie);
    if (anneeSaisie && annee === null) {
      setErreurAnnee(messageAnneeInvalide());
      anneeRef.current?.focus();
      return;
    }
    setErreurAnnee(null);
    setErreurFormulaire(
      onAppliquer({
        ...valeurs,
        nom: normaliserTexte(brouillon.nom),
        prenom: normaliserTexte(brouillon.prenom),
        moisDeNaissance: normaliserMois(brouillon.mois),
        anneeDeNaissance: annee,
      }),
    );
  };

  const choisirMois = (mois: string) => {
    changer({ mois });
    if (mode === 'filtres') setErreurFormulaire(onAppliquer({ ...valeurs, moisDeNaissance: normaliserMois(mois) }));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Champs>
        <fieldset>
          <legend>{legende}</legend>
          <Champs>
            <ChampTexte
              id={`${id}-nom`}
              label="Nom"
              value={brouillon.nom}
              onChange={(valeur) => changer({ nom: valeur })}
              maxLength={LONGUEUR_MAX}
              autoComplete="family-name"
            />
            <ChampTexte
              id={`${id}-prenom`}
              label="Prénom"
              value={brouillon.prenom}
              onChange={(valeur) => changer({ prenom: valeur })}
              maxLength={LONGUEUR_MAX}
              autoComplete="given-name"
            />
            <fieldset>
              <legend>Date de naissance</legend>
              <Rangee>
                <ChampSelection
                  id={`${id}-mois`}
                  label="Mois"
                  value={brouillon.mois}
                  onChange={choisirMois}
                  options={OPTIONS_MOIS}
                  vide="Tous les mois"
                />
                <ChampTexte
                  id={`${id}-annee`}
                  inputRef={anneeRef}
                  label="Année"
                  value={brouillon.annee}
                  onChange={(valeur) => changer({ annee: valeur })}
                  aide={`Par exemple${NBSP}: 1975`}
                  erreur={erreurAnnee}
                  maxLength={4}
                  inputMode="numeric"
                />
              </Rangee>
            </fieldset>
          </Champs>
        </fieldset>
        <PiedFormulaire
          erreur={erreurFormulaire}
          libelleSoumission={libelleSoumission}
          bloquee={bloquee}
          {...(onEffacer ? { onEffacer } : {})}
        />
      </Champs>
    </form>
  );
}
