/**
 * A retiring player's Hall of Fame score: what his career in the world adds
 * up to (seasons, career totals from the box scores, awards, his peak
 * overall), weighed by the HALL_OF_FAME table; at its threshold or above he
 * enters. Pure, so the season end and a page explaining an entry agree.
 */
import { HALL_OF_FAME, type AwardKind, type HallOfFameRules } from '../rules-history.js';

export interface HallOfFameCareer {
  /** Seasons of the world in which he played at least one game. */
  seasons: number;
  points: number;
  rebounds: number;
  assists: number;
  /** One entry per award won. */
  awards: readonly AwardKind[];
  peakOverall: number;
}

/** What each part of a career brings to the score (each rounded to a tenth, for showing). */
export interface HallOfFameScoreParts {
  longevity: number;
  scoring: number;
  rebounding: number;
  playmaking: number;
  honours: number;
  peak: number;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

function rawParts(career: HallOfFameCareer, rules: HallOfFameRules): HallOfFameScoreParts {
  return {
    longevity: Math.max(0, career.seasons) * rules.perSeason,
    scoring: Math.max(0, career.points) * rules.perPoint,
    rebounding: Math.max(0, career.rebounds) * rules.perRebound,
    playmaking: Math.max(0, career.assists) * rules.perAssist,
    honours: career.awards.reduce((sum, kind) => sum + rules.perAward[kind], 0),
    peak: Math.max(0, career.peakOverall - rules.peakBaseline) * rules.perPeakPoint,
  };
}

export function hallOfFameScoreParts(career: HallOfFameCareer, rules: HallOfFameRules = HALL_OF_FAME): HallOfFameScoreParts {
  const parts = rawParts(career, rules);
  return {
    longevity: tenth(parts.longevity),
    scoring: tenth(parts.scoring),
    rebounding: tenth(parts.rebounding),
    playmaking: tenth(parts.playmaking),
    honours: tenth(parts.honours),
    peak: tenth(parts.peak),
  };
}

/** The career's score, to a tenth (summed before rounding, so the threshold is met or not by the true sum). */
export function hallOfFameScore(career: HallOfFameCareer, rules: HallOfFameRules = HALL_OF_FAME): number {
  const parts = rawParts(career, rules);
  return tenth(parts.longevity + parts.scoring + parts.rebounding + parts.playmaking + parts.honours + parts.peak);
}

export function entersHallOfFame(score: number, rules: HallOfFameRules = HALL_OF_FAME): boolean {
  return score >= rules.threshold;
}

/**
 * His best overall: the highest of his season-end overalls (stored as pairs
 * [season, overall, season, overall…]) and his overall now.
 */
export function peakOverall(ratingHistory: readonly number[] | null | undefined, current: number): number {
  let peak = current;
  const pairs = ratingHistory ?? [];
  for (let i = 1; i < pairs.length; i += 2) peak = Math.max(peak, pairs[i] ?? 0);
  return peak;
}
