// Values the Worker tests' global setup hands to every test file (tests/setup/reference-api-global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo seed as SQL, built once per run: its password hashes are the slow part. */
    referenceSeedStatements: string[];
  }
}

export {};
