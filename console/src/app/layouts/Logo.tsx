/** The Rollcall mark and word mark. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 select-none">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="#2ebb7c" />
        <circle cx="14" cy="14" r="8" fill="none" stroke="#fff" strokeWidth="2.2" />
        <path d="M14 9.5V14l3 2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${light ? 'text-white' : 'text-ink'}`}>Rollcall</span>
    </span>
  );
}
