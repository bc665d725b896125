import { AdminTier, SubscriptionType, tierOf } from '@laneforge/contracts';

/** Every stored subscription type of a tier; legacy monthly/annual are Pro (DECISIONS.md). */
export function typesOfTier(tier: AdminTier): string[] {
  return SubscriptionType.options.filter((type) => tierOf(type) === tier);
}

/** The subscription types a list filter means: a tier's types, or the one exact type named. */
export function typesOfFilter(filter: string): string[] {
  return AdminTier.safeParse(filter).success ? typesOfTier(filter as AdminTier) : [filter];
}

/** A search fragment as a LIKE pattern that matches it literally anywhere (its % and _ are not wildcards). */
export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
