/**
 * The access token the app-wide client sends. Kept apart from the client so the session can
 * set it on the first page without loading the calls and their schemas.
 */
let accessToken: string | null = null;

export function setAccessToken(token: string | null | undefined): void {
  accessToken = token ?? null;
}

export function getAccessToken(): string | null {
  return accessToken;
}
