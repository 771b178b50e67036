import type { MenuItem } from '@rollcall/api-client';
import { Link } from 'wouter';
import { menuPath, menuTrail } from '../menu/menu-trail';

/** The breadcrumb derived from the menu tree (spec 000 §2). */
export function Breadcrumbs({ items, location }: { items: readonly MenuItem[]; location: string }) {
  const trail = menuTrail(items, location);
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" data-testid="breadcrumb" className="mb-3 text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={item.key} className="flex items-center gap-1.5">
              {last || !item.path ? (
                <span className={last ? 'text-ink' : undefined}>{item.name}</span>
              ) : (
                <Link href={menuPath(item.path)} className="hover:text-primary">
                  {item.name}
                </Link>
              )}
              {!last && <span aria-hidden>/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
