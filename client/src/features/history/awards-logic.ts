/** The season's awards arranged for reading: by league, the manager's league first, the European Cup last; each league's honours in order. */
import { AWARD_KINDS, EUROPEAN_CUP_LEAGUE_ID, type AwardEntry, type SeasonAwards } from '@hardwood/shared';

export interface LeagueAwards {
  leagueId: number;
  leagueName: string;
  /** MVP, top scorer, best young player, then the All-League team (PG to C as the server lists it). */
  awards: AwardEntry[];
}

export function awardsByLeague(season: SeasonAwards): LeagueAwards[] {
  const leagues = new Map<number, LeagueAwards>();
  for (const award of season.awards) {
    const group = leagues.get(award.leagueId) ?? { leagueId: award.leagueId, leagueName: award.leagueName, awards: [] };
    group.awards.push(award);
    leagues.set(award.leagueId, group);
  }
  const rank = (id: number) => (id === season.ownLeagueId ? 0 : id === EUROPEAN_CUP_LEAGUE_ID ? 2 : 1);
  for (const group of leagues.values()) group.awards.sort((a, b) => AWARD_KINDS.indexOf(a.kind) - AWARD_KINDS.indexOf(b.kind));
  return [...leagues.values()].sort((a, b) => rank(a.leagueId) - rank(b.leagueId) || a.leagueName.localeCompare(b.leagueName));
}

/** The figure an award was won with, in words. */
export function awardFigure(award: AwardEntry): string {
  if (award.kind === 'top-scorer') return `${award.value.toFixed(1)} points a game`;
  if (award.kind === 'final-four-mvp') return `${award.value} efficiency in the Final Four`;
  return `${award.value.toFixed(1)} efficiency a game`;
}
