import { isEmployerRoute } from './app-routes';
import { fuzzValidatedRoutes } from './fuzz-validated-routes';

// Issue 20: 1,000 fuzzed inputs per validated employer and dashboard route, signed in as an
// employer administrator (the other routes are in fuzz-employee-routes.test.ts).
fuzzValidatedRoutes(isEmployerRoute, '2001:db8:f022:2');
