import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { MULTI_LINE, SINGLE_LINE } from '../../common/contract/common';

/**
 * What the shop does to input before a handler sees it: JSON is refused past a small nesting depth
 * at parse time, bodies are validated without type coercion, and every string of a body, path or
 * query that names no pattern of its own refuses control characters (PostgreSQL text cannot hold
 * U+0000, and no field of the shop needs the others).
 */

/** Objects and lists inside one another; the deepest body the shop takes (place-order) needs 3. */
export const MAX_JSON_DEPTH = 16;

export class InputError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
  }
}

/** How deep `text` nests objects and lists, counting only brackets outside strings; stops past `limit`. */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** The JSON parser: fastify's own (which refuses `__proto__` and `constructor` keys), after a depth check. */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
        done(new InputError(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`));
        return;
      }
      parse(request, text, done);
    },
  );
}

type Schema = Record<string, unknown>;

/** A copy of `schema` in which every string without a pattern, format, enum or const refuses control characters. */
export function refuseControlCharacters(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Schema = { ...(schema as Schema) };
  const isString = copy.type === 'string' || (Array.isArray(copy.type) && copy.type.includes('string'));
  if (isString && !('pattern' in copy) && !('format' in copy) && !('enum' in copy) && !('const' in copy))
    copy.pattern = SINGLE_LINE;
  for (const key of ['items', 'additionalProperties', 'not', 'contains']) {
    if (copy[key] && typeof copy[key] === 'object') copy[key] = refuseControlCharacters(copy[key]);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(refuseControlCharacters);
  }
  for (const key of ['properties', 'patternProperties']) {
    const members = copy[key];
    if (members && typeof members === 'object')
      copy[key] = Object.fromEntries(
        Object.entries(members as Schema).map(([name, member]) => [name, refuseControlCharacters(member)]),
      );
  }
  return copy;
}

/** onRoute: the control-character rule on the body, params and querystring of every route, so the docs show it too. */
export function strictInputSchemas(route: RouteOptions): void {
  const schema = route.schema as Schema | undefined;
  if (!schema) return;
  route.schema = {
    ...schema,
    ...(schema.body ? { body: refuseControlCharacters(schema.body) } : {}),
    ...(schema.params ? { params: refuseControlCharacters(schema.params) } : {}),
    ...(schema.querystring ? { querystring: refuseControlCharacters(schema.querystring) } : {}),
  };
}

/**
 * Compiled validators and serializers, kept for the life of the process by the text of what made
 * them (the compiler's options, the route's part and schema). A server builds the shop once, and
 * this changes nothing there; a process that builds it many times (the API tests build one shop per
 * file in each worker) compiles each schema once instead of once per build: about 200 ms of a
 * build's 400 on the main thread.
 */
const compiled = new Map<string, unknown>();
function compiledOnce<T>(key: string, compile: () => T): T {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as T;
}

/** Ajv instances, one per set of options and shared schemas, for the process (see `compiled`). */
const validatorPool = AjvCompiler();

/**
 * Fastify's validator compiler twice: path and query strings are text, so they are coerced to the
 * numbers their schemas name; JSON bodies already carry types, so a body is never coerced ('1' is
 * not 1, ["Single"] is not "Single").
 */
export function bodyStrictValidators(): ValidatorFactory {
  // The pool's declared types describe ajv's compile; at run time fastify hands it the route definition.
  type Compile = (route: { httpPart?: string; schema?: unknown }) => unknown;
  const build = ((externalSchemas, options) => {
    const coercing = validatorPool(externalSchemas, options) as unknown as Compile;
    const strict = validatorPool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    } as never) as unknown as Compile;
    const context = JSON.stringify([externalSchemas, options?.customOptions]);
    return ((route: { httpPart?: string; schema?: unknown }) =>
      compiledOnce(`validator ${context} ${route.httpPart} ${JSON.stringify(route.schema)}`, () =>
        (route.httpPart === 'body' ? strict : coercing)(route),
      )) as never;
  }) as ValidatorFactory;
  return build;
}

/** Fastify's own response serializer compiler, each schema compiled once per process (see `compiled`). */
export function onceCompiledSerializers(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const context = JSON.stringify([externalSchemas, options]);
    return (route) => compiledOnce(`serializer ${context} ${JSON.stringify(route.schema)}`, () => compile(route));
  };
}

export { MULTI_LINE, SINGLE_LINE };
