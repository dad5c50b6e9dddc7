/**
 * The shape of `shop.config.json` as a TypeBox schema, in the style of the environment's
 * (server/config/env.ts) and the catalogue rows' (server/operators/catalogue-rows.ts): the schema
 * refuses what is wrong, and each refusal is told as the sentence an operator reads at start-up.
 * Every key is optional; what is given is merged over the example details.
 */
import { Type, type TSchema } from 'typebox';
// typebox/schema, not typebox/value (whose Check and Errors only call these): 140 fewer modules for
// every process to load at start.
import { Errors } from 'typebox/schema';
import { EXAMPLE_SHOP_DETAILS, type ShopAddress, type ShopDetails } from '../../common/site/company';
import { canonicalState, likelyState, type IndianStateOrUt } from '../../common/domain/states';
import { toPaise } from '../../common/domain/money';

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
const COURIER_LINK = {
  pattern: '^https://[^\\s"<>]*\\{number\\}[^\\s"<>]*$',
  hint: 'must be an https:// link with {number} where the tracking number goes',
};
const WHATSAPP = { pattern: '^[1-9][0-9]{7,14}$', hint: 'must be digits with the country code' };

/** An amount in rupees, as an owner writes it: 65, 99.5. */
const RUPEES = Type.Number({ minimum: 0, maximum: 100_000 });

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
    dispatchDays: Type.Optional(
      Type.Object(
        { min: Type.Integer({ minimum: 0, maximum: 90 }), max: Type.Integer({ minimum: 0, maximum: 90 }) },
        { additionalProperties: false, problem: 'dispatchDays must be {min, max}: whole business days from 0 to 90' },
      ),
    ),
    delivery: Type.Optional(
      Type.Object(
        {
          ownStateCharge: Type.Optional(RUPEES),
          nearbyStates: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 36 })),
          nearbyCharge: Type.Optional(RUPEES),
          restOfIndiaCharge: Type.Optional(RUPEES),
          freeDeliveryFrom: Type.Optional(Type.Union([RUPEES, Type.Null()])),
        },
        {
          additionalProperties: false,
          problem:
            'delivery must be {ownStateCharge, nearbyStates, nearbyCharge, restOfIndiaCharge, freeDeliveryFrom}: rupees from 0 to 100000, states by name',
        },
      ),
    ),
    couriers: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,29}$' }),
            name: Text(60),
            trackingUrl: Text(500, COURIER_LINK),
          },
          {
            additionalProperties: false,
            problem:
              'couriers[{i}] must be {id, name, trackingUrl}: id in lower-case letters, digits and hyphens (up to 30), trackingUrl an https:// link with {number} in it',
          },
        ),
        { maxItems: 50, problem: 'couriers must be a list of {id, name, trackingUrl}' },
      ),
    ),
    viewingCount: Type.Optional(
      Type.Object(
        { show: Type.Boolean(), withinMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })) },
        {
          additionalProperties: false,
          problem: 'viewingCount must be {show: true or false, withinMinutes: 1 to 60}',
        },
      ),
    ),
    lowStockAt: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1000,
        problem: 'lowStockAt must be a whole number of units from 0 to 1000 (0: only sold out counts)',
      }),
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
  for (const error of Errors(SHOP_SCHEMA, given)[1]) {
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
  const days = (given as { dispatchDays?: { min: number; max: number } }).dispatchDays;
  if (days && days.min > days.max) problems.push('dispatchDays.min must not be more than dispatchDays.max');
  const couriers = (given as { couriers?: ShopDetails['couriers'] }).couriers;
  const ids = Array.isArray(couriers) ? couriers.map((c) => (isObject(c) ? c.id : undefined)) : [];
  for (const [i, id] of ids.entries())
    if (typeof id === 'string' && ids.indexOf(id) !== i) problems.push(`couriers[${i}].id "${id}" is listed twice`);
  const zones = problems.length ? undefined : deliveryZonesOf(given, base, problems);
  if (problems.length > 0 || !zones) return { details, problems };
  details.delivery = zones;

  const shop = given as Partial<
    Omit<ShopDetails, 'address' | 'map' | 'chat' | 'grievanceOfficer' | 'viewingCount' | 'couriers'>
  > & {
    viewingCount?: { show: boolean; withinMinutes?: number };
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
  if (shop.dispatchDays) details.dispatchDays = { min: shop.dispatchDays.min, max: shop.dispatchDays.max };
  if (couriers) details.couriers = couriers.map(({ id, name, trackingUrl }) => ({ id, name, trackingUrl }));
  if (shop.viewingCount) mergeKnown(details.viewingCount, shop.viewingCount);
  if (shop.lowStockAt !== undefined) details.lowStockAt = shop.lowStockAt;
  return { details, problems };
}

/** Copies the keys `into` already has from `from`; other keys (which the schema lets through) are left out. */
function mergeKnown<T extends object>(into: T, from: Partial<T> | undefined): void {
  if (!from) return;
  for (const key of Object.keys(into) as (keyof T)[]) if (from[key] !== undefined) into[key] = from[key] as T[keyof T];
}

interface DeliveryInput {
  ownStateCharge?: number;
  nearbyStates?: string[];
  nearbyCharge?: number;
  restOfIndiaCharge?: number;
  freeDeliveryFrom?: number | null;
}

/** 'Kerala', or a sentence naming the state meant ("Kerela" → did you mean Kerala?). */
function stateName(text: string, where: string, problems: string[]): IndianStateOrUt | undefined {
  const state = canonicalState(text);
  if (state) return state;
  const meant = likelyState(text);
  problems.push(
    `${where} "${text}" is not an Indian state or union territory${meant ? ` (did you mean "${meant}"?)` : ''}`,
  );
  return undefined;
}

/**
 * The delivery zones: the own state is the shop's `address.state`; charges in rupees become paise;
 * every state named must be one of the list in common/domain/states.ts, spelled as there (an owner's
 * typo would otherwise silently charge that state the far rate).
 */
function deliveryZonesOf(given: Record<string, unknown>, base: ShopDetails, problems: string[]) {
  const address = given.address as Partial<ShopAddress> | undefined;
  const input = (given.delivery ?? {}) as DeliveryInput;
  const ownState = stateName(address?.state ?? base.address.state, 'address.state', problems);
  const nearby = (input.nearbyStates ?? []).map((s, i) => stateName(s, `delivery.nearbyStates[${i}]`, problems));
  if (!ownState || problems.length) return undefined;
  const nearbyStates = [...new Set(nearby.filter((s): s is IndianStateOrUt => !!s && s !== ownState))];
  const zones = base.delivery;
  const paise = (rupees: number | undefined, fallback: number) =>
    rupees === undefined ? fallback : toPaise(rupees.toFixed(2));
  return {
    ownState,
    ownStatePaise: paise(input.ownStateCharge, zones.ownStatePaise),
    nearbyStates,
    nearbyPaise: paise(input.nearbyCharge, zones.nearbyPaise),
    restOfIndiaPaise: paise(input.restOfIndiaCharge, zones.restOfIndiaPaise),
    freeFromPaise:
      input.freeDeliveryFrom === undefined
        ? zones.freeFromPaise
        : input.freeDeliveryFrom === null
          ? null
          : toPaise(input.freeDeliveryFrom.toFixed(2)),
  };
}
