import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app's validator coerces types ('1' becomes 1), which is right for query strings but lets a
 * JSON body say quantity '1'. Money and stock calls want exactly a JSON number: this runs before
 * validation and refuses any listed field that is present and not a number. `path` may name a list
 * field's member as 'cart_items[].cart_item_id'.
 */
export function requireJsonNumbers(paths: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    for (const path of paths) {
      const [list, field] = path.split('[].');
      const values: unknown[] = field
        ? Array.isArray(body[list!])
          ? (body[list!] as unknown[]).map((item) =>
              item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined,
            )
          : []
        : [body[path]];
      for (const value of values) {
        if (value !== undefined && value !== null && typeof value !== 'number') {
          return reply.code(400).send({
            message: `Invalid body: ${path.replace('[].', ' ')} must be a number, not ${JSON.stringify(value)}.`,
          });
        }
      }
    }
  };
}
