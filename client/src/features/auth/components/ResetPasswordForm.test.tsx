import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { ResetPasswordForm } from './ResetPasswordForm';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordForm', () => {
  it('applies the register form password rules (SPEC §5)', async () => {
    renderApp(<ResetPasswordForm />, { route: '/reset-password?token=t1' });
    await fill('', '');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('rejects a short password and a confirmation that differs', async () => {
    renderApp(<ResetPasswordForm />, { route: '/reset-password?token=t1' });
    await fill('short', 'other');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends the token from the link with the new password, then goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp(<ResetPasswordForm />, { route: '/reset-password?token=t1' });
    await fill('brand-new', 'brand-new');
    expect(await screen.findByText('Your password has been changed. You can now sign in.')).toBeInTheDocument();
    expect(body).toEqual({ token: 't1', password: 'brand-new' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it("shows the server's reason for an expired link", async () => {
    const expired = 'This link is invalid or has expired. Please request a new one.';
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ message: expired }, { status: 400 })));
    renderApp(<ResetPasswordForm />, { route: '/reset-password?token=old' });
    await fill('brand-new', 'brand-new');
    expect(await screen.findByText(expired)).toBeInTheDocument();
  });
});
