import { Link } from 'gatsby';
import type { Partie } from '@portail/contrat/affaires';
import { formatSiren } from '../../components/entreprise/format';
import { Section, TableWrapper } from '../../components/registre/facts';
import { entreprisePath } from '../../lib/registre/paths';

/** A party by name; a company of the registry links to its page, a natural person is a name only. */
function NomPartie({ partie }: { partie: Partie }) {
  if (partie.personne_physique) return <>{partie.nom}</>;
  const page =
    partie.id_entite !== null && partie.siren
      ? entreprisePath({ id: partie.id_entite, siren: partie.siren, denomination: partie.nom })
      : null;
  return (
    <>
      {page ? <Link to={page}>{partie.nom}</Link> : partie.nom}
      {partie.siren ? ` (SIREN ${formatSiren(partie.siren)})` : ''}
    </>
  );
}

/** The parties with their roles and lawyers. */
export function Parties({ parties }: { parties: Partie[] }) {
  return (
    <Section aria-labelledby="affaire-parties">
      <h2 id="affaire-parties">Parties</h2>
      {parties.length === 0 ? (
        <p>Aucune partie n’est indiquée pour cette affaire.</p>
      ) : (
        <TableWrapper>
          <table>
            <thead>
              <tr>
                <th scope="col">Rôle</th>
                <th scope="col">Partie</th>
                <th scope="col">Avocat</th>
              </tr>
            </thead>
            <tbody>
              {parties.map((partie, i) => (
                <tr key={`${partie.role.code}-${i}`}>
                  <td>{partie.role.libelle}</td>
                  <th scope="row">
                    <NomPartie partie={partie} />
                  </th>
                  <td>{partie.avocat ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrapper>
      )}
    </Section>
  );
}
