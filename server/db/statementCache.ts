import type SqliteDatabase from 'better-sqlite3';

/**
 * The database whose `prepare` hands back the statement it prepared before for the same SQL text,
 * for repositories on hot paths (sign-in, attributes, alarms): compiling the SQL cost more than
 * running it. better-sqlite3 statements are reusable; only one kept statement iterating while the
 * same SQL runs again would clash, and these repositories never iterate (`.iterate()`). The least
 * recently used statement goes beyond `capacity` (lists with `IN (?, ?, …)` make many texts).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, capacity = 500): SqliteDatabase.Database {
    const statements = new Map<string, SqliteDatabase.Statement>();
    const prepare = (sql: string) => {
        let statement = statements.get(sql);
        if (statement) statements.delete(sql);
        else statement = sqlite.prepare(sql);
        statements.set(sql, statement);
        if (statements.size > capacity) statements.delete(statements.keys().next().value!);
        return statement;
    };
    return new Proxy(sqlite, {
        get(target, property) {
            if (property === 'prepare') return prepare;
            const value: unknown = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
}
