import { Link } from 'react-router-dom';
import { PageBanner } from '../components/common/PageBanner';
import { FavouritesTable } from '../features/account/FavouritesTable';
import { useFavourites } from '../features/account/useFavourites';
import { useFavouriteRemoval } from '../features/account/useFavouriteRemoval';
import { useStaticPageMeta } from '../lib/seo';
import { messages } from '../../common/domain/messages';
import { paths } from '../../common/site/paths';

/** The signed-in customer's favourites: picture, name, price, Place order and Remove. */
export default function FavouritePage() {
  useStaticPageMeta('favourite');
  const favourites = useFavourites();
  const { removing, remove } = useFavouriteRemoval(favourites);

  let body;
  if (!favourites.signedIn) {
    body = (
      <p className="lead">
        {messages.favouriteLogin}{' '}
        <Link to={paths.auth} className="btn btn-success ms-2">
          Login
        </Link>
      </p>
    );
  } else if (favourites.loading) {
    body = <p role="status">Loading...</p>;
  } else if (favourites.error) {
    body = (
      <p role="alert">
        We could not load your favourites.{' '}
        <button type="button" className="btn btn-outline-success btn-sm ms-2" onClick={favourites.retry}>
          Retry
        </button>
      </p>
    );
  } else if (favourites.favourites.length === 0) {
    body = (
      <p className="lead">
        You have no favourites yet. <Link to={paths.latestCollection}>Browse our trending products</Link>.
      </p>
    );
  } else {
    body = <FavouritesTable favourites={favourites.favourites} removing={removing} onRemove={remove} />;
  }

  return (
    <>
      <PageBanner title="Favourites" />
      <div className="container py-5">{body}</div>
    </>
  );
}
