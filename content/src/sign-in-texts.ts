/**
 * The words of two-factor sign-in, shared by the server's answers and the sign-in screen so a
 * person reads one wording in the message and on the screen.
 */
export const twoFactorSignInTexts = {
  /** An account that must have two-factor sign-in but has none yet: the first sign-in sets it up. */
  setUp: 'Your account needs two-factor sign-in. Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
  /** An account with two-factor sign-in. */
  enterCode: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  qrCode: 'QR code to scan with your authenticator app',
} as const;
