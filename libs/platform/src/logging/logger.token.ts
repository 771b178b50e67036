/** Injection token of the root pino logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
