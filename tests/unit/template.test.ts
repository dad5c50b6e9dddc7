import { describe, expect, it } from 'vitest';
import { deriveTemplate, expandTemplate, type SectionSpec, type Shape } from '../../common/site/template';

/** A small component written as a string function: a heading, optional note, a list whose first item differs. */
function render(shape: Shape): string {
  const n = Number(shape.items);
  const items = Array.from(
    { length: n },
    (_, i) =>
      `<li class="${i === 0 ? 'first' : 'item'}"><a href="/p/__cc_page_x${i}id__">__cc_page_x${i}name__</a></li>`,
  ).join('');
  const note = shape.note === 'some' ? '<p class="note">__cc_page_note__</p>' : '';
  const badge = shape.badge === 'new' ? '<b>New</b>' : shape.badge === 'sale' ? '<b class="sale">Sale</b>' : '';
  return `<h1>__cc_page_title__</h1>${note}${badge}${n ? `<ul>${items}</ul>` : '<p>Empty</p>'}<footer>end</footer>`;
}

const specs: Record<string, SectionSpec> = {
  items: { kind: 'list', max: 5 },
  note: { kind: 'choice', options: ['none', 'some'] },
  badge: { kind: 'choice', options: ['none', 'new', 'sale'] },
};

describe('first-screen templates with sections', () => {
  const template = deriveTemplate(render, specs, { items: 1, note: 'none', badge: 'none' });

  it('give back exactly the rendering for every shape, counts past the ones the build rendered included', () => {
    for (const items of [0, 1, 2, 3, 5, 9, 30])
      for (const note of ['none', 'some'])
        for (const badge of ['none', 'new', 'sale']) {
          const shape = { items, note, badge };
          expect(expandTemplate(template, shape), JSON.stringify(shape)).toBe(render(shape));
        }
  });

  it('are one template whatever the shapes: one fragment per option and one repeated item', () => {
    expect(Object.keys(template.sections).sort()).toEqual(['badge', 'items', 'note']);
    const items = template.sections.items!;
    expect(items.kind === 'list' && items.item).toContain('__cc_page_x#name__');
  });

  it('refuse a shape they were not built for', () => {
    expect(expandTemplate(template, { items: 1, note: 'none', badge: 'gold' })).toBeNull();
    expect(expandTemplate(template, { items: -1, note: 'none', badge: 'none' })).toBeNull();
    expect(expandTemplate(template, { items: 1.5, note: 'none', badge: 'none' })).toBeNull();
  });

  it('fail the build for a list whose items are not alike', () => {
    const odd = (shape: Shape) =>
      `<ul>${Array.from({ length: Number(shape.items) }, (_, i) => `<li>${'*'.repeat(i * i)}</li>`).join('')}</ul>`;
    expect(() => deriveTemplate(odd, { items: { kind: 'list', max: 4 } }, { items: 1 })).toThrow(/not its items/);
  });
});
