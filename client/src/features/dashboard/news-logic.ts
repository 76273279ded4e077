/** The news item's age as the spec shows it: under an hour 'A few minutes ago', then hours, then days. */
export function newsAge(createdAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, (now - Date.parse(createdAt)) / 60_000);
  if (!(minutes < Infinity) || minutes < 60) return 'A few minutes ago';
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
