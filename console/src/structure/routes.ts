// The company and its structure tree (spec 000 §2): the root, a node, and a new child of a node.
import { lazyScreen, type ScreenRoute } from '../app/routing/screen-route';

const CompanyStructureScreen = lazyScreen(() => import('./CompanyStructureScreen'), 'CompanyStructureScreen');

export const structureRoutes: ScreenRoute[] = [
  { path: '/mydetail/company', screen: CompanyStructureScreen },
  { path: '/mydetail/company/department/:departmentId', screen: CompanyStructureScreen },
  { path: '/mydetail/company/department/:departmentId/create', screen: CompanyStructureScreen },
];
