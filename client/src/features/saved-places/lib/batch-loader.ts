type Waiter<V> = { resolve: (value: V) => void; reject: (error: unknown) => void };

/**
 * Gathers the keys asked for within one task and loads them together, `max` at a time: a list of
 * places mounts one toggle per place, each asking for its own mark, and the server answers them in
 * one request (GET /api/saved-places/states takes up to 200 ids). A key missing from the answer
 * resolves to `missing`.
 */
export function createBatchLoader<V>(
  loadMany: (keys: string[]) => Promise<Record<string, V>>,
  { max, missing }: { max: number; missing: V },
): (key: string) => Promise<V> {
  let pending = new Map<string, Waiter<V>[]>();

  const flush = () => {
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += max) {
      const chunk = keys.slice(start, start + max);
      const settle = (each: (waiter: Waiter<V>, key: string) => void) =>
        chunk.forEach((key) => batch.get(key)?.forEach((waiter) => each(waiter, key)));
      loadMany(chunk).then(
        (answer) => settle((waiter, key) => waiter.resolve(key in answer ? answer[key] : missing)),
        (error: unknown) => settle((waiter) => waiter.reject(error)),
      );
    }
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (pending.size === 0) setTimeout(flush, 0);
      pending.set(key, [...(pending.get(key) ?? []), { resolve, reject }]);
    });
}
