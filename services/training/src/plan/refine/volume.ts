import { numberText } from '@laneforge/contracts';
import { minutesBetween, readMinutes, readTimesOfDay, readVolume } from '../vocabulary';
import { profileOf } from '../squads';
import { type RefineDraft, Refusal } from './draft';
import type { Op, ReadContext } from './op';

/** Volume and time: "make it 4000", "cut 500", "10% less", "shorter", "we only have 60 minutes", "we lose the pool at 7". */

/** Said when an end of the day's pool time is given and its start is not: beside minutes the coach gave, it is their reason. */
export const UNKNOWN_START = "the practice's start time is not known";

/** Where the refined plan's real total goes in a line: written once the plan is fitted, so the line never claims a total the plan does not have. */
export const TOTAL = '{total}';

function setTarget(d: RefineDraft, value: number, why: string): string {
  const [lo, hi] = profileOf(d.plan).volume;
  const wanted = Math.round(value / 50) * 50;
  const target = Math.min(hi * 1.05, Math.max(Math.min(lo, value), wanted));
  d.target = target;
  d.volumeSet = true;
  return target === wanted ? `${why}: ${TOTAL}.` : `${why}: ${TOTAL} (${numberText(value)} is outside what one practice of this group holds).`;
}

function amountIn(clause: string): number | null {
  const m = /(\d{1,2}(?:[.,]\d{3})|\d{2,5}|\d{1,2}(?:\.\d)?\s*k)\b(?!\s*(?:x|%|percent|min|'|s\b))/.exec(clause);
  if (!m?.[1]) return null;
  const raw = m[1].replace(/\s/g, '');
  return raw.endsWith('k') ? Math.round(parseFloat(raw) * 1000) : parseInt(raw.replace(/[,.]/g, ''), 10);
}

/** The practice fitted to a clock: the limit kept on the plan and in the brief, so every later refinement keeps it too. */
function fitTo(d: RefineDraft, minutes: number, said: string, why: string): string {
  const rate = profileOf(d.plan).rate;
  const others = (d.plan.constraints ?? []).filter((c) => c.rule !== 'max_minutes');
  d.plan.constraints = [...others, { rule: 'max_minutes', value: minutes, said }];
  d.brief.clock = { value: { ...d.brief.clock.value, minutes }, source: 'said', words: said };
  const density = Math.round((minutes * rate) / 100) * 100;
  // A practice already inside the time keeps its volume: the clock is a ceiling, not a target.
  const current = d.plan.totals.minutes;
  const before = d.plan.requestedMinutes;
  // "the swim is supposed to be 1.5 hrs not 30 min": a longer clock than the plan was written for, on a volume the engine chose,
  // is filled (at most what the level swims in that time), as a new plan would be.
  const longer = (before === null || before === undefined || before < minutes) && current < minutes * 0.8 && d.brief.volume.source !== 'said' && !d.volumeSet;
  d.plan.requestedMinutes = minutes;
  if (longer) return setTarget(d, Math.min(density, Math.round((d.target * minutes) / Math.max(1, current) / 50) * 50), why);
  // A practice written again in this refinement ("i wanted a SWIM practice. 2 hrs …") fills the clock said, as a new plan does.
  if (d.rewritten && !d.volumeSet) return setTarget(d, density, why);
  if (current <= minutes && !d.volumeSet) return `${why}: the practice already fits (about ${current} min), kept at ${TOTAL}.`;
  return setTarget(d, Math.min(d.target, density), why);
}

const timeWords = /\b(?:of (?:water|pool|pool time|swimming)|in the (?:water|pool)|make it|shorten|fit|only have|only got|we have|we've got|we got|have|cut|in|under|within|to|keep it|down to|max|only|just|got|lost|lose|less|take|off|knock|shave|trim|not|instead|rather than|now|actually)\b/;

export function readTime(clause: string): Op | null {
  if (/\bdry[- ]?land\b|\bcore\b|\bstretch/.test(clause)) return null;
  // "the first 30 min is all 22 boys in 4 lanes": a stretch of the practice, not its length.
  if (/\b(?:the |for the )?(?:first|last|final) (?:\d{1,3}|few|couple)\s*(?:min|mins|minutes?)\b/.test(clause) && !/\b(?:lost|lose|late|gone|without|no pool|cut|talk(?:ing)?|meeting|chat|speech|film|video|photos?|briefing|announcements?)\b/.test(clause)) return null;
  // "the custodian found the key about 40 min in": a moment of the practice, not its length.
  if (/\b\d{1,3}\s*(?:min|mins|minutes?)\s+in\b(?!\s+(?:the water|the pool|total|length|all))/.test(clause) && !/\b(?:only|just) (?:have|got|get)\b|\bleaves?\b|\bleft\b/.test(clause)) return null;
  // "a 10 min kick set": the minutes of a part, not of the practice.
  if (/\b\d{1,3}\s*(?:-\s*)?(?:min|mins|minutes?|')\s+(?:of\s+)?(?:kick|pull|drills?|sprints?|relays?|games?|technique|starts|turns|skills)\b|\b(?:kick|pull|drill|sprint|relay|game)(?: set)? (?:for )?\d{1,3}\s*(?:min|mins|minutes?)\b/.test(clause)) return null;
  // "we get an extra 15 min", "15 more minutes": the clock grows by that much.
  const extra = /\b(?:extra|another|additional|more)\s+(\d{1,3})\s*(?:min|mins|minutes?)\b|\b(\d{1,3})\s*(?:more|extra)\s*(?:min|mins|minutes?)\b/.exec(clause);
  if (extra && !/\b(?:less|fewer|lost|lose|minus|off)\b/.test(clause)) {
    const more = +(extra[1] ?? extra[2])!;
    return {
      understood: `${more} min more`,
      run: (d) => {
        const now = d.plan.requestedMinutes ?? d.plan.totals.minutes;
        fitTo(d, now + more, `${now} min and ${more} more`, '');
        // More time is more swimming: the volume grows with the clock, at the pace the plan already swims.
        return setTarget(d, (d.target * (now + more)) / Math.max(1, d.plan.totals.minutes), `${more} min more (${now + more} min)`);
      },
    };
  }
  // "it only runs ~68 min and we have the full 90", "this says 49 min, i said 45": what the plan runs is the complaint; the
  // minutes they have, or said before, are the clock.
  // "we only have 80 min in the water not 100": the first number is the clock, the one after "not" the old one.
  const notOld = /\b(?:only\s+)?(?:have|got|get|has)\s+(?:like\s+|about\s+|~\s*)?(\d{2,3})\s*(?:min(?:ute)?s?)\b[^,;]{0,30}?\bnot\s+(?:the\s+)?(\d{2,3})\b/.exec(clause);
  if (notOld && +notOld[1]! >= 15 && +notOld[1]! <= 240) {
    const wanted = +notOld[1]!;
    return { understood: `fit it into ${wanted} min`, run: (d) => fitTo(d, wanted, notOld[0], `Fitted to ${wanted} min`) };
  }
  // "cant go over 90 min", "no more than 60 min": a ceiling said as one.
  const ceiling = /\b(?:can'?t|cannot|cant|can not|don'?t|dont|won'?t|shouldn'?t) go (?:over|past|beyond|longer than)\s+(\d{2,3})\s*(?:min|mins|minutes)\b|\bno (?:more|longer) than (\d{2,3})\s*(?:min|mins|minutes)\b/.exec(clause);
  if (ceiling) {
    const wanted = Number(ceiling[1] ?? ceiling[2]);
    if (wanted >= 15 && wanted <= 240) return { understood: `fit it into ${wanted} min`, run: (d) => fitTo(d, wanted, ceiling[0], `Fitted to ${wanted} min`) };
  }
  // "lost the first 15 min to the diving team so we really only have 75 min in the water": the minutes they have are the clock.
  const only = /\b(?:only|just|realistically|really only|now) (?:have|got|get|getting)(?: the pool| the lanes| them| the water)?(?: for)?\s+(?:like\s+|about\s+|~\s*)?(\d{2,3})\s*(?:min(?:ute)?s?)?\b(?!\s*(?:y|yd|yds|yards?|m|meters?|metres?|k|x)\b)/.exec(clause);
  if (only && +only[1]! >= 15 && +only[1]! <= 240 && /\b(?:lost|lose|late|over|ran|running|took|take|used)\b/.test(clause.slice(0, only.index))) {
    const wanted = +only[1]!;
    return { understood: `fit it into ${wanted} min`, run: (d) => fitTo(d, wanted, only[0], `Fitted to ${wanted} min`) };
  }
  // "it only runs ~68 min", "this says 49 min": what the plan runs now, the complaint before the clock they have.
  if (/^(?:and |but |so )?(?:it|this|that|the plan|the practice|the workout)(?: only)? (?:runs?|says|is|comes? out (?:to|at)|shows?)\s+(?:only\s+)?(?:like\s+|about\s+|~\s*)?\d{2,3}\s*(?:min|mins|minutes?)$/.test(clause)) return null;
  const running = /\b(?:runs?|running|says|it'?s|its|is|only|comes? (?:out )?(?:to|at))\s+(?:only\s+)?(?:like\s+|about\s+|~\s*)?\d{2,3}\s*(?:min|mins|minutes?)\b/.test(clause);
  const asked = running ? /\b(?:we have|we've got|we got|we get|have (?:them|em) for|i said|asked for|i asked for|should be|supposed to be|fill(?: it| this| that)?(?: out| up)?(?: to)?)\s+(?:the\s+)?(?:full\s+|whole\s+)?(?:like\s+|about\s+|~\s*)?(\d{2,3}|\d(?:\.\d)?\s*(?:hrs?|hours?))\b(?!\s*(?:y|yd|yds|yards?|m|meters?|metres?|k|x)\b)/.exec(clause) : null;
  // "this is only ~100 min - fill it": the complaint, then fill the clock already said.
  if (running && !asked && /\bfill\b/.test(clause)) return readFill('fill the time');
  const askedMinutes = asked ? (/h/.test(asked[1]!) ? Math.round(parseFloat(asked[1]!) * 60) : +asked[1]!) : 0;
  if (asked && askedMinutes >= 15 && askedMinutes <= 240) {
    const wanted = askedMinutes;
    // "it only runs ~68 min and we have the full 90": the practice is short of the clock; it grows to fill it.
    return { understood: `fit it into ${wanted} min`, run: (d) => fitOrFill(d, wanted, asked[0], true) };
  }
  // "20 min late so like 100 min total", "same end time so ~48 min", "which leaves us 50 min": the new length, said after its reason.
  const total = /\b(?:so|that'?s|thats|which is|making it|leaves?(?: us)?|gives?(?: us)?)\s+(?:like |about |around |~\s*|only |just |roughly )?(\d{2,3})\s*(?:min|mins|minutes?)\b|\b(\d{2,3})\s*(?:min|mins|minutes?)\s+(?:total|left|of (?:water|pool|swim(?:ming)?))\b|\b(?:fit|into|in|to)\s+(?:the\s+)?(\d{2,3})\s*(?:min|mins|minutes)?\s+(?:that'?s|thats|which is|we have|we'?ve got)?\s*left\b/.exec(clause);
  // "i have them for the full 90", "we got the pool for 2 hrs": the clock they have.
  // "we have the full 90", "i said 45": the clock, said alone after what the plan runs.
  const held = total ? null : /\b(?:have|got|get)(?: them| the pool| the lanes| it)? for (?:the )?(?:full |whole |entire )?(\d{2,3})\b(?!\s*(?:y|yd|yds|yards?|m|meters?|metres?|k|x)\b)|\b(?:have|got|get)(?: them| the pool| the lanes| it)? (?:the )?(?:full|whole|entire) (\d{2,3})\b(?!\s*(?:y|yd|yds|yards?|m|meters?|metres?|k|x)\b)|^(?:but |and )?(?:i said|i asked for|it should be|should be|supposed to be) (\d{2,3})(?:\s*(?:min|mins|minutes))?$/.exec(clause);
  const length = total ? +(total[1] ?? total[2] ?? total[3])! : held ? +(held[1] ?? held[2] ?? held[3])! : 0;
  if (length >= 15 && length <= 240) return { understood: `fit it into ${length} min`, run: (d) => fitTo(d, length, (total ?? held)![0], `Fitted to ${length} min`) };
  // "cut it to 60", "make it 75": a bare number a practice's minutes long, said with a cutting word.
  const bare = /\b(?:cut|trim|shorten|make|bring|get|keep|drop)\b(?: it| this| practice| the practice)?(?: down| back)?(?: to)? (\d{2,3})\b(?!\s*(?:y|yd|yds|yards?|m|meters?|metres?|k|x|s\b|%|,\d|\.\d|\d))/.exec(clause);
  // "so we get 1:45 not 2 hrs": the new length said as a clock, the old one after "not".
  const said = /\b([1-3]):([0-5]\d)\s*(?:hrs?|hours?)?\s*(?:,\s*)?(?:not|instead of|rather than)\s+(?:the\s+)?(?:\d(?:\.\d)?|one|two|three)\s*(?:hrs?|hours?|h)\b/.exec(clause);
  const minutes = (said ? { value: +said[1]! * 60 + +said[2]!, said: said[0] } : null) ?? readMinutes(clause) ?? (bare && +bare[1]! >= 15 && +bare[1]! <= 180 ? { value: +bare[1]!, said: bare[0] } : null);
  if (!minutes || !timeWords.test(clause)) return null;
  // "15 min less", "lost 15 minutes to a fire drill": minutes taken off, not the new length.
  // "ill talk to them the first 15 min", "a 10 min team meeting first": minutes out of the water, taken off the swim.
  const talk = /\b(?:talk(?:ing)?|meeting|chat|speech|film|video|photos?|pictures?|announcements?|briefing)\b/.test(clause);
  // "we only get 30 min in the water not 45": the new length, whatever else in the clause says earlier.
  const newLength = /\b(?:only|just) (?:have|got|get|getting)\b|\bhave\b.*\bleft\b|\b\d{1,3}\s*(?:min|mins|minutes?)\b[^,;]*\b(?:not|instead of)\s+\d/.test(clause);
  if (talk || (/\b(?:less|fewer|shorter|lost|lose|minus|early|earlier|off|late|later)\b/.test(clause) && !newLength)) {
    return {
      understood: `${minutes.value} min less`,
      run: (d) => {
        // A talk on deck comes out of the slot; minutes lost come off what the practice runs (a plan shorter than its slot
        // loses them from its own clock).
        const now = talk ? (d.plan.requestedMinutes ?? d.plan.totals.minutes) : Math.min(d.plan.requestedMinutes ?? Infinity, Math.max(1, d.plan.totals.minutes));
        const left = now - minutes.value;
        if (left < 15) throw new Refusal(`${minutes.value} min less leaves no practice (it is about ${now} min)`);
        return fitTo(d, left, `${now} min less ${minutes.value}`, `${minutes.value} min less: fitted to ${left} min`);
      },
    };
  }
  // "fill it out to the full 2 hrs", "too short, use the whole 90": the practice grows to the clock, not only fits under it.
  const fill = /\bfill\b|\b(?:the )?(?:full|whole|entire)\b|\btoo short\b|\buse (?:all|it all|every)\b/.test(clause);
  return { understood: `fit it into ${minutes.value} min`, run: (d) => fitOrFill(d, minutes.value, minutes.said, fill) };
}

/**
 * The clock said: the practice fits under it, and when the coach asked to fill it and the practice runs short, it grows to
 * it once every other part has run, unless one of them said a volume of its own ("… add about 1000").
 */
function fitOrFill(d: RefineDraft, minutes: number, said: string, fill: boolean): string {
  const short = fill && Math.max(1, d.plan.totals.minutes) < minutes - 5;
  if (short) d.fillTo = minutes;
  const line = fitTo(d, minutes, said, `Fitted to ${minutes} min`);
  return short ? `Fitted to ${minutes} min: ${TOTAL}.` : line;
}

/** An end read without am/pm taken to the twelve hours after the start ("6:15" … "7:45" is 90 min, not 13 h 30). */
function sameHalfDay(start: string | null, end: string | null): string | null {
  if (!start || !end) return end;
  const minutes = minutesBetween(start, end);
  const shift = minutes > 12 * 60 ? -12 : minutes <= 0 ? 12 : 0;
  if (shift === 0) return end;
  const hour = +end.slice(0, 2) + shift;
  return hour >= 0 && hour < 24 ? `${String(hour).padStart(2, '0')}${end.slice(2)}` : end;
}

/** "We lose the pool at 7", "out by 6:45", "we start at 5:30 now": the clock from the session's start and end. */
export function readClockTimes(clause: string): Op | null {
  // "6am-8am", "we have the pool 5:30-7": the practice's hours, said as a span with a time of day.
  const span = /^(?:(?:we have|we got|we've got|it'?s|its|practice is|pool is|the pool|have the pool|we have the pool)\s+)?(?:from\s+)?\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)?\s*(?:-|to|till|until)\s*\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)\b|^(?:(?:we have|we got|it'?s|its|the pool)\s+)?(?:from\s+)?\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)\s*(?:-|to|till|until)\s*\d{1,2}(?::[0-5]\d)?\b/.test(clause);
  if (!span && !/\b(?:lose the pool|out (?:of the water )?by|done by|finish(?:ed)? by|off at|get out at|have to be out|until|till|ends? at|start(?:s|ing)? at|get in at|begin(?:s)? at|in the water at)\b/.test(clause)) return null;
  const times = readTimesOfDay(clause);
  if (!times || (!times.start && !times.end)) return null;
  return {
    understood: times.end ? `out of the pool at ${times.end}` : `starting at ${times.start}`,
    run: (d) => {
      const start = times.start ?? d.brief.clock.value.start;
      // "we lose the pool at 7:45" on a 6:15 am practice is 7:45 am: the half of the day that follows the start.
      const end = sameHalfDay(start, times.end ?? d.brief.clock.value.end);
      d.brief.clock = { ...d.brief.clock, value: { ...d.brief.clock.value, start, end } };
      // "we lose the pool at 5:15 now so its 70 min not 90": the minutes said with it are the clock.
      const minutesSaid = /\b(?:it'?s|its|we have|we get|only|so)\s+(?:like\s+|about\s+|~\s*)?(\d{2,3})\s*(?:min(?:ute)?s?)\b/.exec(clause);
      if ((!start || !end) && minutesSaid && +minutesSaid[1]! >= 15 && +minutesSaid[1]! <= 300) return fitTo(d, +minutesSaid[1]!, `${minutesSaid[1]} min`, `Fitted to ${minutesSaid[1]} min`);
      if (!start || !end) {
        // Without the other end of the clock the minutes are unknown: the time is kept for next time and the coach is told.
        throw new Refusal(`${start ? "the practice's end time is not known" : UNKNOWN_START}, so the minutes cannot be worked out; say how long you have ("we only have 60 min") or when you ${start ? 'finish' : 'start'}`);
      }
      const minutes = minutesBetween(start, end);
      if (minutes < 15) throw new Refusal(`${start} to ${end} leaves no practice`);
      if (minutes > 360) throw new Refusal(`${start} to ${end} is longer than one practice; say how long you have ("we only have 90 min")`);
      return fitTo(d, minutes, `${start}-${end}`, `Fitted to the pool time (${start} to ${end}, ${minutes} min)`);
    },
  };
}

/** "cut it to 4000", "bring it down to 3k", "drop it to 3500": a new total, said with a cutting word. */
const toTotal = /\b(?:cut|drop|bring|take|knock|trim|shorten|lower|bump|raise|up|increase|reduce)\b(?: it| this| everything| the whole (?:thing|practice|workout)| the practice| the workout| the (?:volume|total|yardage))?(?: down| back| up)? to (?:~|about |around |like )?\s*(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d{1,2}(?:\.\d)?\s*k)\b/;

/** "1200 of breast in the main", "500 of kick": the yards of a part, said of it, never the practice's new total. */
const partYards = /\b\d[\d,.]*\s*k?\s*(?:yds?|yards?|m|meters?)?\s+(?:of|on)\s+(?!(?:it|this|that|swimming|total|volume|yardage)\b)[a-z]|\btoo (?:much|many) (?:breast|back|fly|free|im|kick|pull|drill|stroke|sprint)/;

/**
 * A race or a pace named in the words is not a total: "the 200s at 1650 pace", "1:30-1:32 pace", "their 500 free", "1650
 * race pace" are the event and its speed.
 */
const withoutPaces = (clause: string) =>
  clause
    .replace(/\b\d{2,4}\s*(?:free|fr|back|bk|breast|br|fly|im|y|m)?\s*(?:race[- ])?(?:pace|speed|splits?|goal|time)\b/g, ' ')
    .replace(/\b\d?:\d{2}(?:\s*-\s*\d?:\d{2})?\s*(?:pace|\/100|per 100)?/g, ' ')
    .replace(/\b(?:the|their|his|her|a|for the|in the|at the)\s+(?:50|100|200|400|500|800|1000|1500|1650|mile)\s*(?:free|back|breast|fly|im|fr|bk|br)\b/g, ' ');

export function readAbsolute(said: string): Op | null {
  const clause = withoutPaces(said);
  // "DONT touch my main set, still ~5500": the total the coach keeps while the parts change.
  const still = /^(?:and |but |so )?(?:still|stay(?:s| at)?|keep it(?: at)?)\s+(?:at\s+)?(?:~\s*|about\s+|around\s+|like\s+)?(\d{1,2}(?:[.,]\d{3})|\d{4,5}|\d{1,2}(?:\.\d)?\s*k)\b(?:\s*(?:total|yds?|yards|m|meters))?$/.exec(clause);
  if (still) {
    const value = amountIn(still[1]!);
    if (value && value >= 300) return { understood: `volume to ${numberText(value)}`, run: (d) => setTarget(d, value, 'Volume kept at') };
  }
  // "800 kick + 500 drill before my main is too much": the complaint, the sizes said after it.
  if (/\btoo (?:much|long|many)\b|\bway too\b/.test(clause)) return null;
  // "swap it for a 300 steady at the same pace as the 100s": a set in another's place, never the practice's total.
  if (/\b(?:swap|switch|replace|trade|instead of|in place of)\b/.test(clause)) return null;
  // "cut drill to 200, kick to 400": the size of a part, not the practice's total.
  if (/\b(?:kick|drills?|pull|warm[- ]?up|cool[- ]?down|cd|wu|main|sprints?|starts|pre[- ]?set|technique)\b[^,;]{0,12}\bto\s+(?:~\s*|about\s+|like\s+)?\d{2,4}\b/.test(clause)) return null;
  if (/\bx\b|\d\s*x\s*\d|\bround/.test(clause) || partYards.test(clause)) return null;
  const cutTo = toTotal.exec(clause);
  if (cutTo) {
    const value = amountIn(cutTo[1]!);
    if (value && value >= 300) return { understood: `volume to ${numberText(value)}`, run: (d) => setTarget(d, value, 'Volume set') };
  }
  // "its only 3800 and u said ~74 min": the plan as it is now, the reason for what comes next.
  if (/^(?:it'?s|its|it is|that'?s|thats|this is|the (?:plan|workout|practice) is)\s+(?:only|just|barely|like)\s+\d/.test(clause)) return null;
  // "need 7000 scy hard aerobic": the total the coach needs.
  // "still ~5500": the total the coach keeps while the parts change.
  const asked = /\b(?:make it|to|total|only|just|change (?:it )?to|set (?:it )?to|at|about|around|go|keep it|need|needs|want|wants|should be|still)\b/.test(clause) || /^\s*\d/.test(clause);
  const volume = readVolume(clause);
  const value = volume?.value.value ?? (asked ? amountIn(clause) : null);
  if (!value || value < 300 || !asked || /\b(?:cut|drop|take off|remove|less|more|add|extra|another|minus|plus|by|fewer)\b/.test(clause)) return null;
  return { understood: `volume to ${numberText(value)}`, run: (d) => setTarget(d, value, 'Volume set') };
}

export function readRelative(said: string): Op | null {
  const clause = withoutPaces(said);
  if (toTotal.test(clause) || partYards.test(clause)) return null;
  // "6800 is more than i wanted", "5k is a lot for them": the total now, complained of; the number asked for comes with it.
  if (/\b\d[\d,.]*k?\s*(?:yds?|yards|m|meters)?\s+(?:is|was|'s|seems|feels)\s+(?:way |a bit |a little |just |kinda |kind of )?(?:more than|over|too much|too long|a lot|a ton|too many|more then)\b/.test(clause)) return null;
  // "i said 4500 not more", "no more than 4000": the total, at most that.
  const ceiling = /\b(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d(?:\.\d)?\s*k)\s*(?:yds?|yards?|m|meters?)?\s*(?:not more|no more|max|tops|at most|not over)\b|\b(?:no more than|not more than|at most|max(?:imum)? of)\s*(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d(?:\.\d)?\s*k)\b/.exec(clause);
  const most = ceiling ? amountIn((ceiling[1] ?? ceiling[2])!) : null;
  if (most && most >= 300) return { understood: `at most ${numberText(most)}`, run: (d) => (d.target > most ? setTarget(d, most, `At most ${numberText(most)}`) : `${numberText(most)} at most: the plan is already within it (${TOTAL}).`) };
  const pct = /(\d{1,2})\s*(?:%|percent)/.exec(clause);
  const down = /\b(?:cut|drop|take off|remove|subtract|minus|shave|less|fewer|reduce|lower|down|shorter|trim|knock off)\b|\b(?:take|knock|shave|chop) (?:\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d(?:\.\d)?\s*k) off\b/.test(clause);
  const up = /\b(?:add|plus|another|extra|more|increase|up|longer|raise|bump)\b/.test(clause);
  if (down === up) return null;
  if (pct) {
    const share = Number(pct[1]) / 100;
    return { understood: `${down ? 'cut' : 'add'} ${pct[1]}%`, run: (d) => setTarget(d, d.target * (down ? 1 - share : 1 + share), down ? `${pct[1]}% shorter` : `${pct[1]}% longer`) };
  }
  const value = /\bx\b|\d\s*x\s*\d|\bmin|\bminute|'|\d{2,4}s\b|\bround/.test(clause) ? null : amountIn(clause);
  if (!value || value < 100) return null;
  return { understood: `${down ? 'cut' : 'add'} ${numberText(value)}`, run: (d) => setTarget(d, d.target + (down ? -value : value), down ? `${numberText(value)} shorter` : `${numberText(value)} longer`) };
}

export function readShorterLonger(clause: string, at?: ReadContext): Op | null {
  // "warmup is only 250 …, way too short for my 50+ crowd": said of the part named just before, not the practice.
  if (/^(?:and |but |so )?(?:way |much |far |a bit |a little |just )?too (?:short|long)\b/.test(clause) && at?.previous?.sections) return null;
  // "too much stuff before the main", "too much kick before the main": where the practice is heavy, the change said next.
  if (/\btoo much (?:stuff|work|yardage|going on|junk)?\s*(?:before|after|in front of|ahead of)\b|\btoo much (?:kick|drill|pull|stuff)\b/.test(clause) || (/\btoo (?:much|long)\b/.test(clause) && /(?:\b|\dx)\d{2,4}\s*(?:kick|drills?|pull|warm[- ]?up|free|swim|back|breast|fly|im|main)\b|\b(?:the|that|this|their) (?:[\dx]+ )?(?:[a-z]+ )?(?:main|kick|pull|drill|warm[- ]?up|pre[- ]?set|sprint)(?: set)? (?:is|are|'s)\b[^,;]*\btoo (?:much|long)\b/.test(clause))) return null;
  const shorter = /\bshorter\b|\bless (?:volume|yardage|yards|meters|distance)\b|\bcut (?:it )?(?:down|back)\b|\btrim (?:it|the volume)\b|\btoo (?:long|much)\b|\bscale (?:it )?(?:back|down)\b|\btone (?:it )?down\b(?= the volume)/.test(clause);
  // "give Mara and Dev a longer option on the main": those swimmers' set, not the practice.
  if (/\blonger (?:option|version|one|set|swim|repeats?|reps?|send[- ]?offs?|rest|intervals?)\b|\bgive (?:\w+ (?:and \w+ )?)?a longer\b/.test(clause)) return null;
  const longer = /\blonger\b|\bmore (?:volume|yardage|yards|meters|distance)\b|\btoo short\b|\bbigger\b|\bnot enough (?:yardage|volume|yards)\b|\bscale (?:it )?up\b/.test(clause);
  // "make the drill set longer" is that set's: the section readers take it.
  // "so 7000 is too much, bring it to like 5500": the total now, complained of; the number asked for comes with it.
  if (/\b\d[\d,.]*k?\s+(?:is|was|'s)\s+(?:way |a bit |a little |just )?too (?:much|long)\b/.test(clause)) return null;
  // "warmup is only 250 …, way too short": that part's, which its own size said next changes.
  if (shorter === longer || partYards.test(clause) || /\b(?:the|that) (?:kick|pull|drills?|warm[- ]?up|cool[- ]?down|sprints?|pre[- ]?set|race[- ]pace)\b|^(?:my |your |our )?(?:kick|pull|drills?|warm[- ]?up|cool[- ]?down|sprints?|pre[- ]?set|main)(?: set)? (?:is|was|'s|seems|looks)\b/.test(clause)) return null;
  return { understood: shorter ? 'shorter' : 'longer', run: (d) => setTarget(d, d.target * (shorter ? 0.8 : 1.2), shorter ? 'Shorter' : 'Longer') };
}

/**
 * "i have them for the full 90 … bump it up to fill the time", "use all the time": the practice grown to fill the clock it
 * has, at the pace it already swims.
 */
export function readFill(clause: string): Op | null {
  // "fill it to ~110 but keep it easy", "fill to 115 min": the minutes the practice grows to.
  const to = /\bfill (?:it |that |this |the (?:practice|workout|time|slot) )?(?:up )?(?:to|out to|til|until)\s+(?:~\s*|about |around |like )?(\d{2,3})\b(?!\s*(?:y|yd|yds|yards?|m|meters?|k)\b)/.exec(clause);
  if (!to && !/\bfill (?:up )?(?:the|all the|our|the whole|the full|all|that|it)?\s*(?:time|clock|slot|hour|session|practice|\d{2,3}(?: min)?)\b|\buse (?:all|the (?:whole|full)|all the) (?:time|\d{2,3}(?: min)?)\b/.test(clause)) return null;
  const said = to ? [to[0], to[1]] as const : /\b(?:full|whole|all)\s+(\d{2,3})\b/.exec(clause);
  return {
    understood: 'fill the time',
    run: (d) => {
      const minutes = said ? +said[1]! : d.plan.constraints?.find((c) => c.rule === 'max_minutes')?.value ?? d.plan.requestedMinutes;
      if (!minutes) throw new Refusal('the practice has no time to fill; say how long you have ("we have them for 90 min")');
      // "fill it to ~110" of a 2-hour slot: 110 is what is swum, the slot stays the ceiling.
      if (said && !to) fitTo(d, minutes, said[0]!, '');
      const now = Math.max(1, d.plan.totals.minutes);
      if (now >= minutes - 2) return `The practice already fills the ${minutes} min (about ${now} min): ${TOTAL}.`;
      // Two minutes of the clock stay for getting in and out.
      return setTarget(d, Math.round((d.target * (minutes - 2)) / now / 50) * 50, `Filled to the ${minutes} min`);
    },
  };
}
