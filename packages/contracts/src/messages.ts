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
  planNotFound: 'Training Plan not found',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PICTURE_MAX_BYTES = 5_242_880;
