import { Link } from 'react-router-dom';
import { telHref } from '../../../common/site/company';
import { useShopDetails } from '../../lib/shopDetails';
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_REDRESS } from '../../../common/domain/policy';
import { paths } from '../../../common/site/paths';
import { CompanyAddress } from '../../components/common/CompanyAddress';
import { breakableEmail } from '../../components/common/breakableEmail';

/**
 * The seller and its grievance officer, closing every policy page: the Consumer Protection
 * (E-Commerce) Rules, 2020 ask a seller to publish its legal name, address and a grievance officer.
 * Every detail comes from the shop's configuration, through useShopDetails (src/lib/shopDetails.ts).
 */
export function GrievanceOfficer() {
  const shop = useShopDetails();
  const officer = shop.grievanceOfficer;
  return (
    <>
      <section aria-labelledby="seller-heading">
        <h2 id="seller-heading">Seller</h2>
        <p className="mb-1">
          {shop.legalName}, trading as {shop.brand}
        </p>
        <CompanyAddress className="mb-0" />
      </section>
      <section aria-labelledby="grievance-heading" className="policy__grievance">
        <h2 id="grievance-heading">Grievance Officer</h2>
        <p>
          Under the Consumer Protection (E-Commerce) Rules, 2020, {shop.legalName} has appointed a Grievance Officer for
          complaints about an order, a product or this website. Please quote your order number if you have one.
        </p>
        <dl className="policy__officer">
          <dt>Name</dt>
          <dd>{officer.name}</dd>
          <dt>Designation</dt>
          <dd>{officer.designation}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${officer.email}`} className="cc-email">
              {breakableEmail(officer.email)}
            </a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(officer.phone)}>{officer.phone}</a>
          </dd>
        </dl>
        <p className="mb-0">
          We acknowledge every complaint within {GRIEVANCE_ACK_HOURS} hours of receiving it and resolve it within{' '}
          {GRIEVANCE_REDRESS}. For everyday questions, our <Link to={paths.contact}>Contact</Link> page is the quickest
          way to reach us.
        </p>
      </section>
    </>
  );
}
