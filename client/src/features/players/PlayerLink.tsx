/** A player's name that opens his page; plain text when he has none (retired). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from '../../components/ui';

export const playerPath = (playerId: string) => `/player/${encodeURIComponent(playerId)}`;

export function PlayerLink({
  playerId,
  children,
  linkable = true,
  className,
}: {
  playerId: string;
  children: ReactNode;
  linkable?: boolean;
  className?: string;
}) {
  if (!linkable) return <span className={className}>{children}</span>;
  return (
    <Link href={playerPath(playerId)} className={cx('font-medium text-slate-50 hover:text-court-400 hover:underline', className)}>
      {children}
    </Link>
  );
}
