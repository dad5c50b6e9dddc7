import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

/** The Newspaper page carries search-engine metadata only; its body is empty (see docs/decisions.md). */
export default function NewspaperPage() {
  usePageMeta(staticMeta('newspaper'));
  return null;
}
