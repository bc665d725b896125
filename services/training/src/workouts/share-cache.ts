/**
 * The public share page's answer, kept as the JSON it was sent as. A shared link is read far more
 * often than its plan changes, and building the answer (the stored plan parsed from jsonb, encoded
 * through its schema, written out) cost several times the one-row lookup that says whether a kept
 * copy is still current. Every change of a plan (a refinement, a revert) writes a new `updated_at`
 * and version — its stamp — so a copy is served only while the row still has that stamp; a deleted
 * plan has no row, so its link stops working at once. Bounded by the characters kept; the oldest
 * copy goes first.
 */
export interface ShareCache {
  get(id: string, stamp: string): string | undefined;
  set(id: string, stamp: string, body: string): void;
  delete(id: string): void;
}

export function shareCache(maxChars = 2_000_000): ShareCache {
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
