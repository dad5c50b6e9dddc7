import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

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
    // In the storefront too: hooks/ read api/, so api/ importing a hook closes a cycle.
    expect(await firedRules('src/api/planted.ts', "export { useCart } from '../hooks/useCart';\n")).toContain(
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

describe('zones inside the storefront (docs/architecture.md)', () => {
  const refused = async (file: string, code: string) =>
    expect(await firedRules(file, code)).toContain('no-restricted-imports');
  const allowed = async (file: string, code: string) => expect(await firedRules(file, code)).toEqual([]);

  it('refuses an import upward: lib, api, hooks, components, pages each below the one before', async () => {
    await refused('src/lib/planted.ts', "export { useCart } from '../hooks/useCart';\n");
    await refused('src/lib/planted.ts', "export { queries } from '../api/queries';\n");
    await refused('src/api/planted.ts', "export { useCart } from '../hooks/useCart';\n");
    await refused('src/hooks/planted.ts', "export { Modal } from '../components/common/Modal';\n");
    await refused('src/components/cart/Planted.tsx', "export { default } from '../../pages/CartPage';\n");
    await refused('src/pages/Planted.tsx', "export { router } from '../app/router';\n");
  });

  it('lets components and pages take only types from src/api/: data comes through a hook', async () => {
    await refused('src/components/cart/Planted.tsx', "export { queries } from '../../api/queries';\n");
    await refused(
      'src/pages/Planted.tsx',
      "import { fetchCoupons } from '../api/orders';\nexport const f = fetchCoupons;\n",
    );
    await allowed(
      'src/components/cart/Planted.tsx',
      "import type { CartItem } from '../../api/cart';\nexport const f = (item: CartItem) => item.quantity;\n",
    );
  });

  it('lets each zone import the ones below it', async () => {
    await allowed('src/app/planted.ts', "export { default } from '../pages/CartPage';\n");
    await allowed('src/pages/Planted.tsx', "export { useCart } from '../hooks/useCart';\n");
    await allowed('src/components/cart/Planted.tsx', "export { useCart } from '../../hooks/useCart';\n");
    await allowed('src/hooks/planted.ts', "export { queries } from '../api/queries';\n");
    await allowed('src/api/planted.ts', "export { queryCache } from '../lib/queryCache';\n");
    await allowed('src/lib/planted.ts', "export { formatInr } from '../../common/domain/money';\n");
  });
});
