import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { capturePost, fillAndSubmit } from '@/test/forms';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { DISPLAY_NAME_TAKEN } from '@contracts';
import { RegisterForm } from './RegisterForm';

const fill = ({ email, password, confirm }: { email?: string; password?: string; confirm?: string }) =>
  fillAndSubmit({ Email: email, Password: password, 'Confirm Password': confirm }, 'Create Account');

describe('RegisterForm', () => {
  it('asks for every field (SPEC §5)', async () => {
    renderApp(<RegisterForm />, { route: '/register' });
    await fill({});
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('rejects a malformed email, a short password and a confirmation that differs (SPEC §5)', async () => {
    renderApp(<RegisterForm />, { route: '/register' });
    await fill({ email: 'not-an-email', password: 'abc', confirm: 'abcd' });
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates the account, says to check the email and goes to /login (SPEC §8)', async () => {
    const sent = capturePost('/api/auth/register', () => new HttpResponse(null, { status: 204 }));
    renderApp(<RegisterForm />, { route: '/register' });
    await fill({ email: 'grace@example.com', password: 'secret1', confirm: 'secret1' });
    expect(
      await screen.findByText('Account created successfully! Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(sent.body).toEqual({
      email: 'grace@example.com',
      password: 'secret1',
      display_name: expect.stringMatching(/ \d{3}$/),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the generic failure toast and stays when the server refuses (SPEC §8)', async () => {
    server.use(http.post('/api/auth/register', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderApp(<RegisterForm />, { route: '/register' });
    await fill({ email: 'grace@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('suggests a display name, checks it, and says on the field when it is taken', async () => {
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json({ statusCode: 409, message: DISPLAY_NAME_TAKEN }, { status: 409 }),
      ),
    );
    renderApp(<RegisterForm />, { route: '/register' });
    const name = screen.getByLabelText('Display name');
    expect((name as HTMLInputElement).value).toMatch(/^[A-Za-z ]+ \d{3}$/);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'grace@example.com');
    await fill({ email: 'grace@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('A display name cannot be an email address')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Grace H');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(DISPLAY_NAME_TAKEN)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });
});
