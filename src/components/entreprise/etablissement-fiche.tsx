import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { formatDate, pluriel } from '../../lib/registre/format';
import { entreprisePath, greffePath, listeEtablissementsPath } from '../../lib/registre/paths';
import type { Etablissement } from '@portail/contrat/entreprises';
import { EtatBadge } from '../registre/etat-badge';
import { EtatEtSiege } from './etat-siege';
import { theme } from '../../theme';
import { vocabulaire } from '../../lib/vocabulaire';
import { FicheSection } from './fiche-section';
import { codePostalCommune, formatCapital, libelleGreffe, lignesAdresse } from './format';
import { Adresse, FactList, Liens, ListeEnLigne, Titre } from './ui';

const Surtitre = styled.span`
  display: block;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textMuted};
`;

/** The name an establishment goes by: its sign, its usual name, or its company's name. */
export const nomEtablissement = (e: Etablissement) => e.enseigne ?? e.denomination_usuelle ?? e.entreprise.denomination;

function AdresseLignes({ etablissement }: { etablissement: Etablissement }) {
  return (
    <Adresse>
      {lignesAdresse(etablissement.adresse).map((ligne, index) => (
        <span key={index}>
          {ligne}
          <br />
        </span>
      ))}
    </Adresse>
  );
}

/** The establishment page below the breadcrumb: header, identification, and its company. */
export function FicheEtablissement({ etablissement: e }: { etablissement: Etablissement }) {
  const entreprise = e.entreprise;
  const ville = codePostalCommune(e.adresse);
  const v = vocabulaire();
  return (
    <>
      <Titre>
        <Surtitre>{e.siege ? 'Établissement siège' : 'Établissement secondaire'}</Surtitre>
        {nomEtablissement(e)}
      </Titre>
      <ListeEnLigne aria-label="En bref">
        <EtatEtSiege etat={e.etat} siege={e.siege} />
        <li>
          {`${v.identifiantEtablissement} `}
          <strong>{e.siret_formate}</strong>
        </li>
        {ville ? <li>{ville}</li> : null}
      </ListeEnLigne>
      <FicheSection id="identite" titre="Identification de l’établissement">
        <FactList
          facts={[
            { label: v.identifiantEtablissement, value: e.siret_formate },
            { label: 'Type', value: e.siege ? 'Siège de l’entreprise' : 'Établissement secondaire' },
            { label: 'État', value: <EtatBadge etat={e.etat} /> },
            e.enseigne && { label: 'Enseigne', value: e.enseigne },
            e.denomination_usuelle && { label: 'Dénomination usuelle', value: e.denomination_usuelle },
            { label: 'Adresse', value: <AdresseLignes etablissement={e} /> },
            e.activite && { label: 'Activité', value: e.activite },
            e.naf && { label: 'Code NAF', value: `${e.naf.code} — ${e.naf.libelle}` },
            e.date_creation && { label: 'Date de création', value: formatDate(e.date_creation) },
            e.date_debut_activite && { label: 'Début d’activité', value: formatDate(e.date_debut_activite) },
            e.etat === 'FERME' && { label: 'Date de fermeture', value: formatDate(e.date_fermeture) },
            e.origine_fonds && { label: 'Origine du fonds', value: e.origine_fonds },
            e.mode_exploitation && { label: 'Mode d’exploitation', value: e.mode_exploitation },
            e.tranche_effectifs && { label: 'Tranche d’effectifs', value: e.tranche_effectifs.libelle },
            e.greffe && {
              label: v.libelleTeneurRegistre,
              value: <Link to={greffePath(e.greffe)}>{libelleGreffe(e.greffe.nom)}</Link>,
            },
          ]}
        />
      </FicheSection>
      <FicheSection id="entreprise" titre="Entreprise">
        <FactList
          facts={[
            { label: 'Dénomination', value: entreprise.denomination },
            entreprise.sigle && { label: 'Sigle', value: entreprise.sigle },
            { label: v.identifiantEntreprise, value: entreprise.siren_formate },
            { label: 'Forme juridique', value: entreprise.forme_juridique.libelle },
            { label: 'État', value: <EtatBadge etat={entreprise.etat} /> },
            entreprise.siege &&
              codePostalCommune(entreprise.siege) && { label: 'Siège', value: codePostalCommune(entreprise.siege) },
            entreprise.capital && { label: 'Capital social', value: formatCapital(entreprise.capital) },
          ]}
        />
        <Liens>
          <Link to={entreprisePath(entreprise)}>Voir la fiche de l’entreprise {entreprise.denomination}</Link>
          {entreprise.nombre_etablissements > 1 ? (
            <Link to={listeEtablissementsPath(entreprise)}>
              Voir les {pluriel(entreprise.nombre_etablissements, 'établissement')} de l’entreprise
            </Link>
          ) : null}
        </Liens>
      </FicheSection>
    </>
  );
}
