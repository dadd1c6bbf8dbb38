import { useRef, useState, type FormEvent } from 'react';
import { LONGUEUR_MAX } from '../../lib/recherche/constantes';
import {
  estSirenOuSiret,
  normaliserActivite,
  normaliserDepartement,
  normaliserOrdre,
  normaliserSirenOuSiret,
  normaliserTexte,
  normaliserTypeEntite,
} from '../../lib/recherche/normalisation';
import { TYPES_ENTITE, type FiltresEntreprise } from '../../lib/recherche/filtres';
import { vocabulaire } from '../../lib/vocabulaire';
import { ChampSelection, ChampTexte, Champs, Radios, useBrouillon } from './champs';
import { PiedFormulaire } from './boutons';
import { LIBELLES_TYPE_ENTITE, OPTIONS_ACTIVITE, OPTIONS_DEPARTEMENT, OPTIONS_TRI } from './options';

/** « Saisissez les 9 chiffres du SIREN ou les 14 chiffres du SIRET. », in the build region's words. */
export const MESSAGE_SIREN_INVALIDE = vocabulaire().identifiantInvalide;

export interface FormulaireEntreprisesProps {
  /** Prefix of the fields' ids (two forms may share a page). */
  id: string;
  legende: string;
  valeurs: FiltresEntreprise;
  /** `filtres`: the lists apply as soon as they change (results page); `avancee`: all on submit. */
  mode: 'filtres' | 'avancee';
  libelleSoumission: string;
  bloquee: boolean;
  /** Applies the filters; returns a message to show when they cannot be searched as they are. */
  onAppliquer(filtres: FiltresEntreprise): string | null;
  onEffacer?(): void;
}

/** Company criteria: name, SIREN or SIRET (RID or RIDET), activity domain, département, result type and order. */
export function FormulaireEntreprises({
  id,
  legende,
  valeurs,
  mode,
  libelleSoumission,
  bloquee,
  onAppliquer,
  onEffacer,
}: FormulaireEntreprisesProps) {
  const [brouillon, changer] = useBrouillon(valeurs);
  const v = vocabulaire();
  const [erreurSiren, setErreurSiren] = useState<string | null>(null);
  const [erreurFormulaire, setErreurFormulaire] = useState<string | null>(null);
  const sirenRef = useRef<HTMLInputElement>(null);

  /** Lists apply at once on the results page, with the applied text fields (drafts stay drafts). */
  const choisir = (changement: Partial<FiltresEntreprise>) => {
    changer(changement);
    if (mode === 'filtres') setErreurFormulaire(onAppliquer({ ...valeurs, ...changement }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bloquee) return;
    const sirenOrSiret = normaliserSirenOuSiret(brouillon.sirenOrSiret);
    if (sirenOrSiret && !estSirenOuSiret(sirenOrSiret)) {
      setErreurSiren(MESSAGE_SIREN_INVALIDE);
      sirenRef.current?.focus();
      return;
    }
    setErreurSiren(null);
    setErreurFormulaire(
      onAppliquer({ ...brouillon, denomination: normaliserTexte(brouillon.denomination), sirenOrSiret }),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={erreurFormulaire ? `${id}-erreur` : undefined}>
      <Champs>
        <fieldset>
          <legend>{legende}</legend>
          <Champs>
            <ChampTexte
              id={`${id}-denomination`}
              label="Dénomination, sigle ou enseigne"
              value={brouillon.denomination}
              onChange={(denomination) => changer({ denomination })}
              maxLength={LONGUEUR_MAX}
              autoComplete="organization"
            />
            <ChampTexte
              id={`${id}-siren`}
              inputRef={sirenRef}
              label={v.champIdentifiant}
              value={brouillon.sirenOrSiret}
              onChange={(sirenOrSiret) => changer({ sirenOrSiret })}
              aide={v.aideIdentifiant}
              erreur={erreurSiren}
              maxLength={LONGUEUR_MAX}
              inputMode="numeric"
            />
            <ChampSelection
              id={`${id}-activite`}
              label="Domaine d’activité"
              value={brouillon.activityDomain ?? ''}
              onChange={(code) => choisir({ activityDomain: normaliserActivite(code) })}
              options={OPTIONS_ACTIVITE}
              vide="Tous les domaines d’activité"
            />
            <ChampSelection
              id={`${id}-departement`}
              label="Département"
              value={brouillon.department ?? ''}
              onChange={(code) => choisir({ department: normaliserDepartement(code) })}
              options={OPTIONS_DEPARTEMENT}
              vide="Tous les départements"
            />
            <fieldset>
              <legend>Type de résultats</legend>
              <Radios>
                {TYPES_ENTITE.map((type) => (
                  <label key={type}>
                    <input
                      type="radio"
                      name={`${id}-type`}
                      value={type}
                      checked={brouillon.companyType === type}
                      onChange={() => choisir({ companyType: normaliserTypeEntite(type) })}
                    />
                    {LIBELLES_TYPE_ENTITE[type]}
                  </label>
                ))}
              </Radios>
            </fieldset>
            <ChampSelection
              id={`${id}-tri`}
              label="Trier par"
              value={brouillon.orderBy}
              onChange={(ordre) => choisir({ orderBy: normaliserOrdre(ordre) })}
              options={OPTIONS_TRI}
            />
          </Champs>
        </fieldset>
        <PiedFormulaire
          erreur={erreurFormulaire}
          erreurId={`${id}-erreur`}
          libelleSoumission={libelleSoumission}
          bloquee={bloquee}
          {...(onEffacer ? { onEffacer } : {})}
        />
      </Champs>
    </form>
  );
}
