import * as React from 'react';
import type { EtatEtablissement } from '@portail/contrat/entreprises';
import { EtatBadge } from '../registre/etat-badge';
import { Pastille } from './ui';

/** List items giving an establishment's état and, for the siège, its badge (inside a ListeEnLigne). */
export function EtatEtSiege({ etat, siege }: { etat: EtatEtablissement; siege: boolean }) {
  return (
    <>
      <li>
        <EtatBadge etat={etat} />
      </li>
      {siege ? (
        <li>
          <Pastille>Siège</Pastille>
        </li>
      ) : null}
    </>
  );
}
