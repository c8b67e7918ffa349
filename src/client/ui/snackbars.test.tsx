import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdapter } from '../test/fake-adapter';
import { isApiClientError } from '../api/errors';
import { http } from '../api/http';
import Snackbars from './snackbars';

const originalAdapter = http.defaults.adapter;

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

/** The real notistack here (http.test.ts mocks it): what a person sees. */
describe('snackbars through notistack', () => {
  it('do not break a failing call before any SnackbarProvider exists', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error: unknown = await http
      .get('/services', { adapter: fakeAdapter([{ status: 500 }]) })
      .catch((e: unknown) => e);
    expect(isApiClientError(error) && error.status).toBe(500);
  });

  it("show the server's message for a failed call and a success notice when asked", async () => {
    const save = () =>
      void http.post(
        '/services',
        {},
        {
          notifySuccess: true,
          adapter: fakeAdapter([{ status: 201, data: { message: 'Service created' } }]),
        },
      );
    const fail = () =>
      void http
        .delete('/services/1', {
          adapter: fakeAdapter([{ status: 404, data: { message: 'Service not found', code: 'NOT_FOUND' } }]),
        })
        .catch(() => undefined);
    render(
      <>
        <button onClick={save}>Save</button>
        <button onClick={fail}>Delete</button>
        <Snackbars />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Service created');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Service not found');
  });
});
