/**
 * A player page (/player/:id): any player of the career's world, as much
 * as the manager may see of him (the server decides: skills, potential),
 * his seasons per competition, his overall by season, honours, history and
 * latest games.
 */
import { ROUTES } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { HallOfFameEntryOr } from '../history/HallOfFameEntry';
import { ContractCard } from './ContractCard';
import { DevelopmentCard } from './DevelopmentCard';
import { GameLog } from './GameLog';
import { OverallChart } from './OverallChart';
import { Honours, PlayerHistory } from './PlayerHistory';
import { PlayerSummary } from './PlayerSummary';
import { SeasonStatsTable } from './SeasonStatsTable';

export function PlayerPage({ playerId }: { playerId: string }) {
  const profile = useRouteQuery(ROUTES.playerPages.profile, { playerId });
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  const data = profile.data;
  const seasonName = (season: number) =>
    data?.ratings.find((r) => r.season === season)?.seasonName ??
    data?.seasons.find((s) => s.season === season)?.seasonName ??
    `Season ${season}`;
  return (
    <PageShell>
      {profile.isLoading ? <Loading text="Loading player..." /> : null}
      {/* A retired player's page is his Hall of Fame entry if he entered it. */}
      {notFound ? (
        <HallOfFameEntryOr
          playerId={playerId}
          otherwise={<EmptyState title="Player Not Found">He is not a player of your world: he may have retired.</EmptyState>}
        />
      ) : null}
      {profile.isError && !notFound ? <ErrorNote>Failed to fetch the player.</ErrorNote> : null}
      {data ? (
        <article aria-label={data.player.name} className="space-y-4" data-testid="player-page">
          <PlayerSummary player={data.player} />
          <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
            <Card className="space-y-2">
              <CardTitle>Overall by season</CardTitle>
              <OverallChart ratings={data.ratings} />
            </Card>
            <ContractCard player={data.player} currentSeason={data.ratings.find((r) => r.current)?.season} />
          </div>
          <DevelopmentCard lines={data.development} />
          <Honours awards={data.awards} />
          <SeasonStatsTable seasons={data.seasons} />
          <GameLog games={data.games} />
          <PlayerHistory events={data.events} seasonName={seasonName} />
        </article>
      ) : null}
    </PageShell>
  );
}
