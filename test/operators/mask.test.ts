import { describe, expect, it } from 'vitest';
import { maskValue } from '../../src/operators/mask.js';

describe('maskValue', () => {
  it.each([
    ['CREDIT_CARD', '4111 1111 1111 1111', '**** **** **** 1111'],
    ['CREDIT_CARD', '4111111111111111', '************1111'],
    ['SSN', '123-45-6789', '***-**-6789'],
    ['EMAIL', 'john.doe@example.com', 'j***.***@example.com'],
    ['EMAIL', 'a@example.com', '*@*******.***'],
    ['PHONE', '+1 (555) 123-4567', '+* (***) ***-****'],
    ['PERSON_NAME', 'María García', '***** ******'],
    ['SSN', '1234', '****'],
    ['EMAIL', 'a!@x.io', '*!@x.io'],
    ['EMAIL', '!!@x.io', '*******'],
    ['URL', '--', '**'],
  ])('%s %s → %s', (type, text, masked) => {
    expect(maskValue(type, text)).toBe(masked);
    expect(maskValue(type, text)).toHaveLength(text.length);
  });
});
