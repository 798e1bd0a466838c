import type { AdminMovie } from '@contracts/admin-catalog';
import { Controller } from 'react-hook-form';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { ChipsInput } from '@/components/admin/ChipsInput';
import { countOf } from '@/components/admin/editor/DeleteRecordDialog';
import { RecordEditorFrame } from '@/components/admin/editor/RecordEditorFrame';
import { SaveBar } from '@/components/admin/editor/SaveBar';
import { SlugFields } from '@/components/admin/editor/SlugFields';
import { useRecordEditor } from '@/components/admin/editor/use-record-editor';
import { FormTextAreaField, FormTextField, ImageUrlField, PictureFields } from '@/components/admin/form-fields';
import { paths } from '@/config/paths';
import { useCreateMovie } from '../api/create-movie';
import { useDeleteMovie } from '../api/delete-movie';
import { useUpdateMovie } from '../api/update-movie';
import { MovieLocations } from './MovieLocations';
import { EMPTY_MOVIE, movieForm } from './movie-form';

/** /admin/movies/new and /admin/movies/{id}: every Movie field (SPEC §3), its locations, delete. */
export function MovieEditor({ movie }: { movie?: AdminMovie }) {
  const editor = useRecordEditor({
    form: movieForm,
    record: movie,
    emptyValues: EMPTY_MOVIE,
    writes: { create: useCreateMovie(), update: useUpdateMovie(), remove: useDeleteMovie() },
    editPath: paths.adminMovie,
  });
  return (
    <RecordEditorFrame
      editor={editor}
      title={movie ? `Edit: ${movie.title}` : 'Add Movie'}
      back={{ to: paths.adminMovies, label: 'All movies' }}
      saved={movie && { name: movie.title, href: paths.movie(movie.slug), afterDelete: paths.adminMovies }}
      consequence={
        movie && (
          <p>
            This also deletes its {countOf(movie.locations.length, 'location')} and their{' '}
            {countOf(movie.review_count, 'review')}.
          </p>
        )
      }
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
      after={movie && <MovieLocations movie={movie} />}
    >
      <div className={`${adminCardClass} min-w-0 space-y-5`}>
        <SlugFields source="title" label="Title" address="The movie's address: /movies/slug" />
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField name="year" label="Year" inputMode="numeric" />
          <FormTextField name="director" label="Director" />
          <FormTextField name="imdb_id" label="IMDb ID" placeholder="tt0046250" />
          <GenresField />
        </div>
        <FormTextAreaField name="description" label="Description" rows={6} className="[&_textarea]:font-sans" />
        <SaveBar editor={editor} />
      </div>
      <MovieImages />
    </RecordEditorFrame>
  );
}

/** Genres as chips: Enter or a comma adds one. */
function GenresField() {
  return (
    <Controller
      name="genres"
      render={({ field, fieldState }) => (
        <ChipsInput
          label="Genres"
          hint="Enter or comma adds a genre"
          values={field.value as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The poster (an uploaded photo, or a URL) and the backdrop URL, each with its preview. */
function MovieImages() {
  return (
    <div className={`${adminCardClass} grid content-start gap-5 sm:grid-cols-2 xl:grid-cols-1`}>
      <PictureFields
        photo={{ name: 'poster_photo', label: 'Poster photo' }}
        url={{ name: 'poster_url', label: 'Poster URL', preview: 'Poster' }}
        aspect="aspect-[2/3] max-h-72 mx-auto"
      />
      <ImageUrlField name="backdrop_url" label="Backdrop URL" preview="Backdrop" aspect="aspect-video" />
    </div>
  );
}
