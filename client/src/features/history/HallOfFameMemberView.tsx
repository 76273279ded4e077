/**
 * A Hall of Fame member's entry: who he was, his career in the world summed
 * from the box scores, his honours and clubs, and what his score is made of.
 * It stands for his player page once he has retired.
 */
import { Link } from 'wouter';
import type { HallOfFameMember } from '@hardwood/shared';
import { TrophyMark } from '../../components/TrophyMark';
import { Badge, Card, CardTitle } from '../../components/ui';

const perGame = (total: number, games: number) => (games > 0 ? (total / games).toFixed(1) : '0.0');

const SCORE_PARTS = [
  ['longevity', 'Seasons played'],
  ['scoring', 'Points'],
  ['rebounding', 'Rebounds'],
  ['playmaking', 'Assists'],
  ['honours', 'Awards'],
  ['peak', 'Peak overall'],
] as const;

/** "2025-26" for one season, "2025-26 to 2029-30" for several. */
export function seasonSpan(seasons: HallOfFameMember['seasons']): string {
  const first = seasons[0];
  const last = seasons[seasons.length - 1];
  if (!first || !last) return '';
  return first.season === last.season ? first.seasonName : `${first.seasonName} to ${last.seasonName}`;
}

export function HallOfFameMemberView({ member }: { member: HallOfFameMember }) {
  const { totals, games } = member;
  const stats = [
    ['Games', String(games), ''],
    ['Points', String(totals.points), `${perGame(totals.points, games)} a game`],
    ['Rebounds', String(totals.rebounds), `${perGame(totals.rebounds, games)} a game`],
    ['Assists', String(totals.assists), `${perGame(totals.assists, games)} a game`],
  ] as const;
  return (
    <article aria-label={member.name} className="space-y-4" data-testid="hall-of-fame-member">
      <header className="space-y-1">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-amber-300">
          <TrophyMark /> Hall of Fame · class of {member.inducted.seasonName}
        </p>
        <h1 className="text-2xl font-bold">{member.name}</h1>
        <p className="text-sm text-slate-400">
          {member.position} · {member.nationality ? `${member.nationality} · ` : ''}retired at {member.age} · {seasonSpan(member.seasons)}
        </p>
      </header>
      <Card className="space-y-3">
        <CardTitle>Career</CardTitle>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="member-career">
          {stats.map(([label, value, sub]) => (
            <div key={label} className="rounded-lg bg-slate-950/60 p-3">
              <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{value}</dd>
              {sub ? <dd className="text-xs text-slate-400">{sub}</dd> : null}
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="space-y-2">
          <CardTitle>Honours</CardTitle>
          {member.awards.length === 0 ? (
            <p className="text-sm text-slate-400">No awards: he got in on his career.</p>
          ) : (
            <ul className="divide-y divide-slate-800 text-sm" data-testid="member-awards">
              {member.awards.map((a, i) => (
                <li key={`${a.season}:${a.kind}:${i}`} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                  <span>{a.label}</span>
                  <span className="text-slate-400">
                    {a.leagueName} · {a.seasonName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="space-y-2">
          <CardTitle>Clubs</CardTitle>
          <ul className="flex flex-wrap gap-2 text-sm">
            {member.clubs.map((c) => (
              <li key={c.id}>
                <Link href={`/club/${c.id}/history`} className="font-semibold text-court-400 hover:underline">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Hall of Fame score</CardTitle>
          <Badge tone="yellow">{member.score.toFixed(1)}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="member-score">
          {SCORE_PARTS.map(([key, label]) => (
            <div key={key} className="flex justify-between gap-2 border-b border-slate-800 py-1">
              <dt className="text-slate-400">{key === 'peak' ? `${label} ${member.peakOverall}` : label}</dt>
              <dd className="font-semibold tabular-nums">{member.parts[key].toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </article>
  );
}
