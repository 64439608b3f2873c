/** One mail as the shop sends it: its own file so the outbox and the sender share it without a circle. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}
