import { SafeHtml } from '../components/common/SafeHtml';
import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

/**
 * /SafeHtmlComponent is a route of the original storefront that mounts the
 * sanitizing HTML renderer with no content. Kept so the URL still answers;
 * the body is intentionally empty.
 */
export default function SafeHtmlPage() {
  useSeo({ title: 'Content', description: 'CocoCare Naturals storefront.', path: paths.safeHtml });
  return <SafeHtml html="" className="container py-4" />;
}
