/**
 * The closed sets of values the stored records take, each listed once: the API's mongoose enums and the
 * payload schemas are built from these lists, so a record and its payload cannot disagree on a value.
 */
import type { InjurySeverity } from './rules.js';

export const LOAN_STATUSES = ['active', 'completed', 'recalled'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** A loan report is the end-of-loan one or one the manager asked for. */
export const LOAN_REPORT_KINDS = ['final', 'requested'] as const;

export const PROSPECT_STATUSES = ['available', 'signed', 'discarded'] as const;

/** In the academy; released (compensation paid); promoted to the roster; let go without a place. */
export const YOUTH_STATUSES = ['academy', 'released', 'promoted', 'left'] as const;

export const TOURNAMENT_RESULTS = ['win', 'loss'] as const;

export const AGENT_REQUEST_TYPES = ['salary_increase', 'transfer_request'] as const;
export const AGENT_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** The keys of INJURY_SEVERITIES (rules.ts), as a list. */
export const INJURY_SEVERITY_NAMES = ['minor', 'moderate', 'severe'] as const satisfies readonly InjurySeverity[];

export const INJURY_TREATMENTS = ['standard', 'specialized'] as const;

export const LIVE_CENTRE_MATCH_STATUSES = ['scheduled', 'live', 'finished'] as const;

export const SEASON_STATES = ['in_progress', 'complete'] as const;

/** A deal is written first, then carried out step by step until done (resumable after a crash). */
export const DEAL_STATES = ['pending', 'done'] as const;
