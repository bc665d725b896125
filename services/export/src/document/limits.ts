/**
 * A document past what any plan needs: refused (422) rather than drawn. Its pages and its bytes
 * are held outside the JavaScript heap (a worker's heap limit does not see them), so they are
 * counted here.
 */
export class DocumentTooLarge extends Error {
  constructor(what: string) {
    super(`the document is too large: ${what}`);
  }
}

/** A 60-week season with every day and meet prints on about 30 pages; no plan needs 400. */
export const MAX_PAGES = 400;

/** The largest file a download may be (a 40-section workout is about 100 KiB). */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
