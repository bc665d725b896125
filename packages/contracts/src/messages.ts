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
  currentPasswordForEmail: 'Enter your current password to change your email',
  /** Every refused reset code, whatever the reason (wrong, expired, locked after five tries, no account): the answer tells nothing more. */
  invalidResetCode: 'Invalid or expired reset code. Check it, or request a new code.',
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

/** The administrator dashboard's texts (spec §6, §8), shown by the SPA and answered by the admin service. */
export const adminTexts = {
  loadUsersFailed: 'Failed to load users',
  loadWorkoutsFailed: 'Failed to load user workouts',
  deleteFailed: 'Failed to delete user',
  updateFailed: 'Failed to update user',
  createFailed: 'Failed to create user',
  createMessageFailed: 'Failed to create admin message',
  loadProductsFailed: 'Failed to load Stripe products',
  deactivatePriceFailed: 'Failed to deactivate price',
  userDeleted: 'User deleted successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  messageCreated: 'Admin message created successfully',
  userNotFound: 'User not found',
  messageNotFound: 'Admin message not found',
  adminNotDeletable: 'Administrator accounts cannot be deleted. Make the account a user first.',
  lastAdmin: 'This is the last administrator account: make another account an administrator first.',
} as const;

/** Spec §6: what the administrator confirms before a user is deleted. */
export const deleteUserConfirmation = (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`;
