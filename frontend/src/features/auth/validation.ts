import { messages, PASSWORD_MIN_LENGTH } from '@laneforge/contracts/messages';

/** Each returns the spec §5 text for the first rule broken, or null when the form may be sent. */

export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password) return messages.fillAllFields;
  return null;
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export function validateRegister(form: RegisterForm): string | null {
  if (!form.name.trim() || !form.email.trim() || !form.password) return messages.fillAllFields;
  if (form.password.length < PASSWORD_MIN_LENGTH) return messages.passwordMin6;
  if (!form.acceptTerms || !form.acceptPrivacy) return messages.acceptTerms;
  return null;
}

export const RESET_CODE_FORMAT = 'The code is the 6 digits from the email';

export interface ResetForm {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateReset(form: ResetForm): string | null {
  if (!form.email.trim() || !form.code.trim() || !form.newPassword || !form.confirmPassword) return messages.fillAllFields;
  if (form.newPassword !== form.confirmPassword) return messages.passwordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return messages.passwordMin6Long;
  if (!/^\d{6}$/.test(form.code.trim())) return RESET_CODE_FORMAT;
  return null;
}
