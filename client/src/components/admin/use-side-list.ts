import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';

/**
 * What a side list (pages, sliders) has chosen: SPEC §2 preselects the first item once the list
 * arrives, until another is chosen. A list that fails to load says so in a toast.
 */
export function useSideList<T extends { id: string }>(list: UseQueryResult<T[]>, failed: string) {
  const [chosenId, choose] = useState<string | null>(null);
  const selectedId = chosenId ?? list.data?.[0]?.id ?? null;
  useEffect(() => {
    if (!list.isError) return;
    console.error(failed, list.error);
    toast.error(failed);
  }, [list.isError, list.error, failed]);
  return { selectedId, selected: list.data?.find((item) => item.id === selectedId), choose };
}
