import { AlertIcon } from './icons';

/** A form's error line; `role="alert"` so screen readers announce it when it appears. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert" id={id}>
      <AlertIcon size={18} />
      <span>{message}</span>
    </div>
  );
}
