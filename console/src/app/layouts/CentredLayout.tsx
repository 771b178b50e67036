import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** The sign-in and recovery layout (spec 000 §2): centred, 420 wide, with a footer block only shown here. */
export function CentredLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(circle_at_top,_#e8f8f1,_#f5f6f8_60%)]">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-[420px] max-w-full">
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <Logo />
            <p className="text-muted">Time and attendance, rostering and payroll preparation</p>
          </div>
          <section className="rounded-xl bg-white px-8 py-7 shadow-[0_6px_24px_rgba(0,0,0,0.06)]">
            <h1 className="mb-1 text-xl font-bold">{title}</h1>
            {subtitle && <p className="mb-4 text-muted">{subtitle}</p>}
            {!subtitle && <div className="mb-4" />}
            {children}
          </section>
        </div>
      </main>
      <footer data-testid="centred-footer" className="px-4 pb-6 text-center text-[13px] text-muted">
        <div>Rollcall · Workforce time and attendance</div>
        <div>© {new Date().getFullYear()} Rollcall. All Rights Reserved.</div>
      </footer>
    </div>
  );
}
