/** The built-in recognizers, built once at module load (pino-style: compile at boot, never per request). */
import type { Recognizer } from './candidate.js';
import { emailRecognizer } from './recognizers/email.js';
import { networkRecognizer } from './recognizers/network.js';
import { paymentCardRecognizer } from './recognizers/payment-card.js';
import { phoneRecognizer } from './recognizers/phone.js';
import { personNameRecognizer } from './recognizers/person-name.js';
import { ssnRecognizer } from './recognizers/ssn.js';

export const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  emailRecognizer,
  ssnRecognizer,
  paymentCardRecognizer,
  phoneRecognizer,
  networkRecognizer,
  personNameRecognizer,
];
