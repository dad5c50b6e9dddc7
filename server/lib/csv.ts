import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | null;

/** A cell a spreadsheet would run as a formula: = + - @, or a tab or carriage return, first. */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV text through csv-stringify: a header row, then the rows; a cell is quoted when it holds a comma,
 * a quote or a line break, or starts or ends with a space (so a reader that trims keeps it whole).
 * `safe` keeps every cell text in a spreadsheet (a leading apostrophe before a formula's first
 * character) except, in the columns `numeric` names, a plain number such as -12.50.
 */
export function writeCsv(
  header: string[],
  rows: CsvValue[][],
  options: { eol?: '\n' | '\r\n'; safe?: boolean; numeric?: string[] } = {},
): string {
  const numeric = header.map((h) => options.numeric?.includes(h) ?? false);
  const text = (value: string, column: number) =>
    options.safe && FORMULA.test(value) && !(numeric[column] && NUMBER.test(value)) ? `'${value}` : value;
  return stringify([header, ...rows], {
    record_delimiter: options.eol ?? '\n',
    quoted_match: /^\s|\s$|[\r\n]/,
    cast: {
      // Flags as the words true / false (csv-stringify's own default writes 1 and an empty cell).
      boolean: (value, context) => text(String(value), context.index),
      number: (value, context) => text(String(value), context.index),
      string: (value, context) => text(value, context.index),
    },
  });
}
