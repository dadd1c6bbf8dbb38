import * as React from 'react';
import { Link } from 'gatsby';
import { RECHERCHE_PAR_DEPARTEMENT } from '../../lib/registre/paths';
import { Introuvable } from '../registre/page-states';

/** 404 content of the browse pages, with a way back to the list of départements. */
export function LienDepartements({ titre, texte }: { titre: string; texte: string }) {
  return (
    <Introuvable titre={titre} texte={texte}>
      <p>
        <Link to={RECHERCHE_PAR_DEPARTEMENT}>Parcourir les entreprises par département</Link>
      </p>
    </Introuvable>
  );
}
