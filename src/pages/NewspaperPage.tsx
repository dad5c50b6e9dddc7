import { useStaticPageMeta } from '../lib/seo';

/** The Newspaper page carries search-engine metadata only; its body is empty (see docs/decisions.md). */
export default function NewspaperPage() {
  useStaticPageMeta('newspaper');
  return null;
}
