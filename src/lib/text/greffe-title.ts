const startsWithVowelSound = (word: string) => /^[aeiouyhàâäéèêëîïôöùûü]/i.test(word);

/** « de Paris », « d’Évry », « du Mans », « des Sables-d’Olonne »: elision and contraction of « de ». */
export function deOrD(name: string): string {
  if (/^Le\s/.test(name)) return `du ${name.slice(3)}`;
  if (/^Les\s/.test(name)) return `des ${name.slice(4)}`;
  return startsWithVowelSound(name) ? `d’${name}` : `de ${name}`;
}

/** « Greffe de Paris », « Greffe d’Évry », « Greffe du Mans ». */
export const greffeCourt = (nom: string) => `Greffe ${deOrD(nom)}`;

/** The title of a registry office: « Greffe du tribunal de commerce d’Évry ». */
export function greffeTitle(libelle_type: string, nom: string): string {
  const court = libelle_type.charAt(0).toLowerCase() + libelle_type.slice(1);
  return `Greffe du ${court} ${deOrD(nom)}`;
}
