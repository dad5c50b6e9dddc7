import { Type, type Static } from 'typebox';
import { ProductImage } from './catalogue';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../domain/accounts';

// Lengths are bounded here so a huge body is refused before any work; the
// field rules (format, matching passwords, common passwords) answer per field.
const Text = (max: number) => Type.String({ maxLength: max });
/** Passwords may run past the rule's limit here, so the answer names the field instead of a schema error. */
const Password = Text(PASSWORD_MAX_LENGTH * 4);

export const RegisterBody = Type.Object({
  username: Text(USERNAME_MAX_LENGTH * 4),
  email: Text(EMAIL_MAX_LENGTH * 2),
  password: Password,
  confirm_password: Password,
  mobile: Text(40),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** 400 from register/: `message` plus each failing field's messages, as lists. */
export const FieldErrors = Type.Object(
  {
    message: Type.String(),
    username: Type.Optional(Type.Array(Type.String())),
    email: Type.Optional(Type.Array(Type.String())),
    mobile: Type.Optional(Type.Array(Type.String())),
    password: Type.Optional(Type.Array(Type.String())),
    confirm_password: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'FieldErrors' },
);
export type FieldErrors = Static<typeof FieldErrors>;

export const RegisterResponse = Type.Object({
  message: Type.String(),
  email: Type.String(),
  /** false: the code could not be e-mailed yet (it is queued and retried); the storefront says so. */
  code_sent: Type.Optional(Type.Boolean()),
});

export const EmailBody = Type.Object({ email: Text(EMAIL_MAX_LENGTH * 2) });

export const VerifyOtpBody = Type.Object({
  email: Text(EMAIL_MAX_LENGTH * 2),
  code: Type.String({ maxLength: OTP_LENGTH * 2 }),
});

export const LoginBody = Type.Object({ email: Text(EMAIL_MAX_LENGTH * 2), password: Password });

export const SessionUser = Type.Object({ user_id: Type.Integer(), username: Type.String() });

/** What login/, verify-otp/ and token/refresh/ answer: the access token and who it is for. */
export const LoginResponse = Type.Object({
  user: SessionUser,
  access: Type.String(),
  message: Type.Optional(Type.String()),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const ResetConfirmBody = Type.Object({
  email: Text(EMAIL_MAX_LENGTH * 2),
  otp: Type.String({ maxLength: OTP_LENGTH * 2 }),
  new_password: Password,
  confirm_password: Password,
});

export const MessageResponse = Type.Object({ message: Type.String() });

export const SessionInfo = Type.Object({ session_id: Type.String() });

export const FavouriteBody = Type.Object({
  /** Must be the signed-in customer's own id. */
  user_id: Type.Integer({ minimum: 1 }),
  product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const Favourite = Type.Object({
  id: Type.Integer(),
  product: Type.Integer(),
  product_name: Type.String(),
  product_images: Type.Array(ProductImage),
  /** What one unit costs after the product's discount, as everywhere else. */
  product_price: Type.String(),
  model_height: Type.String(),
  model_wearing_size: Type.String(),
});
export type Favourite = Static<typeof Favourite>;
