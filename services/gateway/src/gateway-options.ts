import type { UpstreamName } from './routing/route-table.js';

export interface GatewayOptions {
  mode: 'embedded' | 'distributed';
  serviceNames: string[];
  /** distributed mode: base URL of each service */
  upstreams?: Record<UpstreamName, string>;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
