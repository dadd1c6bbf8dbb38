import { render, screen } from '@testing-library/react';
import { Logo } from './logo';

describe('Logo', () => {
  const original = process.env.GATSBY_REGION;
  afterEach(() => {
    if (original === undefined) delete process.env.GATSBY_REGION;
    else process.env.GATSBY_REGION = original;
  });

  it('links home with the name « Greffeo – accueil », its drawing hidden from screen readers', () => {
    render(<Logo />);
    const link = screen.getByRole('link', { name: 'Greffeo – accueil' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the mainland logo for the FR build', () => {
    delete process.env.GATSBY_REGION;
    render(<Logo />);
    const svg = screen.getByRole('link', { name: 'Greffeo – accueil' }).querySelector('svg');
    expect(svg).toHaveAttribute('data-region', 'FR');
    expect(svg).toHaveTextContent('Greffeo');
    expect(svg).not.toHaveTextContent('Nouvelle-Calédonie');
  });

  it('shows the New Caledonia logo for the NC build', () => {
    process.env.GATSBY_REGION = 'NC';
    render(<Logo />);
    const svg = screen.getByRole('link', { name: 'Greffeo – accueil' }).querySelector('svg');
    expect(svg).toHaveAttribute('data-region', 'NC');
    expect(svg).toHaveTextContent('Nouvelle-Calédonie');
  });
});
