export const SCHEDULING = 'scheduling';
