/** The Redis keys the test's processes write and the test reads (the stand-in store). */
export const keys = {
  created: (matchId: string) => `test:created:${matchId}`,
  saveCalls: (matchId: string) => `test:save-calls:${matchId}`,
  result: (matchId: string) => `test:result:${matchId}`,
  start: (matchId: string) => `test:start:${matchId}`,
  progress: (matchId: string) => `test:progress:${matchId}`,
  /** The processes (ports) a league match's room was opened on. */
  openedOn: (matchId: string) => `test:opened-on:${matchId}`,
  /** The league round's processing: claimed once, counted every time it is tried. */
  roundProcessed: 'test:round-processed',
  roundProcessCalls: 'test:round-process-calls',
};
