/** The one error shape the reference API answers with, so the BFF can normalise every failure alike. */
export type ErrorBody = { error: { message: string } };

export function errorBody(message: string): ErrorBody {
  return { error: { message } };
}
