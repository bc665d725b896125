/** The calls the export service makes on fontkit (pdfkit's own font engine); it ships no types. */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyphs of a text by its character map alone, without shaping. */
    glyphsForString(text: string): Array<{ advanceWidth: number }>;
    /** Shapes a text (pdfkit calls it with the features of a text, or none). */
    layout(text: string, features?: Record<string, boolean> | string[], ...rest: unknown[]): unknown;
  }
  export function create(data: Uint8Array): Font;
}
