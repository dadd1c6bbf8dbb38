import styled from '@emotion/styled';
import { formatDate } from '../../lib/registre/format';
import type { Fiche } from '@portail/contrat/entreprises';
import { useAjoutPanier } from '../../lib/api/use-ajout-panier';
import { AnnonceAjout, BoutonAjout, BlocCommande } from '../../app/commande/commande';
import { theme } from '../../theme';
import { DefinitionDocument } from '../documents-aide/definition-document';
import { SpecimenPerformance } from '../documents-aide/specimen-performance';
import { definitionDeLArticle, specimenDeLArticle } from '../documents-aide/aides';
import { OffreKbisPeriodique } from './commander-kbis-periodique';
import { documentsDelivres } from './format';
import type { TarifsCommande } from './server';

const { colors, space, radii, fontSizes, fontWeights } = theme;

/**
 * One order shortcut (SPEC §9: Kbis, annual accounts, deed, debt statement; issue 19 §4: the
 * certificate relating to collective proceedings), electronic delivery.
 */
interface Offre {
  cle: string;
  titre: string;
  detail: string;
  idArticle: string;
  idDocument?: number;
}

/** What can be ordered for this company: only documents the registry can actually deliver. */
export function offresDe(fiche: Fiche): Offre[] {
  const { entreprise, documents } = fiche;
  if (!documentsDelivres(entreprise)) return [];
  const offres: Offre[] = [
    {
      cle: 'kbis',
      titre: entreprise.personne_physique ? 'Extrait K' : 'Extrait Kbis',
      detail: 'À jour le jour de la commande, avec un code de vérification.',
      idArticle: 'KBIS',
    },
  ];
  const comptes = documents.comptes_annuels[0];
  if (comptes) {
    offres.push({
      cle: 'comptes',
      titre: 'Derniers comptes annuels',
      detail: `Exercice clos le ${formatDate(comptes.date_document)}, déposés le ${formatDate(comptes.date_depot)}.`,
      idArticle: 'COMPTES_ANNUELS',
      idDocument: comptes.id,
    });
  }
  const acte = documents.actes[0];
  if (acte) {
    offres.push({
      cle: 'acte',
      titre: 'Dernier acte déposé',
      detail: `${acte.libelle}, du ${formatDate(acte.date_document)}.`,
      idArticle: 'ACTE',
      idDocument: acte.id,
    });
  }
  offres.push({
    cle: 'endettement',
    titre: 'État d’endettement',
    detail: 'Privilèges et nantissements inscrits au greffe.',
    idArticle: 'ETAT_ENDETTEMENT',
  });
  offres.push({
    cle: 'procedures-collectives',
    titre: 'Certificat relatif aux procédures collectives',
    detail: 'Atteste l’existence ou l’absence de procédure collective ouverte (certificat de non-faillite).',
    idArticle: 'CERTIFICAT_PROCEDURES_COLLECTIVES',
  });
  return offres;
}

const Bloc = styled(BlocCommande)`
  margin: 0 0 ${space.xl};
  > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.md};
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  }
  > ul > li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

const Prix = styled.p`
  && {
    color: ${colors.text};
    font-weight: ${fontWeights.bold};
    margin-top: auto;
  }
`;

const Annonce = styled(AnnonceAjout)`
  && {
    margin-top: ${space.md};
    color: ${colors.text};
  }
`;

function OffreCommande({ offre, idEntite, prix }: { offre: Offre; idEntite: number; prix: string | undefined }) {
  const { etat, ajouter } = useAjoutPanier();
  const idTitre = `commander-${offre.cle}`;
  return (
    <li aria-labelledby={idTitre}>
      <h3 id={idTitre}>{offre.titre}</h3>
      <p>{offre.detail}</p>
      <DefinitionDocument slug={definitionDeLArticle(offre.idArticle)} niveau={4} />
      <Prix>{prix ? `${prix}\u00a0€ TTC, en PDF` : 'Prix indiqué dans le panier'}</Prix>
      <BoutonAjout
        type="button"
        etat={etat}
        aria-describedby={idTitre}
        onClick={() =>
          void ajouter({
            id_article_catalogue: offre.idArticle,
            id_entite: idEntite,
            ...(offre.idDocument !== undefined && { id_document: offre.idDocument }),
            diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
          })
        }
      />
      <Annonce
        ajoute={etat.etat === 'ajoute' ? 'Ajouté à votre panier.' : null}
        alerte={etat.etat === 'erreur' ? etat.message : null}
      />
    </li>
  );
}

const Specimen = styled(SpecimenPerformance)`
  margin-top: ${space.md};
`;

/**
 * The order shortcuts of a company page: each document with its price from the public grid (read
 * by the server, so it is in the HTML), its definition from the CMS and a button that puts it in
 * the basket; the specimen of financial performance when annual accounts can be ordered (fictitious
 * figures, never this company's); then the periodic Kbis, ordered directly by a signed-in user.
 */
export function Commander({ fiche, tarifs }: { fiche: Fiche; tarifs: TarifsCommande | null }) {
  const offres = offresDe(fiche);
  if (offres.length === 0) return null;
  return (
    <Bloc as="aside" aria-labelledby="commander-titre">
      <h2 id="commander-titre">Commander un document officiel</h2>
      <ul>
        {offres.map((offre) => (
          <OffreCommande
            key={offre.cle}
            offre={offre}
            idEntite={fiche.entreprise.id}
            prix={tarifs?.[offre.idArticle]?.ELEC}
          />
        ))}
      </ul>
      {offres.map((offre) => {
        const specimen = specimenDeLArticle(offre.idArticle);
        return specimen ? <Specimen key={offre.cle} slug={specimen} presentation="replie" /> : null;
      })}
      <OffreKbisPeriodique idEntite={fiche.entreprise.id} tarifs={tarifs} />
      <noscript>
        <p>Activez JavaScript pour ajouter un document à votre panier.</p>
      </noscript>
    </Bloc>
  );
}
