import { SafeHtml } from '../components/common/SafeHtml';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

/**
 * /SafeHtmlComponent is a route of the original storefront that mounts the
 * sanitizing HTML renderer with no content. Kept so the URL still answers;
 * the body is intentionally empty.
 */
export default function SafeHtmlPage() {
  usePageMeta(staticMeta('safeHtml'));
  return <SafeHtml html="" className="container py-4" />;
}
