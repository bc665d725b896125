/** Every API error is `{detail}` (ARCHITECTURE.md); the base query turns it into this shape. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  detail?: string;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The server's words when it gave some, else the spec's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.detail) return error.detail;
  return fallback;
}

export function errorStatus(error: unknown): ApiError['status'] | undefined {
  return isApiError(error) ? error.status : undefined;
}
