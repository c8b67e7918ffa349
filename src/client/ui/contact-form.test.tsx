import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../api/http';
import { fakeAdapter, type FakeAdapter, type FakeReply } from '../test/fake-adapter';
import { renderInApp, restoreHttp } from '../test/render-app';
import { ContactForm } from './contact-form';
import { preloadFormFeedback } from './form-feedback';
import Snackbars from './snackbars';

// As a visitor's first focus on the form does: its alert and spinner (MUI) are here before they show.
beforeAll(() => preloadFormFeedback());

afterEach(restoreHttp);

const LABELS = {
  name: 'Full name',
  email: 'Email',
  number: 'WhatsApp number',
  subject: 'Subject',
  message: 'Your message',
} as const;
const FILLED = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  number: '201001112223',
  subject: 'Thesis help',
  message: 'I need help with chapter three.',
} as const;
type Field = keyof typeof LABELS;

const input = (field: Field) =>
  screen.getByRole('textbox', { name: new RegExp(`^${LABELS[field]}`) }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: /send message|sending/i }) as HTMLButtonElement;
const type = (field: Field, value: string) => fireEvent.change(input(field), { target: { value } });
const fillAll = () => (Object.keys(FILLED) as Field[]).forEach((field) => type(field, FILLED[field]));

/** The form with a snackbar host; `/contact` answered by `reply` (every other path is a 404). */
function setup(
  reply: FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply | Promise<never>) = {
    status: 201,
    data: { message: 'Your message has been sent successfully.' },
  },
) {
  const result = renderInApp(
    <>
      <ContactForm />
      <Snackbars />
    </>,
  );
  const server: FakeAdapter = fakeAdapter((config) => {
    if (config.url !== '/contact') return { status: 404, data: { message: 'Not found' } };
    return typeof reply === 'function' ? (reply(config) as FakeReply) : reply;
  });
  http.defaults.adapter = server;
  return { ...result, server };
}

describe('the contact form (SPEC §4, §5)', () => {
  it("checks each field on blur with SPEC's exact message, and clears it once filled", () => {
    setup();
    const messages: Record<Field, string> = {
      name: 'Please enter your name',
      email: 'Please enter your email',
      number: 'Please enter your WhatsApp number',
      subject: 'Please enter the subject of your inquiry',
      message: 'Please enter your message',
    };
    for (const field of Object.keys(messages) as Field[]) {
      expect(screen.queryByText(messages[field])).toBeNull();
      fireEvent.blur(input(field));
      screen.getByText(messages[field]);
      expect(input(field).getAttribute('aria-invalid')).toBe('true');
      type(field, FILLED[field]);
      fireEvent.blur(input(field));
      expect(screen.queryByText(messages[field])).toBeNull();
    }
    // Only spaces count as empty; and there is no format check (SPEC §5): "abc" is an email here.
    type('name', '   ');
    fireEvent.blur(input('name'));
    screen.getByText(messages.name);
    type('email', 'abc');
    fireEvent.blur(input('email'));
    expect(screen.queryByText(messages.email)).toBeNull();
  });

  it('keeps Send disabled while any field is empty', () => {
    setup();
    expect(send().disabled).toBe(true);
    for (const field of Object.keys(FILLED) as Field[]) {
      fillAll();
      type(field, '');
      expect(send().disabled).toBe(true);
    }
    fillAll();
    expect(send().disabled).toBe(false);
  });

  it("sends the five fields, is disabled while sending, then clears and shows the server's message", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const pending = new Promise<FakeReply>((resolve) => (release = resolve));
    setup();
    // A slow server: the adapter answers when the test says so.
    const calls: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      calls.push(config);
      return fakeAdapter([await pending])(config);
    };
    fillAll();
    fireEvent.click(send());
    await waitFor(() => expect(send().disabled).toBe(true));
    expect(send().textContent).toContain('Sending');
    release({ status: 201, data: { message: 'Your message has been sent successfully.' } });
    await screen.findByText('Your message has been sent successfully.');
    await waitFor(() => expect(input('name').value).toBe(''));
    for (const field of Object.keys(LABELS) as Field[]) expect(input(field).value).toBe('');
    expect(send().disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('posts exactly the five fields to /contact, without the honeypot when it is empty', async () => {
    const { server } = setup();
    fillAll();
    fireEvent.click(send());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    const call = server.calls[0]!;
    expect(call.method).toBe('post');
    expect(JSON.parse(call.data as string)).toEqual(FILLED);
  });

  it('keeps the fields and says why when the send fails', async () => {
    setup({ status: 400, data: { message: 'The email is too long', code: 'VALIDATION' } });
    fillAll();
    fireEvent.click(send());
    const alert = await within(screen.getByRole('form')).findByRole('alert');
    expect(alert.textContent).toBe('The email is too long');
    // The interceptor's snackbar says it too.
    expect(screen.getAllByText('The email is too long')).toHaveLength(2);
    for (const field of Object.keys(FILLED) as Field[]) expect(input(field).value).toBe(FILLED[field]);
    expect(send().disabled).toBe(false);
  });

  it('tells how long to wait after a 429, without waiting it out first', async () => {
    const { server } = setup({
      status: 429,
      data: { message: 'Too many requests, please try again in 540 seconds', code: 'RATE_LIMITED' },
      headers: { 'x-ratelimit-reset': '540' },
    });
    fillAll();
    fireEvent.click(send());
    const alert = await within(screen.getByRole('form')).findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toBe(
      'You have sent several messages in a short time. Please try again in 9 minutes.',
    );
    expect(server.calls).toHaveLength(1);
    expect(input('message').value).toBe(FILLED.message);
  });

  it('waits out a short 429 by itself, counting down on the button, then sends again (SPEC §8)', async () => {
    let calls = 0;
    const { server } = setup(() =>
      ++calls === 1
        ? {
            status: 429,
            data: { message: 'Too many requests, please try again in 2 seconds', code: 'RATE_LIMITED' },
            headers: { 'x-ratelimit-reset': '2' },
          }
        : { status: 201, data: { message: 'Your message has been sent successfully.' } },
    );
    fillAll();
    fireEvent.click(send());
    const waiting = await screen.findByRole('button', { name: 'Sending again in 2 seconds' });
    expect(waiting).toHaveProperty('disabled', true);
    await screen.findByRole('button', { name: 'Sending again in 1 second' }, { timeout: 1500 });
    // Sent again once the reset is over: the fields clear, as after any send.
    await waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 2500 });
    await waitFor(() => expect(input('message').value).toBe(''));
    expect(within(screen.getByRole('form')).queryByRole('alert')).toBeNull();
    expect(send().textContent).toBe('Send message');
  });

  it('says a 10-minute 429 at once and sends nothing again', async () => {
    const { server } = setup({
      status: 429,
      data: { message: 'Too many requests, please try again in 600 seconds', code: 'RATE_LIMITED' },
      headers: { 'x-ratelimit-reset': '600' },
    });
    fillAll();
    fireEvent.click(send());
    const alert = await within(screen.getByRole('form')).findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toBe(
      'You have sent several messages in a short time. Please try again in 10 minutes.',
    );
    expect(screen.queryByRole('button', { name: /Sending again/ })).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('carries a honeypot that people and screen readers never meet, and sends it when a bot fills it', async () => {
    const { server, container } = setup();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toBeTruthy();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    // Not display:none (bots skip those): moved off screen instead.
    expect(getComputedStyle(trap.closest('[aria-hidden="true"]')!).display).not.toBe('none');
    // Out of the accessibility tree: the form names exactly the five fields.
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['name', 'email', 'number', 'subject', 'message']);

    fillAll();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.click(send());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(JSON.parse(server.calls[0]!.data as string)).toEqual({
      ...FILLED,
      website: 'https://spam.example',
    });
  });
});
