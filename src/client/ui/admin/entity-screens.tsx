import type { ComponentType, ReactNode } from 'react';
import type { ListQuery } from '../query-list';
import { EditTarget } from './edit-target';

/** An entity's three back-office screens, as app/routes/system.tsx mounts them. */
export interface EntityScreens {
  List: ComponentType;
  Create: ComponentType;
  Update: ComponentType;
}

export interface EntityScreensSpec<T> {
  List: ComponentType;
  /** The form: empty for create, filled from the item for update. */
  form: (item?: T) => ReactNode;
  useList: () => ListQuery<T>;
  idOf: (item: T) => number;
  listPath: string;
}

/**
 * The list, create and update screens of one entity (SPEC §2): update finds its item in
 * navigation state or, after a reload, in the list by the URL's id (ui/admin/edit-target).
 */
export function entityScreens<T>({ List, form, useList, idOf, listPath }: EntityScreensSpec<T>): EntityScreens {
  return {
    List,
    Create: () => form(),
    Update: function Update() {
      return (
        <EditTarget query={useList()} idOf={idOf} listPath={listPath}>
          {(item) => form(item)}
        </EditTarget>
      );
    },
  };
}
