import type { ChildProcess } from 'node:child_process';

export declare function deleteStreams(natsUrl: string, names: string[]): Promise<void>;

export interface PrivateStack {
  baseUrl: string;
  port: number;
  servicePortBase: number;
  env: Record<string, string | undefined>;
  dataDir: string;
  child: ChildProcess;
  log(): string;
  stop(): Promise<void>;
}

export declare function startPrivateStack(options?: { label?: string; env?: Record<string, string>; natsUrl?: string; startSeconds?: number }): Promise<PrivateStack>;
