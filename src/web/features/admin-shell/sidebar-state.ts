import { useCallback, useState } from 'react';

// spec 000 §2 "Admin shell": the collapsed state is remembered in browser storage.
const KEY = 'sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(KEY, String(next));
      } catch {
        // storage unavailable: the state still holds for this visit
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
