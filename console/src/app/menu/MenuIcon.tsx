// Icons of the menu sections (spec 000 §2). The server names a section's icon; unknown names fall back to
// the section's initial.

const paths: Record<string, string> = {
  dashboard: 'M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z',
  timesheet: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.2l4 2.4-.8 1.3L11 13V7h2z',
  schedule:
    'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z',
  leave: 'M2 21h20v-2H2v2zM20 8h-2V5h2v3zm0-5H4v10a4 4 0 0 0 4 4h6a4 4 0 0 0 4-4v-3h2a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
  report: 'M3 3v18h18v-2H5V3H3zm4 12h2v2H7v-2zm4-6h2v8h-2V9zm4 3h2v5h-2v-5z',
  company:
    'M12 7V3H2v18h20V7H12zM6 19H4v-2h2v2zm0-4H4v-2h2v2zm0-4H4V9h2v2zm4 8H8v-2h2v2zm0-4H8v-2h2v2zm10 4h-8v-2h2v-2h-2v-2h2v-2h-2V9h8v10z',
  customer:
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0h-.9c1.1.8 1.9 2 1.9 3.5V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  import: 'M16 17l-4 4-4-4h3v-6h2v6h3zM8 7l4-4 4 4h-3v6h-2V7H8z',
  tools:
    'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z',
  settings:
    'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5-2.2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
  support:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8l-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.4-2.1 1.2-2.8l1.2-1.3c.4-.3.6-.8.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.2z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
};

const aliases: [RegExp, string][] = [
  [/dash|board/i, 'dashboard'],
  [/time ?sheet|punch/i, 'timesheet'],
  [/schedul|roster|shift/i, 'schedule'],
  [/leave/i, 'leave'],
  [/report/i, 'report'],
  [/company|organi/i, 'company'],
  [/customer|user|employee/i, 'customer'],
  [/import|export/i, 'import'],
  [/tool/i, 'tools'],
  [/setting|config/i, 'settings'],
  [/support|help/i, 'support'],
  [/profile|account/i, 'profile'],
];

function iconName(hints: (string | null | undefined)[]): string | undefined {
  for (const hint of hints) {
    if (!hint) continue;
    if (paths[hint]) return hint;
    const alias = aliases.find(([pattern]) => pattern.test(hint));
    if (alias) return alias[1];
  }
  return undefined;
}

export function MenuIcon({ icon, name, menuKey }: { icon?: string | null; name: string; menuKey?: string }) {
  const found = iconName([icon, menuKey, name]);
  const d = found ? paths[found] : undefined;
  if (!d) {
    return (
      <span className="flex size-5 items-center justify-center rounded-full bg-white/15 text-[11px] font-bold">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 fill-current" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
