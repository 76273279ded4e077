/** Export and import of the player editor's CSV: the CSV rules are shared, the request is one. */
import { callRoute } from '../../../lib/contract';
import {
  CSV_EMPTY_MESSAGE,
  CSV_FILE_MESSAGE,
  csvToPlayers,
  EXPORT_FILE_NAME,
  importSummary,
  isCsvFileName,
  playersToCsv,
  ROUTES,
  type EditorTeam,
} from '@hardwood/shared';

export type ImportOutcome =
  { kind: 'error'; title: string; description: string } | { kind: 'done'; updated: number; failed: number; summary: string };

/** Reads a chosen file under the rules and sends its rows in one request. */
export async function importCsvFile(file: File): Promise<ImportOutcome> {
  if (!isCsvFileName(file.name)) return { kind: 'error', title: 'Invalid file', description: CSV_FILE_MESSAGE };
  const parsed = csvToPlayers(await file.text());
  if (parsed.rows.length === 0) return { kind: 'error', title: 'Import failed', description: CSV_EMPTY_MESSAGE };
  const answer = await callRoute(ROUTES.editor.importPlayers, {}, { rows: parsed.rows.map((r) => ({ ...r })) });
  const failed = answer.failed + parsed.failed;
  return { kind: 'done', updated: answer.updated, failed, summary: importSummary(answer.updated, failed) };
}

/** Downloads the world as players_export.csv; false when there is nothing to export. */
export function downloadCsv(world: readonly EditorTeam[] | undefined): boolean {
  const players = (world ?? []).flatMap((t) => t.players.map((p) => ({ ...p, teamName: t.teamName })));
  if (players.length === 0) return false;
  const url = URL.createObjectURL(new Blob([playersToCsv(players)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
