/** Seed data: the Handmade Soaps category and its products. */
import type { SeedCategoryData } from '../types';
import { COSMETIC_SAFETY } from './shared';

const SOAP_BASE = 'Cold-process soap with virgin coconut oil';

export const soaps: SeedCategoryData = {
  category: {
    name: 'Handmade Soaps',
    slug: 'handmade-soaps',
    description:
      'Small-batch cold-process soaps made with virgin coconut oil, coconut milk and Indian botanicals, cured for six weeks.',
    image: 'soap-32-a',
    position: 6,
  },
  defaults: {
    shelfLifeMonths: 24,
    storage: 'Keep on a draining soap dish between uses so the bar stays firm. Store unused bars in a cool, dry place.',
    safety: COSMETIC_SAFETY,
    extra: [['Process', 'Cold process, cured for at least 6 weeks']],
  },
  products: [
    {
      name: 'Coconut Milk Soap with Turmeric',
      description:
        'Handmade cold-process soap with fresh coconut milk, virgin coconut oil and Erode turmeric. Creamy lather that leaves skin soft, not tight.',
      price: '149.00',
      offer: { buy: 3, get: 1 },
      flags: ['featured', 'best'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 320,
      img: ['soap', 38, 'abcd'],
      sizes: [
        ['100 g', '0.00'],
        ['Pack of 3 (300 g)', '270.00'],
      ],
      about: [
        'Fresh coconut milk replaces the water in this recipe, giving a rich, creamy lather. A spoon of Erode turmeric gives the bar its warm golden colour.',
        'Every batch cures for six weeks so the bar is mild and long-lasting.',
      ],
      features: ['Fresh coconut milk and virgin coconut oil', 'Erode turmeric', 'No synthetic colours or SLS'],
      howTo: [
        'Work up a lather with wet hands or a loofah.',
        'Massage over the body or face and rinse.',
        'Keep the bar on a draining dish.',
      ],
      safety: ['Turmeric may temporarily tint light-coloured towels.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, coconut milk, olive oil, castor oil, curcuma longa (turmeric) powder, sodium chloride',
      net: '100 g (weight at time of packing)',
      reviews: [
        [
          'Revathi S.',
          5,
          '2025-03-08',
          'Lovely soap, my skin is not dry at all even in winter. Turmeric smell is mild.',
        ],
        ['Mohammed I.', 4, '2025-10-02', 'Good lather. It does stain the white towel a little yellow.'],
        ['Pooja H.', 5, '2026-07-14', 'Bought 3 got 1 free. The whole family uses it now.'],
      ],
    },
    {
      name: 'Activated Charcoal and Coconut Oil Soap',
      description:
        'Deep-cleansing handmade soap with activated coconut-shell charcoal and virgin coconut oil. Good for oily skin and after workouts.',
      price: '159.00',
      offer: { percent: '10.00' },
      flags: ['latest'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 240,
      img: ['soap', 20, 'abc'],
      about: [
        'Activated charcoal made from coconut shells draws out oil and grime from pores. Coconut oil and castor oil keep the lather bubbly and the skin comfortable.',
        'A favourite with people who play cricket or football in the afternoon heat.',
      ],
      features: ['Activated coconut-shell charcoal', 'Tea tree essential oil', 'Suitable for oily skin'],
      howTo: ['Lather between wet palms.', 'Massage over face or body for 30 seconds.', 'Rinse well.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, olive oil, castor oil, activated charcoal, melaleuca alternifolia (tea tree) leaf oil',
      net: '100 g (weight at time of packing)',
    },
    {
      name: 'Neem and Virgin Coconut Oil Soap',
      description:
        'Handmade soap with neem leaf powder, neem oil and virgin coconut oil. An everyday herbal bath bar for the whole family.',
      price: '129.00',
      flags: ['best'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 190,
      img: ['soap', 95, 'ab'],
      about: [
        'Neem has been part of Indian bathing rituals for centuries. This bar combines neem leaf powder and a little neem oil with virgin coconut oil.',
        'It has a natural, earthy neem smell; we do not mask it with fragrance.',
      ],
      features: ['Neem leaf powder and neem oil', 'No added fragrance', 'Firm, long-lasting bar'],
      howTo: ['Use daily as a bath soap.', 'Keep dry between uses.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, olive oil, azadirachta indica (neem) seed oil, neem leaf powder',
      net: '100 g (weight at time of packing)',
      reviews: [
        ['Ganesh S.', 4, '2025-05-29', 'Smells like neem, which I like. Bar lasts a long time.'],
        ['Neha D.', 2, '2026-01-26', 'The smell is too strong for me. Quality seems fine though.'],
      ],
    },
    {
      name: 'Coconut Shell Scrub Soap',
      description:
        'Exfoliating handmade soap with finely ground coconut shell and coconut milk. Scrubs away dead skin on feet, elbows and knees.',
      price: '169.00',
      flags: ['latest'],
      fabric: SOAP_BASE,
      style: 'Handmade scrub bar',
      pack: '100 g bar',
      stock: 170,
      img: ['soap', 28, 'abc'],
      about: [
        'Coconut shells left over from our oil pressing are ground to a fine powder and added to a coconut milk soap base for gentle scrubbing.',
        'Use on the body two or three times a week; it is too rough for the face.',
      ],
      features: ['Upcycled coconut shell powder', 'Coconut milk lather', 'Lemongrass scent'],
      howTo: ['Wet the skin and rub the bar in circles on rough areas.', 'Rinse well. Use 2–3 times a week.'],
      safety: ['Not for the face or broken skin.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, coconut milk, coconut shell powder, castor oil, cymbopogon flexuosus (lemongrass) oil',
      net: '100 g (weight at time of packing)',
    },
    {
      name: 'Goat Milk and Coconut Cream Soap',
      description: 'Extra-gentle handmade soap with fresh goat milk and coconut cream for dry and sensitive skin.',
      price: '199.00',
      offer: { percent: '15.00' },
      flags: ['featured'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 150,
      img: ['soap', 45, 'abc'],
      options: [['Fragrance', ['Unscented', 'Lavender']]],
      about: [
        'Goat milk from a dairy cooperative near Udumalpet and coconut cream make this our mildest bar. It is superfatted so some oil stays free to soften the skin.',
        'Choose unscented for sensitive skin.',
      ],
      features: ['Fresh goat milk and coconut cream', '8% superfat', 'Unscented or lavender'],
      howTo: ['Lather gently and rinse.', 'Pat skin dry.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, olive oil, goat milk, coconut cream, shea butter, lavandula angustifolia (lavender) oil (lavender version)',
      net: '100 g (weight at time of packing)',
      reviews: [
        ['Aditi P.', 5, '2025-09-21', 'My eczema-prone skin tolerates this one. Unscented is the way to go.'],
        ['Deepa N.', 5, '2026-08-09', 'Creamy, gentle, beautiful bar.'],
      ],
    },
    {
      name: 'Red Sandalwood and Coconut Soap',
      description:
        'Handmade soap with red sandalwood powder and virgin coconut oil for a traditional radiant-skin bath bar. Launching soon.',
      price: '249.00',
      flags: ['comingSoon'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 0,
      img: ['soap', 10, 'ab'],
      about: [
        'Red sandalwood (raktachandana) has long been used in Indian skin-care pastes. We are sourcing legally traded powder and finishing our test batches.',
        'Sign up for the newsletter for launch news.',
      ],
      features: ['Red sandalwood powder', 'Virgin coconut oil base', 'Light woody scent'],
      howTo: ['Use as a daily bath soap.'],
      ingredients: 'Saponified cocos nucifera (coconut) oil, olive oil, pterocarpus santalinus (red sandalwood) powder',
      net: '100 g (weight at time of packing)',
    },
    {
      name: 'Baby Coconut Castile Soap (Unscented)',
      description:
        'Mild unscented handmade soap of virgin coconut oil and olive oil for babies and very sensitive skin.',
      price: '179.00',
      flags: ['best'],
      fabric: 'Cold-process soap with olive and virgin coconut oil',
      style: 'Handmade, unscented',
      pack: '75 g bar',
      stock: 130,
      img: ['soap', 50, 'ab'],
      about: [
        'A castile-style bar that is mostly olive oil with a little virgin coconut oil for lather. No fragrance, no colour, nothing extra.',
        'Rinse well and avoid the eyes.',
      ],
      features: ['Mostly olive oil, very mild', 'No fragrance or colour', 'Small bar for little hands'],
      howTo: ['Lather in your hands and wash the baby gently.', 'Rinse well with warm water.'],
      ingredients: 'Saponified olea europaea (olive) oil, saponified cocos nucifera (coconut) oil',
      net: '75 g (weight at time of packing)',
      reviews: [
        ['Kavya L.', 5, '2025-06-05', "Very mild. No redness on my baby's skin."],
        ['Bala K.', 3, '2026-03-28', 'Gentle but gets mushy quickly if left wet.'],
      ],
    },
    {
      name: 'Lemongrass and Coconut Oil Soap',
      description:
        'Refreshing handmade soap with lemongrass essential oil and virgin coconut oil. A bright, zesty morning bath bar.',
      price: '139.00',
      offer: { buy: 2, get: 1 },
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 210,
      img: ['soap', 75, 'abc'],
      about: [
        'Lemongrass grown on our partner farms in the Anaimalai hills is steam-distilled and added to a coconut oil base for a crisp, energising scent.',
        'A good pick for hot, humid days.',
      ],
      features: ['Farm-distilled lemongrass oil', 'Big, bubbly lather', 'Long-lasting bar'],
      howTo: ['Lather and massage over the body.', 'Rinse off.'],
      ingredients:
        'Saponified cocos nucifera (coconut) oil, olive oil, castor oil, cymbopogon flexuosus (lemongrass) oil',
      net: '100 g (weight at time of packing)',
    },
    {
      name: 'Handmade Soap Trio Gift Box',
      description:
        'Three handmade coconut soaps in a gift box: turmeric coconut milk, goat milk and lemongrass. A small, thoughtful present.',
      price: '349.00',
      offer: { percent: '20.00' },
      flags: ['featured', 'latest'],
      fabric: SOAP_BASE,
      style: 'Gift box of 3 bars',
      pack: '3 x 100 g bars',
      stock: 3,
      img: ['box', 35, 'abc'],
      about: [
        'Our three best-loved bars wrapped in handmade paper and packed in a box with a wooden soap dish.',
        'Great for return gifts and housewarmings.',
      ],
      features: ['3 bars of 100 g', 'Wooden soap dish included', 'Handmade paper wrapping'],
      howTo: ['Use one bar at a time and keep the others wrapped.'],
      ingredients: "See each soap's wrapper",
      net: '300 g (3 x 100 g, weight at time of packing) and 1 wooden soap dish',
    },
    {
      name: 'Coconut and Kasturi Manjal Soap',
      description:
        'Handmade soap with kasturi manjal (wild turmeric) and virgin coconut oil, a traditional South Indian bath ingredient.',
      price: '119.00',
      flags: ['soldOut'],
      fabric: SOAP_BASE,
      style: 'Handmade, cold process',
      pack: '100 g bar',
      stock: 0,
      img: ['soap', 48, 'ab'],
      about: [
        'Kasturi manjal is a fragrant wild turmeric that does not stain like kitchen turmeric. Our grandmothers used it as a bath powder.',
        'Sold out for now; the next batch is curing.',
      ],
      features: ['Kasturi manjal powder', 'Non-staining', 'Earthy, fragrant'],
      howTo: ['Use as a daily bath soap.'],
      ingredients: 'Saponified cocos nucifera (coconut) oil, olive oil, curcuma aromatica (kasturi manjal) powder',
      net: '100 g (weight at time of packing)',
    },
  ],
};
