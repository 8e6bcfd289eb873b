import { useState } from 'react';
import { useToast } from '@/components/shell/toast';

/**
 * A create-or-edit dialog: whether it is open and for which item (`null`: a new one); once the item is saved the
 * dialog closes and a toast says so.
 */
export function useEditDialog<Item>() {
  const showToast = useToast();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  return {
    editing,
    open: (item: Item | null) => setEditing({ item }),
    close: () => setEditing(null),
    saved: (message: string) => {
      setEditing(null);
      showToast({ tone: 'success', message });
    },
  };
}
