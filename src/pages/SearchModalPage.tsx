import { useNavigate } from 'react-router-dom';
import { SearchModal } from '../features/catalogue/SearchModal';
import { paths } from '../../common/site/paths';
import { useStaticPageMeta } from '../lib/seo';

/** /SearchModal opens the product search on its own; closing it goes home. */
export default function SearchModalPage() {
  const navigate = useNavigate();
  useStaticPageMeta('searchModal');
  return (
    <div className="search-page" style={{ minHeight: '40vh' }}>
      {/* Choosing a result navigates away, which unmounts this page: no need to go home first. */}
      <SearchModal open onClose={() => navigate(paths.home)} onResultClick={() => {}} />
    </div>
  );
}
