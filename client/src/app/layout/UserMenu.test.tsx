import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { ada, signedInAs } from '@/test/session';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('opens from the display name and shows the email with the name, Your Account and Sign Out (SPEC §2)', async () => {
    signedInAs(ada);
    renderApp(<UserMenu variant="bar" />);
    const button = await screen.findByRole('button', { name: 'Ada L, account menu' });
    // Closed, the header names the user only: the address is not on the page.
    expect(screen.queryByText('ada@example.com')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('ada@example.com')).toBeVisible();
    expect(within(menu).getByText('Ada L')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('link', { name: 'My Places' })).toHaveAttribute('href', '/account/places');
    expect(within(menu).getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/trips');
    expect(within(menu).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('ada@example.com')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('adds Admin Dashboard for an admin', async () => {
    signedInAs({ ...ada, role: 'admin' });
    renderApp(<UserMenu variant="bar" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ada L, account menu' }));
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('closes when the pointer goes down outside it', async () => {
    signedInAs(ada);
    renderApp(<UserMenu variant="bar" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ada L, account menu' }));
    expect(screen.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(document.body);
    expect(screen.queryByText('ada@example.com')).toBeNull();
  });

  it('shows the email with the name in the mobile menu panel', async () => {
    signedInAs(ada);
    renderApp(<UserMenu variant="panel" />);
    expect(await screen.findByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('Ada L')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
