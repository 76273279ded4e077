/** The hub's pill-shaped tab bar (Radix tabs): scrolls sideways on phones, the active pill in the court colour. */
import * as Tabs from '@radix-ui/react-tabs';

export function PillTabList<T extends string>({ label, tabs }: { label: string; tabs: ReadonlyArray<{ id: T; label: string }> }) {
  return (
    <Tabs.List aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {tabs.map((t) => (
        <Tabs.Trigger
          key={t.id}
          value={t.id}
          className="shrink-0 rounded-full bg-slate-800 px-4 py-1.5 text-sm font-semibold text-slate-300 hover:bg-slate-700 data-[state=active]:bg-court-500 data-[state=active]:text-slate-950"
        >
          {t.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
