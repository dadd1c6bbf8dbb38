/** Types of hostile-input.mjs (see there). */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  /** Content type and schema of the body, when the operation takes one. */
  body: { contentType: string; schema: Schema } | undefined;
  /** The OpenAPI security requirement: absent for a public operation, `{}` among them when optional. */
  security: Array<Record<string, string[]>> | undefined;
}

export interface Attempt {
  label: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The field a 400 must name (`query.offset`, `body.diffusions.0.quantite`…). */
  field?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** Values a sample cannot guess: an existing identifier, criteria a search needs. */
export interface Known {
  parameter?(path: string, name: string): string | undefined;
  query?(path: string): Array<[string, string]>;
}

export interface Answer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

export const LONG: string;
export const BAD_PERCENT: string;
export const URL_VALUES: Array<[string, string]>;
export const JSON_VALUES: Array<[string, string]>;
export const BODIES: Array<[string, string, string | Buffer]>;
export const FRENCH: RegExp;
export const ENGLISH: RegExp;
export function resolve(schema: Schema): Schema;
export function sample(schema: Schema, name?: string): unknown;
export function fieldPaths(schema: Schema, prefix?: string[], depth?: number): string[][];
export function withField(schema: Schema, path: readonly string[], json: string): string;
export function operations(document: OpenApiDocument): Operation[];
export interface Values {
  url?: Array<[string, string]>;
  json?: Array<[string, string]>;
  bodies?: Array<[string, string, string | Buffer]>;
}
export function attempts(operation: Operation, known?: Known, values?: Values): Attempt[];
export function problems(attempt: Attempt, answer: Answer, baselineValid: boolean): string[];
