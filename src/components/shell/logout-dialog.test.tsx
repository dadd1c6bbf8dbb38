import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutDialog } from './logout-dialog';

function renderDialog(open = true) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  const view = render(<LogoutDialog open={open} onCancel={onCancel} onConfirm={onConfirm} />);
  return { ...view, onCancel, onConfirm, user: userEvent.setup() };
}

describe('LogoutDialog', () => {
  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog asking « Êtes-vous sûr de vouloir vous déconnecter? »', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Déconnexion' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir vous déconnecter?');
    expect(within(dialog).getByRole('button', { name: 'Non, annuler' })).toHaveFocus();
  });

  it('calls onCancel on « Non, annuler » and on Escape', async () => {
    const { user, onCancel, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Non, annuler' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm on « Oui, continuer »', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Oui, continuer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the keyboard focus inside the dialog', async () => {
    const { user } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'Non, annuler' });
    const confirm = screen.getByRole('button', { name: 'Oui, continuer' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });
});
