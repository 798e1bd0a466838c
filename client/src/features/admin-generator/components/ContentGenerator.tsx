import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Generation, GenerationDraft, GenerationInput } from '@contracts';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { ApiError } from '@/lib/api-client';
import {
  isTerminal,
  useGeneration,
  useGenerationHistory,
  useGeneratorConfig,
  useRequestGeneration,
  useSaveGeneration,
} from '../api/generations';
import { DraftPreview } from './DraftPreview';
import { budgetSpent, GenerationBudget } from './GenerationBudget';
import { GenerationHistory } from './GenerationHistory';
import { GenerationSteps } from './GenerationSteps';
import { GeneratorForm } from './GeneratorForm';

/** SPEC §4 states: idle → generating (polling the job) → generated preview → saving → cleared. */
export function ContentGenerator() {
  const config = useGeneratorConfig();
  const history = useGenerationHistory();
  const request = useRequestGeneration();
  const save = useSaveGeneration();
  const [generationId, setGenerationId] = useState<string | null>(null);
  /** The editor's changes to the draft of one generation, and their duplicate choice. */
  const [edited, setEdited] = useState<{ id: string; draft: GenerationDraft } | null>(null);
  const [addChoice, setAddChoice] = useState<{ id: string; value: boolean } | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const generation = useGeneration(generationId);
  const current = generation.data?.id === generationId ? generation.data : undefined;
  const ready = current?.status === 'succeeded' && !current.saved_movie_id ? current : undefined;
  const draft = ready ? (edited?.id === ready.id ? edited.draft : ready.draft) : null;
  const addToExisting = ready && draft?.duplicate ? (addChoice?.id === ready.id ? addChoice.value : true) : false;

  // A job reaching its end is announced once (a reopened draft is not announced again).
  const announced = useRef(new Set<string>());
  const { refetch: refetchHistory } = history;
  const { refetch: refetchConfig } = config;
  useEffect(() => {
    if (!current || !isTerminal(current) || announced.current.has(current.id)) return;
    announced.current.add(current.id);
    void refetchHistory();
    // The model's usage was counted against today's budget.
    void refetchConfig();
    if (current.status === 'succeeded') toast.success('Content generated successfully');
    else toast.error('Failed to generate content. Please try again.');
  }, [current, refetchHistory, refetchConfig]);

  const generating = request.isPending || (!!current && !isTerminal(current));
  const configured = config.data?.configured ?? false;

  const onGenerate = (input: GenerationInput) => {
    setGenerationId(null);
    request.mutate(input, {
      onSuccess: (g) => setGenerationId(g.id),
      // Over the admin's rate or today's budget (429) the server says which, and that nothing was queued.
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 429
            ? error.message
            : 'Failed to generate content. Please try again.',
        ),
    });
  };

  const onReopen = (g: Generation) => {
    announced.current.add(g.id);
    setGenerationId(g.id);
  };

  const onSave = () => {
    if (!draft || !generationId) return;
    const body = {
      movie: draft.movie,
      locations: draft.locations,
      target_movie_id: addToExisting ? draft.duplicate?.id : null,
    };
    save.mutate(
      { id: generationId, body },
      {
        onSuccess: () => {
          toast.success('Movie and locations saved successfully');
          setGenerationId(null);
          setEdited(null);
          setResetKey((k) => k + 1);
        },
        onError: () => toast.error('Failed to save data. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-6">
      {config.isSuccess && !configured && (
        <p role="status" className={`${adminCardClass} max-w-2xl text-slate-300`}>
          Generation is not configured. Give the server an OpenAI API key (optionally another OpenAI-compatible endpoint
          and model) in its environment and restart it; README, "AI content generator", names the settings.
        </p>
      )}
      <GeneratorForm
        busy={generating || save.isPending}
        enabled={configured && !budgetSpent(config.data)}
        onGenerate={onGenerate}
        resetKey={resetKey}
      >
        {configured && config.data && <GenerationBudget config={config.data} />}
      </GeneratorForm>
      {current && !draft && <GenerationSteps generation={current} />}
      {draft && ready ? (
        <DraftPreview
          draft={draft}
          onChange={(next) => setEdited({ id: ready.id, draft: next })}
          addToExisting={addToExisting}
          onAddToExistingChange={(value) => setAddChoice({ id: ready.id, value })}
          saving={save.isPending || generating}
          onSave={onSave}
        />
      ) : (
        !current && <p className={`${adminCardClass} text-slate-400`}>Generated content will appear here</p>
      )}
      <GenerationHistory items={history.data ?? []} onReopen={onReopen} />
    </div>
  );
}
