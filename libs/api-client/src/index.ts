export { HttpClient, ApiError, DEFAULT_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './http-client.js';
export type {
  TokenStore,
  Tokens,
  ApiRequest,
  ApiErrorDetail,
  HttpClientOptions,
  HttpMethod,
  QueryValue,
} from './http-client.js';
export { followServerEvents, parseServerEvents, type FollowOptions, type ServerEvent } from './event-stream.js';
export * from './generated.js';
