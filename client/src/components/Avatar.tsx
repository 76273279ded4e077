/**
 * A player's avatar: his image, or the first letters of his first two names
 * (the rules table's fallback initials for a nameless player) when he has no
 * image or it does not load.
 */
import { useState } from 'react';
import { AVATAR_FALLBACK_INITIALS } from '@hardwood/shared';
import { cx } from './ui';

export function avatarInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return letters || AVATAR_FALLBACK_INITIALS;
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-14 w-14 text-lg' } as const;

export function Avatar({
  name,
  url,
  size = 'md',
  className,
}: {
  name: string;
  url?: string | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(url) && failed !== url;
  return (
    <span
      data-testid="avatar"
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-court-500 font-black text-slate-950',
        SIZES[size],
        className,
      )}
    >
      {showImage && url ? (
        <img src={url} alt="" className="h-full w-full object-cover" onError={() => setFailed(url)} />
      ) : (
        avatarInitials(name)
      )}
    </span>
  );
}
