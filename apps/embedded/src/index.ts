export {
  startEmbedded,
  type EmbeddedApp,
  type EmbeddedOptions,
  SERVICE_MODULES,
  SERVICE_NAMES,
} from './start-embedded.js';
export { DEMO_COMPANY_CODE, DEMO_ZONE, seedDemoCompany } from './demo/demo-seed.js';
export { openApiDocumentFromModules } from './openapi-preview.js';
export {
  seedScaleCompany,
  SCALE_ADMIN_EMAIL,
  SCALE_COMPANY_CODE,
  type ScaleCompany,
  type ScaleOptions,
} from './demo/scale-seed.js';
