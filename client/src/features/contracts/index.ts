/** Contracts and wages: what other features use. */
export { ContractLine } from './ContractLine';
export { ContractLengthPicker } from './ContractLengthPicker';
export { ReleaseAction } from './ReleaseAction';
export { WageImpactSummary } from './WageImpactSummary';
export { ExpiringContractsPanel } from './ExpiringContractsPanel';
export { WageSummaryCard } from './WageSummaryCard';
export { useContractTerms, useSeasonNamer, useWageSummary } from './contract-queries';
export {
  contractCost,
  contractEndLabel,
  dealRefusal,
  perSeason,
  playerRefusalReason,
  nameSeason,
  seasons,
  wageImpact,
  type SeasonNamer,
} from './contract-logic';
export { DealActions } from './DealActions';
export { RefusalReasons } from './RefusalReasons';
