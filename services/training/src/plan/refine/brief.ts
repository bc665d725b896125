import type { ConstraintRule, Focus, PlanSection, SessionType } from '@laneforge/contracts';
import { focusNames, sessionTypeNames, squadNames } from '@laneforge/contracts';
import { escapeRegExp, notNames, readCourse, readLimits as limitsIn, readSquad } from '../vocabulary';
import { squadOf } from '../squads';
import { withoutBreaches } from '../dryland';
import { honourLimits } from '../constraints/honour';
import { readFocusFact } from '../understand/session';
import { RequestText } from '../understand/text';
import { Refusal, recompose, renewKit } from './draft';
import type { Op, ReadContext } from './op';

/** Changes to the brief: the coach's limits, the pool, the swimmers, the session type and the focus. */

export function readLimits(clause: string, at?: ReadContext): Op | null {
  // "theres no fly in this at all??", "there's no kick in here": the coach missing a part, never a ban on it.
  if (/\b(?:there'?s|theres|there is|there are|there was|u have|you have|it has)\s+(?:no|zero)\b|\bno [a-z]+ (?:in (?:this|here|there|it)|at all)\b/.test(clause)) return null;
  // "no backstroke anywhere and i said free w some back": the part the coach asked for and did not get, never a ban on it.
  const missing = /\bno ([a-z]{3,})[a-z]* anywhere\b/.exec(clause);
  if (missing && new RegExp(String.raw`\bi (?:said|asked for|wanted|want)\b[^.;]*\b${missing[1]!.slice(0, 4)}`).test(clause)) return null;
  // "nothing hard after the test": the sets after that part easy; the part itself (the coach's test) as it is.
  const after = /\bnothing (?:hard|fast|intense)\b[^,;]*?\bafter (?:the |my |our )?(test(?: set)?|main(?: set)?|race[- ]pace(?: set)?|sprints?|time trial)\b/.exec(clause);
  if (after) {
    return {
      understood: `nothing hard after the ${after[1]}`,
      run: (d) => {
        const named = /^test|time trial/.test(after[1]!) ? (s: PlanSection) => /test|trial/i.test(s.name) || s.kind === 'main' : /^race/.test(after[1]!) ? (s: PlanSection) => s.kind === 'race_pace' : /^sprint/.test(after[1]!) ? (s: PlanSection) => s.kind === 'sprint' : (s: PlanSection) => s.kind === 'main';
        const at = d.plan.sections.findIndex(named);
        if (at < 0) throw new Refusal(`this plan has no ${after[1]} to keep the work after easy`);
        let n = 0;
        for (const s of d.plan.sections.slice(at + 1)) for (const b of s.blocks) for (const x of b.sets) if (!['REC', 'EN1'].includes(x.zone)) { x.zone = 'EN1'; x.description = 'easy, smooth, long strokes'; n++; }
        return `Nothing hard after the ${after[1]}: ${n} set${n === 1 ? '' : 's'} after it made easy; the ${after[1]} as it was.`;
      },
    };
  }
  // "fly on day 1 is just asking for sore shoulders": what would happen, the reason for the change beside it.
  const injuries = new Set(['shoulder', 'knee', 'lower_back', 'ankle', 'neck']);
  // "no kickboards today the board bin cracked": the limit is "no kickboards", what follows it the story.
  // "w/o fins they barely make the 60s": what happens without the gear (the reason to allow it), not a rule against it.
  const found = limitsIn(clause.replace(/\b(?:w\/o|without)\s+(?:the\s+)?[a-z]+\s+(?=(?:they|he|she|we|it|you|the kids|everyone)\b)/g, ' '), { timeIsLimit: false }).map((c) => ({ ...c, said: c.said.replace(/^((?:no|without) [a-z-]+(?: [a-z-]+)??)\s+(?:today|tonight|this (?:week|morning|afternoon)|the|bc|because|since|cuz|cause|so|as)\b.*$/, '$1') })).filter((c) => !(injuries.has(c.rule) && /\b(?:asking for|to avoid|or (?:they|we|she|he)(?:'ll| will)? get|leads? to|causes?|recipe for|gives? (?:them|us))\b[^,;]{0,20}$/.test(clause.slice(0, Math.max(0, clause.indexOf(c.said))))));
  // "put a pull set back in … (buoy only, still NO paddles)": the pull's gear, not a rule that every swim is pulled.
  // "add about 1000 but keep it easy aerobic": what is added is easy, not a limit on the whole practice.
  if (/\badd\b/.test(clause) && /\bkeep (?:it|them|that) (?:easy|ez|light|aerobic)\b/.test(clause)) {
    const lighter = found.filter((c) => c.rule !== 'light_only');
    if (lighter.length === 0) return null;
    found.splice(0, found.length, ...lighter);
  }
  // "make that br kick no fins", "their pull no paddles": the gear of the set named, not a rule for the whole practice.
  const setGear = /\b(?:that|their|this|his|her|the)\s+(?:[a-z]+\s+){0,2}(?:kick|pull|main|set)(?:\s+set)?\s+(?:with\s+)?(?:no|without)\s+(?:fins|boards?|kickboards?|paddles|buoys?|pull ?buoys?|snorkels?)\b/.exec(clause);
  // "make that br kick. no fins" (one lane's kick named just before): the same.
  const gearOnly = /^(?:and |but |also )?(?:no|without)\s+(?:fins|boards?|kickboards?|paddles|buoys?|pull ?buoys?|snorkels?)$/.test(clause.trim());
  if (gearOnly && at?.group && at.previous?.sections?.some((k) => k === 'kick' || k === 'pull' || k === 'main')) return null;
  if (setGear) {
    const rest = found.filter((c) => !setGear[0].includes(c.said.replace(/^.*\b(no|without)\b/, '$1')));
    if (rest.length === 0) return null;
    found.splice(0, found.length, ...rest);
  }
  const pullGear = (at?.previous?.sections?.includes('pull') || at?.target?.sections?.includes('pull')) && /\bbuoys? only\b/.test(clause);
  const kept = pullGear ? found.filter((c) => !/\bbuoys? only\b/.test(c.said)) : found;
  if (kept.length === 0) return pullGear ? { understood: 'the pull with a buoy', keeps: true, run: () => 'The pull with a buoy, as you said.' } : null;
  found.splice(0, found.length, ...kept);
  return {
    understood: found.map((c) => c.said).join(', '),
    // "legs are shot", "knees will be barking": how the swimmers are, said as the reason for the change beside it.
    aside: !/\b(?:no|not|avoid|skip|only|without|easy|easier|careful|off|limit|cap|capped|stay away|nothing|light|max|keep|don'?t|do not|never|instead)\b/.test(clause) && /\b(?:is|are|'s|was|were|will|'ll|gonna|feel|feels|been|got)\b/.test(clause),
    run: (d) => {
      const known = d.plan.constraints ?? [];
      const added = found.filter((c) => !known.some((k) => k.rule === c.rule));
      d.plan.constraints = [...known, ...added];
      d.brief.limits = [...d.brief.limits, ...added.filter((c) => !d.brief.limits.some((k) => k.rule === c.rule))];
      renewKit(d);
      // Dryland keeps the new limit too: the moves it rules out come out of the session.
      const removed: string[] = [];
      d.plan.dryland = d.plan.dryland
        .map((session) => {
          const kept = withoutBreaches(session, d.plan.constraints ?? []);
          removed.push(...kept.removed);
          return kept.session;
        })
        .filter((session) => session.parts.length > 0);
      const taken = removed.length > 0 ? ` Dryland: ${removed.join(', ')} taken out.` : '';
      // Said only when it is so: a limit the plan already kept changes no set.
      const trial = structuredClone(d.plan.sections);
      const changes: typeof d.kit.changes = [];
      honourLimits(trial, { ...d.kit, changes });
      const what = changes.length > 0 ? 'every set checked and changed where needed' : 'nothing in this plan needed to change for it';
      return `Kept to "${[...new Set(found.map((c) => c.said))].join('", "')}" from now on: ${what}.${taken}`;
    },
  };
}

const lifts: ReadonlyArray<readonly [RegExp, ConstraintRule[]]> = [
  [/\bfly\b|\bbutterfly\b/, ['no_fly']],
  [/\bkick(?:ing)?\b/, ['no_kick', 'tired_legs']],
  [/\bbreast(?:stroke)?\b/, ['no_breast']],
  [/\bback(?:stroke)?\b(?! to)/, ['no_back']],
  [/\bim\b/, ['no_im']],
  [/\bflip ?turns?\b|\bflips\b/, ['no_flip_turns']],
  [/\bdives?\b|\bdiving\b|\bstarts\b/, ['no_dives']],
  [/\bshoulders?\b/, ['shoulder']],
  [/\bknees?\b/, ['knee']],
  [/\bankles?\b/, ['ankle']],
  [/\blegs\b/, ['tired_legs']],
];

/** "Fly is ok again", "the shoulder's fine now", "kick is back on": a limit of the plan lifted. */
export function readLift(clause: string, at: ReadContext): Op | null {
  if (!/\b(?:ok|okay|fine|good|back on|healed|better|cleared|allowed) (?:again|now)\b|\b(?:is|are|'s) (?:ok|okay|fine|good|back|healed|better|cleared|allowed)\b(?! for)|\bno longer (?:hurts|sore|an issue|a problem)\b|\bcan (?:do|swim) (?:fly|breast|back|im|kick|flip turns|dives) again\b|\blift the\b/.test(clause)) return null;
  const rules = lifts.filter(([re]) => re.test(clause)).flatMap(([, r]) => r);
  // "Shoulders are fine" with no shoulder limit to lift is the coach's reassurance, not a change.
  if (rules.length === 0 || !rules.some((r) => at.limits.includes(r))) return null;
  // "shoulders are better today except owen and marcus": lifted for the team, kept for those two on their own lines.
  const except = /\b(?:except(?: for)?|but not|other than|apart from|besides|minus)\s+([a-z][a-z' ,&]{1,60})$/.exec(clause);
  const kept = except ? except[1]!.split(/\s*(?:,|&|\band\b)\s*/).map((w) => w.trim()).filter((w) => /^[a-z][a-z']{1,14}$/.test(w) && !notNames.has(w)) : [];
  return {
    understood: `lift ${rules.map((r) => r.replace(/_/g, ' ')).join(', ')}${kept.length > 0 ? ` except for ${kept.join(' and ')}` : ''}`,
    run: (d) => {
      const lifted = (d.plan.constraints ?? []).filter((c) => rules.includes(c.rule));
      if (lifted.length === 0) throw new Refusal('this plan has no such limit to lift');
      d.plan.constraints = (d.plan.constraints ?? []).filter((c) => !rules.includes(c.rule));
      d.brief.limits = d.brief.limits.filter((c) => !rules.includes(c.rule));
      // The line at the top that said what the limit changed is not said of a plan that no longer keeps it.
      d.plan.substitutions = (d.plan.substitutions ?? []).filter((line) => !lifted.some((c) => line.toLowerCase().startsWith(`${c.said.toLowerCase()}:`)));
      const names = kept.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
      for (const name of names) {
        let swimmer = d.brief.swimmers.find((s) => s.name.toLowerCase() === name.toLowerCase());
        if (!swimmer) {
          swimmer = { name, limits: [], lane: null, event: null, words: '' };
          d.brief.swimmers.push(swimmer);
        }
        for (const c of lifted) if (!swimmer.limits.some((x) => x.rule === c.rule)) swimmer.limits.push({ rule: c.rule, said: c.said, ...(c.value !== undefined ? { value: c.value } : {}) });
      }
      renewKit(d);
      if (names.length > 0) return `Lifted "${lifted.map((c) => c.said).join('", "')}" for the team; ${names.join(' and ')} keep it on their own lines.`;
      return `Lifted "${lifted.map((c) => c.said).join('", "')}": the plan no longer keeps to it (sets already written stay as they are).`;
    },
  };
}

export function readCourseChange(clause: string): Op | null {
  // "make it 4000 yards" is a volume; only a pool word or a bare unit change is a course change.
  if (/\d{3,}|\dk\b/.test(clause) && !/\b(?:lcm|scm|scy|long course|short course|lc|sc)\b/.test(clause)) return null;
  // "put the yards into the pull": yardage moved, not a course.
  if (/\b(?:the|those|that|extra|spare) (?:yards|yardage|meters|metres)\b/.test(clause) && !/\b(?:lcm|scm|scy|long course|short course)\b/.test(clause)) return null;
  const said = readCourse(clause) ?? (/\bmeters\b|\bmetres\b/.test(clause) ? { value: 'SCM' as const, said: 'meters' } : null);
  if (!said || !/\b(?:switch|change|convert|make it|to|in|into|for|swap|we(?:'re| are) in)\b|^\s*(?:lcm|scm|scy|lc|sc)\s*$/.test(clause)) return null;
  return {
    understood: `convert to ${said.value}`,
    last: true,
    run: (d) => {
      d.course = said.value === d.plan.course ? null : said.value;
      return d.course ? `Converted to ${said.value}.` : `Already ${said.value}.`;
    },
  };
}

export function readLevel(clause: string): Op | null {
  if (!/\bfor\b|\blevel\b|\bmake it\b|\bwrite it\b|\bchange\b|\bswitch\b|\binstead\b|\bit'?s (?:a|an|for)\b|\b(?:they'?re|they are|these are)\b/.test(clause)) return null;
  const squad = readSquad(clause);
  if (!squad) return null;
  // "for the 9-10s", "make it for masters", "its a college d3 team": the group named as the one to write for;
  // "the new 9-10s arent cleared for dives" (a reason) and "this came out as 9-10s" (the mistake) are not.
  const said = escapeRegExp(squad.said);
  const asked = new RegExp(String.raw`\b(?:for|make it|write it(?: for)?|change (?:it )?to|switch(?: it)? to|level|instead|it'?s(?: for)?|they'?re|they are|these are)\s+(?:(?:a|an|the|my|our|all|really|actually)\s+){0,2}(?:[a-z0-9&-]+\s+){0,2}?${said}`).test(clause);
  if (!asked || new RegExp(String.raw`\b(?:came out as|came back as|written as|not|isn'?t|aren'?t)\s+(?:(?:a|an|the)\s+)?${said}`).test(clause)) return null;
  // "too much for kids who swam 10+ events": "kids" names no level to rewrite the plan for.
  if (/^(?:the )?(?:kids|children|swimmers|team|group|guys|girls|boys)$/.test(squad.said.trim())) return null;
  // "kids who swam 10+ events": a count of races, not an age group.
  if (new RegExp(String.raw`${said}\s*(?:events?|races?|swims?|meets?|heats?|x\b|times?)`).test(clause)) return null;
  // "we lose the pool at 6:45 for a swim lesson block": who has the pool next, not who this practice is for.
  if (/\b(?:lose|losing|lost|clear|clearing|out of) the pool\b|\blessons? (?:block|start|starts|come|comes|after|right after|at)\b|\b(?:block|slot|booking)\b/.test(clause)) return null;
  return {
    understood: `for ${squadNames[squad.value].toLowerCase()}`,
    run: (d) => {
      // "need a real warm up … for D1 women" of a D1 plan: who it is for, said again; nothing to say back.
      if (squadOf(d.plan) === squad.value) return '';
      recompose(d, { squad: squad.value });
      return `Rewritten for ${squadNames[squad.value].toLowerCase()}: volume, repeats, zones and send-offs for that group; your own sets and limits kept.`;
    },
  };
}

const sessionWords: ReadonlyArray<readonly [SessionType, RegExp]> = [
  ['recovery', /\brecovery\b|\beasy day\b/],
  ['test', /\btest\b|\bt-?30\b/],
  ['meet_warmup', /\bmeet warm[- ]?up\b/],
  ['pre_meet', /\bpre[- ]?meet\b|\bday before\b|\btaper (?:practice|day)\b/],
  ['race_pace', /\busrpt\b|\brace[- ]pace (?:day|practice|workout)\b/],
  ['broken', /\bbroken\b/],
  ['im_transitions', /\bim transitions?\b/],
  ['breath_control', /\bhypoxic\b|\bbreath(?:ing)? control\b/],
  ['open_water', /\bopen[- ]water\b/],
  ['clinic', /\bclinic\b/],
  ['practice', /\bregular practice\b|\bnormal practice\b/],
];

export function readSessionChange(clause: string): Op | null {
  if (!/\b(?:make it|make this|turn (?:it|this) into|change (?:it|this) (?:in)?to|convert (?:it|this) (?:in)?to|instead)\b/.test(clause)) return null;
  const type = sessionWords.find(([, re]) => re.test(clause))?.[0];
  if (!type || type === 'meet_warmup') return null;
  return {
    understood: `a ${sessionTypeNames[type].toLowerCase()} session`,
    run: (d) => {
      recompose(d, { sessionType: type });
      return `Rewritten as ${type === 'practice' ? 'a regular practice' : `a ${sessionTypeNames[type].toLowerCase()} session`}.`;
    },
  };
}

const focusWords: ReadonlyArray<readonly [Focus, RegExp]> = [
  ['sprint', /\bsprint\b|\bspeed\b/],
  ['threshold', /\bthreshold\b/],
  ['aerobic', /\baerobic\b|\bendurance\b|\bbase\b/],
  ['distance', /\bdistance\b/],
  ['vo2', /\bvo2\b/],
  ['lactate', /\blactate\b/],
  ['im', /\bim\b/],
  ['back', /\bback(?:stroke)?\b/],
  ['breast', /\bbreast(?:stroke)?\b/],
  ['fly', /\bfly\b|\bbutterfly\b/],
  ['technique', /\btechnique\b|\bdrill\b/],
];

/** Words that may stand beside the focus named ("make it more of a sprint day", "change the focus to IM and back"). */
const focusFiller = new Set(['a', 'an', 'more', 'into', 'the', 'and', '&', 'with', 'some', 'of', 'kind', 'sort', 'to', 'heavy', 'based', 'focused', 'oriented', 'type', 'day', 'practice', 'workout', 'session', 'focus', 'set', 'sets', 'work', 'today', 'instead', 'stroke', 'mostly', 'all', 'real', 'proper', 'pure', 'stuff']);

/**
 * "make it a sprint day", "change the focus to IM", "more of an aerobic day": the focus is what follows the change, and
 * nothing else stands there. "make it alternate back/free by 100", "make it 5 guys coming back", "too many 25s on a
 * threshold day" name a stroke or a focus without asking the practice to be about it.
 */
export function focusAskedIn(clause: string): Focus[] {
  const m = /\b(?:make (?:it|this|today|the (?:practice|workout|session))|turn (?:it|this) into|change (?:it|this) (?:in)?to|change (?:the )?focus(?: to)?|switch (?:the )?focus(?: to)?|focus on|more of an?)\s+([^,.;:!?()]{1,40})/.exec(clause) ?? /^(?:(?:lets|let's|can we|can u|can you|pls|please|i want|id like|i'd like)\s+)?(?:do\s+)?((?:an?|more)\s+[a-z0-9 /&]{1,30}?\s+day)(?:\s+instead)?$/.exec(clause);
  // "sprint stuff", "back + free work": the focus said alone, as its own clause.
  const bare = m ? null : /^(?:and |but |also |so |just |more )?((?:sprint|speed|aerobic|distance|threshold|im|back|breast|fly|free)(?:\s*(?:\/|and|&|\+)\s*(?:sprint|speed|aerobic|distance|threshold|im|back|breast|fly|free))*)\s+(?:stuff|work|focus|day|sets?|practice)(?: (?:pls|please|today))?$/.exec(clause);
  if (!m && !bare) return [];
  const words = (m ?? bare)![1]!.split(/[\s/+&]+/).filter(Boolean);
  const focus: Focus[] = [];
  for (const w of words) {
    const f = focusWords.find(([, re]) => re.test(w))?.[0];
    if (f) {
      if (!focus.includes(f)) focus.push(f);
    } else if (!focusFiller.has(w)) return [];
  }
  return focus;
}

export function readFocusChange(clause: string): Op | null {
  const focus = focusAskedIn(clause);
  if (focus.length === 0) return null;
  return {
    understood: `${focus.map((f) => focusNames[f]).join(' and ')} focus`,
    run: (d) => {
      recompose(d, { focus, sessionType: 'practice' });
      return `Rewritten with a ${focus.map((f) => focusNames[f]).join(' and ')} focus.`;
    },
  };
}

/**
 * "i asked for back + free", "i said fly stroke count work", "what i wanted was a sprint day": the practice the coach asked
 * for and did not get, written again from the brief with the focus those words name (read as a request's words are). A test
 * the coach never asked for goes with it: "why is there a T-30 in here?? i asked for back + free".
 */
export function readAskedFor(clause: string): Op | null {
  const m = /^(?:but |and |no,? |like |cause |because |bc )?(?:i (?:said|asked for|asked|wanted|meant|wrote|requested)|what i (?:asked for|wanted|said|meant) (?:was|is))\s+(?:an? |some |for |it to be )?(.{3,60})$/.exec(clause);
  // "i said speed after", "i asked for kick at the end": a part in its place, which the change beside it makes.
  if (!m || /\bnot\b|\d|\b(?:after|before|first|last|then|end|start|instead|in the|on the|of the)\b/.test(m[1]!)) return null;
  const focus = readFocusFact(new RequestText(m[1]!, null), 'practice', []);
  if (focus.source !== 'said' || focus.value.length === 0) return null;
  const named = focus.value.map((f) => focusNames[f]).join(' and ');
  return {
    understood: `a ${named.toLowerCase()} practice, as asked`,
    run: (d) => {
      const same = d.plan.focus.length === focus.value.length && focus.value.every((f) => d.plan.focus.includes(f)) && d.plan.sessionType !== 'test';
      if (same) return '';
      d.brief.test = null;
      // The test's own notes ("Test on a rested day …") go with it.
      if (d.plan.sessionType === 'test') d.plan = { ...d.plan, notes: d.plan.notes.filter((n) => !/\btest\b/i.test(n)) };
      recompose(d, { focus: focus.value, sessionType: d.plan.sessionType === 'test' ? 'practice' : (d.plan.sessionType ?? 'practice') });
      return `Rewritten as you asked: ${named.toLowerCase()}${d.plan.sessionType === 'practice' ? ' practice' : ''}.`;
    },
  };
}

/**
 * "this is dryland?? i wanted a SWIM practice. 2 hrs threshold in the water": a plan written as dryland that the coach meant
 * as a swim, written again as a practice in the water from the same brief; the other words (clock, focus, lanes) then apply.
 */
export function readSwimInstead(clause: string): Op | null {
  if (!/\b(?:i wanted|i asked for|i meant|should(?:'ve| have)? be(?:en)?|supposed to be|was meant to be|make it|needs? to be|this is|it'?s)\s+(?:a\s+|an\s+)?(?:swim(?:ming)?|pool|in[- ]water|water)\s+(?:practice|workout|session)\b|\bnot (?:a )?dry ?land\b|\bswim practice,? not\b/.test(clause)) return null;
  return {
    understood: 'a swim practice, not dryland',
    keeps: true,
    run: (d) => {
      if (d.plan.sessionType !== 'dryland' && d.plan.sections.length > 0) return '';
      d.brief.dryland = null;
      d.brief.kind = { ...d.brief.kind, value: 'workout' };
      d.plan = { ...d.plan, dryland: [], sessionType: 'practice' };
      recompose(d, { sessionType: 'practice' });
      return 'Rewritten as a swim practice in the water (it was written as dryland).';
    },
  };
}

/**
 * "every distance has to be a multiple of 20 in this pool … (you cant swim a 25 in a 20 yd pool)": the plan moved onto a pool
 * of that length, every repeat the nearest whole number of lengths and its send-off with it.
 */
export function readPoolLength(clause: string): Op | null {
  const m = /\bmultiple of (\d{2}) in this pool\b|\b(\d{2})\s*[- ]?(?:y|yd|yds|yards?)\s+pool\b|\bpool is (\d{2})\s*(?:y|yd|yds|yards?)\b/.exec(clause);
  const length = m ? Number(m[1] ?? m[2] ?? m[3]) : 0;
  if (!m || length < 15 || length > 50 || length === 25 || length === 50) return null;
  return {
    understood: `a ${length}-yard pool`,
    last: true,
    run: (d) => {
      if (d.plan.poolLength === length) return '';
      // Moved onto the pool's lengths once the practice is fitted (in finish), so no later fitting leaves a 25 in it.
      d.poolLength = length;
      d.brief.pool = { value: { ...d.brief.pool.value, length, unit: d.plan.unit }, source: 'said', words: clause.slice(0, 200) };
      return `Every repeat in whole lengths of the ${length}-yard pool, its send-off with it.`;
    },
  };
}
