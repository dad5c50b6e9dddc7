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

/** `--name value`, `--name=value` and bare `--name` (true). Anything after `--` is a word. */
export function parseArgs(argv: string[]): Args {
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags.set(arg.slice(2), argv[++i]!);
      else flags.set(arg.slice(2), true);
    } else words.push(arg);
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

/** Refuses flags a command does not know, so a typo is not silently ignored. */
export function onlyFlags(args: Args, known: string[]): void {
  for (const name of args.flags.keys())
    if (!known.includes(name))
      throw new CliError(
        `Unknown option --${name}${known.length ? ` (this command takes ${known.map((k) => `--${k}`).join(', ')})` : ''}.`,
      );
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
