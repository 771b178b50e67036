import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** The role-select and reset-password layout (spec 000 §2): a card on a plain canvas, no footer block. */
export function ChoiceLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Logo />
      <section className="w-[460px] max-w-full rounded-xl bg-white px-8 py-7 shadow-[0_6px_24px_rgba(0,0,0,0.06)]">
        <h1 className="mb-5 text-xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  );
}
