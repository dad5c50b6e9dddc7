import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

// The first lint loads the configuration and its plugins, and no-folder-cycle reads the imports of
// every source file: seconds on a busy machine (7.4 s was seen), so it happens once here, under a
// timeout that says so. Each planted file after it takes milliseconds of work, which a machine busy
// with other suites may stretch to seconds.
beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'src/pages/Warm.tsx') }), 60_000);
vi.setConfig({ testTimeout: 20_000 });

/** Lints `code` as if it were the file at `file`, and returns the rules that fired. */
async function firedRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries (docs/architecture.md)', () => {
  it('refuses a storefront file importing the server', async () => {
    const rules = await firedRules(
      'src/pages/Planted.tsx',
      "import { loadConfig } from '../../server/config/env';\nexport const x = loadConfig;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses a server file importing the storefront', async () => {
    const rules = await firedRules(
      'server/catalogue/planted.ts',
      "import { paths } from '../../src/app/router';\nexport const x = paths;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses common/ importing either side, Node, or using browser globals', async () => {
    expect(await firedRules('common/domain/planted.ts', "export { x } from '../../src/lib/storage';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await firedRules('common/domain/planted.ts', "export { x } from '../../server/config/env';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await firedRules('common/domain/planted.ts', "export { readFileSync } from 'node:fs';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await firedRules('common/domain/planted.ts', 'export const w = window.innerWidth;\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('keeps the staff console (console/) apart: it imports neither side, and neither side imports it', async () => {
    expect(
      await firedRules(
        'console/features/auth/Planted.tsx',
        "export { loadConfig } from '../../../server/config/env';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await firedRules('console/features/auth/Planted.tsx', "export { paths } from '../../../src/app/router';\n"),
    ).toContain('no-restricted-imports');
    expect(await firedRules('src/pages/Planted.tsx', "export { api } from '../../console/lib/api';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await firedRules('server/staff/planted.ts', "export { api } from '../../console/lib/api';\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await firedRules(
        'console/features/auth/Planted.tsx',
        "export { canStaff } from '../../../common/domain/staff';\n",
      ),
    ).toEqual([]);
  });

  it("gives the console the storefront's design tokens from one file, and neither side redefines one", () => {
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    const names = (css: string) => [...css.matchAll(/^\s*(--[a-z0-9-]+):/gm)].map(([, name]) => name!);
    const tokens = names(read('common/site/tokens.css'));
    expect(tokens.length).toBeGreaterThan(20);
    for (const file of ['src/styles/app.css', 'console/app/console.css']) {
      const css = read(file);
      expect(css, file).toMatch(/^@import '\.\.\/\.\.\/common\/site\/tokens\.css';$/m);
      expect(
        names(css).filter((name) => tokens.includes(name)),
        file,
      ).toEqual([]);
    }
  });

  it('lets each side import common/', async () => {
    expect(
      await firedRules(
        'src/pages/Planted.tsx',
        "import { formatInr } from '../../common/domain/money';\nexport const f = formatInr;\n",
      ),
    ).toEqual([]);
    expect(
      await firedRules(
        'server/catalogue/planted.ts',
        "import { formatInr } from '../../common/domain/money';\nexport const f = formatInr;\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import that closes a cycle between folders', async () => {
    // payments/ is below orders/ (orders import its providers): importing orders back closes a cycle.
    expect(
      await firedRules(
        'server/payments/planted.ts',
        "import { orderRoutes } from '../orders/routes';\nexport const r = orderRoutes;\n",
      ),
    ).toContain('shop/no-folder-cycle');
    // The same through a longer way round: db/ is below everything, and the catalogue reaches db/.
    expect(
      await firedRules(
        'server/db/planted.ts',
        "export { createCatalogueRepository } from '../catalogue/repository';\n",
      ),
    ).toContain('shop/no-folder-cycle');
    expect(
      await firedRules('common/domain/planted.ts', "export type { ProductSummary } from '../contract/catalogue';\n"),
    ).toContain('shop/no-folder-cycle');
    // In the storefront too: the cart reads through api/, so api/ importing the cart closes a cycle.
    expect(await firedRules('src/api/planted.ts', "export { useCart } from '../features/cart/useCart';\n")).toContain(
      'shop/no-folder-cycle',
    );
    // Downward imports are fine.
    expect(
      await firedRules(
        'server/orders/planted.ts',
        "import { createSandboxProvider } from '../payments/sandbox';\nexport const s = createSandboxProvider;\n",
      ),
    ).toEqual([]);
  });
});

describe('loops between files (docs/architecture.md)', () => {
  it('refuses an import that closes a loop inside one folder, type-only imports included', async () => {
    // mailer.ts imports queue.ts: queue.ts taking a type from mailer.ts closes a loop.
    expect(
      await firedRules('server/mail/queue.ts', "import type { Mailer } from './mailer';\nexport type M = Mailer;\n"),
    ).toContain('shop/no-file-cycle');
    // Longer ways round: client.ts reaches tx.ts through stored-html.ts.
    expect(await firedRules('server/db/tx.ts', "export { openDatabase } from './client';\n")).toContain(
      'shop/no-file-cycle',
    );
    expect(await firedRules('server/invoices/pdf.ts', "export { requestRefund } from './refunds';\n")).toContain(
      'shop/no-file-cycle',
    );
    // The types they share, in files of their own, close none.
    expect(await firedRules('server/mail/planted.ts', "export type { MailMessage } from './message';\n")).toEqual([]);
  });
});

describe('zones inside the storefront (docs/architecture.md)', () => {
  const refused = async (file: string, code: string) =>
    expect(await firedRules(file, code)).toContain('no-restricted-imports');
  const allowed = async (file: string, code: string) => expect(await firedRules(file, code)).toEqual([]);

  it('refuses an import upward: lib, api, hooks, components, features, pages each below the one before', async () => {
    await refused('src/lib/planted.ts', "export { useQuery } from '../hooks/useQuery';\n");
    await refused('src/lib/planted.ts', "export { embeddedQuery } from '../api/queries';\n");
    await refused('src/api/planted.ts', "export { useQuery } from '../hooks/useQuery';\n");
    await refused('src/hooks/planted.ts', "export { Modal } from '../components/common/Modal';\n");
    await refused('src/hooks/planted.ts', "export { useCart } from '../features/cart/useCart';\n");
    await refused('src/components/common/Planted.tsx', "export { useCart } from '../../features/cart/useCart';\n");
    await refused('src/features/cart/Planted.tsx', "export { default } from '../../pages/CartPage';\n");
    await refused('src/features/cart/Planted.tsx', "export { Layout } from '../../layout/Layout';\n");
    await refused('src/pages/Planted.tsx', "export { Header } from '../layout/Header';\n");
    await refused('src/pages/Planted.tsx', "export { router } from '../app/router';\n");
  });

  it('lets shared components and pages take only types from src/api/: data comes through a hook', async () => {
    await refused('src/components/common/Planted.tsx', "export { embeddedQuery } from '../../api/queries';\n");
    await refused(
      'src/pages/Planted.tsx',
      "import { takePageData } from '../api/pageData';\nexport const f = takePageData;\n",
    );
    await allowed(
      'src/components/common/Planted.tsx',
      "import type { Query } from '../../lib/queryCache';\nexport type Q = Query<number>;\n",
    );
  });

  it('lets each zone import the ones below it', async () => {
    await allowed('src/app/planted.ts', "export { default } from '../pages/CartPage';\n");
    await allowed('src/pages/Planted.tsx', "export { useCart } from '../features/cart/useCart';\n");
    await allowed('src/pages/Planted.tsx', "export { CartLines } from '../features/cart/CartLines';\n");
    await allowed('src/features/cart/Planted.tsx', "export { useSession } from '../../hooks/useSession';\n");
    await allowed('src/features/cart/Planted.tsx', "export { Modal } from '../../components/common/Modal';\n");
    await allowed('src/components/common/Planted.tsx', "export { useQuery } from '../../hooks/useQuery';\n");
    await allowed('src/features/cart/planted.ts', "export { embeddedQuery } from '../../api/queries';\n");
    await allowed('src/api/planted.ts', "export { queryCache } from '../lib/queryCache';\n");
    await allowed('src/lib/planted.ts', "export { formatInr } from '../../common/domain/money';\n");
  });
});

describe('features inside the storefront (docs/architecture.md)', () => {
  const fired = (file: string, code: string) => firedRules(file, code);

  it("refuses a feature importing another feature's insides", async () => {
    // CartLines is the cart's own markup, not one of its public files (FEATURE_PUBLIC in eslint.config.js).
    expect(
      await fired('src/features/checkout/Planted.tsx', "export { CartLines } from '../cart/CartLines';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await fired('src/features/checkout/Planted.tsx', "export { CartLines } from '../../features/cart/CartLines';\n"),
    ).toContain('no-restricted-imports');
    // A feature that lists no public files has none to import.
    expect(
      await fired('src/features/product/Planted.tsx', "export { TrackOrderList } from '../tracking/TrackOrderList';\n"),
    ).toContain('no-restricted-imports');
    // Another feature's fetchers give types only: its data comes through its public files.
    expect(
      await fired(
        'src/features/account/planted.ts',
        "import { removeCartItem } from '../cart/cartApi';\nexport const r = removeCartItem;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it("lets a feature use another's public files and its fetchers' types", async () => {
    expect(await fired('src/features/checkout/planted.ts', "export { useCart } from '../cart/useCart';\n")).toEqual([]);
    expect(
      await fired(
        'src/features/checkout/planted.ts',
        "import type { CartItem } from '../cart/cartApi';\nexport const q = (item: CartItem) => item.quantity;\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import that closes a cycle between features, even through a public file', async () => {
    // The catalogue's cards show the account's wishlist button, and the account merges the cart:
    // the cart importing a catalogue file closes catalogue → account → cart → catalogue.
    const rules = await fired(
      'src/features/cart/Planted.tsx',
      "export { ProductGrid } from '../catalogue/ProductGrid';\n",
    );
    expect(rules).toContain('shop/no-folder-cycle');
    expect(rules).not.toContain('no-restricted-imports');
  });
});
