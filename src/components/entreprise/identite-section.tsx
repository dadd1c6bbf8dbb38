import { Link } from 'gatsby';
import { formatCloture, formatDate, pluriel } from '../../lib/registre/format';
import { etablissementPath, greffePath, listeEtablissementsPath } from '../../lib/registre/paths';
import type { Entreprise } from '@portail/contrat/entreprises';
import { vocabulaire } from '../../lib/vocabulaire';
import { FicheSection } from './fiche-section';
import { formatCapital, libelleCategorie, libelleGreffe, lignesAdresse } from './format';
import { Adresse, FactList, Liens, type Fact } from './ui';

/** Who keeps the company's register: its greffe (FR), or the body keeping the whole register (NC). */
function teneur(e: Entreprise): Fact {
  const { libelleTeneurRegistre: label, teneurRegistre } = vocabulaire();
  if (e.greffe) return { label, value: <Link to={greffePath(e.greffe)}>{libelleGreffe(e.greffe.nom)}</Link> };
  return e.numero_rcs && teneurRegistre ? { label, value: teneurRegistre } : null;
}

function faits(e: Entreprise): Fact[] {
  const ei = e.personne_physique;
  const v = vocabulaire();
  return [
    ei
      ? { label: 'Entrepreneur', value: [e.prenoms, e.nom].filter(Boolean).join(' ') || e.denomination }
      : { label: 'Dénomination', value: e.denomination },
    e.sigle && { label: 'Sigle', value: e.sigle },
    { label: v.identifiantEntreprise, value: e.siren_formate },
    e.siege && { label: `${v.identifiantEtablissement} du siège`, value: e.siege.siret_formate },
    e.rna && { label: 'Numéro RNA', value: e.rna },
    { label: 'Numéro RCS', value: e.numero_rcs ?? 'Non immatriculée au RCS' },
    e.numero_gestion && { label: 'N° de gestion', value: e.numero_gestion },
    teneur(e),
    { label: 'Forme juridique', value: ei ? 'Entrepreneur individuel' : e.forme_juridique.libelle },
    !ei && { label: 'Capital social', value: formatCapital(e.capital) ?? 'Non renseigné' },
    e.tva_intracommunautaire && { label: 'TVA intracommunautaire', value: e.tva_intracommunautaire },
    e.naf && { label: 'Activité principale (NAF)', value: `${e.naf.code} — ${e.naf.libelle}` },
    e.secteur && { label: 'Secteur d’activité', value: e.secteur.libelle },
    e.tranche_effectifs && { label: 'Tranche d’effectifs', value: e.tranche_effectifs.libelle },
    e.categorie_entreprise && { label: 'Catégorie', value: libelleCategorie(e.categorie_entreprise) },
    e.date_creation && { label: 'Date de création', value: formatDate(e.date_creation) },
    e.date_immatriculation && { label: 'Date d’immatriculation', value: formatDate(e.date_immatriculation) },
    e.date_debut_activite && { label: 'Début d’activité', value: formatDate(e.date_debut_activite) },
    e.etat === 'RADIEE' && { label: 'Date de radiation', value: formatDate(e.date_radiation) },
    e.cloture_exercice && { label: 'Clôture de l’exercice', value: formatCloture(e.cloture_exercice) },
    !ei &&
      e.date_fin_personne_morale && {
        label: 'Durée de la personne morale',
        value: `Jusqu’au ${formatDate(e.date_fin_personne_morale)}`,
      },
    { label: 'Statut', value: e.statut.libelle },
  ];
}

/** Identity card of the company (what a Kbis states first) and its siège. */
export function IdentiteSection({ entreprise, cible }: { entreprise: Entreprise; cible?: boolean }) {
  const { siege } = entreprise;
  return (
    <FicheSection id="identite" titre="Identité" cible={cible}>
      <FactList facts={faits(entreprise)} />
      <h3>Siège social</h3>
      {siege ? (
        <>
          <Adresse>
            {lignesAdresse(siege.adresse).map((ligne, index) => (
              <span key={index}>
                {ligne}
                <br />
              </span>
            ))}
          </Adresse>
          <Liens>
            <Link to={etablissementPath(siege, entreprise.denomination)}>
              {`Voir l’établissement du siège (${vocabulaire().identifiantEtablissement} `}
              {siege.siret_formate})
            </Link>
            {entreprise.nombre_etablissements > 1 ? (
              <Link to={listeEtablissementsPath(entreprise)}>
                Voir les {pluriel(entreprise.nombre_etablissements, 'établissement')}
              </Link>
            ) : null}
          </Liens>
        </>
      ) : (
        <p>L’adresse du siège n’est pas connue.</p>
      )}
    </FicheSection>
  );
}
