import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../components/SearchInput';
import { parseYear } from '../lib/search-url';
import { useDebouncedCallback } from './use-debounced-callback';

export interface FilterValues {
  year?: number;
  country: string;
}

/**
 * The Year and Country boxes as typed, committed to the URL after the debounce (a year only once it
 * is a whole year, SPEC §5), and shown again from the URL when it changes (Back, Clear Filters).
 */
export function useFilterDrafts(
  { year, country }: FilterValues,
  onChange: (change: Partial<FilterValues>) => void,
  onClear: () => void,
) {
  const [yearText, setYearText] = useState(year === undefined ? '' : String(year));
  const [countryText, setCountryText] = useState(country);
  // One timer per field: a quick country edit must not swallow a pending year.
  const commitYear = useDebouncedCallback((value?: number) => onChange({ year: value }), SEARCH_DEBOUNCE_MS);
  const commitCountry = useDebouncedCallback((value: string) => onChange({ country: value }), SEARCH_DEBOUNCE_MS);

  // Adjusted while rendering, not in an effect.
  const [shown, setShown] = useState({ year, country });
  if (shown.year !== year || shown.country !== country) {
    setShown({ year, country });
    if (parseYear(yearText) !== year) setYearText(year === undefined ? '' : String(year));
    if (countryText.trim() !== country.trim()) setCountryText(country);
  }

  return {
    yearText,
    countryText,
    yearInvalid: yearText.trim() !== '' && parseYear(yearText) === undefined,
    changeYear: (text: string) => {
      setYearText(text);
      if (text.trim() === '') commitYear(undefined);
      else if (parseYear(text) !== undefined) commitYear(parseYear(text));
    },
    changeCountry: (text: string) => {
      setCountryText(text);
      commitCountry(text);
    },
    clear: () => {
      commitYear.cancel();
      commitCountry.cancel();
      setYearText('');
      setCountryText('');
      onClear();
    },
  };
}
