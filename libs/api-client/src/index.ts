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
export * from './generated.js';
