import type { Course, Focus, GroupType, Level, Stroke } from '@laneforge/contracts';
import { daysBetween, unitOf } from './model';
import { addDays, levelNames, numberText, strokeNames } from '@laneforge/contracts';
import { practiceRate } from './paces';

/** What the generator is asked: the shape of the training API's generate request. */
export interface PlanRequest {
  date: string;
  description: string;
  coach_notes?: string | null;
  plan_type?: 'workout' | 'season';
}

export interface Intent {
  kind: 'workout' | 'season';
  level: Level;
  course: Course;
  /** Per-session volume in the course's unit. */
  volume: number;
  requestedDistance: number | null;
  requestedMinutes: number | null;
  focus: Focus[];
  targetEvent: { name: string; distance: number; stroke: Stroke } | null;
  targetDate: string | null;
  weeks: number | null;
  group: GroupType;
  dryland: boolean;
  mobility: boolean;
  taperWeeks: number | null;
  championship: boolean;
  sessionsPerWeek: number | null;
  excluded: Stroke[];
  assumptions: string[];
}

const levelPatterns: Array<[Level, RegExp]> = [
  ['age_group_8_10', /\b(8|9|10)\s*(?:-|–|to|and)\s*(?:10|under)\b|\b(?:8|9|10)\s*(?:&|and)\s*u(?:nder)?\b|\b10\s*(?:&|and)?\s*u(?:nder)?s?\b|\bages?\s*(?:8|9|10)\b|\b(?:8|9|10)[- ]year[- ]olds?\b/],
  ['age_group_11_12', /\b11\s*(?:-|–|to|and|&)\s*12\b|\bages?\s*1[12]\b|\b1[12][- ]year[- ]olds?\b|\b12\s*(?:&|and)?\s*u(?:nder)?s?\b/],
  ['age_group_13_14', /\b13\s*(?:-|–|to|and|&)\s*14\b|\bages?\s*1[34]\b|\b1[34][- ]year[- ]olds?\b|\b14\s*(?:&|and)?\s*u(?:nder)?s?\b/],
  ['masters', /\bmasters?\b/],
  ['high_school', /\bhigh[- ]?school\b|\bhs\b|\bvarsity\b|\bjv\b/],
  ['college_senior', /\bcollege\b|\bncaa\b|\buniversity\b|\bsenior\b|\bd[123]\b/],
  ['elite', /\belite\b|\bprofessional\b|\bpro swimmers?\b|\bolympi|\bnational team\b|\binternational\b/],
  ['summer_swim_team', /\bsummer\b.*\b(team|league|club)\b|\bsummer swim\b/],
  ['recreational', /\brecreational\b|\bbeginners?\b|\bfitness\b|\blap swimm|\bnovice\b|\btriathlet/],
  ['masters', /\badults?\b|\b18\+/],
  ['age_group_11_12', /\bage[- ]?group(ers)?\b|\bkids\b|\bchildren\b/],
];

const focusPatterns: Array<[Focus, RegExp]> = [
  ['aerobic', /\baerobic\b|\bendurance\b|\bbase\b|\ben1\b/],
  ['threshold', /\bthreshold\b|\ben2\b|\bcss\b|\btempo\b/],
  ['vo2', /\bvo2|\ben3\b|\bmax(?:imal)? aerobic\b|\bheart rate\b/],
  ['lactate', /\blactate\b|\bsp1\b|\bsp2\b|\btolerance\b|\banaerobic\b/],
  ['sprint', /\bsprint|\bspeed\b|\bsp3\b|\bpower\b/],
  ['im', /\bim\b|\bindividual medley\b|\bmedley\b/],
  ['back', /\bback(?:stroke)?\b/],
  ['breast', /\bbreast(?:stroke)?\b/],
  ['fly', /\bfly\b|\bbutterfly\b/],
  ['free', /\bfree(?:style)?\b(?!\s*(?:kick|choice))/],
  ['technique', /\btechnique\b|\bdrills?\b|\bstroke work\b|\bform\b/],
  ['distance', /\bdistance\b|\bmile\b|\b(?:1650|1500|1000|800)\s*(?:free|freestyle)\b|\bopen water\b/],
  ['starts', /\bstarts?\b|\bdives?\b|\bblocks?\b|\brelay exchanges?\b/],
  ['turns', /\bturns?\b|\bflip turns?\b|\bwalls?\b/],
  ['underwaters', /\bunderwaters?\b|\bdolphin kicks?\b|\bbreakouts?\b|\bstreamline\b/],
  ['pacing', /\bpacing\b|\bpace work\b|\bsplits?\b|\brace[- ]pace\b/],
];

const eventStroke: Record<string, Stroke> = {
  free: 'free', freestyle: 'free', back: 'back', backstroke: 'back', breast: 'breast', breaststroke: 'breast',
  fly: 'fly', butterfly: 'fly', im: 'im', 'individual medley': 'im',
};

const defaultVolume: Record<Level, number> = {
  elite: 7000,
  college_senior: 6000,
  high_school: 5000,
  age_group_13_14: 4500,
  age_group_11_12: 3500,
  age_group_8_10: 2000,
  summer_swim_team: 2000,
  masters: 3000,
  recreational: 1500,
};

const defaultSessions: Record<Level, number> = {
  elite: 9,
  college_senior: 8,
  high_school: 6,
  age_group_13_14: 5,
  age_group_11_12: 4,
  age_group_8_10: 3,
  summer_swim_team: 4,
  masters: 3,
  recreational: 3,
};

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** What one practice of the level can sensibly hold, so a typo ("60000 yards") cannot produce a 30-hour practice. */
export const volumeRange: Record<Level, [number, number]> = {
  recreational: [1000, 4000],
  summer_swim_team: [1000, 5000],
  age_group_8_10: [1000, 3500],
  age_group_11_12: [1000, 6000],
  age_group_13_14: [1500, 8000],
  high_school: [1500, 9000],
  college_senior: [2000, 10000],
  elite: [2000, 12000],
  masters: [1000, 7000],
};

function parseVolume(text: string): { value: number; unit: 'yards' | 'meters' | null } | null {
  const m =
    /(\d{1,2}(?:[,.]\d{3})|\d{3,5}|\d{1,2}(?:\.\d)?\s*k)\s*(yards?|yds?|y|meters?|metres?|m|scy|scm|lcm)?\b(?!\s*(?:free|back|breast|fly|im|pool|min))/i.exec(
      text.replace(/\b(?:50|25)\s*(?:m|meter|metre|yard|yd)s?\s*pool\b/g, ''),
    );
  if (!m?.[1]) return null;
  const raw = m[1].toLowerCase();
  const value = raw.endsWith('k') ? Math.round(parseFloat(raw) * 1000) : parseInt(raw.replace(/[,.]/g, ''), 10);
  const unitWord = (m[2] ?? '').toLowerCase();
  if (!unitWord && !raw.endsWith('k') && !/total|volume|practice|workout|session/.test(text.slice(Math.max(0, m.index - 20), m.index + 30))) {
    return null;
  }
  const unit = unitWord.startsWith('y') || unitWord === 'scy' ? 'yards' : unitWord.startsWith('m') || unitWord === 'scm' || unitWord === 'lcm' ? 'meters' : null;
  return { value, unit };
}

function parseMinutes(text: string): number | null {
  const hours = /(\d(?:\.\d+)?)\s*(?:-| )?(?:hours?|hrs?|h)\b/.exec(text);
  const hourAndHalf = /\b(?:an? )?hour and a half\b/.test(text);
  const minutes = /(\d{2,3})\s*(?:-| )?(?:minutes?|mins?)\b/.exec(text);
  if (hourAndHalf) return 90;
  if (minutes?.[1]) return parseInt(minutes[1], 10);
  if (hours?.[1]) return Math.round(parseFloat(hours[1]) * 60);
  if (/\ban hour\b|\bone hour\b/.test(text)) return 60;
  return null;
}

/** A calendar date that exists: "February 30" rolls over in `Date`, so it is checked by a round trip. */
const isRealDate = (iso: string) => {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
};

const NAMED_DATE = new RegExp(`\\b(${months.join('|')}|${months.map((m) => m.slice(0, 3)).join('|')})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(20\\d\\d))?`);

function parseTargetDate(text: string, start: string): string | null {
  const iso = /\b(20\d\d-\d\d-\d\d)\b/.exec(text);
  if (iso?.[1] && isRealDate(iso[1]) && daysBetween(start, iso[1]) > 0) return iso[1];
  const named = NAMED_DATE.exec(text);
  if (named?.[1] && named[2]) {
    const month = months.findIndex((m) => m.startsWith(named[1]!.slice(0, 3))) + 1;
    let year = named[3] ? parseInt(named[3], 10) : parseInt(start.slice(0, 4), 10);
    const day = parseInt(named[2], 10);
    const mk = (y: number) => `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!named[3] && daysBetween(start, mk(year)) <= 0) year += 1;
    const date = mk(year);
    if (isRealDate(date) && daysBetween(start, date) > 0) return date;
  }
  return null;
}

export function extractIntent(request: PlanRequest): Intent {
  const text = `${request.description}\n${request.coach_notes ?? ''}`.toLowerCase();
  const assumptions: string[] = [];

  const level = levelPatterns.find(([, re]) => re.test(text))?.[0];
  const resolvedLevel: Level = level ?? 'high_school';
  if (!level) assumptions.push(`Level not given: planned for ${levelNames[resolvedLevel].toLowerCase()} swimmers.`);

  const volume = parseVolume(text);
  let course: Course | null = null;
  if (/\bscy\b|short course yards|\b25[- ]?(?:yard|yd)s?\b|\byards? pool\b/.test(text)) course = 'SCY';
  else if (/\bscm\b|short course met|\b25[- ]?(?:m|meter|metre)s?\b(?: pool)?/.test(text)) course = 'SCM';
  else if (/\blcm\b|long course|\b50[- ]?(?:m|meter|metre)s?\b(?: pool)?|olympic[- ]size/.test(text)) course = 'LCM';
  if (!course) {
    course = volume?.unit === 'meters' || /\bmeters?\b|\bmetres?\b/.test(text) ? 'SCM' : 'SCY';
    assumptions.push(`Pool not given: written for ${course} (${course === 'SCY' ? 'short course yards' : 'short course meters'}).`);
  }

  let group: GroupType = 'team';
  if (/\bprivate\b|one[- ]on[- ]one|\b1[:-]1\b|individual lesson/.test(text) && !/semi/.test(text)) group = 'private';
  else if (/semi[- ]?private|\b2[- ]3 swimmers\b|small group of (?:2|3)\b/.test(text)) group = 'semi_private';
  else if (/group lesson|\blesson\b|\b[4-8][- ](?:to|-)?[- ]?8? ?swimmers\b|small group/.test(text)) group = 'group';
  const lesson = group !== 'team';

  const minutes = parseMinutes(text);
  const [lo, hi] = volumeRange[resolvedLevel];
  let sessionVolume: number;
  let requestedDistance: number | null = null;
  const sessionsMatch = /(\d{1,2})\s*(?:x|times|sessions|practices|workouts|swims)\s*(?:a|per|\/|each)\s*week/.exec(text);
  const sessionsPerWeek = sessionsMatch?.[1] ? Math.min(14, Math.max(1, parseInt(sessionsMatch[1], 10))) : null;
  const weeklyVolume = volume !== null && volume.value > hi && /\b(?:per|a|each)\s+week\b|\bweekly\b|\/\s*w(?:ee)?k\b/.test(text);
  if (volume && weeklyVolume && volume.value <= hi * 14) {
    const sessions = sessionsPerWeek ?? defaultSessions[resolvedLevel];
    sessionVolume = Math.round(volume.value / sessions / 100) * 100;
    requestedDistance = sessionVolume;
  } else if (volume && volume.value >= lo / 2 && volume.value <= hi * 1.5) {
    sessionVolume = Math.min(hi, Math.max(lo, volume.value));
    requestedDistance = sessionVolume;
    if (sessionVolume !== volume.value) {
      assumptions.push(`${numberText(volume.value)} is outside what one ${levelNames[resolvedLevel].toLowerCase()} practice holds (${numberText(lo)}-${numberText(hi)}): planned ${numberText(sessionVolume)}.`);
    }
  } else if (minutes && minutes >= 20 && minutes <= 240) {
    // A lesson stops to teach, so it swims well under a practice's volume for the same time.
    const rate = Math.round(practiceRate[resolvedLevel] * (lesson ? 0.7 : 1));
    sessionVolume = Math.round((minutes * rate) / 100) * 100;
    assumptions.push(`${minutes} minutes at about ${rate} ${unitOf(course)} a minute for this ${lesson ? 'lesson' : 'level'}: ${numberText(sessionVolume)} total.`);
  } else {
    sessionVolume = defaultVolume[resolvedLevel];
    assumptions.push(`Volume not given: ${numberText(sessionVolume)} ${unitOf(course)}, typical for this level.`);
  }
  sessionVolume = Math.min(hi, Math.max(lo, sessionVolume));

  const focus = focusPatterns.filter(([, re]) => re.test(text)).map(([f]) => f);
  const eventMatch = /\b(50|100|200|400|500|800|1000|1500|1650)\s*(?:m|y|yd|yard|meter)?\s*(individual medley|freestyle|backstroke|breaststroke|butterfly|free|back|breast|fly|im)\b/.exec(text);
  const targetEvent = eventMatch?.[1] && eventMatch[2]
    ? { name: `${eventMatch[1]} ${strokeNames[eventStroke[eventMatch[2]] ?? 'free']}`, distance: parseInt(eventMatch[1], 10), stroke: eventStroke[eventMatch[2]] ?? 'free' }
    : null;
  if (targetEvent && targetEvent.stroke !== 'free' && !focus.includes(targetEvent.stroke as Focus)) focus.push(targetEvent.stroke as Focus);
  if (targetEvent && !focus.includes('pacing') && /race|meet|event|champ/.test(text)) focus.push('pacing');
  if (lesson && !focus.includes('technique')) focus.push('technique');
  if (focus.length === 0) {
    focus.push('aerobic');
    assumptions.push('Focus not given: an aerobic (EN1/EN2) session.');
  }

  const excluded: Stroke[] = [];
  for (const [word, stroke] of [['fly', 'fly'], ['butterfly', 'fly'], ['breast', 'breast'], ['breaststroke', 'breast'], ['back', 'back'], ['backstroke', 'back']] as const) {
    if (new RegExp(`\\b(?:no|without|avoid|skip)\\s+${word}\\b`).test(text) && !excluded.includes(stroke)) excluded.push(stroke);
  }
  for (const s of excluded) {
    const i = focus.indexOf(s as Focus);
    if (i >= 0) focus.splice(i, 1);
  }

  // The description alone decides workout or season (DECISIONS.md): "meet in three weeks" in the
  // coach's notes is context for one practice, not a request for a season.
  const asked = request.description.toLowerCase();
  const weeksMatch = /\b(\d{1,2})[- ]?(?:weeks?|wk)\b/.exec(asked);
  const taper = /\btaper/.test(asked);
  const bigMeet = /\bsectionals\b|\bstate meet\b|\bnationals\b|\bconference\b|\btrials\b|\bjunior olympics\b/.test(asked);
  const championship = /\bchampionships?\b|\bchamps\b/.test(asked) || (bigMeet && /\bprogram\b|\bplan\b|\bprepare\b|\bbuild[- ]?up\b|\bweeks\b|\bseason\b/.test(asked));
  const season = /\bseason\b|\bmulti[- ]?week\b|\bmacrocycle\b|\bperiodi[sz]|\bmesocycle\b|\btraining plan for\b.*\bweeks\b/.test(asked) || taper || championship || (weeksMatch !== null && /plan|program|block|cycle/.test(asked));
  const kind = season ? 'season' : (request.plan_type === 'season' && !/\bworkout\b|\bpractice\b|\bsession\b/.test(asked) ? 'season' : 'workout');

  const targetDate = parseTargetDate(text, request.date);
  let weeks: number | null = weeksMatch?.[1] ? parseInt(weeksMatch[1], 10) : null;
  const taperWeeksMatch = /\b(2|3|two|three)[- ]?weeks?\s+taper/.exec(text);
  // Children rest a few days before a championship; a long taper only fits swimmers with a long build behind them.
  const shortTaper = ['age_group_8_10', 'age_group_11_12', 'summer_swim_team', 'recreational'].includes(resolvedLevel);
  const taperWeeks = taperWeeksMatch ? (taperWeeksMatch[1] === '2' || taperWeeksMatch[1] === 'two' ? 2 : 3) : taper || championship ? (shortTaper ? 1 : 3) : null;
  if (kind === 'season') {
    if (targetDate) weeks = Math.max(2, Math.ceil((daysBetween(request.date, targetDate) + 1) / 7));
    if (weeks && taperWeeksMatch && weeks === parseInt(taperWeeksMatch[1] ?? '', 10) && !targetDate && !/season/.test(text)) {
      weeks = taperWeeks;
    }
    if (!weeks) {
      weeks = taper && !championship ? 3 : 12;
      assumptions.push(`Length not given: ${weeks} weeks.`);
    }
    weeks = Math.min(52, Math.max(1, weeks));
  }

  if (kind === 'season' && !sessionsPerWeek) {
    assumptions.push(`Sessions per week not given: ${defaultSessions[resolvedLevel]}, typical for this level.`);
  }

  return {
    kind,
    level: resolvedLevel,
    course,
    volume: sessionVolume,
    requestedDistance,
    requestedMinutes: requestedDistance === null ? minutes : null,
    focus,
    targetEvent,
    targetDate: kind === 'season' ? targetDate ?? (weeks ? addDays(request.date, weeks * 7 - 1) : null) : null,
    weeks: kind === 'season' ? weeks : null,
    group,
    dryland: /dry[- ]?land|strength|\bgym\b|\bcore\b|weights/.test(text),
    mobility: /mobility|stretch|flexib|yoga/.test(text),
    taperWeeks,
    championship,
    sessionsPerWeek: sessionsPerWeek ?? (kind === 'season' ? defaultSessions[resolvedLevel] : null),
    excluded,
    assumptions,
  };
}
