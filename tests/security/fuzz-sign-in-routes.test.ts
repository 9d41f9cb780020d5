import { fuzzValidatedRoutes, isSignInRoute } from './fuzz-validated-routes';

// Issue 20: 1,000 fuzzed inputs per validated route of signing in, recovery, activation and the
// two-factor sign-in step (the other routes: fuzz-employee-routes and fuzz-employer-routes).
fuzzValidatedRoutes(isSignInRoute, '2001:db8:f022:3');
