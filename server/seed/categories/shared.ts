/** Texts that several seed categories share. */

export const BACTERIAL_CELLULOSE = 'Bacterial cellulose (nata de coco)';

export const WOUND_SAFETY = [
  'For external use only, on minor cuts, scrapes, abrasions and superficial (first-degree) burns.',
  'Consult a doctor for deep, large, heavily bleeding or infected wounds, animal bites, burns larger than the palm of your hand, and for any wound on a person with diabetes or poor circulation.',
  'Sterile until the pouch is opened. Do not use if the pouch is torn or damaged. Single use only; do not re-sterilise.',
  'Stop using and seek medical advice if redness, swelling, pain or discharge increases.',
];

export const COSMETIC_SAFETY = [
  'For external use only. Do a patch test on the inner arm 24 hours before first use.',
  'Avoid contact with eyes; if contact occurs, rinse well with water.',
  'Discontinue use if irritation or redness develops. Keep out of reach of children.',
];
