import { useMutation } from '@tanstack/react-query';
import {
  type LoginRequest,
  type LoginResponse,
  type LoginUrlResponse,
  loginResponseSchema,
  loginUrlResponseSchema,
} from '../../../../worker/contract/auth';
import { api } from '../../../lib/api-client';

/** Step 1: does this person sign in with a password or through their SSO provider? */
export function checkLoginUrl(email: string): Promise<LoginUrlResponse> {
  return api('/api/auth/login-url', { method: 'POST', body: { email }, schema: loginUrlResponseSchema });
}

export function useCheckLoginUrl() {
  return useMutation({ mutationFn: checkLoginUrl });
}

/** Step 2: the password login; a failure is an ApiRequestError (login_failed, account_locked…). */
export function logIn(request: LoginRequest): Promise<LoginResponse> {
  return api('/api/auth/login', { method: 'POST', body: request, schema: loginResponseSchema });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
