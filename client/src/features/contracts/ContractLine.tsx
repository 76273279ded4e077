/**
 * A player's wage for a season and when his contract ends, as two entries of
 * a card's details list; a free agent's is what he earned last, and no
 * contract.
 */
import { formatEuros, type Player } from '@hardwood/shared';
import { contractEndLabel, perSeason, type SeasonNamer } from './contract-logic';

export function ContractLine({
  player,
  nameSeason,
  freeAgent = false,
}: {
  player: Pick<Player, 'salary' | 'contractEndsSeason'>;
  nameSeason?: SeasonNamer;
  freeAgent?: boolean;
}) {
  return (
    <>
      <div>
        <dt className="text-slate-400">{freeAgent ? 'Last wage' : 'Wage'}</dt>
        <dd className="font-semibold tabular-nums" data-testid="player-wage">
          {formatEuros(perSeason(player.salary))}
          <span className="text-xs font-normal text-slate-400"> a season</span>
        </dd>
      </div>
      <div>
        <dt className="text-slate-400">Contract</dt>
        {freeAgent ? (
          <dd className="text-emerald-300" data-testid="player-contract">
            Free agent
          </dd>
        ) : (
          <dd data-testid="player-contract">{contractEndLabel(player.contractEndsSeason, nameSeason)}</dd>
        )}
      </div>
    </>
  );
}
