import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-black text-court-500">404</p>
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-slate-400">The page you asked for is not part of the game.</p>
      <Link href="/" className="rounded-lg bg-court-500 px-4 py-2 font-semibold text-slate-950 hover:bg-court-400">
        Back to Hardwood
      </Link>
    </main>
  );
}
