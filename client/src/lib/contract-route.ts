/**
 * A route of a contract that writes its paths as the server serves them (`/api/...`, e.g.
 * CONTRIBUTION_ROUTES) as the one HTTP client takes it: without `/api`, which the client adds.
 */
export const contractRoute = (route: string) => route.replace(/^\/api(?=\/)/, '');
