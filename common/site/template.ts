/**
 * First-screen templates that do not grow with the data. A template is one rendering of a
 * component with a token for each text (common/site/first-screen.ts), in which each part whose
 * markup depends on the data's shape (how many labels, photos or cards; whether there is a second
 * price or a subtitle) is cut out as a section:
 * - a choice: one fragment per option (a card with one price or two);
 * - a list: the fragments for 0, 1 and 2 items, plus one item with `#` for its index, repeated
 *   for the third item on (as many as the data has).
 * The build finds the sections by rendering the component once per option or count and comparing
 * the results (deriveTemplate, run by src/app/shell.tsx); the server puts the sections the data
 * calls for together and fills in the texts (expandTemplate, then fillPageTokens in
 * server/pages/first-screen.ts). Both are plain string work: the server never runs storefront code.
 */

export type Section =
  | { kind: 'choice'; options: Record<string, string> }
  | {
      kind: 'list';
      /** The section with 0, 1 and 2 items. */
      fragments: [string, string, string];
      /** Items 3, 4, … are this with `#` replaced by their index (2, 3, …), inserted at `at` of the 2-item fragment. */
      item: string;
      at: number;
    };

export interface Template {
  /** The component's HTML with a slot marker where each section goes. */
  html: string;
  sections: Record<string, Section>;
}

/** What each section shows: a choice's option, or a list's length. */
export type Shape = Record<string, string | number>;

/** Where a section goes in `Template.html`: a character no HTML text or attribute can hold. */
const slot = (name: string) => `\u0001${name}\u0001`;

/** A list item's tokens carry its index after a lower-case prefix (`__cc_page_b2title__`). */
const ITEM_INDEX = /(__cc_page_[a-z]+)(\d+)([a-z]+__)/g;

/** The template's HTML for `shape`, still holding its text tokens; null when the shape names an option the template lacks. */
export function expandTemplate(template: Template, shape: Shape): string | null {
  let html = template.html;
  for (const [name, section] of Object.entries(template.sections)) {
    const want = shape[name];
    let fragment: string | undefined;
    if (section.kind === 'choice') fragment = typeof want === 'string' ? section.options[want] : undefined;
    else if (typeof want === 'number' && Number.isInteger(want) && want >= 0) {
      if (want < 3) fragment = section.fragments[want];
      else {
        const two = section.fragments[2];
        const items = Array.from({ length: want - 2 }, (_, k) => section.item.replaceAll('#', String(k + 2)));
        fragment = two.slice(0, section.at) + items.join('') + two.slice(section.at);
      }
    }
    if (fragment === undefined) return null;
    const marker = slot(name);
    const at = html.indexOf(marker);
    html = html.slice(0, at) + fragment + html.slice(at + marker.length);
  }
  return html;
}

export type SectionSpec =
  | { kind: 'choice'; options: string[] }
  /** `max`: the most items the shape may hold, at least 3 (the build checks every count up to it). */
  | { kind: 'list'; max: number };

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};
const commonSuffix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
};

/** The part of `base` (from `start` to `end`) that differs among `variants`, all renderings of one section. */
function region(base: string, variants: string[]): { start: number; end: number; parts: string[] } {
  let start = base.length;
  for (const v of variants) start = Math.min(start, commonPrefix(base, v));
  let tail = Infinity;
  for (const v of variants) tail = Math.min(tail, commonSuffix(base, v), v.length - start);
  tail = Math.min(tail, base.length - start);
  return {
    start,
    end: base.length - tail,
    parts: variants.map((v) => v.slice(start, v.length - tail)),
  };
}

/**
 * Builds a template from `render`, which renders the component for a shape. `base` is the shape
 * the other sections are held at while one is varied. Throws when a section's renderings are not
 * what this model says (sections that overlap, a list whose items are not alike): the component
 * then needs another cut, and the build says so rather than shipping a wrong first screen.
 */
export function deriveTemplate(
  render: (shape: Shape) => string,
  specs: Record<string, SectionSpec>,
  base: Shape,
): Template {
  const baseHtml = render(base);
  const cuts: { name: string; start: number; end: number; section: Section }[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const with_ = (value: string | number) => render({ ...base, [name]: value });
    if (spec.kind === 'choice') {
      const { start, end, parts } = region(baseHtml, spec.options.map(with_));
      cuts.push({
        name,
        start,
        end,
        section: { kind: 'choice', options: Object.fromEntries(spec.options.map((o, i) => [o, parts[i]!])) },
      });
      continue;
    }
    const counts = Array.from({ length: spec.max + 1 }, (_, n) => n);
    const renders = counts.map(with_);
    const { start, end, parts } = region(baseHtml, renders);
    const [zero, one, two, three] = parts as [string, string, string, string];
    // The third item: what the 3-item list has beyond the 2-item one, cut at a tag's start so a
    // token is never split, and with its own index turned into `#`.
    const lead = commonPrefix(two, three);
    const trail = commonSuffix(two, three);
    let at = -1;
    for (let i = Math.min(lead, two.length); i >= two.length - trail && i >= 0; i--)
      if (i === two.length || two[i] === '<') {
        at = i;
        break;
      }
    if (at < 0) throw new Error(`first-screen template: list "${name}" has no third item to repeat`);
    const third = three.slice(at, at + three.length - two.length);
    const item = third.replace(ITEM_INDEX, (token, head: string, index: string, rest: string) =>
      index === '2' ? `${head}#${rest}` : token,
    );
    const section: Section = { kind: 'list', fragments: [zero, one, two], item, at };
    const probe: Template = { html: slot(name), sections: { [name]: section } };
    for (const n of counts)
      if (expandTemplate(probe, { [name]: n }) !== parts[n])
        throw new Error(`first-screen template: list "${name}" with ${n} items is not its items repeated`);
    cuts.push({ name, start, end, section });
  }
  // By position; at one position, a section that adds markup only (empty in the base) first.
  cuts.sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  for (let i = 1; i < cuts.length; i++) {
    const [a, b] = [cuts[i - 1]!, cuts[i]!];
    const sharedPoint = a.start === b.start && (a.start === a.end || b.start === b.end);
    if (b.start < a.end && !sharedPoint)
      throw new Error(`first-screen template: sections "${a.name}" and "${b.name}" overlap`);
  }
  const assemble = () => {
    let html = '';
    let at = 0;
    for (const cut of cuts) {
      html += baseHtml.slice(at, Math.max(at, cut.start)) + slot(cut.name);
      at = Math.max(at, cut.end);
    }
    html += baseHtml.slice(at);
    return { html, sections: Object.fromEntries(cuts.map((c) => [c.name, c.section])) };
  };
  // Two sections that both add markup at one place (a subtitle and a page count under one
  // heading): which comes first shows only when both are there, so try the shape with both.
  const other = (name: string): string | number => {
    const spec = specs[name]!;
    return spec.kind === 'list' ? (base[name] === 2 ? 1 : 2) : spec.options.find((o) => o !== base[name])!;
  };
  for (let i = 1; i < cuts.length; i++) {
    const [a, b] = [cuts[i - 1]!, cuts[i]!];
    if (a.start !== b.start) continue;
    const shape = { ...base, [a.name]: other(a.name), [b.name]: other(b.name) };
    const want = render(shape);
    if (expandTemplate(assemble(), shape) === want) continue;
    [cuts[i - 1], cuts[i]] = [b, a];
    if (expandTemplate(assemble(), shape) !== want)
      throw new Error(`first-screen template: sections "${a.name}" and "${b.name}" do not add up`);
  }
  return assemble();
}
