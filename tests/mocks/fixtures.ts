import type { Category, ProductDetail, ProductSummary } from '../../common/contract/catalogue';
import type { BlogDetail, BlogSummary } from '../../common/contract/blogs';
import { mediaBase, mediaSrcset, mediaUrl } from '../../common/site/media';

let nextId = 1000;

export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? nextId++;
  // As the seed does: a product given a discount is a discount-type offer unless the test says otherwise.
  const discounted = !['0.00', '0', '', null, undefined].includes(overrides.discount_percentage);
  return {
    id,
    name: `Virgin Coconut Oil ${id}`,
    slug: `virgin-coconut-oil-${id}`,
    category: 1,
    category_name: 'Coconut Oils',
    price: '499.00',
    discount_percentage: '0.00',
    offer_type: discounted ? 'discount_percentage' : null,
    buy_x: null,
    get_y: null,
    is_bogo: false,
    buy_quantity: null,
    get_quantity: null,
    sold_out: false,
    coming_soon: false,
    latest_collection: false,
    featured: false,
    best_seller: false,
    images: [
      {
        image: mediaUrl('jar-30-a', 800),
        srcset: mediaSrcset('jar-30-a'),
        alt: `Product ${id}`,
        width: 800,
        height: 800,
      },
      {
        image: mediaUrl('jar-30-b', 800),
        srcset: mediaSrcset('jar-30-b'),
        alt: `Product ${id}, second view`,
        width: 800,
        height: 800,
      },
    ],
    description: 'Cold-pressed virgin coconut oil from Pollachi.',
    fabric: 'Glass jar',
    style: 'Cold pressed',
    model_height: 'N/A',
    model_wearing_size: '250 ml',
    average_rating: 4.5,
    review_count: 2,
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = makeProduct(overrides);
  return {
    ...base,
    sizes: [
      { id: 1, value: '250 ml', price: '0.00' },
      { id: 2, value: '500 ml', price: '200.00' },
    ],
    option_categories: [
      {
        id: 1,
        name: 'Pack',
        options: [
          { id: 1, value: 'Single' },
          { id: 2, value: 'Gift box' },
        ],
      },
    ],
    dispatch_time: 'Ships in 2-3 business days',
    stock_details: { stock_quantity: 40, status: 'in_stock' },
    product_details: '<p>Cold-pressed from fresh coconut milk.</p>',
    additional_info:
      '<ul><li>MRP: ₹499.00 (inclusive of all taxes)</li><li>Net quantity: 250 ml</li><li>Country of origin: India</li></ul>',
    reviews: [{ id: 1, user: 'Anitha', text: 'Lovely aroma.', star_rating: 5, created_at: '2026-10-01T10:00:00.000Z' }],
    related_products: [],
    ...overrides,
  } as ProductDetail;
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Category ${id}`,
    slug: `category-${id}`,
    image: mediaUrl(mediaBase('jar', id % 360, 'a'), 800),
    srcset: mediaSrcset(mediaBase('jar', id % 360, 'a')),
    description: 'A category',
    product_count: 8,
    ...overrides,
  };
}

export function makeBlog(overrides: Partial<BlogDetail> = {}): BlogDetail {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Blog post ${id}`,
    slug: `blog-post-${id}`,
    image: mediaUrl('blog-120-a', 800),
    srcset: mediaSrcset('blog-120-a'),
    date: '2026-10-12',
    hint: 'Why bio-cellulose dressings keep a wound moist while it heals.',
    description: '<p>Body</p>',
    related_blogs: [],
    ...overrides,
  };
}

export type { BlogSummary };
