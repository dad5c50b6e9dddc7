/**
 * The shape of `shop.config.json` as a TypeBox schema, in the style of the environment's
 * (server/config/env.ts) and the catalogue rows' (server/operators/catalogue-rows.ts): the schema
 * refuses what is wrong, and each refusal is told as the sentence an operator reads at start-up.
 * Every key is optional; what is given is merged over the example details.
 */
import { Type, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { EXAMPLE_SHOP_DETAILS, type ShopAddress, type ShopDetails } from '../../common/site/company';

/** Options the sentences are made from: a text's length limit and format, or a whole node's sentence. */
interface Told {
  /** A text of at most this many characters (after trimming, not empty). */
  text?: number;
  /** What the text must be when it is not (`must be a phone number`). */
  hint?: string;
  /** The sentence for anything wrong at or under this node; `{i}` is the list index above it. */
  problem?: string;
}

const told = (schema: TSchema): Told => schema as Told;

const Text = (max: number, format?: { pattern: string; hint: string }) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    ...(format ? { pattern: format.pattern, hint: format.hint } : {}),
    text: max,
  });

const PHONE = { pattern: '^\\+?[0-9][0-9 -]{6,18}[0-9]$', hint: 'must be a phone number' };
const EMAIL = { pattern: '^[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+$', hint: 'must be an e-mail address' };
const HTTPS = { pattern: '^https://[^\\s"<>]+$', hint: 'must be an https:// link' };
const WHATSAPP = { pattern: '^[1-9][0-9]{7,14}$', hint: 'must be digits with the country code' };

const address = Type.Object(
  Object.fromEntries(Object.keys(EXAMPLE_SHOP_DETAILS.address).map((key) => [key, Type.Optional(Text(200))])),
  { problem: 'address must be an object' },
);

export const SHOP_SCHEMA = Type.Object(
  {
    brand: Type.Optional(Text(80)),
    legalName: Type.Optional(Text(120)),
    phone: Type.Optional(Text(200, PHONE)),
    secondPhone: Type.Optional(Text(200, PHONE)),
    whatsappNumber: Type.Optional(Text(200, WHATSAPP)),
    careEmail: Type.Optional(Text(200, EMAIL)),
    ordersEmail: Type.Optional(Text(200, EMAIL)),
    address: Type.Optional(address),
    social: Type.Optional(
      Type.Array(
        // An entry without both is left out, as before.
        Type.Object(
          { name: Type.Optional(Text(40)), href: Type.Optional(Text(200, HTTPS)) },
          { problem: 'social[{i}] must be {name, href}' },
        ),
        { problem: 'social must be a list of {name, href}' },
      ),
    ),
    map: Type.Optional(
      Type.Object(
        {
          latitude: Type.Number({ minimum: -90, maximum: 90 }),
          longitude: Type.Number({ minimum: -180, maximum: 180 }),
          zoom: Type.Optional(Type.Number({ minimum: 1, maximum: 20 })),
        },
        { problem: 'map must be {latitude, longitude, zoom} with numbers in range' },
      ),
    ),
    chat: Type.Optional(
      Type.Object(
        {
          welcome: Type.Optional(Text(300)),
          buttonText: Type.Optional(Text(40)),
          quickQuestions: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 120 }), {
              minItems: 1,
              maxItems: 4,
              problem: 'chat.quickQuestions must be a list of 1 to 4 texts',
            }),
          ),
        },
        { problem: 'chat must be an object' },
      ),
    ),
    grievanceOfficer: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(Text(80)),
          designation: Type.Optional(Text(80)),
          email: Type.Optional(Text(200, EMAIL)),
          phone: Type.Optional(Text(200, PHONE)),
        },
        { problem: 'grievanceOfficer must be an object' },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Texts are checked and kept trimmed. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema node at `path` under `schema`, and the nodes above it (properties and list items only). */
function nodesAlong(schema: TSchema, path: string[]): TSchema[] {
  const nodes = [schema];
  let node: TSchema | undefined = schema;
  for (const step of path) {
    const s = node as { properties?: Record<string, TSchema>; items?: TSchema } | undefined;
    node = s?.properties?.[step] ?? (/^\d+$/.test(step) ? s?.items : undefined);
    if (!node) break;
    nodes.push(node);
  }
  return nodes;
}

/** The sentence for a refusal at `path` (JSON pointer segments) of `value`. */
function sentence(path: string[], value: unknown): string {
  const nodes = nodesAlong(SHOP_SCHEMA, path);
  const leaf = nodes.length === path.length + 1 ? told(nodes.at(-1)!) : undefined;
  const name = path.map((step, i) => (/^\d+$/.test(step) && i > 0 ? `[${step}]` : `${i > 0 ? '.' : ''}${step}`));
  if (leaf?.text !== undefined) {
    const text = path.reduce<unknown>((at, step) => (at as Record<string, unknown>)[step], value);
    const isText = typeof text === 'string' && text !== '' && text.length <= leaf.text;
    return isText && leaf.hint
      ? `${name.join('')} ${leaf.hint} (got "${text}")`
      : `${name.join('')} must be a non-empty text of at most ${leaf.text} characters`;
  }
  // The deepest node above that says what it must be.
  for (let depth = nodes.length - 1; depth > 0; depth--) {
    const problem = told(nodes[depth]!).problem;
    if (problem) return problem.replace('{i}', path[depth - 1] ?? '');
  }
  return `${name.join('')} is not valid`;
}

/**
 * Checks a configuration object (all keys optional) and merges it over `base`. Unknown keys and bad
 * values are problems, so a typo is reported at start-up rather than silently ignored.
 */
export function parseShopDetails(
  input: unknown,
  base: ShopDetails = EXAMPLE_SHOP_DETAILS,
): { details: ShopDetails; problems: string[] } {
  const details = structuredClone(base);
  if (!isObject(input)) return { details, problems: ['the shop details must be a JSON object'] };
  const given = trimmed(input) as Record<string, unknown>;
  const problems: string[] = [];
  for (const error of Value.Errors(SHOP_SCHEMA, given)) {
    // An unknown key is told once, from its object's additionalProperties error.
    if (error.keyword === 'boolean') continue;
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const found =
      error.keyword === 'additionalProperties' && path.length === 0
        ? (error.params as { additionalProperties: string[] }).additionalProperties.map((k) => `unknown key "${k}"`)
        : [sentence(path, given)];
    for (const problem of found) if (!problems.includes(problem)) problems.push(problem);
  }
  if (problems.length > 0) return { details, problems };

  const shop = given as Partial<Omit<ShopDetails, 'address' | 'map' | 'chat' | 'grievanceOfficer'>> & {
    address?: Partial<ShopAddress>;
    map?: { latitude: number; longitude: number; zoom?: number };
    chat?: Partial<ShopDetails['chat']>;
    grievanceOfficer?: Partial<ShopDetails['grievanceOfficer']>;
    social?: { name?: string; href?: string }[];
  };
  const texts = ['brand', 'legalName', 'phone', 'secondPhone', 'whatsappNumber', 'careEmail', 'ordersEmail'] as const;
  for (const key of texts) if (shop[key] !== undefined) details[key] = shop[key];
  mergeKnown(details.address, shop.address);
  if (shop.social) details.social = shop.social.flatMap(({ name, href }) => (name && href ? [{ name, href }] : []));
  if (shop.map) details.map = { latitude: shop.map.latitude, longitude: shop.map.longitude, zoom: shop.map.zoom ?? 14 };
  mergeKnown(details.chat, shop.chat);
  mergeKnown(details.grievanceOfficer, shop.grievanceOfficer);
  return { details, problems };
}

/** Copies the keys `into` already has from `from`; other keys (which the schema lets through) are left out. */
function mergeKnown<T extends object>(into: T, from: Partial<T> | undefined): void {
  if (!from) return;
  for (const key of Object.keys(into) as (keyof T)[]) if (from[key] !== undefined) into[key] = from[key] as T[keyof T];
}
