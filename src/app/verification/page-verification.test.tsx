/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { verificationFixture } from '../../lib/api/fixtures-commandes';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, visiteur } from '../../test/session';
import { PageVerification } from './page-verification';

const CODE = 'GET /api/verifications/7KQ2-M9XD-4HTR';
const ouvrir = (search = '') => rendre(visiteur(), <PageVerification search={search} />);
const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;

describe('/verifier-un-document', () => {
  it('checks the code of the address, typed in lower case with spaces, and shows the document', async () => {
    const api = apiFactice({ [CODE]: { corps: verificationFixture() } });
    ouvrir('?code=7kq2%20m9xd%204htr');
    const document = await screen.findByRole('region', { name: 'Document authentique' });
    const valeurs = Object.fromEntries(
      within(document)
        .getAllByRole('term')
        .map((terme) => [terme.textContent, terme.nextElementSibling?.textContent?.replace(/\s+/gu, ' ')]),
    );
    expect(valeurs).toEqual({
      'Type de document': 'Extrait Kbis',
      Entreprise: 'ALPHA SOLUTIONS',
      SIREN: '552 100 554',
      Greffe: 'Greffe du tribunal de commerce de Lyon',
      'Numéro de gestion': '2019B01234',
      'Délivré le': '25 novembre 2026 à 14 h 12',
      'Empreinte SHA-256': '3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea',
    });
    expect(
      within(document).getByText(/Le code 7KQ2-M9XD-4HTR correspond à un document délivré par Greffeo/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code de vérification' })).toHaveValue('7kq2 m9xd 4htr');
    expect(api.appelsA(CODE)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('checks a typed code without dashes, and names it in the address', async () => {
    const api = apiFactice({ [CODE]: { corps: verificationFixture() } });
    ouvrir();
    const champ = screen.getByRole('textbox', { name: 'Code de vérification' });
    expect(api.appels).toHaveLength(0);
    fireEvent.change(champ, { target: { value: ' 7kq2m9xd4htr ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('region', { name: 'Document authentique' })).toBeInTheDocument();
    expect(champ).toHaveValue('7KQ2-M9XD-4HTR');
    const [appel] = api.appelsA(CODE) as [Appel];
    expect(appel.methode).toBe('GET');
    expect(navigate).toHaveBeenCalledWith('/verifier-un-document?code=7KQ2-M9XD-4HTR', {
      replace: true,
      state: { conserverDefilement: true },
    });
  });

  it('says when no document has that code (404 of the service)', async () => {
    apiFactice({
      'GET /api/verifications/ABCD-EFGH-JKMN': refus(404, 'Aucun document ne correspond à ce code de vérification.'),
    });
    ouvrir('?code=ABCD-EFGH-JKMN');
    const alerte = await screen.findByRole('alert');
    expect(alerte).toHaveTextContent('Aucun document ne correspond à ce code de vérification.');
    expect(screen.queryByRole('region', { name: 'Document authentique' })).not.toBeInTheDocument();
  });

  it('asks for a code before checking anything', async () => {
    const api = apiFactice({});
    ouvrir();
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const champ = screen.getByRole('textbox', { name: 'Code de vérification' });
    expect(await screen.findByText('Saisissez le code de vérification.')).toBeInTheDocument();
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(champ).toHaveFocus();
    fireEvent.change(champ, { target: { value: 'ABCD/EFGH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText('Le code de vérification ne comporte que des lettres, des chiffres et des tirets.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.appels).toHaveLength(0));
  });

  it('offers to try again when the service does not answer', async () => {
    const api = apiFactice({ [CODE]: refus(503, 'indisponible') });
    ouvrir('?code=7KQ2-M9XD-4HTR');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La vérification n’a pas pu aboutir. Veuillez réessayer dans un instant.',
    );
    api.routes[CODE] = { corps: verificationFixture() };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(lu('2019B01234'))).toBeInTheDocument();
  });

  describe('the received file', () => {
    // jsdom's Blob has no arrayBuffer() (browsers do): read through its FileReader.
    beforeAll(() => {
      if (typeof Blob.prototype.arrayBuffer === 'function') return;
      Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
        return new Promise<ArrayBuffer>((resolve, reject) => {
          const lecteur = new FileReader();
          lecteur.onload = () => resolve(lecteur.result as ArrayBuffer);
          lecteur.onerror = () => reject(lecteur.error);
          lecteur.readAsArrayBuffer(this);
        });
      };
    });

    const FICHIER = 'POST /api/verifications/7KQ2-M9XD-4HTR/document';
    const resultat = (identique: boolean, etat: 'INTACT' | 'ROMPU', message: string) => ({
      corps: {
        code: '7KQ2-M9XD-4HTR',
        identique,
        empreinte_sha256: identique ? '3f79bb7b' : 'aa00ff11',
        cachet: { etat, signe_le: '2026-11-25T13:12:00.000Z', titulaire: 'Greffeo — cachet de démonstration' },
        message,
      },
    });

    it('sends the chosen PDF as it is and says it is the issued document with its seal intact', async () => {
      const api = apiFactice({
        [CODE]: { corps: verificationFixture() },
        [FICHIER]: resultat(
          true,
          'INTACT',
          'Ce fichier est exactement le document délivré, et son cachet électronique est intact.',
        ),
      });
      ouvrir('?code=7KQ2-M9XD-4HTR');
      const section = await screen.findByRole('region', { name: 'Vérifier le fichier PDF que vous avez reçu' });
      fireEvent.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent('Choisissez le fichier PDF à vérifier.');
      expect(api.appelsA(FICHIER)).toHaveLength(0);
      const pdf = new File(['%PDF-1.7 contenu'], 'kbis.pdf', { type: 'application/pdf' });
      fireEvent.change(within(section).getByLabelText(/Fichier PDF/), { target: { files: [pdf] } });
      fireEvent.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
      expect(
        await within(section).findByText(
          'Ce fichier est exactement le document délivré, et son cachet électronique est intact.',
        ),
      ).toBeInTheDocument();
      const [appel] = api.appelsA(FICHIER) as [Appel];
      expect(appel.entetes.get('content-type')).toBe('application/pdf');
      expect(appel.corps).toBe('%PDF-1.7 contenu');
      attendreBasesAccessibilite();
    });

    it('says what is wrong with a modified file, with its fingerprint, and a refusal in the service’s words', async () => {
      apiFactice({
        [CODE]: { corps: verificationFixture() },
        [FICHIER]: resultat(
          false,
          'ROMPU',
          'Ce fichier n’est pas le document délivré : son cachet électronique est rompu.',
        ),
      });
      ouvrir('?code=7KQ2-M9XD-4HTR');
      const section = await screen.findByRole('region', { name: 'Vérifier le fichier PDF que vous avez reçu' });
      const champ = within(section).getByLabelText(/Fichier PDF/);
      fireEvent.change(champ, { target: { files: [new File(['%PDF-1.7 modifié'], 'kbis.pdf')] } });
      fireEvent.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
      expect(
        await within(section).findByText(
          'Ce fichier n’est pas le document délivré : son cachet électronique est rompu.',
        ),
      ).toBeInTheDocument();
      expect(section).toHaveTextContent('Empreinte SHA-256 du fichier envoyé : aa00ff11');
    });

    it('shows the service’s refusal of a file that is no PDF', async () => {
      apiFactice({
        [CODE]: { corps: verificationFixture() },
        [FICHIER]: refus(400, 'Ce fichier n’est pas un document PDF.'),
      });
      ouvrir('?code=7KQ2-M9XD-4HTR');
      const section = await screen.findByRole('region', { name: 'Vérifier le fichier PDF que vous avez reçu' });
      fireEvent.change(within(section).getByLabelText(/Fichier PDF/), {
        target: { files: [new File(['texte'], 'note.txt')] },
      });
      fireEvent.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
      expect(await within(section).findByText('Ce fichier n’est pas un document PDF.')).toBeInTheDocument();
    });
  });
});
