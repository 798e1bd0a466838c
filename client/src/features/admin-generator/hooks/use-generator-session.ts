import type { Generation, GenerationDraft, GenerationInput } from '@contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { isTerminal, useGeneration } from '../api/get-generation';
import { useGenerations } from '../api/get-generations';
import { useGeneratorConfig } from '../api/get-generator-config';
import { useRequestGeneration } from '../api/request-generation';
import { useSaveGeneration } from '../api/save-generation';

/**
 * The generator's states (SPEC §4): idle → generating (polling the job) → generated draft, edited
 * → saving → cleared. Holds the generation on screen, the editor's changes to its draft and the
 * duplicate choice, each tied to that generation so another one starts clean.
 */
export function useGeneratorSession() {
  const config = useGeneratorConfig();
  const history = useGenerations();
  const request = useRequestGeneration();
  const save = useSaveGeneration();
  const [generationId, setGenerationId] = useState<string | null>(null);
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

  const generate = (input: GenerationInput) => {
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

  const reopen = (g: Generation) => {
    announced.current.add(g.id);
    setGenerationId(g.id);
  };

  const saveDraft = () => {
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

  return {
    config,
    history: history.data ?? [],
    current,
    generating: request.isPending || (!!current && !isTerminal(current)),
    saving: save.isPending,
    resetKey,
    /** The succeeded, unsaved generation and its draft as edited. */
    ready: ready && draft ? { draft, addToExisting } : null,
    editDraft: (next: GenerationDraft) => {
      if (ready) setEdited({ id: ready.id, draft: next });
    },
    chooseAddToExisting: (value: boolean) => {
      if (ready) setAddChoice({ id: ready.id, value });
    },
    generate,
    reopen,
    saveDraft,
  };
}
