/**
 * The first-paint shells, rendered once at build time (scripts/prerender.ts) and never shipped to
 * the browser: the real layout and, for the home page, the real banner, as static HTML that the
 * server puts inside #root. The browser paints them (the banner's image included) before any
 * script has run; main.tsx then renders the app, which replaces them in its first commit. The
 * footer is left out: it is below the fold, and its lists follow the shop's configuration.
 *
 * The first screens of the product page, the blog and the whole-list listings depend on the
 * catalogue, so they are rendered with a token for each of the data's texts
 * (common/site/first-screen.ts), which the server fills in from the API answers it embeds in the
 * page (server/pages/first-screen.ts); their first picture then paints before any script has run too.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { ShopDetails } from '../../common/site/company';
import { ShopDetailsProvider } from '../lib/shopDetails';
import { Layout } from '../layout/Layout';
import { Spinner } from '../components/common/Spinner';
import { queryCache } from '../lib/queryCache';
import { HomeTop } from '../pages/HomePage';
import { ProductDetailView } from '../features/product/ProductDetailView';
import { PageBanner } from '../components/common/PageBanner';
import { BlogGrid } from '../features/content/BlogGrid';
import type { ProductDetail } from '../features/catalogue/catalogueApi';
import type { BlogDetail, BlogSummary } from '../features/content/blogsApi';
import { BlogPostView } from '../features/content/BlogPostView';
import AboutPage from '../pages/AboutPage';
import ContactPage from '../pages/ContactPage';
import PrivacyPolicyPage from '../pages/PrivacyPolicyPage';
import RefundPolicyPage from '../pages/RefundPolicyPage';
import ShippingPolicyPage from '../pages/ShippingPolicyPage';
import TermsPage from '../pages/TermsPage';
import CartPage from '../pages/CartPage';
import MiniCartPage from '../pages/MiniCartPage';
import PaymentPage from '../pages/PaymentPage';
import FavouritePage from '../pages/FavouritePage';
import AuthFormPage from '../pages/AuthFormPage';
import TrackOrderPage from '../pages/TrackOrderPage';
import SubscribePage from '../pages/SubscribePage';
import NewspaperPage from '../pages/NewspaperPage';
import LoadingPage from '../pages/LoadingPage';
import NotificationPage from '../pages/NotificationPage';
import SafeHtmlPage from '../pages/SafeHtmlPage';
import SearchModalPage from '../pages/SearchModalPage';
import { paths } from '../../common/site/paths';
import {
  BLOG_FIRST_SCREEN_CARDS,
  CARD_MAX_LABELS,
  LISTING_FIRST_SCREEN_CARDS,
  PRODUCT_FIRST_SCREEN_PHOTOS,
  pageToken,
} from '../../common/site/first-screen';
import { deriveTemplate, type Shape, type Template } from '../../common/site/template';
import { thumbnailLabel } from '../../common/site/media';
import { productCount, type CardView } from '../../common/domain/display';
import type { ProductSummary } from '../features/catalogue/catalogueApi';
import { ListingHeader } from '../features/catalogue/ProductListing';
import { ProductGrid } from '../features/catalogue/ProductGrid';
import { ProductCard } from '../features/catalogue/ProductCard';

export interface Shells {
  home: string;
  page: string;
  /** The product page's first screen (breadcrumb, photo, thumbnails), one list section `photos`. */
  product: Template;
  /** The blog's first screen: its banner and its first row of cards, one list section `cards`. */
  blog: Template;
  /** A whole-list listing's first screen: sections `pages` (one, many) and `subtitle` (none, some); its cards go where `cards` is. */
  listing: Template;
  /** A blog post's first screen (banner, picture, date), no sections. */
  blogPost: Template;
  /** The pages whose first render shows no catalogue data (About, Contact, the policies, forms, cart): each as the app first renders it, by page component. */
  pages: Record<string, string>;
  /** A listing card (`<li>`): sections `labels` (a list), `price` (none, current, both) and `second` (one, two: pictures). */
  card: Template;
}

/** `main` at `location`, in the layout, for the shop with `details`. */
function render(location: string, main: ReactNode, details: ShopDetails): string {
  const html = renderToStaticMarkup(
    <ShopDetailsProvider value={details}>
      <StaticRouter location={location}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={main} />
          </Route>
        </Routes>
      </StaticRouter>
    </ShopDetailsProvider>,
  );
  // Rendering asked the cache for the layout's data; drop those entries and their timers.
  queryCache.clear();
  return disableButtons(
    html
      // Resource hints React emits for preload() calls: the server writes them into <head> itself.
      .replace(/^(<link [^>]*>)+/, '')
      .replace(/<footer[\s\S]*<\/footer>/, ''),
  );
}

/**
 * Until the app takes over, buttons have nothing to do and fields would lose what is typed into
 * them when the app replaces the shell: buttons and lists are disabled, text fields read-only, so
 * no press or keystroke is lost.
 */
const disableButtons = (html: string) =>
  html
    .replace(/<button /g, '<button disabled="" ')
    .replace(/<select /g, '<select disabled="" ')
    .replace(/<(input|textarea) /g, '<$1 readonly="" ');

/** The i-th picture of a product, as tokens (server/pages/first-screen.ts fills them with pictureValues). */
const tokenImage = (i: number) => {
  const t = (name: string) => pageToken(`i${i}${name}`);
  return { image: t('image'), srcset: t('srcset'), alt: t('alt'), width: t('width'), height: t('height') };
};

/** A product with `photos` pictures whose texts are tokens: what the product page's first screen shows. */
function tokenProduct(photos: number): ProductDetail {
  const t = (name: string) => pageToken(name);
  return {
    id: t('id'),
    category: t('category'),
    category_name: t('categoryname'),
    name: t('name'),
    images: Array.from({ length: photos }, (_, i) => tokenImage(i)),
  } as unknown as ProductDetail;
}

/** The product page's first screen with `photos` photos, each thumbnail's name (it counts the photos) a token too. */
function productTemplate(photos: number, details: ShopDetails): string {
  let html = renderProductFirstScreen(tokenProduct(photos), details);
  for (let i = 0; i < photos; i++)
    html = html.replace(`aria-label="${thumbnailLabel(i, photos)}"`, `aria-label="${pageToken(`i${i}thumb`)}"`);
  return html;
}

/** The i-th blog card's texts as tokens. */
function tokenBlog(i: number): BlogSummary {
  const t = (name: string) => pageToken(`b${i}${name}`);
  return {
    id: t('id'),
    title: t('title'),
    slug: '',
    image: t('image'),
    srcset: t('srcset'),
    date: t('date'),
    hint: t('hint'),
  } as unknown as BlogSummary;
}

/** The product page's first screen for `product`, in the layout of the shop with `details`. */
export const renderProductFirstScreen = (product: ProductDetail, details: ShopDetails): string =>
  render('/__shell', <ProductDetailView product={product} firstScreen />, details);

/** A blog post's first screen for `post`, in the layout. */
export const renderBlogPostFirstScreen = (post: BlogDetail, details: ShopDetails): string =>
  render('/__shell', <BlogPostView post={post} firstScreen />, details);

/** The blog post's first screen, its texts as tokens. */
function blogPostTemplate(details: ShopDetails): string {
  const t = (name: string) => pageToken(name);
  const post = { id: t('id'), title: t('title'), image: t('image'), srcset: t('srcset'), date: t('date') };
  const html = renderBlogPostFirstScreen(post as unknown as BlogDetail, details);
  // The date is written twice, as given (datetime) and as shown: the shown one gets its own token.
  return html.replace(`>${t('date')}<`, `>${t('datetext')}<`);
}

/**
 * The pages whose first render shows no catalogue data, rendered whole at their own paths: the
 * content pages, and the forms and the visitor's own pages as a guest sees them before anything
 * is loaded (their banner, a form, or the loading line). The server uses them only for a URL
 * without a query (a tracking link's `?orderNo=` shows something else).
 */
const FIXED_PAGES: Record<string, [string, () => ReactNode]> = {
  AboutPage: [paths.about, () => <AboutPage />],
  ContactPage: [paths.contact, () => <ContactPage />],
  PrivacyPolicyPage: [paths.privacyPolicy, () => <PrivacyPolicyPage />],
  RefundPolicyPage: [paths.refundPolicy, () => <RefundPolicyPage />],
  ShippingPolicyPage: [paths.shippingPolicy, () => <ShippingPolicyPage />],
  TermsPage: [paths.terms, () => <TermsPage />],
  CartPage: [paths.cart, () => <CartPage />],
  MiniCartPage: [paths.miniCart, () => <MiniCartPage />],
  PaymentPage: [paths.payment, () => <PaymentPage />],
  FavouritePage: [paths.favourite, () => <FavouritePage />],
  AuthFormPage: [paths.auth, () => <AuthFormPage />],
  TrackOrderPage: [paths.trackOrder, () => <TrackOrderPage />],
  SubscribePage: [paths.subscribe, () => <SubscribePage />],
  NewspaperPage: [paths.newspaper, () => <NewspaperPage />],
  LoadingPage: [paths.loading, () => <LoadingPage />],
  NotificationPage: [paths.notification, () => <NotificationPage />],
  SafeHtmlPage: [paths.safeHtml, () => <SafeHtmlPage />],
  SearchModalPage: [paths.searchModal, () => <SearchModalPage />],
};

/** The blog's first screen showing `blogs` (its first row), in the layout. */
export const renderBlogFirstScreen = (blogs: BlogSummary[], details: ShopDetails): string =>
  render(
    '/__shell',
    <>
      <PageBanner title="Blog" />
      <section className="container py-5" aria-busy="false">
        <BlogGrid blogs={blogs} />
      </section>
    </>,
    details,
  );

/** The blog's first screen with `cards` cards of tokens. */
function blogTemplate(cards: number, details: ShopDetails): string {
  const html = renderBlogFirstScreen(
    Array.from({ length: cards }, (_, i) => tokenBlog(i)),
    details,
  );
  // The card writes its date twice, as given (datetime) and as shown: the shown one gets its own token.
  return html.replace(/>(__cc_page_b\d+)date__</g, '>$1datetext__<');
}

/** Stand for a listing's page, page count and product count while rendering, so they can be swapped for their tokens. */
const PAGES_SENTINEL = 987654;
const PAGE_SENTINEL = 987653;
const COUNT_SENTINEL = 987652;

/**
 * A whole-list listing's first screen: its breadcrumb, heading, product count and the first row
 * of cards of page `page`, in the layout.
 */
export const renderListingFirstScreen = (
  title: string,
  subtitle: string | undefined,
  page: number,
  totalPages: number,
  count: number,
  products: ProductSummary[],
  details: ShopDetails,
): string =>
  render(
    '/__shell',
    <section className="container py-4 py-lg-5 cc-listing">
      <ListingHeader title={title} subtitle={subtitle} page={page} totalPages={totalPages} count={count} />
      <ProductGrid products={products} onQuickView={() => {}} label={title} leadImages={LISTING_FIRST_SCREEN_CARDS} />
    </section>,
    details,
  );

/** The listing's first screen on one page or several, with a subtitle or not. */
function listingTemplate(shape: Shape, details: ShopDetails): string {
  const subtitle = shape.subtitle === 'some' ? pageToken('subtitle') : undefined;
  const paged = shape.pages === 'many';
  const html = renderListingFirstScreen(
    pageToken('title'),
    subtitle,
    paged ? PAGE_SENTINEL : 1,
    paged ? PAGES_SENTINEL : 1,
    COUNT_SENTINEL,
    [],
    details,
  );
  const grid = `aria-label="${pageToken('title')}"></ul>`;
  const count = productCount(COUNT_SENTINEL);
  if (!html.includes(grid)) throw new Error('shell: the listing grid was not found');
  if (!html.includes(count)) throw new Error('shell: the listing count was not found');
  return html
    .replace(grid, `aria-label="${pageToken('title')}">${pageToken('cards')}</ul>`)
    .replace(count, pageToken('count'))
    .replace(String(PAGES_SENTINEL), pageToken('total'))
    .replace(String(PAGE_SENTINEL), pageToken('page'));
}

/** A listing card of the given shape, its texts as tokens, as the grid's first row shows it. */
function cardTemplate(shape: Shape, details: ShopDetails): string {
  const t = (name: string) => pageToken(name);
  const product = {
    id: t('id'),
    name: t('name'),
    images: shape.second === 'two' ? [tokenImage(0), tokenImage(1)] : [tokenImage(0)],
  } as unknown as ProductSummary;
  const view: CardView = {
    labels: Array.from(
      { length: Number(shape.labels) },
      (_, j) => ({ kind: t(`l${j}kind`), text: t(`l${j}text`) }) as CardView['labels'][number],
    ),
    price:
      shape.price === 'none'
        ? null
        : { current: t('current'), original: shape.price === 'both' ? t('original') : null },
  };
  const html = renderToStaticMarkup(
    <ShopDetailsProvider value={details}>
      <StaticRouter location="/__shell">
        <ProductCard product={product} view={view} lead={t('priority') as 'high'} onQuickView={() => {}} />
      </StaticRouter>
    </ShopDetailsProvider>,
  );
  queryCache.clear();
  // Less the resource hint React writes for the picture asked for first: the server preloads it in <head>.
  return `<li>${disableButtons(html.replace(/^(<link [^>]*>)+/, ''))}</li>`;
}

/**
 * The shells for the shop with `details`, passed to every rendering through the provider (the
 * build passes tokens, which the server fills in: server/pages/shell.ts). The home shell is the
 * layout around the home page's top; the other pages get the layout around the spinner the layout
 * shows while a page loads (rendered at a path no menu link matches, so no link is marked as the
 * current page).
 */
export function renderShells(details: ShopDetails): Shells {
  return {
    home: render('/', <HomeTop />, details),
    page: render('/__shell', <Spinner minHeight="100vh" />, details),
    product: deriveTemplate(
      (shape) => productTemplate(Number(shape.photos), details),
      { photos: { kind: 'list', max: PRODUCT_FIRST_SCREEN_PHOTOS } },
      { photos: 1 },
    ),
    blog: deriveTemplate(
      (shape) => blogTemplate(Number(shape.cards), details),
      { cards: { kind: 'list', max: BLOG_FIRST_SCREEN_CARDS } },
      { cards: 1 },
    ),
    blogPost: deriveTemplate(() => blogPostTemplate(details), {}, {}),
    pages: Object.fromEntries(
      Object.entries(FIXED_PAGES).map(([page, [path, view]]) => [page, render(path, view(), details)]),
    ),
    listing: deriveTemplate(
      (shape) => listingTemplate(shape, details),
      { pages: { kind: 'choice', options: ['one', 'many'] }, subtitle: { kind: 'choice', options: ['none', 'some'] } },
      { pages: 'one', subtitle: 'none' },
    ),
    card: deriveTemplate(
      (shape) => cardTemplate(shape, details),
      {
        labels: { kind: 'list', max: CARD_MAX_LABELS },
        price: { kind: 'choice', options: ['none', 'current', 'both'] },
        second: { kind: 'choice', options: ['one', 'two'] },
      },
      { labels: 1, price: 'current', second: 'one' },
    ),
  };
}
