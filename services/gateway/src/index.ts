export { consoleDir } from './console/console-dir.js';
export { consoleSourcesIn } from './console/console-sources.js';
export { GatewayModule } from './gateway.module.js';
export { mountGateway } from './mount-gateway.js';
export { buildOpenApiDocument } from './openapi/openapi-document.js';
export { upstreamFor, ROUTE_TABLE, type UpstreamName } from './routing/route-table.js';
