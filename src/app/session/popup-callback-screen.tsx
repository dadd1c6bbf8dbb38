import styled from '@emotion/styled';
import { theme } from '../../theme';

const Ecran = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${theme.space.lg};
  font-family: ${theme.fonts.body};
  color: ${theme.colors.text};
  text-align: center;
`;

/**
 * What the sign-in popup shows once the provider sent it back to the site: the opener reads the
 * code, exchanges it and closes the popup; this page starts nothing.
 */
export function PopupCallbackScreen() {
  return (
    <Ecran>
      <p role="status">Connexion en cours… Cette fenêtre va se fermer.</p>
    </Ecran>
  );
}
