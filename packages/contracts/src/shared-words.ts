import type { Plan } from './plan';

/**
 * A plan speaks to its coach ("from your CSS test", "store your own under Paces"). Whoever opens its
 * share link is a parent, a swimmer or another coach who took no test and has no Paces screen, so
 * the shared view names the coach instead and leaves out what only the coach can do.
 */
const forReaders: Array<[RegExp, string]> = [
  [/\bfrom your (CSS|T-30|7 x 200 step) test\b/g, 'from the coach’s $1 test'],
  [/ \(store your own under Paces\)/g, ''],
];

export function sharedWords(text: string): string {
  return forReaders.reduce((out, [pattern, words]) => out.replace(pattern, words), text);
}

/** The structured plan with the same words changed wherever they are kept (its paces lines, its notes). */
export function sharedPlanWords(plan: Plan | null): Plan | null {
  if (!plan) return plan;
  const json = JSON.stringify(plan);
  const shared = sharedWords(json);
  return shared === json ? plan : (JSON.parse(shared) as Plan);
}
