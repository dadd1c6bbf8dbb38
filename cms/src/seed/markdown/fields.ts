import { MalformedContent } from './front-matter';

/** Lowercase ASCII words joined by single hyphens, as in the portal's addresses. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Data = Record<string, unknown>;

export function text(data: Data, key: string): string {
  const value = data[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw new MalformedContent(`clé « ${key} » manquante ou vide`);
  return value.trim();
}

export function slug(data: Data, key = 'slug'): string {
  const value = text(data, key);
  if (!SLUG_PATTERN.test(value)) {
    throw new MalformedContent(`« ${key} » invalide : « ${value} » (minuscules sans accents, chiffres et tirets)`);
  }
  return value;
}

export function integer(data: Data, key: string, min: number): number {
  const value = data[key];
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min) {
    throw new MalformedContent(`« ${key} » doit être un nombre entier d’au moins ${min}`);
  }
  return number;
}

/** AAAA-MM-JJ, a real calendar day. */
export function isoDate(data: Data, key: string): string {
  const value = data[key];
  // A YAML 1.1 reader would give a Date; keep the calendar day it names.
  const raw = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  const day = typeof raw === 'string' ? raw.trim() : '';
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new MalformedContent(`« ${key} » doit être une date AAAA-MM-JJ`);
  }
  return day;
}

const NIVEAUX: Record<string, 'debutant' | 'intermediaire'> = {
  débutant: 'debutant',
  debutant: 'debutant',
  intermédiaire: 'intermediaire',
  intermediaire: 'intermediaire',
};

export function niveau(data: Data): 'debutant' | 'intermediaire' {
  const value = NIVEAUX[text(data, 'niveau').normalize('NFC').toLowerCase()];
  if (!value) throw new MalformedContent('« niveau » doit valoir « débutant » ou « intermédiaire »');
  return value;
}
