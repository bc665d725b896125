import type { LessonStep, NotApplied, WorkoutPlan } from '@laneforge/contracts';
import { normalise } from '../vocabulary';

/**
 * A plan written step by step (a lesson, a station clinic, a lake swim) changed as a coach says it:
 * "add our goodbye song at the end before they climb out … like 3 min, take the time out of the kicking part",
 * "add like 3 min right after the warm-up widths for Grace to try her 15 yds free". The new step goes where
 * it was said; its minutes come out of the step named ("the kicking part") or the longest one, so the
 * lesson keeps its length.
 */

const stepWords = (title: string) => normalise(title).replace(/[^a-z ]/g, ' ').split(/\s+/).filter((w) => w.length > 3);

/** The step a phrase names ("the warm-up widths", "the kicking part", "the game"), by the words of its title. */
function stepNamed(steps: readonly LessonStep[], phrase: string): number {
  const words = new Set(normalise(phrase).replace(/[^a-z ]/g, ' ').split(/\s+/).map((w) => w.replace(/ing$/, '')).filter((w) => w.length > 2));
  let best = -1;
  let score = 0;
  steps.forEach((step, i) => {
    const hits = stepWords(step.title).filter((w) => words.has(w) || words.has(w.replace(/ing$/, '')) || [...words].some((x) => w.startsWith(x))).length;
    if (hits > score) [best, score] = [i, hits];
  });
  return best;
}

export interface StepEdit {
  plan: WorkoutPlan;
  applied: string[];
  notApplied: NotApplied[];
}

export function editSteps(plan: WorkoutPlan, instruction: string): StepEdit | null {
  const steps = plan.steps ?? [];
  if (steps.length === 0) return null;
  const t = normalise(instruction);
  const add = /\badd\s+(?:(?:like|about|maybe|a|an|our|my|some)\s+)*(?:(\d{1,2})\s*(?:min|mins|minutes?)\s+(?:of\s+)?)?(.*?)(?=\s+(?:at the (?:end|start|beginning)|right after|after|before|first thing|to (?:start|finish|end))\b|[,.;]|$)(?:\s+(at the (?:end|start|beginning)|right after [^,.;]+|after [^,.;]+|before [^,.;]+|first thing|to (?:start|finish|end)))?/.exec(t);
  if (!add) return null;
  const minutes = add[1] ? +add[1] : +(/\b(?:for\s+)?(?:like\s+|about\s+)?(\d{1,2})\s*(?:min|mins|minutes?)\b/.exec(t)?.[1] ?? 3);
  if (minutes < 1 || minutes > 20) return null;
  const said = add[2]!.replace(/\b(?:for|so|while)\b.*$/, '').trim();
  const where = add[3] ?? '';
  // "add like 3 min right after the warm-up widths for Grace to try her 15 yds free": the step is what the child named does.
  const whose = /\bfor ([a-z]{3,12}) to ([^,.;]+?)(?:\s+(?:for level \d|while|so|before|not)\b|[,.;]|$)/.exec(t);
  const what = !said || /^(?:right|just|a|the)$/.test(said) ? (whose ? `${whose[1]!.replace(/^./, (c) => c.toUpperCase())}: ${whose[2]}` : '') : said;
  if (!what) return null;
  const title = what.replace(/^(?:a|an|the|our|my)\s+/, '').replace(/^./, (c) => c.toUpperCase()).replace(/\byds?\b/g, 'yd').replace(/\bw\/?\s/g, 'with ').slice(0, 60);
  // Where it goes: after or before the step named, at the start (after the entry) or the end (before the way out).
  let at = steps.length - 1;
  if (/^(?:right )?after /.test(where)) {
    const i = stepNamed(steps, where.replace(/^(?:right )?after /, ''));
    at = i >= 0 ? i + 1 : at;
  } else if (/^before /.test(where) && !/\b(?:climb|get|they|we) (?:out|leave)\b|\bwalk them out\b/.test(where)) {
    const i = stepNamed(steps, where.replace(/^before /, ''));
    at = i >= 0 ? i : at;
  } else if (/\bstart|beginning|first thing/.test(where)) at = Math.min(1, steps.length);
  // Its minutes come from the step the coach named, else the longest one (never the entry or the way out).
  const from = /\btake (?:the|that) time (?:out of|from) (?:the\s+)?([a-z -]+?)(?:\s+part|\s+bit|\s+section)?(?:[,.;]|$)/.exec(t);
  const named = from ? stepNamed(steps, from[1]!) : -1;
  const middle = steps.map((s, i) => ({ s, i })).filter(({ i }) => i > 0 && i < steps.length - 1);
  const donor = named >= 0 ? named : (middle.sort((a, b) => b.s.minutes - a.s.minutes)[0]?.i ?? -1);
  const next = steps.map((s) => ({ ...s }));
  const notApplied: NotApplied[] = [];
  if (donor >= 0 && next[donor]!.minutes > minutes) next[donor]!.minutes -= minutes;
  else notApplied.push({ words: from?.[0] ?? 'the time', why: 'no step had the minutes to give, so the lesson is that much longer' });
  // The rest of what the coach said of it ("we always do wheels on the bus in the circle"), without the asking.
  const detail = t.replace(add[0], ' ').replace(/\btake (?:the|that) time (?:out of|from)[^,.;]*/, ' ').replace(/\s+/g, ' ').replace(/^[\s,.;]+|[\s,.;]+$/g, '').slice(0, 300) || title;
  next.splice(at, 0, { minutes, title, detail });
  const donorText = donor >= 0 && notApplied.length === 0 ? `, ${minutes} min out of "${steps[donor]!.title}"` : '';
  return { plan: { ...plan, steps: next }, applied: [`Added "${title}" (${minutes} min) ${at >= steps.length - 1 && at > 0 ? `before "${steps[steps.length - 1]!.title}"` : at <= 1 ? 'at the start' : `after "${steps[at - 1]!.title}"`}${donorText}.`], notApplied };
}
