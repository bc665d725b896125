import type { Runtime } from '@laneforge/platform';
import type { TrainingConfig } from './config';
import type { TrainingSchema } from './db/schema';

/** What the training API's features share. `clock` is injectable so allowance edges can be tested. */
export interface TrainingContext {
  runtime: Runtime<TrainingSchema>;
  config: TrainingConfig;
  clock: () => Date;
}
