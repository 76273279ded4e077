/** The contract reads several screens share: the wage summary (and the season names it carries), a player's terms. */
import { useMemo } from 'react';
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { nameSeason, type SeasonNamer } from './contract-logic';

export const useWageSummary = () => useRouteQuery(ROUTES.contracts.summary, {});

/** His ask at the manager's club and the wage room; asked only while `enabled` (a dialog open). */
export const useContractTerms = (playerId: string, enabled = true) => useRouteQuery(ROUTES.contracts.terms, { playerId }, { enabled });

/** The current season's number (from the wage summary) and the calendar's namer for any season. */
export function useSeasonNamer(): { currentSeason: number | undefined; nameSeason: SeasonNamer | undefined } {
  const summary = useWageSummary();
  return useMemo(() => ({ currentSeason: summary.data?.season, nameSeason }), [summary.data]);
}
