/**
 * The player's contract card: where he is signed and on what terms. Today
 * the club (or the free-agent market, or his loan); the contracts feature
 * puts his wage and the season his contract ends here, from the profile.
 */
import { Link } from 'wouter';
import { formatEuros, type PlayerProfile } from '@hardwood/shared';
import { Card, CardTitle } from '../../components/ui';

export function ContractCard({ player }: { player: PlayerProfile['player'] }) {
  return (
    <Card className="space-y-2" data-testid="contract-card">
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
    </Card>
  );
}
