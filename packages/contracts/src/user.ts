import { z } from 'zod';
import { messages, PASSWORD_MIN_LENGTH } from './messages';
import { NO_LINE_BREAKS, UNPRINTABLE_IN_LINE } from './text';

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

/** Paid plan ids sold through checkout (spec §9). */
export const PlanId = z.enum(['lite_monthly', 'lite_annual', 'pro_monthly', 'pro_annual', 'elite_monthly', 'elite_annual']);
export type PlanId = z.infer<typeof PlanId>;

/** Every value `subscription_type` may hold, including the legacy Pro values. */
export const SubscriptionType = z.enum(['free', 'admin', ...PlanId.options, 'monthly', 'annual']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

export const SubscriptionStatus = z.enum(['active', 'cancelled', 'canceled', 'expired', 'past_due', 'other']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export { tierOf, type Tier } from './tiers';

export const User = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.email(),
    role: Role,
    subscription_type: SubscriptionType,
    subscription_status: SubscriptionStatus,
    current_period_end: z.number().int().nullable().describe('Unix seconds'),
    picture: z.string().nullable().describe('Path relative to the API base, or an absolute URL'),
    timezone: z.string().describe('IANA time zone used for allowances'),
    created_at: z.iso.datetime({ offset: true }),
    usage_count: z.number().int(),
    total_workouts_created: z.number().int(),
    workouts_created_today: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const AuthResult = z.object({ access_token: z.string(), user: User }).meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof AuthResult>;

const required = (text: string) => z.string({ error: text }).trim().min(1, text);

/**
 * A person's name: one line of printable text. It greets them in e-mails and names them to
 * administrators, so a line break or a direction override could make it pose as other text.
 */
export const personName = (missing: string) =>
  required(missing).pipe(
    z
      .string()
      .max(120)
      .refine((name) => !UNPRINTABLE_IN_LINE.test(name), `Name ${NO_LINE_BREAKS}`),
  );

/** A time zone the runtime knows; the browser sends `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
export const TimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'timezone must be an IANA time zone such as Europe/Paris');

export const LoginRequest = z.object({
  email: required(messages.fillAllFields),
  password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields),
  remember: z.boolean().optional().describe("'Stay signed in': 30-day session instead of 12 hours"),
  timezone: TimeZone.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterRequest = z.object({
  name: personName(messages.fillAllFields),
  email: required(messages.fillAllFields).pipe(z.email('Please enter a valid email address').max(254)),
  password: z
    .string({ error: messages.fillAllFields })
    .min(1, messages.fillAllFields)
    .min(PASSWORD_MIN_LENGTH, messages.passwordMin6)
    .max(256, 'Password must be at most 256 characters'),
  timezone: TimeZone.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const ProfileUpdateRequest = z.object({
  name: personName(messages.nameAndEmailRequired),
  email: required(messages.nameAndEmailRequired).pipe(z.email('Please enter a valid email address').max(254)),
  timezone: TimeZone.optional(),
  /** Needed only when the email changes: a stolen token alone must not be able to move the account to another inbox. */
  current_password: z.string().max(256).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

const newPasswordPair = <T extends z.ZodRawShape>(shape: T, missing: string) =>
  z
    .object({
      ...shape,
      new_password: z.string({ error: missing }).min(1, missing),
      confirm_password: z.string({ error: missing }).min(1, missing),
    })
    .check((ctx) => {
      const { new_password, confirm_password } = ctx.value as { new_password: string; confirm_password: string };
      if (new_password !== confirm_password) {
        ctx.issues.push({ code: 'custom', message: messages.passwordsDoNotMatch, input: ctx.value, path: ['confirm_password'] });
      } else if (new_password.length < PASSWORD_MIN_LENGTH) {
        ctx.issues.push({ code: 'custom', message: messages.passwordMin6Long, input: ctx.value, path: ['new_password'] });
      } else if (new_password.length > 256) {
        ctx.issues.push({ code: 'custom', message: 'Password must be at most 256 characters', input: ctx.value, path: ['new_password'] });
      }
    });

export const ResetCodeRequest = z.object({ email: required(messages.fillAllFields).pipe(z.email('Please enter a valid email address')) });
export type ResetCodeRequest = z.infer<typeof ResetCodeRequest>;

export const ResetPasswordRequest = newPasswordPair(
  {
    email: required(messages.fillAllFields),
    code: required(messages.fillAllFields).pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits from the email')),
  },
  messages.fillAllFields,
);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = newPasswordPair(
  { current_password: z.string({ error: messages.fillAllPasswordFields }).min(1, messages.fillAllPasswordFields) },
  messages.fillAllPasswordFields,
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'SuccessMessage' });
export type SuccessMessage = z.infer<typeof SuccessMessage>;

export const UploadPictureResult = z.object({ success: z.literal(true), picture: z.string(), user: User });
export type UploadPictureResult = z.infer<typeof UploadPictureResult>;
