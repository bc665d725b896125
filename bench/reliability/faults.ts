import type { NatsProcess } from '../../packages/platform/src/testing';
import type { BenchStack } from './stack';

interface Probe {
  service: string;
  path: string;
  headers: Record<string, string>;
  /** The answer of a healthy service to this probe. */
  healthy: (status: number) => boolean;
}

interface Sample {
  at: number;
  status: number;
  detail: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probeOnce(base: string, probe: Probe): Promise<Sample> {
  const at = performance.now();
  try {
    const res = await fetch(`${base}${probe.path}`, { headers: probe.headers, signal: AbortSignal.timeout(5_000) });
    const body = await res.text();
    let detail = false;
    try {
      detail = typeof (JSON.parse(body) as { detail?: unknown }).detail === 'string';
    } catch {
      detail = false;
    }
    return { at, status: res.status, detail };
  } catch {
    return { at, status: 0, detail: false };
  }
}

export interface FaultFigures {
  fault: string;
  /** From the kill to the first 503 {detail} (for the service's own routes), ms. */
  firstRefusalMs: number | null;
  /** From the kill to answers as before, ms. */
  recoveryMs: number | null;
  /** Answers during the outage that were neither healthy nor 503 {detail}. */
  wrongAnswers: number;
  /** Routes of other services that failed meanwhile. */
  collateral: number;
}

/**
 * Kills each process of the stack (and stops NATS, and kills PostgreSQL) while probes hit every
 * service through the gateway every 20 ms; measures how fast the gateway says 503 {detail}, how
 * fast the launcher brings the process back, and what else broke meanwhile.
 */
export async function faults(stack: BenchStack, nats: NatsProcess, probes: Probe[]): Promise<FaultFigures[]> {
  const figures: FaultFigures[] = [];
  const scenarios: Array<{ fault: string; service: string | null; act: () => Promise<void> }> = [
    ...['auth', 'training', 'training-worker', 'billing', 'export', 'admin'].map((name) => ({
      fault: `kill -9 ${name}`,
      service: name === 'training-worker' ? null : name,
      act: async () => {
        process.kill(stack.pids()[name]!, 'SIGKILL');
      },
    })),
    {
      fault: 'NATS stopped for 5 s',
      service: null,
      act: async () => {
        await nats.stop();
        await sleep(5_000);
        await nats.start();
      },
    },
    {
      fault: 'kill -9 postgres',
      service: null,
      act: async () => {
        const pid = stack.pids().postgres;
        if (pid) process.kill(pid, 'SIGKILL');
      },
    },
  ];
  for (const scenario of scenarios) {
    const samples = new Map<string, Sample[]>(probes.map((p) => [p.service, []]));
    let probing = true;
    const loops = probes.map(async (probe) => {
      while (probing) {
        samples.get(probe.service)!.push(await probeOnce(stack.base, probe));
        await sleep(20);
      }
    });
    await sleep(500);
    const killedAt = performance.now();
    await scenario.act();
    // Until every probe has answered healthily for a second after the fault.
    const deadline = killedAt + 60_000;
    for (;;) {
      await sleep(250);
      const recent = [...samples.values()].flatMap((s) => s.filter((x) => x.at > performance.now() - 1_000));
      const healthy = probes.every((p) => {
        const last = samples.get(p.service)!.filter((x) => x.at > killedAt + 500).slice(-10);
        return last.length >= 5 && last.every((x) => p.healthy(x.status));
      });
      if ((healthy && recent.length > 0) || performance.now() > deadline) break;
    }
    probing = false;
    await Promise.all(loops);
    const own = scenario.service ? probes.find((p) => p.service === scenario.service) : undefined;
    const after = (service: string) => samples.get(service)!.filter((x) => x.at >= killedAt);
    const ownSamples = own ? after(own.service) : [];
    const refusal = ownSamples.find((x) => x.status === 503 && x.detail);
    const recoveredAt = Math.max(
      ...probes.map((p) => {
        const list = after(p.service);
        const lastBad = list.map((x, i) => (p.healthy(x.status) ? -1 : i)).filter((i) => i >= 0).at(-1);
        return lastBad === undefined ? killedAt : (list[lastBad + 1]?.at ?? Number.NaN);
      }),
    );
    figures.push({
      fault: scenario.fault,
      firstRefusalMs: refusal ? Math.round(refusal.at - killedAt) : null,
      recoveryMs: Number.isNaN(recoveredAt) ? null : Math.round(recoveredAt - killedAt),
      wrongAnswers: ownSamples.filter((x) => !own!.healthy(x.status) && !(x.status === 503 && x.detail)).length,
      collateral: probes.filter((p) => p !== own).reduce((n, p) => n + after(p.service).filter((x) => !p.healthy(x.status) && !(x.status === 503 && x.detail)).length, 0),
    });
    await sleep(1_000);
  }
  return figures;
}
