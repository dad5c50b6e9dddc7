import { useShopDetails } from '../../lib/shopDetails';

/** The shop's postal address, as the footer and the contact page show it. */
export function CompanyAddress({ className, withName = false }: { className?: string; withName?: boolean }) {
  const shop = useShopDetails();
  const { address } = shop;
  return (
    <address className={className}>
      {withName && (
        <>
          {shop.brand}
          <br />
        </>
      )}
      {address.line1}
      <br />
      {address.city}, {address.district}
      <br />
      {address.state} {address.postalCode}, {address.country}
    </address>
  );
}
