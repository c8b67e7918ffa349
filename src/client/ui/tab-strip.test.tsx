import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, restoreHttp } from '../test/render-app';
import { TabStrip } from './tab-strip';

const LABELS = ['One', 'Two', 'Three'];

function Strip() {
  const [selected, setSelected] = useState(0);
  return <TabStrip labels={LABELS} selected={selected} onSelect={setSelected} label="Featured" idBase="f" />;
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

afterEach(restoreHttp);

describe('TabStrip (WAI-ARIA tabs, automatic activation)', () => {
  it('names its list, links each tab to the panel and keeps only the selected tab in the tab order', () => {
    renderInApp(<Strip />);
    screen.getByRole('tablist', { name: 'Featured' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(LABELS);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual([
      'f-panel-0',
      'f-panel-1',
      'f-panel-2',
    ]);
    expect(tabs[1]!.id).toBe('f-tab-1');
    fireEvent.click(tabs[2]!);
    expect(selectedTab()?.textContent).toBe('Three');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });

  it('moves with the arrow keys, wrapping round, and with Home and End, focusing the tab it selects', () => {
    renderInApp(<Strip />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('Two');
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(list, { key: 'End' });
    expect(selectedTab()?.textContent).toBe('Three');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('One');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selectedTab()?.textContent).toBe('Three');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selectedTab()?.textContent).toBe('One');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('follows the reading direction in Arabic: the left arrow goes to the next tab', () => {
    renderInApp(<Strip />, { lang: 'ar' });
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selectedTab()?.textContent).toBe('Two');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedTab()?.textContent).toBe('One');
  });
});
