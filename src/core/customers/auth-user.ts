/**
 * Who is calling: the signed-in customer or administrator the token names (src/server/http/
 * auth.ts reads it from the request). Services take it to check what the caller may see or do.
 */
export interface AuthUser {
  customerId: string;
  email: string;
  sessionId: string;
  userType: 'A' | 'C';
  level: number;
}
