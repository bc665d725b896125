/** Plain HTTP conventions shared by servers and the browser (no zod: cheap to import anywhere). */

/** Answer header of a paged list: the cursor (`before`) of the next page; absent on the last page. */
export const NEXT_PAGE_HEADER = 'x-next-before';
