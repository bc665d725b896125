import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { sessionTypeNames, squadNames, type Brief, type GenerateJob, type PlanLaneGroup } from '@laneforge/contracts';
import type { Logger } from '@laneforge/platform';
import { composePlan, constraintBreaches, forLaneGroups, orderOf, readBrief, renderPlan, unitOf, type Order, type ParseContext } from '../plan';
import { readAnswer, type ReadAnswer } from './answer';
import { ProviderError, type PlanProvider } from './provider';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  logger: Logger;
  /** PRODUCT_NAME: a plan the model leaves untitled is called "{product} Workout". */
  product: string;
}

const UNREADABLE = 'The AI model did not write a plan LaneForge could read, twice. Please try again, or describe the session differently.';
const UNREACHABLE = 'The AI model could not be reached. Please try again in a moment.';

/** The notation the parser reads, shown by example: the engine's own rendering of a sample plan. */
function notationExample(kind: 'workout' | 'season'): string {
  const description = kind === 'season' ? '8 week masters season, 3 sessions per week, SCY, ending with a 2 week taper' : 'Masters 3000 SCY aerobic';
  return renderPlan(composePlan({ date: '2025-01-06', description, coach_notes: null }));
}

/** Rendered on first use: API processes and `est` workers load this module but never prompt a model. */
const examples: Partial<Record<'workout' | 'season', string>> = {};

function systemPrompt(kind: 'workout' | 'season'): string {
  return [
    'You are an expert swim coach writing training on the EST Framework (Energy System Training).',
    'Energy-system zones, easiest to hardest: REC, EN1, EN2, EN3, SP1, SP2, SP3.',
    `Write the ${kind === 'season' ? 'season plan' : 'workout'} in exactly this notation and nothing else: no preamble, no Markdown other than the **Title** line.`,
    'First line **Title**, then the header line, then sections with their distance, one set per line as "- reps x distance Stroke @ send-off — ZONE, note", "- N rounds:" with indented sets, and a Total line.',
    'Every distance must fit the pool (whole lengths); send-offs must leave rest for the zone; totals must add up.',
    '',
    'Example of the notation (for a different request):',
    (examples[kind] ??= notationExample(kind)),
  ].join('\n');
}

/** What a plan is written to: the request's words and day, the coach's paces. */
type Asked = Pick<GenerateJob, 'date' | 'description' | 'coach_notes' | 'paces'>;

/** What the parser takes from the request, since the model's text does not carry it. */
function generateContext(job: Asked, order: Order, product: string): ParseContext {
  return {
    date: job.date,
    course: order.course,
    level: order.level,
    kind: order.kind,
    group: order.group,
    provider: 'openai',
    defaultTitle: `${product} Workout`,
    requestedDistance: order.requestedDistance,
    requestedMinutes: order.requestedMinutes,
    squad: order.squad,
    ...(order.kind === 'workout' ? { sessionType: order.sessionType } : {}),
    constraints: order.constraints,
    ...(order.paces ? { paces: order.paces } : {}),
  };
}

/**
 * The request as the engine understood it, limits and kept sets included, for the model to write
 * to; after a correction, the "Read as" line is the corrected brief and the corrections are named.
 */
function requestText(job: Asked, order: Order, groups: readonly PlanLaneGroup[] | null, corrected: readonly string[]): string {
  return [
    `Training date: ${job.date}`,
    `Request: ${job.description}`,
    `Coach notes: ${job.coach_notes?.trim() || 'none'}`,
    corrected.length > 0 ? `The coach corrected how the request was read (these win over the request's words): ${corrected.join('; ')}.` : '',
    `Read as: ${order.kind === 'season' ? `a season plan${order.weeks ? ` of ${order.weeks} weeks` : ''}` : `one ${sessionTypeNames[order.sessionType].toLowerCase()} session`}, course ${order.course}, swimmers: ${squadNames[order.squad].toLowerCase()}, about ${order.volume} ${unitOf(order.course)} per session, focus ${order.focus.join(', ')}${order.targetEvent ? `, target event ${order.targetEvent.name}` : ''}.`,
    order.constraints.length > 0 ? `Hard limits, never broken: ${order.constraints.map((c) => c.said).join('; ')}.` : '',
    order.coachSections.length > 0 ? `Keep these sets exactly as written: ${order.coachSections.map((c) => c.words).join('; ')}.` : '',
    order.paces ? `${order.paces.label}: base = the send-off per 100 free on which these swimmers repeat 100s steadily; write every send-off for them.` : '',
    groups ? `Write the send-offs for the fastest lane group, ${groups[0]!.name}; each lane's own send-off is added from its paces.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The `openai` provider: any OpenAI-compatible model writes the text, the EST engine reads and checks it. */
export function openAiProvider(options: OpenAiOptions): PlanProvider {
  // The SDK (~13 MB once loaded) is loaded by the first plan asked of the model, never by the
  // processes that only import this file: the API, and workers on the EST engine.
  let client: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (client ??= import('openai').then(({ default: OpenAI }) => new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 1 })));

  const complete = async (messages: ChatCompletionMessageParam[]): Promise<string> => {
    try {
      const completion = await (await clientOf()).chat.completions.create({ model: options.model, messages, temperature: 0.4 });
      return completion.choices[0]?.message?.content ?? '';
    } catch (err) {
      options.logger.warn({ err: (err as Error).message, model: options.model }, 'model call failed');
      throw new ProviderError(502, UNREACHABLE);
    }
  };

  /** One answer; a second when the first is unreadable or flawed, told what was wrong. The second is final. */
  const write = async (messages: ChatCompletionMessageParam[], context: ParseContext): Promise<ReadAnswer> => {
    const first = await complete(messages);
    const read = readAnswer(first, context);
    if (read.readable && !read.flawed) return read;
    options.logger.info({ findings: read.findings.slice(0, 10), readable: read.readable }, 'model answer rejected; asking once more');
    const retry = await complete([
      ...messages,
      { role: 'assistant', content: first },
      {
        role: 'user',
        content: `That answer could not be used:\n${read.findings.slice(0, 15).map((f) => `- ${f}`).join('\n') || '- it is not a plan in the notation'}\nWrite the whole plan again, in the notation only.`,
      },
    ]);
    const second = readAnswer(retry, context);
    if (second.readable) return second;
    throw new ProviderError(502, UNREADABLE);
  };

  /** A plan written by the model to a brief (read from the request, or corrected by the coach). */
  const writeFor = async (job: Asked, brief: Brief, corrected: readonly string[]) => {
    const order = orderOf(brief, job.paces);
    const groups = order.laneGroups;
    const read = await write(
      [
        { role: 'system', content: systemPrompt(order.kind) },
        { role: 'user', content: requestText(job, order, groups, corrected) },
      ],
      generateContext(job, order, options.product),
    );
    const breaches = read.plan.kind === 'workout' ? constraintBreaches(read.plan) : [];
    if (breaches.length > 0) throw new ProviderError(422, `The AI model's plan broke your limits (${breaches.slice(0, 3).map((b) => `${b.what} breaks "${b.said}"`).join('; ')}). Please try again.`);
    if (!groups) return { plan: read.plan, text: read.text, applied: [], brief };
    // Each lane's send-off follows the model's set on the groups' own paces, as the engine writes them.
    const plan = forLaneGroups(read.plan, groups);
    return { plan, text: renderPlan(plan), applied: [], brief };
  };

  return {
    name: 'openai',
    generate: (job) => writeFor(job, readBrief(job), []),
    // A model writes to the request's words: the corrected brief's reading goes with them, and the engine checks the answer the same way.
    rewrite: (job) => writeFor(job, job.brief, job.corrected),
    async refine(job) {
      const { plan } = job;
      const context: ParseContext = {
        date: plan.date,
        course: plan.course,
        level: plan.level,
        kind: plan.kind,
        group: plan.group,
        provider: 'openai',
        defaultTitle: plan.title,
        ...(plan.squad ? { squad: plan.squad } : {}),
        ...(plan.kind === 'workout' && plan.sessionType ? { sessionType: plan.sessionType } : {}),
        ...(plan.constraints?.length ? { constraints: plan.constraints } : {}),
        ...(plan.paces ? { paces: plan.paces } : {}),
      };
      const read = await write(
        [
          { role: 'system', content: systemPrompt(plan.kind) },
          { role: 'user', content: `Here is the current plan:\n\n${job.text}\n\nRewrite the whole plan with this change: ${job.instruction}` },
        ],
        context,
      );
      if (plan.laneGroups) {
        const laned = forLaneGroups(read.plan, plan.laneGroups);
        return { plan: laned, text: renderPlan(laned), applied: [job.instruction] };
      }
      return { plan: read.plan, text: read.text, applied: [job.instruction] };
    },
  };
}
