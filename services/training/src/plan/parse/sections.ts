import type { SetBlock } from '@laneforge/contracts';
import { sectionWords } from '../vocabulary';
import { parseBlocks, parseSet } from './set';
import type { Line, ParseState } from './state';

/** Sections ("Main Set (2,000)"), blocks of rounds ("3 rounds:", "x4 {", "3 x (… + …)") and single set lines. */

const number = (text: string) => parseInt(text.replace(/[,.\s]/g, ''), 10);

const blockHeaderRe = /^(?:(\d{1,2})\s*(?:rounds?|times|x|×)(?:\s+(?:of|through))?|repeat\s+(\d{1,2})\s*(?:times|x)?|x\s*(\d{1,2}))\s*(?:(?:—|–|-)\s*(.*?))?\s*[:{]\s*(.*)$/i;

/** A section header, with a stated subtotal kept so the validator can compare it with the sets. */
export function readSectionHeader(s: ParseState, line: Line): boolean {
  const t = line.text;
  const header = sectionWords.find(([, re]) => re.test(t));
  if (!header || /^\d/.test(t)) return false;
  const [kind, re] = header;
  const m = re.exec(t) as RegExpExecArray;
  let rest = t.slice(m[0].length);
  const nameExtra = /^\s*(?:#?\s*\d\b(?!\s*[x×]))?/.exec(rest)?.[0] ?? '';
  const name = (m[0] + nameExtra).trim();
  rest = rest.slice(nameExtra.length);
  const sub = /^\s*(?:\((?:~\s*)?([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m|y)?\)|[-—–:]\s*([\d][\d,]*)\s*(?:yards?|yds?|meters?|metres?|m|y)\b|[-—–:]\s*([\d][\d,]*)\s*$)\s*:?\s*/i.exec(rest);
  const stated = sub?.[1] ?? sub?.[2] ?? sub?.[3];
  if (sub) rest = rest.slice(sub[0].length);
  rest = rest.replace(/^\s*[:—–-]\s*/, '').trim();
  s.leave();
  s.section = { kind, name: name.replace(/\s+/g, ' '), blocks: [], distance: stated ? number(stated) : -1 };
  s.sections.push(s.section);
  if (rest) addLineSets(s, line, rest);
  return true;
}

/** "3 rounds:", "x4 {", "2 rounds — IM rounds:" and a block written inline after the colon. */
export function readBlockHeader(s: ParseState, line: Line): boolean {
  // A label may hold a colon (":05 rest"): a header that ends in ":" or "{" takes its label up to that last mark.
  const whole = /^(?:(\d{1,2})\s*(?:rounds?|times|x|×)(?:\s+(?:of|through))?|repeat\s+(\d{1,2})\s*(?:times|x)?|x\s*(\d{1,2}))\s*(?:(?:—|–|-)\s*(.*))?\s*([:{])\s*$/i.exec(line.text);
  const bh = whole ? ([...whole.slice(0, 5), ''] as unknown as RegExpExecArray) : blockHeaderRe.exec(line.text);
  if (!bh) return false;
  s.closeBlock();
  const block: SetBlock = { rounds: parseInt(bh[1] ?? bh[2] ?? bh[3] ?? '1', 10), label: bh[4]?.trim() || null, sets: [] };
  const t = line.text;
  s.openBlock(block, line.indent, /\{\s*$/.test(t) || /\{/.test(t.slice(0, t.length - (bh[5]?.length ?? 0))));
  const inline = bh[5]?.replace(/}\s*$/, '').trim();
  if (inline) {
    for (const part of inline.split(/\s*(?:\+(?!\s*:)(?!\s*\d{1,2}\s*(?:s|secs?|seconds)\b)(?!(?<=\b(?:pace|speed|time|best|goal|race|cruise)\s*\+)\s*\d(?:\.\d)?(?![\d.]|\s*(?:x|×)))|;|,(?=\s*\d))\s*/)) {
      const set = parseSet(part, s.currentSection().kind);
      if (typeof set === 'string') s.problem(line, set);
      else block.sets.push(set);
    }
    s.block = null;
  }
  return true;
}

/** "Step 1: catch-up:" or "Broken 200 free:": a labelled block of one round, its sets indented below. */
export function readLabelledBlock(s: ParseState, line: Line): boolean {
  const m = /^(.{2,140}?):$/.exec(line.text);
  if (!m?.[1] || !s.section || (/^\d/.test(m[1]) && typeof parseSet(m[1], s.section.kind) !== 'string')) return false;
  s.closeBlock();
  s.openBlock({ rounds: 1, label: m[1].trim(), sets: [] }, line.indent, false);
  return true;
}

function addLineSets(s: ParseState, line: Line, text: string): void {
  const kind = s.section?.kind ?? 'main';
  const single = parseSet(text, kind);
  if (typeof single !== 'string') {
    s.addSet(single, line);
    return;
  }
  const blocks = /[+;]|\d\s*x\s*\(/i.test(text) ? parseBlocks(text, kind) : single;
  if (typeof blocks === 'string') {
    s.problem(line, single);
    return;
  }
  s.closeBlock();
  s.currentSection().blocks.push(...blocks);
}

export function readSetLine(s: ParseState, line: Line): boolean {
  addLineSets(s, line, line.text);
  return true;
}
