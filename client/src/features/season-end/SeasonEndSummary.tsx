/**
 * What the season end did, told as the manager's moment: it opens with his
 * own club (where it finished, the prize money, the contracts that ended
 * or were renewed, his players who retired, next season's wage budget) and
 * keeps the world's season (champions, promotions, every retirement,
 * awards) behind a link.
 */
import { useState } from 'react';
import { countOf, formatEuros, seasonName, seasonWage, type SeasonEndClub, type SeasonEndResult } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { TrophyMark } from '../../components/TrophyMark';
import { Button } from '../../components/ui';
import { SeasonAwardsSummary } from '../history/SeasonAwardsSummary';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const CUP_FINISH: Record<string, string> = {
  Champion: 'won the European Cup',
  Final: 'reached the European Cup final',
  'Final Four': 'reached the European Cup Final Four',
  Quarterfinal: 'went out in the European Cup quarterfinals',
};

function finishLine(club: SeasonEndClub): string {
  if (club.position === null) return `${club.teamName} played ${club.leagueName || 'the season'}.`;
  return `${club.teamName} finished ${ordinal(club.position)} of ${club.teams} in ${club.leagueName} (${club.wins}-${club.losses}).`;
}

function OwnSeason({ club }: { club: SeasonEndClub }) {
  const contracts = club.contractsRenewed.length + club.contractsEnded.length;
  return (
    <section aria-label="Your season" className="space-y-3" data-testid="season-end-club">
      <div>
        <p className="text-base font-bold">{finishLine(club)}</p>
        {club.cupFinish ? <p className="text-slate-300">Your club {CUP_FINISH[club.cupFinish] ?? club.cupFinish}.</p> : null}
      </div>
      <div>
        <p className="font-semibold">Prize money: {formatEuros(club.prizeMoney)}</p>
        {club.prizes.length > 0 ? (
          <ul className="mt-1 text-slate-300">
            {club.prizes.map((p) => (
              <li key={p.description}>
                {p.description.replace(/^Prize money:\s*/i, '')}: {formatEuros(p.amount)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-400">No prize money this season.</p>
        )}
      </div>
      <div>
        <p className="font-semibold">Contracts that reached their end: {contracts}</p>
        {contracts === 0 ? <p className="text-slate-400">None of your contracts ended with the season.</p> : null}
        <ul className="mt-1 text-slate-300">
          {club.contractsRenewed.map((c) => (
            <li key={c.id}>
              {c.name}: renewed, {formatEuros(seasonWage(c.salary))} a season until {seasonName(c.endsSeason)}
            </li>
          ))}
          {club.contractsEnded.map((c) => (
            <li key={c.id}>{c.name}: contract ended, he left the club</li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-semibold">Your retirements: {club.retirements.length}</p>
        {club.retirements.length > 0 ? (
          <ul className="mt-1 text-slate-300">
            {club.retirements.map((r) => (
              <li key={r.id}>
                {r.name} ({r.age})
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p>
        <span className="font-semibold">Next season’s wage budget: {formatEuros(club.wageBudget)}</span>
        <span className="text-slate-400"> · wage bill {formatEuros(club.wageBill)}</span>
      </p>
    </section>
  );
}

function WorldSeason({ result }: { result: SeasonEndResult }) {
  const retired = result.ageingResults.retirements;
  return (
    <section aria-label="The world's season" className="space-y-4" data-testid="season-end-world">
      {result.champion ? (
        <p>
          <TrophyMark className="mr-1" />
          <span className="font-bold">{result.champion}</span> won the league.
        </p>
      ) : null}
      {result.cupChampion ? (
        <p>
          <TrophyMark className="mr-1" />
          <span className="font-bold">{result.cupChampion}</span> won the European Cup.
        </p>
      ) : null}
      <SeasonAwardsSummary />
      {result.cupEntrants.length > 0 ? (
        <p className="text-slate-300">Next European Cup: {result.cupEntrants.map((t) => t.name).join(', ')}.</p>
      ) : null}
      {result.promotions.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <p className="font-semibold text-emerald-300">Promoted</p>
            <ul className="mt-1 text-slate-300">
              {result.promotions.map((t) => (
                <li key={t.id}>{t.name}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-semibold text-rose-300">Relegated</p>
            <ul className="mt-1 text-slate-300">
              {result.relegations.map((t) => (
                <li key={t.id}>{t.name}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div>
        <p className="font-semibold">
          {countOf(result.ageingResults.aged, 'player')} a year older · {retired.length} retired
        </p>
        {retired.length > 0 ? (
          <ul className="mt-1 max-h-40 overflow-y-auto text-slate-300">
            {retired.map((r) => (
              <li key={r.id}>
                {r.name} ({r.age}) · {r.club}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export function SeasonEndSummary({ result, onClose }: { result: SeasonEndResult; onClose: () => void }) {
  const [worldOpen, setWorldOpen] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Welcome to ${result.newSeason.seasonName}`}
      description={`Your club plays ${result.newSeason.leagueName} this season.`}
    >
      <div className="space-y-4 text-sm" data-testid="season-end-summary">
        <OwnSeason club={result.club} />
        <button
          type="button"
          className="text-sm font-semibold text-court-400 hover:underline"
          aria-expanded={worldOpen}
          aria-controls="season-end-world"
          onClick={() => setWorldOpen((open) => !open)}
        >
          {worldOpen
            ? 'Hide the world’s season'
            : `The world’s season: champions, promotions and ${countOf(result.ageingResults.retirements.length, 'retirement')}`}
        </button>
        {worldOpen ? (
          <div id="season-end-world">
            <WorldSeason result={result} />
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>Start the Season</Button>
        </div>
      </div>
    </Dialog>
  );
}
