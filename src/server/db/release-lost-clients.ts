import type pg from 'pg';

/**
 * Hands back to the pool a checked-out connection that the server closed. drizzle-orm runs a
 * transaction's `begin` before its try/finally, so when `begin` fails on a dropped connection
 * (a database restart) the client is never released: each restart would take a connection out
 * of the pool for good, until none is left and every request waits out the connect timeout.
 * Found by tests/api/faults-db-restart.test.ts. A later release by the borrower is a no-op.
 */
export function releaseLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    // The callback form is pool.query()'s own, which always releases.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onEnd = () => {
        if (released) return;
        released = true;
        release(new Error('the connection ended while checked out'));
      };
      client.once('end', onEnd);
      client.release = (err?: Error | boolean) => {
        client.removeListener('end', onEnd);
        if (released) return;
        released = true;
        release(err);
      };
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
}
