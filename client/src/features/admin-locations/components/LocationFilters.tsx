import type { ReactNode } from 'react';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { AdminSearchInput, adminControlClass } from '@/components/admin/AdminSearchInput';
import type { LocationListParams } from '../api/get-admin-locations';
import { MovieSelect } from './MovieSelect';

interface Props {
  params: LocationListParams;
  update: (next: Partial<LocationListParams>) => void;
  countries: string[];
}

/** The locations list's search (settled after 300 ms) and its movie, country and verified filters. */
export function LocationFilters({ params, update, countries }: Props) {
  return (
    <div className={`${adminCardClass} grid gap-4 md:grid-cols-2 xl:grid-cols-4`}>
      <AdminSearchInput
        id="location-search"
        label="Search"
        showLabel
        placeholder="Name, city or movie"
        query={params.q ?? ''}
        onSearch={(q) => update({ q })}
        className="self-end"
      />
      <MovieSelect
        value={params.movie_id ?? ''}
        onChange={(movieId) => update({ movie_id: movieId || undefined })}
        emptyLabel="All movies"
      />
      <FilterSelect
        id="country-filter"
        label="Country"
        value={params.country}
        onChange={(country) => update({ country })}
      >
        <option value="">All countries</option>
        {countries.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="verified-filter"
        label="Verified"
        value={params.verified}
        onChange={(verified) => update({ verified: verified as LocationListParams['verified'] })}
      >
        <option value="">All</option>
        <option value="true">Verified</option>
        <option value="false">Not verified</option>
      </FilterSelect>
    </div>
  );
}

/** A labelled filter; its empty option ("All …") means no filter. */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <div className="self-end">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-200">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || undefined)}
        className={`mt-1.5 ${adminControlClass}`}
      >
        {props.children}
      </select>
    </div>
  );
}
