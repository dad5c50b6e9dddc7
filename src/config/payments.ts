/**
 * Whether Razorpay takes this shop's payments: the server writes
 * `<script type="application/json" id="payments">{"provider":"razorpay"}</script>` into every page
 * (server/pages/head.ts). Built files served by another server, and the sandbox, say nothing, so the
 * storefront never claims a payment partner the shop does not have.
 */
function readProvider(): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('payments');
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null && 'provider' in value && typeof value.provider === 'string'
      ? value.provider
      : null;
  } catch {
    return null;
  }
}

let provider: string | null | undefined;

export function razorpayOn(): boolean {
  provider ??= readProvider();
  return provider === 'razorpay';
}
