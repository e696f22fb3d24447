export const auth = {
  missingToken: 'Sign in required: send a Firebase ID token as "Authorization: Bearer <token>".',
  invalidToken: 'The ID token is invalid or has expired. Sign in again.',
  notStaff: 'Only verified company staff accounts may use this endpoint.',
} as const;
