/** A player's wage for a season and when his contract ends, as two entries of a card's details list. */
import { formatEuros, type Player } from '@hardwood/shared';
import { contractEndLabel, perSeason, type SeasonNamer } from './contract-logic';

export function ContractLine({ player, nameSeason }: { player: Pick<Player, 'salary' | 'contractEndsSeason'>; nameSeason?: SeasonNamer }) {
  return (
    <>
      <div>
        <dt className="text-slate-400">Wage</dt>
        <dd className="font-semibold tabular-nums" data-testid="player-wage">
          {formatEuros(perSeason(player.salary))}
          <span className="text-xs font-normal text-slate-400"> a season</span>
        </dd>
      </div>
      <div>
        <dt className="text-slate-400">Contract</dt>
        <dd data-testid="player-contract">{contractEndLabel(player.contractEndsSeason, nameSeason)}</dd>
      </div>
    </>
  );
}
