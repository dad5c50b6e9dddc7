import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductForm, ProductList, ProductPhoto } from '../../common/contract/admin-products';
import type { StaffRole } from '../../common/domain/staff';
import { MorePage } from '../../console/features/auth/MorePage';
import NewProductPage from '../../console/features/products/NewProductPage';
import ProductPage from '../../console/features/products/ProductPage';
import ProductsPage from '../../console/features/products/ProductsPage';
import { http, HttpResponse, server } from '../mocks/server';
import { ADMIN, renderConsoleAt } from './console-harness';

function renderAt(path: string, role: StaffRole) {
  return renderConsoleAt(path, role, {
    '/more': <MorePage />,
    '/more/products': <ProductsPage />,
    '/more/products/new': <NewProductPage />,
    '/more/products/:productId': <ProductPage />,
  });
}

const photo = (id: number, number: number): ProductPhoto => ({
  id,
  number,
  url: `/media/photo-${String(id).padStart(16, '0')}-640`,
  width: 1600,
  height: 1200,
});

const form = (fields: Partial<ProductForm> = {}): ProductForm => ({
  id: 7,
  name: 'Bio-cellulose dressing',
  slug: 'bio-cellulose-dressing',
  categoryId: 1,
  price: '240.00',
  discountPercentage: '0.00',
  offerType: null,
  bestSeller: false,
  featured: false,
  latestCollection: false,
  soldOut: false,
  comingSoon: false,
  sizes: [{ value: '10 x 10 cm', price: '0.00' }],
  options: [],
  description: 'A dressing.',
  productDetails: '<p>Sterile.</p>',
  additionalInfo: '',
  hsnCode: '3005',
  gstRate: 5,
  stock: 12,
  photos: [],
  ...fields,
});

const list: ProductList = {
  products: [
    {
      id: 7,
      name: 'Bio-cellulose dressing',
      price: '240.00',
      discountPercentage: '10.00',
      soldOut: false,
      comingSoon: false,
      photos: 2,
      thumbnail: '/media/photo-0000000000000001-320',
    },
    {
      id: 8,
      name: 'Aloe gel',
      price: '120.00',
      discountPercentage: '0.00',
      soldOut: true,
      comingSoon: false,
      photos: 0,
      thumbnail: null,
    },
  ],
  more: false,
  categories: [
    { id: 1, name: 'Wound care' },
    { id: 2, name: 'Skin care' },
  ],
};

describe('More', () => {
  it('shows Products and photos to the owner and a packer, not to support', async () => {
    renderAt('/more', 'packer');
    expect(await screen.findByRole('link', { name: 'Products and photos' })).toHaveAttribute('href', '/more/products');
  });
  it('support does not see it', async () => {
    renderAt('/more', 'support');
    await screen.findByRole('link', { name: 'Messages' });
    expect(screen.queryByRole('link', { name: 'Products and photos' })).not.toBeInTheDocument();
  });
});

describe('Products', () => {
  it('lists products with price, discount and photos; the owner may add one, a packer may not', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/products`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          new URL(request.url).searchParams.get('q') === 'none' ? { ...list, products: [] } : list,
        );
      }),
    );
    renderAt('/more/products', 'owner');
    const products = await screen.findByRole('list', { name: 'Products' });
    const dressing = within(products).getByRole('link', { name: /Bio-cellulose dressing/ });
    expect(dressing).toHaveAttribute('href', '/more/products/7');
    expect(dressing).toHaveTextContent('₹240.00 · −10%');
    expect(dressing).toHaveTextContent('2 photos');
    expect(within(products).getByRole('link', { name: /Aloe gel/ })).toHaveTextContent('no photo · sold out');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/more/products/new');
    expect(screen.getByText(/docs\/catalogue\.md/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Product name or number'), 'none{Enter}');
    expect(await screen.findByText('No product matches “none”.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?q=none&limit=200');
  });

  it('a packer sees the list without “New product”', async () => {
    server.use(http.get(`${ADMIN}/products`, () => HttpResponse.json(list)));
    renderAt('/more/products', 'packer');
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  });
});

describe('A product', () => {
  it('the owner changes the price and a flag: only those are sent, under one key, and the page shows the saved product', async () => {
    let product = form();
    const posted: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${ADMIN}/products/7`, () => HttpResponse.json(product)),
      http.post(`${ADMIN}/products/7`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push({ body, key: request.headers.get('idempotency-key') });
        product = form({ price: '199.50', bestSeller: true });
        return HttpResponse.json({ product, changed: ['price', 'bestSeller'] });
      }),
    );
    renderAt('/more/products/7', 'owner');
    expect(await screen.findByRole('heading', { name: 'Bio-cellulose dressing', level: 1 })).toBeInTheDocument();
    const price = screen.getByLabelText('Price (₹, taxes included)');
    await userEvent.clear(price);
    await userEvent.type(price, '199.5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Best seller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The shop shows it now.')).toBeInTheDocument();
    expect(posted).toEqual([{ body: { price: '199.5', bestSeller: true }, key: expect.stringMatching(/^[\w-]{8,}$/) }]);
    expect(screen.getByLabelText('Price (₹, taxes included)')).toHaveValue('199.50');
    expect(screen.getByRole('checkbox', { name: 'Best seller' })).toBeChecked();
  });

  it('refuses a price of 0 or with three decimals before sending, and shows the shop’s own refusal', async () => {
    let sent = 0;
    server.use(
      http.get(`${ADMIN}/products/7`, () => HttpResponse.json(form())),
      http.post(`${ADMIN}/products/7`, () => {
        sent++;
        return HttpResponse.json({ message: 'Size 10 x 10 cm appears twice.' }, { status: 400 });
      }),
    );
    renderAt('/more/products/7', 'owner');
    const price = await screen.findByLabelText('Price (₹, taxes included)');
    for (const [typed, reason] of [
      ['0', 'The price must be more than 0.'],
      ['12.345', 'at most two decimals'],
      ['-5', 'cannot be negative'],
    ] as const) {
      await userEvent.clear(price);
      await userEvent.type(price, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(price).toHaveAttribute('aria-invalid', 'true');
      expect(price).toHaveAccessibleDescription(expect.stringContaining(reason));
      expect(price).toHaveFocus();
    }
    expect(sent).toBe(0);
    await userEvent.clear(price);
    await userEvent.type(price, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Add a size' }));
    await userEvent.type(screen.getByLabelText('Size 2'), '10 x 10 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Size 10 x 10 cm appears twice.');
    expect(sent).toBe(1);
  });

  it('a packer sees the photos but not the details form', async () => {
    server.use(http.get(`${ADMIN}/products/7`, () => HttpResponse.json(form({ photos: [photo(1, 1)] }))));
    renderAt('/more/products/7', 'packer');
    expect(await screen.findByRole('img', { name: 'Bio-cellulose dressing, number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only the owner changes/)).toBeInTheDocument();
  });

  it('uploads a photo from the camera input with its key, then moves it first and removes the other', async () => {
    let photos = [photo(1, 1)];
    const uploads: { type: string | null; key: string | null; bytes: number }[] = [];
    const orders: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/products/7`, () => HttpResponse.json(form({ photos }))),
      http.post(`${ADMIN}/products/7/photos`, async ({ request }) => {
        uploads.push({
          type: request.headers.get('content-type'),
          key: request.headers.get('idempotency-key'),
          bytes: (await request.arrayBuffer()).byteLength,
        });
        photos = [...photos, photo(2, 2)];
        return HttpResponse.json({ photo: photo(2, 2), photos }, { status: 201 });
      }),
      http.post(`${ADMIN}/products/7/photos/order`, async ({ request }) => {
        const body = (await request.json()) as { ids: number[] };
        orders.push(body);
        photos = body.ids.map((id, i) => photo(id, i + 1));
        return HttpResponse.json({ photos });
      }),
      http.delete(`${ADMIN}/products/7/photos/1`, () => {
        photos = [photo(2, 1)];
        return HttpResponse.json({ photos });
      }),
    );
    renderAt('/more/products/7', 'packer');
    const camera = await screen.findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await userEvent.upload(camera, new File([new Uint8Array(2048)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photo added as number 2.')).toBeInTheDocument();
    // jsdom's XMLHttpRequest hands msw a File it does not read as bytes; the browser journey and the
    // API tests check the bytes themselves. Here: one request, with the file's type and a key.
    expect(uploads).toEqual([
      { type: 'image/jpeg', key: expect.stringMatching(/^[\w-]{8,}$/), bytes: expect.any(Number) },
    ]);
    const list = screen.getByRole('list', { name: 'Photos, first shown first' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect(orders).toEqual([{ ids: [2, 1] }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo 2' }));
    await screen.findByRole('button', { name: 'Remove photo 1' });
    expect(screen.queryByRole('button', { name: 'Remove photo 2' })).not.toBeInTheDocument();
  });

  it('shows the reason of a refused upload (a text file named .jpg) and offers no retry for it', async () => {
    server.use(
      http.get(`${ADMIN}/products/7`, () => HttpResponse.json(form())),
      http.post(`${ADMIN}/products/7/photos`, () =>
        HttpResponse.json(
          { message: 'Nothing was added: the file is not an image (JPEG, PNG, WebP or AVIF).' },
          { status: 400 },
        ),
      ),
    );
    renderAt('/more/products/7', 'owner');
    await userEvent.upload(
      await screen.findByLabelText('Choose a photo'),
      new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('not an image');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a 30 MB photo is too big without sending it', async () => {
    let sent = 0;
    server.use(
      http.get(`${ADMIN}/products/7`, () => HttpResponse.json(form())),
      http.post(`${ADMIN}/products/7/photos`, () => {
        sent++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderAt('/more/products/7', 'owner');
    const huge = new File(['x'], 'PANORAMA.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await userEvent.upload(await screen.findByLabelText('Take a photo'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was added: the photo is 30.0 MB; the limit is 20 MB.',
    );
    expect(sent).toBe(0);
  });
});

describe('New product', () => {
  it('asks for name, category, price and tax, refuses a price of 0, then adds it and opens its page', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${ADMIN}/products`, () => HttpResponse.json(list)),
      http.post(`${ADMIN}/products`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ product: form({ id: 9, name: 'Tulsi face wash' }), changed: [] }, { status: 201 });
      }),
      http.get(`${ADMIN}/products/9`, () => HttpResponse.json(form({ id: 9, name: 'Tulsi face wash' }))),
    );
    renderAt('/more/products/new', 'owner');
    await userEvent.type(screen.getByLabelText('Name'), 'Tulsi face wash');
    await screen.findByRole('option', { name: 'Skin care' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Skin care');
    await userEvent.type(screen.getByLabelText('Price (₹, taxes included)'), '0');
    await userEvent.type(screen.getByLabelText('HSN code'), '3304');
    await userEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price must be more than 0.');
    await userEvent.type(screen.getByLabelText('Price (₹, taxes included)'), '.5{Backspace}{Backspace}{Backspace}249');
    await userEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(await screen.findByRole('heading', { name: 'Tulsi face wash', level: 1 })).toBeInTheDocument();
    expect(posted).toEqual([
      { name: 'Tulsi face wash', categoryId: 2, price: '249', hsnCode: '3304', gstRate: 18, description: '' },
    ]);
  });
});
