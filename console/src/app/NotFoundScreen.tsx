import { Link } from 'wouter';

/** Any path the console does not know. */
export function NotFoundScreen() {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-24 text-center">
      <div className="text-6xl font-bold text-primary/40">404</div>
      <h1 className="text-xl font-bold">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist.</p>
      <Link href="/" className="text-primary hover:underline">
        Back to home
      </Link>
    </div>
  );
}
