export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  /** Rows returned by a SELECT, or touched by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * false: plan the statement with its actual parameters at every execution instead of
   * preparing it once (PostgreSQL server). For statements whose best plan depends on the
   * values, such as full-text searches: a generic plan cannot know how many rows a word matches.
   */
  preparer?: boolean;
}

/** What repositories need: the pool itself, or an open transaction. */
export interface Queryable {
  /** One statement, parameters as $1, $2… */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Several statements without parameters (migration scripts). */
  exec(sql: string): Promise<void>;
}

/** A transaction handle: write repository methods take one as an optional last argument. */
export type Transaction = Queryable;

/** A PostgreSQL pool's clients at one moment (node-postgres' counters). */
export interface EtatPool {
  /** Connections open, busy or idle. */
  total: number;
  /** Open and waiting for a query. */
  inactifs: number;
  /** Queries waiting for a connection: all `max` are busy. */
  enAttente: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgresql';
  /** The PostgreSQL server's pool (metrics); absent for PGlite, which has one in-process connection. */
  etatPool?(): EtatPool;
  /** Commits when `fn` resolves, rolls back and rethrows when it rejects. Not nestable. */
  transaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  /** Idempotent: a second call resolves at once. */
  close(): Promise<void>;
}
