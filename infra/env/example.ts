import { relative } from 'node:path';
import type { z } from 'zod';
import { configSchemas } from './schemas';

const root = new URL('../..', import.meta.url).pathname;

function defaultOf(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return '';
  return String(parsed.data);
}

/** The text of `.env.example`: every key, its description, its local default. */
export function renderEnvExample(): string {
  const seen = new Set<string>();
  const lines = [
    '# LaneForge configuration. Every key is optional: the defaults run everything locally.',
    '# Copy to .env to override; `npm start` reads it. Regenerate with `npm run env:example`.',
  ];
  for (const [process, schema] of Object.entries(configSchemas)) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => !seen.has(key));
    if (entries.length === 0) continue;
    lines.push('', `# --- ${process} ---`);
    for (const [key, field] of entries) {
      seen.add(key);
      const fallback = defaultOf(field);
      // A path inside this checkout differs per machine: leave it empty so the built-in default applies.
      const local = fallback.startsWith(root) ? ` (default: ${relative(root, fallback)} in this checkout)` : '';
      lines.push(`# ${field.description ?? key}${local}`, `${key}=${local ? '' : fallback}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The configuration table of the README. */
export function renderConfigTable(): string {
  const seen = new Set<string>();
  const rows = ['| key | used by | default | what it does |', '|---|---|---|---|'];
  for (const [process, schema] of Object.entries(configSchemas)) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (seen.has(key)) continue;
      seen.add(key);
      const fallback = defaultOf(field);
      const shown = fallback.startsWith(root) ? relative(root, fallback) : fallback || '—';
      rows.push(`| \`${key}\` | ${process} | \`${shown}\` | ${field.description ?? ''} |`);
    }
  }
  return rows.join('\n');
}

const README_SECTION = /(<!-- config:start[^>]*-->\n)[\s\S]*?(\n<!-- config:end -->)/;

export function withConfigTable(readme: string): string {
  return readme.replace(README_SECTION, (_all, start: string, end: string) => `${start}${renderConfigTable()}${end}`);
}

if (process.argv.includes('--write')) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  writeFileSync(new URL('../../.env.example', import.meta.url), renderEnvExample());
  const readme = new URL('../../README.md', import.meta.url);
  writeFileSync(readme, withConfigTable(readFileSync(readme, 'utf8')));
}
