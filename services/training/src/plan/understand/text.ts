import { escapeRegExp, normalise } from '../vocabulary';

/**
 * The request as the readers see it: the description and the coach's notes, as written (names keep
 * their capitals) and in lower case. A reader that owns some words (a coach's set, what was said of
 * one swimmer) takes them out, so the readers after it do not read them as the whole group's.
 */
export class RequestText {
  readonly description: string;
  readonly notes: string;
  /** Description and notes, as written, with owned stretches blanked out. */
  private text: string;

  constructor(description: string, notes: string | null | undefined) {
    this.description = description;
    this.notes = notes ?? '';
    this.text = `${this.description}\n${this.notes}`;
  }

  /** As written, for names and line structure. */
  get raw(): string {
    return this.text;
  }

  /** Lower case, one kind of dash and quote, for the vocabulary's readers. */
  get plain(): string {
    return this.text.split('\n').map(normalise).join('\n');
  }

  /** The description alone (scope and squad words count most there). */
  get described(): string {
    return normalise(this.text.slice(0, this.description.length));
  }

  /** Takes `words` out of what later readers see (by position when given, else its first occurrence). */
  take(words: string, at?: number): void {
    if (!words) return;
    const index = at ?? this.text.indexOf(words);
    if (index >= 0) {
      this.text = this.text.slice(0, index) + ' '.repeat(words.length) + this.text.slice(index + words.length);
      return;
    }
    // Words a reader saw in lower case ("jv 100 im teaching turns"): found again as written, whatever the capitals and spacing.
    const pattern = words
      .trim()
      .split(/\s+/)
      .map((w) => escapeRegExp(w).replace(/-/g, '[-‐-―−]').replace(/'/g, "['‘’′]"))
      .join('\\s+');
    const m = new RegExp(pattern, 'i').exec(this.text);
    if (m) this.takeRange(m.index, m.index + m[0].length);
  }

  /** Takes out the first stretch of the text as written that `re` matches. */
  takeMatch(re: RegExp): void {
    const m = re.exec(this.text);
    if (m) this.takeRange(m.index, m.index + m[0].length);
  }

  /** Takes the stretch [from, to) out. */
  takeRange(from: number, to: number): void {
    this.text = this.text.slice(0, from) + ' '.repeat(Math.max(0, to - from)) + this.text.slice(to);
  }
}
