import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripDayView } from '@contracts';
import { stop } from '../testing/trip-fixtures';
import { DayCard } from './DayCard';

const stops = Array.from({ length: 14 }, (_, index) => stop(`Place ${index + 1}`, index, { day: index < 2 ? 1 : 2 }));

const day = (fields: Partial<TripDayView>): TripDayView => ({
  day: 2,
  stop_ids: stops.slice(2).map((s) => s.id),
  walking_metres: 5400,
  walking_minutes: 93,
  visit_minutes: 360,
  total_minutes: 453,
  directions: { google: [], apple: [] },
  ...fields,
});

describe(DayCard.name, () => {
  it("shows the day's stops with the trip's numbers and its walking, visiting and total time", () => {
    render(<DayCard day={day({})} stops={stops} />);
    const card = screen.getByRole('region', { name: 'Day 2' });
    expect(card).toHaveTextContent('12 stops · 5.4 km walking (1 h 33 min) · 6 h at the stops · 7 h 33 min in all');
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('3Place 3');
  });

  it('names each link by its stops when the waypoint limit splits the day', () => {
    const links = (service: string) => [
      { url: `https://${service}/1`, fromStop: 0, toStop: 10 },
      { url: `https://${service}/2`, fromStop: 10, toStop: 11 },
    ];
    render(<DayCard day={day({ directions: { google: links('google'), apple: links('apple') } })} stops={stops} />);
    const group = screen.getByRole('group', { name: 'Walking directions for day 2' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Google Maps, stops 3–13(opens in a new tab)',
      'Google Maps, stops 13–14(opens in a new tab)',
      'Apple Maps, stops 3–13(opens in a new tab)',
      'Apple Maps, stops 13–14(opens in a new tab)',
    ]);
  });
});
