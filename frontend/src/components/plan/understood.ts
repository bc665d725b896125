import type { Brief } from '@laneforge/contracts/brief';
import type { BriefCorrection, LimitCorrection } from '@laneforge/contracts/brief-correction';
import { briefChips, limitText, shortDate, type BriefChip, type ChipField, type WrittenTotals } from '@laneforge/contracts/brief-format';
import type { PlanConstraint } from '@laneforge/contracts/plan';
import { clock, focusNames, numberText, sessionTypeNames, squadNames } from '@laneforge/contracts/plan-format';

/**
 * The Understood strip's state: the corrections the coach has made so far (a draft of the
 * correction the server takes), and each chip as it now reads. Pure functions, tested alone.
 */

export type Draft = BriefCorrection;
export type SwimmerDraft = NonNullable<Draft['swimmers']>[number];
export type LaneDraft = NonNullable<Draft['lanes']>[number];
export type MeetDraft = NonNullable<Draft['meets']>[number];

/** A chip on the strip: the brief's own, or as the coach corrected it (`corrected`). */
export interface ShownChip extends BriefChip {
  corrected: boolean;
}

const standardLength = (course: string) => (course === 'LCM' ? 50 : 25);
const limitOf = (l: PlanConstraint): LimitCorrection => (l.value !== undefined ? { rule: l.rule, value: l.value } : l.rule);

/** The brief's values as the editors hold them (what a correction of that field would send unchanged). */
export function valuesOf(brief: Brief) {
  const season = brief.season;
  return {
    kind: brief.kind.value,
    session: brief.session.value,
    who: { squad: brief.who.value.squad, label: brief.who.value.label },
    pool: { course: brief.pool.value.course, length: brief.pool.value.length, openWater: brief.pool.value.openWater },
    clock: { ...brief.clock.value },
    volume: brief.volume.source === 'said' ? (brief.volume.value?.value ?? null) : null,
    focus: [...brief.focus.value],
    lanes: brief.lanes.length >= 2 ? brief.lanes.map((l) => ({ name: l.name, base: clock(l.base) })) : brief.base.value !== null && brief.base.source === 'said' ? [{ name: 'Everyone', base: clock(brief.base.value) }] : [],
    swimmers: brief.swimmers.map((s) => ({ name: s.name, limits: s.limits.map(limitOf) })),
    limits: brief.limits.map(limitOf),
    coachSets: brief.coachSets.map((_, i) => i),
    meets: brief.meets.map((m) => ({ name: m.name, date: m.date, importance: m.importance })),
    season: { weeks: season?.weeks, sessionsPerWeek: season?.sessionsPerWeek, taperDays: season?.taperDays ?? (season?.taperWeeks ? season.taperWeeks * 7 : null) },
  };
}
export type BriefValues = ReturnType<typeof valuesOf>;

/** The draft with one field set, or left out again when it is back to what the brief says. */
export function withField<K extends keyof Draft>(draft: Draft, brief: Brief, key: K, value: Draft[K]): Draft {
  const next: Draft = { ...draft };
  const current = valuesOf(brief)[key as keyof BriefValues];
  if (key === 'season') {
    const merged = { ...draft.season, ...(value as Draft['season']) };
    const own = current as BriefValues['season'];
    const changed = Object.fromEntries(Object.entries(merged).filter(([k, v]) => v !== own[k as keyof typeof own]));
    if (Object.keys(changed).length) next.season = changed;
    else delete next.season;
    return next;
  }
  if (JSON.stringify(value) === JSON.stringify(current)) delete next[key];
  else next[key] = value;
  return next;
}

/** Which part of the draft a chip corrects. */
export function draftKey(field: ChipField): keyof Draft {
  const keys: Record<ChipField, keyof Draft> = {
    kind: 'kind',
    session: 'session',
    who: 'who',
    pool: 'pool',
    clock: 'clock',
    volume: 'volume',
    focus: 'focus',
    lanes: 'lanes',
    swimmer: 'swimmers',
    limits: 'limits',
    coachSets: 'coachSets',
    meets: 'meets',
    weeks: 'season',
    sessionsPerWeek: 'season',
    taper: 'season',
  };
  return keys[field];
}

const seasonPart: Partial<Record<ChipField, 'weeks' | 'sessionsPerWeek' | 'taperDays'>> = { weeks: 'weeks', sessionsPerWeek: 'sessionsPerWeek', taper: 'taperDays' };

/** The draft without the correction of one chip (a season's part alone). */
export function withoutCorrection(draft: Draft, field: ChipField): Draft {
  const next: Draft = { ...draft };
  const part = seasonPart[field];
  if (part && next.season) {
    const { [part]: _gone, ...rest } = next.season;
    if (Object.keys(rest).length) next.season = rest;
    else delete next.season;
  } else delete next[draftKey(field)];
  return next;
}

/** Whether the draft corrects what this chip shows. */
export function isCorrected(field: ChipField, draft: Draft): boolean {
  const part = seasonPart[field];
  if (part) return draft.season?.[part] !== undefined;
  return draft[draftKey(field)] !== undefined;
}

const limitsText = (limits: readonly LimitCorrection[]) => limits.map((l) => limitText(typeof l === 'string' ? { rule: l } : l)).join(', ');
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A corrected chip's words, in the brief's own formats. */
function correctedText(field: ChipField, draft: Draft, brief: Brief): string {
  const course = draft.pool?.course ?? brief.pool.value.course;
  const unit = course === 'SCY' ? 'yd' : 'm';
  switch (field) {
    case 'kind':
      return draft.kind === 'season' ? 'Season plan' : 'One workout';
    case 'session':
      return sessionTypeNames[draft.session!];
    case 'who': {
      const squad = squadNames[draft.who?.squad ?? brief.who.value.squad];
      const label = draft.who?.label;
      return label && label.toLowerCase() !== squad.toLowerCase() ? `${label} (${squad})` : squad;
    }
    case 'pool': {
      const pool = draft.pool!;
      if (pool.openWater) return 'Open water';
      const length = pool.length ?? standardLength(pool.course);
      return length !== standardLength(pool.course) ? `${pool.course} · ${length} ${pool.course === 'SCY' ? 'y' : 'm'} pool` : pool.course;
    }
    case 'clock': {
      const { minutes = null, start = null, end = null } = draft.clock!;
      const span = start && end ? `${start}–${end}` : '';
      if (minutes === null) return span || 'No time given';
      return span ? `${minutes} min (${span})` : `${minutes} min`;
    }
    case 'volume':
      return draft.volume === null || draft.volume === undefined ? 'LaneForge chooses' : `${numberText(draft.volume)} ${unit}`;
    case 'focus':
      return draft.focus!.map((f) => focusNames[f]).join(', ');
    case 'lanes': {
      // A base still to be typed shows as "…" rather than as nothing.
      const lanes = draft.lanes!.map((l) => l.base.trim() || '…');
      if (lanes.length === 0) return 'One group';
      if (lanes.length === 1) return `One group on ${lanes[0]}`;
      return `${lanes.length} lanes ${lanes.join('/')}`;
    }
    case 'limits':
      return draft.limits!.length ? sentence(limitsText(draft.limits!)) : 'No team limits';
    case 'coachSets':
      return `${draft.coachSets!.length} of ${brief.coachSets.length} sets kept`;
    case 'meets':
      return draft.meets!.length ? draft.meets!.map((m) => `${m.name} ${m.date ? shortDate(m.date) : ''} (${m.importance})`).join(', ') : 'No meets';
    case 'weeks':
      return `${draft.season!.weeks} weeks`;
    case 'sessionsPerWeek':
      return `${draft.season!.sessionsPerWeek} a week`;
    case 'taper':
      return draft.season!.taperDays ? `${draft.season!.taperDays}-day taper` : 'Usual taper';
    default:
      return '';
  }
}

const swimmerText = (s: SwimmerDraft) => (s.limits.length ? `${s.name || 'New swimmer'}: ${limitsText(s.limits)}` : s.name || 'New swimmer');

/**
 * The strip's chips: the brief's, each shown as the coach corrected it; the swimmers as the draft
 * lists them when it corrects them (added ones too, removed ones gone).
 */
export function shownChips(brief: Brief, draft: Draft, written?: WrittenTotals | null): ShownChip[] {
  const chips: ShownChip[] = [];
  const own = briefChips(brief, written);
  const firstSwimmer = own.findIndex((c) => c.field === 'swimmer');
  for (const chip of own) {
    if (chip.field === 'swimmer') continue;
    const corrected = isCorrected(chip.field, draft);
    chips.push({ ...chip, corrected, text: corrected ? correctedText(chip.field, draft, brief) : chip.text });
  }
  const swimmers: ShownChip[] = draft.swimmers
    ? draft.swimmers.map((s, index) => {
        const old = brief.swimmers.find((o) => o.name.toLowerCase() === s.name.toLowerCase());
        const same = old && JSON.stringify(valuesOf({ ...brief, swimmers: [old] }).swimmers[0]) === JSON.stringify(s);
        return { key: `swimmer:${index}`, field: 'swimmer', index, label: 'Swimmer', text: swimmerText(s), source: 'said', why: old?.words, corrected: !same };
      })
    : own.filter((c) => c.field === 'swimmer').map((c) => ({ ...c, key: `swimmer:${c.index}`, corrected: false }));
  // The swimmers stand where the brief lists them: after the lanes, before the team's limits.
  const at = firstSwimmer >= 0 ? firstSwimmer : chips.findIndex((c) => c.field === 'limits');
  chips.splice(at >= 0 ? at : chips.length, 0, ...swimmers);
  return chips;
}

/** How many chips the draft corrects: the count the strip's button speaks of. */
export const correctionCount = (brief: Brief, draft: Draft) => shownChips(brief, draft).filter((c) => c.corrected).length + (draft.swimmers ? Math.max(0, brief.swimmers.length - draft.swimmers.length) : 0);
