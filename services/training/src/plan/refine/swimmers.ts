import type { Brief, BriefSwimmer, PlanSection, SectionKind, SetBlock, Stroke, SwimSet, SwimmerLine, WorkoutPlan } from '@laneforge/contracts';
import { sectionNames, strokeNames } from '@laneforge/contracts';

const strokeWords: Record<Stroke, string> = { free: 'freestyle', back: 'backstroke', breast: 'breaststroke', fly: 'butterfly', im: 'IM', choice: 'choice', drill: 'drill', kick: 'kick', pull: 'pull' };
import { repairSet } from '../constraints/repair';
import { plannedInterval } from '../paces';
import { longestFor, profileOf, squadOf } from '../squads';
import { deckWork, forNamedSwimmers, minutesCap, shareWords, volumeShare } from '../swimmers';
import { clockSeconds, readLimits, readNames, readRestSaid } from '../vocabulary';
import { withTotals } from '../model';
import { type RefineDraft, Refusal, volumeOf } from './draft';
import type { Target } from './target';
import type { Op, ReadContext } from './op';
import { strokeBans, strokeWord } from './sets';

/**
 * Named swimmers (COACHING.md §9b): "swap the main to back for Tyler and Ben, everyone else same",
 * "Maria no fly today", "Jake's knee is sore". What is said of them is theirs alone: their own line
 * under each set it changes, kept in the brief so every later version writes it again; the team's
 * sets stay as they are.
 */

/** Capitalised words that are no swimmer's name, whatever their place in the sentence. */
const notNames = new Set(
  'i we you they he she it the a an and or but so if then also just please pls can could would swap switch make turn add cut drop move change give let have put take keep no not only kick pull main warm cool free back breast fly im lane lanes group team everyone everybody all rest others monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight ok okay thanks great fins paddles snorkels buoys boards jv varsity masters seniors coach scy scm lcm dryland taper meet meets week weeks season'.split(
    ' ',
  ),
);

/** The swimmers an instruction names: those of the plan, and new ones written with a capital ("for Tyler and Ben", "Maria no fly"). */
export function namesIn(instruction: string, known: readonly string[]): string[] {
  // "Diegos back flared up": a known swimmer's name with the apostrophe left out is that swimmer.
  for (const k of known) instruction = instruction.replace(new RegExp(`\\b(${k})s\\b`, 'gi'), "$1's");
  const found = new Set<string>();
  for (const k of known) if (new RegExp(`\\b${k}\\b`, 'i').test(instruction)) found.add(k);
  for (const n of readNames(instruction)) if (!notNames.has(n.name.toLowerCase())) found.add(n.name);
  // "Maria no fly", "Sam: no kick": a name opening a clause with what is different for them.
  for (const m of instruction.matchAll(/(?:^|[.;,\n]\s*|\band\s+)([A-Z][a-z]{1,13})(?=\s*(?::|,?\s+(?:no|can'?t|cannot|won'?t|has|have|had|is|isn'?t|needs?|does|do|goes|go|swims?|gets?|only|should|skips?|sits?|will|are|were|both|and [A-Z][a-z]+)\b|'s\b))/g)) {
    if (!notNames.has(m[1]!.toLowerCase())) found.add(m[1]!);
  }
  // "you left Kim out completly", "you forgot Jo": a swimmer the plan should have named.
  for (const m of instruction.matchAll(/\b(?:left|forgot|missed|skipped)\s+([A-Z][a-z]{1,13}|[a-z]{3,12})\s+(?:out|off)\b|\b(?:add|put)\s+([A-Z][a-z]{1,13})\s+(?:in|back in)\b/g)) {
    const w = (m[1] ?? m[2])!;
    if (!notNames.has(w.toLowerCase()) && !commonWords.has(w.toLowerCase()) && !/^(?:him|her|them|it|me|us|everyone|everybody)$/i.test(w)) found.add(w.replace(/^\w/, (c) => c.toUpperCase()));
  }
  // "shoulders are better today except owen and marcus", "sam and priya have swimmers shoulder": names written small, by who is left out or what they have.
  for (const m of instruction.matchAll(/\b(?:except(?: for)?|but not|other than|apart from)\s+([a-z]{3,12})(?:\s*(?:,|and|&)\s*([a-z]{3,12}))?\b|(?:^|[.;!?]\s*)([a-z]{3,12})\s+(?:and|&)\s+([a-z]{3,12})\s+(?:have|has|are|were|both|cant|can't|need|needs|got|still)\b/g)) {
    const pair = [m[1] ?? m[3], m[2] ?? m[4]].filter((w): w is string => !!w);
    if (pair.every((w) => !notNames.has(w) && !commonWords.has(w))) for (const w of pair) found.add(w.replace(/^\w/, (c) => c.toUpperCase()));
  }
  // "keep jess (lane 2) off fly altogether": a name written small, kept off something.
  for (const m of instruction.matchAll(/\bkeep ([a-z]{3,12})\s*(?:\([^)]*\)\s*)?(?:off|out of|away from)\b/g)) {
    const w = m[1]!;
    if (!notNames.has(w) && !commonWords.has(w) && !/^(?:him|her|them|it|everyone|everybody|kids|lane|lanes)$/.test(w)) found.add(w.replace(/^\w/, (c) => c.toUpperCase()));
  }
  // "tyler, brooke and sam have a lift at 7:15": three or four names written small, listed before what they have to do.
  for (const m of instruction.matchAll(/(?:^|[.;!?]\s*)([a-z]{3,12}(?:,\s*[a-z]{3,12}){1,3},?\s+(?:and|&)\s+[a-z]{3,12})\s+(?:have|has|are|were|both|all|cant|can't|need|needs|got|still|leave|leaves|must|gotta)\b/g)) {
    const list = m[1]!.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
    if (list.every((w) => !notNames.has(w) && !commonWords.has(w))) for (const w of list) found.add(w.replace(/^\w/, (c) => c.toUpperCase()));
  }
  // "swap the 100s in the main for 50s for mia and theo": two names written small, closing the sentence.
  for (const m of instruction.matchAll(/\b(?:for|with|give|let)\s+([a-z]{3,12})\s+(?:and|&)\s+([a-z]{3,12})(?=\s*(?:[,.;!]|$))/g)) {
    const pair = [m[1]!, m[2]!];
    if (pair.every((w) => !notNames.has(w) && !commonWords.has(w))) for (const w of pair) found.add(w.replace(/^\w/, (c) => c.toUpperCase()));
  }
  return [...found];
}

/** Words written small that are never a swimmer's name, beside the ones that are no name anywhere. */
const commonWords = new Set('this that these those then there here them they time fun good easy hard fast slow long short back free breast kick pull drill swim swims sets reps rest more less some both each other others stroke strokes turns starts dives blocks fins buoy board boards paddles practice everyone everybody girls boys kids guys ppl people new old'.split(' '));

/** The names a clause (lower case) speaks of. */
export const namesOfClause = (clause: string, names: readonly string[]) => names.filter((n) => new RegExp(`\\b${n.toLowerCase()}\\b`).test(clause));

const joinNames = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

function swimmerOf(brief: Brief, name: string): BriefSwimmer {
  let swimmer = brief.swimmers.find((s) => s.name.toLowerCase() === name.toLowerCase());
  if (!swimmer) {
    swimmer = { name, limits: [], lane: null, event: null, words: '' };
    brief.swimmers.push(swimmer);
  }
  return swimmer;
}

const sectionOfClause = (at: ReadContext): SectionKind => at.target?.sections?.[0] ?? 'main';

/**
 * What an instruction about named swimmers changes for them: a limit of theirs, or a section in another stroke.
 * "Sue in lane 3 has tennis elbow": her line is written on lane 3's repeats and send-offs.
 */
export function readSwimmerChange(clause: string, at: ReadContext, names: readonly string[]): Op | null {
  const op = swimmerChange(clause, at, names);
  const lane = /\b(?:in|from|out of) lane (\d{1,2})\b/.exec(clause)?.[1];
  if (!op || !lane) return op;
  return {
    ...op,
    run: (d) => {
      const said = op.run(d);
      const group = d.plan.laneGroups?.find((g) => g.name.toLowerCase() === `lane ${lane}`);
      for (const swimmer of d.brief.swimmers) if (group && !swimmer.lane && names.includes(swimmer.name)) swimmer.lane = group.name;
      return said;
    },
  };
}

function swimmerChange(clause: string, at: ReadContext, names: readonly string[]): Op | null {
  const whom = joinNames(names);
  // "give her extra rest on the main", "linda still doesnt have the extra rest": more rest on her repeats (those of the part said).
  const rested = /\b(?:extra|more) rest\b(?:\s+(?:on|in|for) (?:the )?(main|kick|pull|pre[- ]?set|sprints?|warm[- ]?up)(?: set)?)?/.exec(clause);
  // "linda still doesnt have the extra rest i asked for": the complaint; the rest said next is the change.
  if (rested && !/\b(?:less|no) rest\b/.test(clause) && !/\b(?:doesn'?t|doesnt|does not|didn'?t|didnt|hasn'?t|hasnt|never|still no|not) (?:have|get|got|given)\b/.test(clause)) {
    return {
      understood: `${whom}: extra rest${rested[1] ? ` on the ${rested[1]}` : ''}`,
      run: (d) => {
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          if (!/\b(?:extra|more) rest\b/.test(swimmer.words ?? '') || rested[1]) swimmer.words = [swimmer.words, `needs extra rest${rested[1] ? ` on the ${rested[1].replace(/s$/, '')}` : ''}`].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${whom}: 10 s more rest on each repeat${rested[1] ? ` of the ${rested[1]}` : ''}, on their own line; everyone else as written.`;
      },
    };
  }
  // "keep jess off fly … she can do back instead": what she swims in place of the fly, which her line already does.
  const insteadOf = /^(?:and |but |so )?(?:she|he|they)?\s*(?:can|could|will|should|'ll)?\s*(?:do|swim|go)\s+(back(?:stroke)?)\s+(?:instead\b|(?:on|for|in place of) the (?:fly|butterfly)(?: \d{2,3}s)?\b)/.exec(clause);
  if (insteadOf) {
    return {
      understood: `${whom}: back in place of the fly`,
      run: (d) => {
        const off = names.every((n) => d.brief.swimmers.find((w) => w.name === n)?.limits.some((c) => c.rule === 'no_fly' || c.rule === 'shoulder'));
        if (!off) throw new Refusal(`say what ${whom} swims backstroke in place of ("${names[0]} back on the main")`);
        return `${whom}: backstroke wherever the others swim fly.`;
      },
    };
  }
  // "and skip the sprint 25s" for her: an easy swim on her line while the others swim it.
  const skipped = /^(?:and |but |so )?(?:skip|skips|sit out|sits out)\s+(?:the |her |his |their )?(?:\d{1,2}\s*x\s*\d{2,4}s?\s+|\d{2,4}s?\s+)?(sprints?|kick|pull|pre[- ]?set|drills?|starts|race[- ]pace|main)(?: set)?(?:\s+\d{2,4}s)?$/.exec(clause.replace(/\b(?:for )?(?:her|him|them)\b/g, '').trim());
  if (skipped) {
    const kind = /^sprint/.test(skipped[1]!) ? 'sprint' : /^pre/.test(skipped[1]!) ? 'preset' : /^drill/.test(skipped[1]!) ? 'drill' : /^starts/.test(skipped[1]!) ? 'skills' : /^race/.test(skipped[1]!) ? 'race_pace' : (skipped[1] as SectionKind);
    return {
      understood: `${whom}: no ${sectionNames[kind].toLowerCase()}`,
      run: (d) => {
        const section = d.plan.sections.find((x) => x.kind === kind);
        if (!section) throw new Refusal(`this plan has no ${sectionNames[kind].toLowerCase()} for ${whom} to skip`);
        const block = section.blocks[0]!;
        const easy: SwimSet = { reps: 1, distance: Math.max(50, Math.min(200, Math.round(volumeOf(section) / 2 / 50) * 50)), stroke: 'choice', zone: 'REC', equipment: [], sendOff: null, description: 'easy while the others swim it', halfLength: false };
        for (const name of names) swimmerOf(d.brief, name);
        const others = (block.swimmers ?? []).filter((l) => !namesOfLine(l).some((n) => names.includes(n)));
        const note = `easy for the ${sectionNames[kind].toLowerCase()}, as you said`;
        block.swimmers = [...others, ...names.map((name) => ({ name, sets: [easy], note }))];
        for (const b of section.blocks.slice(1)) b.swimmers = (b.swimmers ?? []).filter((l) => !namesOfLine(l).some((n) => names.includes(n)));
        d.protect.add(section);
        const said = `${whom}: an easy ${easy.distance} in place of the ${section.name.toLowerCase()}, on their own line; everyone else as written.`;
        for (const name of names) swapMade(d, `${name}|${section.name}`, said);
        return said;
      },
    };
  }
  // "he's on deck the whole 2 hrs - give him a job each set: counting laps …": out of the water, the jobs said kept with him.
  if (deckWork(clause) === 'jobs' || /\b(?:give|gets?|has) (?:him|her|them) (?:a )?jobs?\b|\b(?:counting (?:laps|times|strokes)|running the starts|one[- ]handed core|take your marks)\b/.test(clause)) {
    return {
      understood: `${names.join(' and ')}: on deck (${clause.slice(0, 60)})`,
      run: (d) => {
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        }
        const jobs = deckWork(d.brief.swimmers.find((w) => w.name === names[0])?.words ?? '') === 'jobs';
        return jobs ? `${names.join(' and ')}: on deck for the whole practice, nothing in the water, a job on each set.` : '';
      },
    };
  }
  const rest = names
    .reduce((t, n) => t.replace(new RegExp(`\\b${n.toLowerCase()}(?:'s)?\\b`, 'g'), ' '), clause)
    // "keep him off breast kick", "she skips the fly": what they do not swim.
    .replace(/\bkeep (?:him|her|them) (?:off|out of|away from)\b|\b(?:skips?|sits? out|stays? off|off)\b(?= (?:the )?(?:fly|breast|back|im|kick|paddles|fins|dives|flip))/g, 'no')
    .replace(/\s+/g, ' ');
  const who = joinNames(names);
  const joined = joinGroup(rest, names);
  if (joined) return joined;
  if (staysOn.test(rest.replace(/^\s*(?:&|and)?\s*/, '').trim())) {
    return {
      understood: `${who}: as written`,
      keeps: true,
      run: (d) => {
        const known = d.brief.swimmers.filter((x) => names.includes(x.name));
        if (known.length > 0) d.keepLines = new Set([...(d.keepLines ?? []), ...known.map((x) => x.name)]);
        return `${who} keep their lines as written.`;
      },
    };
  }
  const swap = readSwap(rest);
  if (swap) {
    return {
      understood: `${who}: ${swap.said}${swap.from.distance ? ` instead of the ${swap.from.distance}s` : ''}`,
      // "switch her to 25s instead (like 20x25 on :30)": the count said after it is the same change; it runs first and says it.
      ...(swap.reps === null ? { last: true } : {}),
      run: (d) => {
        if (swap.reps === null) {
          const made = names.map((n) => [...(swapsMade.get(d)?.entries() ?? [])].find(([k]) => k.startsWith(`${n}|`))?.[1]).find(Boolean);
          if (made) return made;
        }
        return swimmerSwap(d, names, swap, at.previous);
      },
    };
  }
  // "flip turns are ok now", "cleared for dives": that limit of theirs lifted; the others stay.
  const lift = /\b(flip ?turns?|flips|dives?|diving|underwaters?|fly|butterfly|breast(?:stroke)?|kick(?:ing)?|pull(?:ing)?|paddles|fins|flip turns)\s+(?:are|is|'re|'s)?\s*(?:ok|okay|fine|allowed|good|cleared)(?:\s+(?:now|again))?\b|\bcleared (?:for|to do) (flip ?turns?|dives?|fly|breast|kick|pull|paddles|underwaters?)\b/.exec(rest);
  // "breast kick is ok as long as theres no pain": a stroke's kick allowed is what the kick set in that stroke says next, no limit lifted.
  if (lift && !/\bnot (?:ok|okay|fine|allowed|cleared)\b/.test(rest) && !/\b(?:free|back|breast|fly|dolphin|flutter|frog|whip)\s+kick/.test(rest)) {
    const thing = (lift[1] ?? lift[2])!.replace(/^flips?$/, 'flip turns').replace(/^flipturns?$/, 'flip turns');
    const rules = readLimits(`no ${thing}`, { timeIsLimit: false }).map((c) => c.rule);
    if (rules.length > 0) {
      return {
        understood: `${who}: ${thing} allowed`,
        run: (d) => {
          const known = d.brief.swimmers.filter((x) => names.some((n) => n.toLowerCase() === x.name.toLowerCase()));
          const held = known.filter((x) => x.limits.some((c) => rules.includes(c.rule)));
          if (held.length === 0) return `${who}: ${thing} already allowed on their line.`;
          for (const x of held) x.limits = x.limits.filter((c) => !rules.includes(c.rule));
          return `${who}: ${thing} allowed now, their other limits kept.`;
        },
      };
    }
  }
  // "bump her up to about 3200 total": that swimmer's own total, their lines grown or cut to it.
  // "cap her around 2500 not 3200": a ceiling on their own total.
  const totalSaid = /\b(?:bump|bring|take|get|put|raise|move|up|let)\b[^,;]*?\bto (?:about |around |like |~\s*)?(\d{1,2},?\d{3}|\d(?:\.\d)?k)\b/.exec(rest) ?? /\b(?:cap|limit|hold)(?: (?:her|him|them|it))?(?: at| around| to| under)?(?: about| around| like| ~)?\s*(\d{1,2},?\d{3}|\d(?:\.\d)?k)\b/.exec(rest);
  if (totalSaid && !/\bmin(?:ute)?s?\b/.test(rest)) {
    const raw = totalSaid[1]!.replace(',', '');
    const goal = raw.endsWith('k') ? parseFloat(raw) * 1000 : Number(raw);
    return {
      understood: `${who}: about ${goal} in all`,
      run: (d) => {
        if (goal >= d.plan.totals.distance) throw new Refusal(`${goal} is the whole practice or more; say "${who} swims the full practice" to take their own lines off`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words.replace(shareSaid, ' '), `up to ${goal}`].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: up to about ${goal.toLocaleString('en-US')} in all, on their own lines; everyone else as written.`;
      },
    };
  }
  // "she can do the kick set same as everyone just easy": the team's repeats on that part, at their own easy effort.
  const same = /\b(kick|pull|drill|pre[- ]?set|main)(?: set)?\b[^,;]*\bsame as (?:everyone|everybody|the (?:team|group|others|rest))\b/.exec(rest);
  if (same) {
    const kind = (same[1]!.startsWith('pre') ? 'preset' : same[1]) as SectionKind;
    const label = sectionNames[kind].toLowerCase();
    return {
      understood: `${who}: the ${label} as everyone, easy`,
      run: (d) => {
        if (!d.plan.sections.some((x) => x.kind === kind)) throw new Refusal(`this plan has no ${label}`);
        d.sameAs = [...(d.sameAs ?? []), ...names.map((name) => ({ name: swimmerOf(d.brief, name).name, kind }))];
        return `${who}: the ${label} with everyone's repeats, easy on their own line; everyone else as written.`;
      },
    };
  }
  // "no sprints" for a swimmer already held to easy swimming: what their line does.
  if (/^(?:and )?(?:still )?no (?:sprints?|sprint (?:stuff|work|sets?)|sprinting|speed|fast (?:stuff|swimming)|hard (?:stuff|sets?))$/.test(rest.trim())) {
    return {
      understood: `${who}: no sprints`,
      run: (d) => {
        const known = d.brief.swimmers.filter((x) => names.some((n) => n.toLowerCase() === x.name.toLowerCase()));
        if (known.length > 0 && known.every((x) => x.limits.some((c) => c.rule === 'light_only' || c.rule === 'returning'))) return `${who}: still no sprints, their line stays easy (EN1 at most).`;
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          if (!swimmer.limits.some((c) => c.rule === 'light_only')) swimmer.limits = [...swimmer.limits, { rule: 'light_only', said: 'no sprints' }];
        }
        return `${who}: no sprints, easy on their own line; everyone else as written.`;
      },
    };
  }
  // "maddie's version is fine as is", "keep her lines": that swimmer's lines as the coach approved them, whatever the team's sets do.
  if (/\b(?:version|lines?|sets?|plan|stuff)\b[^,;]*\b(?:fine|good|ok|okay|perfect|great|right)\b|\b(?:keep|leave)\s+(?:her|his|their)\s+(?:version|lines?|sets?)\b/.test(rest) && !/\b(?:but|except|more|less|harder|easier|cut|add|bump|only)\b/.test(rest)) {
    return {
      understood: `${who}: own lines as they are`,
      keeps: true,
      run: (d) => {
        const known = d.brief.swimmers.filter((x) => names.some((n) => n.toLowerCase() === x.name.toLowerCase()));
        if (known.length === 0) throw new Refusal(`${who} has no line of their own in this plan`);
        d.keepLines = new Set([...(d.keepLines ?? []), ...known.map((x) => x.name)]);
        return `${who}'s own lines kept as they were, where the team's sets still hold them.`;
      },
    };
  }
  // "tessa is out sick today so its just kenji and owen": the swimmers named before it are not here; their lines come out.
  const away = /\b(?:is|are|'s|s) (?:out|sick|absent|away|not (?:here|coming|swimming))\b|\b(?:she|he|they)(?:'?s|'?re| is| are)? (?:not|isn'?t|aren'?t) (?:even |really )?(?:coming|here|swimming|going to make it)\b|\btake (?:him|her|them|[a-z]+) (?:out|off)(?: of (?:the plan|practice|it|this|the workout))?(?: completely| entirely| altogether)?$|\b(?:remove|delete) (?:him|her|them) (?:from the plan|completely|entirely)\b|\bcan'?t make it\b|\bout sick\b|\b(?:won'?t|will not) be (?:here|there|at practice)\b|\b(?:is|are) (?:missing|skipping) (?:practice|today)\b/.exec(clause);
  const before = away ? names.filter((n) => clause.indexOf(n.toLowerCase()) >= 0 && clause.indexOf(n.toLowerCase()) < away.index) : [];
  // "take him out of the plan completely", "hes not even coming": the swimmer just named, said with a pronoun.
  const gone = before.length > 0 ? before : away && !names.some((n) => clause.includes(n.toLowerCase())) && /\b(?:him|her|them|he|she|they|hes|shes)\b/.test(clause) ? [...names] : away && /^take [a-z]+ (?:out|off)/.test(away[0]) ? names.filter((n) => away[0].includes(n.toLowerCase())) : [];
  if (away && gone.length > 0) {
    const them = joinNames(gone);
    return {
      understood: `${them}: not here today`,
      run: (d) => {
        const known = d.brief.swimmers.filter((x) => gone.some((n) => n.toLowerCase() === x.name.toLowerCase()));
        // Already left out of the plan ("dont plan for him"): what the coach asks is what it has.
        if (known.length === 0) return `${them} is not in this plan: no line of their own; everyone else as written.`;
        d.brief.swimmers = d.brief.swimmers.filter((x) => !known.includes(x));
        d.plan.substitutions = (d.plan.substitutions ?? []).filter((line) => !known.some((x) => line.startsWith(`${x.name} (`)));
        return `${them} out today: their own lines taken out; everyone else as written.`;
      },
    };
  }
  // "kenji went 1:04.6 on saturday so his goal is 1:04.0 now": that swimmer's goal time, and the targets of their race-pace repeats.
  const goalSaid = /\b(?:goal|target)(?: time)?(?: is| of| to| =| now)*\s*(?:now\s+)?(\d{1,2}:\d{2}(?:\.\d{1,2})?|:?\d{2}\.\d{1,2})\b/.exec(rest);
  if (goalSaid) {
    const [mm, ss] = goalSaid[1]!.includes(':') && !goalSaid[1]!.startsWith(':') ? goalSaid[1]!.split(':') : ['0', goalSaid[1]!.replace(':', '')];
    const goal = Number(mm) * 60 + Number(ss);
    return {
      understood: `${who}: goal ${goalSaid[1]}`,
      run: (d) => {
        for (const name of names) {
          const swimmer = d.brief.swimmers.find((x) => x.name.toLowerCase() === name.toLowerCase());
          // A plan read back without its brief: the event is the plan's, when the swimmer has goal lines in it.
          const lined = d.plan.sections.some((x) => x.blocks.some((b) => (b.swimmers ?? []).some((l) => l.name === swimmer?.name && /^goal /.test(l.note))));
          const said = /^(\d{2,4})\s+(free|back|breast|fly|im)/i.exec(d.plan.targetEvent ?? '');
          const event = swimmer?.event ?? (lined && said ? { distance: Number(said[1]), stroke: said[2]!.toLowerCase() as Stroke, goal: null } : null);
          if (!swimmer || !event) throw new Refusal(`${name} has no goal-pace line in this plan`);
          swimmer.event = { ...event, goal };
        }
        return `${who}: goal ${goalSaid[1]}, the targets on their race-pace repeats from it; everyone else as written.`;
      },
    };
  }
  // "kayla got cleared to step 4 so she can do the full main at EN1, still nothing hard": more of the practice, with the limits
  // that keep her safe kept (a concussion still starts from a push, surfaces early, turns open and stops at a headache).
  // "cast came off early, doc says easy swim is ok now but no pulling or paddles": swimming again, on the limits said now.
  const swims = /\b(?:cast|boot|sling|brace|splint) (?:came|comes|is|was|got|'s) (?:off|out)\b|\bout of the (?:cast|boot|sling)\b|\b(?:easy )?swim(?:ming)? (?:is |are )?(?:ok|okay|fine|allowed|cleared)\b|\bcan (?:swim|do easy swim)/.test(rest);
  const cleared = swims || /\b(?:cleared|better|can (?:swim|do) (?:the )?(?:full|whole|all|more|normal)|(?:step|stage) [3-6]\b|back (?:to|on) (?:the )?(?:full|main|team))/.test(rest);
  const qualified = /\bat en[12]\b|\beasy\b|\bonly\b|\bstill\b|\bbut\b|\bnothing (?:hard|fast)\b|\bno (?:sprints?|sprint stuff|dives?|underwaters?|flip|racing)\b|\blight\b|\baerobic\b/.test(rest);
  // "cleared to swim but no dives and no hard push offs": cleared with limits of another kind is not kept easy.
  const easyNow = /\bat en[12]\b|\beasy\b|\bnothing (?:hard|fast)\b|\blight\b|\baerobic\b|\bno (?:sprints?|sprint stuff|racing|intensity)\b/.test(rest);
  if (cleared && qualified) {
    return {
      understood: `${who}: cleared for more, still easy`,
      run: (d) => {
        const known = d.brief.swimmers.filter((x) => names.some((n) => n.toLowerCase() === x.name.toLowerCase()));
        if (known.length === 0) throw new Refusal(`${who} has no line of their own in this plan`);
        for (const swimmer of known) {
          const head = swimmer.limits.some((c) => /\bconcuss/i.test(`${c.said} ${swimmer.words ?? ''}`));
          // Out of the cast or the boot: the limits the cast made go (kick only, no board, no underwater); the ones said now come.
          const lifted = swims ? ['kick_only', 'no_kickboard', 'no_underwater', 'no_swim'] : [];
          const kept = swimmer.limits.filter((c) => c.rule !== 'light_only' && c.rule !== 'returning' && !lifted.includes(c.rule));
          const said = readLimits(rest.replace(/\bpulling\b/g, 'pull'), { timeIsLimit: false }).filter((c) => !['light_only', 'returning', 'kick_only'].includes(c.rule) && !kept.some((k) => k.rule === c.rule));
          const safety = head ? (['no_dives', 'no_underwater', 'no_flip_turns'] as const).filter((rule) => !kept.some((c) => c.rule === rule)).map((rule) => ({ rule, said: 'concussion protocol' })) : [];
          const wasEasy = swimmer.limits.some((c) => c.rule === 'light_only' || c.rule === 'returning');
          swimmer.limits = [...kept, ...said, ...safety, ...(easyNow || wasEasy || head ? [{ rule: 'light_only' as const, said: 'nothing hard' }] : [])];
          // The words said now, so the volume of a comeback is no longer cut; what they cannot do stays.
          swimmer.words = rest.slice(0, 400);
        }
        d.plan.substitutions = (d.plan.substitutions ?? []).filter((line) => !known.some((x) => line.startsWith(`${x.name} (`)));
        const more = known.flatMap((x) => x.limits.filter((c) => !['light_only', 'returning'].includes(c.rule) && c.said !== 'concussion protocol').map((c) => c.rule.replace(/_/g, ' ')));
        const easy = known.some((x) => x.limits.some((c) => c.rule === 'light_only'));
        return `${who}: ${swims ? 'swimming again' : 'the full practice now'}${easy ? ', still easy (EN1 at most)' : ''}${known.some((x) => x.limits.some((c) => c.said === 'concussion protocol')) ? ', no dives, no underwaters, open turns' : ''}${more.length > 0 ? `; ${[...new Set(more)].join(', ')}` : ''}; everyone else as written.`;
      },
    };
  }
  // "1 arm left side is ok now", "kick is fine now": one thing allowed again, never every limit lifted (the injury lines stay).
  const partial = /\b(?:1|one)[- ]arm\b|\b(?:left|right|l|r) (?:side|arm|leg)\b|\b(?:kick(?:ing)?|pull(?:ing)?|paddles|fins|boards?|fly|breast(?:stroke)?|back(?:stroke)?|free(?:style)?|im|flip(?: turns?)?|dives?|turns?|underwaters?|push[- ]?offs?)\b[^.;,]{0,20}\b(?:is|are|'s|s) (?:ok|okay|fine|allowed|cleared)\b/.test(rest);
  if (!partial && /\b(?:better|healed|fine|ok|okay|good to go|cleared)\b.*\b(?:now|again|normal|everything|full)\b|\bcan (?:swim|do) (?:normal|everything|it all|the full)\b|\bback to normal\b|\bback (?:on|with|to|in) (?:the |her |his |their )?(?:regular|normal|usual|same|team'?s?|group'?s?)\b|\bno (?:longer|more) (?:hurt|sore|injured)/.test(rest)) {
    return {
      understood: `${who}: back to the team's sets`,
      run: (d) => {
        const known = d.brief.swimmers.filter((s) => names.some((n) => n.toLowerCase() === s.name.toLowerCase()));
        if (known.length === 0) throw new Refusal(`${who} has no line of their own in this plan`);
        d.brief.swimmers = d.brief.swimmers.filter((s) => !known.includes(s));
        d.plan.substitutions = (d.plan.substitutions ?? []).filter((line) => !known.some((s) => line.startsWith(`${s.name} (`)));
        return `${who}: back on the team's sets, their own lines taken out.`;
      },
    };
  }
  // "his kick set becomes pull w a buoy": no kick for them, pulled on a buoy (what "no kick" writes).
  if (/\bkick(?: set)?\b[^,;]{0,20}\b(?:becomes?|as|into|turns? into|swap(?:ped)? (?:for|to)|instead)\b[^,;]{0,12}\bpull/.test(rest)) {
    return {
      understood: `${who}: pull in place of kick`,
      run: (d) => {
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          if (!swimmer.limits.some((c) => c.rule === 'no_kick')) swimmer.limits = [...swimmer.limits, { rule: 'no_kick', said: 'kick set as pull' }];
          swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: the kick as pull with a buoy, on their own line; everyone else as written.`;
      },
    };
  }
  // "give her easy free/back on the main": those strokes only (and easy), as "free/back only" reads.
  const strokesOnly = rest.replace(/\b((?:easy |ez |light )?(?:free|back|breast|fly)(?:\s*(?:\/|or|&|\+)\s*(?:free|back|breast|fly))+)\b(?!\s+only)/, '$1 only');
  const limits = readLimits(strokesOnly, { timeIsLimit: false });
  if (limits.length > 0) {
    return {
      understood: `${who}: ${[...new Set(limits.map((c) => c.said))].join(', ')}`,
      run: (d) => {
        // A limit the swimmer's line already keeps changes nothing: said so, never claimed as done.
        const known = names.map((n) => d.brief.swimmers.find((s) => s.name.toLowerCase() === n.toLowerCase()));
        if (known.every((s) => s && limits.every((c) => s.limits.some((k) => k.rule === c.rule)))) {
          // "still no dives": said again beside a change, what their line already keeps.
          if (/\bstill\b/.test(rest)) return `${who}: still ${[...new Set(limits.map((c) => c.said))].join(', ')}, as their line has it.`;
          // "mcl sore" said right after "tweaked her knee": the same limit in other words.
          if (limits.every((c) => ['knee', 'shoulder', 'lower_back', 'ankle', 'neck', 'no_breast_kick'].includes(c.rule))) return '';
          throw new Refusal(`${who}'s own line already keeps ${[...new Set(limits.map((c) => c.said))].join(', ')}`);
        }
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.limits = [...swimmer.limits, ...limits.filter((c) => !swimmer.limits.some((k) => k.rule === c.rule))];
          swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: ${[...new Set(limits.map((c) => c.said))].join(', ')}: their own line under each set it changes; everyone else as written.`;
      },
    };
  }
  // "priya has to leave about 70 min in", "ava's mom picks her up 45 min in": out of the water then, an easy swim to finish.
  // "her mom picks her up 10 min early", "she has to leave after the main set": out of the water then, an easy swim to finish.
  const early = /\b(?:leaves?|leaving|go(?:es)?|out|picks? (?:her|him|them) up|picked up|gone)\b[^,;]*?\b(\d{1,2})\s*(?:min|mins|minutes)\s+early\b/.exec(rest);
  // "give them a shorter version that ends after the main ladder": out after that part too.
  const after = /\b(?:leave|leaves|leaving|go|goes|out|gone|get out|ends?|ending|stops?|done)\s+(?:right\s+)?after\s+(?:the\s+)?(main|kick|pull|warm[- ]?up|pre[- ]?set|drill|sprint)(?:\s+(?:set|ladder|pyramid))?\b/.exec(rest);
  // "they have to get out at 7" on a 6-8 am practice: out an hour in.
  const clockOut = early || after ? null : /\b(?:get out|leave|be out|out of the water|gone|go)\s+(?:at|by)\s+(\d{1,2})(?::([0-5]\d))?\s*(am|pm)?\b/.exec(rest);
  if (clockOut) {
    return {
      understood: `${who}: out at ${clockOut[1]}${clockOut[2] ? `:${clockOut[2]}` : ''}`,
      run: (d) => {
        const start = d.brief.clock.value.start;
        if (!start) throw new Refusal(`the practice's start time is not known, so when ${who} leaves cannot be worked out; say how long they swim ("${names[0]} out after 60 min")`);
        let hour = Number(clockOut[1]) + (clockOut[3] === 'pm' && Number(clockOut[1]) < 12 ? 12 : 0);
        // A time said without am/pm is the one after the start, within the practice's half of the day.
        if (!clockOut[3] && hour * 60 + Number(clockOut[2] ?? 0) < Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5))) hour += 12;
        const at = hour * 60 + Number(clockOut[2] ?? 0) - (Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)));
        const whole = d.plan.requestedMinutes ?? d.plan.totals.minutes;
        if (at <= 5 || at >= whole) throw new Refusal(at >= whole ? `${who} would swim the whole practice anyway` : `${clockOut[0]} leaves ${who} no practice`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words?.replace(/;?\s*\d+ min in\b/g, ''), `${at} min in`].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: out of the water after about ${at} min, an easy swim to finish before; everyone else as written.`;
      },
    };
  }
  if (early || after) {
    const kind = after ? (Object.keys(sectionNames) as SectionKind[]).find((k) => k === after[1]!.replace(/[- ]/g, '').replace('preset', 'preset')) ?? (/^warm/.test(after[1]!) ? 'warmup' : /^pre/.test(after[1]!) ? 'preset' : 'main') : null;
    return {
      understood: early ? `${who}: out ${early[1]} min early` : `${who}: out after the ${sectionNames[kind!].toLowerCase()}`,
      run: (d) => {
        const whole = d.plan.requestedMinutes ?? d.plan.totals.minutes;
        let at: number;
        if (early) at = whole - Number(early[1]);
        else {
          const i = d.plan.sections.map((x) => x.kind).lastIndexOf(kind!);
          if (i < 0) throw new Refusal(`this plan has no ${sectionNames[kind!].toLowerCase()} for ${who} to leave after`);
          // The swimmer's own lines run slower than the team's clock: the end of that part on theirs, never into the next.
          const end = withTotals({ ...d.plan, sections: d.plan.sections.slice(0, i + 1) }).totals.minutes;
          const next = i + 1 < d.plan.sections.length ? withTotals({ ...d.plan, sections: d.plan.sections.slice(0, i + 2) }).totals.minutes : whole;
          at = Math.min(Math.ceil(end * 1.1), Math.max(end, next - 1));
        }
        if (at <= 5 || at >= whole) throw new Refusal(`${who} would swim the whole practice anyway`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words?.replace(/;?\s*\d+ min in\b/g, ''), `${at} min in`].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: out of the water after about ${at} min${after ? ` (the end of the ${sectionNames[kind!].toLowerCase()})` : ''}, an easy swim to finish on their own line, nothing after it; everyone else as written.`;
      },
    };
  }
  const minutes = minutesCap(rest);
  if (minutes !== null) {
    return {
      understood: `${who}: out after ${minutes} min`,
      run: (d) => {
        if (minutes >= (d.plan.requestedMinutes ?? d.plan.totals.minutes)) throw new Refusal(`the practice is over by ${minutes} min`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words, `${minutes} min in`].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: out of the water after about ${minutes} min, an easy swim to finish before; everyone else as written.`;
      },
    };
  }
  // "3000 max for him", "50% volume for the twins": their own lines hold them to it (`volumeShare`).
  if (volumeShare(rest, 1_000_000) !== null) {
    return {
      understood: `${who}: ${shareWords(rest)}`,
      run: (d) => {
        const total = d.plan.totals.distance;
        if (volumeShare(rest, total) === null) throw new Refusal(`"${rest.trim()}" is no less than the whole practice (${total.toLocaleString('en-US')})`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: ${shareWords(rest)}: fewer repeats on the middle sets, on their own line; everyone else as written.`;
      },
    };
  }
  // "she can do breast arms w/ flutter or pull buoy": breaststroke without its kick, which a knee line already swims.
  if (/\bbreast(?:stroke)? arms?\b[^,;]{0,30}\b(?:flutter|dolphin|fly kick|pull buoy|buoy)\b/.test(rest)) {
    return {
      understood: `${who}: breast arms without the breaststroke kick`,
      run: (d) => {
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          if (!swimmer.limits.some((c) => c.rule === 'no_breast_kick' || c.rule === 'knee')) swimmer.limits.push({ rule: 'no_breast_kick', said: 'breast arms, no breast kick' });
        }
        return `${who}: breaststroke as breast arms with flutter kick or a buoy, on their own line.`;
      },
    };
  }
  // "put her back on the regular sets": back with the team, not backstroke.
  const stroke = /\bback (?:on|with|to|in|into) (?:the |her |his |their )?(?:regular|normal|usual|same|team'?s?|group'?s?|lane'?s?|full)\b|\b(?:put|get|bring) (?:him|her|them) back\b/.test(rest) ? null :
    /\b(?:to|as|on|go|goes|swim|swims|do|does|in|into|with)\s+(back(?:stroke)?|breast(?:stroke)?|fly|butterfly|free(?:style)?|im)\b|\b(back(?:stroke)?|breast(?:stroke)?|fly|butterfly|free(?:style)?|im)\s+(?:on|for|in) the\b|\b(?:main|kick|pull|warm[- ]?up|pre[- ]?set)(?: set)?\s+(?:in |as )?(back(?:stroke)?|breast(?:stroke)?|fly|butterfly|free(?:style)?|im)\b/.exec(rest);
  // "have her pull w/ a buoy on the kick set", "Priya pulls the kick": the set pulled with a buoy, on her own line.
  const pulled = /\b(?:pull|pulls|pulling)\b(?:\s+(?:w\/|with)\s*(?:a\s+)?(?:pull\s*)?buoy)?\s+(?:on|for|in|during|instead of|through|the)\s+(?:the\s+)?(?:kick|main|warm[- ]?up|pre[- ]?set|drill|sprint)/.test(rest);
  const to = pulled ? 'pull' : stroke ? strokeWord(stroke[1] ?? stroke[2] ?? stroke[3]!) : undefined;
  if (to) {
    const section = sectionOfClause(at);
    const label = sectionNames[section].toLowerCase();
    return {
      understood: `${who}: ${label} as ${strokeWords[to]}`,
      run: (d) => {
        if (!d.plan.sections.some((s) => s.kind === section)) throw new Refusal(`this plan has no ${label} for ${who} to swim another way`);
        for (const name of names) {
          const swimmer = swimmerOf(d.brief, name);
          const banned = [...swimmer.limits, ...(d.plan.constraints ?? [])].find((c) => (strokeBans[to] ?? []).includes(c.rule));
          if (banned) throw new Refusal(`${to} for ${name} conflicts with "${banned.said}"`);
          swimmer.strokes = [...(swimmer.strokes ?? []).filter((s) => s.section !== section), { section, stroke: to }];
          swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        }
        return `${who}: ${label} as ${strokeWords[to]}, on their own line; everyone else as written.`;
      },
    };
  }
  return null;
}

/** A set swum in another stroke by one swimmer: the same time, repeats within the squad's longest of that stroke. */
export function inStroke(plan: WorkoutPlan, set: SwimSet, stroke: Stroke): SwimSet {
  // Pulled in place of a kick or a swim: the same repeats with a buoy, no kicking.
  if (stroke === 'pull') {
    if (set.stroke === 'pull') return set;
    const { lanes: _l, mix: _m, legs: _g, strokes: _s, ...plain } = set;
    const description = set.description.split(/,\s*/).filter((part) => !/\bkick|\bunderwater|\bflags?\b|\bfins?\b|\bboard\b|\bstreamline\b|\bon your (?:back|side)\b/i.test(part)).join(', ');
    return { ...plain, stroke: 'pull', equipment: [...new Set([...set.equipment.filter((e) => e !== 'kickboard' && e !== 'fins'), 'pull_buoy' as const])], description: description ? `pull with a buoy, ${description}` : 'pull with a buoy' };
  }
  if (set.stroke === 'kick' || set.stroke === 'pull' || set.stroke === 'drill' || set.zone === 'REC') return set;
  const cap = Math.min(stroke === 'fly' ? profileOf(plan).flyRep : Infinity, longestFor(squadOf(plan), stroke));
  const distance = Math.min(set.distance, cap);
  const reps = Math.max(1, Math.round((set.reps * set.distance) / distance));
  const { lanes: _lanes, mix: _mix, legs: _legs, strokes: _strokes, ...plain } = set;
  const next: SwimSet = { ...plain, stroke, distance, reps, description: set.description.replace(/,?\s*\bhold \d?:\d\d(?:-\d?:\d\d)?/g, '').replace(/\b(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|choice)\b/gi, strokeNames[stroke].toLowerCase()).replace(/^,\s*/, '') };
  return set.sendOff?.type === 'interval' ? { ...next, sendOff: { type: 'interval', seconds: plannedInterval({ squad: squadOf(plan), paces: plan.paces }, plan.course, next, profileOf(plan).extraRest) } } : next;
}

function strokeLines(plan: WorkoutPlan, swimmer: BriefSwimmer): void {
  for (const { section: kind, stroke } of swimmer.strokes ?? []) {
    for (const section of plan.sections.filter((s: PlanSection) => s.kind === kind)) {
      for (const block of section.blocks) {
        const sets = block.sets.map((s) => inStroke(plan, s, stroke));
        const repaired = sets.map((s) => repairSet(s, { squad: squadOf(plan), paces: plan.paces, course: plan.course, section: section.kind, constraints: swimmer.limits }).set);
        if (repaired.every((s, i) => s === block.sets[i])) continue;
        const line: SwimmerLine = { name: swimmer.name, sets: repaired, note: `${sectionNames[kind].toLowerCase()} as ${strokeWords[stroke]}` };
        block.swimmers = [...(block.swimmers ?? []).filter((l) => l.name !== swimmer.name), line];
      }
    }
  }
}

/** Lines that say the same for several swimmers are one line: "Tyler and Ben: …". */
function mergeSame(sections: readonly PlanSection[]): void {
  for (const section of sections) {
    for (const block of section.blocks) {
      if (!block.swimmers || block.swimmers.length < 2) continue;
      const merged: SwimmerLine[] = [];
      for (const line of block.swimmers) {
        const twin = merged.find((m) => m.note === line.note && JSON.stringify(m.sets) === JSON.stringify(line.sets));
        const name = twin ? `${twin.name} and ${line.name}`.replace(/ and (?=.* and )/, ', ') : '';
        if (twin && name.length <= 40) twin.name = name;
        else merged.push({ ...line });
      }
      block.swimmers = merged;
    }
  }
}

/** The swimmers the plan already writes lines for, read back into the brief when it has none of them (plans stored before briefs were kept). */
export function swimmersOfPlan(plan: WorkoutPlan, brief: Brief): void {
  for (const section of plan.sections) {
    for (const block of section.blocks) {
      for (const line of block.swimmers ?? []) {
        for (const name of line.name.split(/,\s*|\s+and\s+/)) {
          if (brief.swimmers.some((s) => s.name === name)) continue;
          const limits = readLimits(line.note, { timeIsLimit: false });
          const stroke = /^(\w+(?: set)?) as (\w+)$/.exec(line.note.toLowerCase());
          const kind = stroke ? (Object.entries(sectionNames).find(([, n]) => n.toLowerCase() === stroke[1])?.[0] as SectionKind | undefined) : undefined;
          const to = stroke ? strokeWord(stroke[2]!.replace(/stroke$/, '').replace(/^freestyle$/, 'free')) : undefined;
          brief.swimmers.push({ name, limits, lane: null, event: null, words: line.note, ...(kind && to ? { strokes: [{ section: kind, stroke: to }] } : {}) });
        }
      }
    }
  }
}

/** Seconds on the clock as a deck board reads them: ":16.5", "1:04.0". */
const splitText = (t: number) => (t < 60 ? `:${t.toFixed(1).padStart(4, '0')}` : `${Math.floor(t / 60)}:${(t % 60).toFixed(1).padStart(4, '0')}`);

/** A goal-pace line whose swimmer's goal changed ("his goal is 1:04.0 now"): each repeat's target from the new goal, as the old one was from the old. */
function retarget(line: SwimmerLine, brief: Brief): SwimmerLine {
  const swimmer = brief.swimmers.find((w) => w.name === line.name);
  const goal = swimmer?.event?.goal;
  const was = /^goal (\d+:)?(\d{1,2}(?:\.\d)?)/.exec(line.note.replace(/^goal :/, 'goal '));
  if (!goal || !was) return line;
  const old = (was[1] ? Number(was[1].slice(0, -1)) * 60 : 0) + Number(was[2]);
  if (Math.abs(old - goal) < 0.05) return line;
  const event = swimmer.event!;
  const sets = line.sets.map((set) => {
    const per = goal / (event.distance / set.distance) + (set.distance >= 50 && event.distance <= 100 ? 0.5 : 0);
    return { ...set, description: set.description.replace(/hold [:\d.]+/, `hold ${splitText(per)}`) };
  });
  return { ...line, sets, note: line.note.replace(/^goal [:\d.]+/, `goal ${splitText(goal)}`) };
}

/** A share said before ("3000 max", "up to 2500", "50% volume"): a new total takes its place. */
const shareSaid = /\b(?:\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\s*(?:y|yd|yds|yards|m)?\s*(?:max|tops|at most|cap)\b|\b(?:max(?:imum)?|no more than|up to|cap(?:ped)?(?: [a-z]+)? at(?: like| about| ~)?)\s*(?:\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\b|\b\d{2}\s*%\s*(?:volume|of (?:the )?\w+)|\bhalf (?:the |of the )?(?:volume|yardage|practice)\b/gi;

/** "she can do the kick set same as everyone just easy": her line on that part has the team's repeats, at her own effort. */
export function sameAsTeam(plan: WorkoutPlan, parts: ReadonlyArray<{ name: string; kind: SectionKind }>): WorkoutPlan {
  if (parts.length === 0) return plan;
  const sections = plan.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => {
      const mine = parts.filter((p) => p.kind === section.kind).map((p) => p.name);
      if (mine.length === 0 || !block.swimmers) return block;
      const swimmers = block.swimmers.map((line) => (mine.includes(line.name) && line.sets.length === block.sets.length ? { ...line, sets: line.sets.map((x, i) => ({ ...x, reps: block.sets[i]!.reps })) } : line));
      return { ...block, swimmers };
    }),
  }));
  return { ...plan, sections };
}

const lineVolume = (sets: readonly SwimSet[]) => sets.reduce((a, x) => a + x.reps * x.distance, 0);

/**
 * The lines of the swimmers the coach kept ("maddie's version is fine as is") as the approved plan had them, block by block:
 * where the team's set still holds the line (no more than the team now swims), the approved line; else the line just written.
 */
export function keptLines(plan: WorkoutPlan, approved: WorkoutPlan, names: ReadonlySet<string>): WorkoutPlan {
  if (names.size === 0) return plan;
  const sections = plan.sections.map((section) => {
    const nth = plan.sections.filter((x) => x.kind === section.kind).indexOf(section);
    const was = approved.sections.filter((x) => x.kind === section.kind)[nth];
    return {
      ...section,
      blocks: section.blocks.map((block, j) => {
        const old = was?.blocks[j];
        if (!old) return block;
        const lines = (block.swimmers ?? []).map((line) => {
          if (!names.has(line.name)) return line;
          const then = (old.swimmers ?? []).find((l) => l.name === line.name);
          return then && lineVolume(then.sets) <= lineVolume(block.sets) ? then : line;
        });
        // A kept swimmer with a line before and none now (the team's set became theirs) keeps it while it still fits.
        for (const then of old.swimmers ?? []) if (names.has(then.name) && !lines.some((l) => l.name === then.name) && lineVolume(then.sets) < lineVolume(block.sets)) lines.push(then);
        return lines.length > 0 ? { ...block, swimmers: lines } : block;
      }),
    };
  });
  return { ...plan, sections };
}

/** Every named swimmer's lines written again for the refined sets, from the brief; answers the statements for the top of the plan. */
export function withSwimmerLines(plan: WorkoutPlan, brief: Brief): { plan: WorkoutPlan; said: string[] } {
  const sections = plan.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => ({ ...b, swimmers: undefined as SwimmerLine[] | undefined })) }));
  const next = { ...plan, sections };
  const said = forNamedSwimmers(sections, brief.swimmers, { squad: squadOf(plan), paces: plan.paces, course: plan.course, team: plan.constraints }, plan.laneGroups);
  for (const swimmer of brief.swimmers) strokeLines(next, swimmer);
  mergeSame(next.sections);
  // A swimmer's goal-pace line ("Kenji: 22 x 75 Breast … hold :49.3 (goal 1:05.0)") stays unless a new line of theirs takes its place.
  const paced = new Set(brief.swimmers.filter((w) => w.event).map((w) => w.name));
  // A swimmer taken out of the brief ("tessa is out sick") keeps no line.
  const here = (line: SwimmerLine) => line.name.split(/,\s*|\s+and\s+/).every((n) => brief.swimmers.some((w) => w.name === n));
  plan.sections.forEach((section, i) =>
    section.blocks.forEach((block, j) => {
      const now = sections[i]!.blocks[j]!;
      const kept = (block.swimmers ?? []).filter((line) => (paced.has(line.name) || /^goal \d/.test(line.note)) && !SWAP_NOTE.test(line.note) && here(line) && !(now.swimmers ?? []).some((l) => l.name === line.name)).map((line) => retarget(line, brief));
      if (kept.length > 0) now.swimmers = [...kept, ...(now.swimmers ?? [])];
      // A set the coach put in place of the team's for them ("50s instead of the 100s") stays theirs, over the line their limits write.
      const swapped = (block.swimmers ?? []).filter((line) => SWAP_NOTE.test(line.note) && here(line)).map((line) => retarget(line, brief));
      if (swapped.length > 0) {
        const theirs = new Set(swapped.flatMap(namesOfLine));
        now.swimmers = [...(now.swimmers ?? []).filter((l) => !namesOfLine(l).every((n) => theirs.has(n))), ...swapped];
        mergeSame([{ ...section, blocks: [now] }]);
      }
    }),
  );
  for (const section of sections) for (const block of section.blocks) if (!block.swimmers?.length) delete block.swimmers;
  return { plan: next, said };
}

/**
 * A set said in place of another, for a lane or named swimmers: "4x200 in the pack swim instead of 3x400", "50s instead of
 * the 100s in the main", "a kick set w/ fins instead of the starts set", "switch her to 25s (like 20x25 on :30)", "an easy
 * 200 there".
 */
export interface Swap {
  /** What goes in: a count and a distance, a distance alone (the same yards in it), a kind of set, one swim. */
  reps: number | null;
  distance: number | null;
  kind: 'kick' | 'pull' | 'drill' | null;
  fins: boolean;
  easy: boolean;
  stroke: Stroke | null;
  sendOff: number | null;
  /** What comes out: the repeats of a distance, or a part named by the coach's words; neither is the part just named ("there"). */
  from: { distance: number | null; part: string | null };
  /** The part the coach put it in: "in the pack swim", "in the main". */
  where: string | null;
  /** "2x50 instead of each 100": the count is for each repeat taken out. */
  each: boolean;
  /** "w lots of rest", "easy 50s w rest": seconds of rest after each, in place of a send-off. */
  rest?: number | null;
  /** The new set as the coach said it, to say back. */
  said: string;
}

const swapStroke = (word: string | undefined): Stroke | null => (word ? (strokeWord(word.replace(/stroke$/, '')) ?? null) : null);

/** The set a clause puts in place of another, or null when it names none. */
export function readSwap(rest: string): Swap | null {
  const text = rest.replace(/\s+/g, ' ').trim();
  const instead = /\b(?:instead(?: of)?|in place of|rather than)\b/.exec(text);
  const turned = /\b(?:switch|swap|move|put|change|turn)\s+(?:(?:him|her|them|it)\s+)?(?:over\s+)?(?:to|onto|into)\s+(.+)$/.exec(text);
  // "turn their kick into 50s": the part named is what comes out.
  const partTurned = turned ? null : /\b(?:turn|change|make|switch)\s+(?:their|his|her|the|its)\s+(kick|pull|drill|main|warm[- ]?up|cool[- ]?down|starts?)(?:\s+set)?\s+(?:into|to)\s+(.+)$/.exec(text);
  // "give them kick w fins in its place": there, where the set ruled out was.
  const there = /\b(?:give|put|do|swim|have)\b[^,;]*\b(?:there|in its place|in their place|in place of it|for it)\b/.test(text);
  const bare = /^(?:like|maybe|say|so|just|prob(?:ably)?)\s+\d{1,2}\s*x\s*\d{2,4}\b/.test(text);
  // "swap the 100s in the main for 50s": what comes out first, then what goes in.
  const traded = /\b(?:swap|switch|replace|trade|change)\s+(?:out\s+)?((?:the |their |his |her |those )?(?:\d{1,2}\s*x\s*)?\d{2,4}s?\b.*?|(?:the |their |his |her )[a-z][a-z &-]{1,25}?)\s+(?:for|with|to|into)\s+(.+)$/.exec(text);
  // "give them like 8x25 w lots of rest during the main", "easy 50s w rest while the group is on the main": in that part.
  const during = /\b(?:during|while (?:the )?(?:group|team|rest|others|everyone|everybody|other kids)(?: is| are)? (?:on|doing|swimming|does|swims))\s+(?:the |their )?([a-z][a-z &-]{1,25}?)(?: set)?(?=$|,| and\b| too\b)/.exec(text);
  // "give them like 8x25 w lots of rest": a set of their own, in the part they swim another way (the main when none is said).
  const given = /^(?:just |and |so )?(?:give|have|let)\s+(?:them|him|her|[a-z]+(?: (?:and|&) [a-z]+)?)\s+(?:like |maybe |about |~\s*|just |some )?(?:\d{1,2}\s*x\s*\d{2,4}|(?:easy |ez )?\d{2,4}s)\b/.test(text);
  if (!instead && !turned && !there && !bare && !traded && !partTurned && !during && !given) return null;
  const fromText = partTurned ? `the ${partTurned[1]}` : traded && !instead ? traded[1]! : instead && /\bof\b|\bplace of\b|\bthan\b/.test(instead[0]) ? text.slice(instead.index + instead[0].length) : '';
  const fromSet = /^\s*(?:the |their |those |all the |doing |his |her )?(?:(\d{1,2})\s*x\s*)?(\d{2,4})(?:s\b|\b)/.exec(fromText);
  const fromPart = fromSet ? null : /^\s*(?:the |their |those |doing |his |her )?([a-z][a-z &/-]{1,30}?)(?:\s+set)?(?=$|,|\s+(?:for|in|on|at)\b)/.exec(fromText);
  const what = partTurned ? `${partTurned[2]!} ${partTurned[1]}` : traded && !instead ? traded[2]! : turned ? turned[1]! : instead ? text.slice(0, instead.index) : text;
  const sized = /\b(\d{1,2})\s*x\s*(\d{2,4})\b(?:\s+(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im|kick|choice))?(?:\s*(?:@|on)\s*(\d{0,2}:\d\d))?/.exec(what);
  const plain = sized ? null : /\b(\d{2,4})s\b(?:\s+(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im))?/.exec(what);
  const one = sized || plain ? null : /\b(?:an?|one)\s+((?:easy|ez|smooth|loose|relaxed)\s+)?(\d{2,4})\b(?:\s+(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|choice))?/.exec(what);
  const kind = /\b(kick|pull|drill)(?:ing)?\b(?! ?board)/.exec(what)?.[1] as Swap['kind'] | undefined;
  if (!sized && !plain && !one && !kind) return null;
  const where = /\bin (?:the |their |his |her )([a-z][a-z &-]{1,25}?)(?: set)?(?=$|,| instead| rather| in place| for\b)/.exec(text.replace(fromText, ''))?.[1] ?? during?.[1] ?? null;
  const clockSaid = sized?.[4];
  const sendOff = clockSaid ? clockSeconds(clockSaid.startsWith(':') ? `0${clockSaid}` : clockSaid) : null;
  const stroke = swapStroke(sized?.[3] ?? plain?.[2] ?? one?.[3]);
  const fins = /\bfins?\b/.test(what);
  const said = sized ? sized[0].replace(/\s+/g, ' ') : plain ? plain[0] : one ? `${one[1] ? 'easy ' : ''}${one[2]}` : `a ${kind} set${fins ? ' with fins' : ''}`;
  return {
    reps: sized ? Number(sized[1]) : one ? 1 : null,
    distance: sized ? Number(sized[2]) : plain ? Number(plain[1]) : one ? Number(one[2]) : null,
    kind: kind ?? (stroke === 'kick' ? 'kick' : null),
    fins,
    easy: Boolean(one?.[1]) || /\b(?:easy|ez)\b/.test(what),
    stroke: stroke === 'kick' ? null : stroke,
    sendOff,
    from: { distance: fromSet ? Number(fromSet[2]) : null, part: fromPart?.[1]?.trim() ?? null },
    where,
    each: /\b(?:instead of|in place of|for) each\b|\bper (?:\d{2,4}|rep(?:eat)?)\b/.test(text),
    rest: readRestSaid(text),
    said,
  };
}

const stemOf = (w: string) => w.replace(/(?:ing|s)$/, '');
const partWords = (words: string) => words.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !['the', 'set', 'their', 'his', 'her', 'and', 'for', 'all', 'any'].includes(w)).map(stemOf);

/** The section a coach names by its words ("the pack swim", "the starts", "the main"), among those given. */
export function sectionNamed(words: string, sections: readonly PlanSection[]): PlanSection | undefined {
  const said = partWords(words);
  if (said.length === 0) return undefined;
  const byName = sections.find((s) => {
    const name = partWords(s.name.replace(/\s+—\s+.*$/, ''));
    return said.every((w) => name.some((n) => n.startsWith(w) || w.startsWith(n)));
  });
  if (byName) return byName;
  const kinds: ReadonlyArray<readonly [RegExp, SectionKind]> = [[/\bmain\b/, 'main'], [/\bkick/, 'kick'], [/\bpull/, 'pull'], [/\bwarm/, 'warmup'], [/\bcool/, 'cooldown'], [/\bpre[- ]?set\b/, 'preset'], [/\bdrill/, 'drill'], [/\bsprint/, 'sprint'], [/\bstarts?\b|\bturns?\b/, 'skills']];
  const kind = kinds.find(([re]) => re.test(words))?.[1];
  return kind ? sections.find((s) => s.kind === kind) : undefined;
}

const clockText = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`.replace(/^0:/, ':');

/**
 * The set written in place of `out` (the sets taken out, with the repeats this lane or swimmer swims them, each round): the
 * coach's count, else the same yards in the distance said; a kind of set sized to those yards; the send-off said, else one
 * the swimmers make (COACHING.md §9: a fitting send-off, not the old one).
 */
export function swapSet(swap: Swap, out: readonly SwimSet[], rounds: number, who: { squad: ReturnType<typeof squadOf>; paces: WorkoutPlan['paces'] }, course: WorkoutPlan['course']): SwimSet {
  const first = out[0]!;
  const yards = out.reduce((sum, x) => sum + x.reps * x.distance, 0) * rounds;
  const distance = swap.distance ?? (swap.kind ? (yards >= 600 ? 100 : 50) : first.distance);
  // The same yards or a little less, never more work than the set it replaces.
  const reps = swap.reps ?? Math.max(1, Math.round(yards / distance - 0.05));
  const stroke: Stroke = swap.kind ?? swap.stroke ?? first.stroke;
  const zone = swap.easy || swap.kind ? (first.zone === 'REC' ? 'REC' : 'EN1') : first.zone;
  const equipment = swap.fins ? ['fins' as const] : swap.kind === 'pull' ? ['pull_buoy' as const] : [];
  // A kind of set of its own words: a pull in place of a kick is not described as the kick it replaces.
  const description = swap.kind === 'kick' ? `${swap.fins ? 'flutter kick with fins' : 'flutter kick'}, steady, long kicks from the hip` : swap.kind === 'pull' && first.stroke !== 'pull' ? 'pull with a buoy, long strokes, steady' : swap.kind === 'drill' && first.stroke !== 'drill' ? 'drill/swim by 25, long and smooth' : swap.kind ? first.description : swap.easy ? 'easy, long strokes' : first.description;
  const set: SwimSet = { reps, distance, stroke, description, sendOff: null, zone, equipment, halfLength: false };
  if (swap.sendOff) return { ...set, sendOff: { type: 'interval', seconds: swap.sendOff } };
  if (swap.rest) return { ...set, sendOff: { type: 'rest', seconds: swap.rest } };
  if (reps === 1) return set;
  if (first.sendOff?.type === 'rest') return { ...set, sendOff: { type: 'rest', seconds: swap.kind || swap.easy ? 20 : first.sendOff.seconds } };
  return { ...set, sendOff: { type: 'interval', seconds: plannedInterval(who, course, set) } };
}

/** How a swap is said back: "4 x 200 Free @ 4:40". */
export const swapText = (set: SwimSet) => `${set.reps > 1 ? `${set.reps} x ` : ''}${set.distance} ${strokeNames[set.stroke]}${set.equipment.includes('fins') ? ' with fins' : ''}${set.sendOff?.type === 'interval' ? ` @ ${clockText(set.sendOff.seconds)}` : set.sendOff?.type === 'rest' ? ` w/ ${clockText(set.sendOff.seconds)} rest` : ''}`;

/** The swaps a refinement made, by who and part: "lane 8 doesnt do the starts at all, just give them an easy 200 there" is one change. */
export const swapsMade = new WeakMap<object, Map<string, string>>();

export function swapMade(d: object, key: string, line?: string): string | undefined {
  const made = swapsMade.get(d) ?? new Map<string, string>();
  swapsMade.set(d, made);
  if (line) made.set(key, line);
  return made.get(key);
}

/** A line written for this refinement's swap: kept by every later version while the swimmer is in the brief. */
const SWAP_NOTE = /\bfor the [^;]*, as you said$/;

const namesOfLine = (line: SwimmerLine) => line.name.split(/,\s*|\s+and\s+/);

/** Sets of one swim side by side ("2 x 50 Back @ 1:15" then "50 Back @ 1:15") written once: "3 x 50 Back @ 1:15". */
function joinSame(sets: SwimSet[]): SwimSet[] {
  const out: SwimSet[] = [];
  for (const set of sets) {
    const last = out.at(-1);
    const { reps: _a, ...a } = last ?? ({} as SwimSet);
    const { reps: _b, ...b } = set;
    if (last && JSON.stringify(a) === JSON.stringify(b)) out[out.length - 1] = { ...last, reps: last.reps + set.reps };
    else out.push(set);
  }
  return out;
}

/**
 * Named swimmers swim the coach's set in place of some of the team's: "give them 50s instead of the 100s in the main", "switch
 * her to 25s (like 20x25 on :30)", "an easy 200 there". Their own line under that block; the team's sets as they were.
 */
function swimmerSwap(d: RefineDraft, names: readonly string[], swap: Swap, previous: Target | null | undefined): string {
  const who = joinNames(names);
  const lined = (block: SetBlock) => (block.swimmers ?? []).some((l) => namesOfLine(l).some((n) => names.includes(n)));
  const from = swap.from.distance ?? (swap.from.part === null ? (previous?.distance ?? null) : null);
  // Their own line counts: "cant do 16x50 on :55" is the 50s their line swims where the team swims 200s.
  const holds = (block: SetBlock) => from === null || block.sets.some((x) => x.distance === from) || (block.swimmers ?? []).some((l) => namesOfLine(l).some((n) => names.includes(n)) && l.sets.some((x) => x.distance === from));
  const named = swap.where ? sectionNamed(swap.where, d.plan.sections) : swap.from.part ? sectionNamed(swap.from.part, d.plan.sections) : previous?.sections ? d.plan.sections.find((s) => previous.sections!.includes(s.kind)) : undefined;
  const places = d.plan.sections.flatMap((section) => section.blocks.map((block) => ({ section, block }))).filter((p) => (!named || p.section === named) && holds(p.block));
  // No part said: the block they already swim a line of their own in (Jo's race-pace 75s), else the main set's.
  const place = places.find((p) => from === null && !named && lined(p.block) && p.section.kind === 'main') ?? places.find((p) => from === null && !named && lined(p.block)) ?? (named || from !== null ? (places.find((p) => p.section.kind === 'main') ?? places.find((p) => lined(p.block)) ?? places[0]) : places.find((p) => lined(p.block)) ?? places.find((p) => p.section.kind === 'main'));
  if (!place) throw new Refusal(`this plan has no ${from ? `${from}s` : (swap.from.part ?? swap.where ?? 'set')}${swap.where ? ` in the ${swap.where}` : ''} for ${who} to swim another way`);
  const { section, block } = place;
  const line = (block.swimmers ?? []).find((l) => namesOfLine(l).some((n) => names.includes(n)));
  const theirs = line && line.sets.length > 0 ? line.sets : block.sets.map(({ lanes: _l, ...x }) => x);
  const outOf = (x: SwimSet) => (from === null ? swap.distance === null || x.distance !== swap.distance || swap.kind !== null : x.distance === from);
  const out = theirs.filter(outOf);
  if (out.length === 0) throw new Refusal(`${who} swims no ${from ? `${from}s` : 'other set'} in the ${section.name}`);
  const paces = d.plan.paces;
  const count = swap.reps === null ? null : swap.each ? swap.reps * out.reduce((sum, x) => sum + x.reps, 0) : block.rounds > 1 ? Math.max(1, Math.round(swap.reps / block.rounds)) : swap.reps;
  let set = swapSet({ ...swap, reps: count }, out, 1, { squad: squadOf(d.plan), paces }, d.plan.course);
  // A send-off the team already swims this distance on in the block (the round's 50 back @ 1:15) is theirs too.
  const beside = block.sets.find((x) => x.distance === set.distance && x.stroke === set.stroke && x.sendOff?.type === 'interval');
  if (!swap.sendOff && beside && (set.sendOff?.type === 'interval' || out.some((x) => x.sendOff?.type === 'interval'))) set = { ...set, sendOff: beside.sendOff };
  const swimmer = d.brief.swimmers.find((w) => names.includes(w.name) && w.event?.goal);
  const hold = /\bhold [:\d.]+/.exec(set.description);
  if (swimmer?.event?.goal && hold) {
    const per = swimmer.event.goal / (swimmer.event.distance / set.distance) + (set.distance >= 50 && swimmer.event.distance <= 100 ? 0.5 : 0);
    set = { ...set, description: set.description.replace(hold[0], `hold ${splitText(per)}`) };
  }
  const first = theirs.findIndex(outOf);
  const sets = joinSame([...theirs.slice(0, first), set, ...theirs.slice(first).filter((x) => !outOf(x))]);
  const fromWords = from ? `the ${from}s` : out.length === 1 ? `the ${out[0]!.distance}s` : 'the set';
  const note = `${line && /^goal \d/.test(line.note) ? `${line.note.split(';')[0]}; ` : ''}${swap.said} for ${fromWords}, as you said`;
  for (const name of names) swimmerOf(d.brief, name);
  const others = (block.swimmers ?? []).flatMap((l) => {
    const rest = namesOfLine(l).filter((n) => !names.includes(n));
    return rest.length === 0 ? [] : [{ ...l, name: rest.join(' and ') }];
  });
  block.swimmers = [...others, ...names.map((name) => ({ name, sets, note }))];
  d.protect.add(section);
  const said = `${who}: ${sets.map(swapText).join(' + ')} in place of ${fromWords}${out.length === 1 && out[0]!.reps > 1 ? ` (${out[0]!.reps} x ${out[0]!.distance})` : ''}${block.rounds > 1 ? ' each round' : ''} in the ${section.name}, on their own line; everyone else as written.`;
  for (const name of names) swapMade(d, `${name}|${section.name}`, said);
  return said;
}

/** "put him in lane 8 w/ the others": the swimmer joins the named group, with their limits and their own lines. */
function joinGroup(rest: string, names: readonly string[]): Op | null {
  const m = /\b(?:put|move|stick|add|have|throw)\s+(?:him|her|them)\s+(?:in|into|with|w\/)\s*(?:(lane \d{1,2})|the (?:others|rest of them|returners|group|guys|kids))\b(?:\s+(?:w\/|with)\s+the (?:others|rest|returners|guys))?/.exec(rest) ?? /\b(?:joins?|goes? (?:in|with)|swims? (?:in|with))\s+(?:(lane \d{1,2})|the (?:others|returners))\b/.exec(rest);
  if (!m) return null;
  const lane = m[1] ?? null;
  const who = joinNames(names);
  return {
    understood: `${who}: with ${lane ?? 'the others'}`,
    run: (d) => {
      const group = d.brief.swimmers.find((w) => !names.includes(w.name) && (lane ? w.lane?.toLowerCase() === lane || new RegExp(`\\b${lane}\\b`, 'i').test(w.words ?? '') : w.limits.length > 0));
      if (!group) throw new Refusal(`this plan has no swimmers of ${lane ?? 'another group'} with their own lines for ${who} to join`);
      for (const name of names) {
        const swimmer = swimmerOf(d.brief, name);
        swimmer.limits = [...group.limits];
        swimmer.words = group.words;
        swimmer.lane = group.lane ?? (lane ? lane.replace(/^l/, 'L') : null);
        if (group.strokes) swimmer.strokes = [...group.strokes];
      }
      return `${who}: in ${lane ?? 'the group'} with ${group.name}, on their lines (${group.limits.map((c) => c.said).join(', ')}); everyone else as written.`;
    },
  };
}

/** "lily and marcus stay on the 75s": those swimmers as they are; the change said beside it is someone else's. */
const staysOn = /^(?:both |still )?(?:stays?|keeps?|remains?|sticks?)\s+(?:on|with|doing|at|in)\s+(?:the |their |his |her )?(?:\d{2,4}s|same|main|set|team|original|regular|plan)\b|^(?:stays?|is|are) (?:the )?same\b/;

/** What a swimmer is like or cannot do yet, said as the reason for the change beside it: "jo keeps failing the 75s by the 3rd one". */
export function isSwimmerStory(clause: string): boolean {
  if (/^(?:give|make|let|put|switch|swap|change|turn|move|add|cut|drop|have|take|do|use|replace)\b/.test(clause)) return false;
  return /\b(?:doesn'?t|doesnt|didn'?t|didnt|hasn'?t|hasnt) (?:have|get|got)\b|\b(?:can'?t|cant|cannot|couldn'?t|keeps? (?:failing|missing|dying|stopping|falling)|struggl\w*|fail(?:s|ed|ing)?|hates?|makes? (?:him|her|them)|got cleared|feels?|is (?:new|scared|nervous|slow|tired)|are (?:new|scared|nervous|slow|tired))\b/.test(clause);
}

/** "make it 5 guys coming back not 4": how many swim on a group's line, said beside who joins it. */
export const isHeadcount = (clause: string) => /^(?:make it|it'?s|its|now|there'?s|there are|we have|we'?ve got)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight) (?:guys|girls|kids|swimmers|people|of them)\b[^,;]*\bnot (?:\d{1,2}|two|three|four|five|six|seven)\b/.test(clause);

/**
 * "lane 8 doesnt do the 25s starts at all, just give them an easy 200 there" in a plan of one group: lane 8 is the swimmers
 * the coach put there ("they get lane 8"); the change is their lines'.
 */
export function readLaneSwimmers(clause: string, at: ReadContext, lane: string): Op | null {
  const rest = clause.replace(lane, ' ').replace(/\s+/g, ' ').trim();
  const skip = /\b(?:doesn'?t|does not|dont|don'?t|do not|won'?t|shouldn'?t)\s+(?:do|need|swim|get)\s+(?:the |their |any |those )?(?:\d{1,2}\s*x\s*)?(?:\d{2,4}s?\s+)?(.+?)(?:\s+at all|\s+today)?$|\b(?:skips?|sits? out)\s+(?:the |their )?(.+?)$/.exec(rest);
  const swap = skip ? null : readSwap(rest);
  if (!skip && !swap) return null;
  const inLane = (d: RefineDraft) => d.brief.swimmers.filter((w) => w.lane?.toLowerCase() === lane || new RegExp(`\\b${lane}\\b`, 'i').test(w.words ?? '')).map((w) => w.name);
  if (swap) {
    return {
      understood: `${lane}: ${swap.said}${swap.from.distance ? ` instead of the ${swap.from.distance}s` : ''}`,
      run: (d) => {
        const names = inLane(d);
        if (names.length === 0) throw new Refusal(`this plan is for one group, and no swimmers of its are in ${lane}`);
        return swimmerSwap(d, names, swap, at.previous);
      },
    };
  }
  const part = (skip![1] ?? skip![2])!;
  return {
    understood: `${lane}: no ${part}`,
    last: true,
    run: (d) => {
      const names = inLane(d);
      if (names.length === 0) throw new Refusal(`this plan is for one group, and no swimmers of its are in ${lane}`);
      const section = sectionNamed(part, d.plan.sections);
      const made = section && names.map((n) => swapMade(d, `${n}|${section.name}`)).find(Boolean);
      if (made) return made;
      throw new Refusal(`${joinNames(names)} would have nothing on their line under the ${section?.name ?? part}; say what they swim there ("an easy 200 there")`);
    },
  };
}

/** A line the plan wrote for swimmers it was not told the names of: "Swimmers (easy only)". */
const unnamedGroup = /^(?:Swimmers|Swimmer|Kids|The group)\b/;

/**
 * "Ava and Jonah stay on light aerobic only" on a plan whose line for those kids has no names ("Swimmers (easy only)"):
 * the line is theirs, named now, its sets as they were; a swimmer of the group cleared since swims with the team.
 */
export function nameTheGroup(plan: WorkoutPlan, brief: Brief, instruction: string, names: readonly string[]): { plan: WorkoutPlan; brief: Brief; said: string } | null {
  const groups = brief.swimmers.filter((s) => unnamedGroup.test(s.name));
  if (groups.length !== 1) return null;
  const group = groups[0]!;
  const fresh = names.filter((n) => !brief.swimmers.some((s) => s.name === n));
  if (fresh.length === 0) return null;
  const list = fresh.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const m = new RegExp(`\\b((?:${list})(?:\\s*(?:,|and|&)\\s*(?:${list}))*)\\s+(?:both\\s+|still\\s+)?(?:stay|stays|remain|remains|keep|keeps|are still|is still|still)\\b(?:\\s+(?:on|with|doing|at|in))?\\s+([^.;,\\n]{3,60})`, 'i').exec(instruction);
  if (!m) return null;
  // The words after "stay on" are the group's own limit ("light aerobic only", "easy", "the concussion plan").
  if (!/\b(?:light|easy|aerobic|concussion|return|protocol|plan|line|group|restriction|restrictions|same|limit|limits|only|kick)\b/i.test(m[2]!)) return null;
  const who = fresh.filter((n) => new RegExp(`\\b${n}\\b`, 'i').test(m[1]!));
  const name = joinNames(who);
  const next = structuredClone(plan);
  for (const section of next.sections) for (const block of section.blocks) block.swimmers = block.swimmers?.map((line) => (line.name === group.name ? { ...line, name } : line));
  next.substitutions = next.substitutions?.map((s) => (s.startsWith(`${group.name} (`) ? `${name}${s.slice(group.name.length)}` : s));
  const nextBrief = structuredClone(brief);
  nextBrief.swimmers = nextBrief.swimmers.map((s) => (s.name === group.name ? { ...s, name } : s));
  return { plan: next, brief: nextBrief, said: `${group.name.replace(/\s*\(.*\)$/, '')} on their own line: ${name}, their sets as they were.` };
}
