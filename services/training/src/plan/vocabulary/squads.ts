import type { Squad } from '@laneforge/contracts';
import { type Read, normalise } from './text';
import { monthName } from './dates';

/** Who swims (COACHING.md §1.1, §2): ages and the names of squads, to the squad that sets volumes and limits. */

interface SquadWord {
  squad: Squad;
  re: RegExp;
}

/** Named squads, most specific first: "novice masters" before "masters", "HS JV" before "HS". */
const namedSquads: SquadWord[] = [
  { squad: 'learn_to_swim', re: /\bparent[- ]?(?:and|&|n)[- ]?(?:tots?|toddlers?|child|me|baby|babies|infant)\b|\bmommy (?:and|&) me\b|\bbaby swim\b|\blearn[- ]to[- ]swim\b|\blts\b|(?<!\b(?:before|after|until|for|the|then)\s)\bswim lessons?\b(?!\s+(?:start|starts|begin|begins|are|come|comes|after|right|at|follow|follows|then|next|in the|need|have|use|take|get)\b)|\bparent[- ](?:and|&)[- ](?:tot|child|me)\b|\bpreschool(?:ers)?\b|\bnon[- ]?swimmers?\b|\bwater safety\b|\bcan'?t swim\b|\btoddlers?\b|\bkids'? lessons?\b|\blevel [1-3] (?:kids|lessons?|class)\b/ },
  { squad: 'masters_novice', re: /\b(?:novice|beginner|new|newer|beginning)\s+(?:masters|adults?|adult swimmers)\b|\b(?:masters|adults?)\s+(?:novices?|beginners?)\b|\badult learn/ },
  { squad: 'masters_advanced', re: /\b(?:advanced|fast|competitive|elite|national[- ]level|top)\s+masters\b|\bmasters\s+(?:advanced|elite|fast lane|competitive|comp|racing|team)\b/ },
  { squad: 'masters', re: /\bmasters?\b|\badults?\b|\b18\+|\bover[- ]?(?:30|40|50)s?\b/ },
  { squad: 'triathlete', re: /\btri(?:athletes?|athlon|athletics?)?\b|\biron ?man\b|\bopen[- ]water (?:swimmers?|squad|group|team)\b|\bow (?:swimmers?|squad|group|team|crew)\b/ },
  { squad: 'hs_jv', re: /\bjv\b|\bjunior varsity\b/ },
  { squad: 'hs_varsity', re: /\bhigh[- ]?school\b|\bhs\b|\bvarsity\b|\bprep school\b/ },
  // "ncaa d2" is Division II: "ncaa" alone names D1 only when no other division is said.
  { squad: 'college_d1', re: /\bd-?1\b|\bdiv(?:ision)?\.? (?:1|i)\b|\bncaa\b(?!\s*(?:d-?[23]|div(?:ision)?\.? (?:2|3|ii|iii))\b)(?![^.]*\b(?:d-?[23]|div(?:ision)?\.? (?:2|3|ii|iii))\b)|\bpower five\b/ },
  { squad: 'college_d3', re: /\bd-?[23]\b|\bdiv(?:ision)?\.? (?:2|3|ii|iii)\b|\bnaia\b|\bcollege\b|\bcollegiate\b|\buniversity\b|\bclub college\b/ },
  { squad: 'elite', re: /\belite\b|\bprofessional\b|\bpro swimmers?\b|\bolympi|\bnational team\b|\bpost[- ]?grads?\b|\binternational\b/ },
  // "5k/10k juniors", "junior national group": club swimmers at junior-national level, a senior group's training.
  { squad: 'club_senior', re: /\bseniors?\b|\bsr\.? (?:group|grp|squad|team)\b|\b(?:senior|sr\.?) grp\b|\bsenior group\b|\bnat(?:ional|'?l)? (?:group|squad)\b|\bsectionals? group\b|\bjuniors\b|\bjunior (?:national|group|squad|team|elite)s?\b/ },
  { squad: 'summer_league', re: /\bsummer\s+(?:league|swim team|team|swim|club|rec)\b|\bsummer\b.*\b(?:team|league|club)\b|\bswim\s*(?:and|&)\s*dive team\b|\brec league\b/ },
  { squad: 'recreational', re: /\brecreational\b|\bfitness\b|\blap swimm|\bnovices?\b|\bbeginners?\b/ },
  { squad: 'age_11_12', re: /\bage[- ]?gr(?:ou)?ps?(?:ers)?\b|\bkids\b|\bchildren\b|\byouth\b/ },
];

/** An age (or the top of an age range) to the squad that trains it. */
function squadForAges(low: number, high: number): Squad {
  if (high <= 8) return 'age_8_under';
  if (high <= 10) return low <= 8 && high - low >= 2 ? 'age_8_under' : 'age_9_10';
  if (high <= 12) return 'age_11_12';
  if (high <= 14) return 'age_13_14';
  if (high <= 18) return 'hs_varsity';
  return 'masters';
}

// "15-18 distance squad": a word for the group's events or level may stand between the ages and the group.
const ageTail = String.raw`(?:(?:\s+(?:distance|sprint|mid|im|stroke|senior|junior|development|dev|elite|advanced|national|nat|natl))?\s*(?:s\b|'s\b|yo\b|y\.?\/?o\.?|yrs?\b|years?\b|year[- ]olds?\b|and (?:under|up|over)\b|&\s*(?:u|under|o|over|up)\b|u\b|girls|boys|kids|swimmers|group|grp|team|practice|squad|lane|athletes|clinic|camp|class|lessons?|program|dev\b|workout)(?![a-z]))`;

/** Ages as coaches write them: "13-14s", "8&U", "10 & under", "14 yo", "7 year olds", "ages 9-10", "15&O". */
export function readAges(text: string): Read<{ low: number; high: number }> | null {
  // The group's own ages come first in a request; an age in a story ("kids who moved up from 10&U") comes later.
  const t = normalise(text)
    .replace(/\b(?:from|than|moved? up from|like|with the|and a few)\s+\d{1,2}\s*(?:&|and)?\s*(?:u|under|unders|o|over|up|s)\b/g, (m) => ' '.repeat(m.length))
    // "most swam 5-7 events + relays": a count of races, not ages.
    .replace(/\b\d{1,2}\s*(?:-|to)\s*\d{1,2}\s*(?:events?|races?|meets?|days?|weeks?|wks?|times?|lanes?|sessions|practices|swims|(?:session|practice|swim)s?\s*(?:a|per|\/)\s*(?:week|wk)|kids?\s+(?:a|per)\s+lane)\b/g, (m) => ' '.repeat(m.length))
    // "usually 8-10 ppl in 3 lanes", "could be 8-25 people": a head count, not ages.
    .replace(/\b\d{1,2}\s*(?:-|to)\s*\d{1,2}\s*(?:ppl|people|adults|swimmers? (?:show|come)|of (?:us|them)|(?:show|come|turn) up)\b/g, (m) => ' '.repeat(m.length))
    // "tri folks are lanes 4-6": lanes, not ages.
    // "6 lanes 13-18 yr olds": the count of lanes, then ages.
    .replace(/\b(?:lanes?|lns?)\s*(?:[1-9]|1[0-2])\s*(?:-|to|thru|&|and)\s*(?:[1-9]|1[0-2])\b(?!\s*(?:yrs?\b|yo\b|y\.o|years?\b|year[- ]olds?|s\b|'s\b))/g, (m) => ' '.repeat(m.length))
    // "tmrw am 6-8", "6-7:30am": the hours of the practice, not ages.
    .replace(/\b(?:am|pm)\s+\d{1,2}(?::\d\d)?\s*(?:-|to)\s*\d{1,2}(?::\d\d)?\b|\b\d{1,2}(?::\d\d)?\s*(?:-|to)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m|p\.m)\b/g, (m) => ' '.repeat(m.length))
    // "desc 1-3", "build 1-4", "1-4 desc": the repeats of a set, not ages.
    .replace(/\b(?:desc(?:end(?:ing)?)?|des|build(?:ing)?|neg(?:ative)?(?: split)?|odds?|evens?|reps?|rounds?|#)\s*\d{1,2}\s*(?:-|to)\s*\d{1,2}\b|\b\d{1,2}\s*-\s*\d{1,2}\s+(?:desc\w*|build)\b/g, (m) => ' '.repeat(m.length))
    // "8&U through 15-18": the whole span, from the youngest to the oldest.
    .replace(/\b(\d{1,2})\s*(?:&|and)\s*u(?:nder|nders)?s?\s*(?:through|thru|to)\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?s?\b(?!:)/g, (_m, a: string, b: string, c: string | undefined) => `${Math.max(5, +a - 2)}-${c ?? b}`)
    // "13 14s": an age group typed with a space.
    .replace(/\b(7|9|11|13|15) (8|10|12|14|16)s\b/g, '$1-$2s')
    // "L4 2:00 (the new 9-10s)": a note on one lane, not the group's ages.
    .replace(/\d:[0-5]\d\s*\([^)]*\)/g, (m) => ' '.repeat(m.length))
    // "conference feb 11-13", "off dec 24 - jan 1": days of a month, not ages.
    .replace(new RegExp(String.raw`\b${monthName}\s*\d{1,2}\s*(?:-|to|thru|through)\s*(?:${monthName}\s*)?\d{1,2}\b`, 'g'), (m) => ' '.repeat(m.length));
  const found = agesIn(t);
  return found.sort((a, b) => a.index - b.index)[0]?.read ?? null;
}

function agesIn(t: string): Array<{ index: number; read: Read<{ low: number; high: number }> }> {
  const out: Array<{ index: number; read: Read<{ low: number; high: number }> }> = [];
  const add = (m: RegExpExecArray | null, low: number, high: number) => {
    if (m) out.push({ index: m.index, read: { value: { low, high }, said: m[0].trim() } });
  };
  // "4 lanes by age: 8&U, 9-10, 11-12, 13-18": a list of age groups is the whole span of them.
  const token = String.raw`\d{1,2}\s*(?:&|and)\s*(?:u|under|o|over)\b|\d{1,2}\s*-\s*\d{1,2}s?\b`;
  const list = new RegExp(String.raw`(?:${token})(?:\s*(?:,|\band\b|&|\/)\s*(?:${token})){2,}`).exec(t);
  if (list) {
    const bands = [...list[0].matchAll(new RegExp(token, 'g'))].map((b) => {
      const n = b[0].match(/\d{1,2}/g)!.map(Number);
      return /u|under/.test(b[0]) ? [Math.min(5, n[0]!), n[0]!] : /o|over/.test(b[0]) ? [n[0]!, 18] : [n[0]!, n[1]!];
    });
    const low = Math.min(...bands.map((b) => b[0]!));
    const high = Math.max(...bands.map((b) => b[1]!));
    if (bands.every((b) => b[0]! <= b[1]! && b[1]! <= 18 && b[0]! >= 3) && high > low) return [{ index: list.index, read: { value: { low, high }, said: list[0] } }];
  }
  // "13-14 and up", "11-12s & over": the first age group and everyone older.
  const andUp = /\b(\d{1,2})\s*-\s*(\d{1,2})s?\s*(?:and|&)\s*(?:up|over|older)\b/.exec(t);
  if (andUp && +andUp[1]! >= 9 && +andUp[2]! <= 18) return [{ index: andUp.index, read: { value: { low: +andUp[1]!, high: 18 }, said: andUp[0] } }];
  // A mixed group written as two age groups: "9-10s to 13-14s", "11-12s and 13-14s".
  const span = /\b(\d{1,2})\s*-\s*(\d{1,2})s?\s*(?:to|through|thru|\+|&|and)\s*(\d{1,2})\s*-\s*(\d{1,2})s?\b/.exec(t);
  if (span && +span[1]! >= 5 && +span[4]! <= 18 && +span[4]! > +span[2]!) add(span, +span[1]!, +span[4]!);
  const wide = /\b(\d{1,2})\s*-\s*(\d{1,2})\s*(?:yo|yr olds?|year olds?|kids|swimmers|girls|boys)\b/.exec(t);
  if (wide && +wide[1]! >= 5 && +wide[2]! <= 18 && +wide[2]! - +wide[1]! >= 3) add(wide, +wide[1]!, +wide[2]!);
  const months = /\b(\d{1,2})\s*(?:mo|months?)\s*(?:-|to)\s*(\d)\s*(?:yrs?|years?)\b/.exec(t);
  if (months) add(months, 0, +months[2]!);
  const under = /\b(\d{1,2})\s*(?:&|and)?\s*(?:u|under|unders)\b/.exec(t);
  // "10&U": every child up to that age (a club's youngest start at 5), not ten-year-olds alone.
  if (under && +under[1]! >= 5 && +under[1]! <= 18) add(under, Math.min(5, +under[1]!), +under[1]!);
  const over = /\b(\d{1,2})\s*(?:&|and)\s*(?:o|over|up|older)\b|\b(\d{1,2})\s*\+\s*(?:group|age|yo|years)/.exec(t);
  if (over) {
    const n = +(over[1] ?? over[2])!;
    if (n >= 9 && n <= 18) add(over, n, n >= 15 ? 18 : n + 3);
  }
  const range = new RegExp(String.raw`(?:\bages?\s*)?\b(\d{1,2})\s*(?:-|/|&|to|and)\s*(\d{1,2})` + String.raw`(?=` + ageTail + String.raw`|\s*$|\s*[,.;)]|\s*:(?!\d))`).exec(t);
  // "13-14 5000", "11-12 fly": a pair of ages a year or two apart needs no word after it.
  // "13-14 60 min": a number of minutes after the pair does not make it a rep count.
  // "9-10 sessions/wk", "5-6 practices a week": a count of sessions, not ages.
  const pair = /\b(\d{1,2})\s*(?:-|\/|&)\s*(\d{1,2})\b(?!\s*(?:x|k\b|:|\d{1,2}\b(?!\s*(?:min|mins|minutes|hrs?|hours?)\b)|%|min|sec|sessions|practices|swims|workouts|(?:session|practice|swim|workout)s?\s*(?:a|per|\/|each)\s*(?:week|wk)|times|days|hrs?|hours?|per|a week|\/\s*wk|\/\s*week|weeks?|wks?|lanes?|laps?|lengths?|reps?|rounds?))/.exec(t);
  // The first reading that holds ("desc 1-4," is a descend, not ages: the pair before it is read instead).
  const agesWord = /\bages?\s+(\d{1,2})\s*(?:-|\/|&|to|and)\s*(\d{1,2})\b/.exec(t);
  const closePair = pair && +pair[1]! >= 5 && +pair[2]! - +pair[1]! >= 1 && +pair[2]! - +pair[1]! <= 2 ? pair : null;
  for (const rangeAged of [range, agesWord, closePair]) {
    if (!rangeAged) continue;
    const [low, high] = [+rangeAged[1]!, +rangeAged[2]!];
    // "ages 10-17": said as ages, a wide span is still the group's.
    if (low >= 3 && high <= 19 && high > low && high - low <= (rangeAged === range ? 6 : rangeAged === agesWord ? 9 : 4) && !/desc(?:end)?\s*$|odds\s*$|evens\s*$|rounds?\s*$/.test(t.slice(Math.max(0, rangeAged.index - 12), rangeAged.index))) {
      add(rangeAged, low, high);
      break;
    }
  }
  // "masters … ages 45-78": adults' ages, said as ages, are the group's too (the oldest sets what their joints take).
  if (out.length === 0 && agesWord && +agesWord[1]! >= 18 && +agesWord[2]! <= 99 && +agesWord[2]! > +agesWord[1]!) add(agesWord, +agesWord[1]!, +agesWord[2]!);
  // "I'm 44 and swim around 1:40": a swimmer writing for themself gives their own age.
  const self = /\bi'?m (\d{2})\b(?!\s*(?:min|mins|minutes|yds?|yards|m\b|meters|%|k\b|x\b|wks?|weeks))/.exec(t);
  if (self && +self[1]! >= 18 && +self[1]! <= 90) add(self, +self[1]!, +self[1]!);
  // "private lesson sat for Theo, 5, autistic", "stroke lesson for Liam (10)": a lesson's child and their age.
  const single = /\b(\d{1,2})\s*(?:yo\b|y\.?\/?o\.?(?![a-z])|yrs? old|years? old|year[- ]olds?|yr[- ]olds?|yrs\b(?! (?:of|swimming|experience|on|in|ago)\b))|\bage[ds]?\s+(\d{1,2})\b|\b(?:lesson|private|one on one|1:1)\b[^.;\n]{0,30}?\b(?:for|w|with) [a-z]+\s*(?:,\s*|\(\s*)(\d{1,2})\s*(?:,|\)|yo\b)|\b(?:lesson|private|one on one|1:1)\b[^.;\n]{0,40}?\b[a-z]+ is (\d{1,2})\b(?!\s*(?:min|ft|feet|foot|yds?|m\b|:))/.exec(t);
  if (single) {
    const n = +(single[1] ?? single[2] ?? single[3] ?? single[4])!;
    if (n >= 3 && n <= 90) add(single, n, n);
  }
  // "what should my 12s do thru march": a group called by its age.
  const called = single ? null : /\b(?:my|our|the)\s+(\d{1,2})s\b(?!\s*(?:free|back|breast|fly|im|kick|pull|drill|@|on\b|x\b|race|pace))/.exec(t);
  if (called && +called[1]! >= 6 && +called[1]! <= 18) add(called, +called[1]!, +called[1]!);
  return out;
}

/** The squad the request names, by ages first (the most exact), then by the squad's name. */
export function readSquad(text: string): Read<Squad> | null {
  // "D2 women … conf and ncaa dates": with a division said anywhere, "ncaa" names their championship, not Division I.
  // "ex college swimmer so she knows what she's doing": who she was, not the group she swims with now.
  // "lane 6 is the new tri group": who swims in one lane, not the group's level.
  const said = normalise(text).replace(/\blanes?\s*\d\s+(?:is|are)\s+(?:the\s+|my\s+|our\s+)?(?:new(?:er)?\s+)?(?:tri|triathlete|masters|adult)[a-z]*(?:\s+(?:group|kids|people|ppl|folks|crew|swimmers))?\b/g, ' ').replace(/\b(?:ex|former|retired|old)[- ]?(?:college|d1|d2|d3|ncaa|hs|high school|club|age group)(?: swimmers?| athletes?)?\b|\b(?:swam|swum|competed) in (?:college|high school|hs)\b/g, ' ');
  const t = /\bd-?[23]\b|\bdiv(?:ision)?\.? (?:2|3|ii|iii)\b/.test(said) ? said.replace(/\bncaa'?s?\b/g, 'national') : said;
  const ages = readAges(t);
  // "ready to try the deep end for the level-up test … 2 instructors": a lesson's words.
  const lesson = /\blearn[- ]to[- ]swim\b|\blts\b|\blessons?\b|\blevel[- ]up\b|\binstructors?\b|\bpreschool|\bnon[- ]?swimmers?\b|\bparent[- ]?(?:and|&|n)[- ]|\bwater safety\b|\b(?:terrified|scared|afraid) of (?:the )?water\b|\bface in\b|\bclass\b/.test(t);
  // "learn to swim level 3, 5 kids 7-9": a learn-to-swim class of older children is still a lesson, not a practice.
  const learnToSwim = /\blearn[- ]to[- ]swim\b|\blts\b|\bswim lessons?\b|\blessons?\b[^.;\n]{0,40}\blevel [1-6]\b|\blevel [1-6]\b[^.;\n]{0,40}\b(?:lessons?|class)\b/.test(t) && !/\bstroke (?:lesson|school|clinic)\b|\bswim team\b/.test(t);
  if (ages && lesson && (ages.value.high <= 8 || (learnToSwim && ages.value.low <= 12))) return { value: 'learn_to_swim', said: `${ages.said} ${/learn[- ]to[- ]swim|lessons?|class/.exec(t)?.[0] ?? 'lesson'}` };
  // "10&U": a club group named by its oldest, trained as that band (its youngest swim in the slower lanes).
  if (ages && /^\d{1,2}\s*(?:&|and)?\s*(?:u|under|unders)$/.test(ages.said.trim()) && ages.value.high <= 18) return { value: squadForAges(ages.value.high, ages.value.high), said: ages.said };
  // "summer league, 4 lanes by age: 8&U … 13-18": the whole team of a summer league, its lanes by age.
  if (ages && ages.value.high - ages.value.low >= 6 && /\bsummer\s+(?:league|swim team|team|rec)\b|\brec league\b|\bswim\s*(?:and|&)\s*dive team\b/.test(t)) return { value: 'summer_league', said: ages.said };
  if (ages && ages.value.high - ages.value.low >= 3 && ages.value.low <= 12 && ages.value.high <= 18) {
    // A mixed group trains to its younger end: 9-14s get 11-12s' limits.
    return { value: squadForAges(ages.value.low, Math.floor((ages.value.low + ages.value.high) / 2)), said: ages.said };
  }
  if (ages && ages.value.high <= 18 && ages.value.low < 19) {
    if (ages.value.high > 14 && /\b(?:jv|junior varsity)\b/.test(t)) return { value: 'hs_jv', said: ages.said };
    if (ages.value.high >= 15 && /\bclub\b|\bsenior\b|&\s*o\b|and over|\bnat(?:ional|'?l|s)? (?:group|squad|team)\b|\bnationals? (?:group|squad|team)\b/.test(t)) return { value: 'club_senior', said: ages.said };
    return { value: squadForAges(ages.value.low, ages.value.high), said: ages.said };
  }
  if (ages && ages.value.low >= 19) {
    const named = namedSquads.find((w) => w.squad.startsWith('masters') && w.re.test(t));
    return { value: named?.squad ?? 'masters', said: ages.said };
  }
  // "varsity base 1:10, jv 1:25": both teams in the pool; the plan is written to varsity, JV on its own lane line.
  const varsity = /\b(?<!junior )varsity\b/.exec(t);
  if (varsity && /\bjv\b|\bjunior varsity\b/.test(t)) return { value: 'hs_varsity', said: varsity[0] };
  for (const w of namedSquads) {
    const m = w.re.exec(t);
    if (m) return { value: w.squad, said: m[0] };
  }
  return null;
}

