import { blocDuDocument } from './blocs-documents';
import { CommanderCertificat } from './commander-certificat';
import { CommanderEtatEndettement } from './commander-etat-endettement';

describe('order block of a document page', () => {
  it('is chosen by the slug of a page of « Kbis et documents officiels »', () => {
    expect(blocDuDocument('/kbis-documents/etat-endettement')).toBe(CommanderEtatEndettement);
    expect(blocDuDocument('/kbis-documents/certificat-non-faillite')).toBe(CommanderCertificat);
  });

  it('is none for the other documents, the rubric itself and the other sections', () => {
    expect(blocDuDocument('/kbis-documents/extrait-kbis')).toBeNull();
    expect(blocDuDocument('/kbis-documents')).toBeNull();
    expect(blocDuDocument('/kbis-documents/constructor')).toBeNull();
    expect(blocDuDocument('/kbis-documents/etat-endettement/autre')).toBeNull();
    expect(blocDuDocument('/actualites/etat-endettement')).toBeNull();
  });
});
