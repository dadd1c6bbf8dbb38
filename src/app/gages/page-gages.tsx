import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { ErreurApi } from '../../lib/api/erreurs';
import { useGreffes, useRechercheGages } from '../../lib/api/use-gages';
import { theme } from '../../theme';
import { focusPremiereErreur } from '../ui/formulaire';
import { Erreur } from '../ui/etats';
import { CommanderEtatGages } from './commander-etat-gages';
import { adresseGages, lireAdresse, lireConstituant, versRequete, type Criteres } from './criteres';
import { FormulaireGages, ID_CONSTITUANT, type ValeursFormulaire } from './formulaire-gages';
import { ID_TITRE_RESULTATS, ResultatsGages } from './resultats-gages';
import { MESSAGE_INDISPONIBLE, refusParChamp } from './textes';

const { colors, space, radii } = theme;

export const TITRE_GAGES = 'Recherche de gage sans dépossession';

export const MIETTES_GAGES: Crumb[] = [
  { label: 'Accueil', path: '/' },
  { label: 'Services', path: '/services' },
  { label: TITRE_GAGES },
];

/** Room kept for the results while they load, so that nothing below jumps when they arrive. */
const Zone = styled.div<{ reserve: boolean }>`
  min-height: ${({ reserve }) => (reserve ? '24rem' : '0')};
`;

const Squelette = styled.div`
  display: grid;
  gap: ${space.md};
  div {
    height: 10rem;
    border-radius: ${radii.md};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.border};
  }
`;

const APropos = styled.section`
  margin-top: ${space.xxl};
  max-width: 70ch;
`;

interface Recherche {
  criteres: Criteres;
  page: number;
}

/**
 * /services/recherche-gage-sans-depossession[?siren=|nom=&greffe=&radies=1&page=]: the register of
 * non-possessory pledges, searched in the browser (`GET /api/gages`, public); the criteria live in
 * the address, so a search can be shared and « Précédent » returns to the previous one. After a
 * search, the certificate of the inscriptions can be put in the basket.
 */
export function PageGages({ search }: { search: string }) {
  const [valeurs, setValeurs] = useState<ValeursFormulaire>({ saisie: '', greffe: '', radies: false });
  const [erreurSaisie, setErreurSaisie] = useState<string | null>(null);
  const [recherche, setRecherche] = useState<Recherche | null>(null);
  const formulaire = useRef<HTMLFormElement>(null);
  const titreResultats = useRef<HTMLHeadingElement>(null);
  const [focusResultats, setFocusResultats] = useState(false);

  // After the first render (the static HTML holds no search), and at each new address.
  useEffect(() => {
    const adresse = lireAdresse(search);
    setValeurs({ saisie: adresse.saisie, greffe: adresse.greffe, radies: adresse.radies });
    setErreurSaisie(adresse.erreur);
    setRecherche(adresse.criteres ? { criteres: adresse.criteres, page: adresse.page } : null);
  }, [search]);

  const greffes = useGreffes();
  const resultat = useRechercheGages(recherche ? versRequete(recherche.criteres, recherche.page) : null);
  const refus = refusParChamp(resultat.error);
  // The service's messages stay on their fields until the user changes the criteria.
  const [refusCorrige, setRefusCorrige] = useState(false);
  const erreurs = {
    ...(refusCorrige ? {} : refus?.champs),
    ...(erreurSaisie ? { constituant: erreurSaisie } : {}),
  };

  // A refusal of the service: focus goes to the field it names, once per refusal.
  useEffect(() => {
    setRefusCorrige(false);
    if (refusParChamp(resultat.error)) requestAnimationFrame(() => focusPremiereErreur(formulaire.current));
  }, [resultat.error]);

  useEffect(() => {
    if (focusResultats && resultat.data) {
      titreResultats.current?.focus();
      setFocusResultats(false);
    }
  }, [focusResultats, resultat.data]);

  const rechercher = () => {
    const lecture = lireConstituant(valeurs.saisie);
    if ('erreur' in lecture) {
      setErreurSaisie(lecture.erreur);
      document.getElementById(ID_CONSTITUANT)?.focus();
      return;
    }
    setErreurSaisie(null);
    const criteres: Criteres = { constituant: lecture.constituant, greffe: valeurs.greffe, radies: valeurs.radies };
    setRecherche({ criteres, page: 1 });
    // A new history entry: « Précédent » comes back to the previous search.
    void navigate(adresseGages(criteres), { state: { conserverDefilement: true } });
  };

  const allerALaPage = (page: number) => {
    if (!recherche) return;
    setRecherche({ criteres: recherche.criteres, page });
    setFocusResultats(true);
    void navigate(adresseGages(recherche.criteres, page), { state: { conserverDefilement: true } });
  };

  const panne = resultat.error && !refus;
  const trop = resultat.error instanceof ErreurApi && resultat.error.status === 429;
  return (
    <PageContainer>
      <Breadcrumb crumbs={MIETTES_GAGES} />
      <PageTitle>{TITRE_GAGES}</PageTitle>
      <Lead>
        Vérifiez si les biens meubles d’une entreprise ou d’une personne sont grevés d’un gage inscrit au registre des
        gages sans dépossession tenu par les greffes, puis commandez l’état certifié des inscriptions.
      </Lead>
      <FormulaireGages
        formRef={formulaire}
        valeurs={valeurs}
        onChange={(nouvelles) => {
          if (nouvelles.saisie !== valeurs.saisie) setErreurSaisie(null);
          setRefusCorrige(true);
          setValeurs(nouvelles);
        }}
        onSubmit={rechercher}
        erreurs={erreurs}
        greffes={greffes.data}
        greffesIndisponibles={Boolean(greffes.error)}
        occupe={resultat.isLoading}
      />
      {refus?.general ? <Erreur message={refus.general} /> : null}
      <Zone reserve={Boolean(recherche)} aria-busy={resultat.isLoading || undefined}>
        <div role="status" aria-live="polite">
          {resultat.isLoading ? <p>Recherche dans le registre…</p> : null}
        </div>
        {resultat.isLoading ? (
          <Squelette aria-hidden="true">
            <div />
            <div />
          </Squelette>
        ) : null}
        {panne ? (
          <Erreur
            message={trop ? (resultat.error?.message ?? MESSAGE_INDISPONIBLE) : MESSAGE_INDISPONIBLE}
            onReessayer={() => void resultat.mutate()}
          />
        ) : null}
        {resultat.data && recherche ? (
          <section aria-labelledby={ID_TITRE_RESULTATS}>
            <ResultatsGages
              resultat={resultat.data}
              criteres={recherche.criteres}
              page={recherche.page}
              onPage={allerALaPage}
              titreRef={titreResultats}
            />
          </section>
        ) : null}
      </Zone>
      {resultat.data && recherche ? (
        <CommanderEtatGages
          key={adresseGages(recherche.criteres)}
          criteres={recherche.criteres}
          greffe={resultat.data.greffe}
        />
      ) : null}
      <APropos aria-labelledby="gages-a-propos">
        <h2 id="gages-a-propos">À propos de ce registre</h2>
        <p>
          Le gage sans dépossession permet à une entreprise ou à une personne d’affecter un bien meuble à la garantie
          d’une dette tout en continuant de s’en servir. Pour être opposable aux tiers, il est inscrit sur un registre
          spécial tenu par le greffe du tribunal de commerce (ou de la chambre commerciale du tribunal judiciaire) du
          lieu où le constituant est immatriculé ou domicilié.
        </p>
        <p>
          Une inscription produit ses effets pendant cinq ans ; elle peut être renouvelée, modifiée ou radiée. Avant
          d’acheter un bien professionnel ou de l’accepter en garantie, vérifiez qu’il n’est pas déjà gagé : ces gages
          ne figurent pas dans l’état d’endettement, ils se recherchent sur leur propre registre.
        </p>
      </APropos>
    </PageContainer>
  );
}
