/**
 * The manager's tactics panel of the live match: the three tactics for his
 * team; the opponent's show read-only. With neither team his, it says so.
 * Substitutions are SubstitutionPanel.tsx.
 */
import { tacticHint, type LiveMatchView, type LiveMessagePayload, type LiveMessageType, type LiveTeamView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { managedTeam } from './live-logic';

/** What the panels send to the room (the manager's seat only; a spectator's messages are refused). */
export type SendLiveMessage = <T extends LiveMessageType>(type: T, payload?: LiveMessagePayload<T>) => void;

export const VIEW_ONLY_TEXT = 'View Only - Teams Controlled by AI';

const PACES = ['slow', 'moderate', 'fast'] as const;
const OFFENSES = ['inside', 'balanced', 'perimeter'] as const;
const DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const;

export function TacticsPanel({
  view,
  send,
  viewOnlyText = VIEW_ONLY_TEXT,
}: {
  view: LiveMatchView;
  send: SendLiveMessage;
  /** What a viewer who commands neither side reads (a friendly's spectator watches two coaches, not the AI). */
  viewOnlyText?: string;
}) {
  const mine = managedTeam(view);
  const other = mine === view.home ? view.away : view.home;
  const choose = (field: 'pace' | 'offense' | 'defense', value: string) => {
    if (!mine) return;
    const next = { pace: mine.pace, offense: mine.offense, defense: mine.defense, [field]: value } as {
      pace: (typeof PACES)[number];
      offense: (typeof OFFENSES)[number];
      defense: (typeof DEFENSES)[number];
    };
    send('tactics', next);
  };
  const group = (
    label: string,
    field: 'pace' | 'offense' | 'defense',
    options: readonly string[],
    team: LiveTeamView,
    editable: boolean,
  ) => (
    <fieldset className="space-y-1">
      <legend className="text-sm text-slate-400">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            disabled={!editable}
            aria-pressed={team[field] === o}
            title={tacticHint(field, o)}
            onClick={() => choose(field, o)}
            className={cx(
              'rounded-full px-3 py-1 text-sm capitalize',
              team[field] === o ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300',
              editable ? 'hover:bg-slate-700' : 'cursor-default',
            )}
          >
            {o.replace(/-/g, ' ')}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-400" data-testid={`${field}-hint`}>
        <span className="capitalize">{team[field].replace(/-/g, ' ')}</span>: {tacticHint(field, team[field])}
      </p>
    </fieldset>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {[mine, other]
        .filter((t): t is LiveTeamView => Boolean(t))
        .map((team) => {
          const editable = team === mine;
          return (
            <section key={team.id} aria-label={`${team.name} tactics`} className="space-y-2 rounded-lg bg-slate-950/60 p-3">
              <h4 className="font-semibold">
                {team.name} {editable ? null : <span className="text-xs text-slate-500">(view only)</span>}
              </h4>
              {group('Game Pace', 'pace', PACES, team, editable)}
              {group('Offensive Strategy', 'offense', OFFENSES, team, editable)}
              {group('Defensive Strategy', 'defense', DEFENSES, team, editable)}
            </section>
          );
        })}
      {!mine ? <p className="text-slate-300">{viewOnlyText}</p> : null}
    </div>
  );
}
