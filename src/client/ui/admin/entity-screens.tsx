import type { ComponentType, ReactNode } from 'react';
import type { ContentName, ContentOf } from '../../../contract';
import { EditTarget } from './edit-target';

/** An entity's three back-office screens, as app/routes/system.tsx mounts them. */
export interface EntityScreens {
  List: ComponentType;
  Create: ComponentType;
  Update: ComponentType;
}

export interface EntityScreensSpec<K extends ContentName, T = ContentOf<K>> {
  List: ComponentType;
  /** The form: empty for create, filled from the item for update. */
  form: (item?: T) => ReactNode;
  entity: K;
  idOf: (item: T) => number;
  listPath: string;
}

/**
 * The list, create and update screens of one entity (SPEC §2): update finds its item in
 * navigation state or, after a reload, by the URL's id (ui/admin/edit-target).
 */
export function entityScreens<K extends ContentName>({
  List,
  form,
  entity,
  idOf,
  listPath,
}: EntityScreensSpec<K>): EntityScreens {
  return {
    List,
    Create: () => form(),
    Update: function Update() {
      return (
        <EditTarget entity={entity} idOf={idOf} listPath={listPath}>
          {(item) => form(item)}
        </EditTarget>
      );
    },
  };
}
