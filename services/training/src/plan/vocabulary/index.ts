/**
 * The coach's vocabulary (COACHING.md §1): words become concepts here, in one place. Everything
 * after understanding works on typed fields of the brief and of the sets, never on prose.
 */
export * from './text';
export * from './strokes';
export * from './equipment';
export * from './sections';
export * from './squads';
export * from './pools';
export * from './amounts';
export * from './dates';
export * from './clock';
export * from './sessions';
export * from './focus';
export * from './limits';
export * from './lanes';
export * from './people';
export * from './wants';
