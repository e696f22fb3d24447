/** The signed-in staff member a request was authorised for (set by StaffAuthGuard). */
export interface StaffUser {
  uid: string;
  email: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    staff?: StaffUser;
  }
}
