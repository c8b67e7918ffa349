import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { THEME_COLORS, dirOf, type Lang } from '../../contract';
import { DirectionContext } from './direction';
import { lazyMuiPart, muiPart } from './mui-part';

/** What MUI's components read: the theme's direction and primary colour. */
function ThemeProbe() {
  const theme = useTheme();
  return <output aria-label="theme">{`${theme.direction} ${theme.palette.primary.main}`}</output>;
}

/**
 * The direction as the app's context provides it for the language (context/app-provider.tsx;
 * its test checks it does): render/ is below context/ and is tested without it.
 */
function InLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <DirectionContext.Provider value={dirOf(lang)}>{children}</DirectionContext.Provider>;
}

function renderPart(lang: 'ar' | 'en', load: () => Promise<typeof ThemeProbe>) {
  const Part = lazy(async () => ({ default: await muiPart(load)() }));
  render(
    <InLanguage lang={lang}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </InLanguage>,
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
    const Later = lazyMuiPart(async () => ThemeProbe);
    const { unmount } = render(
      <InLanguage lang="ar">
        <Later />
      </InLanguage>,
    );
    expect(screen.queryByLabelText('theme')).toBeNull();
    expect((await screen.findByLabelText('theme')).textContent).toBe(`rtl ${THEME_COLORS.primary}`);
    unmount();

    const Preloaded = lazyMuiPart(async () => ThemeProbe);
    await Preloaded.preload();
    render(
      <InLanguage lang="en">
        <Preloaded />
      </InLanguage>,
    );
    expect(screen.getByLabelText('theme').textContent).toBe(`ltr ${THEME_COLORS.primary}`);
  });
});
