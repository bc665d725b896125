import type { EventEmitter } from 'node:events';

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  loopCrashes: number;
  windowMs: number;
  stopTimeoutMs: number;
  tailLines: number;
}
export declare const defaultPolicy: RestartPolicy;
export declare function afterCrash(earlierCrashes: number[], now: number, policy?: RestartPolicy): { recent: number[]; giveUp: boolean; delayMs: number };

export interface ProcessSpec {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  tier?: number;
  stopSignal?: NodeJS.Signals;
  prepare?: () => Promise<void>;
}
export declare class Supervisor extends EventEmitter {
  constructor(options?: { policy?: Partial<RestartPolicy>; print?: (line: string) => void; printError?: (line: string) => void; labelWidth?: number });
  add(spec: ProcessSpec): Promise<void>;
  state(name: string): 'starting' | 'running' | 'restarting' | 'failed' | 'stopped' | undefined;
  pid(name: string): number | undefined;
  names(): string[];
  stopAll(): Promise<void>;
}
