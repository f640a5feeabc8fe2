/**
 * A person's notification in the studio (issue 44): what awaits their review, their submission
 * published or sent back (with the reviewer's word), a translation asked of them.
 */
export const notificationKinds = ['review_waiting', 'review_published', 'review_returned', 'translation_requested'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface StaffNotification {
  _id: string;
  kind: NotificationKind;
  /** The record's content type key and id. */
  type: string;
  recordId: string;
  title: string;
  /** The language a translation is asked in (translation_requested). */
  language: string | null;
  /** Who submitted, published or sent back. */
  actor: string | null;
  comment: string | null;
  createdAt: string;
  read: boolean;
}

/** The list's answer: the newest notifications and how many are unread. */
export interface NotificationList {
  data: StaffNotification[];
  unread: number;
}
