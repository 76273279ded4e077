/** A player's honours and his history of moves, loans and injuries, newest first. */
import type { AwardEntry, PlayerEvent } from '@hardwood/shared';
import { Badge, Card, CardTitle } from '../../components/ui';
import { TrophyMark } from '../../components/TrophyMark';

const KIND_LABEL: Record<PlayerEvent['kind'], string> = {
  signing: 'Signing',
  purchase: 'Transfer',
  sale: 'Sale',
  transfer: 'Transfer',
  refill: 'Signing',
  academy: 'Academy',
  loan: 'Loan',
  injury: 'Injury',
  award: 'Award',
};
const KIND_TONE: Record<PlayerEvent['kind'], 'slate' | 'orange' | 'green' | 'blue' | 'red' | 'yellow'> = {
  signing: 'green',
  purchase: 'blue',
  sale: 'blue',
  transfer: 'blue',
  refill: 'green',
  academy: 'green',
  loan: 'slate',
  injury: 'red',
  award: 'yellow',
};

export function Honours({ awards }: { awards: readonly AwardEntry[] }) {
  if (awards.length === 0) return null;
  return (
    <Card className="space-y-2">
      <CardTitle>Honours</CardTitle>
      <ul className="flex flex-wrap gap-2" data-testid="player-awards">
        {awards.map((a) => (
          <li
            key={`${a.season}:${a.kind}:${a.leagueId}`}
            className="rounded-lg border border-amber-700/40 bg-amber-950/30 px-3 py-1.5 text-sm"
          >
            <span className="flex items-center gap-1 font-semibold text-amber-200">
              <TrophyMark />
              {a.label}
            </span>
            <span className="block text-xs text-slate-400">
              {a.leagueName} {a.seasonName} · {a.teamName}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PlayerHistory({ events, seasonName }: { events: readonly PlayerEvent[]; seasonName: (season: number) => string }) {
  return (
    <Card className="space-y-3">
      <CardTitle>History</CardTitle>
      {events.length === 0 ? (
        <p className="text-sm text-slate-400">No moves, loans, injuries or awards yet.</p>
      ) : (
        <ol className="space-y-2" data-testid="player-events">
          {events.map((e, i) => (
            <li key={`${e.season}:${e.matchday ?? 'end'}:${e.kind}:${i}`} className="flex flex-wrap items-baseline gap-2 text-sm">
              <span className="w-28 shrink-0 text-xs text-slate-500">
                {seasonName(e.season)} · {e.matchday === null ? 'season end' : `MD ${e.matchday}`}
              </span>
              <Badge tone={KIND_TONE[e.kind]}>{KIND_LABEL[e.kind]}</Badge>
              <span className="text-slate-200">{e.text}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
