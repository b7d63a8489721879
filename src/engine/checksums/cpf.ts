const ELEVEN_DIGITS = /^\d{11}$/;
const ONE_DIGIT_REPEATED = /^(\d)\1{10}$/;

/**
 * Brazil's CPF (Receita Federal): eleven digits whose last two are mod-11 check digits over the first nine and ten;
 * a number of one repeated digit ("111.111.111-11") passes the arithmetic but is not issued.
 * @example isCpfValid('52998224725') // true
 */
export function isCpfValid(digits: string): boolean {
  if (!ELEVEN_DIGITS.test(digits) || ONE_DIGIT_REPEATED.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits.charCodeAt(i) - 48) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits.charCodeAt(9) - 48 && check(10) === digits.charCodeAt(10) - 48;
}
