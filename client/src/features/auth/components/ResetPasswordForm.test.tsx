import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { capturePost, fillAndSubmit } from '@/test/forms';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { ResetPasswordForm } from './ResetPasswordForm';

const fill = (password: string, confirm: string) =>
  fillAndSubmit({ 'New Password': password, 'Confirm Password': confirm }, 'Set New Password');

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
    const sent = capturePost('/api/auth/reset-password', () => HttpResponse.json({ message: 'ok' }));
    renderApp(<ResetPasswordForm />, { route: '/reset-password?token=t1' });
    await fill('brand-new', 'brand-new');
    expect(await screen.findByText('Your password has been changed. You can now sign in.')).toBeInTheDocument();
    expect(sent.body).toEqual({ token: 't1', password: 'brand-new' });
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
