import { describe, expect, it } from 'vitest';
import { fortySections, scy6000, season, seasonCalendar, textOnly, withDryland } from '../../test/fixtures';
import { assertWellFormed, seasonBodyOf, styledParagraphs, unzip, workoutBodyOf, wordRows, wordTexts } from '../../test/tools';
import { SET_COLUMNS, blocksOf, buildDocument, setRowCells, type SetRow } from './model';
import { renderDocx } from './docx';

const open = async (workout: Parameters<typeof buildDocument>[0]) => {
  const document = buildDocument(workout, 'LaneForge');
  const files = unzip(await renderDocx(document));
  const xml = (name: string) => {
    const file = files.get(name);
    if (!file) throw new Error(`${name} missing from the DOCX`);
    return file.toString('utf8');
  };
  return { document, files, xml };
};

describe('the Word file of a plan', () => {
  it('is a valid OOXML package on US Letter with half-inch side and top margins', async () => {
    const { files, xml } = await open(scy6000);
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml', 'word/_rels/document.xml.rels']) expect(files.has(part), part).toBe(true);
    for (const [name, data] of files) if (name.endsWith('.xml') || name.endsWith('.rels')) assertWellFormed(data.toString('utf8'));
    expect(xml('[Content_Types].xml')).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml');
    const body = xml('word/document.xml');
    expect(body).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(body).toMatch(/<w:pgMar w:top="720" w:right="720" w:bottom="\d+" w:left="720"/);
  });

  it('uses Word headings: the title, then each section with its subtotal', async () => {
    const { document, xml } = await open(scy6000);
    const body = xml('word/document.xml');
    expect(styledParagraphs(body, 'Title')).toEqual([document.title]);
    expect(styledParagraphs(body, 'Heading1')).toEqual(workoutBodyOf(document).sections.map((s) => `${s.name}${s.subtotal}`));
  });

  it('puts every set in its own table row, cells in column order, rows never split and headings repeated', async () => {
    const { document, xml } = await open(scy6000);
    const body = xml('word/document.xml');
    const rows = wordRows(body).map((cells) => cells.join(' | '));
    for (const row of workoutBodyOf(document).sections.flatMap((s) => s.rows.filter((r): r is SetRow => r.kind === 'set'))) {
      expect(rows).toContain(setRowCells(row).join(' | '));
    }
    expect(rows.filter((r) => r === SET_COLUMNS.join(' | '))).toHaveLength(workoutBodyOf(document).sections.length);
    const setTables = [...body.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((m) => m[1] as string).filter((t) => t.includes('<w:tblHeader/>'));
    expect(setTables).toHaveLength(workoutBodyOf(document).sections.length);
    for (const table of setTables) {
      const tableRows = [...table.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((m) => m[1] as string);
      expect(tableRows.every((r) => r.includes('<w:cantSplit/>'))).toBe(true);
    }
  });

  it('keeps the header facts and the coach notes in their own box', async () => {
    const { document, xml } = await open(scy6000);
    const texts = wordTexts(xml('word/document.xml'));
    for (const fact of document.facts) expect(texts).toContain(fact.value);
    const notes = wordRows(xml('word/document.xml')).find((cells) => cells[0]?.startsWith('Coach Notes'));
    expect(notes?.[0]).toBe(`Coach Notes${scy6000.coach_notes?.split('\n').join('')}`);
  });

  it('ends every page with the product name and Page x of y fields', async () => {
    const { xml } = await open(scy6000);
    const footer = xml('word/footer1.xml');
    expect(wordTexts(footer).join('')).toMatch(/^LaneForge.*Page\s+of\s*$/);
    expect(footer).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>[\s\S]*<w:instrText[^>]*>NUMPAGES<\/w:instrText>/);
  });

  it('lists dryland exercises in a table of their own', async () => {
    const { document, xml } = await open(withDryland);
    const rows = wordRows(xml('word/document.xml')).map((cells) => cells.join(' | '));
    for (const e of blocksOf(document, 'dryland').map((b) => b.session).flatMap((d) => d.parts.flatMap((p) => p.exercises))) expect(rows).toContain([e.name, e.amount, e.rest, e.note].join(' | '));
  });

  it('gives a season its phase overview, volume bars and week-by-week table', async () => {
    const { document, xml } = await open(season);
    const body = xml('word/document.xml');
    const seasonBody = seasonBodyOf(document);
    expect(styledParagraphs(body, 'Heading1')).toEqual(expect.arrayContaining(['Weekly volumeyd', 'Phase overview', `Week by week${seasonBody.total}`]));
    const rows = wordRows(body);
    for (const p of seasonBody.phases) expect(rows).toContainEqual([`■ ${p.name}`, p.weeks, p.dates, p.volume, p.emphasis]);
    for (const w of seasonBody.weeks) {
      expect(rows).toContainEqual([String(w.week), w.dates, `■ ${w.phaseName}${w.loadName}`, w.volumeText, w.emphasis, w.keySets.join('')]);
    }
  });

  it('gives a season its meet calendar and a day-by-day table of each week’s sessions', async () => {
    const { document, xml } = await open(seasonCalendar);
    const body = xml('word/document.xml');
    const texts = wordTexts(body).join('\n');
    expect(texts).toContain('Meet calendar');
    expect(texts).toMatch(/Fall Invite — B meet: mini-rest before it/);
    expect(styledParagraphs(body, 'Heading1')).toContain('Day by day');
    const rows = wordRows(body);
    const week1 = seasonBodyOf(document).weeks[0]!;
    expect(week1.days.map((d) => d.day)[0]).toMatch(/ AM$/);
    for (const d of week1.days) expect(rows).toContainEqual(expect.arrayContaining([d.day, d.volume, d.session]));
    expect(rows).toContainEqual(expect.arrayContaining(['Meet: Fall Invite (B meet)']));
  });

  it('writes a text-only plan line by line in a monospaced face, nothing lost', async () => {
    const { xml } = await open(textOnly);
    const body = xml('word/document.xml');
    const [plan, ...others] = [...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map((m) => m[1] as string).filter((p) => p.includes('<w:pStyle w:val="PlanLines"/>'));
    expect(others).toEqual([]);
    expect(plan!.split('<w:br/>').map((line) => wordTexts(line).join(''))).toEqual(textOnly.generated_workout.split('\n').slice(1));
    const style = /<w:style [^>]*w:styleId="PlanLines"[\s\S]*?<\/w:style>/.exec(xml('word/styles.xml'))?.[0];
    expect(style).toContain('w:ascii="Courier New"');
    expect(wordTexts(body).join('\n')).toContain('Дмитрий Иванов y Σοφία Παπαδοπούλου');
  });

  it('holds all forty sections of a long plan', async () => {
    const { document, xml } = await open(fortySections);
    const headings = styledParagraphs(xml('word/document.xml'), 'Heading1');
    expect(headings).toEqual(workoutBodyOf(document).sections.map((s) => `${s.name}${s.subtotal}`));
  });
});
