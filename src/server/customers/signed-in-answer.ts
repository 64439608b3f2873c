import * as z from 'zod';
import { contentLanguageField, isoTime, recordId } from '../../core/validation/answer-fields';
import { userTypeSchema } from './account-code-schemas';
import { secondFactorStepSchema } from './second-factor/second-factor-answer';

/** POST signin's answer: who signed in, with the token to call as, and when. */
export const signedInSchema = z.object({
  user: z
    .object({
      _id: recordId('The account id'),
      userName: z.string().describe('The email address'),
      userType: userTypeSchema,
      token: z.string().describe('The session token: Authorization: Bearer <token>'),
      nickName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      lng: contentLanguageField('The customer’s language'),
    })
    .describe('{ _id, userName, userType, token, nickName, firstName, lastName, lng }'),
  date: isoTime('ISO time'),
});

/** An administrator's right password, when the device is not remembered (issue 28.4). */
export const secondFactorNeededSchema = z.object({
  secondFactor: secondFactorStepSchema.describe(
    "{ step: 'code', ticket } or { step: 'enrol', ticket, enrolment: { secret, uri, qrCode } }",
  ),
});

/** A right password or a sign-in link: signed in, or the administrator's second step first. */
export const signInAnswerSchema = z.union([signedInSchema, secondFactorNeededSchema]);

/** The second step's answer: the session, and after an enrolment the codes, shown this once. */
export const secondFactorDoneSchema = signedInSchema.extend({
  recoveryCodes: z
    .array(z.string())
    .optional()
    .describe('Ten single-use codes, after an enrolment only'),
});

export type SignedIn = z.output<typeof signedInSchema>;
export type SecondFactorNeeded = z.output<typeof secondFactorNeededSchema>;
export type SecondFactorDone = z.output<typeof secondFactorDoneSchema>;
