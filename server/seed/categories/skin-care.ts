/** Seed data: the Skin Care category and its products. */
import type { SeedCategoryData } from '../types';
import { COSMETIC_SAFETY } from './shared';

export const skinCare: SeedCategoryData = {
  category: {
    name: 'Skin Care',
    slug: 'skin-care',
    description:
      'Body butters, gels, balms, scrubs and serums built on coconut oil and coconut water for everyday skin care.',
    image: 'jar-22-a',
    position: 8,
  },
  defaults: {
    shelfLifeMonths: 24,
    bestBeforeNote: 'use within 6 months of opening',
    storage: 'Store below 30 °C away from direct sunlight. Close tightly after use.',
    safety: COSMETIC_SAFETY,
  },
  products: [
    {
      name: 'Virgin Coconut Oil Body Butter 200 g',
      description:
        'Whipped body butter of virgin coconut oil, shea and cocoa butter that melts into dry skin. Choose unscented, vanilla or lemongrass.',
      price: '499.00',
      offer: { percent: '12.50' },
      flags: ['featured', 'best'],
      fabric: 'Virgin coconut oil, shea and cocoa butter',
      style: 'Whipped body butter',
      pack: '200 g jar',
      stock: 160,
      img: ['jar', 22, 'abcd'],
      options: [['Fragrance', ['Unscented', 'Vanilla', 'Lemongrass']]],
      about: [
        'We whip virgin coconut oil with shea and cocoa butters until light and fluffy. It melts on contact with warm skin and sinks in within minutes.',
        'In very hot weather it may soften; refrigerate for 10 minutes to firm it up again.',
      ],
      features: [
        'No water, so no need for strong preservatives',
        'Three fragrance choices',
        'Glass jar with aluminium lid',
      ],
      howTo: ['Scoop a little with clean fingers.', 'Warm between palms and massage into damp skin after a bath.'],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, theobroma cacao (cocoa) seed butter, tocopherol, natural fragrance (scented versions)',
      net: '200 g',
      reviews: [
        ['Priya S.', 5, '2025-01-21', 'Heavenly. The vanilla one smells like dessert.'],
        [
          'Fatima B.',
          4,
          '2025-06-18',
          'Melted into liquid during the Chennai summer, but firmed up in the fridge. Great for dry elbows.',
        ],
        ['Ramya J.', 5, '2026-10-11', 'Lemongrass is so refreshing. Gifted two jars too.'],
      ],
    },
    {
      name: 'Coconut Water Gel Moisturiser 50 g',
      description:
        'Oil-free gel moisturiser with coconut water and hyaluronic acid that hydrates without stickiness. Ideal for oily skin and humid weather.',
      price: '399.00',
      flags: ['featured', 'latest'],
      fabric: 'Coconut water gel',
      style: 'Oil-free gel moisturiser',
      pack: '50 g tube',
      stock: 210,
      img: ['tube', 28, 'abc'],
      about: [
        'Humid coastal cities call for a moisturiser that does not feel heavy. This gel is mostly coconut water with hyaluronic acid and a little niacinamide.',
        'Wear it under sunscreen in the morning.',
      ],
      features: ['Oil-free and non-comedogenic formula', 'Coconut water and hyaluronic acid', 'Absorbs in seconds'],
      howTo: ['Apply a pea-sized amount to clean face and neck, morning and night.'],
      ingredients:
        'Cocos nucifera (coconut) water, aqua, glycerin, niacinamide, sodium hyaluronate, carbomer, sodium hydroxide, phenoxyethanol',
      net: '50 g',
      reviews: [
        ['Aditi P.', 5, '2025-08-14', 'Perfect for my oily skin in Mumbai humidity.'],
        ['Vikram J.', 4, '2026-05-27', 'Light and nice. Tube is small for the price.'],
      ],
    },
    {
      name: 'Coconut and Shea Lip Balm (Pack of 2)',
      description:
        'Two lip balms of virgin coconut oil, shea butter and beeswax for soft, cared-for lips. Unflavoured.',
      price: '199.00',
      offer: { buy: 2, get: 1 },
      flags: ['best'],
      fabric: 'Virgin coconut oil, shea butter and beeswax',
      style: 'Lip balm stick',
      pack: '2 x 4.5 g',
      stock: 400,
      img: ['tube', 15, 'ab'],
      about: [
        'A simple lip balm with just four ingredients. Keep one at home and one in your bag.',
        'Contains beeswax; not vegan.',
      ],
      features: ['Four ingredients', 'Unflavoured and unscented', 'Pack of two sticks'],
      howTo: ['Apply to lips as often as needed.'],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, cera alba (beeswax), tocopherol',
      net: '9 g (2 x 4.5 g)',
      reviews: [
        ['Sanjay V.', 5, '2025-11-09', 'No flavour, no shine, just works. Good for men who do not want glossy lips.'],
      ],
    },
    {
      name: 'Niacinamide Coconut Face Serum 30 ml',
      description:
        'Lightweight face serum with 5% niacinamide, coconut water and panthenol for a smoother, more even-looking complexion.',
      price: '649.00',
      offer: { percent: '25.00' },
      flags: ['latest'],
      fabric: 'Coconut water serum',
      style: 'Water-based serum',
      pack: '30 ml dropper',
      stock: 85,
      img: ['dropper', 18, 'abc'],
      about: [
        'Niacinamide is one of the best-studied skin-care ingredients for the look of pores and uneven tone. We pair it with coconut water and panthenol in a light serum.',
        'Use morning and evening before moisturiser.',
      ],
      features: ['5% niacinamide', 'Coconut water and panthenol', 'Fragrance-free'],
      howTo: ['Apply 3–4 drops to clean skin.', 'Follow with moisturiser and, in the morning, sunscreen.'],
      ingredients:
        'Cocos nucifera (coconut) water, aqua, niacinamide, glycerin, panthenol, sodium hyaluronate, xanthan gum, phenoxyethanol',
      net: '30 ml',
      reviews: [
        ['Shalini T.', 4, '2025-10-24', 'Smooth texture, no stickiness. Results after about 6 weeks.'],
        ['Joseph A.', 1, '2026-09-05', 'Broke me out badly. Might just be my skin, but I had to stop after a week.'],
      ],
    },
    {
      name: 'Coconut Sugar Body Scrub 250 g',
      description:
        'Body scrub of coconut sugar, virgin coconut oil and desiccated coconut that polishes rough skin and leaves it soft.',
      price: '449.00',
      fabric: 'Coconut sugar in virgin coconut oil',
      style: 'Oil-based body scrub',
      pack: '250 g jar',
      stock: 120,
      img: ['jar', 30, 'ab'],
      about: [
        'Coconut sugar granules are gentler than salt, and they dissolve as you scrub. Virgin coconut oil leaves a soft, moisturised finish.',
        'The floor of the shower will be slippery; rinse it afterwards.',
      ],
      features: ['Coconut sugar and desiccated coconut', 'Virgin coconut oil', 'No microplastics'],
      howTo: [
        'On wet skin, massage a handful in circles.',
        'Rinse with warm water and pat dry.',
        'Use 2–3 times a week.',
      ],
      safety: ['Not for the face or broken skin. Take care: the floor may become slippery.'],
      ingredients:
        'Coconut sugar, cocos nucifera (virgin coconut) oil, desiccated coconut, tocopherol, natural vanilla extract',
      net: '250 g',
    },
    {
      name: 'Mineral Sunscreen SPF 30 with Coconut Oil 50 g',
      description:
        'Zinc oxide mineral sunscreen with coconut oil that sits lightly on Indian skin tones with minimal white cast.',
      price: '549.00',
      flags: ['latest'],
      fabric: 'Zinc oxide in coconut oil base',
      style: 'Mineral sunscreen cream',
      pack: '50 g tube',
      stock: 4,
      img: ['tube', 25, 'abc'],
      about: [
        'Mineral sunscreens often leave a grey cast on medium and deep skin tones. We use a finely dispersed zinc oxide and a tinted base to reduce it.',
        'Reapply every two hours outdoors and after swimming or sweating.',
      ],
      features: ['Zinc oxide, broad spectrum', 'Light tint for less white cast', 'Fragrance-free'],
      howTo: [
        'Apply generously (about two finger lengths for the face and neck) 15 minutes before sun exposure.',
        'Reapply every 2 hours.',
      ],
      ingredients:
        'Aqua, zinc oxide, cocos nucifera (coconut) oil, caprylic/capric triglyceride, glycerin, polyglyceryl-3 polyricinoleate, iron oxides, phenoxyethanol',
      net: '50 g',
    },
    {
      name: 'Coconut Oil Cuticle and Heel Balm 50 g',
      description: 'Thick balm of virgin coconut oil, beeswax and urea for cracked heels and ragged cuticles.',
      price: '299.00',
      offer: { percent: '5.00' },
      fabric: 'Virgin coconut oil and beeswax',
      style: 'Repair balm',
      pack: '50 g tube',
      stock: 140,
      img: ['tube', 35, 'ab'],
      about: [
        'Heels crack in dry winters and from walking barefoot. This balm pairs virgin coconut oil with 10% urea to soften thick, rough skin.',
        'Wear cotton socks overnight for best results.',
      ],
      features: ['10% urea', 'Virgin coconut oil and beeswax', 'Travel-friendly tube'],
      howTo: ['Apply to clean, dry heels and cuticles at night.', 'Wear cotton socks overnight.'],
      safety: [
        'Do not apply to bleeding cracks; see a doctor if cracks are deep or painful, especially if you have diabetes.',
      ],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, urea, cera alba (beeswax), glycerin, aqua, butyrospermum parkii (shea) butter, phenoxyethanol',
      net: '50 g',
    },
    {
      name: 'Coconut Face Cleansing Balm 100 g',
      description:
        'Solid cleansing balm of virgin coconut oil that melts away sunscreen and make-up, then rinses clean with water.',
      price: '529.00',
      flags: ['soldOut', 'best'],
      fabric: 'Virgin coconut oil with emulsifiers',
      style: 'Cleansing balm',
      pack: '100 g jar',
      stock: 0,
      img: ['jar', 15, 'ab'],
      about: [
        'A balm that turns to oil on the skin, dissolves sunscreen and long-wear make-up, and turns milky when you add water so it rinses clean.',
        'Our most requested product; the next batch is on its way.',
      ],
      features: ['Melts make-up and sunscreen', 'Rinses clean with water', 'Spatula included'],
      howTo: [
        'Scoop a little with the spatula onto dry skin.',
        'Massage for a minute, add water to emulsify, and rinse.',
      ],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, polyglyceryl-4 oleate, caprylic/capric triglyceride, cera alba (beeswax), tocopherol',
      net: '100 g',
    },
  ],
};
