import type { GenerationDraft } from '@contracts';
import { TextAreaField, TextField } from '@/components/admin/fields';
import { SluggedNameField } from './SluggedNameField';

type DraftMovie = GenerationDraft['movie'];

const genresOf = (text: string) =>
  text
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

/** The draft movie's title (with the slug it will get), year, director, genres and description. */
export function DraftMovieFields({ movie, onChange }: { movie: DraftMovie; onChange: (movie: DraftMovie) => void }) {
  const set = (changes: Partial<DraftMovie>) => onChange({ ...movie, ...changes });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SluggedNameField label="Title" value={movie.title} onChange={(title) => set({ title })} />
        <TextField
          label="Year"
          inputMode="numeric"
          value={movie.year ?? ''}
          onChange={(e) => set({ year: e.target.value === '' ? null : Number(e.target.value) })}
        />
        <TextField label="Director" value={movie.director ?? ''} onChange={(e) => set({ director: e.target.value })} />
        <TextField
          label="Genres"
          value={movie.genres.join(', ')}
          onChange={(e) => set({ genres: genresOf(e.target.value) })}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={6}
        value={movie.description ?? ''}
        onChange={(e) => set({ description: e.target.value })}
      />
    </>
  );
}
