import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextAreaField } from '@/components/admin/form-fields';
import { primaryButtonClass } from '@/components/button-styles';
import { PlaceFields } from '@/components/place-fields/PlaceFields';
import { PositionFields } from '@/components/place-fields/PositionFields';
import { correctionResolver, newPlaceResolver, type SuggestionFormValues } from '../api/suggestion-form';
import { useSuggestionSubmit } from '../hooks/use-suggestion-submit';
import { FormProblem } from './FormProblem';
import { PhotoFields } from './PhotoFields';

export const formCardClass = 'min-w-0 space-y-5 rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6';

interface SuggestionFormProps {
  /** A new place (with an optional photo) or a correction of a place (with the reason). */
  kind: 'new_place' | 'correction';
  defaultValues: SuggestionFormValues;
  onSubmit: (values: SuggestionFormValues) => Promise<void>;
}

/**
 * Suggest a Place and Suggest a Correction (issue 34): the place's facts, its position on the map
 * picker the editors use, how the visitor knows and, for a correction, what was wrong.
 */
export function SuggestionForm({ kind, defaultValues, onSubmit }: SuggestionFormProps) {
  const form = useForm<SuggestionFormValues>({
    defaultValues,
    resolver: kind === 'new_place' ? newPlaceResolver : correctionResolver,
  });
  const submit = useSuggestionSubmit(form, onSubmit);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6 lg:grid-cols-2">
        <Card title="The place">
          <PlaceFields />
        </Card>
        <div className="min-w-0 space-y-6">
          <Card title="Where it is">
            <p className="text-sm text-slate-400">
              Search the map, then click it or drag the pin to the spot; or type the coordinates.
            </p>
            <PositionFields mapClassName="h-72 md:h-80" />
          </Card>
          <Card title="How do you know?">
            {kind === 'correction' && (
              <FormTextAreaField name="reason" label="What is wrong?" rows={3} hint="What you changed, and why" />
            )}
            <FormTextAreaField
              name="source"
              label="Source"
              rows={3}
              hint="A link (an article, a behind-the-scenes video) or a few words: I was there when they filmed"
            />
          </Card>
          {kind === 'new_place' && (
            <Card title="A photo (optional)">
              <PhotoFields />
            </Card>
          )}
          <SubmitRow busy={form.formState.isSubmitting}>
            {kind === 'new_place' ? 'Send Suggestion' : 'Send Correction'}
          </SubmitRow>
        </div>
      </form>
    </FormProvider>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={formCardClass}>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

/** The form's error above its submit button, and the button, which says while it sends. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <FormProblem />
      <p className="text-sm text-slate-400">An editor reads every suggestion before it is published.</p>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full disabled:opacity-60 sm:w-auto`}>
        <Send aria-hidden="true" className="size-4" /> {busy ? 'Sending...' : children}
      </button>
    </div>
  );
}
