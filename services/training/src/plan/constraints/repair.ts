import type { ConstraintRule, Course, Equipment, PlanConstraint, PlanPaces, SectionKind, Squad, Stroke, SwimSet } from '@laneforge/contracts';
import { feasibleInterval, plannedInterval, roundUpToClock } from '../paces';
import { squads } from '../squads';
import { beforeSafety, setBreaks } from './check';
import { legsOf } from '../set-facts';

/**
 * The substitutions of COACHING.md §6: what a set becomes when it breaks a limit ("kick → pull with
 * a buoy, no paddles, for sore shoulders"). Each change is recorded so the plan states it once at
 * the top and inline in the set's own words.
 */

export interface Change {
  rule: ConstraintRule;
  said: string;
  /** What happened, in a few words: "kick swum as pull with a buoy". */
  text: string;
}

export interface RepairContext {
  squad: Squad;
  paces?: PlanPaces | undefined;
  course: Course;
  section: SectionKind;
  constraints: readonly PlanConstraint[];
  /** "keep him w/ his lane": the swimmer leaves with the lane, easier in effort, never on a later send-off. */
  withLane?: boolean;
}

interface Draft {
  set: SwimSet;
  changes: Change[];
  retime: boolean;
  /** The set as written before any repair: an easy-only swimmer never leaves on a tighter send-off than it had. */
  original: SwimSet;
}

const has = (ctx: RepairContext, ...rules: ConstraintRule[]) => ctx.constraints.find((c) => rules.includes(c.rule));

function note(draft: Draft, constraint: PlanConstraint, text: string): void {
  if (!draft.changes.some((c) => c.rule === constraint.rule && c.text === text)) draft.changes.push({ rule: constraint.rule, said: constraint.said, text });
}

function inline(description: string, tag: string): string {
  return description.includes(tag) ? description : [description, tag].filter(Boolean).join(', ');
}

/** "pull only", "arms only", "buoy everything": not only the kick sets, every swim without the legs. */
// "no kick at all", "no kicking, not even flutter": the legs rest in every swim too.
export const pullOnly = (said: string): boolean => /\bonly\b|\beverything\b|\bit all\b|\bat all\b|\bnot even\b/.test(said);

/** Kick ruled out (or legs too tired for it): the same distance as pull with a buoy, else drill. */
function replaceKick(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'no_kick', 'tired_legs');
  if (!c) return;
  const { set } = draft;
  if (set.stroke === 'kick' && (c.rule === 'no_kick' || setBreaks(set, ctx.section, 'tired_legs'))) {
    // A shoulder does not pull either (COACHING.md §6): its kick set becomes drill.
    const buoy = !has(ctx, 'no_pull_buoy', 'shoulder');
    const to = buoy ? 'pull with a buoy' : 'drill';
    draft.set = {
      ...set,
      stroke: buoy ? 'pull' : 'drill',
      zone: set.zone === 'REC' ? 'REC' : 'EN1',
      equipment: buoy ? ['pull_buoy'] : [],
      description: inline(buoy ? 'smooth, long strokes' : 'catch-up/free by 25', `in place of kick`),
    };
    draft.retime = true;
    note(draft, c, `kick swum as ${to}${buoy && has(ctx, 'shoulder', 'no_paddles') ? ', no paddles' : ''}`);
    return;
  }
  // "pull only", "arms only": every swim is pulled with a buoy, the legs at rest.
  if (c.rule === 'no_kick' && pullOnly(c.said) && set.stroke !== 'pull' && set.stroke !== 'drill' && !has(ctx, 'no_pull_buoy')) {
    draft.set = { ...set, stroke: 'pull', strokes: undefined, equipment: [...new Set([...set.equipment.filter((e) => e !== 'kickboard' && e !== 'fins'), 'pull_buoy' as const])], description: 'pull with a buoy, no kick' };
    draft.retime = true;
    note(draft, c, 'pull with a buoy in place of every swim');
    return;
  }
  if (c.rule === 'no_kick' && setBreaks(set, ctx.section, 'no_kick')) {
    const description = set.description
      .replace(/\bkick\/drill\/swim\b/gi, 'drill/swim')
      .replace(/\b(?:\d+\s+)?kick\s*\/\s*|\s*\/\s*(?:\d+\s+)?kick\b/gi, '')
      .replace(/,?\s*(?<!(?:dolphin|flutter|fly|breast|whip) )\bkick\b[^,]*/gi, '');
    draft.set = { ...set, description: description.trim() || 'swim', equipment: set.equipment.filter((e) => e !== 'kickboard') };
    note(draft, c, 'kick parts left out of mixed sets');
  }
}

/** The stroke swum instead of fly: back (shoulders usually tolerate it) unless back is ruled out too. */
function flyStandIn(ctx: RepairContext): Stroke {
  return has(ctx, 'no_back') ? 'free' : 'back';
}

const flyDrills = /single arm fly|3-3-3 \(right\/left\/full\)|body dolphin|fly with free kick|2 kicks 1 pull fly|fly kick on back/gi;

function replaceFly(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'no_fly', 'shoulder', 'lower_back', 'light_only', 'pregnant');
  // An easy-only limit breaks for many reasons: this step is about the fly in the set.
  if (!c || !setBreaks(draft.set, ctx.section, c.rule) || !setBreaks(draft.set, ctx.section, 'no_fly')) return;
  const to = flyStandIn(ctx);
  const { set } = draft;
  // An IM loses its fly leg in replaceIm; a choice without fly in its words is narrowed in narrowChoice.
  if (set.stroke === 'im' || (set.stroke === 'choice' && !/\b(?:butterfly|fly)\b/i.test(set.description))) return;
  const stroke = set.stroke === 'fly' ? to : set.stroke;
  const description = set.description.replace(flyDrills, 'catch-up').replace(/\bbutterfly\b|\bfly\b/gi, to).replace(/\bdolphin kick\b/gi, 'flutter kick');
  draft.set = { ...set, stroke, description };
  draft.retime = true;
  note(draft, c, `fly swum as ${to}`);
}

/** A set's words with the IM taken out: "odds IM, evens reverse IM order" → "odds choice, evens reverse order". */
const withoutIm = (description: string) =>
  description.replace(/\breverse IM order\b/gi, 'reverse order').replace(/\bIM order\b/gi, 'choice of stroke').replace(/\b(?:IMO?|individual medley)\b/gi, 'choice');

/** The words about the strokes ruled out of an IM go with their legs: "fast breaststroke turn" → "fast free turn". */
function legsOut(description: string, out: { fly?: unknown; breast?: unknown; back?: unknown }): string {
  let words = description;
  if (out.fly) words = words.replace(/\b(?:butterfly|fly)\b/gi, 'free');
  if (out.breast) words = words.replace(/\bbreast(?:stroke)?\b/gi, 'free');
  if (out.back) words = words.replace(/\bback(?:stroke)?\b(?! half)/gi, 'free');
  return words;
}

/** IM with a stroke ruled out: the legs that are left, written out ("BK-BR-FR-FR"). */
function replaceIm(draft: Draft, ctx: RepairContext): void {
  const { set } = draft;
  const noIm = has(ctx, 'no_im');
  if (set.stroke !== 'im') {
    // "drill/swim by 25, IM order" under "no IM": the strokes are the swimmer's choice.
    if (noIm && setBreaks(set, ctx.section, 'no_im')) {
      draft.set = { ...set, description: withoutIm(set.description) };
      note(draft, noIm, 'IM swum as choice');
    }
    return;
  }
  const fly = has(ctx, 'no_fly', 'shoulder', 'light_only', 'pregnant');
  const breast = has(ctx, 'no_breast');
  const back = has(ctx, 'no_back');
  const whip = has(ctx, 'knee', 'no_breast_kick');
  // An IM that already leaves a stroke out (a squad's fly cap) counts it as out.
  const outs = new Set<Stroke>([...(fly || !legsOf(set).includes('fly') ? ['fly' as const] : []), ...(breast ? ['breast' as const] : []), ...(back ? ['back' as const] : [])]);
  if (noIm || outs.size > 1) {
    const left = legsOut(set.description, { fly: outs.has('fly') || undefined, breast, back });
    const { legs: _legs, ...plain } = set;
    draft.set = { ...plain, stroke: 'choice', strokes: (['back', 'breast', 'free'] as Stroke[]).filter((s) => !outs.has(s)), description: noIm ? inline(withoutIm(left), 'no IM') : left };
    note(draft, (noIm ?? fly ?? breast ?? back)!, 'IM swum as choice');
  } else {
    const c = fly ?? breast ?? back;
    if (c && setBreaks(set, ctx.section, c.rule)) {
      const leg = fly ? 'fly' : breast ? 'breast' : 'back';
      // The legs left, in IM order, and free for the one ruled out: no fly is BK-BR-FR-FR.
      const legs = [...legsOf(set).filter((l) => l !== leg), 'free' as const];
      const description = fly ? set.description.replace(/\bthe (?:fly|butterfly)\b/gi, 'the back').replace(/\b(?:butterfly|fly)\b/gi, 'free') : legsOut(set.description, { breast, back });
      draft.set = { ...set, legs, description };
      note(draft, c, `${leg} leg of IM swum as free`);
    }
  }
  if (whip && setBreaks(draft.set, ctx.section, whip.rule)) {
    // No dolphin kick either ("no dolphin kick, no breast kick"): breast arms on a buoy.
    // "flutter or pull instead": the kick the coach named, the buoy beside it.
    const flutterSaid = ctx.constraints.some((c) => (c.rule === 'knee' || c.rule === 'no_breast_kick') && /\bflutter\b/.test(c.said));
    const pullSaid = ctx.constraints.some((c) => (c.rule === 'knee' || c.rule === 'no_breast_kick') && /\bpull|\bbuoy/.test(c.said));
    const named = flutterSaid ? (pullSaid ? 'flutter kick or a pull buoy' : 'flutter kick') : null;
    const kick = named ?? (has(ctx, 'lower_back', 'pregnant', 'light_only') ? 'flutter kick' : has(ctx, 'no_underwater') && has(ctx, 'no_fly') ? 'a buoy (breast arms)' : 'dolphin kick');
    draft.set = { ...draft.set, description: inline(draft.set.description, `breast leg with ${kick}, no whip kick`) };
    note(draft, whip, `breast leg of IM with ${kick}`);
  }
}

function replaceBreast(draft: Draft, ctx: RepairContext): void {
  const no = has(ctx, 'no_breast');
  const { set } = draft;
  if (no && set.stroke !== 'im' && setBreaks(set, ctx.section, 'no_breast')) {
    draft.set = { ...set, stroke: set.stroke === 'breast' ? 'free' : set.stroke, description: set.description.replace(/\bbreast(?:stroke)?\b/gi, 'free').replace(/\b2 kicks 1 pull\b/gi, 'catch-up') };
    draft.retime = true;
    note(draft, no, 'breast swum as free');
  }
  const whip = has(ctx, 'knee', 'no_breast_kick');
  // A kick set that names no kick is written out, so nobody swims it breaststroke.
  // "Choice" kick is written out too: the swimmer with the knee would choose breast kick.
  if (whip && draft.set.stroke === 'kick' && !/flutter|dolphin|free|back|fly/i.test(draft.set.description)) {
    // Dolphin kick loads a sore lower back: then flutter only.
    // "no dolphin kick" (a knee after an ACL repair, a back) leaves flutter only.
    const noDolphin = ctx.constraints.some((c) => /\bdolphin\b/.test(c.said) || ((c.rule === 'knee' || c.rule === 'no_breast_kick') && /\bflutter\b/.test(c.said)));
    const kicks = has(ctx, 'lower_back', 'pregnant', 'light_only') || noDolphin ? 'flutter' : 'flutter or dolphin';
    draft.set = { ...draft.set, description: inline(draft.set.description, `${kicks} kick, no breast kick`) };
    note(draft, whip, `kick sets ${kicks}`);
  }
  if (!whip || draft.set.stroke === 'im' || !setBreaks(draft.set, ctx.section, whip.rule)) return;
  const current = draft.set;
  const arms = has(ctx, 'no_kick') ? 'breast arms with a buoy, no whip kick' : `breast arms + ${has(ctx, 'lower_back', 'pregnant', 'light_only') || ctx.constraints.some((c) => (c.rule === 'knee' || c.rule === 'no_breast_kick') && /\bflutter\b/.test(c.said)) ? 'flutter' : 'dolphin'} kick, no whip kick`;
  const description = current.description.replace(/\b(?:breast(?:stroke)? kick|whip kick)\b/gi, 'flutter kick').replace(/\b2 kicks 1 pull\b/gi, 'breast pull with flutter kick').replace(/\beggbeater\b/gi, 'flutter kick').replace(/\bkick on back\b/gi, 'breast pull with flutter kick').replace(/\bpull[- ]?outs?(?: practice)?\b/gi, 'streamline off the wall with flutter kick');
  draft.set = current.stroke === 'breast' ? { ...current, description: inline(description, arms) } : { ...current, description };
  note(draft, whip, current.stroke === 'breast' ? arms.replace(', no whip kick', '') : 'breast kick swum as flutter kick');
}

function replaceBack(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'no_back');
  const { set } = draft;
  if (!c || set.stroke === 'im' || !setBreaks(set, ctx.section, 'no_back')) return;
  draft.set = { ...set, stroke: set.stroke === 'back' ? 'free' : set.stroke, description: set.description.replace(/\bback(?:stroke)?\b(?! half)/gi, 'free').replace(/\bbk\//gi, 'FR/') };
  draft.retime = true;
  note(draft, c, 'back swum as free');
}

const gearRules: ReadonlyArray<readonly [Equipment, ConstraintRule[], RegExp]> = [
  ['paddles', ['no_paddles', 'shoulder'], /,?\s*\bpaddles?\b/gi],
  ['band', ['shoulder'], /,?\s*\bband\b/gi],
  ['parachute', ['shoulder'], /,?\s*\b(?:para)?chute\b/gi],
  ['fins', ['no_fins', 'ankle'], /,?\s*(?:\b(?:with|w\/?|and|\+)\s+)?\bfins?\b/gi],
  ['snorkel', ['no_snorkel'], /,?\s*\bsnorkels?\b/gi],
  ['kickboard', ['no_kickboard', 'neck', 'lower_back', 'shoulder'], /,?\s*\bboards?\b/gi],
];

/** A sore or repaired shoulder does not pull (COACHING.md §6): the pull set is kicked on the back, arms at the sides. */
function shoulderPull(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'shoulder');
  const set = draft.set;
  if (!c || set.stroke !== 'pull') return;
  // With the kick ruled out too (COACHING.md §6: cut pull for a shoulder, kick replaced by pull or drill), an easy swim without the buoy.
  if (has(ctx, 'no_kick', 'tired_legs')) {
    draft.set = { ...set, stroke: 'free', zone: set.zone === 'REC' ? 'REC' : 'EN1', equipment: [], description: 'easy swim, long strokes, arms relaxed' };
    draft.retime = true;
    note(draft, c, 'pull swum as easy free, no buoy');
    return;
  }
  draft.set = { ...set, stroke: 'kick', equipment: [], description: inline(set.description.replace(/,?\s*\b(?:buoys?|paddles?|breathe every \d|strong catch|hold your stroke count|catch)\b/gi, '').replace(/^[,\s]+|[,\s]+$/g, ''), 'kick on your back, arms at your sides') };
  draft.retime = true;
  note(draft, c, 'pull kicked on the back, arms at the sides');
}

/**
 * A sore or repaired shoulder kicks with the arms down (COACHING.md §6): no streamline overhead and no side kick with the
 * bottom arm out in front; on the back, arms at the sides.
 */
function shoulderKick(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'shoulder');
  const set = draft.set;
  if (!c || set.stroke !== 'kick' || /\barms? (?:at (?:your|the) sides|down)\b|\bbottom arm down\b/.test(set.description)) return;
  if (!/\bstreamline\b|\bon (?:your|the) side\b|\bsides?\b/.test(set.description) && !set.equipment.includes('kickboard')) return;
  const rest = set.description.replace(/,?\s*\b(?:in (?:a )?)?streamline(?:d)?\b|,?\s*\bon (?:your |the |her |his )?(?:side|back)\b|,?\s*\bboards?\b/gi, '').replace(/^[,\s]+|[,\s]+$/g, '');
  draft.set = { ...set, equipment: set.equipment.filter((e) => e !== 'kickboard'), description: inline(rest, 'on your back, arms at your sides') };
  draft.retime = true;
  note(draft, c, 'kick on the back, arms at the sides');
}

function removeGear(draft: Draft, ctx: RepairContext): void {
  for (const [gear, rules, words] of gearRules) {
    const c = has(ctx, ...rules);
    if (!c || (!draft.set.equipment.includes(gear) && !words.test(draft.set.description))) continue;
    words.lastIndex = 0;
    const set = draft.set;
    const side = gear === 'kickboard' && set.stroke === 'kick' ? inline(set.description.replace(words, ''), 'on your side') : set.description.replace(words, '');
    draft.set = { ...set, equipment: set.equipment.filter((e) => e !== gear), description: side.trim() };
    draft.retime = true;
    note(draft, c, gear === 'fins' ? 'no fins: kick without them, more rest' : gear === 'kickboard' ? 'kick on the side, no board' : `no ${gear === 'band' ? 'band' : gear === 'parachute' ? 'parachute' : gear}`);
  }
  const buoy = has(ctx, 'no_pull_buoy');
  if (buoy && setBreaks(draft.set, ctx.section, 'no_pull_buoy')) {
    const set = draft.set;
    // No buoys to hand ("no gear today, the room flooded"): the pull is still pulled, ankles together; a swimmer who may not
    // pull swims it.
    const noGear = /\b(?:gear|equipment|toys|buoys?)\b/.test(buoy.said) && !/\bpull(?:ing|s)?\b/.test(buoy.said);
    draft.set = noGear && set.stroke === 'pull'
      ? { ...set, stroke: 'free', equipment: set.equipment.filter((e) => e !== 'pull_buoy' && e !== 'paddles'), description: inline(set.description.replace(/,?\s*\bbuoys?\b/gi, '').trim(), 'pull: ankles together, no kick') }
      : { ...set, stroke: set.stroke === 'pull' ? 'free' : set.stroke, equipment: set.equipment.filter((e) => e !== 'pull_buoy' && e !== 'paddles'), description: inline(set.description.replace(/,?\s*\bbuoys?\b/gi, '').trim(), set.stroke === 'pull' ? 'swim, long strokes' : '') };
    draft.retime = true;
    note(draft, buoy, 'pull sets swum without a buoy');
  }
}

const hardWords = /\b(?:all[- ]out|max(?: speed| effort)?|sprint(?:ed)?|fast(?:est)?|race (?:pace|speed)|best average|descend 1-\d(?:, repeat)?|negative split(?: each)?|build|strong|hard|tight turns?|(?:hold|to|at) \d?:\d\d(?:\.\d)?(?:-\d?:\d\d(?:\.\d)?)?)\b/gi;

const breathing = /\bhypoxic\b|\bbreathe every [5-9]\b|\bb[5-9]\b(?:\/\d)*|\bbreath[- ]?hold(?:ing)?\b|\bno[- ]breath\w*|\bunderwater (?:25|50|swim)s?\b|\b(?:3\/5\/7|5\/7|7\/9)\b/gi;


/** Easy only (back from illness, cleared for light swimming, pregnant): nothing faster than EN1, no sprints or breath-holding. */
function capEffort(draft: Draft, ctx: RepairContext): void {
  for (const rule of ['returning', 'light_only', 'pregnant'] as const) {
    const c = has(ctx, rule);
    if (!c || !setBreaks(draft.set, ctx.section, rule)) continue;
    const set = draft.set;
    const words = beforeSafety(set.description, (t) => t.replace(hardWords, 'smooth').replace(breathing, 'breathe every 2-3').replace(/\bunderwater\w*\b|\bbreakouts?\b|\bflip turns?\b|\bfrom a dive\b/gi, '').replace(/\b(?:from|off) the blocks\b/gi, 'from a push').replace(/(?:smooth[,\s]*)+/g, 'smooth ').replace(/,\s*,/g, ',')).trim();
    const zone = set.zone === 'REC' ? 'REC' : 'EN1';
    // A quality set's words (goal pace, stop rules, race turns) are the team's: their line is simply easy swimming.
    const quality = !['REC', 'EN1'].includes(set.zone) || /\brace\b|\bgoal\b|\bstop rule\b|\bpace\b|\bturns?\b|\bflags\b|\bmiss\b|\bhold\b/i.test(set.description);
    draft.set = { ...set, zone, description: quality ? 'easy, smooth, long strokes' : words.replace(/^[,\s]+|[,\s]+$/g, '') || 'easy' };
    draft.retime = true;
    note(draft, c, rule === 'pregnant' ? 'easy to moderate, no breath-holding or all-out efforts' : 'nothing faster than EN1');
  }
}

/** Arms out (a shoulder that cannot pull or hold a streamline): every swim becomes kick on the side, board only where allowed. */
function kickOnly(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'kick_only');
  if (!c) return;
  // A shoulder or collarbone that keeps the arms out cannot hold a board either (PLAN-REVIEW.md check 2).
  // The doctor's own word on the board wins ("PT said kick w board ok"); else a hurt arm or shoulder holds none.
  const board = /\bboard ok\b/.test(c.said) ? !has(ctx, 'no_kickboard') : !has(ctx, 'no_kickboard', 'neck', 'lower_back', 'shoulder') && !/\b(?:shoulders?|collar ?bone|clavicle|rotator|labrum|arms?|elbows?|wrists?|hands?|fingers?)\b/.test(c.said);
  // A cast kept dry: on the back, the cast arm held up. "kick only ON HIS BACK": the position the clearance names.
  const cast = /\bcast\b/.test(c.said);
  const onBack = /\bon (?:his|her|their|the|your) back\b/.test(c.said);
  // "cleared for kick only w/ fins": every kick of theirs wears the fins the clearance names.
  const fins = /\bwith fins\b/.test(c.said) && !has(ctx, 'no_fins', 'ankle');
  const gear = (kickboard: boolean): Equipment[] => [...(kickboard ? ['kickboard' as const] : []), ...(fins ? ['fins' as const] : [])];
  const withFins = (words: string) => (fins ? words.replace(/^kick (on your (?:side|back)|with a board)/, 'kick $1 with fins') : words);
  if (draft.set.stroke === 'kick') {
    // The team's kick in streamline or under water puts the arms overhead: theirs is kicked in their own position.
    // "kick w board only": every kick of theirs holds the board.
    const boardOnly = /\bboard only\b/.test(c.said);
    const overhead = /\bstreamline\b|\bunderwater|\bdolphin\b/i.test(draft.set.description);
    const finsMissing = fins && !draft.set.equipment.includes('fins');
    if (!overhead && !finsMissing && (board ? !boardOnly || draft.set.equipment.includes('kickboard') : !draft.set.equipment.includes('kickboard'))) return;
    draft.set = { ...draft.set, equipment: gear(board && !cast), description: withFins(cast ? 'kick on your back, cast arm held up out of the water' : board ? 'kick with a board, flutter' : onBack ? 'kick on your back, arms at your sides' : 'kick on your side, bottom arm down') };
    if (finsMissing) draft.retime = true;
    note(draft, c, `${board ? 'the kick with a board' : 'the kick on the side'}${fins ? ' with fins' : ''}, arms never overhead`);
    return;
  }
  const zone = draft.set.zone === 'REC' || draft.set.zone === 'EN1' ? draft.set.zone : 'EN2';
  draft.set = { ...draft.set, stroke: 'kick', zone, equipment: gear(board && !cast), strokes: undefined, description: withFins(cast ? 'kick on your back, cast arm held up out of the water' : board ? 'kick with a board' : onBack ? 'kick on your back, arms at your sides' : 'kick on your side, bottom arm down') };
  draft.retime = true;
  const finsToo = fins ? ' with fins' : '';
  note(draft, c, cast ? 'kick on the back in place of every swim, the cast kept dry' : board ? `kick with a board${finsToo} in place of every swim` : onBack ? `kick on the back${finsToo} in place of every swim` : `kick on the side${finsToo} in place of every swim`);
}

/** No breath-holding patterns for an asthmatic swimmer or a coach who said none: breathe every 2-3. */
function easeBreathing(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'asthma', 'no_breath_control');
  if (!c || !setBreaks(draft.set, ctx.section, c.rule)) return;
  draft.set = { ...draft.set, description: beforeSafety(draft.set.description, (t) => t.replace(breathing, 'breathe every 2-3')).trim() };
  note(draft, c, 'breathing every 2-3, no breath-holding');
}

/** "Choice" under a stroke limit names the strokes left: "Choice (BK/FR)". */
function narrowChoice(draft: Draft, ctx: RepairContext): void {
  if (draft.set.stroke !== 'choice') return;
  const out = new Set<string>();
  const fly = has(ctx, 'no_fly', 'shoulder');
  const breast = has(ctx, 'no_breast', 'knee', 'no_breast_kick');
  const back = has(ctx, 'no_back');
  if (fly) out.add('fly');
  if (breast) out.add('breast');
  if (back) out.add('back');
  if (out.size === 0) return;
  const left = (draft.set.strokes ?? (['back', 'breast', 'free'] as Stroke[])).filter((s) => !out.has(s));
  draft.set = { ...draft.set, strokes: left.length > 0 ? left : ['free'] };
  note(draft, (fly ?? breast ?? back)!, `choice sets name the strokes left (${(left.length > 0 ? left : ['free']).join('/')})`);
}

/**
 * No backstroke flags at a wall: a back length into it counts its strokes (learned where there are flags) and comes in
 * with one hand leading; a cue counted "from the flags" is counted from mid-pool instead.
 */
function blindBackstroke(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'no_backstroke_flags');
  if (!c || !setBreaks(draft.set, ctx.section, 'no_backstroke_flags')) return;
  const set = draft.set;
  const back = set.stroke === 'back' || set.stroke === 'im' || (set.mix ?? []).some((m) => m.stroke === 'back') || (set.stroke === 'choice' && /\bback\b/i.test(set.description));
  // "no fast back into walls": a backstroke length comes into a wall it cannot see under control, never at speed.
  const words = set.description.replace(/\bfrom the flags\b/g, 'on your count').replace(/\bflags[- ]to[- ]wall\b/g, 'stroke count to the wall').replace(/\b(?:at|before) the flags\b/g, 'by your count')
    .replace(back ? /\bfast (?:into (?:and out of )?(?:each|the|every) wall|turns?|walls?|finish(?:es)?)\b|\b(?:perfect|hard|fast|sprint) finish\b|\bsprint(?:ed)? (?:into|to) the wall\b/g : /(?!)/, 'under control into each wall');
  draft.set = { ...set, description: back && !/\bcount (?:your )?strokes\b/.test(words) ? inline(words, 'no flags: count strokes into the wall, one hand leading') : words };
  note(draft, c, 'backstroke counts its strokes into the wall with no flags');
}

function wallsAndStarts(draft: Draft, ctx: RepairContext): void {
  const walls = has(ctx, 'easy_pushoffs');
  if (walls && setBreaks(draft.set, ctx.section, 'easy_pushoffs')) {
    // The breath-control safety line is printed as it is (COACHING.md §5.O): only the set's own words change.
    const safety = /\s*Safety:.*$/.exec(draft.set.description)?.[0] ?? '';
    const words = draft.set.description
      .slice(0, draft.set.description.length - safety.length)
      // "at most 3-5 dolphin kicks off each wall (never past 15 m), then surface": no kicks under water at all.
      .replace(/\b(?:at most|up to|no more than)\s+\d+(?:\s*-\s*\d+)?\s+(?:dolphin |underwater |uw )?kicks? off (?:each|every|the) wall(?:\s*\([^)]*\))?(?:,?\s*then surface)?/gi, 'to the surface at once off every wall')
      .replace(/\bfast underwater to the flags\b|\bfast underwater\b/gi, 'gentle push-off, kick out')
      .replace(/\bfrom (?:a |the )?(?:dive|blocks|push)\b|\boff the blocks\b/gi, 'from a gentle push')
      .replace(/\bfast (?:turns?|walls?)\b|\bbreakouts?\b|\bexplosive\b|\bfast into (?:and out of )?(?:each|the) wall|\bdives?\b/gi, 'gentle push-offs');
    draft.set = { ...draft.set, description: words.trim() };
    note(draft, walls, 'gentle push-offs, open turns');
  }
  // "all out from a dive" rewritten whole for a swimmer who pulls: the start the team takes is still not theirs.
  const dived = /\bfrom (?:a |the )?(?:dive|blocks)\b|\boff the blocks\b|\bdives?\b/i.test(draft.original.description);
  const noDive = walls ?? has(ctx, 'no_dives');
  if (dived && noDive && !/\bno dive\b|\bgentle push\b|\bfrom a push\b/.test(draft.set.description)) {
    draft.set = { ...draft.set, description: inline(draft.set.description, walls ? `no dive: start in the water, a gentle push${/\b(?:foot|leg)\b/.test(walls.said) ? ' with the other foot' : ''}` : 'no dive: start from a push in the water') };
    note(draft, noDive, walls ? 'gentle push-offs, open turns' : 'push starts instead of dives');
  }
  const flip = has(ctx, 'no_flip_turns');
  if (flip && setBreaks(draft.set, ctx.section, 'no_flip_turns')) {
    draft.set = { ...draft.set, description: draft.set.description.replace(/\bflip[- ]?turns?\b|\bflips?\b/gi, 'open turns') };
    note(draft, flip, 'open turns instead of flip turns');
  }
  const underwater = has(ctx, 'no_underwater');
  if (underwater && setBreaks(draft.set, ctx.section, 'no_underwater')) {
    // The breath-control safety line is printed as it is (COACHING.md §5.O): only the set's own words change.
    const safety = /\s*Safety:.*$/.exec(draft.set.description)?.[0] ?? '';
    const words = draft.set.description
      .slice(0, draft.set.description.length - safety.length)
      // "at most 3-5 dolphin kicks off each wall (never past 15 m), then surface": no kicks under water at all.
      .replace(/\b(?:at most|up to|no more than)\s+\d+(?:\s*-\s*\d+)?\s+(?:dolphin |underwater |uw )?kicks? off (?:each|every|the) wall(?:\s*\([^)]*\))?(?:,?\s*then surface)?/gi, 'to the surface at once off every wall')
      .replace(/\bfast underwater to the flags\b|\bfast underwater\b|\bunderwater\w*(?: (?:dolphin )?kicks?)?(?: to the flags| off (?:each|every|the) wall)?\b|\buw\b/gi, 'surface kick off the wall')
      .replace(/\b(?:with )?dolphin kicks? off (?:each|every|the) wall\b|\bbreakouts?\b|\bpull[- ]?outs?\b|\bwith (?:a )?dolphin kick\b/gi, 'to the surface at once')
      // "4-6 dolphin kicks off every wall, breakout before the flags" reads once: "to the surface at once off every wall".
      .replace(/\b\d+\s*-\s*\d+\s+to the surface at once\b/g, 'to the surface at once')
      .replace(/to the surface at once before the flags/g, 'to the surface at once')
      .replace(/(to the surface at once)(?:,?\s*(?:and\s+)?\1)+/g, '$1');
    draft.set = { ...draft.set, description: `${words.trim()}${safety}` };
    note(draft, underwater, 'no underwater kicking: to the surface off every wall');
  }
  const dives = has(ctx, 'no_dives');
  if (dives && setBreaks(draft.set, ctx.section, 'no_dives')) {
    // "no dive: start from a push in the water" said once: the start the set now names is the push.
    const pushed = draft.set.description.replace(/\bfrom (?:a |the )?(?:dive|blocks)\b|\boff the blocks\b|(?<!\bno )\bdives?\b|\bdiving\b|\bblocks\b|\brelay exchanges?\b/gi, 'from a push');
    draft.set = { ...draft.set, description: /\bfrom a push\b.*\bno dive: start from a push in the water\b/.test(pushed) ? pushed.replace(/,?\s*no dive: start from a push in the water\b/, '') : pushed };
    note(draft, dives, 'push starts instead of dives');
  }
}

/** Words that need a longer repeat than the set has: a 50 holds an even pace, it is not negative split (COACHING.md §7.20). */
export function wordsForLength(set: SwimSet): SwimSet {
  const description = set.description.replace(/\bbuild by (\d+)\b/gi, (words, by: string) => (Number(by) >= set.distance ? 'build' : words)).replace(/\bbuild each (\d+)\b/gi, (words, each: string) => (Number(each) > set.distance ? 'build each one' : words));
  return { ...set, description: set.distance < 100 ? description.replace(/\bnegative split\b/gi, 'even pace') : description };
}

/** A repeat longer than the limit becomes more, shorter repeats of the same total. */
function capLength(draft: Draft, ctx: RepairContext): void {
  const c = has(ctx, 'longest_rep');
  if (!c?.value || draft.set.distance <= c.value) return;
  const step = ctx.course === 'LCM' ? 50 : 25;
  const piece = [400, 300, 200, 150, 100, 75, 50, 25].find((d) => d <= c.value! && d % step === 0 && draft.set.distance % d === 0) ?? step;
  const set = draft.set;
  // "relays of four, one 50 each" split into 25s: each leg is the length swum.
  const description = set.description.replace(new RegExp(String.raw`\bone ${set.distance} each\b`, 'g'), `one ${piece} each`);
  draft.set = wordsForLength({ ...set, description, reps: set.reps * (set.distance / piece), distance: piece, sendOff: set.sendOff ? set.sendOff : { type: 'rest', seconds: 10 } });
  draft.retime = true;
  note(draft, c, `longer repeats split into ${piece}s`);
}

function retime(draft: Draft, ctx: RepairContext): void {
  const set = draft.set;
  const crowded = has(ctx, 'crowded_lanes');
  // Eight or more in a lane: the fast swims go in waves, everyone leaves 5 s apart.
  if (crowded && (set.zone === 'SP3' || set.zone === 'SP2') && !/\bwaves?\b/.test(set.description)) {
    draft.set = { ...set, description: [set.description.replace(/\bfrom a dive\b|\bfrom the blocks\b/gi, 'from a push'), 'in waves of 4'].filter(Boolean).join(', ') };
    note(draft, crowded, 'sprints in waves of 4 from a push, everyone 5 s apart, send-offs 5 s longer');
  }
  if (set.sendOff?.type !== 'interval') return;
  const extra = squads[ctx.squad].extraRest + (crowded ? 5 : 0) + (set.zone === 'SP1' || set.zone === 'SP2' ? 20 : 0);
  let seconds = draft.retime ? plannedInterval(ctx, ctx.course, set, extra) : set.sendOff.seconds;
  if (crowded) seconds = Math.max(seconds, roundUpToClock(feasibleInterval(ctx, ctx.course, set) + 5));
  // A repaired repeat of the same length never leaves on a tighter send-off than the set it replaces (a swimmer's own line swims with the lane);
  // easy only (a concussion return, light work, pregnancy) gets 10 s a 100 more than an aerobic send-off.
  const before = draft.original.sendOff?.type === 'interval' && draft.original.distance === set.distance ? draft.original.sendOff.seconds : 0;
  if (draft.retime && has(ctx, 'returning', 'light_only', 'pregnant') && !ctx.withLane) seconds = roundUpToClock(seconds + (set.distance / 100) * 10);
  if (draft.retime) seconds = Math.max(seconds, before);
  if (ctx.withLane && before > 0) seconds = before;
  const floor = has(ctx, 'slowest_send_off');
  if (floor?.value) seconds = Math.max(seconds, roundUpToClock((floor.value * set.distance) / 100));
  if (seconds !== set.sendOff.seconds) draft.set = { ...set, sendOff: { type: 'interval', seconds } };
}

/** "Ear tubes", "shouldn't go underwater", "swims with her head up": a no-underwater limit that keeps the head above the water, not only off the walls. */
export const headAbove = (c: PlanConstraint): boolean => c.rule === 'no_underwater' && /\bear ?tubes?\b|\btubes in (?:his|her|their) ears\b|\bshould(?:n'?t| not)\b|\bcan'?t\b|\bcannot\b|\bnot allowed\b|\bhead up\b/.test(c.said);

/** Head above the water all practice (ear tubes): every swim is backstroke or head-up free, every kick on the back or head up. */
function keepHeadUp(draft: Draft, ctx: RepairContext): void {
  const c = ctx.constraints.find(headAbove);
  if (!c) return;
  const set = draft.set;
  if (set.stroke === 'back' || set.stroke === 'kick') {
    if (set.stroke === 'kick' && !/\bhead up\b|\bon (?:your|the) back\b/.test(set.description)) {
      draft.set = { ...set, equipment: set.equipment.filter((e) => e !== 'snorkel'), description: inline(set.description.replace(/\bunderwater\w*\b[^,]*/gi, '').replace(/^[,\s]+|[,\s]+$/g, ''), 'head up or on the back') };
      note(draft, c, 'kick with the head up or on the back');
    }
    return;
  }
  draft.set = { ...set, stroke: 'back', strokes: undefined, mix: undefined, equipment: set.equipment.filter((e) => e !== 'snorkel'), description: 'or head-up free, head above the water' };
  draft.retime = true;
  note(draft, c, 'backstroke or head-up free');
}

/** The set made to keep every limit, and what was changed to get there. */
export function repairSet(set: SwimSet, ctx: RepairContext): { set: SwimSet; changes: Change[] } {
  if (ctx.constraints.length === 0) return { set, changes: [] };
  const draft: Draft = { set, changes: [], retime: false, original: set };
  for (const step of [keepHeadUp, kickOnly, replaceKick, replaceIm, replaceFly, replaceBreast, replaceBack, narrowChoice, shoulderPull, removeGear, shoulderKick, capEffort, easeBreathing, blindBackstroke, wallsAndStarts, capLength, retime]) step(draft, ctx);
  return draft;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One line per limit, as COACHING.md §6 asks: "Sore shoulders: fly swum as back; no paddles." */
export function statements(changes: readonly Change[]): string[] {
  const byRule = new Map<string, { said: string; texts: string[] }>();
  for (const c of changes) {
    const entry = byRule.get(c.said) ?? { said: c.said, texts: [] };
    if (!entry.texts.includes(c.text)) entry.texts.push(c.text);
    byRule.set(c.said, entry);
  }
  return [...byRule.values()].map((e) => `${capital(e.said)}: ${e.texts.join('; ')}.`);
}
