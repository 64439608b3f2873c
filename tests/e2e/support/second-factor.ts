import type { BrowserContext, Page } from 'playwright-core';
import { deviceCookie, totpCode } from '../../support/second-factor';
import { baseUrl } from './pages';
import type { Language } from './texts';

/**
 * How the browser tests get an administrator past the second step of signing in (issue 28.4)
 * the way the administrator does, with no way around it: a signin answer that asks to enrol is
 * completed with the code an authenticator app would show for the secret it gave, and the
 * device is remembered, so the test's browser skips the code later as the owner's would.
 */
export interface PassedSecondStep {
  /** The signin_second_factor answer: { user, date }, as the browser keeps a login. */
  session: unknown;
  /** The account's TOTP secret, to compute later codes. */
  secret: string;
  /** The remembered device's cookie value. */
  device: string;
}

interface EnrolStep {
  secondFactor: { step: 'enrol'; ticket: string; enrolment: { secret: string } };
}

export const asksToEnrol = (answer: unknown): answer is EnrolStep =>
  (answer as Partial<EnrolStep>).secondFactor?.step === 'enrol';

export async function enrolThroughApi(answer: EnrolStep): Promise<PassedSecondStep> {
  const { ticket, enrolment } = answer.secondFactor;
  const res = await fetch(`${baseUrl}/api/signin_second_factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, code: totpCode(enrolment.secret), remember: true }),
  });
  if (!res.ok) throw new Error(`signin_second_factor answered ${res.status}: ${await res.text()}`);
  const cookie = deviceCookie(res.headers);
  if (!cookie) throw new Error('signin_second_factor set no device cookie');
  const { user, date } = (await res.json()) as { user: unknown; date: string };
  return { session: { user, date }, secret: enrolment.secret, device: cookie.split('=')[1]! };
}

/** The browser remembers the administrator's device, as after ticking "Remember this device". */
export async function rememberDevice(context: BrowserContext, device: string): Promise<void> {
  await context.addCookies([
    {
      name: 'admin_device',
      value: device,
      domain: new URL(baseUrl).hostname,
      path: '/api',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
}

/** The second step's words, written out (not imported from src/locales): a changed one fails. */
export const TWO_STEP_TEXT = {
  en: {
    enrolTitle: 'Set up two-step sign-in',
    codeTitle: 'Enter your sign-in code',
    qrAlt: 'QR code for your authenticator app. The same key is written out beside it.',
    enrolCode: 'Six-digit code from the app',
    code: 'Code from the app, or a recovery code',
    remember: 'Remember this device for 30 days',
    verify: 'Verify',
    recoveryTitle: 'Your recovery codes',
    recoveryContinue: 'I have saved them: continue',
    codeInvalid:
      'That code is not right: type the code your app shows now, or an unused recovery code',
  },
  it: {
    enrolTitle: "Configura l'accesso in due passaggi",
    codeTitle: 'Inserisci il codice di accesso',
    qrAlt: 'Codice QR per la tua app di autenticazione. La stessa chiave è scritta qui accanto.',
    enrolCode: "Codice di sei cifre dell'app",
    code: "Codice dell'app o codice di recupero",
    remember: 'Ricorda questo dispositivo per 30 giorni',
    verify: 'Verifica',
    recoveryTitle: 'I tuoi codici di recupero',
    recoveryContinue: 'Li ho salvati: continua',
    codeInvalid:
      "Il codice non è corretto: inserisci il codice che l'app mostra ora, oppure un codice di recupero non ancora usato",
  },
} as const;

/**
 * On the enrolment screen: reads the key written out beside the QR code (as someone who
 * cannot scan does), types the app's code for it, and continues past the recovery codes.
 * Gives the key and the codes shown.
 */
export async function enrolInBrowser(
  page: Page,
  language: Language,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const t = TWO_STEP_TEXT[language];
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: t.enrolTitle }).waitFor();
  const secret = ((await main.getByTestId('enrolment-key').textContent()) ?? '').replace(/\s/g, '');
  await main.getByLabel(t.enrolCode, { exact: true }).fill(totpCode(secret));
  await main.getByRole('button', { name: t.verify }).click();
  const codes = main.getByTestId('recovery-codes').getByRole('listitem');
  await main.getByRole('heading', { name: t.recoveryTitle }).waitFor();
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await main.getByRole('button', { name: t.recoveryContinue }).click();
  return { secret, recoveryCodes };
}
