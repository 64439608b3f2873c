import { navigate } from 'gatsby';
import React, { useState, type ReactNode } from 'react';
import type { SecondFactorNeeded, SignedIn } from '../../server/customers/signin-routes';
import type { SecondFactorStep as Step } from '../../server/customers/second-factor/second-factor';
import type { SecondFactorDone } from '../../server/customers/second-factor/second-factor-routes';
import { useCartActions } from '../cart/use-cart-actions';
import { useSetCustomer } from '../session/use-customer';
import { useLocalPath } from '../site/LocalLink';
import { RecoveryCodes } from './second-factor/RecoveryCodes';
import { SecondFactorStep } from './second-factor/SecondFactorStep';
import { safeNextPath } from './safe-next';

export interface SignInFinish {
  /** Takes a sign-in's answer: the session, or an administrator's second step. */
  finish: (answer: SignedIn | SecondFactorNeeded) => void;
  /** What to show instead of the page's own form while a second step is under way. */
  view: ReactNode;
}

/**
 * What follows a right password or a sign-in link (issue 28.3): the session starts and the
 * customer goes back to the page that asked for a login (?next=), else home; an administrator
 * first takes the second step (issue 28.4), and an enrolment ends with the recovery codes,
 * shown before the session starts. `onRestart`: the second step's ticket is dead, and the
 * page's own way in must start again (with why).
 */
export function useSignInFinish(onRestart: (message: string) => void): SignInFinish {
  const setCustomer = useSetCustomer();
  const { restore } = useCartActions();
  const localPath = useLocalPath();
  const [secondStep, setSecondStep] = useState<Step | null>(null);
  const [enrolled, setEnrolled] = useState<SecondFactorDone | null>(null);

  const signedIn = (answer: unknown) => {
    if (!setCustomer(answer).loggedIn) throw new Error('sign-in answer without a user');
    // The customer's saved cart comes back (from this or another browser), with the cart
    // this browser made as a visitor merged in. Cart calls queue, so the next page's cart
    // calls come after it. (A failure is its own toast, and the login stands.)
    void restore();
    void navigate(safeNextPath(window.location.search) ?? localPath('/'));
  };

  const finish = (answer: SignedIn | SecondFactorNeeded) => {
    if ('secondFactor' in answer) setSecondStep(answer.secondFactor);
    else signedIn(answer);
  };

  let view: ReactNode = null;
  if (enrolled?.recoveryCodes) {
    view = <RecoveryCodes codes={enrolled.recoveryCodes} onContinue={() => signedIn(enrolled)} />;
  } else if (secondStep) {
    view = (
      <SecondFactorStep
        step={secondStep}
        onDone={(answer) => (answer.recoveryCodes ? setEnrolled(answer) : signedIn(answer))}
        onRestart={(message) => {
          setSecondStep(null);
          onRestart(message);
        }}
      />
    );
  }
  return { finish, view };
}
