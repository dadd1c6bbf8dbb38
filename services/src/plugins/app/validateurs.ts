import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

type Options = Parameters<BuildCompilerFromPool>[1];
type Compilateur = ReturnType<BuildCompilerFromPool>;

const pool = AjvCompiler();

/**
 * Fastify's Ajv coerces types everywhere (`coerceTypes: 'array'`): right for the path and the query
 * string, which are text, wrong for a JSON body, where `{"lastName": true}` would be stored as the
 * string "true" and `{"quantite": "2"}` taken for 2. A body is checked as sent: one Ajv with
 * coercion for params, querystring and headers, one without for bodies, both with the app's options
 * (French messages keyword, verbose errors) and shared schemas. Fastify's own factory, twice.
 */
function buildValidator(schemasExternes: Parameters<BuildCompilerFromPool>[0], options: Options): Compilateur {
  const avecConversion = pool(schemasExternes, options);
  const sansConversion = pool(schemasExternes, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as Options);
  return ((route: Parameters<Compilateur>[0]) =>
    (typeof route === 'object' && 'httpPart' in route && route.httpPart === 'body' ? sansConversion : avecConversion)(
      route,
    )) as Compilateur;
}

export const compilateursDeSchemas = { buildValidator };
