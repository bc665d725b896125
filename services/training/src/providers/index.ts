import type { Logger } from '@laneforge/platform';
import type { TrainingConfig } from '../config';
import { estProvider } from './est';
import { openAiProvider } from './openai';
import type { PlanProvider } from './provider';

/** `openai` when a key is configured, else the offline EST engine. */
export function providerFrom(config: TrainingConfig, logger: Logger): PlanProvider {
  if (!config.OPENAI_API_KEY) return estProvider;
  return openAiProvider({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    logger,
    product: config.PRODUCT_NAME,
  });
}
