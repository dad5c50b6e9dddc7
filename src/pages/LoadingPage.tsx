import { Spinner } from '../components/common/Spinner';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

export default function LoadingPage() {
  usePageMeta(staticMeta('loading'));
  return <Spinner minHeight="50vh" />;
}
