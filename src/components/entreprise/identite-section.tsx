import { Link } from 'gatsby';
import { formatCloture, formatDate, pluriel } from '../../lib/registre/format';
import { etablissementPath, greffePath, listeEtablissementsPath } from '../../lib/registre/paths';
import type { Entreprise } from '../../lib/registre/types';
import { FicheSection } from './fiche-section';
import { formatCapital, libelleCategorie, libelleGreffe, lignesAdresse } from './format';
import { Adresse, FactList, Liens, type Fact } from './ui';

function faits(e: Entreprise): Fact[] {
  const ei = e.personnePhysique;
  return [
    ei
      ? { label: 'Entrepreneur', value: [e.prenoms, e.nom].filter(Boolean).join(' ') || e.denomination }
      : { label: 'Dénomination', value: e.denomination },
    e.sigle && { label: 'Sigle', value: e.sigle },
    { label: 'SIREN', value: e.sirenFormate },
    e.siege && { label: 'SIRET du siège', value: e.siege.siretFormate },
    { label: 'Numéro RCS', value: e.numeroRcs ?? 'Non immatriculée au RCS' },
    e.numeroGestion && { label: 'N° de gestion', value: e.numeroGestion },
    e.greffe && { label: 'Greffe', value: <Link to={greffePath(e.greffe)}>{libelleGreffe(e.greffe.nom)}</Link> },
    { label: 'Forme juridique', value: ei ? 'Entrepreneur individuel' : e.formeJuridique.libelle },
    !ei && { label: 'Capital social', value: formatCapital(e.capital) ?? 'Non renseigné' },
    e.tvaIntracommunautaire && { label: 'TVA intracommunautaire', value: e.tvaIntracommunautaire },
    e.naf && { label: 'Activité principale (NAF)', value: `${e.naf.code} — ${e.naf.libelle}` },
    e.secteur && { label: 'Secteur d’activité', value: e.secteur.libelle },
    e.trancheEffectifs && { label: 'Tranche d’effectifs', value: e.trancheEffectifs.libelle },
    e.categorieEntreprise && { label: 'Catégorie', value: libelleCategorie(e.categorieEntreprise) },
    e.dateCreation && { label: 'Date de création', value: formatDate(e.dateCreation) },
    e.dateImmatriculation && { label: 'Date d’immatriculation', value: formatDate(e.dateImmatriculation) },
    e.dateDebutActivite && { label: 'Début d’activité', value: formatDate(e.dateDebutActivite) },
    e.etat === 'RADIEE' && { label: 'Date de radiation', value: formatDate(e.dateRadiation) },
    e.clotureExercice && { label: 'Clôture de l’exercice', value: formatCloture(e.clotureExercice) },
    !ei &&
      e.dateFinPersonneMorale && {
        label: 'Durée de la personne morale',
        value: `Jusqu’au ${formatDate(e.dateFinPersonneMorale)}`,
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
              Voir l’établissement du siège (SIRET {siege.siretFormate})
            </Link>
            {entreprise.nombreEtablissements > 1 ? (
              <Link to={listeEtablissementsPath(entreprise)}>
                Voir les {pluriel(entreprise.nombreEtablissements, 'établissement')}
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
