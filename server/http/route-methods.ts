/**
 * Which methods the server answers on a path, so a request with another method gets 405 with an
 * Allow header instead of 404. Fastify keeps no such index to ask, so routes are recorded as they
 * are added (an onRoute hook) and matched the way the router matches them here: `:param` is one
 * segment, `*` the rest, duplicate and trailing slashes are ignored.
 */
export class RouteMethods {
  private readonly byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(method: string | string[], url: string): void {
    let route = this.byUrl.get(url);
    if (!route) this.byUrl.set(url, (route = { pattern: patternOf(url), methods: new Set() }));
    for (const m of Array.isArray(method) ? method : [method]) route.methods.add(m.toUpperCase());
  }

  /** Methods with a route matching the path (a request URL; its query is ignored), sorted. */
  allowed(url: string): string[] {
    const pathname = normalize(url.split('?')[0] ?? '/');
    const methods = new Set<string>();
    for (const route of this.byUrl.values())
      if (route.pattern.test(pathname)) for (const m of route.methods) methods.add(m);
    return [...methods].sort();
  }
}

function normalize(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

function patternOf(url: string): RegExp {
  const source = normalize(url)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      // ':name' or ':name(regex)': one segment (the regex form is not used by this server's routes).
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
