import type { Photo } from '@contracts';
import type { AdminMovie, MovieInput } from '@contracts/admin-catalog';
import { movieSchema } from '@contracts/admin-catalog-rules';
import type { RecordForm } from '@/components/admin/editor/use-record-editor';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** The editor's values: what the inputs hold (text), turned into the wire shape on submit. */
export interface MovieFormValues {
  title: string;
  slug: string;
  year: string;
  director: string;
  description: string;
  poster_url: string;
  backdrop_url: string;
  genres: string[];
  imdb_id: string;
  /** An uploaded poster (kept whole for its preview); saved as `poster_photo_id`. */
  poster_photo: Photo | null;
}

export const EMPTY_MOVIE: MovieFormValues = {
  title: '',
  slug: '',
  year: '',
  director: '',
  description: '',
  poster_url: '',
  backdrop_url: '',
  genres: [],
  imdb_id: '',
  poster_photo: null,
};

export function movieFormValues(movie: AdminMovie): MovieFormValues {
  return {
    title: movie.title,
    slug: movie.slug,
    year: movie.year == null ? '' : String(movie.year),
    director: movie.director ?? '',
    description: movie.description ?? '',
    poster_url: movie.poster_url ?? '',
    backdrop_url: movie.backdrop_url ?? '',
    genres: movie.genres,
    imdb_id: movie.imdb_id ?? '',
    poster_photo: movie.poster_photo,
  };
}

/** Empty year means none; anything else must be a whole number (the schema says which). */
export function movieInput({ poster_photo, ...values }: MovieFormValues): MovieInput {
  const year = values.year.trim();
  return { ...values, year: year === '' ? null : Number(year), poster_photo_id: poster_photo?.id ?? null };
}

/** The movie editor's form for the shared record editor; a new movie's slug follows its title. */
export const movieForm: RecordForm<AdminMovie, MovieFormValues, MovieInput> = {
  noun: 'movie',
  slugSource: 'title',
  resolver: zodFormResolver(movieSchema, movieInput),
  valuesOf: movieFormValues,
  inputOf: movieInput,
};
