import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Below this, compressing saves less than the headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every built asset, once, when the
 * shop is built; the server sends them as they are (server/pages/routes.ts, preCompressed). On the
 * fly the server compresses quickly rather than well: the entry chunk went out as 106 KB of
 * brotli at the default quality, against about 90 KB at 11.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cc:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      if (config.build.ssr) return;
      const dir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg|json|txt|html)$/.test(name)) continue;
        const file = path.join(dir, name);
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
