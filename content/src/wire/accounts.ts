import type { Role } from '../roles';

/** Wire shapes of the staff accounts, sessions and activity log routes: written by the server, read by the studio. */

/** A staff account as `GET users` answers it. */
export interface StaffAccount {
  _id: string;
  name: string;
  email: string;
  role: Role;
  roleLabel: string;
  departmentIds: string[];
  departments: { _id: string; title: string }[];
  /** An author's content types (keys); empty: every type. */
  contentTypes: string[];
  /** A translator's languages (codes). */
  languages: string[];
  /** A desk person's locations of the network (issue 48); empty: every location. */
  locationIds: string[];
  /** `invited`: added, and the set-password link not used yet. */
  state: 'active' | 'disabled' | 'invited';
  lastSignInAt: string | null;
  twoFactor: boolean;
  /** While wrong passwords or codes keep the account locked: until when (ISO 8601); else null. */
  lockedUntil: string | null;
  createdAt: string;
}

/** One of the signed-in person's sessions, as `GET profile/sessions` answers it. */
export interface ActiveSession {
  _id: string;
  /** The browser's own description of itself (User-Agent), as sent at sign-in. */
  device: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** This browser's session. */
  current: boolean;
}

/** One entry of the activity log as `GET activity` answers it. */
export interface ActivityEntry {
  _id: string;
  createdAt: string;
  actorId: string | null;
  /** The name the person had then (kept when the account is deleted); null for the system. */
  actorName: string | null;
  ip: string | null;
  action: string;
  contentType: string | null;
  recordId: string | null;
  recordTitle: string | null;
  summary: string;
}
