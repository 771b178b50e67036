// The spec's texts for the OAuth clients screen (002 §5, §8 OAuth).

export const OAUTH_MESSAGES = {
  saved: 'OAuth client is saved successfully.',
  failed: 'Failed to save OAuth client.',
  mismatch: 'The two secrets that you entered do not match!',
  required: 'This field is required.',
  secretShownOnce: 'Copy this secret now: it is not shown again.',
} as const;

/** The server's answer codes → text. */
export const OAUTH_ANSWER_TEXT: Record<string, string> = {
  existClientId: 'Client ID already exists.',
  noClient: 'The OAuth client does not exist.',
};
