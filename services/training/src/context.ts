import type { DataKit } from '@laneforge/platform';
import type { TrainingConfig } from './config';
import type { TrainingSchema } from './db/schema';

/** What the training API's features share: the kit (its `clock` is injectable, so allowance edges can be tested). */
export type TrainingContext = DataKit<TrainingConfig, TrainingSchema>;
