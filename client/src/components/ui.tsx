/** Small styled building blocks shared by every screen. */
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { REPUTATION_MAX_STARS } from '@hardwood/shared';

export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-court-500 text-slate-950 hover:bg-court-400 disabled:bg-court-500/40',
  secondary: 'bg-slate-800 text-slate-100 hover:bg-slate-700 disabled:bg-slate-800/50',
  ghost: 'bg-transparent text-slate-200 hover:bg-slate-800',
  outline: 'border border-slate-600 text-slate-100 hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:bg-red-600/40',
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'sm' | 'md' | 'lg' }) {
  const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;
  return (
    <button
      type="button"
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70',
        BUTTON_VARIANTS[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-xl border border-slate-800 bg-slate-900/80 p-4 shadow-sm', className)} {...props} />;
}

export function CardTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={cx('text-sm font-semibold uppercase tracking-wide text-slate-400', className)}>{children}</h2>;
}

export function Badge({
  children,
  tone = 'slate',
  className,
}: {
  children: ReactNode;
  tone?: 'slate' | 'orange' | 'green' | 'blue' | 'red' | 'yellow';
  className?: string;
}) {
  const tones = {
    slate: 'bg-slate-800 text-slate-200',
    orange: 'bg-court-500/20 text-court-400',
    green: 'bg-emerald-500/20 text-emerald-300',
    blue: 'bg-sky-500/20 text-sky-300',
    red: 'bg-red-500/20 text-red-300',
    yellow: 'bg-amber-500/20 text-amber-300',
  } as const;
  return (
    <span className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-slate-600 border-t-court-400"
    />
  );
}

/** A centred loading line that holds the space the content will take. */
export function Loading({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx('flex min-h-32 items-center justify-center gap-3 text-slate-300', className)}>
      <Spinner label={text} />
      <span>{text}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-700 p-8 text-center">
      <p className="font-semibold text-slate-100">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-400">{children}</div> : null}
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-800 bg-red-950/60 p-3 text-sm text-red-200">
      {children}
    </p>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-800"
    >
      <div className="h-full rounded-full bg-court-500 transition-[width] duration-500" style={{ width: `${pct}%` }} />
    </div>
  );
}

/** Reputation as 1 to 5 stars. */
export function Stars({ value }: { value: number }) {
  return (
    <span aria-label={`Reputation ${value} of ${REPUTATION_MAX_STARS} stars`} className="inline-flex text-amber-400">
      {Array.from({ length: REPUTATION_MAX_STARS }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < value ? '' : 'text-slate-700'}>
          ★
        </span>
      ))}
    </span>
  );
}
