/**
 * The player editor in Settings: Export CSV and Import
 * CSV, the Bulk Edit with CSV card, a searchable picker of every player of
 * the career's world grouped by team, and the form. Opening it marks
 * nothing: the first saved edit makes the career a sandbox, and the server
 * sends hidden potentials only from then on (SandboxGate says so first).
 */
import { useMemo, useRef, useState } from 'react';
import { CSV_COLUMNS, ROUTES } from '@hardwood/shared';
import { Button, Card, CardTitle, ErrorNote, Loading } from '../../../components/ui';
import { errorMessage } from '../../../lib/api';
import { useRefreshAfter, useRouteQuery } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { downloadCsv, importCsvFile } from './csv-actions';
import { nationalities, searchWorld } from './editor-logic';
import { NO_PLAYER_TEXT, PlayerForm } from './PlayerForm';

export function PlayerEditor() {
  const refreshAfter = useRefreshAfter();
  const world = useRouteQuery(ROUTES.editor.players, {});
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const groups = useMemo(() => searchWorld(world.data ?? [], query), [world.data, query]);
  const countries = useMemo(() => nationalities(world.data ?? []), [world.data]);
  const found = (world.data ?? []).flatMap((t) => t.players.map((p) => ({ p, teamName: t.teamName }))).find((x) => x.p.id === selected);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    try {
      const outcome = await importCsvFile(file);
      if (outcome.kind === 'error') toast({ title: outcome.title, description: outcome.description, variant: 'destructive' });
      else {
        toast({
          title: 'Import Complete',
          description: outcome.summary,
          variant: outcome.failed > 0 && outcome.updated === 0 ? 'destructive' : undefined,
        });
        await refreshAfter(ROUTES.editor.importPlayers);
      }
    } catch (error) {
      toast({ title: 'Failed to process CSV file', description: errorMessage(error, ''), variant: 'destructive' });
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <section aria-labelledby="editor-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="editor-title" className="text-xl font-bold">
          Player Editor
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              downloadCsv(world.data)
                ? toast({ title: 'Players exported to CSV successfully!' })
                : toast({ title: 'Error', description: 'No players data available', variant: 'destructive' })
            }
          >
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={importing}>
            {importing ? 'Importing...' : 'Import CSV'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv"
            className="sr-only"
            aria-label="CSV file to import"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
      </div>
      <Card className="space-y-1 text-sm text-slate-300">
        <CardTitle>Bulk Edit with CSV</CardTitle>
        <p>
          Export every player, edit the file in a spreadsheet, and import it back: players are matched by id; rows without an id or with a
          different number of columns are skipped.
        </p>
        <p className="text-xs text-slate-400">Columns: {CSV_COLUMNS.join(', ')}. Values are clamped to the form's ranges.</p>
      </Card>
      {world.isLoading ? <Loading text="Loading players..." /> : null}
      {world.isError ? <ErrorNote>Failed to load players</ErrorNote> : null}
      {world.data ? (
        <Card className="space-y-2">
          <label className="block text-sm">
            <span className="mb-1 block text-slate-300">Search players or teams</span>
            <input
              className="h-10 w-full rounded-lg border border-slate-700 bg-slate-950 px-3"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Name or team"
            />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block text-slate-300">Player</span>
            <select
              className="h-10 w-full rounded-lg border border-slate-700 bg-slate-950 px-2"
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
            >
              <option value="">Choose a player…</option>
              {groups.map((t) => (
                <optgroup key={t.teamName} label={t.teamName}>
                  {t.players.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} ({p.position}, {p.overallRating})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </Card>
      ) : null}
      {found ? (
        <PlayerForm key={found.p.id} player={found.p} teamName={found.teamName} nationalities={countries} />
      ) : (
        <>
          <p className="text-sm text-slate-400">{NO_PLAYER_TEXT}</p>
          {world.data ? <PlayerForm key="new" player={null} teamName="New player" nationalities={countries} /> : null}
        </>
      )}
    </section>
  );
}
