import { useCallback, useEffect, useState } from 'react';
import { Lead, PageContainer, PageTitle } from '../../components/page/page-container';
import { VisuallyHidden } from '../../components/shell/ui';
import { estIntrouvable, MESSAGE_ERREUR_GENERIQUE, messageDErreur } from '../../lib/api/erreurs';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { Article as ArticlePanier, Panier } from '@portail/contrat/paniers';
import { useGreffes } from '../../lib/api/use-gages';
import { usePanier } from '../../lib/api/use-panier';
import { formatDate } from '../../lib/registre/format';
import { Chargement, Erreur } from '../ui/etats';
import { avecQuantite, euros, FORMAT_DANS_PHRASE, lignesDe } from './diffusions';
import { GroupeEntreprise } from './groupe-entreprise';
import { greffeNomme, libelleArticle } from './libelle-article';
import { idTitreArticle } from './ligne-article';
import { PanierVide } from './panier-vide';
import { Recapitulatif } from './recapitulatif';

export const ID_TITRE_PANIER = 'titre-panier';

const idsDesArticles = (panier: Panier) => panier.regroupements.flatMap((g) => g.articles.map((a) => a.id));

/** Where focus goes once an article is removed: the next one, else the previous one, else the title. */
function apresRetrait(avant: Panier, apres: Panier, id: number): string {
  const ordre = idsDesArticles(avant);
  const restants = new Set(idsDesArticles(apres));
  const i = ordre.indexOf(id);
  const voisin = [...ordre.slice(i + 1), ...ordre.slice(0, i).reverse()].find((a) => restants.has(a));
  return voisin === undefined ? ID_TITRE_PANIER : idTitreArticle(voisin);
}

/** /panier (SPEC §2): the basket's articles by company, their quantities, and the totals. */
export function PagePanier() {
  const { panier, erreur, recharger, modifier, retirer } = usePanier({ creer: true });
  const [annonce, setAnnonce] = useState('');
  const [occupes, setOccupes] = useState<ReadonlySet<number>>(new Set());
  const [erreurs, setErreurs] = useState<ReadonlyMap<number, string>>(new Map());
  const [cibleFocus, setCibleFocus] = useState<string | null>(null);
  // The same list as the lines' (one read): the announcements name an article's greffe as they do.
  const greffes = useGreffes(panier?.regroupements.some((g) => g.articles.some(greffeNomme)) ?? false).data;

  useEffect(() => {
    if (!cibleFocus) return;
    document.getElementById(cibleFocus)?.focus();
    setCibleFocus(null);
  }, [cibleFocus, panier]);

  const suivre = useCallback((id: number, occupe: boolean, message: string | null = null) => {
    setOccupes((avant) => {
      const apres = new Set(avant);
      if (occupe) apres.add(id);
      else apres.delete(id);
      return apres;
    });
    setErreurs((avant) => {
      const apres = new Map(avant);
      if (message) apres.set(id, message);
      else apres.delete(id);
      return apres;
    });
  }, []);

  const changerQuantite = async (article: ArticlePanier, format: FormatDiffusion, quantite: number) => {
    const diffusions = avecQuantite(lignesDe(article), format, quantite);
    if (!diffusions) return;
    suivre(article.id, true);
    setAnnonce('');
    try {
      const apres = await modifier(article.id, diffusions);
      suivre(article.id, false);
      setAnnonce(
        `Quantité ${FORMAT_DANS_PHRASE[format]} de « ${libelleArticle(article, greffes)} » : ${quantite}. Total TTC du panier : ${euros(apres.prix_devises.ttc_formate)}.`,
      );
    } catch (e) {
      suivre(article.id, false, `La quantité n’a pas pu être modifiée : ${messageDErreur(e)}`);
      if (estIntrouvable(e)) recharger();
    }
  };

  const retirerArticle = async (article: ArticlePanier) => {
    if (!panier) return;
    const avant = panier;
    suivre(article.id, true);
    setAnnonce('');
    try {
      const apres = await retirer(article.id);
      suivre(article.id, false);
      setCibleFocus(apresRetrait(avant, apres, article.id));
      setAnnonce(
        apres.nombre_articles === 0
          ? `« ${libelleArticle(article, greffes)} » a été retiré du panier. Votre panier est vide.`
          : `« ${libelleArticle(article, greffes)} » a été retiré du panier. Total TTC : ${euros(apres.prix_devises.ttc_formate)}.`,
      );
    } catch (e) {
      suivre(article.id, false, `L’article n’a pas pu être retiré : ${messageDErreur(e)}`);
      if (estIntrouvable(e)) recharger();
    }
  };

  const plusieurs = (panier?.regroupements.length ?? 0) > 1;
  return (
    <PageContainer>
      <PageTitle id={ID_TITRE_PANIER} tabIndex={-1}>
        Mon panier
      </PageTitle>
      <VisuallyHidden role="status" aria-live="polite">
        {annonce}
      </VisuallyHidden>
      {!panier && !erreur ? <Chargement texte="Chargement de votre panier…" /> : null}
      {!panier && erreur ? <Erreur message={MESSAGE_ERREUR_GENERIQUE} onReessayer={recharger} /> : null}
      {panier && panier.nombre_articles === 0 ? <PanierVide /> : null}
      {panier && panier.nombre_articles > 0 ? (
        <>
          <Lead>Prix en vigueur au {formatDate(panier.date_tarif)}.</Lead>
          {panier.regroupements.map((groupe) => (
            <GroupeEntreprise
              key={groupe.id_entite ?? 'autres'}
              groupe={groupe}
              avecSousTotal={plusieurs}
              occupes={occupes}
              erreurs={erreurs}
              onQuantite={(article, format, quantite) => void changerQuantite(article, format, quantite)}
              onRetirer={(article) => void retirerArticle(article)}
            />
          ))}
          <Recapitulatif panier={panier} onCommandee={recharger} />
        </>
      ) : null}
    </PageContainer>
  );
}
