import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, renderInApp } from '../../../test/render-app';
import { makeResearcher } from '../../../test/fixtures';
import { ResearcherCard } from './researcher-card';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

describe('ResearcherCard', () => {
  it('shows the name, position and bio in the current language, with its actions', () => {
    renderInApp(<ResearcherCard researcher={makeResearcher(4)} actions={<button>Edit</button>} />, {
      lang: 'ar',
    });
    screen.getByRole('heading', { name: 'الباحث 4' });
    expect(screen.getByRole('article').textContent).toContain('Position 4');
    screen.getByRole('button', { name: 'Edit' });
  });
});
