import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { Breadcrumb } from '../../components/registre/breadcrumb';
import type { Crumb } from '../../components/registre/json-ld';
import { useGreffes, useRechercheGages } from '../../lib/api/use-gages';
import { theme } from '../../theme';
import { focusPremiereErreur } from '../ui/formulaire';
import { Erreur } from '../ui/etats';
import { useFocusResultats, useRechercheEnAdresse, ZoneResultats } from '../ui/recherche-en-adresse';
import { CommanderEtatGages } from './commander-etat-gages';
import { adresseGages, lireAdresse, lireConstituant, versRequete, type Criteres } from './criteres';
import { FormulaireGages, ID_CONSTITUANT, type ValeursFormulaire } from './formulaire-gages';
import { ID_TITRE_RESULTATS, ResultatsGages } from './resultats-gages';
import { MESSAGE_INDISPONIBLE, refusParChamp } from './textes';

const { space } = theme;

export const TITRE_GAGES = 'Recherche de gage sans dépossession';

export const MIETTES_GAGES: Crumb[] = [
  { label: 'Accueil', path: '/' },
  { label: 'Services', path: '/services' },
  { label: TITRE_GAGES },
];

const APropos = styled.section`
  margin-top: ${space.xxl};
  max-width: 70ch;
`;

/**
 * /services/recherche-gage-sans-depossession[?siren=|nom=&greffe=&radies=1&page=]: the register of
 * non-possessory pledges, searched in the browser (`GET /api/gages`, public); the criteria live in
 * the address, so a search can be shared and « Précédent » returns to the previous one. After a
 * search, the certificate of the inscriptions can be put in the basket.
 */
export function PageGages({ search }: { search: string }) {
  const [valeurs, setValeurs] = useState<ValeursFormulaire>({ saisie: '', greffe: '', radies: false });
  const [erreurSaisie, setErreurSaisie] = useState<string | null>(null);
  const navigation = useRechercheEnAdresse(adresseGages);
  const { recherche, setRecherche } = navigation;
  const formulaire = useRef<HTMLFormElement>(null);

  // After the first render (the static HTML holds no search), and at each new address.
  useEffect(() => {
    const adresse = lireAdresse(search);
    setValeurs({ saisie: adresse.saisie, greffe: adresse.greffe, radies: adresse.radies });
    setErreurSaisie(adresse.erreur);
    setRecherche(adresse.criteres ? { criteres: adresse.criteres, page: adresse.page } : null);
  }, [search, setRecherche]);

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

  useFocusResultats(navigation, Boolean(resultat.data));

  const rechercher = () => {
    const lecture = lireConstituant(valeurs.saisie);
    if ('erreur' in lecture) {
      setErreurSaisie(lecture.erreur);
      document.getElementById(ID_CONSTITUANT)?.focus();
      return;
    }
    setErreurSaisie(null);
    const criteres: Criteres = { constituant: lecture.constituant, greffe: valeurs.greffe, radies: valeurs.radies };
    navigation.lancer(criteres);
  };

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
      <ZoneResultats
        reserve={Boolean(recherche)}
        resultat={resultat}
        refuse={Boolean(refus)}
        texteChargement="Recherche dans le registre…"
        hauteurSquelette="10rem"
        messageIndisponible={MESSAGE_INDISPONIBLE}
        idTitre={ID_TITRE_RESULTATS}
      >
        {resultat.data && recherche ? (
          <ResultatsGages
            resultat={resultat.data}
            criteres={recherche.criteres}
            page={recherche.page}
            onPage={navigation.allerALaPage}
            titreRef={navigation.titreResultats}
          />
        ) : null}
      </ZoneResultats>
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
