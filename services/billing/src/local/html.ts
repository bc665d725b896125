import { dayText } from '../subscriptions/dates';

/** The local provider's hosted pages: plain HTML forms, no script, styled inline (the CSP allows nothing else). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Nothing from elsewhere, no script; forms post only to this origin. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef4f8;color:#10243a}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:18px;margin-bottom:16px;color:#0b4f7c}
.brand span{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;background:#0b6fa4;color:#fff}
.card{background:#fff;border-radius:14px;box-shadow:0 2px 12px rgba(16,36,58,.08);padding:20px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:0 0 12px}.muted{color:#52667a}.amount{font-size:30px;font-weight:700;margin:8px 0}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}input,select{width:100%;padding:11px 12px;border:1px solid #b8c7d4;border-radius:8px;font:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.btn{display:inline-block;width:100%;margin-top:16px;padding:12px 16px;border:0;border-radius:8px;background:#0b6fa4;color:#fff;font-family:inherit;font-size:16px;font-weight:600;line-height:1.2;text-align:center;text-decoration:none;cursor:pointer}
.btn-secondary{background:#e3edf4;color:#0b4f7c}.btn-danger{background:#b42318}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.note{background:#fff8e1;border-radius:8px;padding:10px 12px;font-size:14px;margin-top:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}dt{color:#52667a}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px 4px;border-bottom:1px solid #e3edf4}
code{background:#eef4f8;padding:1px 5px;border-radius:4px}
`;

export function page(title: string, productName: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(productName)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main><div class="brand"><span aria-hidden="true">≈</span>${escapeHtml(productName)} Billing</div>${body}</main></body></html>`;
}

export const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
export const day = (unixSeconds: number | null) => (unixSeconds === null ? '—' : dayText(unixSeconds));
