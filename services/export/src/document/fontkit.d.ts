/** The one call the export service makes on fontkit (pdfkit's own font engine); it ships no types. */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
  }
  export function create(data: Uint8Array): Font;
}
