// Email addresses in text the server keeps or logs (a mail server's refusal names the recipient:
// "550 5.1.1 <asha@example.com>: Recipient address rejected"). A failed job's error and a log line
// outlive a member's deletion, so the address never goes into them (issue 25 item 9).
const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[A-Za-z]{2,}/g;

export function maskEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}
