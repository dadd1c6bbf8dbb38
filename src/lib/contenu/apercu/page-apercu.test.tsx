import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import Apercu from '../../../pages/apercu';
import type { EtatApercu } from './chargement';

const afficher = (serverData: EtatApercu) =>
  render(<Apercu {...({ serverData } as unknown as ComponentProps<typeof Apercu>)} />);

describe('the /apercu page', () => {
  it('shows the draft in the article layout under the banner', () => {
    afficher({
      etat: 'pret',
      article: {
        chemin: '/actualites/x',
        section: 'actualites',
        titre: 'Titre du brouillon',
        fil: [
          { titre: 'Accueil', chemin: '/' },
          { titre: 'Titre du brouillon', chemin: '/actualites/x' },
        ],
        seo: { titre: 'Titre du brouillon', description: '', type: 'article' },
        meta: [],
        blocs: [{ html: '<p>Corps</p>' }],
      },
    });
    expect(screen.getByRole('note')).toHaveTextContent('Aperçu — brouillon non publié');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Titre du brouillon');
    expect(screen.getByText('Corps')).toBeInTheDocument();
  });

  it('says in French why a link is refused or a draft missing', () => {
    afficher({ etat: 'refuse' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lien d’aperçu non valide');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the draft does not exist', () => {
    afficher({ etat: 'introuvable' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brouillon introuvable');
  });
});
