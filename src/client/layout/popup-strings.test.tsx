import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiStringKey } from '../../contract';
import { recordUiStrings } from '../context/translate';
import { renderInApp, restoreHttp } from '../test/render-app';
import { NavBar } from './nav-bar';
import { ServicesMenuPanel } from './services-menu-panel';
import type { ServicesMenuData } from './services-menu-types';

afterEach(restoreHttp);

const noop = () => undefined;
const service = (id: number) => ({ id, label: `Service ${id}`, to: `/services/s?service_id=${id}` });
const full: ServicesMenuData = {
  categories: [
    { id: 1, label: 'Category 1', services: [service(1)], more: true },
    { id: 2, label: 'Category 2', services: [] },
  ],
  uncategorised: [service(3)],
};

describe('the services dropdown’s strings in the page’s own dictionary (layout/popup-strings.ts)', () => {
  it('the closed top bar notes every UI string the services dropdown shows open', () => {
    const { keys } = recordUiStrings(() => {
      renderInApp(
        <>
          <ServicesMenuPanel data={full} onNavigate={noop} />
          <ServicesMenuPanel
            data={{ categories: [], uncategorised: [], isLoading: true }}
            onNavigate={noop}
          />
          <ServicesMenuPanel data={{ categories: [], uncategorised: [] }} onNavigate={noop} />
        </>,
      );
      // Every category's side list shown.
      for (const category of screen.getAllByRole('menuitem', { name: /Category/, hidden: true }))
        fireEvent.mouseEnter(category);
    });
    // What a server render of the closed top bar puts in the page's dictionary.
    const { keys: page } = recordUiStrings(() => renderInApp(<NavBar />));
    expect([...keys].filter((key) => !page.has(key))).toEqual([]);
    // What the test opened: a side list with "View all", the loading and empty states.
    for (const text of ['View all', 'Loading services…', 'No services yet'])
      expect(keys.has(uiStringKey(text)), text).toBe(true);
  });
});
