/**
 * A point in time on the wire: an ISO 8601 string. Contracts that carry timestamps take it as a
 * type parameter (`Movie<Date>` on the server, where TypeORM gives Date objects that JSON turns into
 * exactly these strings; `Movie` = `Movie<string>` in the client).
 */
export type Timestamp = string | Date;

/** One page of a list read (SPEC §7 "by range"). */
export interface Paginated<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}
