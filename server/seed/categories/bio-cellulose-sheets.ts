/** Seed data: the Bio-Cellulose Sheets category and its products. */
import type { SeedCategoryData } from '../types';
import { BACTERIAL_CELLULOSE } from './shared';

const BC = BACTERIAL_CELLULOSE;

export const bioCelluloseSheets: SeedCategoryData = {
  category: {
    name: 'Bio-Cellulose Sheets',
    slug: 'bio-cellulose-sheets',
    description:
      'Hydrated and dry bacterial-cellulose membranes in sheets, rolls and discs for clinics, formulators and research labs.',
    image: 'roll-185-a',
    position: 2,
  },
  defaults: {
    shelfLifeMonths: 24,
    storage: 'Store sealed at 4–30 °C. Keep hydrated sheets in their liquid; do not freeze.',
    safety: [
      'Supplied for professional, formulation and research use; not a finished medical device unless labelled sterile.',
      'Handle with clean gloves and sterile tools to avoid contaminating the membrane.',
    ],
    extra: [['Batch no.', 'Printed on the pack']],
  },
  products: [
    {
      name: 'Bio-Cellulose Hydrated Sheet 30 x 40 cm',
      description:
        'Large never-dried bio-cellulose membrane in purified water for clinics, cosmetic formulators and makers who cut their own shapes.',
      price: '1299.00',
      flags: ['latest'],
      fabric: 'Bacterial cellulose membrane, never dried',
      style: 'Hydrated sheet in pouch',
      pack: '1 sheet (30 x 40 cm, 3 mm)',
      stock: 45,
      img: ['roll', 182, 'abc'],
      sizes: [
        ['30 x 40 cm', '0.00'],
        ['40 x 60 cm', '900.00'],
      ],
      options: [['Thickness', ['2 mm', '3 mm', '5 mm']]],
      about: [
        'Grown in shallow trays from Pollachi coconut water by Komagataeibacter xylinus, then washed and purified, this sheet is the same material as our dressings before cutting and pouching.',
        'Formulators soak it in their own serums to make custom masks; clinics cut it to shape for procedures.',
      ],
      features: [
        'Never dried, so it keeps full water-holding capacity',
        'Uniform thickness across the sheet',
        'Supplied in purified water in a resealable pouch',
      ],
      howTo: [
        'Open the pouch on a clean surface.',
        'Cut with sterile scissors or a scalpel.',
        'Soak in your formulation for at least 4 hours.',
        'Return unused material to its liquid and refrigerate.',
      ],
      ingredients: 'Bacterial cellulose, purified water',
      net: '1 sheet, 30 x 40 cm, in 250 ml purified water',
    },
    {
      name: 'Bio-Cellulose Dry Film Roll 20 cm x 1 m',
      description:
        'Dried bio-cellulose film on a roll, paper-thin and strong. Rehydrates in water; used for prototypes, crafts, bookbinding and research.',
      price: '2499.00',
      flags: ['featured'],
      fabric: 'Dried bacterial cellulose film',
      style: 'Roll',
      pack: '1 roll (20 cm x 1 m)',
      stock: 3,
      img: ['roll', 178, 'ab'],
      about: [
        'When bio-cellulose is dried under tension it becomes a tough, translucent film that feels a little like parchment. It rehydrates partially in water.',
        'Makers use it for lampshades and book repair, and labs use it as a substrate for cell culture and sensor prototypes.',
      ],
      features: ['High tensile strength when dry', 'Translucent, paper-like finish', 'Biodegradable and compostable'],
      howTo: [
        'Cut to size with scissors.',
        'Rehydrate in water for 30 minutes if a flexible sheet is needed.',
        'Store dry and rolled.',
      ],
      ingredients: 'Bacterial cellulose',
      net: '1 roll, 20 cm x 1 m, approx. 40 g',
      storage: 'Store dry and rolled in its sleeve, away from humidity.',
    },
    {
      name: 'Bio-Cellulose Research Grade Discs (24 pcs)',
      description:
        'Pre-cut bio-cellulose discs sized for 24-well culture plates, for university and industry research labs.',
      price: '1899.00',
      flags: ['comingSoon', 'latest'],
      fabric: 'Purified bacterial cellulose, endotoxin tested',
      style: 'Discs for 24-well plates',
      pack: '24 discs (15.5 mm)',
      stock: 0,
      img: ['box', 186, 'ab'],
      about: [
        'Our research discs are punched from hydrated sheets, purified to low endotoxin levels and autoclaved in PBS.',
        'We are validating the first lots now. Labs can pre-register interest through consumer care.',
      ],
      features: ['15.5 mm diameter for 24-well plates', 'Autoclaved in PBS', 'Lot-wise certificate of analysis'],
      howTo: [
        'Open in a biosafety cabinet.',
        'Transfer discs with sterile forceps.',
        'Equilibrate in culture medium before seeding.',
      ],
      safety: ['For research use only. Not for use in humans or animals.'],
      ingredients: 'Bacterial cellulose, phosphate-buffered saline',
      net: '24 discs, 15.5 mm diameter',
    },
    {
      name: 'Bio-Cellulose Formulator Sample Kit',
      description:
        'Sample kit for cosmetic formulators: hydrated bio-cellulose sheets and pre-cut mask blanks in three thicknesses to test with your own serums.',
      price: '999.00',
      offer: { percent: '25.00' },
      flags: ['best'],
      fabric: 'Bacterial cellulose membrane',
      style: 'Sample kit',
      pack: '12 mask blanks + 2 sheets',
      stock: 70,
      img: ['box', 180, 'abc'],
      about: [
        'Brands and formulators use this kit to check how their serums load into bio-cellulose before ordering mask blanks in bulk.',
        'It contains face-mask blanks in 2, 3 and 5 mm thickness and two 20 x 20 cm sheets.',
      ],
      features: ['Mask blanks in three thicknesses', 'Loading guide and spec sheet', 'Bulk pricing on request'],
      howTo: [
        'Drain the storage water.',
        'Load each blank with 20–25 ml of serum.',
        'Seal and rest for 24 hours before testing.',
      ],
      ingredients: 'Bacterial cellulose, purified water',
      net: '12 mask blanks and 2 sheets of 20 x 20 cm',
    },
    {
      name: 'Bio-Cellulose Sheet Bulk Pack (50 Sheets)',
      description:
        'Fifty hydrated 20 x 20 cm bio-cellulose sheets for spas, clinics and contract manufacturers, with batch certificate.',
      price: '14999.00',
      offer: { percent: '12.50' },
      flags: ['featured'],
      fabric: 'Bacterial cellulose membrane, never dried',
      style: 'Bulk hydrated sheets',
      pack: '50 sheets (20 x 20 cm)',
      stock: 10,
      img: ['box', 184, 'abcd'],
      about: [
        'Fifty sheets packed in five sealed trays of ten, for businesses that cut their own masks or dressings.',
        'Each tray carries a batch number and a certificate of analysis is included.',
      ],
      features: ['5 trays of 10 sheets', 'Certificate of analysis per batch', 'GST invoice'],
      howTo: ['Keep trays sealed until use.', 'Refrigerate opened trays and use within 7 days.'],
      ingredients: 'Bacterial cellulose, purified water',
      net: '50 sheets, 20 x 20 cm each',
    },
    {
      name: 'Bio-Cellulose Pet Care Pad 10 x 15 cm',
      description:
        'Soft bio-cellulose pad for keeping minor scrapes on dogs and cats clean and moist. Take your pet to a vet for bites and deep wounds.',
      price: '449.00',
      flags: ['soldOut'],
      fabric: BC,
      style: 'Hydrated pad',
      pack: '2 pads (10 x 15 cm)',
      stock: 0,
      img: ['dressing', 176, 'ab'],
      about: [
        'Pet owners kept asking us for our dressings, so we made a pack sized for paws and legs. It is the same membrane, packed two to a pouch.',
        'Always let a vet see bites, deep cuts and wounds that smell or swell.',
      ],
      features: ['Non-toxic if licked', 'Sized for paws and legs', '2 pads per pouch'],
      howTo: [
        'Clean the scrape with saline.',
        'Place the pad and wrap with a self-adhesive pet bandage.',
        'Check and change daily.',
      ],
      safety: ['For animal use only. Consult a veterinarian for anything beyond a minor scrape.'],
      ingredients: 'Bacterial cellulose, purified water',
      net: '2 pads, 10 x 15 cm each',
    },
  ],
};
