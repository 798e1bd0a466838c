import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '@contracts';
import { capturePost, fillAndSubmit as submitForm } from '@/test/forms';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { LoginForm } from './LoginForm';

const session: AuthSession = {
  access_token: 'token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 0,
  user: { id: 'u1', email: 'ada@example.com', display_name: 'Ada L', role: 'user' },
};

const fillAndSubmit = (email: string, password: string) => submitForm({ Email: email, Password: password }, 'Sign In');

describe('LoginForm', () => {
  it('says an empty email and password are required (SPEC §5)', async () => {
    renderApp(<LoginForm />, { route: '/login' });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects a malformed email and a short password (SPEC §5)', async () => {
    renderApp(<LoginForm />, { route: '/login' });
    await fillAndSubmit('ada@example', '12345');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows the failure toast when the server refuses the credentials (SPEC §8)', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'nope' }, { status: 401 })));
    renderApp(<LoginForm />, { route: '/login' });
    await fillAndSubmit('ada@example.com', 'secret1');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('welcomes the user back and returns to the page they came from (SPEC §2)', async () => {
    const sent = capturePost('/api/auth/login', () => HttpResponse.json(session));
    const from = { pathname: '/locations/rocky-steps', search: '?tab=reviews' };
    renderApp(<LoginForm />, { route: { pathname: '/login', state: { from } } });
    await fillAndSubmit('ada@example.com', 'secret1');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(sent.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/locations/rocky-steps?tab=reviews'));
  });

  it('goes home after signing in when it knows no page to return to', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(session)));
    renderApp(<LoginForm />, { route: '/login' });
    await fillAndSubmit('ada@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
