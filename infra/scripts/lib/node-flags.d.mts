export declare const DEFAULT_NODE_FLAGS: string;
export declare const NODE_FLAGS: string[];
export declare const SERVICE_ENV: Record<string, string>;
