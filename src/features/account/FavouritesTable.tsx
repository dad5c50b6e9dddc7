import { Link } from 'react-router-dom';
import type { Favourite } from './favouritesApi';
import { formatRupees, toPaise } from '../../../common/domain/money';
import { paths } from '../../../common/site/paths';

interface FavouritesTableProps {
  favourites: Favourite[];
  removing: number | null;
  onRemove: (favourite: Favourite) => void;
}

export function FavouritesTable({ favourites, removing, onRemove }: FavouritesTableProps) {
  return (
    <div className="table-responsive">
      <table className="table align-middle cc-favourites">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {favourites.map((favourite) => {
            const image = favourite.product_images[0];
            return (
              <tr key={favourite.id}>
                <td>
                  {image && (
                    <img
                      src={image.image}
                      srcSet={image.srcset}
                      sizes="80px"
                      alt={image.alt || favourite.product_name}
                      width={80}
                      height={80}
                      loading="lazy"
                      className="rounded"
                    />
                  )}
                </td>
                <td>{favourite.product_name}</td>
                <td>{formatRupees(toPaise(favourite.product_price))}</td>
                <td className="text-end">
                  <div className="d-flex flex-wrap gap-2 justify-content-end">
                    <Link className="btn btn-success btn-sm" to={paths.product(favourite.product)}>
                      Place order
                    </Link>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      disabled={removing === favourite.id}
                      onClick={() => onRemove(favourite)}
                      aria-label={`Remove ${favourite.product_name}`}
                    >
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
