import type { Logger } from './logger';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A job that runs every `everyMs` on one replica at a time; `run` gets the clock's "now". */
export interface JobDefinition<Ctx = unknown> {
  name: string;
  everyMs: number;
  run(ctx: Ctx, now: Date): Promise<void>;
}

export function defineJob<Ctx>(definition: JobDefinition<Ctx>): JobDefinition<Ctx> {
  return definition;
}

export interface Scheduler {
  start(): void;
  /**
   * Runs one job now (or all of them), exclusively across replicas; answers which ran. Tests and
   * test clocks call this: it is the same code path as the timer.
   */
  runNow(name?: string, now?: Date): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Runs jobs on timers. `exclusively` (a PostgreSQL advisory lock) makes sure that of all the
 * replicas of a service only one runs a job at a time; the others skip that turn.
 */
export function createScheduler<Ctx>(options: {
  jobs: Array<JobDefinition<Ctx>>;
  /** The service context, read when a job runs (it is built after the scheduler). */
  ctx: () => Ctx;
  clock: Clock;
  logger: Logger;
  exclusively: (name: string, work: () => Promise<void>) => Promise<boolean>;
}): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  const runJob = async (job: JobDefinition<Ctx>, now: Date): Promise<boolean> => {
    const started = performance.now();
    try {
      const ran = await options.exclusively(`job:${job.name}`, () => job.run(options.ctx(), now));
      if (ran) options.logger.debug({ job: job.name, ms: Math.round(performance.now() - started) }, 'job ran');
      return ran;
    } catch (err) {
      options.logger.error({ err, job: job.name }, 'job failed; it runs again at its next turn');
      return false;
    }
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  };

  const arm = (job: JobDefinition<Ctx>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      void track(runJob(job, options.clock())).finally(() => arm(job));
    }, job.everyMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  return {
    start() {
      for (const job of options.jobs) arm(job);
    },
    async runNow(name, now = options.clock()) {
      const chosen = options.jobs.filter((job) => name === undefined || job.name === name);
      if (name !== undefined && chosen.length === 0) throw new Error(`No job named ${name}`);
      const ran: string[] = [];
      for (const job of chosen) if (await track(runJob(job, now))) ran.push(job.name);
      return ran;
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(inFlight);
    },
  };
}
