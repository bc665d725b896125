import { messages, PASSWORD_MIN_LENGTH, PICTURE_MAX_BYTES } from '@laneforge/contracts/messages';

export function validateProfile(name: string, email: string): string | null {
  if (!name.trim() || !email.trim()) return messages.nameAndEmailRequired;
  return null;
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChange(form: PasswordChangeForm): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return messages.fillAllPasswordFields;
  if (form.newPassword !== form.confirmPassword) return messages.passwordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return messages.passwordMin6Long;
  return null;
}

export function validatePicture(file: File): string | null {
  if (!file.type.startsWith('image/')) return messages.selectImage;
  if (file.size > PICTURE_MAX_BYTES) return messages.imageTooLarge;
  return null;
}
