/**
 * How a product's size shapes its pack. Each kind reads the measure it understands (a volume for
 * bottles, a mass for jars, an area for dressings, ...) as a position between a small and a large
 * pack; without a measure (the shared art) the pack keeps its usual shape.
 */
import type { PackLabel } from '../../product-art';

/** Where `value` sits between `lo` and `hi` on a log scale, clamped to 0–1. */
export function logT(value: number, lo: number, hi: number): number {
  if (!(value > 0)) return 0.5;
  return Math.min(1, Math.max(0, Math.log(value / lo) / Math.log(hi / lo)));
}

export function volumeMl(label: PackLabel | undefined): number | null {
  return label?.measure?.kind === 'volume' ? label.measure.ml : null;
}

export function massG(label: PackLabel | undefined): number | null {
  return label?.measure?.kind === 'mass' ? label.measure.g : null;
}

/** Flat size in cm (dressings, sheets): width and height. */
export function areaCm(label: PackLabel | undefined): { w: number; h: number } | null {
  return label?.measure?.kind === 'area' ? { w: label.measure.widthCm, h: label.measure.heightCm } : null;
}

/**
 * How many of the product one picture shows: packs of two or three are drawn in full, bigger packs
 * as three with a count sticker. Kinds whose pack holds the items (boxes, pouches, capsule bottles)
 * are drawn once.
 */
export function copiesShown(label: PackLabel | undefined, kindHoldsItems: boolean): number {
  if (!label || kindHoldsItems) return 1;
  return Math.min(3, Math.max(1, label.count));
}
