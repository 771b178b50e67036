// Jobs and tasks (spec 002 §2).
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const JobListScreen = lazyScreen(() => import('./JobListScreen'), 'JobListScreen');
const TaskListScreen = lazyScreen(() => import('./TaskListScreen'), 'TaskListScreen');

export const jobRoutes: ScreenRoute[] = [
  { path: '/job/list', screen: JobListScreen },
  { path: '/task/list', screen: TaskListScreen },
];
