/**
 * The player editor is a sandbox tool: before it opens in a career that is
 * not a sandbox yet, a confirmation says what using it changes. Opening it
 * changes nothing; the first saved edit marks the career, and only then does
 * the editor show the potentials the game keeps hidden.
 */
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { Button, Card, CardTitle } from '../../components/ui';

export const SANDBOX_CHANGES = [
  'Your first saved edit (or CSV import) marks this career as a Sandbox career, for good; your profile says so.',
  "From then on the editor shows every player's exact potential, which the game otherwise keeps hidden.",
  'Edits change any player of the world, your rivals included: ratings, market values and the matches that follow.',
  'Opening the editor and looking changes nothing.',
] as const;

export function SandboxGate({ sandbox, children }: { sandbox: boolean; children: ReactNode }) {
  const [entered, setEntered] = useState(false);
  const [asking, setAsking] = useState(false);
  if (sandbox || entered) return <>{children}</>;
  return (
    <Card className="space-y-3" data-testid="sandbox-gate">
      <CardTitle>Player Editor</CardTitle>
      <p className="text-sm text-slate-300">
        A sandbox tool: edit any player of your career's world, one by one or with a CSV file. Your career stays a normal one until you save
        an edit.
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Open the Player Editor
      </Button>
      <Dialog open={asking} onOpenChange={setAsking} title="Open the player editor?" description="The editor is a sandbox tool.">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
          {SANDBOX_CHANGES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setAsking(false);
              setEntered(true);
            }}
          >
            Open the editor
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
