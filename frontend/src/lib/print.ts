import { plainLine } from '@laneforge/contracts/plan-format';
import { PRODUCT_NAME, timings } from './config';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PrintablePlan {
  heading: string;
  title: string;
  date: string;
  text: string;
  coachNotes?: string | null;
}

function printDocument(plan: PrintablePlan): string {
  const notes = plan.coachNotes
    ? `<section class="notes"><h2>Coach Notes</h2><p>${escapeHtml(plan.coachNotes)}</p></section>`
    : '';
  const body = escapeHtml(plainLine(plan.text));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(plan.title)}</title>
<style>
@page { size: letter; margin: 0.5in; }
* { box-sizing: border-box; }
body { margin: 0; font: 11pt/1.45 'Segoe UI', system-ui, Arial, sans-serif; color: #0b2a4a; }
header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #0d6aa6; padding-bottom: 6pt; margin-bottom: 10pt; }
h1 { font-size: 16pt; margin: 0; }
.meta { font-size: 9.5pt; color: #52677d; }
pre { margin: 0; font: 10pt/1.5 ui-monospace, 'DejaVu Sans Mono', Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
.notes { margin-top: 12pt; padding: 8pt 10pt; border: 1px solid #b9cad8; border-radius: 6pt; break-inside: avoid; }
.notes h2 { font-size: 11pt; margin: 0 0 4pt; }
.notes p { margin: 0; white-space: pre-wrap; }
footer { margin-top: 14pt; font-size: 8.5pt; color: #52677d; }
</style></head><body>
<header><h1>${escapeHtml(plan.title)}</h1><span class="meta">${escapeHtml(plan.heading)} · ${escapeHtml(plan.date)}</span></header>
<pre>${body}</pre>${notes}
<footer>${escapeHtml(PRODUCT_NAME)} · EST Framework</footer>
</body></html>`;
}

/**
 * Spec §9: the print window is given 500 ms to lay out before the dialog opens, and closes 1 s
 * after printing. Returns false when the browser refused to open the window.
 */
export function printPlan(plan: PrintablePlan): boolean {
  const win = window.open('', '_blank', 'width=900,height=1000');
  if (!win) return false;
  win.document.open();
  win.document.write(printDocument(plan));
  win.document.close();
  setTimeout(() => {
    win.focus();
    win.print();
    setTimeout(() => win.close(), timings.printClose);
  }, timings.printOpen);
  return true;
}
