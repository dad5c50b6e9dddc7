import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/features/catalogue/ProductCard';
import ProductDetailPage from '../../src/pages/ProductDetailPage';
import { makeProduct, makeProductDetail } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { photoImage } from '../../common/site/media';

// What the API sends for an owner's photos (server/media/images.ts): ready-made srcset, the name as alt.
const NAME = 'Virgin Coconut Oil 500 ml';
const front = photoImage({ hash: '0123456789abcdef', width: 3000, height: 2000 }, NAME);
const side = photoImage({ hash: 'fedcba9876543210', width: 900, height: 1200 }, NAME);

describe('product photos in the storefront', () => {
  it('the API form of a photo: every kept width in the srcset, never wider than the upload', () => {
    expect(front).toEqual({
      image: '/media/photo-0123456789abcdef-1024',
      srcset:
        '/media/photo-0123456789abcdef-320 320w, /media/photo-0123456789abcdef-640 640w, ' +
        '/media/photo-0123456789abcdef-1024 1024w, /media/photo-0123456789abcdef-1600 1600w',
      alt: NAME,
      width: 1024,
      height: 683,
    });
    expect(side.srcset).toBe(
      '/media/photo-fedcba9876543210-320 320w, /media/photo-fedcba9876543210-640 640w, /media/photo-fedcba9876543210-900 900w',
    );
  });

  it('a card shows the photo with srcset, sizes, its intrinsic size and the name as alt', () => {
    render(
      <MemoryRouter>
        <ProductCard product={makeProduct({ id: 7, name: NAME, images: [front, side] })} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { hidden: true, name: NAME });
    expect(img).toHaveAttribute('src', front.image);
    expect(img).toHaveAttribute('srcset', front.srcset);
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '683');
  });

  it('the gallery shows the photo with srcset and sizes, the name as alt, first in priority', async () => {
    const detail = makeProductDetail({ id: 31, name: NAME, images: [front, side] });
    server.use(http.get(`${API}/product-detail/31/`, () => HttpResponse.json(detail)));
    render(
      <MemoryRouter initialEntries={['/Productdetail/31']}>
        <Routes>
          <Route path="/Productdetail/:id" element={<ProductDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const main = (await screen.findAllByRole('img', { name: NAME })).find((i) =>
      i.classList.contains('cc-gallery__main'),
    )!;
    expect(main).toHaveAttribute('srcset', front.srcset);
    expect(main).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 50vw');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbs = document.querySelectorAll('.cc-gallery__thumb img');
    expect([...thumbs].map((t) => [t.getAttribute('srcset'), t.getAttribute('sizes')])).toEqual([
      [front.srcset, '80px'],
      [side.srcset, '80px'],
    ]);
  });
});
