export declare function alive(pid: number): boolean;
export declare function commandLine(pid: number): string;
export declare function stopPid(pid: number, signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
