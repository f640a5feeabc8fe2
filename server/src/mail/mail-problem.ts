/**
 * What went wrong with a mail, in words the desk can act on. The outbox keeps the mail server's
 * own error (for whoever runs the server); staff read this instead of "connect ECONNREFUSED".
 */

const problems: readonly { pattern: RegExp; words: string }[] = [
  { pattern: /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|socket hang up|Connection closed/i, words: 'The mail server could not be reached.' },
  { pattern: /ENOTFOUND|EAI_AGAIN|getaddrinfo|EDNS/i, words: "The mail server's address could not be found." },
  { pattern: /ETIMEDOUT|timeout|Greeting never received/i, words: 'The mail server did not answer in time.' },
  { pattern: /EAUTH|Invalid login|authentication|\b53[05]\b/i, words: 'The mail server refused the sign-in (user name or password in SMTP_URL).' },
  { pattern: /certificate|self[- ]signed|TLS|SSL/i, words: "A secure connection to the mail server could not be made (its certificate)." },
  { pattern: /EENVELOPE|recipients were rejected|No recipients|\b55[0-3]\b/i, words: 'The mail server refused an address this e-mail was sent to.' },
];

/** Plain words for a stored error; null when there is none. */
export function mailProblem(lastError: string | null): string | null {
  if (!lastError) return null;
  return problems.find((p) => p.pattern.test(lastError))?.words ?? 'The mail server did not accept the e-mail.';
}
