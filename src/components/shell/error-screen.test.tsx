import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppErrorBoundary, ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows « Une erreur est survenue "{message}" » as an alert heading', () => {
    render(<ErrorScreen message="Délai dépassé" onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue "Délai dépassé"' })).toBeInTheDocument();
  });

  it('calls onRetry on « Réessayer »', async () => {
    const onRetry = jest.fn();
    render(<ErrorScreen message="Délai dépassé" onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('AppErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports caught render errors on the console; the test expects them.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  let shouldThrow = true;
  function Fragile() {
    if (shouldThrow) throw new Error('Service indisponible');
    return <p>Contenu rétabli</p>;
  }

  it('catches a throwing child and shows the error screen with its message', () => {
    shouldThrow = true;
    const onError = jest.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue "Service indisponible"' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Service indisponible' }),
      expect.anything(),
    );
  });

  it('renders the children again on « Réessayer »', async () => {
    shouldThrow = true;
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the reset key changes (another page)', async () => {
    shouldThrow = true;
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            Autre page
          </button>
          <AppErrorBoundary resetKey={path}>
            <Fragile />
          </AppErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Autre page' }));
    expect(screen.getByText('Contenu rétabli')).toBeInTheDocument();
  });
});
