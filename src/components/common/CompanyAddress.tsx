import { company } from '../../../common/site/company';

/** The shop's postal address, as the footer and the contact page show it. */
export function CompanyAddress({ className, withName = false }: { className?: string; withName?: boolean }) {
  const { address } = company;
  return (
    <address className={className}>
      {withName && (
        <>
          {company.brand}
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
