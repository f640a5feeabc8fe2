/** Wire shapes of the requests desk's admin routes: written by the server, read by the studio. */

/** A mail of the outbox (`GET mail-outbox`). */
export interface OutboxMail {
  _id: string;
  entryId: string | null;
  kind: string;
  recipients: string;
  subject: string;
  status: string;
  attempts: number;
  /** The mail server's own error of the last attempt, for whoever runs the server. */
  lastError: string | null;
  /** That error in plain words, for the desk ("The mail server could not be reached."). */
  problem: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One entry of a person found for erasure (`POST form-entries/erasure/search`). */
export interface PersonEntry {
  _id: string;
  kind: string;
  reference: string | null;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
}
