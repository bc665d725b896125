import { z } from 'zod';

/**
 * Texts the product shows verbatim (spec §5, §8). Servers answer with them in `detail` and the
 * frontend shows the same words, so they live in one place.
 */
export const messages = {
  fillAllFields: 'Please fill in all fields',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin6Long: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  fillAllPasswordFields: 'Please fill in all password fields',
  nameAndEmailRequired: 'Name and email are required',
  acceptTerms: 'Please accept the Terms of Service and Privacy Policy',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
  invalidResetCode: 'Invalid or expired reset code',
  resetCodeLocked: 'Too many wrong codes. Please request a new code.',
  resetCodeSent: 'If an account exists for this email, a 6-digit code has been sent. It is valid for 15 minutes.',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has ended. Please sign in again.',
  adminOnly: 'Administrator access required',
  selectImage: 'Please select an image file',
  imageTooLarge: 'Image size must be less than 5MB',
  generatorRequired: 'Please fill in the date and description',
  refinementRequired: 'Please enter refinement instructions',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PICTURE_MAX_BYTES = 5_242_880;

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
