import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UiTranslation } from '../../../../contract';
import { http } from '../../../api/http';
import { fakeAdapter, type FakeReply } from '../../../test/fake-adapter';
import { renderInApp, restoreHttp, type AppRenderOptions } from '../../../test/render-app';
import Snackbars from '../../../ui/snackbars';
import { RequestForm, preloadFormParts } from './request-form';
import type { UploadEvents } from '../../../ui/uploads/resumable-upload';

// As a visitor's first focus on the form does: its alerts, progress and file list (MUI)
// are here before they show.
beforeAll(() => preloadFormParts());

/**
 * The uploads (decision 0064) without tus: each chosen file's upload is kept here; it
 * finishes by itself (its id `upload-<name>`) unless a test takes the controls (`manual`).
 */
const fakeUploads = vi.hoisted(() => ({
  manual: false,
  started: [] as { file: File; on: UploadEvents; dropped: boolean | null }[],
}));
vi.mock('../../../ui/uploads/resumable-upload', () => ({
  startUpload: (file: File, on: UploadEvents) => {
    const upload = { file, on, dropped: null as boolean | null };
    fakeUploads.started.push(upload);
    if (!fakeUploads.manual) setTimeout(() => on.done(`upload-${file.name}`), 0);
    return { stop: (drop: boolean) => void (upload.dropped = drop) };
  },
}));
afterEach(() => {
  fakeUploads.manual = false;
  fakeUploads.started.length = 0;
});

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../../test/fake-socket');
  return { io: vi.fn(() => createFakeSocket()) };
});
afterEach(restoreHttp);

const MiB = 1024 * 1024;
const LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Place of residence',
  description: 'What do you need?',
} as const;
const FILLED = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+20 100 000 0000',
  address: 'Cairo',
  description: 'SPSS analysis of my survey',
};

/** A file of `size` bytes; only the first KB is real (the size is what the checks read). */
function file(name: string, type: string, size = 2048, lastModified = 1): File {
  const made = new File([new Uint8Array(Math.min(size, 1024))], name, { type, lastModified });
  if (size > 1024) Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** What the POST /requests sees, and how it answers; the page's other calls go to the usual fake server. */
function answerRequests(reply: FakeReply | ((config: InternalAxiosRequestConfig) => Promise<FakeReply>)) {
  const base = http.defaults.adapter as AxiosAdapter;
  const sent: { body: Record<string, unknown>; config: InternalAxiosRequestConfig }[] = [];
  http.defaults.adapter = async (config) => {
    if (config.url !== '/requests' || config.method !== 'post') return base(config);
    sent.push({ body: JSON.parse(String(config.data)) as Record<string, unknown>, config });
    const answer = typeof reply === 'function' ? await reply(config) : reply;
    return fakeAdapter([answer])(config);
  };
  return sent;
}

const created = (id = 42): FakeReply => ({
  status: 201,
  data: {
    message: 'Your request has been sent successfully. We will contact you soon.',
    data: { request_id: id, request_ref: `0A1B-2C3D-4E${id}`, document_count: 1 },
  },
});

function renderForm(options: AppRenderOptions = {}) {
  const result = renderInApp(
    <>
      <Snackbars />
      <Link to="/" state={{ orderService: 'Statistical analysis using SPSS', orderServiceId: 7 }}>
        Order
      </Link>
      <RequestForm />
    </>,
    options,
  );
  const input = (label: string) =>
    screen.getByRole('textbox', { name: new RegExp(`^${label.replace('?', '\\?')}`) }) as HTMLInputElement;
  const fill = (values: Partial<Record<keyof typeof LABELS, string>>) => {
    for (const [key, value] of Object.entries(values))
      fireEvent.change(input(LABELS[key as keyof typeof LABELS]), { target: { value } });
  };
  const choose = (...files: File[]) => {
    const picker = result.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(picker, 'files', { value: files, configurable: true });
    fireEvent.change(picker);
  };
  const submit = () => screen.getByRole('button', { name: /^(Send request|Sending…)$/ }) as HTMLButtonElement;
  const listed = () => {
    const list = screen.queryByRole('list', { name: 'Chosen files' });
    return list
      ? within(list)
          .getAllByRole('listitem')
          // The name and size (each file's upload status follows a ' · ').
          .map((li) => li.textContent?.split(' · ')[0])
      : [];
  };
  return { ...result, input, fill, choose, submit, listed };
}

describe('RequestForm: files', () => {
  it("says 'Upload Files Reference +' until files are chosen, then 'Re-Upload Files Reference', and back when they are removed", () => {
    const form = renderForm();
    // A real button (axe: no label with a button role around an input) that opens the hidden picker.
    const picker = form.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.spyOn(picker, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Files Reference +' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.queryByText('Re-Upload Files Reference')).toBeNull();
    form.choose(file('thesis.pdf', 'application/pdf'));
    screen.getByRole('button', { name: 'Re-Upload Files Reference' });
    expect(screen.queryByText('Upload Files Reference +')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove thesis.pdf' }));
    screen.getByText('Upload Files Reference +');
  });

  it('accepts images and PDFs, several at once, appended to those chosen, each once, with its size', () => {
    const form = renderForm();
    const picker = form.container.querySelector('input[type="file"]')!;
    expect(picker.hasAttribute('multiple')).toBe(true);
    expect(picker.getAttribute('accept')).toBe(
      'application/pdf,image/jpeg,image/png,image/webp,image/avif,image/gif',
    );
    const thesis = file('thesis.pdf', 'application/pdf', 2.5 * MiB);
    form.choose(thesis);
    form.choose(file('thesis.pdf', 'application/pdf', 2.5 * MiB), file('scan.png', 'image/png', 3000));
    expect(form.listed()).toEqual(['thesis.pdf2.5 MB', 'scan.png3 kB']);
    // A different file that only shares the name is a new file.
    form.choose(file('scan.png', 'image/png', 5000, 2));
    expect(form.listed()).toEqual(['thesis.pdf2.5 MB', 'scan.png3 kB', 'scan.png5 kB']);
  });

  it('removes a file before sending', () => {
    const form = renderForm();
    form.choose(file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg'), file('c.webp', 'image/webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(form.listed()).toEqual(['a.pdf2 kB', 'c.webp2 kB']);
  });

  it("checks the server's limits before sending, naming the file that did not fit", () => {
    const form = renderForm();
    form.choose(
      file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('huge.pdf', 'application/pdf', 21 * MiB),
    );
    const warnings = () => screen.getAllByRole('alert').map((a) => a.textContent);
    expect(warnings()).toEqual([
      'notes.docx is not an image or a PDF, so it was not added.',
      'huge.pdf is larger than 20 MB, so it was not added. You can send large files on WhatsApp.',
    ]);
    expect(form.listed()).toEqual([]);

    // The request's total: two of 19 MB fit, a third passes 50 MB.
    form.choose(
      file('one.pdf', 'application/pdf', 19 * MiB),
      file('two.pdf', 'application/pdf', 19 * MiB),
      file('three.pdf', 'application/pdf', 19 * MiB),
    );
    expect(warnings()).toEqual(['All files together may be at most 50 MB, so three.pdf was not added.']);
    expect(form.listed()).toHaveLength(2);

    // At most ten files.
    form.choose(...Array.from({ length: 9 }, (_, i) => file(`page-${i + 1}.png`, 'image/png')));
    expect(form.listed()).toHaveLength(10);
    expect(warnings()).toEqual([
      'At most 10 files can be sent with one request, so page-9.png was not added.',
    ]);
  });

  it('takes a PDF without a MIME type by its name', () => {
    const form = renderForm();
    form.choose(file('chapter.PDF', ''), file('notes.txt', ''));
    expect(form.listed()).toEqual(['chapter.PDF2 kB']);
    expect(screen.getByRole('alert').textContent).toContain('notes.txt');
  });
});

describe('RequestForm: fields', () => {
  it('keeps Send disabled until all five fields have text', () => {
    const form = renderForm();
    expect(form.submit().disabled).toBe(true);
    form.fill({ name: FILLED.name, email: FILLED.email, phone: FILLED.phone, address: FILLED.address });
    expect(form.submit().disabled).toBe(true);
    form.fill({ description: '   ' });
    expect(form.submit().disabled).toBe(true);
    form.fill({ description: FILLED.description });
    expect(form.submit().disabled).toBe(false);
    form.fill({ phone: '' });
    expect(form.submit().disabled).toBe(true);
  });

  it('says on blur what an empty field needs, and when the email cannot be written to', () => {
    const form = renderForm();
    fireEvent.blur(form.input('Full name'));
    screen.getByText('Please enter your name');
    form.fill({ name: 'Sara' });
    fireEvent.blur(form.input('Full name'));
    expect(screen.queryByText('Please enter your name')).toBeNull();
    fireEvent.blur(form.input('Phone number'));
    screen.getByText('Please enter your phone number');
    form.fill({ email: 'sara at example' });
    fireEvent.blur(form.input('Email'));
    screen.getByText('Please enter a valid email address');
  });

  it('does not send with an email that cannot be written to', () => {
    const form = renderForm();
    const sent = answerRequests(created());
    form.fill({ ...FILLED, email: 'sara@example' });
    fireEvent.click(form.submit());
    screen.getByText('Please enter a valid email address');
    expect(document.activeElement).toBe(form.input('Email'));
    expect(sent).toEqual([]);
  });

  it('prefills the description with the service a service page ordered, only when it is empty', async () => {
    const form = renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Order' }));
    await waitFor(() =>
      expect(form.input('What do you need?').value).toBe(
        'I would like to order the service: Statistical analysis using SPSS',
      ),
    );
  });

  it('sends the id of the service ordered with the request, and none without an order', async () => {
    const form = renderForm();
    const sent = answerRequests(created());
    form.fill(FILLED);
    fireEvent.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).not.toHaveProperty('service_id');
    await screen.findByText('Your request was sent. Your reference number is 0A1B-2C3D-4E42.');
    fireEvent.click(screen.getByRole('link', { name: 'Order' }));
    await waitFor(() =>
      expect(form.input('What do you need?').value).toBe(
        'I would like to order the service: Statistical analysis using SPSS',
      ),
    );
    form.fill({ ...FILLED, description: 'SPSS for my survey' });
    fireEvent.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ service_id: 7, request_desc: 'SPSS for my survey' });
  });

  it('leaves a description the visitor wrote alone, and prefills in the page language', async () => {
    const translations: UiTranslation[] = [
      {
        id: 1,
        en: 'I would like to order the service: {service}',
        ar: 'أرغب في طلب خدمة: {service}',
        zh: '我想订购以下服务：{service}',
      },
    ];
    const ar = renderForm({ lang: 'ar', translations });
    fireEvent.click(screen.getByRole('link', { name: 'Order' }));
    await waitFor(() =>
      expect(ar.container.querySelector<HTMLTextAreaElement>('#request-description')!.value).toBe(
        'أرغب في طلب خدمة: Statistical analysis using SPSS',
      ),
    );
    ar.unmount();
    restoreHttp();

    const en = renderForm();
    en.fill({ description: 'My own words' });
    fireEvent.click(screen.getByRole('link', { name: 'Order' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(en.input('What do you need?').value).toBe('My own words');
  });

  it('hides the honeypot from people and screen readers, and sends it only when filled', async () => {
    const form = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = form.container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    const sent = answerRequests(created());
    form.fill(FILLED);
    fireEvent.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).not.toHaveProperty('website');
    await screen.findByText('Your request was sent. Your reference number is 0A1B-2C3D-4E42.');

    // A bot that fills every input it finds.
    trap.value = 'http://spam.example';
    form.fill(FILLED);
    fireEvent.click(form.submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.website).toBe('http://spam.example');
  });
});

describe('RequestForm: sending', () => {
  it('uploads each file as it is chosen and sends the uploads with the fields and the page language, with a progress bar, disabled while it goes', async () => {
    fakeUploads.manual = true;
    const form = renderForm({ lang: 'en' });
    let finish: (reply: FakeReply) => void = () => undefined;
    const sent = answerRequests(() => new Promise<FakeReply>((resolve) => (finish = resolve)));
    form.choose(file('thesis.pdf', 'application/pdf', 10));
    // Its upload starts at once, while the student types.
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    const [upload] = fakeUploads.started;
    await act(async () => upload!.on.progress(2));
    await screen.findByText(/Uploading… 20%/);
    form.fill(FILLED);
    fireEvent.click(form.submit());

    // The request waits for its files: their progress together, and the connection's absence.
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    await act(async () => upload!.on.progress(4));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    screen.getByText('Uploading your files… 40%');
    await act(async () => upload!.on.waiting());
    expect(screen.getAllByText('Waiting for the connection…').length).toBeGreaterThan(0);
    expect(bar.getAttribute('aria-valuetext')).toBe('Waiting for the connection…');
    expect(form.submit().disabled).toBe(true);
    expect(form.submit().textContent).toBe('Sending…');
    expect(form.container.querySelector<HTMLInputElement>('input[type="file"]')!.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove thesis.pdf' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(sent).toEqual([]);

    await act(async () => upload!.on.done('aB3dE5gH7jK9mN1pQ3sT5v'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      request_name: 'Sara Ahmed',
      request_email: 'sara@example.com',
      request_phone: '+20 100 000 0000',
      request_address: 'Cairo',
      request_desc: 'SPSS analysis of my survey',
      request_uploads: ['aB3dE5gH7jK9mN1pQ3sT5v'],
      request_lang: 'en',
    });
    expect(sent[0]!.config.silent).toBe(true);
    expect(sent[0]!.config.retryOnRateLimit).toBe(false);

    await act(async () => finish(created(57)));
    await screen.findByText(
      'Your request has been sent successfully. We will contact you soon. Your reference number is 0A1B-2C3D-4E57.',
    );
    // The request took the upload: it is let go, not dropped.
    expect(upload!.dropped).toBeNull();
  });

  it('drops the upload of a file removed before sending, and says so when the server refuses one', async () => {
    fakeUploads.manual = true;
    const form = renderForm();
    const sent = answerRequests(created());
    form.choose(file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(fakeUploads.started.map((u) => u.file.name)).toEqual(['a.pdf', 'b.jpg']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(fakeUploads.started[1]!.dropped).toBe(true);

    await act(async () => fakeUploads.started[0]!.on.failed());
    screen.getByText(/This file was not accepted/);
    form.fill(FILLED);
    fireEvent.click(form.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A file could not be uploaded. Remove it and choose it again.',
    );
    expect(sent).toEqual([]);
    expect(form.input('Full name').value).toBe('Sara Ahmed');
  });

  it('clears every field and file on success and keeps the reference on the page', async () => {
    const form = renderForm();
    answerRequests(created(42));
    form.fill(FILLED);
    form.choose(file('thesis.pdf', 'application/pdf'));
    fireEvent.click(form.submit());
    await screen.findByText('Your request was sent. Your reference number is 0A1B-2C3D-4E42.');
    // The student can follow it (decision 0030): the track page, with the reference filled in.
    expect(screen.getByRole('link', { name: 'Follow your request' }).getAttribute('href')).toBe(
      '/track-request?ref=0A1B-2C3D-4E42',
    );
    for (const label of Object.values(LABELS)) expect(form.input(label).value).toBe('');
    expect(form.listed()).toEqual([]);
    screen.getByText('Upload Files Reference +');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(form.submit().disabled).toBe(true);
  });

  it('keeps the fields and files on failure and says why: a file the server refused, by name', async () => {
    const form = renderForm();
    answerRequests({
      status: 415,
      data: {
        message: 'request_uploads.1: must be a PDF or an image',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        issues: [{ path: 'request_uploads.1', message: 'x' }],
      },
    });
    form.fill(FILLED);
    form.choose(file('thesis.pdf', 'application/pdf'), file('broken.png', 'image/png'));
    fireEvent.click(form.submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'broken.png is not an image or a PDF that can be opened. Remove it and try again.',
    );
    expect(form.input('Full name').value).toBe('Sara Ahmed');
    expect(form.input('What do you need?').value).toBe(FILLED.description);
    expect(form.listed()).toEqual(['thesis.pdf2 kB', 'broken.png2 kB']);
    expect(form.submit().disabled).toBe(false);
  });

  it('names a file over the size limit (413) and says how long to wait after too many requests (429)', async () => {
    const form = renderForm();
    const replies: FakeReply[] = [
      {
        status: 413,
        data: {
          message: 'request_uploads.0: too large',
          code: 'PAYLOAD_TOO_LARGE',
          issues: [{ path: 'request_uploads.0', message: 'x' }],
        },
      },
      { status: 413, data: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } },
      {
        status: 429,
        data: { message: 'Too many requests', code: 'RATE_LIMITED' },
        headers: { 'x-ratelimit-reset': '540' },
      },
      {
        status: 429,
        data: { message: 'Too many requests', code: 'RATE_LIMITED' },
        headers: { 'retry-after': '30' },
      },
    ];
    const sent = answerRequests(async () => replies[sent.length - 1]!);
    form.fill(FILLED);
    form.choose(file('thesis.pdf', 'application/pdf'));
    const expected = [
      'thesis.pdf is larger than 20 MB. Remove it, or send it to us on WhatsApp.',
      'The files are too large to send together. Remove some of them, or send the large ones to us on WhatsApp.',
      'You have sent several requests in a short time. Please try again in 9 minutes.',
      'You have sent several requests in a short time. Please try again in 30 seconds.',
    ];
    for (const text of expected) {
      fireEvent.click(form.submit());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    }
    // No automatic retry of a 429: four clicks, four calls.
    expect(sent).toHaveLength(4);
    expect(form.input('Email').value).toBe('sara@example.com');
  });

  it('says so when the connection is lost, and keeps everything', async () => {
    const form = renderForm();
    answerRequests('network');
    form.fill(FILLED);
    fireEvent.click(form.submit());
    const alerts = await screen.findAllByText('Network Error. Please check your internet and try again');
    expect(alerts.length).toBeGreaterThan(0);
    expect(form.input('Place of residence').value).toBe('Cairo');
  });
});
