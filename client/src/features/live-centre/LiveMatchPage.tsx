/** /live/:matchId: one Live Centre match, watched read-only. */
import { useParams } from 'wouter';
import { findListedMatch, matchTitle } from './live-centre-logic';
import { LiveCentreShell } from './live-centre-ui';
import { LiveMatchViewer } from './LiveMatchViewer';
import { useLiveCentre } from './useLiveCentre';

export function LiveMatchPage() {
  const { matchId = '' } = useParams<{ matchId: string }>();
  // The listing tells a finished match's score, a coming one's teams, and when it tips off.
  const listing = useLiveCentre();
  const listed = findListedMatch(listing.data, matchId);
  return (
    <LiveCentreShell back={{ href: '/live', label: 'Live Centre' }}>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-court-400">{listing.data?.competition.name ?? 'Live Centre'}</p>
        <h1 className="text-xl font-black sm:text-2xl">{listed ? matchTitle(listed) : 'Live match'}</h1>
        {listed ? (
          <p className="text-sm text-slate-400">
            Cycle {listed.cycle} · Round {listed.round}
          </p>
        ) : null}
      </div>
      {/* A new match id is a new room: a fresh viewer, nothing carried over. */}
      <LiveMatchViewer key={matchId} matchId={matchId} listing={{ match: listed, updatedAt: listing.dataUpdatedAt }} />
    </LiveCentreShell>
  );
}
