import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The guest's cart count: by the session cookie, so it is the one embedded answer that is personal. */
const CART_COUNT = 'api/cart/session-count/';

/**
 * What the layout shows on every page: the categories (header menu, footer), the latest collection
 * (the new-product notification) and a guest's cart count (the header badge).
 */
export const LAYOUT_DATA: string[] = ['categories/', 'latest-collection/', CART_COUNT];

export interface PageData {
  /** `<script type="application/json" id="page-data">`, or '' when there is nothing to embed. */
  html: string;
  /** The answers depend on the visitor's cookie: the page must not be kept by shared caches. */
  personal: boolean;
  /** The embedded answers' JSON, by path. */
  bodies: Map<string, string>;
}

/**
 * The API answers a page shows first, embedded in its HTML so the storefront renders without
 * waiting for them (src/api/pageData.ts reads them). Each is the API's own answer, asked of the
 * API in-process, so it is byte for byte what the storefront would fetch; only 200 answers are
 * embedded, anything else the storefront asks for itself. Keys are the paths under /api/.
 */
export async function renderPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: string[],
): Promise<PageData> {
  const cookie = request.headers.cookie;
  const answers = await Promise.all(
    paths.map(async (path) => {
      const personal = path === CART_COUNT && Boolean(cookie);
      let response;
      try {
        response = await app.inject({
          method: 'GET',
          url: `/api/${path}`,
          headers: {
            accept: 'application/json',
            ...(request.headers.host ? { host: request.headers.host } : {}),
            ...(personal ? { cookie } : {}),
          },
        });
      } catch (error) {
        // While the shop shuts down fastify refuses in-process requests; the page still goes out
        // without this answer, and the storefront asks for it itself.
        request.log.debug({ err: error, path }, 'page data not embedded');
        return null;
      }
      return response.statusCode === 200 ? { path, body: response.body, personal } : null;
    }),
  );
  const embedded = answers.filter((a) => a !== null);
  const bodies = new Map(embedded.map((a) => [a.path, a.body]));
  if (embedded.length === 0) return { html: '', personal: false, bodies };
  const json = `{${embedded.map((a) => `${JSON.stringify(a.path)}:${a.body}`).join(',')}}`;
  // `<` never appears outside strings in JSON, so this only keeps `</script>` and `<!--` out of the page.
  return {
    html: `<script type="application/json" id="page-data">${json.replace(/</g, '\\u003c')}</script>`,
    personal: embedded.some((a) => a.personal),
    bodies,
  };
}
