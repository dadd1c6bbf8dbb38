import { Link } from 'gatsby';
import { useMemo, type ReactNode } from 'react';
import { adresseRechercheAvancee } from '../../lib/recherche/adresse';
import { avecFiltresDirigeant, avecPage, avecTabulation, type FiltresRecherche } from '../../lib/recherche/filtres';
import { requetePersonnes } from '../../lib/recherche/requete';
import type { ResultatPersonne } from '@portail/contrat/recherche';
import { useRecherchePersonnes } from '../../lib/recherche/use-recherche';
import { BoutonLien } from './boutons';
import { CartePersonne } from './cartes';
import { AucunResultat } from './etats';
import { filtresActifs } from './filtres-actifs';
import type { ResultatsProps } from './resultats-entreprises';
import { SectionResultats } from './section-resultats';
import { guillemets, texteSansRequete } from './textes';
import { useSuiviRecherche } from './use-suivi-recherche';

/** Results of the « Dirigeants » tab: natural persons holding or having held a mandate. */
export function ResultatsDirigeants({ filtres, attente = false, appliquer, adresse }: ResultatsProps) {
  const requete = useMemo(() => requetePersonnes(filtres), [filtres]);
  const etat = useRecherchePersonnes(requete);
  useSuiviRecherche(filtres, etat);
  const d = filtres.dirigeant;

  const remplacer = (suivants: FiltresRecherche) => appliquer(suivants, 'remplacer');
  const pistes: ReactNode[] = [
    'Vérifiez l’orthographe du nom et du prénom, ou ne gardez que le nom.',
    ...filtresActifs(filtres).map((filtre) => (
      <BoutonLien key={filtre.cle} type="button" onClick={() => remplacer(filtre.sans)}>
        {`Retirer le filtre ${guillemets(filtre.libelle)}`}
      </BoutonLien>
    )),
    ...(filtres.phrase
      ? [
          <BoutonLien key="entreprises" type="button" onClick={() => remplacer(avecTabulation(filtres, 'entreprises'))}>
            {`Chercher ${guillemets(filtres.phrase)} parmi les entreprises`}
          </BoutonLien>,
        ]
      : []),
    <Link key="avancee" to={adresseRechercheAvancee(filtres)}>
      Utiliser la recherche avancée
    </Link>,
  ];

  return (
    <SectionResultats<ResultatPersonne>
      id="resultats-dirigeants"
      etat={etat}
      attente={attente}
      sansRequete={requete.ok ? null : texteSansRequete(requete.raison, 'dirigeants')}
      page={d.page}
      pageSize={d.pageSize}
      cle={(p) => String(p.id)}
      rendu={(p) => <CartePersonne resultat={p} />}
      vide={<AucunResultat texte="Aucun dirigeant ne correspond à votre recherche." pistes={pistes} />}
      adressePage={(page) => adresse(avecPage(filtres, page))}
      onPage={(page) => remplacer(avecPage(filtres, page))}
      onTaillePage={(pageSize) => remplacer(avecFiltresDirigeant(filtres, { pageSize }))}
    />
  );
}
