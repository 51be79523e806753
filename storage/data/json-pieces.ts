/**
 * An export file written out as pieces of JSON, a slice of rows at a time (chunks.ts), for a Blob: one
 * `JSON.stringify` of 20,000 starred jobs with their postings held the page for most of a second (issue 36).
 * Compact, not indented: the file is for importing again, and indenting made it a third larger.
 */
import type { ExportFile } from '../../model/export-file';
import { inChunks, type Progress } from './chunks';

/** The file's JSON in order, as pieces; `progress` counts rows (starred jobs, then applications). */
export async function jsonPieces(file: ExportFile, progress?: Progress): Promise<string[]> {
  const { saved, applications = [], ...rest } = file;
  const total = saved.length + applications.length;
  const pieces = [JSON.stringify(rest).slice(0, -1)];
  const list = async (name: string, rows: readonly unknown[], before: number) => {
    pieces.push(`,${JSON.stringify(name)}:[`);
    await inChunks(rows, (slice, start) => {
      pieces.push((start ? ',' : '') + slice.map((row) => JSON.stringify(row)).join(','));
      progress?.(before + start + slice.length, total);
    });
    pieces.push(']');
  };
  await list('saved', saved, 0);
  await list('applications', applications, saved.length);
  pieces.push('}');
  return pieces;
}
