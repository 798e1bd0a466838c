import type { AdminMovie } from '@contracts/admin-catalog';
import { movieSchema, slugify } from '@contracts/admin-catalog-rules';
import { ExternalLink, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  AdminPageHeader,
  adminCardClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '@/components/admin/AdminPageHeader';
import { ChipsInput } from '@/components/admin/ChipsInput';
import { TextAreaField, TextField } from '@/components/admin/fields';
import { ImagePreview } from '@/components/admin/ImagePreview';
import { PhotoField } from '@/components/admin/PhotoField';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useSaveMovie } from '../api/admin-movies';
import { DeleteMovieDialog } from './DeleteMovieDialog';
import { MovieLocations } from './MovieLocations';
import { EMPTY_MOVIE, movieFormValues, movieInput, type MovieFormValues } from './movie-form';

const resolver = zodFormResolver(movieSchema, movieInput);

/** /admin/movies/new and /admin/movies/{id}: every Movie field (SPEC §3), its locations, delete. */
export function MovieEditor({ movie }: { movie?: AdminMovie }) {
  const save = useSaveMovie();
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<MovieFormValues>({ resolver, defaultValues: movie ? movieFormValues(movie) : EMPTY_MOVIE });
  const { errors, isDirty, dirtyFields } = form.formState;
  const [title, posterUrl, backdropUrl] = useWatch({
    control: form.control,
    name: ['title', 'poster_url', 'backdrop_url'],
  });
  useUnsavedChanges(isDirty && leaveTo === null);

  // SPEC §5: a new movie's slug follows its title until the slug is edited by hand.
  useEffect(() => {
    if (!movie && !dirtyFields.slug) form.setValue('slug', slugify(title));
  }, [movie, title, dirtyFields.slug, form]);

  // Leave only after the saved values are the form's defaults, so the unsaved-changes guard lets go.
  useEffect(() => {
    if (leaveTo !== null && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: movie?.id, input: movieInput(values) });
      form.reset(movieFormValues(saved));
      toast.success(movie ? 'Movie saved' : 'Movie created');
      if (!movie) setLeaveTo(paths.adminMovie(saved.id));
    } catch (error) {
      // A taken slug comes back as 409 with one message: it belongs next to the slug.
      if (error instanceof ApiError && error.status === 409)
        form.setError('slug', { type: 'server', message: error.message });
      else showServerFieldErrors(error, form.setError);
      toast.error(movie ? 'Failed to save the movie' : 'Failed to create the movie');
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={movie ? `Edit: ${movie.title}` : 'Add Movie'}
        description={
          <Link to={paths.adminMovies} className="text-sm font-semibold text-amber-400 hover:text-amber-300">
            ← All movies
          </Link>
        }
        actions={
          movie && (
            <>
              <a href={paths.movie(movie.slug)} target="_blank" rel="noreferrer" className={adminSecondaryButtonClass}>
                View <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <button type="button" className={adminSecondaryButtonClass} onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </button>
            </>
          )
        }
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={movie ? 'Edit movie' : 'New movie'}
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className={`${adminCardClass} min-w-0 space-y-5`}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
            <TextField
              label="Slug"
              hint="The movie's address: /movies/slug. An old slug keeps redirecting here."
              error={errors.slug?.message}
              {...form.register('slug')}
            />
            <TextField label="Year" inputMode="numeric" error={errors.year?.message} {...form.register('year')} />
            <TextField label="Director" error={errors.director?.message} {...form.register('director')} />
            <TextField
              label="IMDb ID"
              placeholder="tt0046250"
              error={errors.imdb_id?.message}
              {...form.register('imdb_id')}
            />
            <Controller
              control={form.control}
              name="genres"
              render={({ field }) => (
                <ChipsInput
                  label="Genres"
                  hint="Enter or comma adds a genre"
                  values={field.value}
                  onChange={field.onChange}
                  error={errors.genres?.message}
                />
              )}
            />
          </div>
          <TextAreaField
            label="Description"
            rows={6}
            className="[&_textarea]:font-sans"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="flex justify-end">
            <button type="submit" disabled={save.isPending} className={adminPrimaryButtonClass}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? 'Saving...' : movie ? 'Save Changes' : 'Create Movie'}
            </button>
          </div>
        </div>
        <div className={`${adminCardClass} grid content-start gap-5 sm:grid-cols-2 xl:grid-cols-1`}>
          <Controller
            control={form.control}
            name="poster_photo"
            render={({ field }) => <PhotoField label="Poster photo" value={field.value} onChange={field.onChange} />}
          />
          <div>
            <TextField
              hint="Used when there is no uploaded poster photo"
              label="Poster URL"
              type="url"
              error={errors.poster_url?.message}
              {...form.register('poster_url')}
            />
            <ImagePreview url={posterUrl} label="Poster" aspect="aspect-[2/3] max-h-72 mx-auto" />
          </div>
          <div>
            <TextField
              label="Backdrop URL"
              type="url"
              error={errors.backdrop_url?.message}
              {...form.register('backdrop_url')}
            />
            <ImagePreview url={backdropUrl} label="Backdrop" aspect="aspect-video" />
          </div>
        </div>
      </form>
      {movie && <MovieLocations movie={movie} />}
      {movie && (
        <DeleteMovieDialog
          movie={movie}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            form.reset();
            setLeaveTo(paths.adminMovies);
          }}
        />
      )}
    </div>
  );
}
