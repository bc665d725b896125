export declare const NODE_FLAGS: string[];
