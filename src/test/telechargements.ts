/**
 * Downloads as the browser would save them: jsdom has no object URLs and cannot follow a link, so
 * `URL.createObjectURL` keeps the Blob and the programmatic click of the `download` link is recorded.
 */
export interface Enregistrement {
  nom: string;
  url: string;
  contenu: Blob;
}

export function capterTelechargements() {
  const enregistrements: Enregistrement[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:http://localhost/fichier-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const contenu = blobs.get(this.href);
    if (this.download && contenu) enregistrements.push({ nom: this.download, url: this.href, contenu });
  });
  return { enregistrements, restaurer: () => clic.mockRestore() };
}
