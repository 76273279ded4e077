/** The Redis keys the test's processes write and the test reads (the stand-in store). */
export const keys = {
  created: (matchId: string) => `test:created:${matchId}`,
  saveCalls: (matchId: string) => `test:save-calls:${matchId}`,
  result: (matchId: string) => `test:result:${matchId}`,
  start: (matchId: string) => `test:start:${matchId}`,
  progress: (matchId: string) => `test:progress:${matchId}`,
};
