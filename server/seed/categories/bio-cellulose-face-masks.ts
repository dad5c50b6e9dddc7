/** Seed data: the Bio-Cellulose Face Masks category and its products. */
import type { SeedCategoryData } from '../types';
import { COSMETIC_SAFETY } from './shared';

const MASK_FABRIC = 'Bio-cellulose (nata de coco) sheet';

export const faceMasks: SeedCategoryData = {
  category: {
    name: 'Bio-Cellulose Face Masks',
    slug: 'bio-cellulose-face-masks',
    description:
      'Second-skin sheet masks made of nata de coco cellulose that cling closely and deliver serums without drying out.',
    image: 'sheetmask-345-a',
    position: 3,
  },
  defaults: {
    shelfLifeMonths: 24,
    storage: 'Store below 30 °C away from sunlight. Chill in the refrigerator before use for an extra cooling effect.',
    safety: ['Do not use on broken, sunburnt or freshly waxed skin.', ...COSMETIC_SAFETY],
  },
  products: [
    {
      name: 'Bio-Cellulose Hydrating Face Mask with Hyaluronic Acid',
      description:
        'Second-skin bio-cellulose sheet mask soaked in hyaluronic acid and coconut water for deep hydration. Clings to every contour and does not dry out in 20 minutes.',
      price: '249.00',
      offer: { buy: 2, get: 1 },
      flags: ['featured', 'best'],
      fabric: MASK_FABRIC,
      style: 'Full-face sheet mask',
      pack: '1 mask (25 ml serum)',
      stock: 380,
      img: ['sheetmask', 340, 'abcd'],
      sizes: [
        ['Single', '0.00'],
        ['Pack of 5', '900.00'],
      ],
      about: [
        'Cotton and non-woven masks lift at the edges and dry out. Bio-cellulose is grown, not woven, and its fibres are about a thousand times finer than cotton, so the mask clings like a second skin and holds its serum.',
        'This one is loaded with two weights of hyaluronic acid, coconut water and panthenol for plump, hydrated skin.',
      ],
      features: [
        'Grown bio-cellulose, not paper or cotton',
        'Low and high molecular weight hyaluronic acid',
        'Fragrance-free',
        'Suitable for dry and dehydrated skin',
      ],
      howTo: [
        'Cleanse and tone your face.',
        'Unfold the mask, peel off the backing net and place it on your face.',
        'Relax for 20 minutes.',
        'Remove and pat the remaining serum into your skin; no need to rinse.',
      ],
      ingredients:
        'Aqua, cocos nucifera (coconut) water, glycerin, sodium hyaluronate, hydrolysed hyaluronic acid, panthenol, allantoin, bacterial cellulose, phenoxyethanol, ethylhexylglycerin',
      net: '1 mask with 25 ml serum',
      reviews: [
        [
          'Aditi P.',
          5,
          '2025-02-14',
          'Best sheet mask I have used. It actually stays on while I walk around the house.',
        ],
        [
          'Kavya L.',
          5,
          '2025-07-06',
          'My skin looks plump and dewy the next morning. Buy 2 get 1 makes it affordable for weekly use.',
        ],
        ['Divya R.', 4, '2025-12-29', 'Lovely mask, a bit tricky to unfold the first time. Read the instructions!'],
        [
          'Gurpreet K.',
          3,
          '2026-05-10',
          'Nice hydration but the mask is too big for my face, the chin part hangs down.',
        ],
        ['Pooja H.', 5, '2026-09-18', "Used it before my sister's wedding, makeup went on so smoothly."],
      ],
    },
    {
      name: 'Bio-Cellulose Brightening Mask with Niacinamide and Licorice',
      description:
        'Bio-cellulose sheet mask with niacinamide, licorice root extract and coconut water to even out dull, uneven-looking skin.',
      price: '279.00',
      offer: { percent: '15.00' },
      flags: ['latest'],
      fabric: MASK_FABRIC,
      style: 'Full-face sheet mask',
      pack: '1 mask (25 ml serum)',
      stock: 220,
      img: ['sheetmask', 20, 'abc'],
      about: [
        'A brightening mask for skin that looks tired after long commutes and too much sun. Niacinamide and licorice root extract help skin look more even with regular use.',
        'Use it two or three times a week along with daily sunscreen.',
      ],
      features: ['4% niacinamide', 'Licorice root and coconut water', 'Fragrance-free'],
      howTo: [
        'Cleanse your face.',
        'Apply the mask and smooth out air bubbles.',
        'Leave on for 15–20 minutes.',
        'Remove and massage in the remaining serum.',
      ],
      ingredients:
        'Aqua, cocos nucifera (coconut) water, niacinamide, glycerin, glycyrrhiza glabra (licorice) root extract, butylene glycol, bacterial cellulose, phenoxyethanol',
      net: '1 mask with 25 ml serum',
      reviews: [
        [
          'Shalini T.',
          4,
          '2025-09-12',
          'My skin looks brighter after a month of twice-weekly use. Slight tingle the first time.',
        ],
        ['Sanjay V.', 5, '2026-02-03', 'Bought for my wife, now I use it too. No shame.'],
      ],
    },
    {
      name: 'Bio-Cellulose Soothing Mask with Aloe and Centella',
      description:
        'Calming bio-cellulose sheet mask with aloe vera, centella asiatica and coconut water for skin that feels hot and irritated after sun or shaving.',
      price: '269.00',
      flags: ['best'],
      fabric: MASK_FABRIC,
      style: 'Full-face sheet mask',
      pack: '1 mask (25 ml serum)',
      stock: 5,
      img: ['sheetmask', 350, 'ab'],
      about: [
        'After a day in the Chennai sun or a close shave, this mask cools and calms. Aloe vera and centella asiatica (gotu kola) are classic soothing botanicals.',
        'Put it in the refrigerator for 15 minutes first for an extra cooling effect.',
      ],
      features: ['Aloe vera and centella asiatica', 'Cooling and calming', 'Alcohol-free and fragrance-free'],
      howTo: [
        'Chill the mask in the refrigerator (optional).',
        'Apply to clean skin for 20 minutes.',
        'Remove and pat in the serum.',
      ],
      ingredients:
        'Aqua, aloe barbadensis leaf juice, cocos nucifera (coconut) water, centella asiatica extract, glycerin, allantoin, bacterial cellulose, phenoxyethanol',
      net: '1 mask with 25 ml serum',
    },
    {
      name: 'Bio-Cellulose Coconut Water Mask',
      description:
        'Our simplest sheet mask: bio-cellulose and tender coconut water with a touch of glycerin. Light daily hydration for all skin types.',
      price: '229.00',
      offer: { buy: 4, get: 1 },
      flags: ['latest'],
      fabric: MASK_FABRIC,
      style: 'Full-face sheet mask',
      pack: '1 mask (22 ml serum)',
      stock: 300,
      img: ['sheetmask', 30, 'abc'],
      about: [
        'Made with the same tender coconut water our cellulose grows in, this mask is light enough for oily skin and gentle enough for sensitive skin.',
        'A good first bio-cellulose mask if you have never tried one.',
      ],
      features: ['Only six ingredients', 'Suitable for oily and sensitive skin', 'Fragrance-free'],
      howTo: ['Apply on clean skin.', 'Leave on for 15–20 minutes.', 'Remove and pat in the serum.'],
      ingredients:
        'Cocos nucifera (coconut) water, aqua, glycerin, bacterial cellulose, phenoxyethanol, ethylhexylglycerin',
      net: '1 mask with 22 ml serum',
      reviews: [['Revathi S.', 4, '2025-06-27', 'Simple and nice. Does not break me out, which most masks do.']],
    },
    {
      name: 'Bio-Cellulose Under-Eye Patches (5 Pairs)',
      description:
        'Crescent-shaped bio-cellulose patches with caffeine and coconut water that cool and refresh the under-eye area in 15 minutes.',
      price: '399.00',
      offer: { percent: '10.00' },
      flags: ['featured'],
      fabric: MASK_FABRIC,
      style: 'Under-eye patches',
      pack: '5 pairs',
      stock: 140,
      img: ['sheetmask', 10, 'abc'],
      about: [
        'Five pairs of crescent patches for mornings after late nights. Caffeine and coconut water cool and refresh; the patches stay put while you get ready.',
        'Each pair is sealed separately.',
      ],
      features: ['Caffeine and coconut water', 'Stays in place without slipping', 'Individually sealed pairs'],
      howTo: [
        'Apply under clean, dry eyes, thick edge towards the nose.',
        'Leave for 15 minutes.',
        'Remove and tap in the remaining serum.',
      ],
      ingredients:
        'Aqua, cocos nucifera (coconut) water, glycerin, caffeine, sodium hyaluronate, bacterial cellulose, phenoxyethanol',
      net: '5 pairs of patches',
      reviews: [
        ['Neha D.', 5, '2025-10-15', 'Refreshing before early meetings. Keep them in the fridge.'],
        ['Mohammed I.', 3, '2026-07-21', 'They feel nice but I did not see much difference in puffiness.'],
      ],
    },
    {
      name: 'Bio-Cellulose Rose and Saffron Glow Mask',
      description:
        'Festive-season bio-cellulose mask with rose water, saffron extract and coconut water for a fresh, glowing look. Launching soon.',
      price: '329.00',
      flags: ['comingSoon', 'latest'],
      fabric: MASK_FABRIC,
      style: 'Full-face sheet mask',
      pack: '1 mask (25 ml serum)',
      stock: 0,
      img: ['sheetmask', 355, 'ab'],
      about: [
        'Kashmiri saffron and Kannauj rose water meet our coconut bio-cellulose in a mask for wedding and festival season.',
        'Launching in time for the next festive season.',
      ],
      features: ['Kannauj rose water', 'Saffron extract', 'Light rose fragrance'],
      howTo: ['Apply to clean skin.', 'Leave for 20 minutes.', 'Remove and pat in the serum.'],
      ingredients:
        'Rosa damascena flower water, cocos nucifera (coconut) water, glycerin, crocus sativus (saffron) flower extract, bacterial cellulose, parfum, phenoxyethanol',
      net: '1 mask with 25 ml serum',
    },
    {
      name: 'Bio-Cellulose Lip Mask (Pack of 3)',
      description:
        'Small bio-cellulose lip masks with coconut oil and shea for soft, smooth lips. Three masks per pack.',
      price: '199.00',
      flags: ['soldOut'],
      fabric: MASK_FABRIC,
      style: 'Lip mask',
      pack: '3 lip masks',
      stock: 0,
      img: ['sheetmask', 5, 'ab'],
      about: [
        'A quick fix for dry, chapped lips, especially in air-conditioned offices. The mask sits on the lips while you read or scroll.',
        'Follow with our coconut and shea lip balm.',
      ],
      features: ['Virgin coconut oil and shea butter', 'Unflavoured', '3 masks per pack'],
      howTo: ['Place on clean lips for 10–15 minutes.', 'Remove and massage in the remaining essence.'],
      ingredients:
        'Aqua, glycerin, cocos nucifera (coconut) oil, butyrospermum parkii (shea) butter, bacterial cellulose, phenoxyethanol',
      net: '3 lip masks, 8 ml essence each',
    },
    {
      name: 'Bio-Cellulose Mask Gift Box (10 Masks)',
      description:
        'Gift box of ten bio-cellulose sheet masks: hydrating, brightening, soothing and coconut water. A thoughtful present for Diwali, birthdays and weddings.',
      price: '2299.00',
      offer: { percent: '20.00' },
      flags: ['featured', 'best'],
      fabric: MASK_FABRIC,
      style: 'Gift box',
      pack: '10 masks',
      stock: 60,
      img: ['box', 345, 'abcd'],
      options: [['Gift wrap', ['No gift wrap', 'Gift wrap with card']]],
      about: [
        'Ten masks in a recyclable kraft box: 3 hydrating, 3 brightening, 2 soothing and 2 coconut water masks, with a card explaining which to use when.',
        'Add gift wrap and we will include a handwritten card with your message.',
      ],
      features: ['4 mask types, 10 masks', 'Recyclable kraft gift box', 'Optional gift wrap with handwritten card'],
      howTo: ['Use one mask two to three times a week.', 'Follow the instructions on each mask pouch.'],
      ingredients: 'See the label of each mask',
      net: '10 masks (3 x hydrating, 3 x brightening, 2 x soothing, 2 x coconut water)',
      reviews: [
        ['Anjali M.', 5, '2025-10-28', 'Gave this for Diwali to my sisters-in-law, everyone loved it. Beautiful box.'],
        ['Bala K.', 4, '2026-10-30', 'Nice gift. The handwritten card was a lovely touch, but delivery took 5 days.'],
      ],
    },
  ],
};
