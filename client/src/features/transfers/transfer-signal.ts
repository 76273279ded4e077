/**
 * The signal from outside the Transfers panel that opens one of its tabs
 * (the spec: the office's Scout Reports tab sends the manager to Player
 * Loans). A request made before the panel mounts waits for it; a mounted
 * panel hears it at once.
 */
import type { TransferTabId } from './TransfersTab';

const EVENT = 'hardwood:transfer-tab';
let waiting: TransferTabId | null = null;
/** The loans tab may also be asked to focus its scout-report button. */
let focusScoutReport = false;

export function requestTransferTab(tab: TransferTabId, options: { focusScoutReport?: boolean } = {}): void {
  waiting = tab;
  focusScoutReport = options.focusScoutReport ?? false;
  window.dispatchEvent(new CustomEvent<TransferTabId>(EVENT, { detail: tab }));
}

/** The tab requested before the panel mounted, once. */
export function takeRequestedTransferTab(): TransferTabId | null {
  const tab = waiting;
  waiting = null;
  return tab;
}

export function onTransferTabRequest(listener: (tab: TransferTabId) => void): () => void {
  const handler = (event: Event) => {
    waiting = null;
    listener((event as CustomEvent<TransferTabId>).detail);
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

/** Whether the last request asked for the scout-report button, once. */
export function takeScoutReportFocus(): boolean {
  const focus = focusScoutReport;
  focusScoutReport = false;
  return focus;
}
