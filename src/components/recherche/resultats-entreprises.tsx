import { Link, navigate } from 'gatsby';
import { useEffect, useMemo, type ReactNode } from 'react';
import { adresseRechercheAvancee } from '../../lib/recherche/adresse';
import { avecFiltresEntreprise, avecPage, avecTabulation, type FiltresRecherche } from '../../lib/recherche/filtres';
import { chercheUnIdentifiant, requeteEntreprises } from '../../lib/recherche/requete';
import type { ResultatEntrepriseOuEtablissement } from '@portail/contrat/recherche';
import { useRechercheEntreprises } from '../../lib/recherche/use-recherche';
import { entreprisePath, etablissementPath } from '../../lib/registre/paths';
import { BoutonLien } from './boutons';
import { CarteEntreprise, CarteEtablissement } from './cartes';
import { AucunResultat } from './etats';
import { filtresActifs } from './filtres-actifs';
import { AnnonceLieu } from './lieu';
import { SectionResultats } from './section-resultats';
import { guillemets, texteSansRequete } from './textes';
import type { ModeAdresse } from './use-recherche-adresse';
import { useSuiviRecherche } from './use-suivi-recherche';

export interface ResultatsProps {
  filtres: FiltresRecherche;
  /** The address is not read yet: the results' place is kept, nothing is searched. */
  attente?: boolean;
  appliquer(filtres: FiltresRecherche, mode: ModeAdresse): void;
  adresse(filtres: FiltresRecherche): string;
}

const chemin = (r: ResultatEntrepriseOuEtablissement) =>
  r.type === 'ETABLISSEMENT' ? etablissementPath(r, r.entreprise.denomination) : entreprisePath(r);

/** Results of the « Entreprises » tab: companies, or establishments when that type is chosen. */
export function ResultatsEntreprises({ filtres, attente = false, appliquer, adresse }: ResultatsProps) {
  const requete = useMemo(() => requeteEntreprises(filtres), [filtres]);
  const etat = useRechercheEntreprises(requete);
  useSuiviRecherche(filtres, etat);
  const e = filtres.entreprise;

  // SPEC §2 / issues 4 and 21: a SIREN, SIRET or VAT number (a RID or RIDET in New Caledonia) in the
  // phrase goes straight to its entity. An RNA number just runs the search: no page is keyed by it.
  const { aJour, reponse } = etat;
  useEffect(() => {
    const seul = aJour && reponse?.resultats.length === 1 ? reponse.resultats[0] : undefined;
    if (seul?.correspondance === 'IDENTIFIANT' && chercheUnIdentifiant(filtres.phrase)) {
      void navigate(chemin(seul), { replace: true });
    }
  }, [aJour, reponse, filtres.phrase]);

  const remplacer = (suivants: FiltresRecherche) => appliquer(suivants, 'remplacer');
  const pistes: ReactNode[] = [
    'Vérifiez l’orthographe, ou essayez avec moins de mots ou le seul début d’un nom.',
    ...filtresActifs(filtres).map((filtre) => (
      <BoutonLien key={filtre.cle} type="button" onClick={() => remplacer(filtre.sans)}>
        {`Retirer le filtre ${guillemets(filtre.libelle)}`}
      </BoutonLien>
    )),
    e.companyType === 'ENTREPRISE' ? (
      <BoutonLien
        type="button"
        onClick={() => remplacer(avecFiltresEntreprise(filtres, { companyType: 'ETABLISSEMENT' }))}
      >
        Chercher parmi les établissements (enseignes, sites secondaires)
      </BoutonLien>
    ) : (
      <BoutonLien
        type="button"
        onClick={() => remplacer(avecFiltresEntreprise(filtres, { companyType: 'ENTREPRISE' }))}
      >
        Chercher parmi les entreprises
      </BoutonLien>
    ),
    ...(filtres.phrase
      ? [
          <BoutonLien key="dirigeants" type="button" onClick={() => remplacer(avecTabulation(filtres, 'dirigeants'))}>
            {`Chercher ${guillemets(filtres.phrase)} parmi les dirigeants`}
          </BoutonLien>,
        ]
      : []),
    <Link key="avancee" to={adresseRechercheAvancee(filtres)}>
      Utiliser la recherche avancée
    </Link>,
  ];

  return (
    <SectionResultats<ResultatEntrepriseOuEtablissement>
      id="resultats-entreprises"
      etat={etat}
      attente={attente}
      annonce={<AnnonceLieu lieu={reponse?.lieu ?? null} />}
      sansRequete={requete.ok ? null : texteSansRequete(requete.raison, 'entreprises')}
      page={e.page}
      pageSize={e.pageSize}
      cle={(r) => `${r.type}-${r.id}`}
      rendu={(r) =>
        r.type === 'ETABLISSEMENT' ? <CarteEtablissement resultat={r} /> : <CarteEntreprise resultat={r} />
      }
      vide={
        <AucunResultat
          texte={
            e.companyType === 'ETABLISSEMENT'
              ? 'Aucun établissement ne correspond à votre recherche.'
              : 'Aucune entreprise ne correspond à votre recherche.'
          }
          pistes={pistes}
        />
      }
      adressePage={(page) => adresse(avecPage(filtres, page))}
      onPage={(page) => remplacer(avecPage(filtres, page))}
      onTaillePage={(pageSize) => remplacer(avecFiltresEntreprise(filtres, { pageSize }))}
    />
  );
}
