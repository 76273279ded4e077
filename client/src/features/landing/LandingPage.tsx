/** The landing page for visitors. Every sign-in button goes to the sign-in page. */
import { BarChart3, Euro, Telescope, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { SIGN_IN_URL } from '@hardwood/shared';
import { Button } from '../../components/ui';
import { useCatalogueStats } from '../../lib/queries';
import { WatchLiveSection } from '../live-centre/WatchLiveSection';
import { CATALOGUE_COUNTS } from './landing-stats';

export const signIn = () => window.location.assign(SIGN_IN_URL);

const FEATURES = [
  {
    title: 'Deep Player Analytics',
    text: 'Seven skills, form, fitness and morale for every player, and season statistics from every game your club plays.',
    art: BarChart3,
  },
  {
    title: 'Scout Future Superstars',
    text: 'Find teenage talent, grow them in your youth academy and send them on loan to gain minutes.',
    art: Telescope,
  },
  {
    title: 'Conquer European Basketball',
    text: 'Coach your matches live against an authoritative game server while the rest of Europe plays on.',
    art: Trophy,
  },
  { title: 'Master Financial Management', text: 'Balance salaries, transfers and sponsorships without breaking the budget.', art: Euro },
] as const;

function StatsRow() {
  const { data } = useCatalogueStats();
  const figures = [
    { label: 'Countries', value: CATALOGUE_COUNTS.countries },
    { label: 'Leagues', value: CATALOGUE_COUNTS.leagues },
    { label: 'Clubs', value: CATALOGUE_COUNTS.clubs },
    { label: 'Players', value: data?.players?.toLocaleString('en-US') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4 text-center" data-testid="landing-stat">
          {/* Fixed height: no layout shift when the figures arrive. */}
          <dd className="h-9 text-3xl font-black text-court-400">{f.value ?? '—'}</dd>
          <dt className="text-sm text-slate-400">{f.label}</dt>
        </div>
      ))}
    </dl>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-[radial-gradient(ellipse_at_top,_rgba(249,115,22,0.18),_transparent_60%)]">
      {/* One line on a 375-pixel phone: the buttons never wrap, and shrink before they would. */}
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4">
        <span className="flex min-w-0 items-center gap-1.5 text-base font-black tracking-tight sm:gap-2 sm:text-xl">
          <img src="/favicon.svg" alt="" className="h-7 w-7 shrink-0" /> <span className="truncate">Hardwood</span>
        </span>
        <div className="flex shrink-0 gap-1 sm:gap-2" data-testid="landing-header-actions">
          <Button variant="ghost" size="sm" className="whitespace-nowrap sm:h-10 sm:px-4" onClick={signIn}>
            Sign In
          </Button>
          <Button size="sm" className="whitespace-nowrap sm:h-10 sm:px-4" onClick={signIn}>
            Start Managing
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-16 px-4 pb-16">
        <section className="pt-10 text-center sm:pt-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-black leading-tight tracking-tight sm:text-6xl">
            Run a European basketball club. <span className="text-court-500">Coach it live.</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
            Take over a club in one of Europe's leagues, set your starting five, make your substitutions while the game server plays, and
            build a team that lasts.
          </p>
          <Button size="lg" className="mt-8" onClick={signIn}>
            Login &amp; Start Playing
          </Button>
        </section>

        <StatsRow />

        <WatchLiveSection />

        <section aria-labelledby="features-title" className="space-y-6">
          <h2 id="features-title" className="text-center text-2xl font-bold">
            Everything a manager does
          </h2>
          {/* Small screens: a card for each of the four features. */}
          <div className="grid gap-4 sm:grid-cols-2 lg:hidden" data-testid="feature-cards">
            {FEATURES.map((f) => (
              <article key={f.title} className="rounded-xl border border-slate-800 bg-slate-900/70 p-5">
                <f.art aria-hidden="true" className="h-8 w-8 text-court-400" />
                <h3 className="mt-2 text-lg font-bold">{f.title}</h3>
                <p className="mt-1 text-slate-300">{f.text}</p>
              </article>
            ))}
          </div>
          {/* Large screens: four image-and-text rows. */}
          <div className="hidden space-y-8 lg:block">
            {FEATURES.map((f, i) => (
              <article key={f.title} className={`flex items-center gap-10 ${i % 2 ? 'flex-row-reverse' : ''}`}>
                <div
                  aria-hidden="true"
                  className="flex h-48 w-80 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-court-600/40 to-slate-800"
                >
                  <f.art className="h-20 w-20 text-court-400" />
                </div>
                <div>
                  <h3 className="text-2xl font-bold">{f.title}</h3>
                  <p className="mt-2 text-lg text-slate-300">{f.text}</p>
                </div>
              </article>
            ))}
          </div>
        </section>

        <section className="rounded-2xl border border-court-600/40 bg-court-500/10 p-8 text-center">
          <h2 className="text-2xl font-bold">Begin Your Journey</h2>
          <p className="mt-2 text-slate-300">Pick a country, pick a club, and take charge of your first matchday.</p>
          <Button size="lg" className="mt-6" onClick={signIn}>
            Start Managing
          </Button>
        </section>
      </main>

      <footer className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        <Link href="/live" className="text-court-400 hover:underline">
          Live Centre
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-600">
          ·
        </span>
        <Link href="/rules" className="text-court-400 hover:underline">
          Rules &amp; Regulations
        </Link>
        <p className="mt-2">© 2025 Hardwood. All rights reserved.</p>
      </footer>
    </div>
  );
}
