/** The contract reads several screens share: the wage summary (and the season names it carries), a player's terms. */
import { useMemo } from 'react';
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { seasonNamer, type SeasonNamer } from './contract-logic';

export const useWageSummary = () => useRouteQuery(ROUTES.contracts.summary, {});

/** His ask at the manager's club and the wage room; asked only while `enabled` (a dialog open). */
export const useContractTerms = (playerId: string, enabled = true) => useRouteQuery(ROUTES.contracts.terms, { playerId }, { enabled });

/**
 * The current season's number and a namer for any season, from the wage
 * summary (the one answer that pairs a season's number with its name);
 * until it answers, contracts read "ends after season N".
 */
export function useSeasonNamer(): { currentSeason: number | undefined; nameSeason: SeasonNamer | undefined } {
  const summary = useWageSummary();
  return useMemo(
    () => ({ currentSeason: summary.data?.season, nameSeason: summary.data ? seasonNamer(summary.data) : undefined }),
    [summary.data],
  );
}
