/** Bad input from a person: a one-line message, exit code 2. */
export class InputError extends Error {
  override readonly name = 'InputError';
}
