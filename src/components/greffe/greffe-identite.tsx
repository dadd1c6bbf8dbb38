import * as React from 'react';
import { Link } from 'gatsby';
import { pluriel } from '../../lib/registre/format';
import { departementPath } from '../../lib/registre/paths';
import type { Greffe } from '../../lib/registre/client';
import { Facts, Section } from '../registre/facts';
import { libelleDepartement } from '../departement/nommer';
import { siege } from './nommer';

/** Identity of a registry: code, court, seat, département, jurisdiction and registered companies. */
export function GreffeIdentite({ greffe, nombre_communes }: { greffe: Greffe; nombre_communes: number }) {
  const departement = libelleDepartement(greffe.departement);
  return (
    <Section aria-labelledby="identite-titre">
      <h2 id="identite-titre">Informations sur le greffe</h2>
      <Facts>
        <dt>Code greffe</dt>
        <dd>{greffe.code}</dd>
        <dt>Juridiction</dt>
        <dd>{greffe.libelle_type}</dd>
        <dt>Siège</dt>
        <dd>{siege(greffe)}</dd>
        <dt>Département</dt>
        <dd>{departement}</dd>
        <dt>Ressort</dt>
        <dd>{pluriel(greffe.nombre_communes ?? nombre_communes, 'commune')}</dd>
        {greffe.nombre_entreprises === undefined ? null : (
          <>
            <dt>Entreprises immatriculées</dt>
            <dd>{pluriel(greffe.nombre_entreprises, 'entreprise')}</dd>
          </>
        )}
      </Facts>
      {/*
        The département browse page lists the companies whose siège is in the registry's
        département; a list of the companies registered at this very registry would need its own
        route (e.g. /fiche-greffe/{nom}/{code}/entreprises, over /api/seo/entreprises?code_greffe=).
      */}
      <p>
        <Link to={departementPath(greffe.departement.code)}>
          {`Voir les entreprises immatriculées dans le département ${departement}`}
        </Link>
      </p>
    </Section>
  );
}
