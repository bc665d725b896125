/** Plain HTTP conventions shared by servers and the browser (no zod: cheap to import anywhere). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text can be one of LaneForge's ids (a uuid). An address whose id is anything else names
 * nothing, and is answered so without asking a database (PostgreSQL refuses such a text as a uuid).
 */
export const isUuid = (value: string) => UUID.test(value);

/** Answer header of a paged list: the cursor (`before`) of the next page; absent on the last page. */
export const NEXT_PAGE_HEADER = 'x-next-before';
