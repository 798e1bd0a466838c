/** A visit date (YYYY-MM-DD) as "May 1, 2024", the same in every time zone. */
export const formatVisit = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
