/**
 * Account rules shared by the sign-up form and the server: the form shows the
 * same messages the server would answer, and the server re-checks everything.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;

export const accountMessages = {
  passwordsMismatch: 'Passwords do not match.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordCommon: 'This password is too common. Please choose another.',
  mobileInvalid: 'Enter a valid 10-digit Indian mobile number.',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'An account with this email already exists.',
  usernameRequired: 'Username is required.',
  required: 'This field is required.',
  registered: 'Registration successful. We have e-mailed you a 6-digit code.',
  codeDelayed:
    'Registration successful, but we could not e-mail your code just now. We are trying again: it should arrive within a few minutes. If it does not, ask for a new one: on the code dialog, or by signing in.',
  mailDelayed:
    'We could not send e-mail just now. We are trying again: a code should arrive within a few minutes. If it does not, please ask for a new one.',
  otpInvalid: 'The code is incorrect or has expired.',
  otpLocked: 'Too many wrong codes. Please request a new code.',
  otpSent: 'If an account exists for this email, we have sent it a 6-digit code.',
  verified: 'Your email is verified.',
  loginInvalid: 'Invalid email or password.',
  loginUnverified: 'Please verify your email with the code we sent before signing in.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  busy: 'We are very busy right now. Please try again in a moment.',
  passwordReset: 'Your password has been reset. Please sign in.',
  signedOut: 'Signed out.',
} as const;

/** Field name → first message, in the order the sign-up form shows them. */
export type RegisterErrors = Partial<Record<'username' | 'email' | 'mobile' | 'password' | 'confirm_password', string>>;

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  mobile: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/**
 * An Indian mobile number as its 10 digits, or null. Accepts the ways people
 * type one: spaces or dashes, a leading 0, 91 or +91; the number starts 6–9.
 */
export function normaliseIndianMobile(mobile: string): string | null {
  const digits = mobile.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(digits);
  return match ? match[1]! : null;
}

/** Checks that need no database: the server adds "email taken" and "too common". */
export function validateRegistration(fields: RegisterFields): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!fields.username.trim()) errors.username = accountMessages.usernameRequired;
  if (!fields.email.trim()) errors.email = accountMessages.required;
  else if (!isEmail(fields.email)) errors.email = accountMessages.emailInvalid;
  if (!fields.mobile.trim()) errors.mobile = accountMessages.required;
  else if (!normaliseIndianMobile(fields.mobile)) errors.mobile = accountMessages.mobileInvalid;
  const passwordError = passwordProblem(fields.password);
  if (passwordError) errors.password = passwordError;
  if (fields.password !== fields.confirm_password) errors.confirm_password = accountMessages.passwordsMismatch;
  return errors;
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return null;
}

/** The password rules the sign-up and reset forms state before anything is sent. */
export const passwordRules = `At least ${PASSWORD_MIN_LENGTH} characters. Very common passwords (such as password1) are refused.`;

/**
 * The message the sign-up form shows for a server answer: confirm_password,
 * then mobile, then email, each field's first message (the spec's order), then
 * password and username (so "too common" reaches the shopper; docs/decisions.md),
 * then the answer's own message; else the default.
 */
export function registrationErrorMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  for (const field of ['confirm_password', 'mobile', 'email', 'password', 'username', 'message'] as const) {
    const value = record[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) return first;
  }
  return fallback;
}

/** What the sign-in screens show, spelt as the storefront always has. */
export const authScreenMessages = {
  loginFailedTitle: 'Login Failed',
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailed: 'Registration failed. Please try again.',
  tryAgain: 'Try Again',
  otpSendFailed: 'Failed to send OTP. Please check the email.',
  resetFailed: 'Failed to reset password. Please check your details.',
  otpVerifyFailed: 'OTP verification failed. Please try again.',
  autoLoginFailed: 'Auto-login failed. Please try again.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Sign-in refused because the e-mail is not verified yet: the dialog offers a new code (apart, so only /AuthForm loads it). */
export const verificationTexts = {
  unverifiedTitle: 'Email not verified',
  sendNewCode: 'Send a new code',
} as const;
