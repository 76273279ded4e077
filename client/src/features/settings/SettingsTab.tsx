/** Settings: developer settings for developer accounts, how the game is set up, and the player editor. */
import type { User } from '@hardwood/shared';
import { Card } from '../../components/ui';
import { ClubSettings } from './ClubSettings';
import { DeveloperSettings } from '../profile/ProfilePanel';
import { PlayerEditor } from './editor/PlayerEditor';
import { SandboxGate } from './SandboxGate';

export function SettingsTab({ user }: { user: User }) {
  return (
    <section aria-labelledby="settings-title" className="space-y-4">
      <h1 id="settings-title" className="text-2xl font-bold">
        Settings
      </h1>
      {user.isDeveloper ? <DeveloperSettings user={user} variant="tab" /> : null}
      <ClubSettings />
      <Card className="text-sm text-slate-300">
        <p>
          Signed in as <span className="font-semibold">{user.email}</span>.
        </p>
        <p className="mt-1 text-slate-400">
          Live matches run on the game server: one game second per 100 ms, four quarters of ten minutes.
        </p>
      </Card>
      {/* The editor mounts (and loads the world) only once the manager has chosen to open it. */}
      <SandboxGate sandbox={user.editorUsed}>
        <PlayerEditor />
      </SandboxGate>
    </section>
  );
}
