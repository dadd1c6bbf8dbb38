import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A bad command-line option: the tools print its message and their help, and exit with 2. */
export class OptionInvalide extends Error {}

type Options = Record<string, NonNullable<ParseArgsConfig['options']>[string]>;
type Aide = { help: { type: 'boolean'; short: 'h'; default: false } };

/**
 * A command-line tool's options: `--help`/`-h` prints `aide` and exits with 0; an unknown or
 * incomplete option is an OptionInvalide in French (node:util explains in English; the option it
 * names is enough).
 */
export function lireArguments<const O extends Options>(
  options: O,
  aide: string,
): ReturnType<typeof parseArgs<{ options: O & Aide }>>['values'] {
  const config: { options: O & Aide } = {
    options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
  };
  let values: ReturnType<typeof parseArgs<{ options: O & Aide }>>['values'];
  try {
    ({ values } = parseArgs(config));
  } catch (error) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    throw new OptionInvalide(`Option inconnue ou incomplète : ${option}`);
  }
  if ((values as { help?: boolean }).help) {
    process.stdout.write(aide);
    process.exit(0);
  }
  return values;
}
