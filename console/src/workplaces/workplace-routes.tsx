// Work sites, skills and the company structure levels (spec 002 §2). App.tsx mounts these; routing/routes.ts lists
// the same paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const WorkplaceListScreen = lazy(() =>
  import('./WorkplaceListScreen').then((m) => ({ default: m.WorkplaceListScreen })),
);
const StructureLevelsScreen = lazy(() =>
  import('./StructureLevelsScreen').then((m) => ({ default: m.StructureLevelsScreen })),
);
const SkillListScreen = lazy(() => import('../skills/SkillListScreen').then((m) => ({ default: m.SkillListScreen })));

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const workplaceRoutes = (
  <>
    <Route path="/workplace/list">{signedInPage(<WorkplaceListScreen />)}</Route>
    <Route path="/structure/setting">{signedInPage(<StructureLevelsScreen />)}</Route>
    <Route path="/skills/list">{signedInPage(<SkillListScreen />)}</Route>
  </>
);
