export declare class RunState {
  constructor(dataDir: string);
  readonly file: string;
  claim(): Promise<string[]>;
  record(name: string, pid: number, stopSignal?: NodeJS.Signals): void;
  release(): void;
}
