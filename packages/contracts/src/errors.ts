import { z } from 'zod';

function fieldName(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'value';
}

/**
 * Messages for issues whose schema gives no text of its own: each names the field, so a client
 * (or a person reading an API answer) knows what to fix. Installed once by whoever validates.
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? `${field} is required` : `${field} must be at least ${issue.minimum} characters`;
      }
      return `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters`
        : `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? `${field} must be a valid email address` : `${field} is not a valid ${issue.format}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return `${field} is invalid`;
  }
};

export function installFieldErrorMessages(): void {
  z.config({ customError: fieldErrorMap });
}

/** The one error shape every non-2xx answer has. */
export const ErrorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
