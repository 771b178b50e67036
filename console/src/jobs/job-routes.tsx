// Jobs, tasks and the punch code generator (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same
// paths for the navigation rule.
import { lazy } from 'react';
import { Route } from 'wouter';
import { signedInPage } from '../app/layouts/signed-in-page';

const JobListScreen = lazy(() => import('./JobListScreen').then((m) => ({ default: m.JobListScreen })));
const TaskListScreen = lazy(() => import('./TaskListScreen').then((m) => ({ default: m.TaskListScreen })));
const PunchCodeGeneratorScreen = lazy(() =>
  import('../punch-codes/PunchCodeGeneratorScreen').then((m) => ({ default: m.PunchCodeGeneratorScreen })),
);

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const jobRoutes = (
  <>
    <Route path="/job/list">{signedInPage(<JobListScreen />)}</Route>
    <Route path="/task/list">{signedInPage(<TaskListScreen />)}</Route>
    <Route path="/punch/generate-code">{signedInPage(<PunchCodeGeneratorScreen />)}</Route>
  </>
);
