import { describe, expect, it } from 'vitest';
import { mailProblem } from './mail-problem';

describe('mailProblem', () => {
  it('reads the errors nodemailer gives in words the desk can act on', () => {
    expect(mailProblem('ESOCKET: connect ECONNREFUSED 127.0.0.1:25')).toBe('The mail server could not be reached.');
    expect(mailProblem('EDNS: getaddrinfo ENOTFOUND smtp.hospital.invalid')).toBe("The mail server's address could not be found.");
    expect(mailProblem('ETIMEDOUT: Greeting never received')).toBe('The mail server did not answer in time.');
    expect(mailProblem('Invalid login: 535 5.7.8 Authentication failed')).toBe('The mail server refused the sign-in (user name or password in SMTP_URL).');
    expect(mailProblem("EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 No such user")).toBe('The mail server refused an address this e-mail was sent to.');
    expect(mailProblem('ESOCKET: self-signed certificate in certificate chain')).toBe('A secure connection to the mail server could not be made (its certificate).');
  });

  it('says something plain for an error it does not know, and nothing when there is none', () => {
    expect(mailProblem('EMESSAGE: 451 4.3.0 Temporary failure')).toBe('The mail server did not accept the e-mail.');
    expect(mailProblem(null)).toBeNull();
  });
});
