import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../api/http';
import { fakeAdapter } from '../../../test/fake-adapter';
import { renderInApp, restoreHttp } from '../../../test/render-app';
import { DashboardVitals } from './dashboard-vitals';

afterEach(restoreHttp);

const period = { from: '2026-11-01', to: '2026-11-28' };
const row = (template: string, lang: string, metric: string, p75: number, count = 4) => ({
  template,
  lang,
  metric,
  p75,
  count,
});

describe('the dashboard’s field vitals (decision 0040)', () => {
  it('tables the 75th percentiles per page and language, each rated', async () => {
    renderInApp(<DashboardVitals period={period} />, {
      api: {
        '/vitals/stats': {
          ...period,
          rows: [
            row('home', 'ar', 'LCP', 2300),
            row('home', 'ar', 'INP', 620),
            row('blog', 'en', 'CLS', 0.18),
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Page speed for real visitors' });
    const [, home, blog] = within(table).getAllByRole('row');
    expect(within(home!).getByRole('rowheader').textContent).toBe('Home');
    expect(home!.textContent).toContain('Good');
    expect(home!.textContent).toContain('Poor');
    expect(home!.textContent).toContain('—');
    expect(blog!.textContent).toContain('A blog post');
    expect(blog!.textContent).toContain('Needs improvement');
  });

  it('says when no visitor was measured in the period', async () => {
    renderInApp(<DashboardVitals period={period} />, { api: { '/vitals/stats': { ...period, rows: [] } } });
    await screen.findByText('No measurements from visitors in this period yet.');
  });

  it('says it could not load them, and tries again on request', async () => {
    let calls = 0;
    renderInApp(<DashboardVitals period={period} />);
    http.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return { status: 500, data: { message: 'Boom', code: 'INTERNAL' } };
    });
    await screen.findByText('Could not load the page speed.');
    const before = calls;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => calls).toBeGreaterThan(before);
  });
});
