import { parseArgs as parseArgv } from 'node:util';

/** Small pieces the operators' tool shares: argument parsing, its errors, output and terminal tables. */

export class CliError extends Error {
  constructor(
    message: string,
    /** Process exit code: 1 refused (bad input, wrong state), 2 cannot run (database in use, configuration). */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface Args {
  /** Words before and between flags: ["orders", "ship", "AB23CD45"]. */
  words: string[];
  flags: Map<string, string | true>;
}

/** A command's options and their kinds: a string takes a value (`--limit 5`, `--limit=5`), a boolean none. */
export type Options = Record<string, 'string' | 'boolean'>;

/**
 * The words and options of a command line, by node:util's parseArgs with the command's options.
 * Options are long only: a word with one dash (`-1`, a negative stock; `-h`) stays a word, as does
 * everything after `--`. An option the command does not take is refused; a string option without its
 * value is kept as `true`, so `flag` says it needs one when the command reads it (and one followed by
 * another option is told at once: `--file --format csv` never writes a file named --format). A value
 * given to a boolean (`--dry-run=no`) is kept, for the command to refuse. Without `options` (before the
 * command is known) every `--name` is taken, with the next word as its value unless it is an option.
 */
export function parseArgs(argv: string[], options?: Options): Args {
  const { tokens } = parseArgv({
    args: argv,
    options: Object.fromEntries(Object.entries(options ?? {}).map(([name, type]) => [name, { type }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  const taken = new Set<number>();
  for (const token of tokens) {
    if (token.kind === 'option-terminator' || taken.has(token.index)) continue;
    if (token.kind === 'positional') {
      words.push(token.value);
      continue;
    }
    taken.add(token.index);
    if (!token.rawName.startsWith('--')) {
      words.push(argv[token.index]!); // -12 comes as one token per character: one word
      continue;
    }
    const type = options ? options[token.name] : 'string';
    if (!type) {
      const known = Object.keys(options!);
      throw new CliError(
        `Unknown option --${token.name}${known.length ? ` (this command takes ${known.map((k) => `--${k}`).join(', ')})` : ''}.`,
      );
    }
    let value: string | true = token.value ?? true;
    if (!options && value === true && token.index + 1 < argv.length && !argv[token.index + 1]!.startsWith('--')) {
      value = argv[token.index + 1]!;
      taken.add(token.index + 1);
    }
    if (type === 'string' && !token.inlineValue && typeof value === 'string' && value.startsWith('--'))
      throw new CliError(`--${token.name} needs a value.`);
    flags.set(token.name, value);
  }
  return { words, flags };
}

export function flag(args: Args, name: string, required: true): string;
export function flag(args: Args, name: string, required?: false): string | undefined;
export function flag(args: Args, name: string, required = false): string | undefined {
  const value = args.flags.get(name);
  if (value === true) throw new CliError(`--${name} needs a value.`);
  if (value === undefined && required) throw new CliError(`--${name} is required.`);
  return value;
}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A plain-text table: columns padded to their widest cell, long cells cut with "…". */
export function table(headers: string[], rows: string[][], options: { right?: number[]; max?: number[] } = {}): string {
  const cut = (text: string, i: number) => {
    const max = options.max?.[i];
    const chars = [...text];
    return max && chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
  };
  const cells = [headers, ...rows].map((r) => r.map((c, i) => cut(c, i)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => {
        const pad = ' '.repeat(widths[i]! - [...c].length);
        return options.right?.includes(i) ? pad + c : c + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
