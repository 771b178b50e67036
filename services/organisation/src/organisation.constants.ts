export const ORGANISATION = 'organisation';
