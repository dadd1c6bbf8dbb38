const startsWithVowelSound = (word: string) => /^[aeiouyhàâäéèêëîïôöùûü]/i.test(word);

/** « de Paris », « d’Évry » : French elision before a vowel or a mute h. */
export function deOrD(name: string): string {
  return startsWithVowelSound(name) ? `d’${name}` : `de ${name}`;
}

/** The title of a registry office: « Greffe du tribunal de commerce d’Évry ». */
export function greffeTitle(libelleType: string, nom: string): string {
  const court = libelleType.charAt(0).toLowerCase() + libelleType.slice(1);
  return `Greffe du ${court} ${deOrD(nom)}`;
}
