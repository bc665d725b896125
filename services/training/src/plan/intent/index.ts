import type { Focus, GroupType, SeasonMeet, SessionType, Squad } from '@laneforge/contracts';
import { numberText, squadNames } from '@laneforge/contracts';
import { readConstraints } from '../constraints/read';
import { normalise, readSquad, readVolume } from '../lexicon';
import { squads } from '../squads';
import { readAmount } from './amount';
import { readCoachSets } from './coach-sets';
import { readEmphasis, readEvent, readFocus, withoutLimits } from './focus';
import { readScope, readSessionType, readTest } from './scope';
import { readMeets, readRace, settled } from './meets';
import { readSeason } from './season';
import type { Intent, PlanRequest } from './types';

export type { CoachSection, Intent, PlanRequest, TestKind } from './types';
export { sessionVolume } from './amount';

/** Understand (ARCHITECTURE.md, plan generation step 1): request text and coach's notes → the brief, facet by facet. */

function squadOf(description: string, notes: string, assumptions: string[]): Squad {
  const read = readSquad(description) ?? readSquad(notes);
  if (read) return read.value;
  assumptions.push(`${squadNames.hs_varsity.toLowerCase()} swimmers (no level or ages given)`);
  return 'hs_varsity';
}

function groupOf(text: string, squad: Squad): GroupType {
  if (/\bsemi[- ]?private\b|\b2[- ]3 swimmers\b|\bsmall group of (?:2|3)\b/.test(text)) return 'semi_private';
  if (/\bprivate\b|\bone[- ]on[- ]one\b|\b1[:-]1\b|\bindividual lesson\b/.test(text)) return 'private';
  if (/\bgroup lesson\b|\blessons?\b|\b[4-8][- ](?:to|-)?[- ]?8? ?swimmers\b|\bsmall group\b/.test(text) || squad === 'learn_to_swim') return 'group';
  return 'team';
}

const defaultFocus: Partial<Record<SessionType, Focus>> = { practice: 'aerobic', meet_warmup: 'pacing', pre_meet: 'pacing', race_pace: 'pacing', breath_control: 'aerobic' };

function focusOf(plain: string, type: SessionType, assumptions: string[]): Focus[] {
  const focus = readFocus(plain, type);
  if (focus.length === 0 && defaultFocus[type]) {
    focus.push(defaultFocus[type]!);
    if (type === 'practice') assumptions.push('an aerobic practice (no focus given)');
  }
  return focus;
}

function eventInto(plain: string, focus: Focus[]) {
  const { event, goal } = readEvent(plain);
  if (event && event.stroke !== 'free' && !focus.includes(event.stroke as Focus)) focus.push(event.stroke as Focus);
  if (event && !focus.includes('pacing') && /\brace|\bmeet|\bevent|\bchamp|\bgoal/.test(plain)) focus.push('pacing');
  return { event, goal };
}

/**
 * The description's meets and the form's, one calendar. A meet the form names is the form's: its
 * date wins over the description's for the same meet (a plan written anew passes its meets, moved
 * since, beside the description that first named them).
 */
function seasonMeets(request: PlanRequest): SeasonMeet[] {
  const given = request.meets ?? [];
  const named = new Set(given.map((m) => m.name.trim().toLowerCase()));
  const read = readMeets(request.description, request.coach_notes ?? '', request.date).filter((m) => !named.has(m.name.trim().toLowerCase()));
  return settled([...read, ...given]);
}

export function extractIntent(request: PlanRequest): Intent {
  const description = normalise(request.description);
  const notes = normalise(request.coach_notes ?? '');
  const text = `${description}\n${notes}`;
  const assumptions: string[] = [];
  const squad = squadOf(description, notes, assumptions);
  // Meets from the form make it a season, as planKindOf says.
  const kind = request.meets?.length ? 'season' : readScope(description, request.plan_type, request.date);
  const sessionType: SessionType = kind === 'season' ? 'practice' : readSessionType(text, squad, readVolume(text) !== null);
  const amount = readAmount(kind === 'season' ? description : text, sessionType, squad, assumptions);
  const constraints = readConstraints(description, notes, { timeIsLimit: kind === 'workout' && sessionType !== 'dryland' && sessionType !== 'learn_to_swim' });
  const coachSections = kind === 'workout' ? readCoachSets(text, sessionType, amount.volume) : [];
  const plain = coachSections.reduce((t, s) => t.split(s.said).join(' '), withoutLimits(text, constraints));
  // A limit wins over a focus that contradicts it: "IM focus, no IM" is not an IM day.
  const ruled: Record<string, string> = { no_im: 'im', no_fly: 'fly', shoulder: 'fly', no_back: 'back', no_breast: 'breast' };
  const coachMain = coachSections.find((c) => c.kind === 'main')?.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
  const zoneFocus: Partial<Record<string, Focus>> = { EN1: 'aerobic', EN2: 'threshold', EN3: 'vo2', SP1: 'lactate', SP2: 'lactate', SP3: 'sprint' };
  // With no focus word, the coach's own main set says what the day is.
  const said = focusOf(plain, sessionType, coachMain ? [] : assumptions);
  const fromSet = coachMain && said.length === 1 && said[0] === 'aerobic' && !/aerobic|endurance|base/.test(plain) ? zoneFocus[coachMain.zone] : undefined;
  const focus = sessionType === 'dryland' ? [] : (fromSet ? [fromSet] : said).filter((f) => !constraints.some((c) => ruled[c.rule] === f));
  if (sessionType === 'learn_to_swim') focus.splice(0, focus.length, 'technique');
  else if (focus.length === 0 && sessionType !== 'dryland') focus.push('aerobic');
  const { event, goal } = eventInto(plain, focus);
  const meets = kind === 'season' ? seasonMeets(request) : [];
  const aMeet = meets.find((m) => m.importance === 'A')?.date ?? null;
  const season = kind === 'season' ? readSeason(description, notes, request.date, squad, assumptions, aMeet) : null;
  let volume = amount.volume;
  if (season?.weeklyVolume) volume = Math.round(season.weeklyVolume / (season.sessionsPerWeek ?? squads[squad].sessionsPerWeek) / 100) * 100;
  if (constraints.some((c) => c.rule === 'returning') && amount.requestedDistance === null && sessionType !== 'dryland') {
    volume = Math.round((volume * 0.6) / 100) * 100;
    assumptions.push(`${numberText(volume)} to come back on: about 60 % of a normal practice`);
  }
  return {
    kind,
    sessionType,
    squad,
    level: squads[squad].level,
    course: amount.course,
    volume,
    tolerance: amount.tolerance,
    requestedDistance: amount.requestedDistance,
    requestedMinutes: amount.requestedMinutes,
    focus,
    emphasis: sessionType === 'practice' ? readEmphasis(plain) : [],
    targetEvent: event,
    goalTime: goal,
    test: sessionType === 'test' ? readTest(text) : null,
    constraints,
    coachSections,
    targetDate: season?.targetDate ?? null,
    weeks: season?.weeks ?? null,
    group: groupOf(text, squad),
    dryland: /\bdry[- ]?land\b|\bstrength\b|\bgym\b|\bcore\b|\bweights\b/.test(text) || sessionType === 'dryland',
    mobility: /\bmobility\b|\bstretch|\bflexib|\byoga\b/.test(text),
    taperWeeks: season?.taperWeeks ?? null,
    taperDays: season?.taperDays ?? null,
    championship: season?.championship ?? false,
    sessionsPerWeek: season ? (season.sessionsPerWeek ?? squads[squad].sessionsPerWeek) : null,
    meets,
    race: kind === 'season' ? readRace(text) : 'pool',
    startDate: season?.startDate ?? request.date,
    assumptions,
  };
}
