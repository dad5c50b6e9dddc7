import { createStaffService } from '../../server/staff/service';
import type { StaffRole } from '../../common/domain/staff';
import type { BrowserClient } from './browser-client';
import type { TestShop } from './helper';
import { newClient } from './shop-helpers';
import { enrol } from './staff-helpers';

/**
 * A browser signed in to the console as `ROLE@shop.example`: invited by the owner's CLI (the staff
 * service, as `npm run shop -- staff invite` calls it), enrolled through the console's API with a
 * passkey and an authenticator code, as a person would. Its step-up is fresh for 5 minutes.
 */
export async function signedInStaff(
  shop: TestShop,
  role: StaffRole,
  email = `${role}@shop.example`,
): Promise<BrowserClient> {
  const service = createStaffService({
    db: shop.database.db,
    mailer: shop.app.accounts.mailer,
    shopName: shop.app.config.shop.brand,
  });
  const { link } = await service.invite({ kind: 'cli', osUser: 'test' }, { email, role, name: role }, shop.baseUrl);
  const browser = newClient(shop);
  await enrol(browser, shop.baseUrl, link);
  return browser;
}
