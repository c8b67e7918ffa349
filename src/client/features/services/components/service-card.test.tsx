import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeService } from '../../../test/fixtures';
import { ServiceCard } from './service-card';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('ServiceCard', () => {
  it('links the service page by its name and id, in the current language', () => {
    renderInApp(<ServiceCard service={makeService(7)} />, { lang: 'ar' });
    const card = screen.getByRole('article');
    const link = within(card).getByRole<HTMLAnchorElement>('link', { name: 'خدمة 7' });
    // Written with its letters (decision 0049); followed, it is the escaped address.
    expect(link.getAttribute('href')).toBe('/services/خدمة-7?service_id=7');
    expect(link.href).toBe(`${location.origin}/services/${encodeURIComponent('خدمة-7')}?service_id=7`);
    expect(card.textContent).toContain('What service 7 does');
  });

  it('holds actions and previews without a link', () => {
    const onDelete = vi.fn();
    renderInApp(
      <ServiceCard
        service={makeService(2)}
        linked={false}
        actions={<button onClick={onDelete}>Delete</button>}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
