export { IntegrationsModule } from './integrations.module.js';
