/** How long a lazily loaded script chunk may take before the shop gives up on it. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A dynamic import that fails after CHUNK_TIMEOUT_MS, as a ChunkLoadError, instead of hanging on a
 * connection that never answers: the error screen (src/app/RouteError.tsx) then offers a reload.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk failed: no answer within ${timeoutMs / 1000} s.`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
