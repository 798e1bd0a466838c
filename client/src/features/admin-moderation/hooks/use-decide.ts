import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SuggestionDecision } from '@contracts/contributions';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/**
 * Runs one decision: on success, says what happened and goes back to the inbox; on a refusal (a
 * 409 when the place was edited since, a 400 on a changed field), keeps the screen and the
 * server's message for the panel to show.
 */
export function useDecide() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const decide = async (send: () => Promise<SuggestionDecision>, done: (decision: SuggestionDecision) => string) => {
    setProblem(null);
    try {
      const decision = await send();
      toast.success(done(decision));
      navigate(paths.adminModeration);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The decision could not be sent. Please try again.');
    }
  };
  return { decide, problem };
}
