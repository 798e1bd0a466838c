import { feature, iso1A2Code } from '@rapideditor/country-coder';

/**
 * Whether a point lies in the country a location states, offline (country-coder's borders).
 * Null when the country is empty or not a country country-coder knows, so no warning is made up.
 */
export function pointOutsideCountry(
  latitude: number,
  longitude: number,
  country: string | null | undefined,
): string | null {
  if (!country?.trim()) return null;
  const stated = feature(country.trim());
  const statedCode = stated?.properties.iso1A2;
  if (!statedCode) return null;
  const actual = iso1A2Code([longitude, latitude]);
  if (actual === statedCode) return null;
  const where = actual ? (feature(actual)?.properties.nameEn ?? actual) : 'no country (open water?)';
  return `This point is in ${where}, not in ${stated.properties.nameEn ?? country}`;
}
