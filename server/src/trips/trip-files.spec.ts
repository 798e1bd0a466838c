import { describe, expect, it } from '@jest/globals';
import type { TripPlan } from '../contracts/trips.js';
import { tripFile } from './trip-files.js';

const plan = (name: string): TripPlan<Date> => ({
  id: 't',
  name,
  day_budget_minutes: 360,
  visit_minutes: 30,
  start_stop_id: null,
  created_at: new Date(0),
  updated_at: new Date(0),
  stops: [],
  legs: [],
  days: [],
  total: { metres: 0, walking_minutes: 0, visit_minutes: 0 },
});

describe('tripFile', () => {
  it("names the attachment after the trip, in ASCII and in the trip's own words", () => {
    const file = tripFile(plan("Amélie's (Paris)*"), 'gpx', 'https://example.org');
    expect(file.disposition).toBe(
      `attachment; filename="amelies-paris.gpx"; filename*=UTF-8''Am%C3%A9lie%27s%20%28Paris%29%2a.gpx`,
    );
  });

  it('never lets a name end the header or the quoted file name', () => {
    const file = tripFile(plan('a"b\r\nSet-Cookie: x=1'), 'kml', 'https://example.org');
    expect(file.disposition).not.toMatch(/[\r\n]/);
    expect(file.disposition).toMatch(/^attachment; filename="ab-set-cookie-x1\.kml"; filename\*=UTF-8''a%22b%0D%0A/);
    expect(file.contentType).toBe('application/vnd.google-earth.kml+xml; charset=utf-8');
  });
});
