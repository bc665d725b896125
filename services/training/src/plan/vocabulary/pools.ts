import type { Course } from '@laneforge/contracts';
import { type Read, normalise } from './text';
import { readVolume } from './amounts';

/** Pools (COACHING.md §1.1): the course every send-off belongs to, odd pool lengths, open water and shallow water. */

/** "Yards", "HS", "NCAA": words that make a bare "SC" mean yards rather than metres. */
// Words only an American coach uses: yards and yardage, US school and club names, US holidays.
const american = /\byards?\b|\byardage\b|\byds?\b|\bjo'?s\b|\bjunior olympics\b|\bsectionals\b|\bzones\b|\bmlk\b|\bthanksgiving\b|\bmemorial day\b|\blabor day\b|\b\d+(?:[.,]\d+)?\s*k?\s*y\b|\bhs\b|\bhigh school\b|\bncaa\b|\bd-?[123]\b|\bvarsity\b|\bjv\b|\bscy\b|\busa swimming\b|\bymca\b/;

/** The pool the request names: SCY/SCM/LCM, "LC", "SC", "25m pool", "long course", "yards". */
export function readCourse(text: string): Read<Course> | null {
  // "75 min SCM … few of them doing LC nationals in aug": a meet's course is not the pool's.
  const said = normalise(text);
  const meetCourse = /\b(?:lcm?|scy|scm|long[- ]?course|short[- ]?course)\s+(?:nationals|nats|champs?|championships|meets?|trials|zones|juniors|jos?|times?|cuts?|qualif\w*|sectionals|states|invites?|season)\b/g;
  const t = said.replace(meetCourse, ' ').trim() && /\b(?:lcm?|scy|scm|sc|long[- ]?course|short[- ]?course|\d{2} ?(?:m|y|yd|yds|yards|meters?))\b/.test(said.replace(meetCourse, ' ')) ? said.replace(meetCourse, ' ') : said;
  // "50m heated outdoor pool": a word or two about the pool may stand between its length and "pool".
  const lcm = /(?<!x\s?)\b50 ?m\b(?=\s*(?:[.,;)]|$|\n|pool|lanes?))(?![^.]*\b(?:free|back|breast|fly|kick)\b)|\blcm\b|\blc\b|\blong[- ]?course\b|\b50\s*-?\s*(?:m|meters?|metres?)\s+(?:[a-z]+\s+){0,2}(?:pool|course)\b|\bin an? 50\s*m?\b|\bolympic[- ]size\b|\b50m pool\b/.exec(t);
  if (lcm) return { value: 'LCM', said: lcm[0] };
  // "tri group 60 min 25m.": a bare 25m at the end of a phrase is the pool, never a rep ("4x25m", "25m free").
  const scm = /(?<!x\s?)\b25 ?m\b(?=\s*(?:[.,;)]|$|\n|pool|lanes?))|\bscm\b|\bshort[- ]?course met(?:er|re)s\b|\b25\s*-?\s*(?:m|meters?|metres?)\s+(?:[a-z]+\s+){0,2}(?:pool|course)\b|\bin an? 25\s*m\b|\b25m pool\b/.exec(t);
  if (scm) return { value: 'SCM', said: scm[0] };
  const scy = /\bscy\b|\bshort[- ]?course yards\b|\b(?:20|25)\s*-?\s*(?:y|yd|yds|yards?)\s+(?:pool|course)\b|\b(?:20|25) ?(?:y|yd|yds)\b(?!\s*(?:free|back|breast|fly|im|kick|sprint|dash))|\byards? pool\b/.exec(t);
  if (scy) return { value: 'SCY', said: scy[0] };
  // "SC" followed by a number, or beside stroke words, is a stroke count ("hold SC 16", "SC work, they spin their arms"), not a course.
  const sc = /\bsc\b(?!\s*\d{1,2}\b)(?!\s*(?:work|count|drills?|focus|sets?))|\bshort[- ]?course\b/.exec(t);
  if (sc && /\bsc\b/.test(sc[0]) && /\bspin|\bstroke count|\bdps\b|\bdistance per stroke|\bstrokes? per length/.test(t)) return null;
  if (sc) return { value: american.test(t) ? 'SCY' : 'SCM', said: sc[0] };
  const unit = readVolume(t)?.value.unit ?? (/\byards?\b|\byds?\b/.test(t) ? 'yards' : /\bmeters?\b|\bmetres?\b/.test(t) ? 'meters' : null);
  if (unit === 'yards') return { value: 'SCY', said: 'yards' };
  return null;
}


export interface PoolRead {
  course: Course;
  length: number;
  unit: 'yards' | 'meters';
  said: string;
}

/** A pool length the course alone does not give: "20 yard pool", "33m pool", "the pool is 46m". */
export function readPoolLength(text: string): Read<{ length: number; unit: 'yards' | 'meters' }> | null {
  const t = normalise(text);
  // A third of 100 is written every way: "33 1/3 yd", "33.3m", "33⅓", "33 and a third yards".
  const m = /\b(20|22|25|33(?:\s*1\/3|\s*⅓|\.3+| and a third)?|36|40|44|45|46|47|48|50)\s*(?:-|\s)?(y|yd|yds|yards?|m|meters?|metres?)\s*(?:-\s*)?(?:long\s+)?(?:pool|course|lanes?)\b|\b(?:pool is|pool'?s|it'?s|it is)\s+(?:only |about |like |just )?(\d{2}(?:\s*1\/3|\s*⅓|\.3+)?)\s*(y|yd|yds|yards?|m|meters?|metres?)\b(?=\s*(?:not\b|long\b|pool\b|lengths?\b|\((?:yes|really|not a typo)|[.,;)!]|$|\n))/.exec(t);
  // "we only get the shallow end width-wise (25 yds across)": they swim the width, that long.
  const across = /\b(\d{2})\s*(y|yd|yds|yards?|m|meters?|metres?)\s+(?:across|wide)\b|\b(?:widths?|width-?wise|across the pool)\b[^.;\n]{0,40}?\b(\d{2})\s*(y|yd|yds|yards?|m|meters?|metres?)\b/.exec(t);
  if (across && /\bwidths?\b|\bwidth-?wise\b|\bacross\b|\bwide\b/.test(t)) {
    const length = +(across[1] ?? across[3])!;
    if (length >= 15 && length <= 30) return { value: { length, unit: /^y/.test((across[2] ?? across[4])!) ? 'yards' : 'meters' }, said: across[0] };
  }
  if (!m) return null;
  const length = Math.round(parseFloat(m[1] ?? m[3]!));
  const unit = /^y/.test(m[2] ?? m[4]!) ? 'yards' : 'meters';
  return { value: { length, unit }, said: m[0] };
}

/** Open water: a lake, the sea, a river; sets by time and landmarks. */
export function readOpenWater(text: string): Read<true> | null {
  const m = /\bopen[- ]water (?:swim|practice|session|workout|training|day)\b|\b(?:lake|ocean|sea|river|bay|quarry|beach) (?:swim|practice|session|workout)\b|\bin the (?:lake|ocean|sea|river|bay|quarry)\b|\bbuoys? (?:~|about )?\d+\s*(?:m|y|yds?|meters?|yards?) apart\b/.exec(normalise(text));
  return m ? { value: true, said: m[0] } : null;
}

/** Water where swimmers stand everywhere: no dives, learners where they can stand. */
export function readShallow(text: string): Read<true> | null {
  const m = /\bshallow (?:pool|water|end only|the whole way)\b|\b[2-4](?:\.\d)? ?(?:ft|feet|foot|')\b(?:[^.;\n]{0,20}\b(?:whole way|throughout|everywhere|all the way))?|\bno deep (?:end|water)\b/.exec(normalise(text));
  return m ? { value: true, said: m[0] } : null;
}
