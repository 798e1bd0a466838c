import { feature, iso1A2Code, isIn } from '@rapideditor/country-coder';

/** Everyday names country-coder does not know by that spelling (it knows ISO codes and its own English names). */
const COUNTRY_ALIASES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  'czech republic': 'CZ',
  holland: 'NL',
};

/**
 * Whether a point lies in the country a location states, offline (country-coder's borders,
 * territorial waters included). `isIn` follows the hierarchy, so a point in Hong Kong is in
 * "Hong Kong" and one in Scotland is in "United Kingdom". Null when the country is empty or
 * unknown, so no warning is made up.
 */
export function pointOutsideCountry(
  latitude: number,
  longitude: number,
  country: string | null | undefined,
): string | null {
  const name = country?.trim();
  if (!name) return null;
  const stated = feature(COUNTRY_ALIASES[name.toLowerCase()] ?? name);
  if (!stated) return null;
  if (isIn([longitude, latitude], stated.properties.id)) return null;
  const actual = iso1A2Code([longitude, latitude]);
  const where = actual ? (feature(actual)?.properties.nameEn ?? actual) : 'no country (open water?)';
  return `This point is in ${where}, not in ${stated.properties.nameEn ?? name}`;
}
