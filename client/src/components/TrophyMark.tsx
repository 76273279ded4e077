/**
 * A trophy drawn as an icon, not the 🏆 emoji, which shows as an empty box
 * on a system without an emoji font. `label` names it for a screen reader
 * where the trophy itself says something ("Champion"); without one it is decoration.
 */
import { Trophy } from 'lucide-react';
import { cx } from './ui';

export function TrophyMark({ label, className }: { label?: string; className?: string }) {
  return (
    <Trophy
      data-testid="trophy"
      className={cx('inline-block h-4 w-4 shrink-0 align-[-0.15em] text-amber-300', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
