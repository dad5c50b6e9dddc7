import { paths } from '../../common/site/paths';
import { useSeo } from '../lib/seo';

/** SPEC §2 Other: the Newspaper page carries search-engine metadata only; its body is empty. */
export default function NewspaperPage() {
  useSeo({
    title: 'Newspaper',
    description:
      'Press coverage of CocoCare Naturals, the Indian maker of bio-cellulose wound dressings and coconut-based health and beauty products.',
    path: paths.newspaper,
    type: 'article',
  });
  return null;
}
