/** The révélations list's filters, kept in the address (`?type=&groupe=&du=&au=&etat=&page=`). */
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { PrimaryButton, SecondaryButton } from '../../../components/shell/ui';
import { apparenceSaisie } from '../../../components/ui/champs';
import { pages } from '../../../lib/api/routes';
import {
  TAILLE_PAGE_REVELATIONS,
  type FiltresRevelations,
  type GroupeFavoris,
  type TypeEvenement,
} from '../../../lib/api/surveillances';
import { theme } from '../../../theme';
import { lirePage } from '../mes-commandes/commun';
import { Etiquette, Liste } from './commun';
import { TYPES_EVENEMENT } from './libelles';

export interface Filtres {
  type: TypeEvenement | '';
  groupe: string;
  du: string;
  au: string;
  etat: '' | 'non-lues' | 'lues';
}

const JOUR = /^\d{4}-\d{2}-\d{2}$/;
const TYPES = Object.keys(TYPES_EVENEMENT) as TypeEvenement[];

/** The filters of the address; anything unknown is dropped (the service would refuse it). */
export function lireFiltres(recherche: URLSearchParams): Filtres {
  const type = recherche.get('type') ?? '';
  const groupe = recherche.get('groupe') ?? '';
  const du = recherche.get('du') ?? '';
  const au = recherche.get('au') ?? '';
  const etat = recherche.get('etat') ?? '';
  return {
    type: (TYPES as string[]).includes(type) ? (type as TypeEvenement) : '',
    groupe: /^[1-9]\d{0,9}$/.test(groupe) ? groupe : '',
    du: JOUR.test(du) ? du : '',
    au: JOUR.test(au) ? au : '',
    etat: etat === 'lues' || etat === 'non-lues' ? etat : '',
  };
}

/** The address of a page of the list with these filters (page 1 and empty filters left out). */
export function adresseRevelations(filtres: Filtres, page = 1): string {
  const parametres = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(filtres)) if (valeur) parametres.set(cle, valeur);
  if (page > 1) parametres.set('page', String(page));
  const texte = parametres.toString();
  return texte ? `${pages.mesRevelations}?${texte}` : pages.mesRevelations;
}

/** The service's query for these filters and this 1-based page. */
export function versRequete(filtres: Filtres, page: number): FiltresRevelations {
  return {
    ...(filtres.type && { type: filtres.type }),
    ...(filtres.groupe && { groupe_favoris_id: Number(filtres.groupe) }),
    ...(filtres.du && { du: filtres.du }),
    ...(filtres.au && { au: filtres.au }),
    ...(filtres.etat && { lue: filtres.etat === 'lues' }),
    offset: (page - 1) * TAILLE_PAGE_REVELATIONS,
    limit: TAILLE_PAGE_REVELATIONS,
  };
}

export const lireAdresse = (recherche: URLSearchParams) => ({
  filtres: lireFiltres(recherche),
  page: lirePage(recherche),
});

const Formulaire = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${theme.space.sm};
  align-items: end;
  input {
    ${apparenceSaisie};
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;

const Boutons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** The filters form: applying it goes to page 1 of the filtered list. */
export function FormulaireFiltres({ filtres, groupes }: { filtres: Filtres; groupes: GroupeFavoris[] }) {
  const [saisie, setSaisie] = useState<Filtres>(filtres);
  const changer = (cle: keyof Filtres) => (e: { target: { value: string } }) =>
    setSaisie((f) => ({ ...f, [cle]: e.target.value }));
  const appliquer = (event: FormEvent) => {
    event.preventDefault();
    void navigate(adresseRevelations(saisie));
  };
  const vide: Filtres = { type: '', groupe: '', du: '', au: '', etat: '' };
  return (
    <Formulaire aria-label="Filtrer les révélations" onSubmit={appliquer}>
      <div>
        <Etiquette htmlFor="filtre-type">Type</Etiquette>
        <Liste id="filtre-type" value={saisie.type} onChange={changer('type')}>
          <option value="">Tous les types</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPES_EVENEMENT[t]}
            </option>
          ))}
        </Liste>
      </div>
      <div>
        <Etiquette htmlFor="filtre-groupe">Groupe de favoris</Etiquette>
        <Liste id="filtre-groupe" value={saisie.groupe} onChange={changer('groupe')}>
          <option value="">Tous les groupes</option>
          {groupes.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.libelle}
            </option>
          ))}
        </Liste>
      </div>
      <div>
        <Etiquette htmlFor="filtre-du">Du</Etiquette>
        <input id="filtre-du" type="date" value={saisie.du} max={saisie.au || undefined} onChange={changer('du')} />
      </div>
      <div>
        <Etiquette htmlFor="filtre-au">Au</Etiquette>
        <input id="filtre-au" type="date" value={saisie.au} min={saisie.du || undefined} onChange={changer('au')} />
      </div>
      <div>
        <Etiquette htmlFor="filtre-etat">Lecture</Etiquette>
        <Liste id="filtre-etat" value={saisie.etat} onChange={changer('etat')}>
          <option value="">Lues et non lues</option>
          <option value="non-lues">Non lues</option>
          <option value="lues">Lues</option>
        </Liste>
      </div>
      <Boutons>
        <PrimaryButton type="submit">Filtrer</PrimaryButton>
        <SecondaryButton
          type="button"
          onClick={() => {
            setSaisie(vide);
            void navigate(adresseRevelations(vide));
          }}
        >
          Effacer les filtres
        </SecondaryButton>
      </Boutons>
    </Formulaire>
  );
}
