/**
 * Answers about a plan (the share page's, a history item), kept as the JSON they were sent as. A
 * plan is read far more often than it changes, and encoding it through its response schema and
 * writing it out cost more than the query that reads it. Every change of a plan (a refinement, a
 * revert) writes a new `updated_at` and version — its stamp — so a copy is served only under the
 * stamp the plan's row has now; a deleted plan has no row to ask for it. Bounded by the characters
 * kept; the oldest copy goes first. One cache per kind of answer: they share the plan's id as key.
 */
export interface JsonCache {
  get(id: string, stamp: string): string | undefined;
  set(id: string, stamp: string, body: string): void;
  delete(id: string): void;
}

export function jsonCache(maxChars = 2_000_000): JsonCache {
  const kept = new Map<string, { stamp: string; body: string }>();
  let chars = 0;
  const drop = (id: string) => {
    const entry = kept.get(id);
    if (!entry) return;
    chars -= entry.body.length;
    kept.delete(id);
  };
  return {
    get(id, stamp) {
      const entry = kept.get(id);
      return entry?.stamp === stamp ? entry.body : undefined;
    },
    set(id, stamp, body) {
      drop(id);
      if (body.length > maxChars) return;
      while (chars + body.length > maxChars) drop(kept.keys().next().value!);
      kept.set(id, { stamp, body });
      chars += body.length;
    },
    delete: drop,
  };
}
