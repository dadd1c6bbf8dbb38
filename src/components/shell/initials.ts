/** First letter of a name, Unicode-safe, upper-cased the French way. */
function firstLetter(name: string): string {
  const [letter = ''] = Array.from(name.trim());
  return letter.toLocaleUpperCase('fr-FR');
}

/** Avatar initials: first letter of the first name then of the last name (« Jean Dupont » → « JD »). */
export function initials(firstName: string, lastName: string): string {
  return `${firstLetter(firstName)}${firstLetter(lastName)}`;
}

export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
