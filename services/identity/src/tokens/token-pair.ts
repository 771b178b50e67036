export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}
