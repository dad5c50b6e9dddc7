import { Link } from 'react-router-dom';
import { consolePaths } from '../../lib/paths';
import { useSession } from './session';

/** Everything that is not an order: your devices, stock and products' photos (owner, packer), products (owner), messages and customers (owner, support), the audit log and the staff list (owner). */
export function MorePage() {
  const { can } = useSession();
  return (
    <section aria-labelledby="more-title" className="c-stack">
      <h1 id="more-title">More</h1>
      <ul className="c-list">
        <li>
          <Link className="c-list-link" to={consolePaths.devices}>
            Your devices
          </Link>
        </li>
        <li>
          <Link className="c-list-link" to={consolePaths.alerts}>
            Alerts
          </Link>
        </li>
        {can('stock.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.stock}>
              Stock
            </Link>
          </li>
        )}
        {can('photos.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.products}>
              Products and photos
            </Link>
          </li>
        )}
        {can('messages.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.messages}>
              Messages
            </Link>
          </li>
        )}
        {can('requests.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.requests}>
              Customers’ requests
            </Link>
          </li>
        )}
        {can('coupons.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.coupons}>
              Coupons
            </Link>
          </li>
        )}
        {can('customers.find') && (
          <li>
            <Link className="c-list-link" to={consolePaths.customers}>
              Customers
            </Link>
          </li>
        )}
        {can('audit.view') && (
          <li>
            <Link className="c-list-link" to={consolePaths.audit}>
              Audit log
            </Link>
          </li>
        )}
        {can('staff.manage') && (
          <li>
            <Link className="c-list-link" to={consolePaths.staff}>
              Staff
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
