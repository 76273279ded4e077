/**
 * The player's contract card: where he is signed and on what terms, his
 * wage a season and the season his contract ends (wages are public, so any
 * player's). The manager's own player whose contract ends this season
 * points to the Office, where contracts are renewed.
 */
import { Link } from 'wouter';
import { formatEuros, seasonName, type PlayerProfile } from '@hardwood/shared';
import { Card, CardTitle } from '../../components/ui';
import { ContractLine } from '../contracts';
import { officePath } from '../office/office-gate';

export function ContractCard({ player, currentSeason }: { player: PlayerProfile['player']; currentSeason?: number }) {
  const endsNow =
    player.relation === 'own' &&
    player.contractEndsSeason !== null &&
    currentSeason !== undefined &&
    player.contractEndsSeason <= currentSeason;
  return (
    <Card className="space-y-3" data-testid="contract-card">
      <CardTitle>Contract</CardTitle>
      {player.club ? (
        <p className="text-sm text-slate-300">
          Under contract with <span className="font-semibold text-slate-50">{player.club.name}</span>
          {player.loanClub ? `, on loan at ${player.loanClub.name}` : ''}.
        </p>
      ) : (
        <p className="text-sm text-slate-300">
          A free agent: any club may sign him for his value, {formatEuros(player.value)}.{' '}
          <Link href="/transfers" className="font-semibold text-court-400 hover:underline">
            Free agents
          </Link>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <ContractLine player={player} nameSeason={seasonName} freeAgent={!player.club} />
      </dl>
      {endsNow ? (
        <p className="rounded-lg border border-amber-700/60 bg-amber-950/40 p-2 text-sm text-amber-100" data-testid="contract-ending">
          His contract ends this season.{' '}
          <Link href={officePath('contracts')} className="font-semibold text-court-400 hover:underline">
            Renew in the Office
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
