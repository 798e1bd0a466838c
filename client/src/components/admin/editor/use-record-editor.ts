import { slugify } from '@contracts/admin-catalog-rules';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';

/** How one catalogue's editor form works: its words, its rules and its two conversions. */
export interface RecordForm<R, V extends FieldValues, I> {
  /** What the record is called in messages and buttons ("movie", "location"). */
  noun: string;
  /** SPEC §5: a new record's slug follows this field until the slug is edited by hand. */
  slugSource: Path<V>;
  resolver: Resolver<V>;
  valuesOf: (record: R) => V;
  inputOf: (values: V) => I;
}

/** The catalogue's write endpoints, as mutations. */
export interface RecordWrites<R, I> {
  create: UseMutationResult<R, Error, I>;
  update: UseMutationResult<R, Error, { id: string; input: I }>;
  remove: UseMutationResult<unknown, Error, string>;
}

interface Options<R extends { id: string }, V extends FieldValues, I> {
  form: RecordForm<R, V, I>;
  /** The record being edited; none on the "new" screen. */
  record: R | undefined;
  /** A new record's starting values. */
  emptyValues: V;
  writes: RecordWrites<R, I>;
  /** Where a created record is edited from then on. */
  editPath: (id: string) => string;
}

export interface RecordEditor<V extends FieldValues> {
  form: UseFormReturn<V>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Drops the edits and goes (after a delete). */
  leave: (to: string) => void;
  recordId: string | undefined;
  noun: string;
  pending: boolean;
  remove: UseMutationResult<unknown, Error, string>;
}

export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * The behaviour the catalogue editors share: the form and its unsaved-changes guard, the slug that
 * follows the title, create or save with the server's messages placed at their fields, and leaving
 * (after a create or a delete) only once the form is clean, so the guard lets go.
 */
export function useRecordEditor<R extends { id: string }, V extends FieldValues, I>({
  form: spec,
  record,
  emptyValues,
  writes,
  editPath,
}: Options<R, V, I>): RecordEditor<V> {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: spec.resolver,
    defaultValues: (record ? spec.valuesOf(record) : emptyValues) as never,
  });
  const { isDirty } = form.formState;
  useUnsavedChanges(isDirty && leaveTo === null);
  useSlugFollows(form, spec.slugSource, !record);

  useEffect(() => {
    if (leaveTo !== null && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const input = spec.inputOf(values);
      const saved = record
        ? await writes.update.mutateAsync({ id: record.id, input })
        : await writes.create.mutateAsync(input);
      form.reset(spec.valuesOf(saved));
      toast.success(`${capitalised(spec.noun)} ${record ? 'saved' : 'created'}`);
      if (!record) setLeaveTo(editPath(saved.id));
    } catch (error) {
      // A taken slug comes back as 409 with one message: it belongs next to the slug.
      if (error instanceof ApiError && error.status === 409)
        form.setError('slug' as Path<V>, { type: 'server', message: error.message });
      else showServerFieldErrors(error, form.setError);
      toast.error(`Failed to ${record ? 'save' : 'create'} the ${spec.noun}`);
    }
  });

  const leave = (to: string) => {
    form.reset();
    setLeaveTo(to);
  };

  return {
    form,
    onSubmit,
    leave,
    recordId: record?.id,
    noun: spec.noun,
    pending: writes.create.isPending || writes.update.isPending,
    remove: writes.remove,
  };
}

function useSlugFollows<V extends FieldValues>(form: UseFormReturn<V>, source: Path<V>, following: boolean) {
  const text = useWatch({ control: form.control, name: source }) as string;
  const slugEdited = (form.formState.dirtyFields as { slug?: boolean }).slug;
  useEffect(() => {
    if (following && !slugEdited) form.setValue('slug' as Path<V>, slugify(text) as PathValue<V, Path<V>>);
  }, [following, text, slugEdited, form]);
}
