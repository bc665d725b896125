export declare function checkNode(): void;
export declare function ensureDependencies(): Promise<void>;
export declare function loadDotEnv(): void;
export declare function reachable(host: string, port: number, timeoutMs?: number): Promise<boolean>;
export declare function aptInstall(...packages: string[]): Promise<boolean>;
export declare function freePortRange(count: number, from?: number): Promise<number>;
export declare function ensureTestTools(): Promise<void>;
