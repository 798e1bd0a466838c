import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
