/** HTML already escaped (or written by us): inserted as is by `html`. */
export class Html {
  constructor(readonly texte: string) {}
  toString(): string {
    return this.texte;
  }
}

export type Valeur = Html | string | number | null | undefined | false | readonly Valeur[];

const ENTITES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function echapper(texte: string): string {
  return texte.replace(/[&<>"']/g, (c) => ENTITES[c] as string);
}

/**
 * French typography for our own wording: non-breaking spaces before « : ; ! ? » and inside
 * guillemets, so that a line never starts with a lone sign. Applied to the template text only,
 * never to what a user typed.
 */
export function typographie(texte: string): string {
  // Any run of white space: the formatter may have wrapped a line right there.
  return texte.replace(/[ \t\n]+([:;!?»])/g, '\u00a0$1').replace(/«[ \t\n]+/g, '«\u00a0');
}

function inserer(valeur: Valeur): string {
  if (valeur === null || valeur === undefined || valeur === false) return '';
  if (valeur instanceof Html) return valeur.texte;
  if (Array.isArray(valeur)) return valeur.map(inserer).join('');
  return echapper(String(valeur));
}

/** Tagged template: every interpolated value is escaped unless it is `Html`. */
export function html(parties: TemplateStringsArray, ...valeurs: Valeur[]): Html {
  let texte = typographie(parties[0] ?? '');
  valeurs.forEach((valeur, i) => {
    texte += inserer(valeur) + typographie(parties[i + 1] ?? '');
  });
  return new Html(texte);
}

/** Our own wording passed as a value (titles, labels, messages): escaped, then typeset. */
export function fr(texte: string): Html {
  return new Html(typographie(echapper(texte)));
}
