import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

/** SPEC §2 Other: the Newspaper page carries search-engine metadata only; its body is empty. */
export default function NewspaperPage() {
  usePageMeta(staticMeta('newspaper'));
  return null;
}
