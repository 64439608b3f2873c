import * as z from 'zod';

const ticket = z.string().describe('Signed, short-lived: sent back with the code');

/** What an administrator's right password leads to when the device is not remembered. */
export const secondFactorStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), ticket }),
  z.object({
    step: z.literal('enrol'),
    ticket,
    enrolment: z
      .object({
        secret: z.string().describe('The TOTP secret, base32'),
        uri: z.string().describe('otpauth:// URI of the secret'),
        qrCode: z.string().describe('The URI as a QR code image, a data: URL'),
      })
      .describe('Shown once, on the enrolment screen; never sent again once enrolled'),
  }),
]);

export type SecondFactorStep = z.output<typeof secondFactorStepSchema>;
