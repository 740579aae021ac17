import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';

/** The ids chosen in a DataTable (TanStack's selection state), for the bulk actions. */
export function useRowSelection() {
  const [state, setState] = useState<RowSelectionState>({});
  return {
    state,
    onChange: setState,
    clear: () => setState({}),
    /** The rows of `items` that are selected, in their order. */
    chosen: <T>(items: T[], id: (item: T) => string) => items.filter((item) => state[id(item)] === true),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
