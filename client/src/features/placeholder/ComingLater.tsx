import { Card } from '../../components/ui';

/** A hub area whose feature has not opened yet: says what it will hold, nothing pretends to work. */
export function ComingLater({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="coming-later-title" className="space-y-4">
      <h1 id="coming-later-title" className="text-2xl font-bold">
        {title}
      </h1>
      <Card className="text-slate-300">
        <p>{text}</p>
        <p className="mt-2 text-sm text-slate-500">This area opens in a coming update.</p>
      </Card>
    </section>
  );
}
