// Lowercase address with a top-level domain of two or more letters.
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/**
 * Whether a value looks like an e-mail address (the forms' rule, before their length
 * limit). A module of its own, so pages that only name a recipient do not carry every rule.
 * @example isEmailAddress('Ann@Example.com') // true
 */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.toLowerCase());
}
