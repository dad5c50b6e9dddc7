import { describe, expect, it } from 'vitest';
import { EXAMPLE_SHOP_DETAILS, parseShopDetails, type ShopDetails } from '../../common/site/company';
import { renderShells } from '../../src/app/shell';
import { fillShell, tokenDetails, withShell } from '../../server/seo/shell';

/** A shop whose details need escaping, and a phone written with spaces and dashes. */
const OWN_SHOP: ShopDetails = parseShopDetails({
  brand: 'Nair & Sons <Naturals>',
  phone: '+91 98765-43210',
  careEmail: 'care@nair-sons.in',
  whatsappNumber: '919876543210',
}).details;

describe('first-paint shells', () => {
  it("built with tokens and filled in at start, they equal the shells rendered with the shop's own details", () => {
    const built = renderShells(tokenDetails());
    const own = renderShells(OWN_SHOP);
    expect(fillShell(built.home, OWN_SHOP)).toBe(own.home);
    expect(fillShell(built.page, OWN_SHOP)).toBe(own.page);
    expect(own.home).toContain('href="tel:+919876543210"');
    expect(own.home).toContain('Nair &amp; Sons &lt;Naturals&gt;');
  });

  it('hold the header and, for the home page, the banner with its first image; no footer, no token left', () => {
    const { home, page } = renderShells(EXAMPLE_SHOP_DETAILS);
    for (const shell of [home, page]) {
      expect(shell).toContain('class="site-header');
      expect(shell).toContain(EXAMPLE_SHOP_DETAILS.phone);
      expect(shell).not.toContain('<footer');
      expect(shell).not.toMatch(/^<link/);
    }
    expect(home).toContain('aria-label="Highlights"');
    expect(home.match(/class="cc-hero__img"/g)).toHaveLength(3);
    expect(home.match(/<img [^>]*class="cc-hero__img"/g)).toHaveLength(1);
    expect(page).toContain('Loading...');
    expect(page).not.toContain('cc-hero');
  });

  it('are left out when they name a detail the configuration does not have', () => {
    const twoLinks = { ...EXAMPLE_SHOP_DETAILS, social: EXAMPLE_SHOP_DETAILS.social.slice(0, 2) };
    expect(fillShell('<a href="__cc_shop_social_3_href__">x</a>', twoLinks)).toBeNull();
    expect(fillShell('<a href="__cc_shop_social_1_href__">x</a>', twoLinks)).toBe(
      `<a href="${twoLinks.social[1]!.href}">x</a>`,
    );
  });

  it('replace the shell a page carries, and leave a page without one as it is', () => {
    const template = '<div id="root"><!--shell--><p>old</p><!--/shell--></div>';
    expect(withShell(template, '<p>$& new</p>')).toBe('<div id="root"><!--shell--><p>$& new</p><!--/shell--></div>');
    expect(withShell('<div id="root"></div>', '<p>new</p>')).toBe('<div id="root"></div>');
  });
});
