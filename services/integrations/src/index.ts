export { IntegrationsModule } from './integrations.module.js';
export { SyncResultsRecorder } from './sync-results/sync-results.recorder.js';
export { SYNC_RESULT_STATUSES, SYNC_RESULT_TYPES } from './sync-results/sync-result-rules.js';
export { OAuthConnectionsStore } from './connections/oauth-connections.store.js';
export { XeroIdentity } from './xero/xero-identity.js';
