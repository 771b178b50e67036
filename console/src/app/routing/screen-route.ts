import { lazy, type ComponentType } from 'react';
import type { Action } from '../../session/use-permissions';

/** One row of the console's route table (each area lists its own in `routes.ts`; app/route-table.ts joins them). */
export interface ScreenRoute {
  /** A wouter pattern; a `:name` segment matches any one segment. */
  path: string;
  screen: ComponentType;
  /** Shown on its own (sign-in and its neighbours); every other screen sits in the signed-in layout. */
  standalone?: boolean;
  /** The permission the screen needs; without it the address shows No Access instead of the screen. */
  needs?: { resource: string; action: Action };
}

/**
 * A screen loaded on demand (each screen is its own chunk, and the table imports no screen code):
 * `lazyScreen(() => import('./X'), 'X')`.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const screen: ComponentType = (await load())[name];
    return { default: screen };
  });
}
