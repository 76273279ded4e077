/** The contract's length, 1-4 seasons, as a row of radio pills (keyboard: arrows move between them). */
import { useId } from 'react';
import { CONTRACT_LENGTHS, type ContractLength } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { seasons, type SeasonNamer } from './contract-logic';

export function ContractLengthPicker({
  value,
  onChange,
  lengths = CONTRACT_LENGTHS,
  currentSeason,
  nameSeason,
  disabled = false,
}: {
  value: ContractLength;
  onChange: (length: ContractLength) => void;
  lengths?: readonly number[];
  /** The season of signing (it counts as the first), to say which season the contract ends with. */
  currentSeason?: number;
  nameSeason?: SeasonNamer;
  disabled?: boolean;
}) {
  const name = useId();
  const offered = CONTRACT_LENGTHS.filter((l) => lengths.includes(l));
  const endName = currentSeason !== undefined ? (nameSeason?.(currentSeason + value - 1) ?? null) : null;
  return (
    <fieldset className="space-y-1" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-200">Contract length</legend>
      <div className="flex gap-1">
        {offered.map((length) => (
          <label
            key={length}
            className={cx(
              'flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-court-400',
              value === length
                ? 'border-court-500 bg-court-500 text-slate-950'
                : 'border-slate-700 bg-slate-950 text-slate-300 hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={length}
              checked={value === length}
              onChange={() => onChange(length)}
              className="sr-only"
              aria-label={seasons(length)}
            />
            {length}
            <span className="ml-1 text-xs font-normal">{length === 1 ? 'season' : 'seasons'}</span>
          </label>
        ))}
      </div>
      {endName ? <p className="text-xs text-slate-400">Runs until the end of {endName}.</p> : null}
    </fieldset>
  );
}
