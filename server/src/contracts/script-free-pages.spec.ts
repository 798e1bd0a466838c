import { describe, expect, it } from '@jest/globals';
import { isScriptFreePath } from './script-free-pages.js';

describe('isScriptFreePath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/settings',
    '/login',
    '/register/',
    '/account',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/confirm-email',
    '/trips',
    '/trips/5f0c1c8e-8b1a-4c57-9d0b-0d7b7f9b2a11',
    '/shared-trips/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  ])('holds for %s', (path) => {
    expect(isScriptFreePath(path)).toBe(true);
  });

  // The spellings the client's router shows as the admin area or an account screen.
  it.each([
    '/ADMIN/settings',
    '/Admin/settings',
    '/%61dmin/settings',
    '/%41DMIN',
    '/%2561dmin/settings',
    '//admin//settings',
    '/\\admin',
    '/Account',
    '/RESET-PASSWORD',
    '/reset%2Dpassword',
    '/%61dmin/%ff',
    '/%61dmin/%zz',
  ])('holds for the spelling %s', (path) => {
    expect(isScriptFreePath(path)).toBe(true);
  });

  it('holds for a path still encoded after the decoding rounds', () => {
    expect(isScriptFreePath(`/${'%25'.repeat(1)}${'25'.repeat(8)}61bout`)).toBe(true);
  });

  it.each([
    '/',
    '/movies',
    '/movies/admin',
    '/locations/rome',
    '/map',
    '/search',
    '/about',
    '/administration',
    '/login-help',
    '/accounts',
    '/404',
    '/%41bout',
  ])('does not hold for the public page %s', (path) => {
    expect(isScriptFreePath(path)).toBe(false);
  });
});
