// Values the Worker tests' global setup hands to every test file (tests/setup/reference-api-global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo seed as SQL, built once per run: its password hashes are the slow part. */
    referenceSeedStatements: string[];
    /** The migrated and seeded reference database as SQL, made once per run (reference-db-snapshot.ts). */
    referenceDatabase: string[];
    /** The demo receipts the seeded claims name, as stored in the reference API's RECEIPTS bucket. */
    referenceReceipts: { key: string; contentType: string; bytes: number[] }[];
  }
}

export {};
