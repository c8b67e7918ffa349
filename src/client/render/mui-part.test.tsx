import { useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLORS } from '../../contract';
import { http } from '../api/http';
import { AppProvider } from '../context/app-provider';
import { renderWithQueryClient } from '../test/render';
import { lazyMuiPart, muiPart } from './mui-part';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** What MUI's components read: the theme's direction and primary colour. */
function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="theme">{`${theme.direction} ${theme.palette.primary.main}`}</output>;
}

function renderPart(lang: 'ar' | 'en', load: () => Promise<typeof ThemeProbe>) {
  http.defaults.adapter = () => new Promise(() => undefined);
  const Part = lazy(async () => ({ default: await muiPart(load)() }));
  renderWithQueryClient(
    <AppProvider initialLang={lang}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </AppProvider>,
  );
}

describe('muiPart', () => {
  it("puts the app's theme for the language's direction around a MUI part", async () => {
    renderPart('ar', async () => ThemeProbe);
    expect((await screen.findByLabelText('theme')).textContent).toBe(`rtl ${THEME_COLORS.primary}`);
  });

  it('left to right in English', async () => {
    renderPart('en', async () => ThemeProbe);
    expect((await screen.findByLabelText('theme')).textContent).toBe(`ltr ${THEME_COLORS.primary}`);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof ThemeProbe>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ThemeProbe);
    const part = muiPart(load);
    await expect(part()).rejects.toThrow('offline');
    expect(await part()).toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a lazy part once loaded, and at once when it was preloaded', async () => {
    http.defaults.adapter = () => new Promise(() => undefined);
    const Later = lazyMuiPart(async () => ThemeProbe);
    const { unmount } = renderWithQueryClient(
      <AppProvider initialLang="ar">
        <Later />
      </AppProvider>,
    );
    expect(screen.queryByLabelText('theme')).toBeNull();
    expect((await screen.findByLabelText('theme')).textContent).toBe(`rtl ${THEME_COLORS.primary}`);
    unmount();

    const Preloaded = lazyMuiPart(async () => ThemeProbe);
    await Preloaded.preload();
    renderWithQueryClient(
      <AppProvider initialLang="en">
        <Preloaded />
      </AppProvider>,
    );
    expect(screen.getByLabelText('theme').textContent).toBe(`ltr ${THEME_COLORS.primary}`);
  });
});
