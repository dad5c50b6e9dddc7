/**
 * The staff console's sign-in, enrolment, devices and staff list (under /api/admin/): TypeBox
 * schemas the server validates with, and the types the console (console/) reads them as.
 */
import { Type, type Static } from 'typebox';
import { SINGLE_LINE } from './common';
import { STAFF_ACTIONS, STAFF_ROLES } from '../domain/staff';

export const StaffRoleSchema = Type.Enum([...STAFF_ROLES]);
export const StaffActionSchema = Type.Enum([...STAFF_ACTIONS]);

/** An invite link's token (base64url, 43 characters). */
export const InviteToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
export const StaffEmail = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
/** A 6-digit authenticator code, or a recovery code (`XXXXX-XXXXX`, the dash optional). */
export const SignInCode = Type.String({ minLength: 6, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' });

/**
 * A WebAuthn response as @simplewebauthn/browser hands it over (base64url fields). Checked loosely
 * here; @simplewebauthn/server checks every field when it verifies.
 */
export const WebAuthnResponse = Type.Object(
  {
    id: Type.String({ maxLength: 1024, pattern: '^[A-Za-z0-9_-]+$' }),
    rawId: Type.String({ maxLength: 1024, pattern: '^[A-Za-z0-9_-]+$' }),
    type: Type.Literal('public-key'),
    response: Type.Record(Type.String(), Type.Unknown()),
    clientExtensionResults: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40, pattern: SINGLE_LINE })),
  },
  { additionalProperties: true },
);

export const StaffMe = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  /** What this role may do (common/domain/staff.ts): the console hides the rest. */
  actions: Type.Array(StaffActionSchema),
  /** When the last passkey tap or code was given (ISO); step-up asks again after STEP_UP_SECONDS. */
  verifiedAt: Type.String(),
});
export type StaffMe = Static<typeof StaffMe>;

export const InviteInfo = Type.Object({
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  hasPasskey: Type.Boolean(),
  hasTotp: Type.Boolean(),
});
export type InviteInfo = Static<typeof InviteInfo>;

export const TotpSetup = Type.Object({
  /** Base32, for typing into an authenticator app. */
  secret: Type.String(),
  /** The otpauth:// URI the QR code holds. */
  uri: Type.String(),
  /** The QR code as an SVG data: URL. */
  qr: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const EnrolFinished = Type.Object({
  me: StaffMe,
  /** Ten single-use recovery codes: shown once, stored only as digests. */
  recoveryCodes: Type.Array(Type.String()),
});
export type EnrolFinished = Static<typeof EnrolFinished>;

export const StaffDevice = Type.Object({
  id: Type.String(),
  /** Browser and system, from the User-Agent at sign-in. */
  label: Type.String(),
  signedInAt: Type.String(),
  lastSeenAt: Type.String(),
  current: Type.Boolean(),
});
export type StaffDevice = Static<typeof StaffDevice>;
export const StaffDevices = Type.Object({ devices: Type.Array(StaffDevice) });
export type StaffDevices = Static<typeof StaffDevices>;

export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  status: Type.Union([Type.Literal('invited'), Type.Literal('active')]),
  createdAt: Type.String(),
});
export type StaffMember = Static<typeof StaffMember>;
export const StaffList = Type.Object({ staff: Type.Array(StaffMember) });
export type StaffList = Static<typeof StaffList>;

export const InviteBody = Type.Object({
  email: StaffEmail,
  role: StaffRoleSchema,
  name: Type.Optional(Type.String({ maxLength: 100, pattern: SINGLE_LINE })),
});
export type InviteBody = Static<typeof InviteBody>;
export const Invited = Type.Object({ member: StaffMember, link: Type.String(), emailed: Type.Boolean() });
export type Invited = Static<typeof Invited>;

export const RoleBody = Type.Object({ role: StaffRoleSchema });

/** A 403 that asks for a fresh passkey tap or code (console/lib/api.ts shows the step-up dialog). */
export const StepUpRequired = Type.Object({ message: Type.String(), stepUp: Type.Literal(true) });
/** Every console route's 403: a role that may not, or a step-up due (the console opens its dialog on `stepUp`). */
export const StaffRefusal = Type.Union([StepUpRequired, Type.Object({ message: Type.String() })]);
