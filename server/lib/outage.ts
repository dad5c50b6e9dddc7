/**
 * An outage of one dependency, told once: `failed()` logs one error line when it starts and asks
 * `probe` every `intervalMs` until it answers, which logs one error line when it ends. Requests in
 * between log nothing more than debug lines, so an operator reads two lines per outage, not one per
 * request.
 */
export interface Outage {
  /** A call to the dependency failed because of it (not of the request). */
  failed(error: unknown): void;
  /** Whether the dependency is away now. */
  readonly down: boolean;
  stop(): void;
}

export interface OutageLog {
  error: (fields: Record<string, unknown>, message: string) => void;
}

export function createOutage(what: string, log: OutageLog, probe: () => Promise<unknown>, intervalMs = 500): Outage {
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      probe().then(() => {
        log.error({ dependency: what, outage_ms: Date.now() - since }, `${what} answers again`);
        since = 0;
      }, schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    failed(error) {
      if (since || stopped) return;
      since = Date.now();
      log.error(
        { dependency: what, err: error instanceof Error ? error.message : String(error) },
        `${what} is not answering: requests that need it answer 503 until it is back`,
      );
      schedule();
    },
    get down() {
      return since > 0;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
