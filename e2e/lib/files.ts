import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs one of poppler's tools on a PDF's bytes (the test tools install poppler-utils). */
async function poppler(tool: 'pdfinfo' | 'pdftotext', args: string[], bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lf-e2e-'));
  const file = path.join(dir, 'plan.pdf');
  try {
    await writeFile(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Pages of a PDF, as poppler's pdfinfo counts them. */
export async function pdfPageCount(bytes: Buffer): Promise<number> {
  return Number(/^Pages:\s+(\d+)/m.exec(await poppler('pdfinfo', [], bytes))?.[1]);
}

/** A PDF's words in reading order, each run of white space one space: what a reader of the file sees. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await poppler('pdftotext', ['-raw', '-enc', 'UTF-8'], bytes)).replace(/\s+/g, ' ');
}
