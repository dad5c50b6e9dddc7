import { useNavigate } from 'react-router-dom';
import { SearchModal } from '../components/search/SearchModal';
import { paths } from '../../common/site/paths';
import { usePageMeta } from '../lib/seo';
import { staticMeta } from '../../common/site/meta';

/** /SearchModal opens the product search on its own; closing it goes home. */
export default function SearchModalPage() {
  const navigate = useNavigate();
  usePageMeta(staticMeta('searchModal'));
  return (
    <div className="search-page" style={{ minHeight: '40vh' }}>
      {/* Choosing a result navigates away, which unmounts this page: no need to go home first. */}
      <SearchModal open onClose={() => navigate(paths.home)} onResultClick={() => {}} />
    </div>
  );
}
