import { messages } from '@laneforge/contracts/messages';

export function validateGenerate(date: string, description: string): string | null {
  if (!date || !description.trim()) return messages.generatorRequired;
  return null;
}
