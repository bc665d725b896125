import type { ProcessSpec } from './supervisor.mjs';

export declare function postgresBinaries(): { initdb: string; postgres: string };
export declare function serverUser(): { uid?: number; gid?: number; name?: string; run(command: string, args: string[]): { command: string; args: string[] } };
export declare function clearStaleLock(pgdata: string): Promise<void>;
export declare function postgresReady(pgdata: string, pid: number | undefined, port: number): Promise<boolean>;
export declare function embeddedPostgres(options: { dataDir: string; port: number }): Promise<{ created: boolean; pgdata: string; url: string; spec: ProcessSpec & { command: string; args: string[] } }>;
