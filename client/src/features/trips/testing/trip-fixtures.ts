import type { PlaceSummary, TripDetail, TripStopView, TripSummary } from '@contracts';

/** Test data for the trip screens: small factories, each test overriding what it is about. */
export function place(name: string, fields: Partial<PlaceSummary> = {}): PlaceSummary {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `place-${slug}`,
    slug,
    name,
    address: `1 ${name} Street`,
    city: 'Paris',
    country: 'France',
    latitude: 48.85,
    longitude: 2.35,
    photo: null,
    image_url: null,
    movie: { id: 'm1', title: 'Amélie', slug: 'amelie', year: 2001 },
    ...fields,
  };
}

export function stop(name: string, position: number, fields: Partial<TripStopView> = {}): TripStopView {
  const where = place(name);
  return {
    id: `stop-${where.slug}`,
    location_id: where.id,
    position,
    day: 1,
    note: null,
    visit_minutes: null,
    place: where,
    directions: {
      google: `https://www.google.com/maps/dir/?to=${where.slug}`,
      apple: `https://maps.apple.com/?daddr=${where.slug}`,
    },
    ...fields,
  };
}

export function tripDetail(fields: Partial<TripDetail> = {}): TripDetail {
  const stops = fields.stops ?? [stop('Café des 2 Moulins', 0), stop('Sacré-Cœur', 1)];
  return {
    id: 'trip-1',
    name: 'Paris in Amélie',
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-02T10:00:00.000Z',
    day_budget_minutes: 360,
    visit_minutes: 30,
    start_stop_id: null,
    stops,
    legs: stops.slice(1).map((to, index) => ({
      from_stop_id: stops[index].id,
      to_stop_id: to.id,
      metres: 1200,
      minutes: 16,
      same_day: true,
    })),
    days: [
      {
        day: 1,
        stop_ids: stops.map((s) => s.id),
        walking_metres: 1200,
        walking_minutes: 16,
        visit_minutes: 60,
        total_minutes: 76,
        directions: {
          google: [{ url: 'https://www.google.com/maps/dir/?api=1&day=1', fromStop: 0, toStop: stops.length - 1 }],
          apple: [{ url: 'https://maps.apple.com/directions?day=1', fromStop: 0, toStop: stops.length - 1 }],
        },
      },
    ],
    total: { metres: 1200, walking_minutes: 16, visit_minutes: 60 },
    share: null,
    removed_stops: 0,
    ...fields,
  };
}

export function tripSummary(fields: Partial<TripSummary> = {}): TripSummary {
  return {
    id: 'trip-1',
    name: 'Paris in Amélie',
    stop_count: 2,
    cities: ['Paris'],
    countries: ['France'],
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-02T10:00:00.000Z',
    shared: false,
    ...fields,
  };
}

/** jsdom has no modal dialogs: open and close them as attributes, as a browser shows them. */
export function allowDialogs() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
