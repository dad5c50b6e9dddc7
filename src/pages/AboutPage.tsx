import { mediaSrcset, mediaUrl } from '../../common/site/media';
import { AboutFilm } from '../features/content/AboutFilm';
import { PageBanner } from '../components/common/PageBanner';
import { Tabs, type TabItem } from '../components/common/Tabs';
import { useStaticPageMeta } from '../lib/seo';
import { useShopDetails } from '../lib/shopDetails';
import { FloatingContact } from '../features/content/FloatingContact';
import '../features/content/content.css';

const values = [
  { name: 'Integrity', text: 'We say what our products do and what they do not, and we stand behind every batch.' },
  {
    name: 'Equality',
    text: 'Farmers, makers and customers are partners: everyone in our chain is treated and paid fairly.',
  },
  {
    name: 'Performance Driven',
    text: 'We measure results in faster healing, healthier skin and fewer wasted coconuts.',
  },
  {
    name: 'Quality First',
    text: 'Every dressing and jar is tested before it leaves our unit, from raw coconut water to sealed pack.',
  },
  {
    name: 'Sustainability',
    text: 'We turn a farm by-product into medical-grade material and waste as little as we can on the way.',
  },
  {
    name: 'Think Outside the Box',
    text: 'Biology, not chemistry, makes our materials: we keep asking what else a coconut can do.',
  },
];

const tabs = (brand: string) => [
  {
    title: 'What we do',
    body: [
      `${brand} is an Indian biotech startup that makes biologic products from the humble coconut. Coconut water, usually thrown away when copra is dried, is our raw material: we ferment it into bio-cellulose, a pure and highly absorbent natural material.`,
      'From that bio-cellulose we make wound dressings that keep a wound moist and protected while it heals, soothing sheet masks and skin-care. From coconut oil we derive monolaurin, which goes into our health and beauty range.',
    ],
  },
  {
    title: 'Impacting 8 million views',
    body: [
      'Around 8 million livelihoods in India depend on the coconut: growers, climbers, copra makers and the small units that process the harvest. Most of the coconut water from copra making still goes down the drain.',
      'By buying that water from farmers and small processors, we turn a waste stream into an extra income for coconut-growing communities, and into products that reach households across India.',
    ],
  },
  {
    title: 'Sustainable Tech at Core of our Products',
    body: [
      'Our bio-cellulose grows at room temperature, fed on coconut water, with no trees felled and no harsh solvents. What is left over after fermentation is returned to the farm as a soil conditioner.',
      'We design every product so that the material does the work: fewer additives, recyclable outer packs and a process that uses far less energy than synthetic polymers.',
    ],
  },
  {
    title: 'Goodness of Coconut',
    body: [
      'Coconut has been part of Indian healing and beauty traditions for generations. Coconut water is rich in minerals and sugars that make it an ideal food for the cultures that grow our bio-cellulose.',
      'Coconut oil is rich in lauric acid, from which monolaurin is made; monolaurin is widely studied for its protective properties. Virgin coconut oil is also a gentle, time-tested moisturiser for skin and hair.',
    ],
  },
  {
    title: 'Technology',
    body: [
      'Friendly bacteria spin cellulose nanofibres as they feed on coconut water, forming a soft membrane that holds many times its weight in water. We purify, shape and sterilise that membrane to medical standards.',
      'The result is a dressing that is pure, breathable and conforms to the body, and a platform we keep developing with doctors and researchers for new wound-care and skin-care products.',
    ],
  },
];

/** The tabs' panels, for the shop named `brand`. */
const tabPanels = (brand: string): TabItem[] =>
  tabs(brand).map((tab, i) => ({
    id: String(i),
    label: tab.title,
    panel: tab.body.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>),
  }));

/** About Us: banner, the looping film, intro, vision, Our Values, and five tabs with the first active. */
export default function AboutPage() {
  useStaticPageMeta('about');
  const shop = useShopDetails();

  return (
    <>
      <PageBanner title="About Us" />

      <section className="container py-5">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-lg-6">
            <AboutFilm />
          </div>
          <div className="col-12 col-lg-6">
            <p className="eyebrow">Who we are</p>
            <h2 className="section-title">Healing and care, grown from coconut water</h2>
            <p>
              {shop.brand} is a startup from {shop.address.state} that turns coconut water into bio-cellulose, a natural
              material for wound care and skin care, and coconut oil into monolaurin for health and beauty products.
            </p>
            <p className="mb-0">
              We work with coconut farmers and doctors to make products that are gentle on people and on the planet:
              biologic, made in India, and priced for Indian households.
            </p>
          </div>
        </div>
      </section>

      <section className="about-vision py-5">
        <div className="container">
          <div className="row g-4 align-items-center flex-lg-row-reverse">
            <div className="col-12 col-lg-6">
              <img
                src={mediaUrl('scene-100-b', 800)}
                srcSet={mediaSrcset('scene-100-b')}
                sizes="(min-width: 992px) 50vw, 100vw"
                width={1200}
                height={675}
                alt="Our laboratory, where coconut water is grown into bio-cellulose"
                className="about-media"
                loading="lazy"
                decoding="async"
              />
            </div>
            <div className="col-12 col-lg-6">
              <p className="eyebrow">Our vision</p>
              <h2 className="section-title">Every coconut, fully used</h2>
              <p className="mb-0">
                We want advanced wound care to be affordable for every family in India, and every part of the coconut to
                create value for the people who grow it.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="values-heading">
        <h2 id="values-heading" className="section-title text-center mb-4">
          Our Values
        </h2>
        <ul className="row g-3 list-unstyled mb-0">
          {values.map((v) => (
            <li key={v.name} className="col-12 col-sm-6 col-lg-4">
              <div className="value-card h-100">
                <h3 className="h5">{v.name}</h3>
                <p className="mb-0">{v.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="container pb-5">
        <div className="about-tabs">
          <Tabs
            label={`About ${shop.brand}`}
            tabs={tabPanels(shop.brand)}
            listClassName="nav nav-pills about-tabs__list"
            panelClassName="about-tabs__panel"
          />
        </div>
      </section>
      <FloatingContact />
    </>
  );
}
