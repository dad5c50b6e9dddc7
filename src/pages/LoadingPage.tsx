import { Spinner } from '../components/common/Spinner';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

export default function LoadingPage() {
  useSeo({ title: 'Loading', description: 'Loading CocoCare Naturals.', path: paths.loading });
  return <Spinner minHeight="50vh" />;
}
