import { inTransaction } from '../db/tx';
import { adjustStock, recordStockSetByImport } from '../stock/ledger';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type ShopDb } from '../db/client';
import { toPaise, toDecimalString } from '../../common/domain/money';
import { CliError, flag, onlyFlags, type Args } from './io';
import type { CliContext } from './orders';
import { parsePhotoKey } from '../../common/site/media';
import { photoIsStored } from '../media/photos';
import { photoStore } from '../media/store';
import { dropUnusedPhotoFiles, MAX_PHOTOS_PER_PRODUCT } from './photos';
import { sanitizeHtml } from '../lib/sanitize';

/**
 * Catalogue files: products, categories, blogs and coupons as JSON (an array of objects) or CSV (a header
 * row, then one row per record). Import checks every row first and names the line of each problem; then
 * it writes all rows in one transaction, so a file is imported whole or not at all. Rows match existing
 * records by id when the id exists, else by slug (code for coupons); other rows are added.
 */

type Kind =
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
  // A product's lists, written as JSON (in CSV, JSON text in the cell); see writeProductLists.
  | 'sizes'
  | 'options'
  | 'photos';

const LIST_KINDS: readonly Kind[] = ['sizes', 'options', 'photos'];

interface Field {
  name: string;
  kind: Kind;
  required?: boolean;
  nullable?: boolean;
  /** Allowed values (text). */
  oneOf?: string[];
  /** SQL expression to export it (defaults to the column of the same name). */
  select?: string;
}

interface Entity {
  table: string;
  /** The natural key: slug, or code for coupons. */
  key: string;
  fields: Field[];
}

const ENTITIES: Record<string, Entity> = {
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
      { name: 'dispatch_time', kind: 'text', required: true },
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
type Value = string | number | boolean | null;
type Row = Record<string, Value>;

// --- Files ---

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Each record keeps its first line. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) throw new CliError(`line ${start}: a quoted field is not closed.`);
  if (cell !== '' || cells.length) endRecord();
  return records;
}

function csvCell(value: Value): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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

interface RawRecord {
  line: number;
  values: Record<string, unknown>;
}

function readRecords(file: string, format: 'json' | 'csv', entity: Entity): RawRecord[] {
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

// --- Validation ---

const oneLine = (v: unknown, max = 100): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !/[\r\n]/.test(v) && v.trim() === v;

/** A product's sizes, options or photos: problems, or the canonical JSON text kept in the row until it is written. */
function checkList(f: Field, raw: unknown): { value: Value } | { problem: string } {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return { problem: `${f.name} must be a JSON list (got ${JSON.stringify(raw.slice(0, 40))})` };
    }
  }
  if (!Array.isArray(list)) return { problem: `${f.name} must be a list` };
  const twice = (values: string[]) => values.find((v, i) => values.indexOf(v) !== i);
  if (f.kind === 'sizes') {
    if (list.length > 50) return { problem: 'sizes: at most 50' };
    const out: { value: string; price: string }[] = [];
    for (const [i, item] of list.entries()) {
      const size = item as { value?: unknown; price?: unknown };
      const price = typeof size?.price === 'string' ? size.price.trim() : size?.price;
      if (!size || typeof size !== 'object' || Object.keys(size).some((k) => k !== 'value' && k !== 'price'))
        return { problem: `sizes[${i}] must be { "value": …, "price": … }` };
      if (!oneLine(size.value)) return { problem: `sizes[${i}].value must be one line of 1 to 100 characters` };
      if (typeof price !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(price))
        return { problem: `sizes[${i}].price must be an amount such as 50.00 (the add-on to the price)` };
      out.push({ value: size.value, price: toDecimalString(toPaise(price)) });
    }
    const dup = twice(out.map((x) => x.value));
    if (dup !== undefined) return { problem: `sizes: ${dup} appears twice` };
    return { value: JSON.stringify(out) };
  }
  if (f.kind === 'options') {
    if (list.length > 20) return { problem: 'options: at most 20 groups' };
    const out: { name: string; values: string[] }[] = [];
    for (const [i, item] of list.entries()) {
      const group = item as { name?: unknown; values?: unknown };
      if (!group || typeof group !== 'object' || Object.keys(group).some((k) => k !== 'name' && k !== 'values'))
        return { problem: `options[${i}] must be { "name": …, "values": [ … ] }` };
      if (!oneLine(group.name)) return { problem: `options[${i}].name must be one line of 1 to 100 characters` };
      if (!Array.isArray(group.values) || group.values.length > 50 || !group.values.every((v) => oneLine(v)))
        return { problem: `options[${i}].values must be a list of at most 50 lines of 1 to 100 characters` };
      const dupValue = twice(group.values as string[]);
      if (dupValue !== undefined) return { problem: `options[${i}]: ${dupValue} appears twice` };
      out.push({ name: group.name, values: group.values as string[] });
    }
    const dup = twice(out.map((x) => x.name));
    if (dup !== undefined) return { problem: `options: ${dup} appears twice` };
    return { value: JSON.stringify(out) };
  }
  if (list.length > MAX_PHOTOS_PER_PRODUCT) return { problem: `photos: at most ${MAX_PHOTOS_PER_PRODUCT}` };
  const bad = list.find((k) => typeof k !== 'string' || !parsePhotoKey(k));
  if (bad !== undefined)
    return {
      problem: `photos must list photo keys such as photo-0123456789abcdef-1600x1200 (got ${JSON.stringify(bad)})`,
    };
  const dup = twice(list as string[]);
  if (dup !== undefined) return { problem: `photos: ${dup} appears twice` };
  return { value: JSON.stringify(list) };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One field of one record: its value for SQL, or a problem. From CSV every value is a string; '' is empty. */
function checkField(f: Field, raw: unknown): { value: Value } | { problem: string } {
  const empty = raw === undefined || raw === null || raw === '';
  if (empty) {
    if (f.required) return { problem: `${f.name} is required` };
    if (f.nullable || f.name === 'id') return { value: null };
    return { value: undefined as unknown as Value }; // absent: the column keeps its default / current value
  }
  if (LIST_KINDS.includes(f.kind)) return checkList(f, raw);
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const got = `(got ${JSON.stringify(raw)})`;
  switch (f.kind) {
    case 'sizes':
    case 'options':
    case 'photos':
      return checkList(f, raw);
    case 'html':
      return typeof raw === 'string' ? { value: sanitizeHtml(raw) } : { problem: `${f.name} must be text ${got}` };
    case 'text':
    case 'longtext': {
      if (typeof text !== 'string') return { problem: `${f.name} must be text ${got}` };
      if (f.kind === 'text' && (text.length > 500 || /[\r\n]/.test(text)))
        return { problem: `${f.name} must be one line of at most 500 characters` };
      if (f.oneOf && !f.oneOf.includes(text))
        return { problem: `${f.name} must be one of ${f.oneOf.join(', ')} ${got}` };
      return { value: typeof raw === 'string' && f.kind === 'longtext' ? raw : text };
    }
    case 'slug':
      return typeof text === 'string' && SLUG.test(text) && text.length <= 200
        ? { value: text }
        : { problem: `${f.name} must be lower-case letters, digits and single hyphens ${got}` };
    case 'code':
      return typeof text === 'string' && /^[A-Z0-9]{3,30}$/.test(text)
        ? { value: text }
        : { problem: `${f.name} must be 3 to 30 capital letters and digits ${got}` };
    case 'hsn':
      return /^[0-9]{4,8}$/.test(String(text))
        ? { value: String(text) }
        : { problem: `${f.name} must be an HSN code of 4 to 8 digits ${got}` };
    case 'money':
    case 'percent': {
      const s = String(text);
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(s))
        return { problem: `${f.name} must be an amount such as ${f.kind === 'money' ? '499.00' : '10.00'} ${got}` };
      if (f.kind === 'percent' && toPaise(s) > 10000) return { problem: `${f.name} must be at most 100 ${got}` };
      return { value: toDecimalString(toPaise(s)) };
    }
    case 'int':
    case 'rate': {
      const n = typeof text === 'number' ? text : /^-?\d+$/.test(String(text)) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n < 0 || n > 2_000_000_000)
        return { problem: `${f.name} must be a whole number of 0 or more ${got}` };
      if (f.kind === 'rate' && ![0, 3, 5, 18, 40].includes(n))
        return { problem: `${f.name} must be a GST rate: 0, 3, 5, 18 or 40 ${got}` };
      return { value: n };
    }
    case 'bool': {
      const s = String(text).toLowerCase();
      if (['true', '1', 'yes'].includes(s)) return { value: true };
      if (['false', '0', 'no'].includes(s)) return { value: false };
      return { problem: `${f.name} must be true or false ${got}` };
    }
    case 'date': {
      const s = String(text);
      return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s)
        ? { value: s }
        : { problem: `${f.name} must be a date such as 2026-11-22 ${got}` };
    }
  }
}

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

function validate(name: string, entity: Entity, file: string, records: RawRecord[]): { line: number; row: Row }[] {
  const problems: string[] = [];
  const out: { line: number; row: Row }[] = [];
  const seen = new Map<string, number>();
  for (const r of records) {
    const unknown = Object.keys(r.values).filter((k) => !entity.fields.some((f) => f.name === k));
    const mine: string[] = unknown.map((k) => `unknown field ${k}`);
    const row: Row = {};
    for (const f of entity.fields) {
      const checked = checkField(f, r.values[f.name]);
      if ('problem' in checked) mine.push(checked.problem);
      else if (checked.value !== undefined) row[f.name] = checked.value;
    }
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

// --- Writing ---

class RowError extends Error {}

async function upsert(
  tx: ShopDb,
  name: string,
  entity: Entity,
  row: Row,
): Promise<{ outcome: 'added' | 'updated'; id: number }> {
  const values: Row = { ...row };
  const id = values.id;
  delete values.id;
  for (const f of entity.fields) if (LIST_KINDS.includes(f.kind)) delete values[f.name];
  if (name === 'products') {
    const [category] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM categories WHERE slug = ${values.category}`,
    );
    if (!category) throw new RowError(`category ${String(values.category)} does not exist (import categories first)`);
    delete values.category;
    values.category_id = category.id;
  }
  const columns = Object.keys(values);
  const assign = (c: string): SQL => sql`${sql.identifier(c)} = ${values[c]}`;
  const touch = ['products'].includes(name) ? sql`, updated_at = now()` : sql``;
  if (id !== null && id !== undefined) {
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE ${sql.identifier(entity.table)} SET ${sql.join(columns.map(assign), sql`, `)} ${touch}
          WHERE id = ${id} RETURNING id`,
    );
    if (updated.length) return { outcome: 'updated', id: updated[0]!.id };
  }
  const [result] = await queryRows<{ inserted: boolean; id: number }>(
    tx,
    sql`INSERT INTO ${sql.identifier(entity.table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        VALUES (${sql.join(
          columns.map((c) => sql`${values[c]}`),
          sql`, `,
        )})
        ON CONFLICT (${sql.identifier(entity.key)}) DO UPDATE SET ${sql.join(
          columns.filter((c) => c !== entity.key).map((c) => sql`${sql.identifier(c)} = EXCLUDED.${sql.identifier(c)}`),
          sql`, `,
        )} ${touch}
        RETURNING id, (xmax = 0) AS inserted`,
  );
  return { outcome: result!.inserted ? 'added' : 'updated', id: result!.id };
}

/**
 * Writes a product's sizes, options and photos as listed, matching what is there by value (sizes),
 * name and value (options) and photo key, so rows that stay keep their ids: carts that hold a size or
 * option stay valid, and importing an export changes nothing. Returns the photo keys dropped.
 */
async function writeProductLists(tx: ShopDb, productId: number, row: Row): Promise<string[]> {
  if (typeof row.sizes === 'string') {
    const sizes = JSON.parse(row.sizes) as { value: string; price: string }[];
    const existing = await queryRows<{ id: number; value: string }>(
      tx,
      sql`SELECT id, value FROM product_sizes WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, size] of sizes.entries()) {
      const match = existing.find((e) => e.value === size.value && !kept.includes(e.id));
      if (match) {
        kept.push(match.id);
        await tx.execute(
          sql`UPDATE product_sizes SET price = ${size.price}, position = ${position} WHERE id = ${match.id}`,
        );
      } else
        await tx.execute(
          sql`INSERT INTO product_sizes (product_id, value, price, position) VALUES (${productId}, ${size.value}, ${size.price}, ${position})`,
        );
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM product_sizes WHERE id = ${e.id}`);
  }
  if (typeof row.options === 'string') {
    const groups = JSON.parse(row.options) as { name: string; values: string[] }[];
    const existing = await queryRows<{ id: number; name: string }>(
      tx,
      sql`SELECT id, name FROM option_categories WHERE product_id = ${productId} ORDER BY position, id`,
    );
    const kept: number[] = [];
    for (const [position, group] of groups.entries()) {
      let groupId = existing.find((e) => e.name === group.name && !kept.includes(e.id))?.id;
      if (groupId) await tx.execute(sql`UPDATE option_categories SET position = ${position} WHERE id = ${groupId}`);
      else {
        const [added] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO option_categories (product_id, name, position) VALUES (${productId}, ${group.name}, ${position}) RETURNING id`,
        );
        groupId = added!.id;
      }
      kept.push(groupId);
      const values = await queryRows<{ id: number; value: string }>(
        tx,
        sql`SELECT id, value FROM options WHERE option_category_id = ${groupId} ORDER BY position, id`,
      );
      const keptValues: number[] = [];
      for (const [p, value] of group.values.entries()) {
        const match = values.find((v) => v.value === value && !keptValues.includes(v.id));
        if (match) {
          keptValues.push(match.id);
          await tx.execute(sql`UPDATE options SET position = ${p} WHERE id = ${match.id}`);
        } else
          await tx.execute(
            sql`INSERT INTO options (option_category_id, value, position) VALUES (${groupId}, ${value}, ${p})`,
          );
      }
      for (const v of values.filter((v) => !keptValues.includes(v.id)))
        await tx.execute(sql`DELETE FROM options WHERE id = ${v.id}`);
    }
    for (const e of existing.filter((e) => !kept.includes(e.id)))
      await tx.execute(sql`DELETE FROM option_categories WHERE id = ${e.id}`);
  }
  if (typeof row.photos !== 'string') return [];
  const photos = JSON.parse(row.photos) as string[];
  const existing = await queryRows<{ id: number; media: string }>(
    tx,
    sql`SELECT id, media FROM product_photos WHERE product_id = ${productId} ORDER BY position`,
  );
  const dropped = existing.filter((e) => !photos.includes(e.media));
  for (const e of dropped) await tx.execute(sql`DELETE FROM product_photos WHERE id = ${e.id}`);
  // Positions are unique per product: move the rows that stay out of the way, then number them all.
  await tx.execute(sql`UPDATE product_photos SET position = -1 - position WHERE product_id = ${productId}`);
  for (const [position, media] of photos.entries()) {
    const match = existing.find((e) => e.media === media);
    if (match) await tx.execute(sql`UPDATE product_photos SET position = ${position} WHERE id = ${match.id}`);
    else
      await tx.execute(
        sql`INSERT INTO product_photos (product_id, position, media) VALUES (${productId}, ${position}, ${media})`,
      );
  }
  return dropped.map((e) => e.media);
}

/** Every photo an import names must be in this shop's store already (`photos add`, or a copied store). */
async function checkPhotosStored(ctx: CliContext, file: string, entity: Entity, rows: { line: number; row: Row }[]) {
  const store = photoStore(ctx.dataDir);
  const problems: string[] = [];
  for (const { line, row } of rows) {
    if (typeof row.photos !== 'string') continue;
    for (const key of JSON.parse(row.photos) as string[]) {
      const photo = parsePhotoKey(key)!;
      if (!(await photoIsStored(store, photo.hash, photo.width)))
        problems.push(
          `${file} line ${line} (${entity.key} ${String(row[entity.key])}): photo ${key} is not in this shop's photo store (add the file with photos add, or copy DATA_DIR/objects/photos from the shop it came from).`,
        );
    }
  }
  if (problems.length)
    throw new CliError(
      `Nothing was imported. ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.slice(0, 25).join('\n')}`,
    );
}

function entityArg(args: Args, usage: string): [string, Entity] {
  const name = args.words[2];
  if (!name || !ENTITIES[name]) throw new CliError(`Usage: ${usage} (one of ${ENTITY_NAMES.join(', ')}).`);
  return [name, ENTITIES[name]];
}

function formatArg(args: Args, file: string): 'json' | 'csv' {
  const format = flag(args, 'format') ?? path.extname(file).slice(1).toLowerCase();
  if (format !== 'json' && format !== 'csv') throw new CliError('--format must be json or csv.');
  return format;
}

export async function importCatalogue(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, ['format', 'file']);
  const [name, entity] = entityArg(args, 'shop catalogue import KIND --format json|csv --file F');
  const file = ctx.resolvePath(flag(args, 'file', true));
  const rows = validate(name, entity, file, readRecords(file, formatArg(args, file), entity));
  if (name === 'products') await checkPhotosStored(ctx, file, entity, rows);
  const counts = { added: 0, updated: 0 };
  const droppedPhotos: string[] = [];
  const stockChanged = await inTransaction(ctx.db, async (tx) => {
    for (const { line, row } of rows) {
      // The first refused row ends the transaction (nothing is kept) and is reported by its line.
      try {
        const { outcome, id } = await upsert(tx, name, entity, row);
        counts[outcome]++;
        if (name === 'products') droppedPhotos.push(...(await writeProductLists(tx, id, row)));
      } catch (error) {
        const e = error as { message: string; cause?: { message?: string; detail?: string } };
        const why = e instanceof RowError ? e.message : (e.cause?.detail ?? e.cause?.message ?? e.message);
        throw new CliError(
          `Nothing was imported. ${file} line ${line} (${entity.key} ${String(row[entity.key])}): ${why}.`,
        );
      }
    }
    // Stock the file set (or a new product's first stock) goes into the ledger as an adjustment.
    return recordStockSetByImport(tx, { actor: 'import', note: path.basename(file) });
  });
  await ctx.notifyCatalogue();
  await dropUnusedPhotoFiles(ctx.db, photoStore(ctx.dataDir), droppedPhotos);
  ctx.io.out(`Imported ${rows.length} ${name} from ${file}: ${counts.added} added, ${counts.updated} updated.`);
  if (stockChanged.length) ctx.io.out(`Stock changed for ${stockChanged.length} product(s); see \`stock history ID\`.`);
}

export async function exportCatalogue(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, ['format', 'file']);
  const [name, entity] = entityArg(args, 'shop catalogue export KIND --format json|csv --file F');
  const file = ctx.resolvePath(flag(args, 'file', true));
  const format = formatArg(args, file);
  const select = entity.fields.map((f) => sql.raw(`${f.select ?? `t.${f.name}`} AS "${f.name}"`));
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT ${sql.join(select, sql`, `)} FROM ${sql.identifier(entity.table)} t ORDER BY t.id`,
  );
  // Numbers and flags in their own JSON types; amounts stay decimal strings as the API sends them.
  const typed = rows.map((r) =>
    Object.fromEntries(
      entity.fields.map((f) => {
        const v = r[f.name] ?? null;
        // A list comes back as JSON from PostgreSQL and as text from some drivers.
        if (LIST_KINDS.includes(f.kind)) return [f.name, typeof v === 'string' ? JSON.parse(v) : v];
        return [f.name, v !== null && (f.kind === 'int' || f.kind === 'rate') ? Number(v) : v];
      }),
    ),
  );
  const text =
    format === 'json'
      ? `${JSON.stringify(typed, null, 2)}\n`
      : [
          entity.fields.map((f) => f.name).join(','),
          ...typed.map((r) =>
            entity.fields
              .map((f) => csvCell(LIST_KINDS.includes(f.kind) ? JSON.stringify(r[f.name]) : (r[f.name] as Value)))
              .join(','),
          ),
        ].join('\n') + '\n';
  writeFileSync(file, text);
  ctx.io.out(`Exported ${rows.length} ${name} to ${file}.`);
}

export async function setStock(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, []);
  const [, , idRaw, qtyRaw] = args.words;
  if (!idRaw || !qtyRaw) throw new CliError('Usage: shop stock set PRODUCT_ID N');
  const id = Number(idRaw);
  const qty = Number(qtyRaw);
  if (!Number.isSafeInteger(id) || id < 1) throw new CliError(`${idRaw} is not a product id.`);
  if (!/^\d+$/.test(qtyRaw) || !Number.isSafeInteger(qty) || qty > 2_000_000_000)
    throw new CliError(`The stock must be a whole number of 0 or more (got ${qtyRaw}).`);
  const row = await inTransaction(ctx.db, (tx) => adjustStock(tx, id, qty, { actor: 'operator', note: 'stock set' }));
  if (!row) throw new CliError(`No product with id ${id}.`);
  await ctx.notifyCatalogue({ products: [id] });
  ctx.io.out(`${row.name} (id ${id}): stock ${row.before ?? 'not recorded'} → ${qty}.`);
}

export async function addCoupon(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, ['type', 'value', 'min']);
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons add CODE --type price|percentage --value V --min SUBTOTAL');
  const type = flag(args, 'type', true);
  const value = flag(args, 'value', true);
  const row: Record<string, unknown> = {
    code,
    discount_type: type,
    actual_price: flag(args, 'min') ?? '0',
    discount_price: type === 'price' ? value : '',
    discount_percentage: type === 'percentage' ? value : '',
    active: 'true',
  };
  const [checked] = validate('coupons', ENTITIES.coupons!, 'coupon', [{ line: 1, values: row }]).map((r) => r.row);
  const added = await queryRows<{ id: number }>(
    ctx.db,
    sql`INSERT INTO coupons (code, actual_price, discount_type, discount_price, discount_percentage, active)
        VALUES (${checked!.code}, ${checked!.actual_price}, ${checked!.discount_type}, ${checked!.discount_price},
          ${checked!.discount_percentage}, true)
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  if (!added.length) throw new CliError(`A coupon ${code} exists already (import coupons to change it).`);
  await ctx.notifyCatalogue();
  const what = type === 'price' ? `₹${checked!.discount_price} off` : `${checked!.discount_percentage}% off`;
  ctx.io.out(`Coupon ${code} added: ${what} orders of ₹${checked!.actual_price} or more.`);
}

export async function disableCoupon(ctx: CliContext, args: Args): Promise<void> {
  onlyFlags(args, []);
  const code = args.words[2];
  if (!code) throw new CliError('Usage: shop coupons disable CODE');
  const rows = await queryRows<{ was: boolean }>(
    ctx.db,
    sql`UPDATE coupons c SET active = false FROM (SELECT id, active FROM coupons WHERE code = ${code}) old
        WHERE c.id = old.id RETURNING old.active AS was`,
  );
  if (!rows.length) throw new CliError(`No coupon ${code}.`);
  await ctx.notifyCatalogue();
  ctx.io.out(rows[0]!.was ? `Coupon ${code} disabled.` : `Coupon ${code} was disabled already.`);
}
