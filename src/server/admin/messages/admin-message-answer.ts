import * as z from 'zod';
import { contentLanguageField, isoTime, recordId } from '../../../core/validation/answer-fields';

/** N new, R read (or answered), A archived: what messages.status's check allows. */
export const messageStatusSchema = z
  .enum(['N', 'R', 'A'])
  .describe('N new, R read (or answered), A archived');

/** A contact-form message as the back office reads it, with its reply once sent. */
export const adminMessageSchema = z.object({
  _id: recordId('The message id'),
  name: z.string().describe('The sender’s name'),
  email: z.string().describe('The sender’s email'),
  subject: z.string(),
  message: z.string(),
  lng: contentLanguageField('The language the message was sent in'),
  status: messageStatusSchema,
  createdAt: isoTime('When it was sent'),
  repliedAt: isoTime('When the reply was mailed').nullable(),
  reply: z.string().describe('The reply as mailed; empty before one'),
  repliedBy: recordId('The replying administrator’s account').nullable(),
});

export type AdminMessage = z.output<typeof adminMessageSchema>;
