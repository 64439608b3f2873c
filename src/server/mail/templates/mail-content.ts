/** What a mail template gives: the same message as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}
