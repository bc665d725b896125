import type { Course, SeasonTestKind } from '@laneforge/contracts/plan';

/** Where the paces card's test entry opens: the profile tab, the test and pool chosen, and the plan to go back to. */
export function paceTestPath(kind: SeasonTestKind, course: Course, from?: string): string {
  const query = new URLSearchParams({ tab: 'profile', test: kind, course });
  if (from) query.set('from', from);
  return `/dashboard?${query.toString()}`;
}

const kinds: ReadonlyArray<readonly [SeasonTestKind, RegExp]> = [
  ['css', /\bcss\b/i],
  ['step', /\bstep test\b|\b7\s*x\s*200\b/i],
  // A T-20 (young swimmers) is not a T-30: its distance would read as 30 minutes' swim.
  ['t30', /\bt-?30\b/i],
];

/** The test a test workout sets, from its title ("CSS Test", "7 x 200 Step Test", "T-30 Test Set"); null for a test no pace is derived from. */
export function testKindOf(title: string): SeasonTestKind | null {
  return kinds.find(([, re]) => re.test(title))?.[0] ?? null;
}

const isKind = (v: string | null): v is SeasonTestKind => v === 'css' || v === 't30' || v === 'step';
const isCourse = (v: string | null): v is Course => v === 'SCY' || v === 'SCM' || v === 'LCM';

/** What the test entry was opened with, from its address; nothing for an address typed by hand with other values. */
export function paceTestAsked(params: URLSearchParams): { kind: SeasonTestKind | null; course: Course | null; from: string | null } {
  const kind = params.get('test');
  const course = params.get('course');
  const from = params.get('from');
  return { kind: isKind(kind) ? kind : null, course: isCourse(course) ? course : null, from: from && /^[\w-]{1,100}$/.test(from) ? from : null };
}
