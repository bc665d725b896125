import type { BriefMeet, Focus, SeasonBreak, SeasonDay, SeasonMeet } from '@laneforge/contracts';
import { addDays, focusNames } from '@laneforge/contracts';
import { dateWords, weekdayOfDate } from '../understand/season';
import { daysBetween } from '../model';
import { type Calendar, type CalendarWeek, awayCamp } from './calendar';

/**
 * What each week is for, in a coach's words (COACHING.md §8): the phase's aim, the meets in it and how
 * they are raced, the holidays, closed pools and camps, the week back from a break, a part of the
 * group on its own plan, and what follows a meet.
 */

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const dayWords = (d: string): string => `${weekdays[weekdayOfDate(d)]} ${dateWords(d)}`;
export const rangeWords = (from: string, to: string): string => (from === to ? dayWords(from) : `${dayWords(from)} – ${dayWords(to)}`);

/** Young swimmers' weeks each carry a skill (COACHING.md §9b): the meets are the measure, the skills the aim. */
const skillThemes = [
  'streamlines and kick off every wall',
  'backstroke: body line, steady kick, flip turns',
  'breaststroke: timing, a legal kick, pullouts',
  'freestyle: breathing both sides, long strokes, flip turns',
  'butterfly: body dolphin and timing, short and legal',
  'IM order and the turns between strokes',
  'starts and relay take-offs',
  'finishes: no glide into the wall, touch with the right hand(s)',
];

export interface EmphasisFacts {
  focus: readonly Focus[];
  race: 'pool' | 'open_water' | 'triathlon';
  miniRestDays: number;
  young: boolean;
  /** The week's practice days, to name the day back and the sessions left. */
  days: readonly SeasonDay[];
  breaks: readonly SeasonBreak[];
}

function phaseAim(w: CalendarWeek, facts: EmphasisFacts): string {
  const named = facts.focus.slice(0, 2).map((f) => focusNames[f].toLowerCase()).join(' and ');
  const progression = w.inBlock > 0 ? '; key sets one step on from last week' : w.phaseBlock > 0 ? '; a new block: key sets start a step on from where the last block started' : '';
  if (facts.young) {
    // Children train skills and an aerobic base; their "race pace" is starts, turns and finishes (COACHING.md §2).
    const aim = { general_preparation: 'strokes, kick and streamlines, an aerobic base', specific_preparation: 'stroke work at a steady hard pace (EN2), IM, kick', competition: 'race skills: starts, turns, finishes, short fast swims', taper: 'shorter practices, starts, turns and finishes, rest', transition: 'easy swims and games' }[w.phase];
    return `${aim}${progression}`;
  }
  if (facts.race !== 'pool' && (w.phase === 'competition' || w.phase === 'taper')) {
    return w.phase === 'taper' ? 'volume down, intensity kept: race pace, sighting, starts, rest' : `race pace and race rhythm (EN2/EN3), sighting, starts and surges${progression}`;
  }
  switch (w.phase) {
    case 'general_preparation':
      return `aerobic base (EN1/EN2), technique and kick volume${named ? `; ${named} foundations` : ''}${progression}`;
    case 'specific_preparation':
      return `threshold and VO2 (EN2/EN3) with event-specific ${named || 'stroke'} work${progression}`;
    case 'competition':
      return `race pace and lactate work (SP1/SP2), speed, race skills${progression}`;
    case 'taper':
      return 'volume down, intensity kept: race pace, speed, starts, turns and relay exchanges, rest';
    case 'transition':
      return 'active rest: easy swims, other sports, mobility';
  }
}

/** The week's emphasis: what it is for, first what shapes it (a holiday, a camp, a meet), then the phase's aim. */
export function emphasisFor(w: CalendarWeek, facts: EmphasisFacts): string {
  const practices = facts.days.filter((d) => d.kind !== 'meet' && !d.group).length;
  const meetsOf = (i: SeasonMeet['importance']) => w.meets.filter((m) => m.importance === i && !m.who);
  const cMeets = meetsOf('C');
  const eve = cMeets.some((m) => facts.days.some((d) => d.kind !== 'meet' && !d.group && daysBetween(d.date, m.date) === 1));
  const cText = cMeets.length > 0 ? `; ${cMeets.map((m) => `${m.name} ${dayWords(m.date)}`).join(', ')} (C): trained through${eve ? ', an easier practice the day before' : ''}` : '';
  const theme = facts.young && w.phase !== 'transition' ? `skill of the week — ${skillThemes[w.index % skillThemes.length]}; ` : '';
  const camp = facts.breaks.find((b) => b.kind === 'camp' && b.to >= w.start && b.from <= w.end);
  if (w.shape === 'camp' && camp) return `${camp.label}: doubles every day ${rangeWords(camp.from < w.start ? w.start : camp.from, camp.to > w.end ? w.end : camp.to)} — the heaviest training of the season: aerobic volume in the mornings, threshold and race pace in the afternoons; eat, sleep, stretch between sessions${cText}`;
  if (w.shape === 'after_camp') return `easier week after the ${lowerFirst(facts.breaks.filter((b) => b.kind === 'camp' && b.to < w.start).at(-1)?.label ?? 'camp')}: absorb it — technique, easy aerobic, one quality day${cText}`;
  // "a real ~10 day mini rest" into a B meet: the lighter days are that rest, not a holiday.
  const rest = facts.breaks.find((b) => b.kind === 'light' && b.to >= w.start && b.from <= w.end && /^Mini-rest into /.test(b.label));
  if (rest) return `mini-rest into ${rest.label.replace(/^Mini-rest into /, '')} from ${dayWords(rest.from)}: ${practices} ${practices === 1 ? 'practice' : 'practices'} lighter, aerobic and technique with short race-pace swims and starts, no test${cText}`;
  if (w.shape === 'holiday') {
    const light = facts.breaks.some((b) => b.kind === 'light' && b.to >= w.start && b.from <= w.end);
    if (practices === 0) return facts.young ? 'holiday: no practice this week — let them play: bikes, running around, a swim if the family goes' : 'holiday: no practice this week — home plan: 25-30 min of dryland most days (core, bands, push-ups, squats, lunges), a 20-30 min run or bike three days; anyone with a pool swims three times, 3-4k easy aerobic with a few 100s at threshold';
    return light
      ? `holiday week, lighter: ${practices} practices about 30 % shorter, aerobic and technique, no test${cText}`
      : `holiday week: ${practices} ${practices === 1 ? 'practice' : 'practices'} — aerobic and technique, keep them moving; no test${cText}`;
  }
  const bMeet = meetsOf('B')[0];
  if (w.shape === 'return' && bMeet && w.load === 'mini_rest') return `back from the break and straight into ${bMeet.name} (B): easy days first, then race pace and starts, no hard sets — race it for what it shows, not for times${cText}`;
  if (w.shape === 'return') {
    const firstHard = facts.days.find((d, i) => i >= 2 && d.kind === 'practice' && !d.group);
    return `back from the break: two easy days first (aerobic, drills, kick), then the work picks up${firstHard ? ` from ${dayWords(firstHard.date)}` : ''}; no max efforts before then${cText}`;
  }
  if (w.load === 'recovery' && w.phase === 'transition') return 'transition: easy swims, other sports, mobility';
  if (w.load === 'recovery') return `${theme}lighter week: absorb the block, technique and easy aerobic${w.test || facts.days.some((d) => d.kind === 'test') ? '; test at the end of the week (enter the result under Paces so the next block’s send-offs follow it)' : ''}${cText}`;
  if (w.load === 'race') return facts.young ? 'champs week: shorter practices, starts, turns, finishes and relay take-offs; a good night’s sleep and have fun' : facts.race !== 'pool' ? 'race week: short race-pace swims, sighting and starts, full rest; check the course, the water temperature and the feeds' : 'race week: short race-pace swims, starts, turns and relay exchanges, full rest';
  if (w.load === 'mini_rest' && bMeet) return `mini-rest into ${bMeet.name} (B): volume −25 % the last ${facts.miniRestDays} days, no hard sets the last 2, speed and frequency kept${cText}`;
  return `${theme}${phaseAim(w, facts)}${w.test || facts.days.some((d) => d.kind === 'test') ? '; test at the end of the week' : ''}${cText}`;
}

export interface NoteFacts {
  cal: Calendar;
  /** The brief's meets, with the coach's words (a long-course meet in a short-course season). */
  briefMeets: readonly BriefMeet[];
  course: string;
  notRacing: string | null;
  openWater: { date: string; weekday: number; added?: boolean | undefined } | null;
  groupTaperDays: number;
  distanceGroup: boolean;
  /** Masters meets take everyone who enters: no qualifiers and non-qualifiers. */
  masters: boolean;
}

/** The first day practised after `date`, past any days off. */
function firstPracticeAfter(cal: Calendar, date: string): string | null {
  for (let d = addDays(date, 1); daysBetween(date, d) <= 21; d = addDays(d, 1)) {
    if (cal.days.includes(weekdayOfDate(d)) && !cal.breaks.some((b) => b.kind === 'off' && d >= b.from && d <= b.to)) return d;
  }
  return null;
}

const qualifying = /\bstates?\b|\bncaa|\bnationals\b|\bsectionals?\b|\bjuniors\b|\btrials\b|\bzones\b|\bjo'?s\b/i;

/** What else the coach needs this week: the days off, the camp, a part of the group on its own plan, what follows a meet. */
export function notesFor(w: CalendarWeek, facts: NoteFacts, days: readonly SeasonDay[]): string[] {
  const { cal } = facts;
  const notes: string[] = [];
  for (const b of cal.breaks.filter((x) => x.to >= w.start && x.from <= w.end)) {
    const from = b.from < w.start ? w.start : b.from;
    const to = b.to > w.end ? w.end : b.to;
    if (b.kind === 'off') notes.push(`${rangeWords(from, to)}: ${b.from < w.start ? 'still ' : ''}${/^no practice|^pool closed/i.test(b.label) ? lowerFirst(b.label) : `${b.label}, no practice`}`);
    if (b.kind === 'light') notes.push(`${rangeWords(from, to)}: ${b.label.replace(/ \(light\)$/, '')}, practices about 30 % shorter`);
    if (b.kind === 'camp') notes.push(`${rangeWords(from, to)}: ${b.label}, doubles every day${b.to <= w.end && awayCamp(b) ? `; ${dayWords(addDays(b.to, 1))} the trip home, no practice, then easy` : ''}`);
  }
  for (const m of cal.meets.filter((x) => x.who && x.importance !== 'C')) {
    const who = m.who!.replace(/^top /, 'Top ');
    const from = addDays(m.date, -(m.importance === 'A' ? facts.groupTaperDays : 3));
    const end = m.endDate ?? m.date;
    if (from <= w.end && end >= w.start) {
      const words = facts.briefMeets.find((b) => b.date === m.date)?.words ?? '';
      const course = /\blcm\b|\blong course\b/.test(words) && facts.course !== 'LCM' ? ` It is long course: give them long-course water in their last week if you can.` : /\bscy\b/.test(words) && facts.course !== 'SCY' ? ' It is short course yards.' : '';
      const team = cal.meets.find((x) => !x.who && x.date === m.date && x.importance !== 'C');
      const others = team ? `everyone else rests for it as a ${team.importance} meet` : 'everyone else trains through it';
      notes.push(
        m.importance === 'A'
          ? `${who}: taper into ${m.name} (${rangeWords(m.date, end)}) from ${dayWords(from > cal.start ? from : cal.start)} — once a day, volume down to about half by the meet, race pace and speed kept; ${others} (the ${who} lines below).${course}`
          : `${who}: a mini-rest into ${m.name} (${rangeWords(m.date, end)}) while the rest of the group trains through (the ${who} lines below).${course}`,
      );
    }
    const back = days.find((d) => d.group === who && / back from /.test(d.focus));
    if (back && back.date >= w.start && back.date <= w.end) notes.push(`${who}: back from ${m.name} with two easy days, then into the group’s sets.`);
  }
  const a = cal.aMeet;
  const bMeets = cal.meets.filter((m) => m.importance === 'B' && !m.who && a && m.date < a.date);
  const lastB = bMeets.at(-1);
  for (const b of bMeets) {
    const end = b.endDate ?? b.date;
    const back = firstPracticeAfter(cal, end);
    if (!back || back < w.start || back > w.end) continue;
    const split = b === lastB && a && (facts.notRacing || (qualifying.test(a.name) && !facts.masters));
    notes.push(`After ${b.name}: ${dayWords(back)} an easy recovery practice, then ${a && daysBetween(end, a.date) <= 28 ? `a short rebuild (aerobic and threshold back in) before the taper for ${a.name}` : 'back into the block'}.`);
    if (split && a) {
      const who = facts.notRacing ?? `Swimmers not going to ${a.name}`;
      notes.push(`${who}: ${b.name} was their last meet. If they keep training until ${a.name}, they swim the group’s practices at full volume with extra technique and no taper — or start their off-season. The ${a.name} group follows the plan below.`);
    }
  }
  if (facts.openWater && facts.openWater.date >= w.start && facts.openWater.date <= w.end) {
    const day = weekdays[facts.openWater.weekday];
    const how = cal.days.includes(facts.openWater.weekday) ? `the ${day} swim moves to the lake` : facts.openWater.added ? `a ${day} swim in the lake is added to the pool week` : `the ${day} swim in the lake takes the place of a pool day`;
    notes.push(`Open water from ${dayWords(facts.openWater.date)}: ${how} — check the water temperature and wetsuits, swim in pairs with a kayak or boat, sighting, drafting and race starts; the long swim builds toward the race distance there.`);
  }
  if (facts.distanceGroup && cal.taper && cal.taper.start >= w.start && cal.taper.start <= w.end) {
    notes.push('Sprinters taper on the main lines; the distance swimmers (lines marked Distance) swim the mornings with the group and keep more aerobic work in the afternoons, coming down later and less.');
  }
  return notes;
}

/** The assumptions the season's meets need said: dates the engine chose, meets on every given weekday, a part of the group's taper. */
export function meetAssumptions(briefMeets: readonly BriefMeet[]): string[] {
  const out: string[] = [];
  const byWords = new Map<string, BriefMeet[]>();
  for (const m of briefMeets) if (m.words) byWords.set(m.words, [...(byWords.get(m.words) ?? []), m]);
  for (const [words, list] of byWords) {
    if (list.length < 3 || !/\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bweekends\b|\b(?:every|each|most)\s+(?:mon|tue|wed|thu|fri|sat|sun)/.test(words)) continue;
    const day = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'][weekdayOfDate(list[0]!.date)];
    out.push(`${list[0]!.name} (${list[0]!.importance}) on ${day}: ${list.map((m) => dateWords(m.date)).join(', ')} — none in the first week, on a holiday or in the days before a rested meet; move or drop any that are not on`);
  }
  for (const m of briefMeets.filter((x) => x.source === 'assumed')) out.push(`${m.name} dated ${dayWords(m.date)} (you said “${/(?:early|mid|late|end of|in) [a-z]+(?:\/[a-z]+)?/.exec(m.words ?? '')?.[0] ?? m.words}”): set the real dates and the taper moves with it`);
  return out;
}
