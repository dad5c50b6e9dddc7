/**
 * Catalogue files read and checked before anything is written: products, categories, blogs and coupons
 * as JSON (an array of objects) or CSV (a header row, then one row per record; csv-parse reads it). Each
 * record is checked against its kind's TypeBox row schema (ENTITY_SCHEMAS), in the style of the
 * environment's (server/config/env.ts): cells are converted first (amounts to paise, flags to booleans),
 * the schema refuses what is wrong, and each refusal is told as the field's own sentence with its line.
 */
import { readFileSync } from 'node:fs';
import { parse, CsvError } from 'csv-parse/sync';
import { Type, type TSchema } from 'typebox';
import { Errors } from 'typebox/schema';
import { toPaise, toDecimalString } from '../../common/domain/money';
import { PHOTO_KEY_RE } from '../../common/site/media';
import { sanitizeHtml } from '../lib/sanitize';
import { CliError } from './io';
import { MAX_PHOTOS_PER_PRODUCT } from './photos';

export type Kind =
  | 'text'
  | 'longtext'
  // HTML a page shows (server/lib/sanitize.ts cleans it here, on the way in).
  | 'html'
  | 'slug'
  | 'money'
  | 'percent'
  | 'int'
  | 'bool'
  | 'date'
  | 'hsn'
  | 'rate'
  | 'code'
  // A product's lists, written as JSON (in CSV, JSON text in the cell); see writeProductLists in catalogue.ts.
  | 'sizes'
  | 'options'
  | 'photos';

export const LIST_KINDS: readonly Kind[] = ['sizes', 'options', 'photos'];

export interface Field {
  name: string;
  kind: Kind;
  required?: boolean;
  nullable?: boolean;
  /** Allowed values (text). */
  oneOf?: string[];
  /** SQL expression to export it (defaults to the column of the same name). */
  select?: string;
}

export interface Entity {
  table: string;
  /** The natural key: slug, or code for coupons. */
  key: string;
  fields: Field[];
}

export const ENTITIES: Record<string, Entity> = {
  categories: {
    table: 'categories',
    key: 'slug',
    fields: [
      { name: 'id', kind: 'int', nullable: true },
      { name: 'name', kind: 'text', required: true },
      { name: 'slug', kind: 'slug', required: true },
      { name: 'description', kind: 'longtext' },
      { name: 'image', kind: 'text', required: true },
      { name: 'position', kind: 'int' },
    ],
  },
  products: {
    table: 'products',
    key: 'slug',
    fields: [
      { name: 'id', kind: 'int', nullable: true },
      // The category by its slug: stable across shops, unlike ids.
      {
        name: 'category',
        kind: 'slug',
        required: true,
        select: '(SELECT slug FROM categories c WHERE c.id = t.category_id)',
      },
      { name: 'name', kind: 'text', required: true },
      { name: 'slug', kind: 'slug', required: true },
      { name: 'description', kind: 'longtext', required: true },
      { name: 'price', kind: 'money', required: true },
      { name: 'offer_type', kind: 'text', nullable: true, oneOf: ['discount_percentage', 'buy_x_get_y'] },
      { name: 'discount_percentage', kind: 'percent' },
      { name: 'buy_x', kind: 'int', nullable: true },
      { name: 'get_y', kind: 'int', nullable: true },
      { name: 'sold_out', kind: 'bool' },
      { name: 'coming_soon', kind: 'bool' },
      { name: 'latest_collection', kind: 'bool' },
      { name: 'featured', kind: 'bool' },
      { name: 'best_seller', kind: 'bool' },
      // Blank: the shop's promise (shop.config.json dispatchDays), which then follows the setting.
      { name: 'dispatch_time', kind: 'text' },
      { name: 'stock_quantity', kind: 'int', nullable: true },
      { name: 'low_stock_threshold', kind: 'int' },
      { name: 'net_quantity', kind: 'text' },
      { name: 'shelf_life_months', kind: 'int', nullable: true },
      { name: 'best_before_note', kind: 'text' },
      { name: 'product_details', kind: 'html' },
      { name: 'additional_info', kind: 'html' },
      { name: 'hsn_code', kind: 'hsn', required: true },
      { name: 'gst_rate', kind: 'rate', required: true },
      // Absent (or an empty CSV cell): the product keeps its current list; [] empties it.
      {
        name: 'sizes',
        kind: 'sizes',
        select: `COALESCE((SELECT json_agg(json_build_object('value', s.value, 'price', s.price::text) ORDER BY s.position, s.id)
          FROM product_sizes s WHERE s.product_id = t.id), '[]'::json)`,
      },
      {
        name: 'options',
        kind: 'options',
        select: `COALESCE((SELECT json_agg(json_build_object('name', oc.name, 'values', COALESCE((SELECT json_agg(o.value ORDER BY o.position, o.id)
          FROM options o WHERE o.option_category_id = oc.id), '[]'::json)) ORDER BY oc.position, oc.id)
          FROM option_categories oc WHERE oc.product_id = t.id), '[]'::json)`,
      },
      {
        name: 'photos',
        kind: 'photos',
        select: `COALESCE((SELECT json_agg(ph.media ORDER BY ph.position) FROM product_photos ph WHERE ph.product_id = t.id), '[]'::json)`,
      },
    ],
  },
  blogs: {
    table: 'blogs',
    key: 'slug',
    fields: [
      { name: 'id', kind: 'int', nullable: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'slug', kind: 'slug', required: true },
      { name: 'image', kind: 'text', required: true },
      { name: 'date', kind: 'date', required: true, select: "to_char(t.date, 'YYYY-MM-DD')" },
      { name: 'hint', kind: 'text', required: true },
      { name: 'description', kind: 'html', required: true },
    ],
  },
  coupons: {
    table: 'coupons',
    key: 'code',
    fields: [
      { name: 'id', kind: 'int', nullable: true },
      { name: 'code', kind: 'code', required: true },
      { name: 'actual_price', kind: 'money', required: true },
      { name: 'discount_type', kind: 'text', required: true, oneOf: ['price', 'percentage'] },
      { name: 'discount_price', kind: 'money', nullable: true },
      { name: 'discount_percentage', kind: 'percent', nullable: true },
      { name: 'active', kind: 'bool' },
    ],
  },
};

export const ENTITY_NAMES = Object.keys(ENTITIES);
export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

// --- Files ---

/** One CSV record and the line it starts on (a quoted field may hold line breaks). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV through csv-parse: quoted fields may hold commas, quotes ("") and line breaks; a quote
 * inside an unquoted field is kept as text; blank lines are skipped; lines end in \n, \r\n or \r.
 * csv-parse counts the bytes read at the end of each record, which is where the next one starts, so
 * each record keeps the line of its first character.
 */
export function parseCsv(text: string): CsvRecord[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const bytes = Buffer.from(body);
  const ends: number[] = [];
  let counted = 0;
  let line = 1;
  /** The line of the record that starts after `from` bytes (blank lines before it are passed over). */
  const lineAfter = (from: number): number => {
    let start = from;
    while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
    line += lineBreaks(bytes.subarray(counted, start).toString());
    counted = start;
    return line;
  };
  let cells: string[][];
  try {
    cells = parse(body, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (record: string[], context) => {
        ends.push(context.bytes);
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = lineAfter(ends.at(-1) ?? 0);
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw new CliError(`line ${at}: a quoted field is not closed.`);
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE')
      throw new CliError(
        `line ${at}: a quoted field goes on after its closing quote (write "" for a quote inside it).`,
      );
    throw new CliError(`line ${at}: ${error.message}`);
  }
  const records: CsvRecord[] = [];
  for (const [i, record] of cells.entries()) {
    const start = lineAfter(i === 0 ? 0 : ends[i - 1]!);
    // A line holding only "" is as empty as a blank one.
    if (!(record.length === 1 && record[0] === '')) records.push({ line: start, cells: record });
  }
  return records;
}

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** The line each top-level object of a JSON array starts on (the array has been parsed already). */
function jsonObjectLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (c === ']' || c === '}') depth--;
    else if (depth === 1 && /[^\s,]/.test(c)) {
      lines.push(line); // a scalar where an object should be; its line is still wanted
      while (i + 1 < text.length && /[^,\]\s]/.test(text[i + 1]!)) i++;
    }
  }
  return lines;
}

export interface RawRecord {
  line: number;
  values: Record<string, unknown>;
}

export function readRecords(file: string, format: 'json' | 'csv', entity: Entity): RawRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const names = entity.fields.map((f) => f.name);
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      const where = /position (\d+)/.exec((error as Error).message);
      const line = where ? text.slice(0, Number(where[1])).split('\n').length : undefined;
      throw new CliError(`${file}${line ? ` line ${line}` : ''}: not valid JSON (${(error as Error).message}).`);
    }
    if (!Array.isArray(parsed)) throw new CliError(`${file}: the JSON must be an array of objects, one per record.`);
    const lines = jsonObjectLines(text);
    return parsed.map((values, i) => {
      const line = lines[i] ?? 0;
      if (!values || typeof values !== 'object' || Array.isArray(values))
        throw new CliError(`${file} line ${line}: record ${i + 1} is not an object.`);
      return { line, values: values as Record<string, unknown> };
    });
  }
  const [head, ...rows] = parseCsv(text);
  if (!head) throw new CliError(`${file}: the file is empty; the first row must name the columns.`);
  const columns = head.cells.map((c) => c.trim());
  const unknown = columns.filter((c) => !names.includes(c));
  if (unknown.length)
    throw new CliError(
      `${file} line ${head.line}: unknown column ${unknown.join(', ')} (columns: ${names.join(', ')}).`,
    );
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length) throw new CliError(`${file} line ${head.line}: column ${twice[0]} appears twice.`);
  return rows.map((r) => {
    if (r.cells.length !== columns.length)
      throw new CliError(`${file} line ${r.line}: ${r.cells.length} fields, but the header has ${columns.length}.`);
    return { line: r.line, values: Object.fromEntries(columns.map((c, i) => [c, r.cells[i]])) };
  });
}

// --- Row schemas ---

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** One line of 1 to 100 characters with no space at either end (a size, an option, a group's name). */
const OneLine = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(?:[^\\r\\n]*\\S)?$' });
const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];

interface SchemaError {
  keyword: string;
  /** The path inside the field's value: [] for the value itself, ['0', 'price'] for sizes[0].price. */
  path: string[];
  params: Record<string, unknown>;
}

/** A value the conversion refused outright (a list cell that is not JSON); told as it is. */
class Refused {
  constructor(readonly problem: string) {}
}

interface KindRule {
  /** The cell (CSV: always text) or JSON value as the schema checks it: trimmed, amounts in paise, flags as booleans. */
  read: (raw: unknown, f: Field) => unknown;
  schema: (f: Field) => TSchema;
  /** What the operator is told when the schema refuses the value; `got` is `(got "…")`. */
  problem: (f: Field, errors: SchemaError[], got: string, value: unknown) => string;
  /** Rules a schema does not state (a list's repeated entries), on a value the schema took. */
  more?: (f: Field, value: unknown) => string | undefined;
  /** The checked value as the row holds it for SQL. */
  write?: (value: unknown, raw: unknown) => Value;
}

const trimmed = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw);
const has = (errors: SchemaError[], ...keywords: string[]) => errors.some((e) => keywords.includes(e.keyword));
const twice = (values: string[]) => values.find((v, i) => values.indexOf(v) !== i);

/** A list's cell: JSON text in CSV, the JSON value itself in a JSON file. */
function readList(raw: unknown, f: Field): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return new Refused(`${f.name} must be a JSON list (got ${JSON.stringify(raw.slice(0, 40))})`);
  }
}

/**
 * A list's refusal: the list itself (not a list, too long), else the first entry refused, told by
 * its part in the order they are read (`parts`: the entry's shape, then each property).
 */
function listProblem(
  f: Field,
  errors: SchemaError[],
  most: string,
  parts: string[],
  entry: (index: number, part: string | undefined) => string,
): string {
  const own = errors.filter((e) => e.path.length === 0);
  if (has(own, 'type')) return `${f.name} must be a list`;
  if (has(own, 'maxItems')) return `${f.name}: at most ${most}`;
  const index = Math.min(...errors.filter((e) => e.path.length > 0).map((e) => Number(e.path[0])));
  const mine = errors.filter((e) => Number(e.path[0]) === index);
  // The entry's shape first: not an object, or a property it should not have.
  if (
    mine.some(
      (e) => (e.path.length === 1 && e.keyword !== 'required') || (e.path.length === 2 && e.keyword === 'boolean'),
    )
  )
    return entry(index, undefined);
  const refused = mine.flatMap((e) => (e.path.length === 1 ? (e.params.requiredProperties as string[]) : [e.path[1]!]));
  return entry(
    index,
    parts.find((p) => refused.includes(p)),
  );
}

const SCALAR_KINDS: Record<Exclude<Kind, 'sizes' | 'options' | 'photos'>, KindRule> = {
  html: {
    read: (raw) => raw,
    schema: () => Type.String(),
    problem: (f, _e, got) => `${f.name} must be text ${got}`,
    write: (value) => sanitizeHtml(value as string),
  },
  text: {
    read: trimmed,
    schema: (f) => Type.String({ maxLength: 500, pattern: '^[^\\r\\n]*$', ...(f.oneOf ? { enum: f.oneOf } : {}) }),
    problem: (f, errors, got) =>
      has(errors, 'type')
        ? `${f.name} must be text ${got}`
        : has(errors, 'maxLength', 'pattern')
          ? `${f.name} must be one line of at most 500 characters`
          : `${f.name} must be one of ${f.oneOf!.join(', ')} ${got}`,
  },
  longtext: {
    read: (raw) => raw,
    schema: () => Type.String(),
    problem: (f, _e, got) => `${f.name} must be text ${got}`,
  },
  slug: {
    read: trimmed,
    schema: () => Type.String({ maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
    problem: (f, _e, got) => `${f.name} must be lower-case letters, digits and single hyphens ${got}`,
  },
  code: {
    read: trimmed,
    schema: () => Type.String({ pattern: '^[A-Z0-9]{3,30}$' }),
    problem: (f, _e, got) => `${f.name} must be 3 to 30 capital letters and digits ${got}`,
  },
  hsn: {
    read: (raw) => String(trimmed(raw)),
    schema: () => Type.String({ pattern: '^[0-9]{4,8}$' }),
    problem: (f, _e, got) => `${f.name} must be an HSN code of 4 to 8 digits ${got}`,
  },
  // Amounts are checked in paise, so "at most 100" is a plain maximum.
  money: {
    read: (raw) => readAmount(raw),
    schema: () => Type.Integer({ minimum: 0 }),
    problem: (f, _e, got) => `${f.name} must be an amount such as 499.00 ${got}`,
    write: (value) => toDecimalString(value as number),
  },
  percent: {
    read: (raw) => readAmount(raw),
    schema: () => Type.Integer({ minimum: 0, maximum: 10_000 }),
    problem: (f, errors, got) =>
      has(errors, 'type') ? `${f.name} must be an amount such as 10.00 ${got}` : `${f.name} must be at most 100 ${got}`,
    write: (value) => toDecimalString(value as number),
  },
  int: {
    read: readWhole,
    schema: () => Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    problem: (f, _e, got) => `${f.name} must be a whole number of 0 or more ${got}`,
  },
  rate: {
    read: readWhole,
    schema: () => Type.Integer({ minimum: 0, maximum: 2_000_000_000, enum: [0, 3, 5, 18, 40] }),
    problem: (f, errors, got) =>
      has(errors, 'type', 'minimum', 'maximum')
        ? `${f.name} must be a whole number of 0 or more ${got}`
        : `${f.name} must be a GST rate: 0, 3, 5, 18 or 40 ${got}`,
  },
  bool: {
    read: (raw) => {
      const word = String(trimmed(raw)).toLowerCase();
      return TRUE.includes(word) ? true : FALSE.includes(word) ? false : raw;
    },
    schema: () => Type.Boolean(),
    problem: (f, _e, got) => `${f.name} must be true or false ${got}`,
  },
  date: {
    read: (raw) => String(trimmed(raw)),
    // The format refuses a day the calendar does not have (2026-02-30).
    schema: () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' }),
    problem: (f, _e, got) => `${f.name} must be a date such as 2026-11-22 ${got}`,
  },
};

function readAmount(raw: unknown): unknown {
  const text = String(trimmed(raw));
  return AMOUNT.test(text) ? toPaise(text) : raw;
}

function readWhole(raw: unknown): unknown {
  const text = trimmed(raw);
  if (typeof text === 'number') return text;
  return /^-?\d+$/.test(String(text)) ? Number(text) : raw;
}

const LIST_RULES: Record<'sizes' | 'options' | 'photos', KindRule> = {
  sizes: {
    // A price may come with spaces around it; the value may not.
    read: (raw, f) => {
      const list = readList(raw, f);
      return Array.isArray(list)
        ? list.map((s: unknown) =>
            s && typeof s === 'object' && typeof (s as { price?: unknown }).price === 'string'
              ? { ...s, price: (s as { price: string }).price.trim() }
              : s,
          )
        : list;
    },
    schema: () =>
      Type.Array(
        Type.Object(
          { value: OneLine, price: Type.String({ pattern: AMOUNT.source }) },
          { additionalProperties: false },
        ),
        {
          maxItems: 50,
        },
      ),
    problem: (f, errors) =>
      listProblem(f, errors, '50', ['value', 'price'], (i, part) =>
        part === undefined
          ? `sizes[${i}] must be { "value": …, "price": … }`
          : part === 'price'
            ? `sizes[${i}].price must be an amount such as 50.00 (the add-on to the price)`
            : `sizes[${i}].value must be one line of 1 to 100 characters`,
      ),
    more: (_f, value) => {
      const dup = twice((value as { value: string }[]).map((s) => s.value));
      return dup === undefined ? undefined : `sizes: ${dup} appears twice`;
    },
    write: (value) =>
      JSON.stringify(
        (value as { value: string; price: string }[]).map((s) => ({
          value: s.value,
          price: toDecimalString(toPaise(s.price)),
        })),
      ),
  },
  options: {
    read: readList,
    schema: () =>
      Type.Array(
        Type.Object({ name: OneLine, values: Type.Array(OneLine, { maxItems: 50 }) }, { additionalProperties: false }),
        { maxItems: 20 },
      ),
    problem: (f, errors) =>
      listProblem(f, errors, '20 groups', ['name', 'values'], (i, part) =>
        part === undefined
          ? `options[${i}] must be { "name": …, "values": [ … ] }`
          : part === 'name'
            ? `options[${i}].name must be one line of 1 to 100 characters`
            : `options[${i}].values must be a list of at most 50 lines of 1 to 100 characters`,
      ),
    more: (_f, value) => {
      const groups = value as { name: string; values: string[] }[];
      for (const [i, group] of groups.entries()) {
        const dup = twice(group.values);
        if (dup !== undefined) return `options[${i}]: ${dup} appears twice`;
      }
      const dup = twice(groups.map((g) => g.name));
      return dup === undefined ? undefined : `options: ${dup} appears twice`;
    },
    write: (value) =>
      JSON.stringify((value as { name: string; values: string[] }[]).map((g) => ({ name: g.name, values: g.values }))),
  },
  photos: {
    read: readList,
    schema: () => Type.Array(Type.String({ pattern: PHOTO_KEY_RE.source }), { maxItems: MAX_PHOTOS_PER_PRODUCT }),
    problem: (f, errors, _got, value) => {
      const own = errors.filter((e) => e.path.length === 0);
      if (has(own, 'type')) return `${f.name} must be a list`;
      if (has(own, 'maxItems')) return `photos: at most ${MAX_PHOTOS_PER_PRODUCT}`;
      const bad = (value as unknown[])[Math.min(...errors.map((e) => Number(e.path[0])))];
      return `photos must list photo keys such as photo-0123456789abcdef-1600x1200 (got ${JSON.stringify(bad)})`;
    },
    more: (_f, value) => {
      const dup = twice(value as string[]);
      return dup === undefined ? undefined : `photos: ${dup} appears twice`;
    },
    write: (value) => JSON.stringify(value),
  },
};

const RULES: Record<Kind, KindRule> = { ...SCALAR_KINDS, ...LIST_RULES };

/**
 * Each kind's row schema: every field optional (an empty cell is told apart before: required, null or
 * left as it is), nothing else allowed.
 */
export const ENTITY_SCHEMAS: Record<string, TSchema> = Object.fromEntries(
  Object.entries(ENTITIES).map(([name, entity]) => [
    name,
    Type.Object(Object.fromEntries(entity.fields.map((f) => [f.name, Type.Optional(RULES[f.kind].schema(f))])), {
      additionalProperties: false,
    }),
  ]),
);

/** Rules across fields of one record. */
function recordProblems(name: string, row: Row): string[] {
  const problems: string[] = [];
  if (name === 'coupons') {
    if (row.discount_type === 'price' && (row.discount_price === null || row.discount_price === undefined))
      problems.push('a price coupon needs discount_price');
    if (
      row.discount_type === 'percentage' &&
      (row.discount_percentage === null || row.discount_percentage === undefined)
    )
      problems.push('a percentage coupon needs discount_percentage');
  }
  if (name === 'products' && row.offer_type === 'buy_x_get_y' && (!row.buy_x || !row.get_y))
    problems.push('a buy_x_get_y offer needs buy_x and get_y of 1 or more');
  return problems;
}

/** One record against its kind's schema: the row for SQL, and the problems in the order of the fields. */
function checkRecord(name: string, entity: Entity, values: Record<string, unknown>): { row: Row; problems: string[] } {
  const problems: string[] = [];
  const row: Row = {};
  const read: Record<string, unknown> = {};
  const refused = new Map<string, string>();
  for (const [key, raw] of Object.entries(values)) {
    const f = entity.fields.find((x) => x.name === key);
    if (!f)
      read[key] = raw; // refused by the schema as a field it does not have
    else if (raw === undefined || raw === null || raw === '') continue;
    else {
      const value = RULES[f.kind].read(raw, f);
      if (value instanceof Refused) refused.set(key, value.problem);
      else read[key] = value;
    }
  }
  const errors = new Map<string, SchemaError[]>();
  for (const e of Errors(ENTITY_SCHEMAS[name]!, read)[1]) {
    const [field, ...path] = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (field === undefined) {
      if (e.keyword === 'additionalProperties')
        for (const k of e.params.additionalProperties as string[]) problems.push(`unknown field ${k}`);
      continue;
    }
    if (e.keyword === 'boolean' && path.length === 0) continue; // the unknown field again, under its own name
    errors.set(field, [
      ...(errors.get(field) ?? []),
      { keyword: e.keyword, path, params: e.params as Record<string, unknown> },
    ]);
  }
  for (const f of entity.fields) {
    const raw = values[f.name];
    if (raw === undefined || raw === null || raw === '') {
      if (f.required) problems.push(`${f.name} is required`);
      else if (f.nullable || f.name === 'id') row[f.name] = null;
      // Otherwise absent: the column keeps its default / current value.
      continue;
    }
    const rule = RULES[f.kind];
    const refusal = refused.get(f.name);
    const mine = errors.get(f.name);
    const problem =
      refusal ??
      (mine ? rule.problem(f, mine, `(got ${JSON.stringify(raw)})`, read[f.name]) : rule.more?.(f, read[f.name]));
    if (problem !== undefined) problems.push(problem);
    else row[f.name] = rule.write ? rule.write(read[f.name], raw) : (read[f.name] as Value);
  }
  return { row, problems };
}

/** Every record checked; throws every problem (the first 25) with its line, or returns the rows for SQL. */
export function validate(
  name: string,
  entity: Entity,
  file: string,
  records: RawRecord[],
): { line: number; row: Row }[] {
  const problems: string[] = [];
  const out: { line: number; row: Row }[] = [];
  const seen = new Map<string, number>();
  for (const r of records) {
    const { row, problems: mine } = checkRecord(name, entity, r.values);
    if (!mine.length) mine.push(...recordProblems(name, row));
    const key = row[entity.key];
    if (typeof key === 'string') {
      const first = seen.get(key);
      if (first !== undefined) mine.push(`${entity.key} ${key} is also on line ${first}`);
      else seen.set(key, r.line);
    }
    const label = typeof key === 'string' ? ` (${entity.key} ${key})` : '';
    for (const p of mine) problems.push(`${file} line ${r.line}${label}: ${p}.`);
    out.push({ line: r.line, row });
  }
  if (problems.length) {
    const shown = problems.slice(0, 25);
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more.`);
    throw new CliError(
      `Nothing was imported. ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${shown.join('\n')}`,
    );
  }
  return out;
}
