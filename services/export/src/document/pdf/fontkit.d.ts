/** The calls the export service makes on fontkit (pdfkit's own font engine); it ships no types. */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Uint8Array): Font;
}
