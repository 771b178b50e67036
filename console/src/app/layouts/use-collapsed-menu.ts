import { useEffect, useState } from 'react';

// The side menu collapses below the xxl breakpoint (1600 px, spec 000 §2); the user may still toggle it.
const XXL = '(min-width: 1600px)';

export function useCollapsedMenu(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => !window.matchMedia(XXL).matches);
  useEffect(() => {
    const query = window.matchMedia(XXL);
    const onChange = (event: MediaQueryListEvent) => setCollapsed(!event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return [collapsed, () => setCollapsed((c) => !c)];
}
