/** Seed data: the coupons (one inactive, to show it is refused). */
import type { SeedCoupon } from './types';

export const seedCoupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    actualPrice: '499.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '10.00',
    active: true,
  },
  {
    code: 'FLAT100',
    actualPrice: '999.00',
    discountType: 'price',
    discountPrice: '100.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'COCO15',
    actualPrice: '1999.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '15.00',
    active: true,
  },
  {
    code: 'HEAL200',
    actualPrice: '2499.00',
    discountType: 'price',
    discountPrice: '200.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'FREESHIP65',
    actualPrice: '0.00',
    discountType: 'price',
    discountPrice: '65.00',
    discountPercentage: null,
    active: true,
  },
  {
    code: 'CLINIC5',
    actualPrice: '10000.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '5.00',
    active: true,
  },
  {
    code: 'DIWALI25',
    actualPrice: '1499.00',
    discountType: 'percentage',
    discountPrice: null,
    discountPercentage: '25.00',
    active: false,
  },
];
