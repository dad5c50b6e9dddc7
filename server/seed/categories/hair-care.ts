/** Seed data: the Hair Care category and its products. */
import type { SeedCategoryData } from '../types';
import { COSMETIC_SAFETY } from './shared';

export const hairCare: SeedCategoryData = {
  category: {
    name: 'Hair Care',
    slug: 'hair-care',
    description:
      'Coconut-based hair oils, shampoos, conditioners and serums inspired by the South Indian tradition of hair oiling.',
    image: 'bottle-125-a',
    position: 7,
  },
  defaults: {
    shelfLifeMonths: 24,
    storage: 'Store below 30 °C away from direct sunlight. Close the cap tightly.',
    safety: COSMETIC_SAFETY,
  },
  products: [
    {
      name: 'Hibiscus and Curry Leaf Coconut Hair Oil',
      description:
        'Traditional hair oil of virgin coconut oil slow-cooked with hibiscus flowers, curry leaves and fenugreek. For a nourishing weekly champi.',
      price: '299.00',
      offer: { percent: '10.00' },
      flags: ['featured', 'best'],
      fabric: 'Virgin coconut oil herbal infusion',
      style: 'Slow-cooked hair oil (kachi ghani style)',
      pack: '100 ml',
      stock: 260,
      img: ['bottle', 120, 'abcd'],
      sizes: [
        ['100 ml', '0.00'],
        ['200 ml', '200.00'],
      ],
      about: [
        'Fresh hibiscus flowers and leaves, curry leaves and fenugreek seeds are simmered in virgin coconut oil over a low flame, exactly the way it is done in many South Indian homes.',
        'Massage into the scalp once or twice a week and leave it on for at least an hour before washing.',
      ],
      features: ['Fresh herbs, not extracts', 'Virgin coconut oil base', 'No mineral oil or synthetic fragrance'],
      howTo: [
        'Warm a tablespoon of oil.',
        'Part your hair and massage into the scalp with your fingertips for 5 minutes.',
        'Leave on for 1 hour or overnight, then wash with a mild shampoo.',
      ],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, hibiscus rosa-sinensis flower and leaf extract, murraya koenigii (curry leaf) extract, trigonella foenum-graecum (fenugreek) seed extract',
      net: '100 ml',
      reviews: [
        ['Lakshmi G.', 5, '2025-02-02', 'Same as the oil my amma made. My hair feels thick and soft.'],
        ['Gurpreet K.', 4, '2025-07-31', 'Nice herbal smell. Takes two washes to get it all out.'],
        ['Ayesha Z.', 5, '2026-01-19', 'Reordering the 200 ml. Weekly oiling routine sorted.'],
      ],
    },
    {
      name: 'Bhringraj and Amla Coconut Hair Oil',
      description:
        'Virgin coconut oil infused with bhringraj and amla, two classic Ayurvedic hair herbs, for a cooling scalp massage.',
      price: '349.00',
      offer: { buy: 2, get: 1 },
      flags: ['latest'],
      fabric: 'Virgin coconut oil herbal infusion',
      style: 'Herbal hair oil',
      pack: '100 ml',
      stock: 140,
      img: ['bottle', 135, 'abc'],
      about: [
        'Bhringraj (false daisy) and amla (Indian gooseberry) are infused in virgin coconut oil for three weeks. The oil is dark green and smells earthy.',
        'A cooling oil for summer scalp massages.',
      ],
      features: ['Bhringraj and amla', 'Virgin coconut oil base', 'Dark green, earthy oil'],
      howTo: ['Massage into the scalp and hair lengths.', 'Leave for 1–2 hours and wash.'],
      ingredients:
        'Cocos nucifera (virgin coconut) oil, eclipta prostrata (bhringraj) extract, phyllanthus emblica (amla) fruit extract',
      net: '100 ml',
    },
    {
      name: 'Coconut Milk Shampoo (Sulphate-Free) 200 ml',
      description:
        'Mild sulphate-free shampoo with coconut milk and coconut-derived cleansers. Washes out hair oil without stripping the scalp.',
      price: '399.00',
      offer: { percent: '15.00' },
      fabric: 'Coconut-derived surfactants with coconut milk',
      style: 'Sulphate-free shampoo',
      pack: '200 ml',
      stock: 170,
      img: ['bottle', 115, 'ab'],
      about: [
        'Made to follow a good oiling, this shampoo uses gentle coconut-derived cleansers instead of SLS and SLES. It lathers less than you may be used to, but it cleans well.',
        'Two small washes work better than one big one after an oil treatment.',
      ],
      features: ['No SLS or SLES', 'Coconut milk and aloe vera', 'pH balanced for the scalp'],
      howTo: [
        'Wet hair thoroughly.',
        'Massage a small amount into the scalp and rinse.',
        'Repeat if you oiled your hair.',
      ],
      ingredients:
        'Aqua, sodium cocoyl isethionate, cocamidopropyl betaine, coconut milk, aloe barbadensis leaf juice, glycerin, citric acid, sodium benzoate, parfum',
      net: '200 ml',
      reviews: [
        ['Divya R.', 4, '2025-08-07', 'Removes oil in two washes. Hair feels soft, not squeaky.'],
        ['Harish B.', 2, '2026-04-30', 'Too little lather for me, and I needed a lot of product. Not for thick hair.'],
      ],
    },
    {
      name: 'Coconut Milk Conditioner 200 ml',
      description:
        'Lightweight conditioner with coconut milk and coconut oil to detangle and soften without weighing hair down. Launching soon.',
      price: '399.00',
      flags: ['comingSoon', 'latest'],
      fabric: 'Coconut milk and coconut oil conditioner',
      style: 'Rinse-off conditioner',
      pack: '200 ml',
      stock: 0,
      img: ['bottle', 110, 'ab'],
      about: [
        'The partner to our sulphate-free shampoo. Final fragrance trials are under way.',
        'Join the newsletter to hear when it launches.',
      ],
      features: ['Coconut milk and coconut oil', 'Silicone-free', 'Light fragrance'],
      howTo: ['Apply to hair lengths after shampooing.', 'Leave for 2 minutes and rinse.'],
      ingredients:
        'Aqua, cetearyl alcohol, behentrimonium methosulfate, coconut milk, cocos nucifera (coconut) oil, glycerin, parfum, sodium benzoate',
      net: '200 ml',
    },
    {
      name: 'Rosemary and Coconut Scalp Serum 30 ml',
      description:
        'Lightweight scalp serum of fractionated coconut oil with rosemary and peppermint oils. Non-greasy, for daily use between washes.',
      price: '549.00',
      flags: ['featured', 'latest'],
      fabric: 'Fractionated coconut oil with rosemary oil',
      style: 'Leave-on scalp serum',
      pack: '30 ml dropper',
      stock: 1,
      img: ['dropper', 128, 'abc'],
      about: [
        'Fractionated coconut oil stays light and non-sticky, so this serum can be used on the scalp daily without the heaviness of a traditional hair oil.',
        'Rosemary and peppermint give a fresh, tingling feel.',
      ],
      features: ['Non-greasy, daily use', 'Rosemary and peppermint oils', 'Precise dropper'],
      howTo: [
        'Part dry hair and apply 4–5 drops along the parting.',
        'Massage in with fingertips; no need to wash out.',
      ],
      ingredients:
        'Caprylic/capric triglyceride (from coconut oil), rosmarinus officinalis (rosemary) leaf oil, mentha piperita (peppermint) oil, tocopherol',
      net: '30 ml',
    },
    {
      name: 'Coconut Leave-In Hair Mist 100 ml',
      description:
        'Water-light leave-in mist with coconut water and a touch of coconut oil that detangles and tames frizz in humid weather.',
      price: '329.00',
      offer: { percent: '0.00' },
      fabric: 'Coconut water mist',
      style: 'Leave-in spray',
      pack: '100 ml',
      stock: 90,
      img: ['spray', 118, 'ab'],
      about: [
        'Monsoon frizz is real. A few sprays of this coconut water mist smooth the hair cuticle and make combing easier.',
        'Works on wet or dry hair.',
      ],
      features: ['Coconut water and coconut oil', 'Detangles and tames frizz', 'Light enough for fine hair'],
      howTo: ['Spray on towel-dried or dry hair from 20 cm.', 'Comb through; do not rinse.'],
      ingredients:
        'Cocos nucifera (coconut) water, aqua, glycerin, cocos nucifera (coconut) oil, polysorbate 20, sodium benzoate, parfum',
      net: '100 ml',
    },
    {
      name: 'Coconut Deep-Conditioning Hair Mask 200 g',
      description:
        'Rich weekly hair mask with coconut cream, virgin coconut oil and shea butter for dry, coloured or heat-styled hair.',
      price: '449.00',
      flags: ['best'],
      fabric: 'Coconut cream and shea butter',
      style: 'Rinse-off hair mask',
      pack: '200 g jar',
      stock: 115,
      img: ['jar', 125, 'abc'],
      about: [
        'Once a week, give dry ends a treat. Coconut cream and virgin coconut oil soften, while shea butter seals in moisture.',
        'Leave it on under a warm towel for a salon-style treatment at home.',
      ],
      features: ['Coconut cream, virgin coconut oil and shea butter', 'For dry and coloured hair', 'Silicone-free'],
      howTo: [
        'After shampooing, squeeze out excess water.',
        'Apply generously to lengths and ends.',
        'Leave for 10–20 minutes under a warm towel and rinse.',
      ],
      ingredients:
        'Aqua, cetearyl alcohol, coconut cream, cocos nucifera (virgin coconut) oil, butyrospermum parkii (shea) butter, behentrimonium chloride, glycerin, parfum, phenoxyethanol',
      net: '200 g',
      reviews: [['Sneha I.', 5, '2025-12-06', 'My bleached ends feel human again. A jar lasts me two months.']],
    },
  ],
};
