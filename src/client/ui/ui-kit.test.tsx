import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LangMap } from '../../contract';
import { restoreHttp, renderInApp } from '../test/render-app';
import { ConfirmDialog } from './confirm-dialog';
import { ImageUpload } from './image-upload';
import { LangMapField } from './lang-map-field';
import { MediaImage } from './media-image';
import { PagedCardList } from './paged-card-list';
import { QueryList, type ListQuery } from './query-list';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

const UPLOADED = `/media/${'b'.repeat(64)}-1600.webp`;

describe('MediaImage', () => {
  it('draws an uploaded image from its stored widths, sized, and lazy unless told', () => {
    renderInApp(<MediaImage src={UPLOADED} alt="A cover" width={480} height={270} />);
    const img = screen.getByRole('img', { name: 'A cover' });
    expect(img.getAttribute('src')).toBe(`/media/${'b'.repeat(64)}-480.webp`);
    expect(img.getAttribute('srcset')).toContain('-960.webp 960w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '480',
      '270',
      'lazy',
    ]);
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page’s main image at once with high priority', () => {
    renderInApp(<MediaImage src={UPLOADED} alt="Header" width={960} height={400} priority />);
    const img = screen.getByRole('img', { name: 'Header' });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('keeps the box with no image, hidden from screen readers when decorative', () => {
    const { container } = renderInApp(<MediaImage src={null} alt="" width={480} height={270} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('QueryList', () => {
  const list = (over: Partial<ListQuery<string>>): ListQuery<string> => ({
    data: undefined,
    isPending: true,
    isError: false,
    refetch: vi.fn(),
    ...over,
  });
  const ui = (query: ListQuery<string>) => (
    <QueryList query={query} skeleton={<p>skeleton</p>} emptyText="No blogs found">
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );

  it('shows the skeleton while loading, then the items', () => {
    const { unmount } = renderInApp(ui(list({})));
    expect(screen.getByRole('status', { name: 'Loading' }).textContent).toContain('skeleton');
    unmount();
    renderInApp(ui(list({ data: ['a', 'b'], isPending: false })));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('says the list is empty with its own message', () => {
    renderInApp(ui(list({ data: [], isPending: false })));
    expect(screen.getByRole('status').textContent).toContain('No blogs found');
  });

  it('tells a failed first fetch and tries again on request', () => {
    const refetch = vi.fn();
    renderInApp(ui(list({ isPending: false, isError: true, refetch })));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('PagedCardList', () => {
  const items = Array.from({ length: 13 }, (_, i) => `item ${i + 1}`);
  const props = {
    pageSize: 6,
    columns: { xs: 1, md: 3 },
    emptyText: 'No blogs found',
    pagerLabel: 'Blog pages',
    getKey: (s: string) => s,
    renderItem: (s: string) => <span>{s}</span>,
  } as const;
  const whole = (
    <PagedCardList
      source={{
        whole: { data: items, isPending: false, isError: false, refetch: () => undefined },
        pageSize: 6,
      }}
      {...props}
    />
  );
  // The grid is the first list; the pager is a list too.
  const shown = () =>
    within(screen.getAllByRole('list')[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('shows the page the URL names, with links to the others', async () => {
    renderInApp(whole, { path: '/blogs?page=2&lang=en' });
    expect(shown()).toEqual(items.slice(6, 12));
    // The pager's code comes after the page's (render/deferred-section).
    const pager = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe(
      '/blogs?lang=en',
    );
    expect(within(pager).getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe(
      '/blogs?page=3&lang=en',
    );
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves to another page by its link', async () => {
    const { router } = renderInApp(whole, { path: '/blogs' });
    expect(shown()).toEqual(items.slice(0, 6));
    fireEvent.click(await screen.findByRole('link', { name: 'Go to next page' }));
    await waitFor(() => expect(shown()).toEqual(items.slice(6, 12)));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows page 1 of a whole list for a page that does not exist', () => {
    renderInApp(whole, { path: '/blogs?page=9' });
    expect(shown()).toEqual(items.slice(0, 6));
  });

  it('shows a page of cards from the server as it came, with the pager its total makes', async () => {
    const pageOfCards = {
      data: { items: ['item 7', 'item 8'], total: 13, page: 4, limit: 2 },
      isPending: false,
      isError: false,
      refetch: () => undefined,
    };
    renderInApp(<PagedCardList source={{ pageOfCards }} {...props} />, { path: '/blogs?page=4' });
    expect(shown()).toEqual(['item 7', 'item 8']);
    const pager = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Go to page 7' })).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('ConfirmDialog', () => {
  it('shows the item with Cancel and Yes, and calls the one pressed', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderInApp(
      <ConfirmDialog
        open
        title="Category Delete"
        message="Are you sure you want to delete this category?"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        <p>Statistics</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Category Delete' });
    expect(dialog.textContent).toContain('Statistics');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect([onCancel.mock.calls.length, onConfirm.mock.calls.length]).toEqual([1, 1]);
  });

  it('waits while the delete runs', () => {
    renderInApp(
      <ConfirmDialog open busy title="Blog Delete" message="Sure?" onCancel={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect((screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LangMapField', () => {
  function Field({ initial, onValue }: { initial: LangMap; onValue: (v: LangMap) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <LangMapField
        label="Title"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('edits the current language only, right-to-left in Arabic', () => {
    const onValue = vi.fn();
    renderInApp(<Field initial={{ en: 'English title', zh: '中文标题' }} onValue={onValue} />, {
      lang: 'ar',
    });
    const input = screen.getByRole('textbox', { name: 'Title (العربية)' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('dir')).toBe('rtl');
    fireEvent.change(input, { target: { value: 'عنوان عربي' } });
    expect(onValue).toHaveBeenLastCalledWith({ en: 'English title', zh: '中文标题', ar: 'عنوان عربي' });
  });
});

describe('ImageUpload', () => {
  it('reads a chosen image as a data URL and previews it', async () => {
    const onChange = vi.fn();
    renderInApp(<ImageUpload label="Header image" value={null} onChange={onChange} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    expect(screen.getByRole('button', { name: 'Choose image' }).isConnected).toBe(true);
  });

  it('refuses a file that is not an image, or too large, before any upload', async () => {
    const onChange = vi.fn();
    renderInApp(<ImageUpload label="Header image" value={UPLOADED} onChange={onChange} maxBytes={3} />);
    const input = screen.getByTestId('image-upload-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByText('Please choose an image file.')).isConnected).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['12345'], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findByText('The image is larger than 0 MB.')).isConnected).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change image' }).isConnected).toBe(true);
  });
});
