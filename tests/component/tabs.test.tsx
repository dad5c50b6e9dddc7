import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, tabKeyTarget } from '../../src/components/common/Tabs';

const TABS = [
  { id: 'one', label: 'One', panel: <p>First panel</p> },
  { id: 'two', label: 'Two', panel: <p>Second panel</p> },
  { id: 'three', label: 'Three', panel: <p>Third panel</p> },
];

function renderTabs(initial?: string) {
  render(
    <>
      <button type="button">Before</button>
      <Tabs label="Example" tabs={TABS} initial={initial} listClassName="nav" panelClassName="panel" />
      <button type="button">After</button>
    </>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** The tabs' tabindex values in order: only the selected one is in the Tab order. */
const tabIndexes = () => screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'));

describe('Tabs (the one tab behaviour: About page and product details)', () => {
  it('names the list, ties each tab to its panel, and shows only the selected panel', () => {
    renderTabs('two');
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Two' });
    expect(panel).toHaveTextContent('Second panel');
    expect(tab('Two')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tabIndexes()).toEqual(['-1', '0', '-1']);
  });

  it('keeps one tab in the Tab order: Tab enters at the selected tab, then goes to its panel', async () => {
    const user = userEvent.setup();
    renderTabs('two');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Two')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping at both ends), Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('One'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    expect(tabIndexes()).toEqual(['-1', '0', '-1']);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('One')).toHaveFocus(); // wrapped past the last

    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus(); // wrapped past the first
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');

    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('One'));
    await user.keyboard('{ArrowDown}a');
    expect(tab('One')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
  });
});
