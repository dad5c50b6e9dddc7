/**
 * A new PDF in the shop's house style: A4, the Noto Sans faces registered as `regular` and `bold`,
 * and its bytes once the document is ended. Invoices, credit notes and packing slips start here.
 *
 * pdfkit (with fontkit) loads on the first PDF a process makes, not when the process starts: about
 * a third of a second of every start of the shop and of the operators' tool, which rarely print.
 */
import { createRequire } from 'node:module';

// Noto Sans (SIL Open Font License) from npm: it has the ₹ sign, and the subset used is embedded in
// the PDF, so a document looks the same on every machine.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

export interface PdfInProgress {
  doc: PDFKit.PDFDocument;
  /** The file's bytes, once `doc.end()` has been called. */
  bytes: Promise<Buffer>;
}

export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<PdfInProgress> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  return { doc, bytes };
}
