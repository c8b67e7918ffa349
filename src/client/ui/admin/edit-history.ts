import { createContext, useContext } from 'react';
import type { ContentName } from '../../../contract';

/**
 * The item an update screen edits, for its form's History (decision 0059): EditTarget knows
 * it, AdminForm shows the button, and a restore reloads the form with the restored item.
 */
export interface EditHistory {
  entity: ContentName;
  id: number;
  onRestored: () => Promise<void>;
}

export const EditHistoryContext = createContext<EditHistory | null>(null);

export const useEditHistory = (): EditHistory | null => useContext(EditHistoryContext);
