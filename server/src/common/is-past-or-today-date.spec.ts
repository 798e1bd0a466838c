import { describe, expect, it } from '@jest/globals';
import { FUTURE_VISIT, visitDateProblem } from './is-past-or-today-date.js';

describe('visitDateProblem', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('accepts a past date and today', () => {
    expect(visitDateProblem('2024-02-29', now)).toBeNull();
    expect(visitDateProblem('2025-06-15', now)).toBeNull();
  });

  it('refuses something that is not a real date', () => {
    for (const value of ['', 'yesterday', '2023-02-29', '2024-13-01', '15/06/2025', 20240101, null]) {
      expect(visitDateProblem(value, now)).toBe('Please enter when you visited');
    }
  });

  it('refuses a date in the future with its own message', () => {
    expect(visitDateProblem('2025-06-17', now)).toBe(FUTURE_VISIT);
    expect(visitDateProblem('2030-01-01', now)).toBe(FUTURE_VISIT);
  });
});
