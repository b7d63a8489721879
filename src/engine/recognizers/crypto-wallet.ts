/**
 * CRYPTO_WALLET: Bitcoin legacy/P2SH addresses (Base58Check), SegWit/Taproot (Bech32/Bech32m, BIP 173/350),
 * and Ethereum addresses ("0x" + 40 hex digits; EIP-55 mixed case is accepted without its Keccak check).
 */
import { candidate, type Candidate, type Recognizer, type ScanInput } from '../candidate.js';
import { isBase58CheckAddress, isBech32Address } from '../checksums/base58check.js';
import { isWordUnitAt } from '../pipeline/boundary.js';

const ETH = /^0x[0-9a-fA-F]{40}$/;
const BASE58_SHAPE = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BECH32_SHAPE = /^(?:bc|tb)1[02-9ac-hj-np-z]{6,87}$/i;

/** Checksummed forms are near-certain; a bare 0x+40 hex string is also a contract or hash prefix. */
const WALLET_CONFIDENCE = { checksummed: 0.95, eth: 0.8 } as const;

export const cryptoWalletRecognizer: Recognizer = {
  name: 'crypto-wallet',
  entities: ['CRYPTO_WALLET'],
  claims: true,
  find({ text, anchors, claimed }: ScanInput, out: Candidate[]): void {
    const { tokenStart, tokenEnd, digitTokens } = anchors;
    for (let i = 0; i < digitTokens.length; i++) {
      const t = digitTokens[i]!;
      if (claimed[t]) continue;
      const len = tokenEnd[t]! - tokenStart[t]!;
      if (len < 26 || len > 90) continue;
      const start = tokenStart[t]!;
      const end = tokenEnd[t]!;
      if (isWordUnitAt(text, start - 1)) continue;
      const token = text.slice(start, end);
      let confidence = 0;
      if (ETH.test(token)) confidence = WALLET_CONFIDENCE.eth;
      else if (BASE58_SHAPE.test(token) && isBase58CheckAddress(token)) confidence = WALLET_CONFIDENCE.checksummed;
      else if (BECH32_SHAPE.test(token) && isBech32Address(token)) confidence = WALLET_CONFIDENCE.checksummed;
      if (confidence > 0) out.push(candidate('CRYPTO_WALLET', start, end, confidence, 'crypto-wallet'));
    }
  },
};
