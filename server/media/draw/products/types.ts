import type { Ctx } from '../svg';

export type ProductMeta = {
  /** drawn from above around its centre instead of standing on the floor */
  flat: boolean;
  /** bounding size in the product's own units, for fitting it into a picture */
  w: number;
  h: number;
  /** the close-up view: focus point in the product's own coordinates, and the scale */
  closeUp: [number, number, number];
};

/**
 * One kind of product. Standing products are drawn with their origin at the bottom centre (where
 * they touch the floor), flat ones around their centre. Both functions read the image's label (if
 * any) from the context, so the size can shape the pack.
 */
export interface ProductShape {
  meta(ctx: Ctx): ProductMeta;
  draw(ctx: Ctx): string;
}
