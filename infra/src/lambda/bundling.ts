/**
 * How every Lambda handler is bundled: at synth (handler-bundles.ts, one esbuild call for all) and by the
 * bundle benchmark (`npm run bench:lambda`), so both measure the same output.
 */
import type { BuildOptions } from 'esbuild';

/** Budget of each handler's minified bundle; a stack test fails above it. */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 150 * 1024;

/**
 * Handlers whose work needs more, with the reason. complete-document-upload decides by a file's
 * first bytes what it is (file-type with its tokenizer and zip reader for .docx: ~75 KB): that
 * check is the function's whole point: a document must be what it claims (type by its first bytes).
 *
 * The three routes that verify an uploaded audio file (create-demo-track, update-demo-track,
 * complete-audio-upload) also decode it with music-metadata to prove it plays and read its duration:
 * its parsers for every audio container come to ~250 KB (measured 322–325 KB per bundle). A file that
 * does not decode must never become a track (uploads are verified, decodable, before use). The two
 * admin routes among them also write their staff audit entry (the audit table's writer and the staff
 * member's name from the pool: create-demo-track measured 351 KB with it).
 */
const AUDIO_CHECK_BUDGET_BYTES = 356 * 1024;
/**
 * The two inbox exports also write .xlsx (typed cells: a phone number stays text with its leading
 * zero, times are dates), with exceljs: ~1.05 MB minified (measured 1,168 KB and 1,160 KB per bundle,
 * 115 KB and 106 KB without it). exceljs is imported only when an .xlsx is asked for, so a CSV export
 * never evaluates it, and no other function carries it. Written in the browser instead, the site would
 * load a 271 KB (gzip) chunk on demand and need the rows from a third kind of export answer (JSON);
 * one server-side writer for both formats was chosen (docs/features/inbox.md, "Export").
 */
const XLSX_EXPORT_BUDGET_BYTES = 1200 * 1024;
const BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {
  'export-requests': XLSX_EXPORT_BUDGET_BYTES,
  'export-selected-requests': XLSX_EXPORT_BUDGET_BYTES,
  'complete-document-upload': 200 * 1024,
  'create-demo-track': AUDIO_CHECK_BUDGET_BYTES,
  'update-demo-track': AUDIO_CHECK_BUDGET_BYTES,
  'complete-audio-upload': AUDIO_CHECK_BUDGET_BYTES,
};

export const bundleBudgetBytes = (handler: string): number => BUDGET_EXCEPTIONS[handler] ?? LAMBDA_BUNDLE_BUDGET_BYTES;

export const BUNDLE_TARGET = 'node24';
export const BUNDLE_MAIN_FIELDS = ['module', 'main'];
/**
 * The runtime ships AWS SDK v3's clients and lib packages; bundling them again would only add
 * cold-start time. Everything else of the SDK (the S3 presigners of the document routes) is not
 * guaranteed to be in the runtime, so it is bundled.
 */
export const BUNDLE_EXTERNAL_MODULES = ['@aws-sdk/client-*', '@aws-sdk/lib-*'];
/**
 * CommonJS, not an ES module: the runtime's SDK packages are CommonJS, and an ES module that imports
 * them makes Node scan each package's source for its export names first. Measured on this machine
 * (Node 20): DynamoDB, its document client and EventBridge load in ~60 ms by require() and in ~115 ms
 * by import(), so the ESM bundles missed the 100 ms cold-import target that the CommonJS ones meet.
 * The Lambda runtime loads `index.js` (no package.json beside it) with require().
 */
export const BUNDLE_FORMAT = 'cjs';
/** The file name of a bundle in its asset (the runtime loads `index.handler`). */
export const BUNDLE_FILE = 'index.js';

/** The esbuild options of every handler bundle (synth and bundle benchmark). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: BUNDLE_FORMAT,
    target: BUNDLE_TARGET,
    mainFields: BUNDLE_MAIN_FIELDS,
    minify: true,
    external: BUNDLE_EXTERNAL_MODULES,
    logLevel: 'silent',
  };
}
