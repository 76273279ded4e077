/** A live game's shot chart in its match report: its stored shots on the live match's chart. */
import { useMemo } from 'react';
import type { MatchReport } from '@hardwood/shared';
import { ShotChartPanel, type ShotChartSide } from '../match-view/ShotChart';

export function ReportShotChart({ report }: { report: MatchReport }) {
  const shots = useMemo(() => (report.live?.shots ?? []).map((s, i) => ({ ...s, seq: i })), [report.live]);
  // Each side's menu: the players who took a shot, in the box score's order.
  const sides = useMemo(() => {
    const side = (team: MatchReport['home']): ShotChartSide => ({
      name: team.name,
      players: team.players.filter((p) => shots.some((s) => s.playerId === p.playerId)).map((p) => ({ id: p.playerId, name: p.name })),
    });
    return { home: side(report.home), away: side(report.away) };
  }, [report.home, report.away, shots]);
  return <ShotChartPanel sides={sides} shots={shots} testId="report-shot-chart" />;
}
