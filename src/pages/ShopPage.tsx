import { Navigate } from 'react-router-dom';
import { paths } from '../../common/site/paths';

/** /Shop is linked from old pages and campaigns; the shop's full range lives on the trending list. */
export default function ShopPage() {
  return <Navigate to={paths.latestCollection} replace />;
}
