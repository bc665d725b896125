import { Plan } from '@laneforge/contracts';
import { type Change, squadOf } from '../plan';
import { honourLimits, parsePlanText, renderPlan, statements, validatePlan, type ParseContext } from '../plan';

export interface ReadAnswer {
  /** False when the text is not a plan the engine can read: nothing stored, ask again or fail. */
  readable: boolean;
  plan: Plan;
  text: string;
  /** What the parser and validator found, in words the model (on a retry) or the coach can act on. */
  findings: string[];
  /** True when the validator found errors it could not fix. */
  flawed: boolean;
}

/** A model sometimes wraps its answer in a Markdown code fence; the plan is what is inside. */
function unfenced(answer: string): string {
  const fenced = /```[a-z]*\n([\s\S]*?)```/i.exec(answer);
  return (fenced?.[1] ?? answer).trim();
}

/**
 * Reads a model's answer as the engine reads any coach's text: parse, then validate with every
 * total recomputed from the sets. The stored text is rendered again from the parsed plan, so a
 * wrong total in the answer never reaches the coach.
 */
export function readAnswer(answer: string, context: ParseContext): ReadAnswer {
  const source = unfenced(answer);
  const { plan: parsed, problems } = parsePlanText(source, context);
  const lines = source.split('\n').filter((l) => l.trim()).length;
  const unread = problems.filter((p) => p.line > 0);
  const empty = parsed.kind === 'workout' ? parsed.sections.every((s) => s.blocks.every((b) => b.sets.length === 0)) : parsed.weeks.length === 0;
  const readable = !empty && unread.length <= Math.max(3, Math.floor(lines * 0.3));

  // The coach's limits hold whoever wrote the sets: what the model left in is substituted, and said.
  const kept = keepLimits(parsed);
  // The training date is the request's, whatever date the model wrote.
  const result = validatePlan({ ...kept, provider: 'openai', date: context.date ?? parsed.date });
  const open = result.issues.filter((i) => !i.fixed);
  const findings = [...unread.map((p) => `line ${p.line} "${p.text}": ${p.reason}`), ...open.map((i) => i.message)];
  const plan: Plan = { ...result.plan, notes: [...result.plan.notes, ...open.map((i) => `Check: ${i.message}`)] };
  // What the parser could not make fit the plan model (a field it had to guess) is a finding too, so
  // the retry asks for it, and nothing that breaks the contract leaves the worker.
  const shape = Plan.safeParse(plan);
  if (!shape.success) findings.push(...shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return { readable: readable && shape.success, plan, text: renderPlan(plan), findings, flawed: open.some((i) => i.severity === 'error') };
}

function keepLimits(plan: Plan): Plan {
  if (plan.kind !== 'workout' || !plan.constraints?.length) return plan;
  const kit = { squad: plan.squad ?? squadOf(plan), course: plan.course, constraints: plan.constraints, changes: [] as Change[] };
  const sections = structuredClone(plan.sections);
  honourLimits(sections, kit);
  const said = statements(kit.changes);
  return { ...plan, sections, ...(said.length > 0 ? { substitutions: [...(plan.substitutions ?? []), ...said] } : {}) };
}
