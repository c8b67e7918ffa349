import { createContext, useContext } from 'react';
import { usePermissions } from '../../api/permissions';

/**
 * Whether the signed-in member may change only the texts of content (decision 0058: a
 * translator). Their forms show the other fields (images, audio, a category, an order) as
 * they are, with no way to change them; the server refuses such a change anyway, naming
 * the field.
 */
export function useTextsOnlyRole(): boolean {
  const permissions = usePermissions();
  return permissions.loaded && !permissions.can('content.write');
}

/**
 * The same, handed by the back-office form to the shared upload fields inside it, which
 * public forms use too and so do not ask the server themselves (false outside a form).
 */
export const TextsOnlyContext = createContext(false);

export const useTextsOnly = (): boolean => useContext(TextsOnlyContext);
