/** The built-in recognizers, built once at module load (pino-style: compile at boot, never per request). */
import type { Recognizer } from './candidate.js';
import { addressRecognizer } from './recognizers/address.js';
import { ageRecognizer } from './recognizers/age.js';
import { credentialRecognizer } from './recognizers/credential.js';
import { cryptoWalletRecognizer } from './recognizers/crypto-wallet.js';
import { dateRecognizer } from './recognizers/date.js';
import { emailRecognizer } from './recognizers/email.js';
import { ibanRecognizer } from './recognizers/iban.js';
import { identifiersRecognizer } from './recognizers/identifiers.js';
import { nationalIdsRecognizer } from './recognizers/national-ids/index.js';
import { networkRecognizer } from './recognizers/network.js';
import { paymentCardRecognizer } from './recognizers/payment-card.js';
import { personNameRecognizer } from './recognizers/person-name.js';
import { phoneRecognizer } from './recognizers/phone.js';
import { postalCodeRecognizer } from './recognizers/postal-code.js';
import { ssnRecognizer } from './recognizers/ssn.js';
import { urlRecognizer } from './recognizers/url.js';

export const BUILT_IN_RECOGNIZERS: readonly Recognizer[] = [
  emailRecognizer,
  urlRecognizer,
  ssnRecognizer,
  // Before cards: an IBAN's digit groups are not re-read as a card number.
  ibanRecognizer,
  paymentCardRecognizer,
  networkRecognizer,
  cryptoWalletRecognizer,
  credentialRecognizer,
  dateRecognizer,
  // Before phones: a keyword-named, check-valid national number claims digits a phone reader would also take.
  nationalIdsRecognizer,
  // After the validated numeric recognizers: it skips numbers they already claimed.
  phoneRecognizer,
  // Before ages, postal codes, identifiers and names: a confident address claims its numbers and words from them. The
  // first three claim nothing themselves, so the address reader sees what it saw when it ran after them.
  addressRecognizer,
  ageRecognizer,
  postalCodeRecognizer,
  identifiersRecognizer,
  personNameRecognizer,
];
