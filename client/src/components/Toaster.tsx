import { AnimatePresence, m } from 'framer-motion';
import { dismissToast, useToasts } from '../lib/toast';
import { cx } from './ui';

/** One toast at a time, announced politely to screen readers. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3 sm:left-auto sm:right-4 sm:items-end"
    >
      <AnimatePresence>
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <m.div
              key={t.id}
              role={t.variant === 'destructive' ? 'alert' : 'status'}
              initial={{ opacity: 0, y: -12 }}
              animate={{ opacity: 1, y: 0 }}
              exit={{ opacity: 0, y: -12 }}
              className={cx(
                'pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-xl',
                t.variant === 'destructive' ? 'border-red-700 bg-red-950 text-red-50' : 'border-slate-700 bg-slate-900 text-slate-50',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{t.title}</p>
                  {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
                </div>
                <button
                  type="button"
                  aria-label="Dismiss"
                  onClick={() => dismissToast(t.id)}
                  className="rounded p-1 text-sm opacity-70 hover:opacity-100"
                >
                  ✕
                </button>
              </div>
            </m.div>
          ))}
      </AnimatePresence>
    </div>
  );
}
